/** The HTTP call a "Try it" request becomes, split as grpc-gateway reads it. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ValueKind, curlCommand, restCall } from '../../../src/theme/try-it/rest-call.ts';

const kinds =
  (map: Record<string, ValueKind>) =>
  (path: string): ValueKind =>
    map[path] ?? 'scalar';

describe('restCall', () => {
  test('body "*": everything not in the path is the JSON body', () => {
    const call = restCall({
      request: { value: '1000', memo: 'coffee' },
      method: 'POST',
      path: '/v1/invoices',
      body: '*',
      streaming: 'unary',
      kindAt: kinds({}),
    });
    assert.deepEqual(call, {
      method: 'POST',
      pathAndQuery: '/v1/invoices',
      body: '{"value":"1000","memo":"coffee"}',
      websocket: false,
    });
  });

  test('no body: path parameters (bytes as padded base64url) and the rest in the query', () => {
    const call = restCall({
      request: {
        r_hash: '+/8=',
        active_only: true,
        chan_point: { funding_txid_str: 'ab', output_index: 1 },
        ids: ['1', '2'],
        tags: { a: 'b' },
        records: { '65536': 'q8/=' },
      },
      method: 'GET',
      path: '/v1/invoice/{r_hash}',
      body: null,
      streaming: 'unary',
      kindAt: kinds({ r_hash: 'bytes', chan_point: 'message', tags: 'map', records: 'map', 'records[]': 'bytes' }),
    });
    assert.equal(call.body, null);
    assert.equal(
      call.pathAndQuery,
      '/v1/invoice/-_8=?active_only=true&chan_point.funding_txid_str=ab&chan_point.output_index=1&ids=1&ids=2&tags[a]=b&records[65536]=q8_%3D',
    );
  });

  test('body "<field>": that field is the body, the rest the query; nested path fields leave their message', () => {
    const call = restCall({
      request: {
        channel_point: { funding_txid_str: 'abc', output_index: 2 },
        force: true,
        sat_per_vbyte: '5',
        wrapped: { x: 1 },
      },
      method: 'DELETE',
      path: '/v1/channels/{channel_point.funding_txid_str}/{channel_point.output_index}',
      body: 'wrapped',
      streaming: 'unary',
      kindAt: kinds({}),
    });
    assert.equal(call.pathAndQuery, '/v1/channels/abc/2?force=true&sat_per_vbyte=5');
    assert.equal(call.body, '{"x":1}');
  });

  test('server streams go over the WebSocket proxy with the method in the query', () => {
    const call = restCall({
      request: { add_index: '3' },
      method: 'GET',
      path: '/v1/invoices/subscribe',
      body: null,
      streaming: 'server',
      kindAt: kinds({}),
    });
    assert.deepEqual(call, {
      method: 'GET',
      pathAndQuery: '/v1/invoices/subscribe?method=GET&add_index=3',
      body: null,
      websocket: true,
    });
  });

  test('client and bidi streams: the whole request is the message, nothing in the URL', () => {
    const call = restCall({
      request: { a: 1 },
      method: 'POST',
      path: '/v2/router/{x}/stream',
      body: '*',
      streaming: 'bidi',
      kindAt: kinds({}),
    });
    assert.deepEqual(call, {
      method: 'GET',
      pathAndQuery: '/v2/router//stream?method=POST',
      body: '{"a":1}',
      websocket: true,
    });
  });
});

describe('curlCommand', () => {
  test('what was sent, with the macaroon as $MACAROON and shell quoting', () => {
    const text = curlCommand({
      url: 'https://localhost:8080/v1/invoices',
      method: 'POST',
      body: `{"memo":"it's"}`,
      macaroon: true,
      cacert: 'tls.cert',
      streaming: false,
    });
    assert.equal(
      text,
      `curl -X POST \\\n  --cacert 'tls.cert' \\\n  -H "Grpc-Metadata-Macaroon: $MACAROON" \\\n  'https://localhost:8080/v1/invoices' \\\n  -d '{"memo":"it'\\''s"}'`,
    );
  });
});
