/**
 * Which route a URL shows, as the static server would answer it: the path normalised
 * (/x/index.html and /x.html are /x/), looked up in the route table. Unknown page paths
 * show the not-found route; other URLs (files, other origins, outside the base URL) are
 * not routes, and the browser loads them itself. Pure, so it is unit-tested in Node.
 */

/** A URL the client router can show without a full page load. */
export interface RouteTarget {
  /** Key in the route table whose chunk renders this URL. */
  route: string;
  /** The clean URL path shown in the address bar: /api-docs/api/lnd/. */
  pathname: string;
}

/** The route table path of the not-found page (written as 404.html by the build). */
export function notFoundRoute(baseUrl: string): string {
  return `${baseUrl}404.html`;
}

/** The clean form of a path: /x/index.html -> /x/, /x.html -> /x/ (unless /x.html is itself a route). */
export function cleanPath(pathname: string, routes: Readonly<Record<string, string>>): string {
  if (pathname in routes) return pathname;
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return `${pathname.slice(0, -'.html'.length)}/`;
  return pathname;
}

/** The route that renders `url`, or null when the browser should load it itself. */
export function routeTarget(
  url: URL,
  origin: string,
  baseUrl: string,
  routes: Readonly<Record<string, string>>,
): RouteTarget | null {
  if (url.origin !== origin || !url.pathname.startsWith(baseUrl)) return null;
  const pathname = cleanPath(url.pathname, routes);
  if (pathname in routes) return { route: pathname, pathname };
  // A page path (ending in "/") that is not a route shows the not-found page, as the
  // server would; anything else (an image, a JSON file) is left to the browser.
  const notFound = notFoundRoute(baseUrl);
  if (pathname.endsWith('/') && notFound in routes) return { route: notFound, pathname };
  return null;
}
