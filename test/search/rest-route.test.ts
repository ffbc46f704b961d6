import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { looksLikeValue, routeLiterals, routeMatch, routeQuery } from '../../src/search/rest-route.ts';

describe('REST paths in queries', () => {
  test('a path is read from the query with its method; origin, query string and fragment are dropped', () => {
    assert.deepEqual(routeQuery('DELETE /v1/channels/e5f1/0?force=true'), {
      method: 'DELETE',
      segments: ['v1', 'channels', 'e5f1', '0'],
      text: 'DELETE /v1/channels/e5f1/0?force=true',
    });
    assert.deepEqual(routeQuery('curl https://localhost:8080/v1/invoice/3f5a')?.segments, ['v1', 'invoice', '3f5a']);
    assert.equal(routeQuery('curl -X get https://localhost:8080/v2/router/track/ab')?.method, 'GET');
    assert.equal(routeQuery('/v1/getinfo')?.method, null);
    assert.equal(routeQuery('open channel'), null);
    assert.equal(routeQuery('lnrpc/v1'), null, 'a path starts with /v<number>');
  });

  test('a path matches a template segment by segment: literals equal, placeholders take any value', () => {
    const close = 'DELETE /v1/channels/{channel_point.funding_txid_str}/{channel_point.output_index}';
    assert.equal(routeMatch(routeQuery('/v1/channels/6e6b3a/1')!, close), 3, '1 + two literals');
    assert.equal(routeMatch(routeQuery('DELETE /v1/channels/6e6b3a/1')!, close), 3.5, 'the typed method adds a half');
    assert.equal(routeMatch(routeQuery('GET /v1/channels/6e6b3a/1')!, close), 3, 'another method still matches');
    assert.equal(routeMatch(routeQuery('/v1/channels/pending')!, close), 0, 'another segment count');
    assert.equal(routeMatch(routeQuery('/v1/peers/6e6b3a/1')!, close), 0, 'a literal differs');
    assert.equal(routeMatch(routeQuery('/V1/Channels/x/1')!, close), 3, 'literals compare without case');
    assert.deepEqual(routeLiterals(routeQuery('/v1/channels/6e6b3a/1')!, close), ['v1', 'channels']);
  });

  test('values look like hashes, numbers, keys and invoices; names do not', () => {
    for (const value of [
      '871234567890123456',
      '6e6b3a2b0c9f4d5e8a7b',
      'lnbc10u1pjq8x7zpp5k3c4v6wq0yx2h8f9d7s5',
      'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
    ])
      assert.ok(looksLikeValue(value), value);
    for (const name of ['estimatefee', 'channels', 'taproot-assets', 'asset-id', 'v1'])
      assert.ok(!looksLikeValue(name), name);
  });
});
