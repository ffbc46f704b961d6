import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { editDistance } from '../../src/search/edit-distance.ts';

describe('edit distance', () => {
  test('insertions, deletions, substitutions and swaps of neighbours count one each', () => {
    assert.equal(editDistance('listchanels', 'listchannels', 2), 1, 'insertion');
    assert.equal(editDistance('listchannels', 'listchanels', 2), 1, 'deletion');
    assert.equal(editDistance('decodepayreg', 'decodepayreq', 2), 1, 'substitution');
    assert.equal(editDistance('sendpaymnet', 'sendpayment', 2), 1, 'swap of two neighbours');
    assert.equal(editDistance('getinfo', 'getinfo', 2), 0);
    assert.equal(editDistance('kitten', 'sitting', 3), 3);
  });

  test('distances over the bound are reported as bound + 1', () => {
    assert.equal(editDistance('kitten', 'sitting', 2), 3);
    assert.equal(editDistance('abcdef', 'ghijkl', 2), 3);
    assert.equal(editDistance('a', 'abcd', 2), 3, 'lengths too far apart');
    assert.equal(editDistance('depleted', 'delete', 2), 2);
  });
});
