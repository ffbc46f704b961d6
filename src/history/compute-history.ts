/**
 * The API history of a daemon from the element sets of its releases: for every element the
 * exact releases that have it (membership, never a version comparison: fixes are backported)
 * and every change of its meaning between a release and the release it follows. Pure.
 */
import type { ApiHistory, ElementHistory, ElementKind, MeaningChange, ReleaseElements } from './history-types.ts';
import { ELEMENT_KINDS } from './release-elements.ts';
import { type DatedRelease, orderReleases } from './release-order.ts';

/** Computes a daemon's history; `elements` holds one entry per release (any order). */
export function computeHistory(daemon: string, releases: DatedRelease[], elements: ReleaseElements[]): ApiHistory {
  const ordered = orderReleases(releases);
  const byTag = new Map(elements.map((e) => [e.tag, e]));
  const missing = ordered.filter((r) => !byTag.has(r.tag)).map((r) => r.tag);
  if (missing.length > 0) throw new Error(`Internal error: no elements for ${daemon} ${missing.join(', ')}`);

  const history: ElementHistory[] = [];
  for (const kind of ELEMENT_KINDS) {
    const keys = new Set(ordered.flatMap((r) => Object.keys(byTag.get(r.tag)!.elements[kind])));
    for (const key of [...keys].sort()) {
      const meaningAt = (tag: string) => byTag.get(tag)!.elements[kind][key];
      const tags = ordered.filter((r) => meaningAt(r.tag) !== undefined).map((r) => r.tag);
      const changes: MeaningChange[] = [];
      for (const release of ordered) {
        if (!release.follows) continue;
        const after = meaningAt(release.tag);
        const before = meaningAt(release.follows);
        if (after && before) changes.push(...aspectChanges(before, after, release.tag, release.follows));
      }
      history.push({ key, kind, tags, changes, meanings: distinctMeanings(tags, meaningAt) });
    }
  }
  return { daemon, releases: ordered, elements: history };
}

/** The element's distinct meanings with the releases that have each (aspects in sorted order, so equal meanings compare equal). */
function distinctMeanings(
  tags: string[],
  meaningAt: (tag: string) => Record<string, string> | undefined,
): NonNullable<ElementHistory['meanings']> {
  const byText = new Map<string, { tags: string[]; meaning: Record<string, string> }>();
  for (const tag of tags) {
    const meaning = meaningAt(tag)!;
    const sorted = Object.fromEntries(
      Object.keys(meaning)
        .sort()
        .map((aspect) => [aspect, meaning[aspect]!]),
    );
    const text = JSON.stringify(sorted);
    const known = byText.get(text);
    if (known) known.tags.push(tag);
    else byText.set(text, { tags: [tag], meaning: sorted });
  }
  return [...byText.values()];
}

function aspectChanges(
  before: Record<string, string>,
  after: Record<string, string>,
  tag: string,
  follows: string,
): MeaningChange[] {
  const aspects = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return aspects
    .filter((aspect) => (before[aspect] ?? '') !== (after[aspect] ?? ''))
    .map((aspect) => ({ tag, follows, aspect, before: before[aspect] ?? '', after: after[aspect] ?? '' }));
}

/** The element of a kind and key, or undefined. */
export function findElement(history: ApiHistory, kind: ElementKind, key: string): ElementHistory | undefined {
  return history.elements.find((e) => e.kind === kind && e.key === key);
}
