/**
 * Content negotiation for the precompressed files the build writes beside each text file
 * (`.br`, `.gz`). Parsed here rather than left to sirv, which matches "br" and "gzip" as
 * substrings and so ignores `q=0` ("not acceptable").
 */

/** The encodings the build precompresses to. */
export type Encoding = 'br' | 'gzip';

/** Our preference when the client accepts both with the same weight: brotli is smaller. */
const PREFERENCE: Encoding[] = ['br', 'gzip'];

/** The best encoding an Accept-Encoding header allows, or null for the identity (uncompressed) file. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && !weights.has(name)) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const encoding of PREFERENCE) {
    if (weightOf(encoding) > 0 && (best === null || weightOf(encoding) > weightOf(best))) best = encoding;
  }
  return best;
}
