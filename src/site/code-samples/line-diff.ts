/**
 * The line edits that turn one text into another (src/shared/line-patch.ts): the longest
 * common subsequence of their lines, after the common head and tail are set aside (samples
 * of two releases differ in a few lines). Build side only.
 */
import type { LinePatch } from '../../shared/line-patch.ts';

export function lineDiff(from: readonly string[], to: readonly string[]): LinePatch {
  let head = 0;
  while (head < from.length && head < to.length && from[head] === to[head]) head++;
  let tail = 0;
  while (
    tail < from.length - head &&
    tail < to.length - head &&
    from[from.length - 1 - tail] === to[to.length - 1 - tail]
  )
    tail++;
  const a = from.slice(head, from.length - tail);
  const b = to.slice(head, to.length - tail);
  // lcs[i][j]: the common subsequence length of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const patch: LinePatch = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    const at = i;
    const insert: string[] = [];
    while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && a[i] === b[j])) {
      if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) insert.push(b[j++]!);
      else i++;
    }
    patch.push([head + at, i - at, ...insert]);
  }
  return patch;
}
