import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expandAbbreviations } from '../../src/search/abbreviations.ts';
import { chunkWords } from '../../src/search/tokenize.ts';

describe('abbreviated API names', () => {
  test('are written out for the index', () => {
    assert.deepEqual(expandAbbreviations(chunkWords('DecodePayReq')), ['decode', 'payment', 'request']);
    assert.deepEqual(expandAbbreviations(chunkWords('RegisterSpendNtfn')), ['register', 'spend', 'notification']);
    assert.deepEqual(expandAbbreviations(chunkWords('identity_pubkey')), ['identity', 'public', 'key']);
  });

  test('names without abbreviations are left alone', () => {
    assert.equal(expandAbbreviations(chunkWords('OpenChannel')), null);
    assert.equal(expandAbbreviations(chunkWords('Payment')), null, 'only whole words');
  });
});
