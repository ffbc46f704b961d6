/**
 * Scores an index's documents for a query plan (no Node or DOM imports). This is
 * elasticlunr's field search — per field and token: term frequency x idf x field-length
 * norm x the field's boost, a token standing for longer tokens it starts at a penalty —
 * read through elasticlunr's own inverted index and document store, with two changes a
 * plain token list cannot express: each token carries a weight (a glossary expansion
 * counts less than a typed word), and tokens come in groups that stand for words of the
 * query, so a document's coverage is counted in words, once across all fields, rather
 * than in tokens per field. A field's length may be given another way: a name's title
 * is as long as its words, not as the other spellings indexed with it.
 */
import { CompactDocumentStore, CompactInvertedIndex } from './compact-index.ts';
import type elasticlunr from './elasticlunr.ts';
import type { PlanGroup } from './query-plan.ts';
import type { IndexedFields } from './search-types.ts';

/**
 * A field searched, with its boost; tokens of at least `expand` letters (0: none) may
 * stand for longer ones in it; `length` replaces the stored field length (token count)
 * in the length norm.
 */
export interface ScoredField {
  name: string;
  boost: number;
  expand: number;
  length?: (position: number) => number;
}

/**
 * The scores of an entry's documents, by position in the entry: text score, the words
 * (bits) the matched groups cover, and the positions that matched anything (in no order).
 */
export interface EntryScores {
  score: Float64Array;
  covered: Int32Array;
  matched: number[];
}

/** elasticlunr's penalty for a token matched through a shorter query token (`invoic` for `invoices`). */
function expansionPenalty(key: string, token: string): number {
  return key === token ? 1 : (1 - (key.length - token.length) / key.length) * 0.15;
}

/** A token to score once, with the highest weight any group gives it and every word those groups cover. */
interface MergedTerm {
  token: string;
  weight: number;
  expand: boolean;
  covers: number;
}

/**
 * The groups' tokens, each once: two words meaning the same ("bolt11 invoice": both a
 * payment request) must not count its tokens twice, though a match covers both words.
 */
export function mergeTerms(groups: PlanGroup[]): MergedTerm[] {
  const merged = new Map<string, MergedTerm>();
  for (const group of groups) {
    for (const term of group.terms) {
      const key = `${term.expand ? '*' : ''}${term.token}`;
      const current = merged.get(key);
      if (current) {
        current.weight = Math.max(current.weight, term.weight);
        current.covers |= group.covers;
      } else {
        merged.set(key, { ...term, covers: group.covers });
      }
    }
  }
  return [...merged.values()];
}

/** Scores every document of a loaded compact index (src/search/compact-index.ts) for the groups. */
export function scoreIndex(
  index: elasticlunr.Index<IndexedFields>,
  fields: ScoredField[],
  groups: PlanGroup[],
): EntryScores {
  const store = index.documentStore;
  if (!(store instanceof CompactDocumentStore)) throw new Error('Internal error: search scoring needs a compact index');
  const size = store.size;
  const result: EntryScores = { score: new Float64Array(size), covered: new Int32Array(size), matched: [] };
  const seen = new Uint8Array(size);
  const terms = mergeTerms(groups);
  for (const field of fields) {
    const found = (index.index as Record<string, elasticlunr.InvertedIndex>)[field.name];
    if (!(found instanceof CompactInvertedIndex) || field.boost === 0) continue;
    // Typed once here: TypeScript 7 cannot infer the posting lists of a variable narrowed in the loop.
    const inverted: CompactInvertedIndex = found;
    const lengths = store.fieldLengths(field.name);
    for (const term of terms) {
      const keys =
        term.expand && field.expand > 0 && term.token.length >= field.expand
          ? inverted.expandToken(term.token)
          : [term.token];
      for (const key of keys) {
        const { positions, tfs } = inverted.postingList(key);
        if (positions.length === 0) continue;
        const idf = 1 + Math.log(size / (positions.length + 1));
        const factor = idf * expansionPenalty(key, term.token) * term.weight * field.boost;
        for (let k = 0; k < positions.length; k++) {
          const at = positions[k]!;
          const length = field.length ? field.length(at) : lengths[at]!;
          if (seen[at] === 0) {
            seen[at] = 1;
            result.matched.push(at);
          }
          result.score[at] += tfs[k]! * factor * (length > 0 ? 1 / Math.sqrt(length) : 1);
          result.covered[at] |= term.covers;
        }
      }
    }
  }
  return result;
}
