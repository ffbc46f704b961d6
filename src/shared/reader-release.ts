/**
 * Words for the reader's own release of a daemon ("Your node"): where the element they lack
 * is, said for their release line. The history says which releases have an element (a
 * release set, src/shared/release-set.ts); which one a reader should upgrade to depends on
 * where they are: a v0.20.2 node lacking a field that v0.20.3 (a backport) and v0.21.2 have
 * reads "added in v0.20.3-beta (upgrade within your line)", not the newest line's release.
 * Membership decides what has the element; versions only order the candidates. Pure, and
 * small: the browser runs it on every marked element.
 */
import { releaseSetHas } from './release-set.ts';

/** The reader's release: its index in the daemon's history order, its tag, and every tag in that order. */
export interface ReaderRelease {
  index: number;
  tag: string;
  tags: readonly string[];
}

/** [major, minor, patch] of v0.21.2-beta, or null for a tag of another form. */
export function tagVersion(tag: string): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(tag);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Orders two tags by version, newest first (tags of another form last, in their given order). */
export function newestFirst(a: string, b: string): number {
  const va = tagVersion(a);
  const vb = tagVersion(b);
  if (!va || !vb) return (va ? -1 : 0) + (vb ? 1 : 0);
  return vb[0] - va[0] || vb[1] - va[1] || vb[2] - va[2];
}

/** Where a reader lacking an element finds it. */
export type ReaderUpgrade =
  /** The oldest newer release having it: in the reader's own line when one there has it. */
  | { kind: 'added'; tag: string; withinLine: boolean }
  /** No newer release has it: the newest release that had it. */
  | { kind: 'last'; tag: string }
  | { kind: 'none' };

/** The release to upgrade to for an element of release set `has` that the reader's release lacks. */
export function readerUpgrade(has: string, reader: ReaderRelease): ReaderUpgrade {
  const own = tagVersion(reader.tag);
  const having = reader.tags.filter((_, i) => releaseSetHas(has, i));
  if (having.length === 0) return { kind: 'none' };
  if (!own) return { kind: 'added', tag: having[having.length - 1]!, withinLine: false };
  const sameLine = (tag: string) => {
    const v = tagVersion(tag);
    return v !== null && v[0] === own[0] && v[1] === own[1];
  };
  const newer = having.filter((tag) => newestFirst(tag, reader.tag) < 0).sort(newestFirst);
  const inLine = newer.filter(sameLine);
  if (inLine.length > 0) return { kind: 'added', tag: inLine.at(-1)!, withinLine: true };
  if (newer.length > 0) return { kind: 'added', tag: newer.at(-1)!, withinLine: false };
  return { kind: 'last', tag: [...having].sort(newestFirst)[0]! };
}

/** "added in v0.20.3-beta (upgrade within your line)", "added in v0.21.0-beta", "last in v0.20.3-beta" or "". */
export function upgradeWords(upgrade: ReaderUpgrade): string {
  switch (upgrade.kind) {
    case 'added':
      return `added in ${upgrade.tag}${upgrade.withinLine ? ' (upgrade within your line)' : ''}`;
    case 'last':
      return `last in ${upgrade.tag}`;
    case 'none':
      return '';
  }
}

/**
 * The mark of an element of release set `has` for the reader: null when their release has
 * it, else "not in your v0.17.5-beta: added in v0.18.0-beta" (with `subject`, "This RPC is
 * not in your ...").
 */
export function readerMark(has: string, reader: ReaderRelease | null, subject = ''): string | null {
  if (!reader || releaseSetHas(has, reader.index)) return null;
  const words = upgradeWords(readerUpgrade(has, reader));
  return `${subject ? `${subject} is not` : 'not'} in your ${reader.tag}${words ? `: ${words}` : ''}`;
}
