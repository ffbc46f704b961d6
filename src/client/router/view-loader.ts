/**
 * Loads page views by kind. Each dynamic import below is a split point: esbuild makes
 * every view its own chunk, so a page loads the code of its own kind only. The HTML of a
 * page preloads its kind's chunk (src/render/view-chunks.ts finds it in esbuild's metafile
 * by the same source files), the entry loads it before hydrating, and the chunk loader
 * loads the view of a route with the route's data, so navigation and prefetching fetch
 * both before the page is shown. A view with static parts (static-parts.tsx) has their
 * code loaded too before a page is rendered on the client, but not to hydrate one: the
 * server's markup of static parts is kept as it is.
 */
import type { PageKind } from '../../site/page-data.ts';
import type { StaticParts } from '../../theme/components/static-parts.tsx';
import type { PageView, PageViews } from '../../theme/pages/page-view.ts';
import { ChunkLoadError } from './chunk-loader.ts';

/** A view module: its view, and the static parts it renders (if any). */
interface LoadedView<K extends PageKind> {
  view: PageView<K>;
  parts?: StaticParts<unknown>;
}

const only = <K extends PageKind>(view: PageView<K>): LoadedView<K> => ({ view });

// Keep in step with VIEW_SOURCES in src/render/view-chunks.ts (a build test compares them).
const VIEW_IMPORTS: { readonly [K in PageKind]: () => Promise<LoadedView<K>> } = {
  home: () => import('../../theme/pages/HomeView.tsx').then((m) => only(m.HomeView)),
  markdown: () => import('../../theme/pages/MarkdownView.tsx').then((m) => only(m.MarkdownView)),
  search: () => import('../../theme/search/SearchView.tsx').then((m) => only(m.SearchView)),
  'not-found': () => import('../../theme/pages/NotFoundView.tsx').then((m) => only(m.NotFoundView)),
  category: () => import('../../theme/pages/CategoryView.tsx').then((m) => only(m.CategoryView)),
  'service-index': () => import('../../theme/pages/ServiceIndexView.tsx').then((m) => only(m.ServiceIndexView)),
  'rest-endpoints': () => import('../../theme/pages/RestEndpointsView.tsx').then((m) => only(m.RestEndpointsView)),
  permissions: () => import('../../theme/pages/PermissionsView.tsx').then((m) => only(m.PermissionsView)),
  method: () =>
    import('../../theme/pages/MethodView.tsx').then((m) => ({
      view: m.MethodView,
      parts: m.methodParts as StaticParts<unknown>,
    })),
  'api-changes': () => import('../../theme/pages/ApiChangesView.tsx').then((m) => only(m.ApiChangesView)),
  'documentation-gaps': () =>
    import('../../theme/pages/DocumentationGapsView.tsx').then((m) => only(m.DocumentationGapsView)),
  'api-history': () => import('../../theme/pages/ApiHistoryView.tsx').then((m) => only(m.ApiHistoryView)),
  'removed-rpc': () => import('../../theme/pages/RemovedRpcView.tsx').then((m) => only(m.RemovedRpcView)),
  upgrading: () => import('../../theme/pages/UpgradingView.tsx').then((m) => only(m.UpgradingView)),
  'error-catalogue': () => import('../../theme/pages/ErrorCatalogueView.tsx').then((m) => only(m.ErrorCatalogueView)),
  'error-entry': () => import('../../theme/pages/ErrorEntryView.tsx').then((m) => only(m.ErrorEntryView)),
};

export interface ViewLoader {
  /** The views loaded so far (what <App views/> renders with); filled in as they load. */
  readonly views: PageViews;
  /**
   * Loads the view of a page kind, with the code of its static parts unless `hydrating`;
   * a failed fetch is a ChunkLoadError (the router then loads the page normally).
   */
  load(kind: PageKind, options?: { hydrating?: boolean }): Promise<void>;
}

/** A loader with no view loaded yet. */
export function createViewLoader(): ViewLoader {
  const views: { -readonly [K in PageKind]?: PageView<K> } = {};
  const loading = new Map<PageKind, Promise<LoadedView<PageKind>>>();
  const failure = (kind: PageKind, what: string, error: unknown) =>
    new ChunkLoadError(`the ${what} of ${kind} pages`, error instanceof Error ? error.message : String(error));
  const importView = async <K extends PageKind>(kind: K): Promise<LoadedView<K>> => {
    try {
      const loaded = await VIEW_IMPORTS[kind]();
      views[kind] = loaded.view as (typeof views)[K];
      return loaded;
    } catch (error) {
      loading.delete(kind); // the next navigation tries again
      throw failure(kind, 'view', error);
    }
  };
  return {
    views,
    async load(kind, options = {}) {
      let promise = loading.get(kind);
      if (!promise) {
        promise = importView(kind);
        loading.set(kind, promise);
      }
      const { parts } = await promise;
      if (!parts || options.hydrating) return;
      await parts.load().catch((error: unknown) => {
        throw failure(kind, 'static parts', error);
      });
    },
  };
}
