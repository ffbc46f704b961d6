/**
 * The client's React root: the same <App/> the server rendered, for whatever the route
 * store holds (a page, or the loading / error state of the route being opened), inside a
 * boundary that turns render errors into the "Page Error" page. Its first render is the
 * server's markup: the store starts with the server-rendered page and no status, and the
 * view of its kind is loaded before hydration.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { SiteData } from '../../site/site-data.ts';
import { App } from '../../theme/App.tsx';
import type { PageViews } from '../../theme/pages/page-view.ts';
import { PageLoadError, PageLoading } from './PageLoadState.tsx';
import { RenderErrorBoundary } from './RenderErrorBoundary.tsx';
import type { RouteStore } from './route-store.ts';

export interface ClientRootProps {
  site: SiteData;
  /** The loaded page views; the router shows a page only once its kind's view is among them. */
  views: PageViews;
  store: RouteStore;
  /** Loads the current route again (Retry, Try again). */
  reload: () => void;
  /** Called once, after hydration has committed. */
  onHydrated: () => void;
}

export function ClientRoot({ site, views, store, reload, onHydrated }: ClientRootProps) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  // Once, after the first commit (hydration); the callback never changes.
  useEffect(onHydrated, []);
  const status =
    state.status === 'loading' ? (
      <PageLoading />
    ) : state.status === 'error' ? (
      <PageLoadError error={state.error} onRetry={reload} />
    ) : undefined;
  return (
    <RenderErrorBoundary resetKey={state} baseUrl={site.baseUrl} onTryAgain={reload}>
      <App site={site} page={state.page} views={views} status={status} />
    </RenderErrorBoundary>
  );
}
