/**
 * A history with some releases' elements replaced: watch mode recompiles an edited full
 * release, and its pages must read the history of what is now in the tree, not of the tree
 * as the last full build saw it. The other releases' element sets are rebuilt from the
 * history's kept meanings, so nothing is read from disk again. Pure.
 */
import { computeHistory } from '../../history/compute-history.ts';
import type { ApiHistory, ElementKind, ReleaseElements } from '../../history/history-types.ts';
import { ELEMENT_KINDS } from '../../history/release-elements.ts';
import { meaningAt } from './history-release-api.ts';

/** The history recomputed with `replaced` standing for the releases of the same tags. */
export function replaceReleases(history: ApiHistory, replaced: ReleaseElements[]): ApiHistory {
  if (replaced.length === 0) return history;
  const byTag = new Map(replaced.map((r) => [r.tag, r]));
  const elements = history.releases.map((release): ReleaseElements => {
    const own = byTag.get(release.tag);
    if (own) return own;
    const sets = Object.fromEntries(ELEMENT_KINDS.map((kind) => [kind, {}])) as ReleaseElements['elements'];
    for (const element of history.elements) {
      if (element.tags.includes(release.tag)) sets[element.kind as ElementKind][element.key] = meaningAt(element, release.tag);
    }
    return { tag: release.tag, elements: sets };
  });
  return computeHistory(history.daemon, history.releases, elements);
}
