/**
 * Browser entry. The server entry (src/render/render-page.tsx) renders <App/> to a string
 * with every page view; this one starts the DOM behaviours at once, fetches the site data
 * and this page's chunk, loads the view of the page's kind (all three preloaded by the
 * HTML), hydrates the same <App/> with the same data inside <ClientRoot/>, then starts the
 * router, prefetching and search. Views of other kinds load when a link leads to one. If the data cannot load,
 * the server-rendered page keeps working: links load pages normally.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { chunkUrl } from '../site/chunk-url.ts';
import type { SiteData } from '../site/site-data.ts';
import { startBehaviours } from './behaviours/index.ts';
import { startDocsVersions } from './behaviours/docs-version.ts';
import { ClientRoot } from './root/ClientRoot.tsx';
import { createRouteStore } from './root/route-store.ts';
import { createChunkLoader, fetchJson } from './router/chunk-loader.ts';
import { restoreScrollAfterLoad, startScrollMemory } from './router/history-state.ts';
import { dispatchNavigated } from './router/navigated-event.ts';
import { startPrefetch } from './router/prefetch.ts';
import { DEV_REFRESH_EVENT, type DevRefreshDetail } from './router/dev-refresh-event.ts';
import { type Router, startRouter } from './router/router.ts';
import { validateChunk } from './router/validate-chunk.ts';
import { createViewLoader } from './router/view-loader.ts';
import { startSearch } from './search/index.ts';
import { startVersionMarks } from './version-marks.ts';
import { searchIndexLoading } from '../theme/search/search-store.ts';
import '../theme/styles/index.css';

/** The site data, checked enough that the router can rely on it. */
function asSiteData(data: unknown, url: string): SiteData {
  const site = data as Partial<SiteData> | null;
  if (
    !site ||
    typeof site.baseUrl !== 'string' ||
    !site.routes ||
    typeof site.routes !== 'object' ||
    !site.sidebars ||
    typeof site.sidebars !== 'object'
  ) {
    throw new Error(
      `The site data ${url} is malformed (no baseUrl, routes or sidebars). Rebuild the site with \`apidocs build\` and deploy every file of one build together.`,
    );
  }
  return site as SiteData;
}

/** The route whose chunk the page names (the route table maps routes to chunk hashes). */
function routeOfChunk(site: SiteData, url: string): string {
  const route = Object.keys(site.routes).find((r) => chunkUrl(site.baseUrl, r, site.routes[r]!) === url);
  if (!route)
    throw new Error(
      `The page's chunk ${url} is not in the route table of the site data. Deploy every file of one build together.`,
    );
  return route;
}

async function start(): Promise<void> {
  const root = document.getElementById('__apidocs');
  if (!root?.dataset.site || !root.dataset.chunk) return;
  const { site: siteUrl, chunk } = root.dataset;
  const [siteData, chunkData] = await Promise.all([fetchJson(siteUrl), fetchJson(chunk)]);
  const site = asSiteData(siteData, siteUrl);
  const route = routeOfChunk(site, chunk);
  const page = validateChunk(chunkData, chunk, route);
  const viewLoader = createViewLoader();
  // Before hydration, so the first client render is the server's markup (no fallback).
  // Static parts keep the server's markup: their code is not needed (static-parts.tsx).
  await viewLoader.load(page.kind, { hydrating: true });

  const store = createRouteStore(page);
  const loader = createChunkLoader(site.baseUrl, site.routes, (next) => viewLoader.load(next.kind));
  loader.prime(route, page);
  // The router takes over links only once React owns the markup: an update during
  // hydration would throw the server markup away.
  let router: Router | undefined;
  const hydrated = () => {
    router = startRouter({ site, store, loader });
    startPrefetch({ root, loader, routeOf: router.routeOf, yieldTo: searchIndexLoading });
    startSearch(site); // before the first apidocs:navigated, which it listens to
    startVersionMarks(site);
    restoreScrollAfterLoad();
    dispatchNavigated();
  };
  const reload = () => (router ? void router.reload() : location.reload());
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (method pages have thousands of nodes);
  // the server markup is readable meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <ClientRoot site={site} views={viewLoader.views} store={store} reload={reload} onHydrated={hydrated} />,
      {
        // Production React reports hydration mismatches only here: make them loud.
        onRecoverableError: (error, info) =>
          console.error(
            'apidocs: hydration error (server markup and first client render differ):',
            error,
            info.componentStack ?? '',
          ),
        onCaughtError: (error) => console.error('apidocs: the page crashed while rendering:', error),
      },
    );
  });
  startScrollMemory();
  startDocsVersions(site);
  addEventListener(DEV_REFRESH_EVENT, (event) => {
    if (!router) return; // not hydrated yet: the reload client reloads the tab
    event.preventDefault();
    const { routes, current } = (event as CustomEvent<DevRefreshDetail>).detail;
    loader.forget(routes);
    if (current) void router.refresh().then((shown) => shown || location.reload());
  });
}

startBehaviours();
start().catch((error: unknown) => {
  console.error(
    'apidocs: the client runtime did not start; the page works as plain HTML (links load pages normally).',
    error,
  );
});
