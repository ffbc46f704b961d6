/**
 * Client-side navigation. A click on an internal link (or Back/Forward) loads the next
 * route's chunk while the current page stays on screen (a progress bar shows after
 * 200 ms), then renders it, updates history, title and head, restores or resets scroll
 * (or scrolls to the #fragment), moves focus to the main content and announces the
 * navigation (see navigated-event.ts).
 *
 * Switching release (a link with data-release-pick: the version dropdown, the mobile
 * menu's list, the older-release notice) keeps the #fragment of the page being read: the
 * same field or section opens in the other release when it has it; when it does not, the
 * page opens at its top and the address drops the fragment.
 *
 * Failures: a chunk that cannot be fetched (network, a 404 after a redeploy) logs a
 * warning and lets the browser load the page normally; a chunk that is not valid page
 * data shows the load-error box with Retry. Same-page #fragment links stay native.
 */
import { flushSync } from 'react-dom';
import type { PageData } from '../../site/page-data.ts';
import type { SiteData } from '../../site/site-data.ts';
import type { RouteState, RouteStore } from '../root/route-store.ts';
import type { ChunkLoader } from './chunk-loader.ts';
import { applyHead } from './document-head.ts';
import { entryState, saveScroll } from './history-state.ts';
import { routableAnchor } from './link-clicks.ts';
import { startReleasePreferences } from './preferred-release.ts';
import { dispatchNavigated } from './navigated-event.ts';
import { startProgress } from './progress-bar.ts';
import { type ScrollPosition, focusMain, scrollToFragment, scrollToPosition } from './scroll.ts';
import { fragmentId } from '../../shared/fragment-id.ts';
import { type RouteTarget, cleanPath, routeTarget } from './route-path.ts';
import { MalformedChunkError } from './validate-chunk.ts';

type HistoryMode = 'push' | 'replace' | 'pop';

export interface Router {
  /** Loads the current route's chunk again, bypassing caches (Retry, Try again). */
  reload(): Promise<void>;
  /**
   * Shows the current route's data fetched afresh, in place: scroll and focus stay (watch
   * mode after an edit). Resolves false when it could not (not a route, the load failed).
   */
  refresh(): Promise<boolean>;
  /** The route an anchor leads to (null for other pages' files, other sites, this very page). */
  routeOf(anchor: HTMLAnchorElement): string | null;
}

export interface RouterParams {
  site: SiteData;
  store: RouteStore;
  loader: ChunkLoader;
}

/** Starts the router: link clicks and history traversal. */
export function startRouter({ site, store, loader }: RouterParams): Router {
  const target = (url: URL): RouteTarget | null => routeTarget(url, location.origin, site.baseUrl, site.routes);
  // What the React root shows now; a history entry with the same path and query is the
  // same page (a #fragment entry or the mobile sidebar's entry).
  let shown = { pathname: location.pathname, search: location.search };
  let latest = 0;
  const releases = startReleasePreferences(site);

  // The address bar shows the clean path, as the server's redirects would.
  const clean = cleanPath(location.pathname, site.routes);
  if (clean !== location.pathname && clean in site.routes) {
    history.replaceState(history.state, '', clean + location.search + location.hash);
    shown = { pathname: clean, search: location.search };
  }

  const render = (state: RouteState) => flushSync(() => store.set(state));

  const commit = (url: URL, pathname: string, mode: HistoryMode) => {
    const href = pathname + url.search + url.hash;
    // Leaving the mobile sidebar's entry by a link replaces it, so Back skips it.
    const effective = mode === 'push' && entryState().sidebar ? 'replace' : mode;
    if (effective === 'push') {
      saveScroll();
      history.pushState({}, '', href);
    } else if (effective === 'replace') {
      history.replaceState({}, '', href);
    }
    shown = { pathname, search: url.search };
  };

  /** `carriedHash`: the fragment came from the page switched from, and is dropped when this page lacks it. */
  const showPage = (page: PageData, url: URL, restore: ScrollPosition | undefined, carriedHash = false) => {
    applyHead(page.head); // first: a page that crashes while rendering retitles itself "Page Error"
    render({ status: 'ready', page });
    if (carriedHash && !document.getElementById(fragmentId(url.hash))) {
      history.replaceState(history.state, '', location.pathname + location.search);
      url.hash = '';
    }
    if (restore) scrollToPosition(restore);
    else if (url.hash) scrollToFragment(url.hash);
    else scrollTo(0, 0);
    focusMain();
    dispatchNavigated();
  };

  const navigateTo = async (url: URL, mode: HistoryMode, carriedHash = false): Promise<void> => {
    const to = target(url);
    if (!to) {
      location.assign(url.href);
      return;
    }
    const id = ++latest;
    // Read now: until the page renders, scrolling still records the old page's position.
    const restore = mode === 'pop' ? entryState().scroll : undefined;
    const progress = startProgress();
    let page: PageData;
    try {
      page = await loader.load(to.route);
    } catch (error) {
      progress.done();
      if (id !== latest) return;
      if (error instanceof MalformedChunkError) {
        commit(url, to.pathname, mode);
        render({ status: 'error', page: store.get().page, error });
        focusMain();
        return;
      }
      console.warn(
        `apidocs: could not load the next page's data (${error instanceof Error ? error.message : String(error)}); loading ${url.pathname} normally.`,
      );
      if (mode === 'pop') location.reload();
      else location.assign(url.href);
      return;
    }
    progress.done();
    if (id !== latest) return; // a later navigation won
    commit(url, to.pathname, mode);
    showPage(page, url, restore, carriedHash);
  };

  const reload = async (): Promise<void> => {
    const url = new URL(location.href);
    const to = target(url);
    if (!to) {
      location.reload();
      return;
    }
    const id = ++latest;
    render({ status: 'loading', page: store.get().page });
    try {
      const page = await loader.load(to.route, { fresh: true });
      if (id === latest) showPage(page, url, undefined);
    } catch (error) {
      if (id !== latest) return;
      render({
        status: 'error',
        page: store.get().page,
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  };

  const refresh = async (): Promise<boolean> => {
    const to = target(new URL(location.href));
    if (!to) return false;
    const id = ++latest;
    try {
      const page = await loader.load(to.route, { fresh: true });
      if (id !== latest) return true; // a navigation started meanwhile: it shows fresh data
      applyHead(page.head);
      render({ status: 'ready', page });
      return true;
    } catch {
      return false;
    }
  };

  document.addEventListener('click', (event) => {
    // A release picked in the version dropdown or the notice is remembered even when the
    // browser, not the router, follows the link.
    const pick = (event.target as Element | null)?.closest?.<HTMLElement>('[data-release-pick]')?.dataset.releasePick;
    if (pick) releases.pick(pick);
    const anchor = routableAnchor(event);
    if (!anchor) return;
    const url = new URL(anchor.href);
    if (!pick && url.origin === location.origin) url.pathname = releases.resolve(url.pathname);
    const to = target(url);
    if (!to) return;
    const samePage = to.pathname === shown.pathname && url.search === shown.search;
    // A #fragment on this very page is the browser's job (scroll, :target, history).
    if (samePage && url.hash && url.pathname === location.pathname) return;
    event.preventDefault();
    // Another release of this page: the reader stays where they were in it.
    const carriedHash = Boolean(pick) && !samePage && !url.hash && location.hash !== '';
    if (carriedHash) url.hash = location.hash;
    void navigateTo(url, samePage && !url.hash ? 'replace' : 'push', carriedHash);
  });

  addEventListener('popstate', () => {
    const url = new URL(location.href);
    if (url.pathname === shown.pathname && url.search === shown.search) {
      // Same page, another entry (#fragment or the sidebar's): only the scroll moves.
      const saved = entryState().scroll;
      if (saved) scrollToPosition(saved);
      else scrollToFragment(url.hash); // no position recorded: the entry was never scrolled
      return;
    }
    void navigateTo(url, 'pop');
  });

  return {
    reload,
    refresh,
    routeOf(anchor) {
      const url = new URL(anchor.href);
      const to = target(url);
      return to && to.pathname !== shown.pathname ? to.route : null;
    },
  };
}
