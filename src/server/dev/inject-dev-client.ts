/** Adds the dev server's reload client to an HTML page, as an external module script. */

/** Where the dev server serves its own files, under the base URL (no page can live there: route paths never start with "__"). */
export const DEV_PREFIX = '__apidocs/';

/** URL of the reload client script. */
export function devClientUrl(baseUrl: string): string {
  return `${baseUrl}${DEV_PREFIX}dev-client.js`;
}

/** URL of the server-sent event stream. */
export function devEventsUrl(baseUrl: string): string {
  return `${baseUrl}${DEV_PREFIX}events`;
}

/** The page with `<script type="module" src=...>` before </head> (or at the start when there is no head). */
export function injectDevClient(html: string, baseUrl: string): string {
  const tag = `<script type="module" src="${devClientUrl(baseUrl)}"></script>`;
  const headEnd = html.search(/<\/head\s*>/i);
  return headEnd === -1 ? `${tag}\n${html}` : `${html.slice(0, headEnd)}${tag}\n${html.slice(headEnd)}`;
}
