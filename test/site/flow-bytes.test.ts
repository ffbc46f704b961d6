/**
 * The statements a keysend sample computes its preimage and payment hash with (flow-bytes.ts),
 * run here with node, python3 and the shell (openssl, xxd, sha256sum, jq): the hash must be the
 * SHA-256 of the preimage, both 32 bytes, and the preimage in custom record 5482373484.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { test } from 'node:test';
import type { CliFlowValue } from '../../src/proto/cli-flow-types.ts';
import type { FieldModel } from '../../src/proto/model-types.ts';
import { type ByteField, byteLines, byteShell } from '../../src/site/code-samples/flow-bytes.ts';

const field = (name: string, map = false) =>
  ({ name, type: { kind: 'scalar', name: 'bytes' }, ...(map ? { mapKey: 'uint64' } : {}) }) as unknown as FieldModel;
const preimage: CliFlowValue = { kind: 'random', name: 'preimage', bytes: 32 };
const FIELDS: ByteField[] = [
  { field: field('dest_custom_records', true), key: '5482373484', value: preimage },
  { field: field('payment_hash'), value: { kind: 'sha256', of: preimage } },
];

/** A keysend request as proto JSON (bytes as base64): the record's preimage hashes to payment_hash. */
function assertKeysend(json: { dest_custom_records: Record<string, string>; payment_hash: string }) {
  const bytes = Buffer.from(json.dest_custom_records['5482373484']!, 'base64');
  assert.equal(bytes.length, 32);
  assert.equal(json.payment_hash, crypto.createHash('sha256').update(bytes).digest('base64'));
}

test('grpc-js: raw Buffers, the record an object of one entry', () => {
  const lines = byteLines(FIELDS, 'js-grpc', 'request');
  const request: Record<string, unknown> = { dest: 'x' };
  new Function('request', 'require', lines.join('\n'))(request, (m: string) => (m === 'crypto' ? crypto : null));
  const records = request.dest_custom_records as Record<string, Buffer>;
  assert.ok(Buffer.isBuffer(records['5482373484']) && Buffer.isBuffer(request.payment_hash));
  assertKeysend({
    dest_custom_records: { '5482373484': records['5482373484']!.toString('base64') },
    payment_hash: (request.payment_hash as Buffer).toString('base64'),
  });
});

test('JSON in JavaScript: base64 text', () => {
  const lines = byteLines(FIELDS, 'js-json', 'data');
  const data: Record<string, unknown> = {};
  new Function('data', 'require', lines.join('\n'))(data, () => crypto);
  assertKeysend(data as never);
});

test('Python: the message class gets bytes in its map and field; the JSON dict base64 text', () => {
  const grpc = byteLines(FIELDS, 'py-grpc', 'request');
  assert.ok(grpc.includes('request.dest_custom_records[5482373484] = preimage'), grpc.join('\n'));
  // A stand-in for the message class: a map field is a dict that exists already.
  const classProgram = [
    'import base64, json',
    'class Request:',
    '    def __init__(self): self.dest_custom_records = {}',
    'request = Request()',
    ...grpc,
    "print(json.dumps({'dest_custom_records': {str(k): base64.b64encode(v).decode() for k, v in request.dest_custom_records.items()}, 'payment_hash': base64.b64encode(request.payment_hash).decode()}))",
  ].join('\n');
  const json = ['import json', 'data = {}', ...byteLines(FIELDS, 'py-json', 'data'), 'print(json.dumps(data))'];
  for (const program of [classProgram, json.join('\n')]) {
    const run = spawnSync('python3', ['-c', program], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assertKeysend(JSON.parse(run.stdout));
  }
});

test('shell: openssl makes the preimage, sha256sum hashes it, jq adds both to the body as base64', () => {
  const { lines, args, members } = byteShell(FIELDS);
  const script = [...lines, `echo '{"dest":"x"}' | jq -c ${args.join(' ')} '. + {${members.join(', ')}}'`].join('\n');
  const run = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const json = JSON.parse(run.stdout);
  assert.equal(json.dest, 'x');
  assertKeysend(json);
  // Two runs make two preimages.
  assert.notEqual(
    JSON.parse(spawnSync('bash', ['-c', script], { encoding: 'utf8' }).stdout).payment_hash,
    json.payment_hash,
  );
});
