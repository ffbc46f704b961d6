/**
 * A set of a daemon's releases written compactly for page data: bit i stands for the
 * daemon's i-th release in history order (SiteData.history), and the bits are written as
 * hexadecimal, lowest bits last ("1f": the five oldest releases). A page ships one short
 * string per element instead of a list of tags, and the browser answers "does the reader's
 * release have it" by membership, never by comparing version numbers. Pure.
 */

/** The set of `indexes` (0 = the oldest release), as hexadecimal. */
export function encodeReleaseSet(indexes: Iterable<number>): string {
  const digits: number[] = [];
  for (const index of indexes) {
    if (!Number.isInteger(index) || index < 0) throw new Error(`Internal error: release index ${index}`);
    const digit = index >> 2;
    while (digits.length <= digit) digits.push(0);
    digits[digit]! |= 1 << (index & 3);
  }
  while (digits.length > 1 && digits.at(-1) === 0) digits.pop();
  return digits.length === 0
    ? '0'
    : digits
        .map((d) => d.toString(16))
        .reverse()
        .join('');
}

/** True when the set holds release `index`; false for text that is not a set. */
export function releaseSetHas(set: string, index: number): boolean {
  if (!/^[0-9a-f]+$/.test(set) || index < 0) return false;
  const char = set[set.length - 1 - (index >> 2)];
  return char !== undefined && ((parseInt(char, 16) >> (index & 3)) & 1) === 1;
}

/** The indexes a set holds, ascending. */
export function releaseSetIndexes(set: string): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < set.length * 4; i++) if (releaseSetHas(set, i)) indexes.push(i);
  return indexes;
}
