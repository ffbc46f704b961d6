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
  return { name, tag, tags: releases.tags.filter((_, i) => releaseSetHas(has, i)), href };
}

/** The note as a sentence: "SendOnionMessage is not in v0.20.3-beta: added in v0.21.0-beta (3 releases have it)". */
export function missingRpcText(note: MissingRpcNote): string {
  const count = note.tags.length;
  return `${note.name} is not in ${note.tag}: added in ${note.tags[0]} (${count} ${count === 1 ? 'release has' : 'releases have'} it)`;
}
