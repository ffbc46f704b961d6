/**
 * Range requests (RFC 9110 §14) as a pure decision over the header and the file size:
 * - `bytes=first-last` and `bytes=first-` are served from `first`, `last` clipped to the
 *   end; `bytes=-n` is the last n bytes (a suffix), not the first;
 * - a range that cannot be satisfied (starts at or past the end, `last` before `first`,
 *   a zero-length suffix, any range of an empty file) is a 416 naming the size;
 * - a header that does not parse, another unit, or several ranges (no multipart answers)
 *   is ignored: the whole file, 200, as RFC 9110 allows;
 * - only GET takes ranges; If-Range must match, and a weak ETag never does.
 */

export type RangeDecision =
  | { kind: 'full' }
  /** Inclusive byte positions. */
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const FULL: RangeDecision = { kind: 'full' };
const UNSATISFIABLE: RangeDecision = { kind: 'unsatisfiable' };

/** What a Range header asks of a file of `size` bytes. */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return FULL;
  const unit = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!unit) return FULL;
  const specs = unit[1]!
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length !== 1) return FULL;
  const spec = specs[0]!;
  const suffix = /^-(\d+)$/.exec(spec);
  if (suffix) {
    const length = Number(suffix[1]);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const range = /^(\d+)-(\d*)$/.exec(spec);
  if (!range) return FULL;
  const first = Number(range[1]);
  const last = range[2] === '' ? Infinity : Number(range[2]);
  if (last < first || first >= size) return UNSATISFIABLE;
  return { kind: 'partial', start: first, end: Math.min(last, size - 1) };
}

/**
 * Whether a request's Range applies at all: GET only, and an If-Range validator must
 * match the file. Our ETags are weak, and RFC 9110 §13.1.5 never lets a weak ETag match
 * here; a date must equal Last-Modified exactly.
 */
export function rangeApplies(method: string | undefined, ifRange: string | undefined, lastModified: string): boolean {
  if (method !== 'GET') return false;
  if (ifRange === undefined) return true;
  const validator = ifRange.trim();
  if (validator.startsWith('"') || validator.startsWith('W/')) return false;
  return validator === lastModified;
}

/** The Content-Range of a 206, or of a 416 (`bytes *\/size`). */
export function contentRange(decision: RangeDecision, size: number): string {
  return decision.kind === 'partial' ? `bytes ${decision.start}-${decision.end}/${size}` : `bytes */${size}`;
}
