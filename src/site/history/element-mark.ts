/**
 * The version mark of one element in a list of a daemon release (a sidebar RPC, an RPC card,
 * a REST endpoints row): its release set, when not every release of the daemon has it, so
 * the reader's release can be marked where it lacks the element (src/client/version-marks.ts).
 * One helper for every list, so they all mark the same way.
 */
import type { ElementKind } from '../../history/history-types.ts';
import { elementNotes } from './element-notes.ts';
import type { DaemonHistory } from './site-histories.ts';

/** A marked element of a list: its daemon, release set and "Added in" release on the page. */
export interface ListMark {
  daemon: string;
  has: string;
  added: string | null;
}

/** The mark of element `kind` `key` on the pages of `release`, or undefined when every release has it. */
export function elementMark(
  site: { baseUrl: string },
  release: { id: string; version: { tag: string } },
  history: DaemonHistory,
  kind: ElementKind,
  key: string,
): ListMark | undefined {
  const notes = elementNotes(site, release.id, history, kind, key, release.version.tag);
  return notes.has ? { daemon: release.id, has: notes.has, added: notes.added } : undefined;
}
