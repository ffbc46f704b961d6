/**
 * Loads page views by kind. Each dynamic import below is a split point: esbuild makes
 * every view its own chunk, so a page loads the code of its own kind only. The HTML of a
 * page preloads its kind's chunk (src/render/view-chunks.ts finds it in esbuild's metafile
 * by the same source files), the entry loads it before hydrating, and the chunk loader
 * loads the view of a route with the route's data, so navigation and prefetching fetch
 * both before the page is shown.
 */
import type { PageKind } from '../../site/page-data.ts';
import type { PageView, PageViews } from '../../theme/pages/page-view.ts';
import { ChunkLoadError } from './chunk-loader.ts';

// Keep in step with VIEW_SOURCES in src/render/view-chunks.ts (a build test compares them).
const VIEW_IMPORTS: { readonly [K in PageKind]: () => Promise<PageView<K>> } = {
  home: () => import('../../theme/pages/HomeView.tsx').then((m) => m.HomeView),
  markdown: () => import('../../theme/pages/MarkdownView.tsx').then((m) => m.MarkdownView),
  search: () => import('../../theme/search/SearchView.tsx').then((m) => m.SearchView),
  'not-found': () => import('../../theme/pages/NotFoundView.tsx').then((m) => m.NotFoundView),
  category: () => import('../../theme/pages/CategoryView.tsx').then((m) => m.CategoryView),
  'service-index': () => import('../../theme/pages/ServiceIndexView.tsx').then((m) => m.ServiceIndexView),
  'rest-endpoints': () => import('../../theme/pages/RestEndpointsView.tsx').then((m) => m.RestEndpointsView),
  permissions: () => import('../../theme/pages/PermissionsView.tsx').then((m) => m.PermissionsView),
  method: () => import('../../theme/pages/MethodView.tsx').then((m) => m.MethodView),
  'api-changes': () => import('../../theme/pages/ApiChangesView.tsx').then((m) => m.ApiChangesView),
};

export interface ViewLoader {
  /** The views loaded so far (what <App views/> renders with); filled in as they load. */
  readonly views: PageViews;
  /** Loads the view of a page kind; a failed fetch is a ChunkLoadError (the router then loads the page normally). */
  load(kind: PageKind): Promise<void>;
}

/** A loader with no view loaded yet. */
export function createViewLoader(): ViewLoader {
  const views: { -readonly [K in PageKind]?: PageView<K> } = {};
  const loading = new Map<PageKind, Promise<void>>();
  const importView = async <K extends PageKind>(kind: K): Promise<void> => {
    try {
      views[kind] = (await VIEW_IMPORTS[kind]()) as (typeof views)[K];
    } catch (error) {
      loading.delete(kind); // the next navigation tries again
      throw new ChunkLoadError(`the view of ${kind} pages`, error instanceof Error ? error.message : String(error));
    }
  };
  return {
    views,
    load(kind) {
      let promise = loading.get(kind);
      if (!promise) {
        promise = importView(kind);
        loading.set(kind, promise);
      }
      return promise;
    },
  };
}
