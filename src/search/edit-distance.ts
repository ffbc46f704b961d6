/**
 * Edit distance for typo tolerance (no Node imports): the optimal string alignment
 * distance (insertions, deletions, substitutions and swaps of two neighbouring letters each
 * count one, so "sendpaymnet" is one edit from "sendpayment"), computed only up to a bound.
 */

/** The edit distance between a and b, or max + 1 when it is larger than max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // Three rows of the dynamic programme: two back (for swaps), one back, current.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // A later row's cells come from this row (+0 or more) or, by a swap, from the row
    // before (+1): once both are over the bound, so is the distance.
    if (rowMin > max && previousMin >= max) return max + 1;
    previousMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
