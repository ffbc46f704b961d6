/**
 * Credit an RPC page takes from its own fields (no Node or DOM imports). A task worded
 * away from an RPC's name often names what the RPC takes or returns: "the xpub of my
 * wallet" is ListAccounts' `extended_public_key`, "how much of each asset" ListBalances'
 * `asset_balances`. Typed as words, such a field row weighs a fourth (a field sharing one
 * word must not beat the RPC doing the task), so on its own it rarely shows; credited to
 * its page, the words it covers count as the page's and part of its score adds to the
 * page's. Only word queries: an identifier (`push_sat`) asks for the field itself.
 */
import { documentKind } from './document-kinds.ts';
import { RANKING } from './search-config.ts';
import type { SearchDocument } from './search-types.ts';

/** What a page's fields matched: the best field's text score (times its weight) and the words they cover. */
export interface FieldCredit {
  score: number;
  covered: number;
}

/** Kinds whose matches a page is credited with: its messages' fields and enum values. */
const CREDITED = new Set(['field', 'value']);

/**
 * The credit of each page (by id) from the matched documents of an entry: the fields and
 * values of the messages it shows (a message's rows are indexed on one page only).
 */
export function fieldCredits(
  matched: number[],
  documents: SearchDocument[],
  score: Float64Array,
  covered: Int32Array,
): Map<number, FieldCredit> {
  const credits = new Map<number, FieldCredit>();
  for (const at of matched) {
    const doc = documents[at]!;
    if (doc.y !== 1 || doc.p === undefined || !CREDITED.has(documentKind(doc))) continue;
    const weighted = score[at]! * (doc.w ?? 1);
    const credit = credits.get(doc.p);
    if (credit) {
      credit.score = Math.max(credit.score, weighted);
      credit.covered |= covered[at]!;
    } else credits.set(doc.p, { score: weighted, covered: covered[at]! });
  }
  return credits;
}

/** A page's text score and covered words with its fields' credit added. */
export function creditedScore(score: number, covered: number, credit: FieldCredit | undefined): [number, number] {
  // Fields repeating the words the page already has add nothing: the page's own text says more.
  if (!credit || (credit.covered & ~covered) === 0) return [score, covered];
  return [score + RANKING.fieldCredit * credit.score, covered | credit.covered];
}
