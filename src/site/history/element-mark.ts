/**
 * The version mark of one element in a list of a daemon release (a sidebar RPC, an RPC card,
 * a REST endpoints row, a sub-service card): its release set, when not every release of the daemon has it, so
 * the reader's release can be marked where it lacks the element (src/client/version-marks.ts).
 * One helper for every list, so they all mark the same way.
 */
import type { ElementKind } from '../../history/history-types.ts';
import { encodeReleaseSet, releaseSetIndexes } from '../../shared/release-set.ts';
import { elementPresence } from './element-notes.ts';
import type { DaemonHistory } from './site-histories.ts';

/** A marked element of a list: its daemon, release set and "Added in" release on the page. */
export interface ListMark {
  daemon: string;
  has: string;
  added: string | null;
}

/** The mark of element `kind` `key` on the pages of `release`, or undefined when every release has it. */
export function elementMark(
  release: { id: string; version: { tag: string } },
  history: DaemonHistory,
  kind: ElementKind,
  key: string,
): ListMark | undefined {
  // The set and the badge only: a list shows no note, so no changes page is diffed for its link.
  const presence = elementPresence(history, kind, key, release.version.tag);
  return presence?.has
    ? { daemon: release.id, has: presence.has, added: presence.badges.added?.tag ?? null }
    : undefined;
}

/**
 * The mark of a group of elements listed as one (a sub-service card on a daemon's index: its
 * RPCs): the releases that have any of them, or undefined when every release has one. Its
 * "Added in" release is the one all of them share, when they share one.
 */
export function groupMark(
  release: { id: string; version: { tag: string } },
  history: DaemonHistory,
  kind: ElementKind,
  keys: readonly string[],
): ListMark | undefined {
  const marks = keys.map((key) => elementMark(release, history, kind, key));
  if (marks.length === 0 || marks.some((mark) => mark === undefined)) return undefined;
  const indexes = new Set(marks.flatMap((mark) => releaseSetIndexes(mark!.has)));
  if (indexes.size === history.history.releases.length) return undefined;
  const added = new Set(marks.map((mark) => mark!.added));
  return { daemon: release.id, has: encodeReleaseSet(indexes), added: added.size === 1 ? marks[0]!.added : null };
}
