/**
 * The reader's version marks: with the release of a daemon they run set in "Your node",
 * every element of that daemon on the page that their release lacks gets a mark ("not in
 * your v0.17.5-beta: added in v0.18.0-beta", shown by CSS from `data-lack`, and the same
 * text as its `aria-description` for assistive technology: CSS generated content is read
 * unevenly, so the stylesheet hides it from the accessibility tree), and the list
 * of what their release has that the page's release removed is shown. Elements carry their
 * release set in server-rendered data attributes (src/theme/components/ReleaseBadge.tsx);
 * this code only sets attributes, so it works on static parts and React-owned markup alike,
 * and starts after hydration (the server markup and the first client render stay equal).
 */
import type { SiteData } from '../site/site-data.ts';
import { releaseSetHas } from '../shared/release-set.ts';
import type { ReaderRelease } from '../shared/reader-release.ts';
import { lackMark, readerIndex } from '../shared/version-marks.ts';
import { onNodeSettingsChange, readNodeSettings } from '../theme/node-settings-store.ts';
import { NAVIGATED_EVENT } from './router/navigated-event.ts';

const REMOVED = '[data-version-removed]';
const SIDEBAR = '#__sidebar';
/** The attribute of a method page's RPC release note (src/theme/pages/method-parts.tsx). */
const RPC_MARK = 'data-subject';

/** The reader's release of a daemon (index, tag and the daemon's tags), or null when unset or not pinned. */
export function readerOf(site: SiteData, versions: Record<string, string>, daemon: string): ReaderRelease | null {
  const tag = versions[daemon];
  const releases = site.history?.[daemon];
  const index = readerIndex(releases, tag);
  return index === null || !tag || !releases ? null : { index, tag, tags: releases.tags };
}

/** Sets (or with null removes) an element's mark: shown from data-lack, announced from aria-description. */
function setMark(element: HTMLElement, mark: string | null): void {
  for (const name of ['data-lack', 'aria-description']) {
    if (mark === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== mark) element.setAttribute(name, mark);
  }
}

type Summaries = typeof import('./version-summary.ts');
let summaries: Summaries | null = null;
let summariesLoading: Promise<Summaries> | null = null;

/**
 * Fills the page summaries (version-summary.ts, its own chunk: loaded the first time a page
 * has a summary and the reader's release is set; until then the summary stays hidden, as served).
 */
function applySummaries(root: ParentNode, readerOf: (daemon: string) => ReaderRelease | null): void {
  if (summaries) return summaries.applyVersionSummary(root, readerOf);
  const wanted = [...root.querySelectorAll<HTMLElement>('[data-version-summary]')].some(
    (summary) => readerOf(summary.dataset.daemon!) !== null,
  );
  if (!wanted) return;
  summariesLoading ??= import('./version-summary.ts').then(
    (loaded) => (summaries = loaded),
    (error: unknown) => {
      summariesLoading = null;
      throw error;
    },
  );
  summariesLoading.then(
    (loaded) => loaded.applyVersionSummary(root, readerOf),
    (error: unknown) => console.error('apidocs: the version summary could not load:', error),
  );
}

/** Marks the elements under `root` for the stored settings. */
export function applyVersionMarks(site: SiteData, root: ParentNode = document): void {
  const { versions } = readNodeSettings();
  // A page's RPC that the reader's release lacks is said once, at the top: its rows are not marked too.
  const rpc = root.querySelector<HTMLElement>(`[${RPC_MARK}][data-has][data-daemon]`);
  const rpcLacking =
    rpc !== null && lackMark({ has: rpc.dataset.has! }, readerOf(site, versions, rpc.dataset.daemon!)) !== null;
  for (const element of root.querySelectorAll<HTMLElement>('[data-has][data-daemon]')) {
    if (element.closest(REMOVED)) continue;
    const reader = readerOf(site, versions, element.dataset.daemon!);
    const quiet = rpcLacking && element !== rpc && !element.closest(SIDEBAR);
    setMark(element, quiet ? null : lackMark({ has: element.dataset.has! }, reader, element.dataset.subject));
  }
  applySummaries(root, (daemon) => (rpcLacking ? null : readerOf(site, versions, daemon)));
  for (const list of root.querySelectorAll<HTMLElement>(REMOVED)) {
    let shown = 0;
    for (const item of list.querySelectorAll<HTMLElement>('[data-has][data-daemon]')) {
      const reader = readerOf(site, versions, item.dataset.daemon!);
      const has = reader !== null && releaseSetHas(item.dataset.has!, reader.index);
      item.hidden = !has;
      if (has) shown++;
    }
    list.hidden = shown === 0;
  }
}

/** Applies the marks now, after every navigation and settings change, and when markup is added (a category opened). */
export function startVersionMarks(site: SiteData): void {
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      applyVersionMarks(site);
    });
  };
  onNodeSettingsChange(schedule);
  addEventListener(NAVIGATED_EVENT, schedule);
  // Attribute changes are not observed: applying the marks never triggers itself.
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
  applyVersionMarks(site);
}
