/**
 * The element id a URL's #fragment names, for the browser code and the link check alike:
 * percent-decoded, or as written when an escape is malformed (`#%E0` is not UTF-8), which
 * is also how browsers look a fragment up. decodeURIComponent alone would throw there.
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
