/**
 * The Content-Security-Policy of the site: the site's own scripts plus the hashed head
 * script, no inline styles or event handlers, no plugins, no framing. The static server
 * sends it as a header (with frame-ancestors, which a <meta> cannot carry); every page
 * also carries it in a <meta> so any static host gets the script rules.
 */

/** The policy for pages, given the head script's hash. */
export function contentSecurityPolicy(headScriptHash: string, options: { forHeader: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${headScriptHash}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(options.forHeader ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}
