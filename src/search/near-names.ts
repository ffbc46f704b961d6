/**
 * The names a misspelt word may stand for (typo tolerance; no Node or DOM imports): every
 * RPC title, CLI command and heading name of the pages entry, cut into its words and joins
 * as the index cuts names, and looked up by edit distance (src/search/edit-distance.ts).
 * Built on the first typo: most queries never need it.
 */
import { editDistance } from './edit-distance.ts';
import type { SearchDocument } from './search-types.ts';
import { phraseTokens } from './tokenize.ts';

/** A name, whether an RPC page or CLI command has it (preferred), the daemons whose pages have it, and its letters. */
interface Name {
  surface: string;
  rpc: boolean;
  daemons: Set<string>;
  letters: number;
}

/** Names shorter than this are left out: too many words are near them. */
const MIN_NAME_LENGTH = 4;

/** The letters a word has, as bits (a-z; other characters share one bit). */
function letterSet(word: string): number {
  let set = 0;
  for (let k = 0; k < word.length; k++) {
    const code = word.charCodeAt(k) - 97;
    set |= 1 << (code >= 0 && code < 26 ? code : 26);
  }
  return set;
}

/** Number of set bits. */
function bitCount(value: number): number {
  let count = 0;
  for (let v = value; v !== 0; v &= v - 1) count++;
  return count;
}

/** The names of a set of page and heading documents, to look near words up in. */
export class NearNames {
  private readonly names: Name[];

  constructor(documents: Iterable<SearchDocument>) {
    // Field and value names repeat across messages: each distinct title is cut once.
    const phrases = new Map<string, { rpc: boolean; daemons: Set<string> }>();
    const add = (phrase: string, rpc: boolean, daemon: string | undefined) => {
      const known = phrases.get(phrase) ?? { rpc: false, daemons: new Set<string>() };
      known.rpc ||= rpc;
      if (daemon) known.daemons.add(daemon);
      phrases.set(phrase, known);
    };
    for (const doc of documents) {
      if (doc.y === 2) continue;
      add(doc.t, doc.y === 0, doc.d);
      if (doc.c) add(doc.c, true, doc.d);
    }
    const names = new Map<string, Name>();
    for (const [phrase, { rpc, daemons }] of phrases) {
      for (const token of phraseTokens(phrase)) {
        if (token.length < MIN_NAME_LENGTH || /\d/.test(token)) continue;
        const name = names.get(token) ?? { surface: token, rpc: false, daemons: new Set(), letters: letterSet(token) };
        name.rpc ||= rpc;
        for (const daemon of daemons) name.daemons.add(daemon);
        names.set(token, name);
      }
    }
    this.names = [...names.values()];
  }

  /**
   * Names within maxEdits edits of a word: nearest first, then names of the daemons the
   * query names (`lncli wallet listsweps` is lnd's listsweeps, not loop's listswaps), RPC
   * and CLI names before others, then shorter.
   */
  near(word: string, maxEdits: number, daemons: string[] = []): string[] {
    const found: { surface: string; distance: number; rpc: boolean; named: boolean }[] = [];
    const letters = letterSet(word);
    for (const { surface, rpc, daemons: of, letters: other } of this.names) {
      if (Math.abs(surface.length - word.length) > maxEdits) continue;
      // An edit adds or removes at most one letter of each set: a cheap test before the distance.
      if (bitCount(letters ^ other) > 2 * maxEdits) continue;
      const distance = editDistance(word, surface, maxEdits);
      if (distance <= maxEdits) found.push({ surface, distance, rpc, named: daemons.some((d) => of.has(d)) });
    }
    found.sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(b.named) - Number(a.named) ||
        Number(b.rpc) - Number(a.rpc) ||
        a.surface.length - b.surface.length ||
        (a.surface < b.surface ? -1 : 1),
    );
    return found.map((n) => n.surface);
  }
}
