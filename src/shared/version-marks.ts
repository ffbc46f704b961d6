/**
 * What the reader's own release of a daemon lacks on a page of another release, and what
 * it has that the page's release removed: the "Your node" version marks. Shared by the
 * browser (which knows the reader's release) and tests. Pure.
 */
import { type ReaderRelease, readerMark } from './reader-release.ts';
import { releaseSetHas } from './release-set.ts';

/** A daemon's releases in history order: what release sets index (SiteData.history). */
export interface DaemonReleases {
  /** Tags, oldest first. */
  tags: string[];
  /**
   * Per release (same order as `tags`), the index of the release it follows (its line of
   * descent, src/history/release-order.ts), -1 for the first. Absent: no line is known.
   */
  follows?: number[];
}

/** An element of a page that is not in every release, for the marks. */
export interface MarkedElement {
  /** The releases that have it (src/shared/release-set.ts). */
  has: string;
  /** The page's "Added in" release of it, when it has one: the mark says when it came. */
  added: string | null;
}

/** The reader's release as an index into `releases`, or null when unset or not a pinned tag. */
export function readerIndex(releases: DaemonReleases | undefined, tag: string | undefined): number | null {
  if (!releases || !tag) return null;
  const index = releases.tags.indexOf(tag);
  return index < 0 ? null : index;
}

/**
 * The mark of an element the page shows, for the reader's release: null when the reader's
 * release has it (or no release is set), else "not in your v0.17.5-beta: added in
 * v0.18.0-beta", worded for the reader's release line (src/shared/reader-release.ts).
 */
export function lackMark(
  element: Pick<MarkedElement, 'has'> | undefined,
  reader: ReaderRelease | null,
  subject = '',
): string | null {
  if (!element) return null;
  return readerMark(element.has, reader, subject);
}

/** An element the page's release lacks and another release has (a removed field, value, route or RPC). */
export interface RemovedElement {
  /** What it is, as shown: "field lnrpc.Invoice.settled", "POST /v1/x". */
  label: string;
  has: string;
  /** The release from which on the page's release line lacks it, when known. */
  removedIn: string | null;
}

/** The removed elements the reader's release has, in page order. */
export function readerHasRemoved(removed: RemovedElement[], reader: { index: number } | null): RemovedElement[] {
  if (!reader) return [];
  return removed.filter((element) => releaseSetHas(element.has, reader.index));
}

/** What the search box says when the release being read lacks the RPC searched for. */
export interface MissingRpcNote {
  /** The RPC's name as indexed: SendOnionMessage. */
  name: string;
  /** The release being read, which lacks it. */
  tag: string;
  /** The releases that have it, oldest first. */
  tags: string[];
  /** Its page in the newest full release that has it, or null. */
  href: string | null;
  /**
   * When a release the read one descends from had it: the release of that line of descent
   * from which on it is absent (removed there), else null (it came later or on another line).
   */
  removedIn: string | null;
}

/**
 * The note for a query on a page of release `tag`: when the query is one RPC name (any
 * case) that some release has and `tag` lacks. Null otherwise (also for a release the
 * table does not know).
 */
export function missingRpcNote(
  releases: (DaemonReleases & { rpcs: Record<string, { has: string; href: string | null }> }) | undefined,
  tag: string,
  query: string,
): MissingRpcNote | null {
  const index = readerIndex(releases, tag);
  const wanted = query.trim().toLowerCase();
  if (!releases || index === null || !/^[a-z0-9_]+$/.test(wanted)) return null;
  const name = Object.keys(releases.rpcs).find((n) => n.toLowerCase() === wanted);
  if (!name) return null;
  const { has, href } = releases.rpcs[name]!;
  if (releaseSetHas(has, index)) return null;
  const tags = releases.tags.filter((_, i) => releaseSetHas(has, i));
  return { name, tag, tags, href, removedIn: removedAlongLine(releases, has, index) };
}

/**
 * Walks back the read release's line of descent to the newest ancestor that has the
 * element; the release after it on the line is where the line lost it. Null when no
 * ancestor has it (or the line is unknown): then it was added, not removed.
 */
function removedAlongLine(releases: DaemonReleases, has: string, index: number): string | null {
  const follows = releases.follows;
  if (!follows) return null;
  let after = index;
  let at = follows[index] ?? -1;
  while (at >= 0) {
    if (releaseSetHas(has, at)) return releases.tags[after] ?? null;
    after = at;
    at = follows[at] ?? -1;
  }
  return null;
}

/**
 * The note as a sentence, whichever is true for the read release: "SendPaymentSync is not in
 * v0.21.2-beta: removed in v0.21.0-beta; last in v0.20.3-beta", or "SendOnionMessage is not in
 * v0.20.3-beta: added in v0.21.0-beta (3 releases have it)".
 */
export function missingRpcText(note: MissingRpcNote): string {
  if (note.removedIn)
    return `${note.name} is not in ${note.tag}: removed in ${note.removedIn}; last in ${note.tags.at(-1)}`;
  const count = note.tags.length;
  return `${note.name} is not in ${note.tag}: added in ${note.tags[0]} (${count} ${count === 1 ? 'release has' : 'releases have'} it)`;
}
