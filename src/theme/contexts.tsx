/**
 * React contexts every component may read: the shared site data, the current route and the
 * page views the app renders pages with. Using a hook outside its provider is a developer
 * error with a message saying so.
 */
import { createContext, useContext } from 'react';
import type { PageData } from '../site/page-data.ts';
import type { SiteData } from '../site/site-data.ts';
import type { PageViews } from './pages/page-view.ts';

const SiteContext = createContext<SiteData | null>(null);
const RouteContext = createContext<PageData | null>(null);
const PageViewsContext = createContext<PageViews | null>(null);

export const SiteProvider = SiteContext.Provider;
export const RouteProvider = RouteContext.Provider;
export const PageViewsProvider = PageViewsContext.Provider;

/** The site data (navbar, footer, sidebar, settings). */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site)
    throw new Error('Internal error: useSite() was called outside <SiteProvider>; render components inside <App>.');
  return site;
}

/** The current route's page data. */
export function useRouteContext(): PageData {
  const page = useContext(RouteContext);
  if (!page)
    throw new Error(
      'Internal error: missing route context: useRouteContext() was called outside <RouteProvider>; render pages inside <App>.',
    );
  return page;
}

/** The page views by kind (every view on the server; the loaded ones on the client). */
export function usePageViews(): PageViews {
  const views = useContext(PageViewsContext);
  if (!views)
    throw new Error(
      'Internal error: usePageViews() was called outside <PageViewsProvider>; render pages inside <App>.',
    );
  return views;
}
