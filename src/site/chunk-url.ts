/**
 * Where a route's data chunk lives. Build and client share this function, so the route
 * table only needs each page's content hash: /api-docs/api/lnd/lightning/get-info/ with
 * hash 1a2b3c4d5e -> /api-docs/assets/data/api-lnd-lightning-get-info.1a2b3c4d5e.json.
 */

/** Readable chunk name of a route path. */
export function chunkName(baseUrl: string, routePath: string): string {
  return (
    routePath
      .slice(baseUrl.length)
      .replace(/\.html$/, '')
      .replace(/\/$/, '')
      .replace(/\//g, '-') || 'home'
  );
}

/** The URL of a route's chunk. */
export function chunkUrl(baseUrl: string, routePath: string, hash: string): string {
  return `${baseUrl}assets/data/${chunkName(baseUrl, routePath)}.${hash}.json`;
}
