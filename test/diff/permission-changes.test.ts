/** Macaroon permission changes between releases: a new permission breaks least-privilege macaroons. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DiffMethod, ReleaseApi } from '../../src/diff/api-changes.ts';
import { describeChange } from '../../src/diff/describe-change.ts';
import { diffReleases } from '../../src/diff/diff-releases.ts';

const method = (name: string, ops: string[] | null): DiffMethod => ({
  name, fullName: `p.S.${name}`, deprecated: false, streaming: 'unary', requestType: 'p.Req', responseType: 'p.Res', types: ['p.Req', 'p.Res'], rest: [],
  permissions: ops === null ? null : { status: ops.length > 0 ? 'required' : 'none', ops: ops.map((op) => ({ entity: op.split(':')[0]!, action: op.split(':')[1]! })) },
});
const release = (tag: string, methods: DiffMethod[]): ReleaseApi => ({
  tag,
  subServices: [{ name: 'S', fullName: 'p.S', methods }],
  messages: { 'p.Req': { fullName: 'p.Req', fields: [] }, 'p.Res': { fullName: 'p.Res', fields: [] } },
  enums: {},
});

test('a permission an RPC newly needs is macaroon-breaking; one it no longer needs is not breaking', () => {
  const changes = diffReleases(
    release('v1', [method('Get', ['info:read']), method('Pay', ['offchain:write', 'offchain:read']), method('Open', []), method('Same', ['a:b']), method('Unknown', null)]),
    release('v2', [method('Get', ['info:read', 'offchain:read']), method('Pay', ['offchain:write']), method('Open', ['onchain:write']), method('Same', ['a:b']), method('Unknown', ['x:y'])]),
  );
  const summary = changes.changes.map((c) => [c.kind, c.severity, 'rpc' in c ? c.rpc : '', 'ops' in c ? c.ops.join(' ') : '']);
  assert.deepEqual(summary, [
    ['rpc-permissions-added', 'macaroon-breaking', 'p.S.Get', 'offchain:read'],
    ['rpc-permissions-added', 'macaroon-breaking', 'p.S.Open', 'onchain:write'],
    ['rpc-permissions-removed', 'non-breaking', 'p.S.Pay', 'offchain:read'],
  ]);
  assert.equal(changes.counts['macaroon-breaking'], 2);
  assert.equal(changes.counts.breaking, 2);
  const text = describeChange(changes.changes[0]!).parts.map((p) => (typeof p === 'string' ? p : p.code)).join('');
  assert.equal(text, 'now also needs the macaroon permission offchain:read');
});
