/**
 * The Content-Security-Policy of the site: the site's own scripts plus the hashed head
 * script, no inline styles or event handlers, no plugins, no framing. The static server
 * sends it as a header (with frame-ancestors, which a <meta> cannot carry); every page
 * also carries it in a <meta> so any static host gets the script rules.
 */

/**
 * Where pages may connect: the site itself, and the reader's node for "Try it" (docs/try-it.md,
 * "The Content Security Policy"). The node is whatever host the reader enters (localhost, a LAN
 * address, a .local or .onion name, a VPS), which no list written at build time can name and
 * CSP cannot express as address ranges, so any https and wss origin is allowed; plain http and
 * ws only on this machine (a node run with no-rest-tls, and the doctor's probe of the port).
 * The same on every page: the client router keeps the first page's policy across navigations.
 */
const CONNECT_SOURCES = "'self' https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*";

/** The policy for pages, given the head script's hash. */
export function contentSecurityPolicy(headScriptHash: string, options: { forHeader: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${headScriptHash}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${CONNECT_SOURCES}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(options.forHeader ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}
