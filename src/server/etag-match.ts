/**
 * If-None-Match (RFC 9110 §13.1.2): a list of entity tags or `*`, compared weakly (the
 * `W/` prefix does not matter), so a client that sends our weak tag in its strong form,
 * several tags, or `*` gets its 304 like one sending the tag as it was given.
 */

/** Entity tags in a header value; an unquoted token is taken as written. */
function entityTags(header: string): string[] {
  const tags = header.match(/(?:W\/)?"[^"]*"/g);
  return (
    tags ??
    header
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '')
  );
}

/** The opaque part of an entity tag (weak comparison). */
function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** True when If-None-Match says the client holds this representation already (answer 304). */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const ours = opaque(etag);
  return entityTags(value).some((tag) => opaque(tag) === ours);
}
