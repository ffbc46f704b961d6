/**
 * Field credit (src/search/field-credit.ts): an RPC page takes part of its best matching
 * field's or value's score and the words they cover, only for words its own text lacks.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { creditedScore, pageCredits } from '../../src/search/field-credit.ts';
import { RANKING } from '../../src/search/search-config.ts';
import type { SearchDocument } from '../../src/search/search-types.ts';

const documents: SearchDocument[] = [
  { i: 0, y: 0, t: 'ListAccounts', k: 'rpc' },
  { i: 1, y: 1, t: 'walletrpc.Account', p: 0, w: 0.5 },
  { i: 2, y: 1, t: 'extended_public_key', s: 'walletrpc.Account', p: 0, w: 0.5 },
  { i: 3, y: 1, t: 'name', s: 'walletrpc.Account', p: 0, w: 0.5 },
  { i: 4, y: 1, t: 'TAPROOT_PUBKEY', s: 'walletrpc.AddressType', p: 0, k: 'value' },
];
const entry = (matched: number[], score: number[], covered: number[]) => ({
  documents,
  matched,
  score: Float64Array.from(score),
  covered: Int32Array.from(covered),
});

describe('field credit', () => {
  test("a page is credited with its fields' and values' best score times their weight, and all the words they cover", () => {
    const credits = pageCredits(entry([1, 2, 3, 4], [0, 8, 10, 6, 4], [0, 0b01, 0b10, 0b100, 0b1000]));
    assert.deepEqual([...credits.keys()], [0]);
    const credit = credits.get(0)!;
    assert.equal(credit.covered, 0b1110, 'the fields and the value, not the message heading');
    assert.equal(credit.score, RANKING.fieldCredit * Math.max(10 * 0.5, 6 * 0.5, 4));
  });

  test('no credit for a page whose text covers the same words', () => {
    const credit = { score: 3, covered: 0b01 };
    assert.deepEqual(creditedScore(5, 0b01, credit), [5, 0b01], 'nothing new');
    assert.deepEqual(creditedScore(5, 0b10, credit), [8, 0b11], 'a word the page lacks');
    assert.deepEqual(creditedScore(5, 0b10, undefined), [5, 0b10]);
  });
});
