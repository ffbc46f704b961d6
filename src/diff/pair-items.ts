/** Pairs the items of two releases by a list of rules, for the diff. */

/**
 * Pairs old and new items by each rule in turn (the first rule first, each item at most
 * once, in list order); items left unpaired were removed or added.
 */
export function pairItems<T>(from: readonly T[], to: readonly T[], ...rules: ((a: T, b: T) => boolean)[]) {
  const removed = [...from];
  const added = [...to];
  const pairs: [T, T][] = [];
  for (const same of rules) {
    for (let i = 0; i < removed.length; ) {
      const j = added.findIndex((b) => same(removed[i]!, b));
      if (j < 0) {
        i++;
        continue;
      }
      pairs.push([removed[i]!, added[j]!]);
      removed.splice(i, 1);
      added.splice(j, 1);
    }
  }
  return { pairs, removed, added };
}
