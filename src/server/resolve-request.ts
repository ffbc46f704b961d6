/**
 * Maps a request URL to what the server does with it, as a pure function of the URL and
 * the set of files in the output folder:
 * - `/` and the base URL without its slash redirect to the base URL;
 * - `/api-docs/x/` serves `x/index.html`; `/api-docs/x` (a page without its slash),
 *   `/api-docs/x/index.html` and `/api-docs/x.html` are 301s to `/api-docs/x/`;
 * - any other existing file is served as is (assets, `404.html`);
 * - everything else is not found.
 * Each path segment is percent-decoded exactly once and checked on its own: `.` and `..`
 * segments, empty segments, slashes, backslashes and NUL bytes after decoding, and malformed
 * escapes are bad requests, so no URL can name a file outside the output folder.
 */

export type Resolution =
  /** `file` is relative to the output folder, "/"-separated, decoded. */
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request'; reason: string };

/** Answers whether the output folder holds a file (relative, "/"-separated path). */
export type HasFile = (file: string) => boolean;

const PRECOMPRESSED = /\.(br|gz)$/;

/** Resolves a raw request URL (`req.url`: path and query as sent) against the output files. */
export function resolveRequest(rawUrl: string, baseUrl: string, hasFile: HasFile): Resolution {
  const queryStart = rawUrl.indexOf('?');
  const pathname = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  if (baseUrl !== '/' && (pathname === '/' || pathname === baseUrl.slice(0, -1)))
    return { kind: 'redirect', location: `${baseUrl}${query}` };
  if (!pathname.startsWith(baseUrl)) return { kind: 'not-found' };

  const rawSegments = pathname.slice(baseUrl.length).split('/');
  const trailingSlash = rawSegments.at(-1) === '';
  if (trailingSlash) rawSegments.pop();
  const segments: string[] = [];
  for (const raw of rawSegments) {
    const decoded = decodeSegment(raw);
    if (typeof decoded !== 'string') return decoded;
    segments.push(decoded);
  }
  const file = segments.join('/');
  const redirectTo = (cleanSegments: string[]): Resolution => ({
    kind: 'redirect',
    location: `${baseUrl}${cleanSegments.map((s) => `${encodeURIComponent(s)}/`).join('')}${query}`,
  });

  if (trailingSlash)
    return hasFile(indexOf(segments)) ? { kind: 'file', file: indexOf(segments) } : { kind: 'not-found' };
  const last = segments.at(-1)!;
  const parents = segments.slice(0, -1);
  if (last === 'index.html') return hasFile(file) ? redirectTo(parents) : { kind: 'not-found' };
  if (last.endsWith('.html')) {
    const clean = [...parents, last.slice(0, -'.html'.length)];
    if (hasFile(indexOf(clean))) return redirectTo(clean);
    return hasFile(file) ? { kind: 'file', file } : { kind: 'not-found' };
  }
  // x.br / x.gz beside x are the build's precompressed copies, served only by negotiation.
  if (PRECOMPRESSED.test(file) && hasFile(file.replace(PRECOMPRESSED, ''))) return { kind: 'not-found' };
  if (hasFile(file)) return { kind: 'file', file };
  if (hasFile(indexOf(segments))) return redirectTo(segments);
  return { kind: 'not-found' };
}

/** The index.html of a folder given as segments ([] is the output root). */
function indexOf(segments: string[]): string {
  return [...segments, 'index.html'].join('/');
}

/** Decodes one raw path segment, or says why the request is refused. */
function decodeSegment(raw: string): string | Resolution {
  if (raw === '') return { kind: 'bad-request', reason: 'empty path segment' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { kind: 'bad-request', reason: 'malformed percent-encoding' };
  }
  if (decoded === '.' || decoded === '..') return { kind: 'bad-request', reason: 'dot segment' };
  if (/[/\\\0]/.test(decoded)) return { kind: 'bad-request', reason: 'slash, backslash or NUL byte in a path segment' };
  return decoded;
}
