/**
 * The site data the server render sees: the site data without what changes with every
 * other page (the route table's chunk hashes, the search index addresses), which only the
 * client reads, after hydration (the router, the chunk loader, the search provider). A
 * page's markup is then a function of its own data and the site-wide parts it shows
 * (navbar, sidebars, releases), so the render cache (src/build/render-cache.ts) can key a
 * page on exactly those; a theme component reading a removed field renders the same on
 * every page, and the cold and warm builds alike.
 */
import type { SiteData } from '../site/site-data.ts';

export function serverSiteData(site: SiteData): SiteData {
  return {
    ...site,
    routes: {},
    searchIndex: null,
    // The scopes stay (the search page lists them); their index addresses go.
    searchReleases: Object.fromEntries(Object.keys(site.searchReleases).map((scope) => [scope, ''])),
  };
}
