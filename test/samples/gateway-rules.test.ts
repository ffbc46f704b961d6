import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GatewayError, gatewayBytes, matchTemplate, mergeJson } from './gateway-rules.ts';
import { jsonValues } from './gateway-stub.ts';

test('bytes in URLs decode like Go: standard or URL-safe alphabet, padding required', () => {
  const bytes = Uint8Array.from([0xfb, 0xff, 0xfe, 0x01]);
  assert.deepEqual(gatewayBytes('+//+AQ=='), bytes);
  assert.deepEqual(gatewayBytes('-__-AQ=='), bytes);
  assert.throws(() => gatewayBytes('-__-AQ'), GatewayError, "unpadded (Node's base64url) is refused");
  assert.throws(() => gatewayBytes('+_/-AQ=='), GatewayError, 'mixed alphabets are refused');
  assert.throws(() => gatewayBytes('not base64!'), /illegal base64 data/);
});

test('path templates: nested fields, percent-decoding, one segment per parameter', () => {
  assert.deepEqual(
    [...matchTemplate('/v1/entries/{entry.txid_str}/{entry.output_index}', '/v1/entries/ab%20c/1')!],
    [
      ['entry.txid_str', 'ab c'],
      ['entry.output_index', '1'],
    ],
  );
  assert.equal(
    matchTemplate('/v1/payments/{payment_hash}', '/v1/payments/a/b'),
    null,
    'a "/" in a value does not match',
  );
  assert.equal(matchTemplate('/v1/summary', '/v1/summaryx'), null);
});

test('a body of several JSON values is the requests of a stream', () => {
  assert.deepEqual(jsonValues('{"a":"}"}\n{"b":[1,{"c":2}]} {}'), [{ a: '}' }, { b: [1, { c: 2 }] }, {}]);
});

test('URL values are set over the body', () => {
  assert.deepEqual(
    mergeJson({ entry: { txid_str: 'body', output_index: 3 }, force: true }, { entry: { txid_str: 'path' } }),
    { entry: { txid_str: 'path', output_index: 3 }, force: true },
  );
});
