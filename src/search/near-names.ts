/**
 * The names a misspelt word may stand for (typo tolerance; no Node or DOM imports): every
 * RPC title, CLI command and heading name of the pages entry, cut into its words and joins
 * as the index cuts names, and looked up by edit distance (src/search/edit-distance.ts).
 * Built on the first typo: most queries never need it.
 */
import { editDistance } from './edit-distance.ts';
import type { SearchDocument } from './search-types.ts';
import { phraseTokens } from './tokenize.ts';

/** A name, whether an RPC page or CLI command has it (preferred), and its letters. */
interface Name {
  surface: string;
  rpc: boolean;
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
    const phrases = new Map<string, boolean>();
    for (const doc of documents) {
      if (doc.y === 2) continue;
      phrases.set(doc.t, (phrases.get(doc.t) ?? false) || doc.y === 0);
      if (doc.c) phrases.set(doc.c, true);
    }
    const names = new Map<string, boolean>();
    for (const [phrase, rpc] of phrases) {
      for (const token of phraseTokens(phrase)) {
        if (token.length < MIN_NAME_LENGTH || /\d/.test(token)) continue;
        names.set(token, rpc || (names.get(token) ?? false));
      }
    }
    this.names = [...names].map(([surface, rpc]) => ({ surface, rpc, letters: letterSet(surface) }));
  }

  /** Names within maxEdits edits of a word: nearest first, RPC and CLI names before others, then shorter. */
  near(word: string, maxEdits: number): string[] {
    const found: { surface: string; distance: number; rpc: boolean }[] = [];
    const letters = letterSet(word);
    for (const { surface, rpc, letters: other } of this.names) {
      if (Math.abs(surface.length - word.length) > maxEdits) continue;
      // An edit adds or removes at most one letter of each set: a cheap test before the distance.
      if (bitCount(letters ^ other) > 2 * maxEdits) continue;
      const distance = editDistance(word, surface, maxEdits);
      if (distance <= maxEdits) found.push({ surface, distance, rpc });
    }
    found.sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(b.rpc) - Number(a.rpc) ||
        a.surface.length - b.surface.length ||
        (a.surface < b.surface ? -1 : 1),
    );
    return found.map((n) => n.surface);
  }
}
