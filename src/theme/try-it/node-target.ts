/**
 * Where "Try it" sends: the node the reader entered in "Your node" (https, host and REST
 * port), or the local proxy when `apidocs serve --node` serves the site. The proxy says so
 * at `<base>_node.json` ({ "node": "<its target>", "macaroon": <whether it adds one> });
 * any other host answers 404 there, and the panel calls the node directly.
 */

export interface ProxyInfo {
  /** The node the proxy forwards to (shown, never called by the page). */
  node: string;
  /** Whether the proxy adds a macaroon of its own (`--macaroon`) to calls without one. */
  macaroon: boolean;
}

let asked: Promise<ProxyInfo | null> | undefined;

/** The proxy serving this site, or null (asked once per page load). */
export function localProxy(baseUrl: string): Promise<ProxyInfo | null> {
  asked ??= fetch(`${baseUrl}_node.json`, { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
      const info = (await response.json()) as Partial<ProxyInfo>;
      return typeof info.node === 'string' ? { node: info.node, macaroon: info.macaroon === true } : null;
    })
    .catch(() => null);
  return asked;
}

/** The base URL of calls through the proxy: same origin, under `<base>_node`. */
export function proxyBase(baseUrl: string): string {
  return `${location.origin}${baseUrl}_node`;
}
