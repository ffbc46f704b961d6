/**
 * React contexts every component may read: the shared site data and the current route.
 * Using a hook outside its provider is a developer error with a message saying so.
 */
import { createContext, useContext } from 'react';
import type { PageData } from '../site/page-data.ts';
import type { SiteData } from '../site/site-data.ts';

const SiteContext = createContext<SiteData | null>(null);
const RouteContext = createContext<PageData | null>(null);

export const SiteProvider = SiteContext.Provider;
export const RouteProvider = RouteContext.Provider;

/** The site data (navbar, footer, sidebar, settings). */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('Internal error: useSite() was called outside <SiteProvider>; render components inside <App>.');
  return site;
}

/** The current route's page data. */
export function useRouteContext(): PageData {
  const page = useContext(RouteContext);
  if (!page) throw new Error('Internal error: missing route context: useRouteContext() was called outside <RouteProvider>; render pages inside <App>.');
  return page;
}
