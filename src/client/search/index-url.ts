/**
 * Where the search index files are: the address in the site data (or in the index file,
 * for its content file) resolved against the page (or the index file). An address that
 * resolves to another origin is refused: the index decides what links search shows, so
 * it must come from the site itself.
 */

/** The absolute URL of a search index file, or an "Unexpected version url" error for another origin. */
export function resolveIndexUrl(address: string, base: string, origin: string): URL {
  const url = new URL(address, base);
  if (url.origin !== origin) throw new Error(`Unexpected version url: ${url.href} is not on this site (${origin})`);
  return url;
}
