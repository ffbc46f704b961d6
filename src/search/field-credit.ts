/**
 * Credit an RPC page takes from its own fields (no Node or DOM imports). A task worded
 * away from an RPC's name often names what the RPC takes or returns: "the xpub of my
 * wallet" is ListAccounts' `extended_public_key`, "is it still opening" PendingChannels'
 * `pending_open_channels`. Typed as words, such a field row weighs a fourth (a field sharing one
 * word must not beat the RPC doing the task), so on its own it rarely shows; credited to
 * its page, the words it covers count as the page's and part of its score adds to the
 * page's. Only word queries: an identifier (`push_sat`) asks for the field itself.
 */
import { documentKind } from './document-kinds.ts';
import { RANKING } from './search-config.ts';
import type { SearchDocument } from './search-types.ts';

/** What a page's fields matched: the best field's score (times its share) and the words they cover. */
export interface FieldCredit {
  score: number;
  covered: number;
}

/** Kinds of the pages entry whose matches a page is credited with: its messages' fields and enum values. */
const CREDITED = new Set(['field', 'value']);

/** The matched documents of the pages entry, with their scores (src/search/scorer.ts). */
export interface ScoredEntry {
  documents: SearchDocument[];
  matched: number[];
  score: Float64Array;
  covered: Int32Array;
}

/** The credit of each page (by id) from the matched field and value rows of the pages entry. */
export function pageCredits(entry: ScoredEntry): Map<number, FieldCredit> {
  const credits = new Map<number, FieldCredit>();
  for (const at of entry.matched) {
    const doc = entry.documents[at]!;
    if (doc.y !== 1 || doc.p === undefined || !CREDITED.has(documentKind(doc))) continue;
    const score = RANKING.fieldCredit * (doc.w ?? 1) * entry.score[at]!;
    const credit = credits.get(doc.p);
    if (credit) {
      credit.score = Math.max(credit.score, score);
      credit.covered |= entry.covered[at]!;
    } else credits.set(doc.p, { score, covered: entry.covered[at]! });
  }
  return credits;
}

/** A page's text score and covered words with its fields' credit added. */
export function creditedScore(score: number, covered: number, credit: FieldCredit | undefined): [number, number] {
  // Fields repeating the words the page already has add nothing: the page's own text says more.
  if (!credit || (credit.covered & ~covered) === 0) return [score, covered];
  return [score + credit.score, covered | credit.covered];
}
