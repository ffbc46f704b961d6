/**
 * The one rule for "this file's name carries a content hash", which decides whether the
 * server may let browsers cache it forever. Build code names hashed files `name.<hash>.ext`:
 * esbuild writes 8 base32 characters (main.IWE3Z5GZ.js), the page chunks and site data 10
 * hex characters (site-data.976e68076f.json), the search index a hex hash too.
 */

/** `.<hash>.` as a whole dot-separated part of the file name: 8+ upper-case base32 or 8+ lower-case hex characters. */
const HASH_SEGMENT = /\.(?:[A-Z2-7]{8,}|[0-9a-f]{8,})\./;

/** True when the last path segment of a file (relative path or URL path) contains a content hash. */
export function isHashedAsset(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return HASH_SEGMENT.test(name);
}
