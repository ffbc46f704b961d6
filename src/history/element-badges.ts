/**
 * The badges of an element on one release's page: "Added in vX" (with the backport line,
 * "also vY"), "Deprecated in vY" (by the option, or by its comment) and, on an older release's pages, "Removed in vZ". Relative
 * to the page's release: walked along its line of descent (the `follows` chain), so a patch
 * release of an older line reads its own history, not the newest line's. Pure.
 */
import type { ApiHistory, ElementBadges, ElementHistory, HistoryRelease } from './history-types.ts';
import { lineOfDescent, newestRelease } from './release-order.ts';

/** The badges of `element` on the pages of release `pageTag`. */
export function elementBadges(
  history: ApiHistory,
  element: ElementHistory | undefined,
  pageTag: string,
): ElementBadges {
  const none: ElementBadges = { added: null, deprecated: null, removed: null };
  if (!element || !element.tags.includes(pageTag)) return none;
  const has = new Set(element.tags);
  const chain = lineOfDescent(history.releases, pageTag);
  return {
    added: addedBadge(history.releases, element, has, chain),
    deprecated: deprecatedBadge(element, chain),
    removed: removedBadge(history.releases, has, pageTag),
  };
}

/** From which release of the chain on the element is present up to the page; null when since the first release. */
function addedBadge(
  releases: HistoryRelease[],
  element: ElementHistory,
  has: Set<string>,
  chain: HistoryRelease[],
): ElementBadges['added'] {
  let first = chain[0]!;
  for (const release of chain.slice(1)) {
    if (!has.has(release.tag)) break;
    first = release;
  }
  if (!first.follows) return null; // present since the first release of the history
  const inChain = new Set(chain.map((r) => r.tag));
  // Other introductions (backports to or from another line): releases having it whose predecessor lacks it.
  const also = releases
    .filter((r) => !inChain.has(r.tag) && has.has(r.tag) && (r.follows === null || !has.has(r.follows)))
    .map((r) => r.tag);
  return { tag: first.tag, also: element.tags.filter((tag) => also.includes(tag)) };
}

/**
 * Where the element became deprecated along the chain, when it is deprecated at the page's
 * release: by `option deprecated = true` (the release where the option last became true) or,
 * when the option does not mark it there, by its comment (where the comment last started
 * saying "Deprecated").
 */
function deprecatedBadge(element: ElementHistory, chain: HistoryRelease[]): ElementBadges['deprecated'] {
  const option = lastBecameTrue(element, chain, 'deprecated');
  if (option) return { tag: option, by: 'option' };
  const comment = lastBecameTrue(element, chain, 'deprecatedInComment');
  return comment ? { tag: comment, by: 'comment' } : null;
}

/** The release of the chain where `aspect` last became "true", when it is "true" at the page's release. */
function lastBecameTrue(element: ElementHistory, chain: HistoryRelease[], aspect: string): string | null {
  const chainTags = new Set(chain.map((r) => r.tag));
  // Changes are in history order and the chain is a line of descent: the newest one holds at the page.
  const last = element.changes.filter((c) => c.aspect === aspect && chainTags.has(c.tag)).at(-1);
  return last && last.after === 'true' ? last.tag : null;
}

/** When the newest release lacks the element: the release of its chain from which on it is absent. */
function removedBadge(releases: HistoryRelease[], has: Set<string>, pageTag: string): ElementBadges['removed'] {
  const newest = newestRelease(releases);
  if (has.has(newest.tag)) return null;
  const chain = lineOfDescent(releases, newest.tag);
  const lastWith = chain.findIndex((r) => has.has(r.tag));
  if (lastWith > 0) return { tag: chain[lastWith - 1]!.tag };
  // No release of the newest's chain has it (only another line did): the first one after the page's release.
  const order = new Map(releases.map((r, i) => [r.tag, i]));
  const after = chain.filter((r) => order.get(r.tag)! > order.get(pageTag)!);
  return after.length > 0 ? { tag: after.at(-1)!.tag } : null;
}
