/** Macaroon permission changes between releases: a new permission breaks least-privilege macaroons. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DiffMethod, ReleaseApi } from '../../src/diff/api-changes.ts';
import { describeChange } from '../../src/diff/describe-change.ts';
import { diffReleases } from '../../src/diff/diff-releases.ts';

const method = (name: string, ops: string[] | null): DiffMethod => ({
  name,
  fullName: `p.S.${name}`,
  deprecated: false,
  deprecatedOption: false,
  deprecatedInComment: false,
  streaming: 'unary',
  requestType: 'p.Req',
  responseType: 'p.Res',
  types: ['p.Req', 'p.Res'],
  rest: [],
  permissions:
    ops === null
      ? null
      : {
          status: ops.length > 0 ? 'required' : 'none',
          ops: ops.map((op) => ({ entity: op.split(':')[0]!, action: op.split(':')[1]! })),
        },
});
const release = (tag: string, methods: DiffMethod[]): ReleaseApi => ({
  tag,
  subServices: [{ name: 'S', fullName: 'p.S', methods }],
  messages: { 'p.Req': { fullName: 'p.Req', fields: [] }, 'p.Res': { fullName: 'p.Res', fields: [] } },
  enums: {},
});

test('a permission an RPC newly needs is macaroon-breaking; one it no longer needs is not breaking', () => {
  const changes = diffReleases(
    release('v1', [
      method('Get', ['info:read']),
      method('Pay', ['offchain:write', 'offchain:read']),
      method('Open', []),
      method('Same', ['a:b']),
      method('Unknown', null),
    ]),
    release('v2', [
      method('Get', ['info:read', 'offchain:read']),
      method('Pay', ['offchain:write']),
      method('Open', ['onchain:write']),
      method('Same', ['a:b']),
      method('Unknown', ['x:y']),
    ]),
  );
  const summary = changes.changes.map((c) => [
    c.kind,
    c.severity,
    'rpc' in c ? c.rpc : '',
    'ops' in c ? c.ops.join(' ') : '',
  ]);
  assert.deepEqual(summary, [
    ['rpc-permissions-added', 'macaroon-breaking', 'p.S.Get', 'offchain:read'],
    ['rpc-macaroon-required', 'macaroon-breaking', 'p.S.Open', 'onchain:write'], // whitelisted before
    ['rpc-permissions-removed', 'non-breaking', 'p.S.Pay', 'offchain:read'],
  ]);
  assert.equal(changes.counts['macaroon-breaking'], 2);
  assert.equal(changes.counts.breaking, 2);
  const text = describeChange(changes.changes[0]!)
    .parts.map((p) => (typeof p === 'string' ? p : p.code))
    .join('');
  assert.equal(text, 'now also needs the macaroon permission offchain:read');
});

const withStatus = (
  name: string,
  status: 'required' | 'any' | 'none' | 'not-served',
  ops: string[] = [],
): DiffMethod => {
  const m = method(name, ops);
  return { ...m, permissions: { status, ops: m.permissions!.ops } };
};
const describe = (change: Parameters<typeof describeChange>[0]) =>
  describeChange(change)
    .parts.map((p) => (typeof p === 'string' ? p : p.code))
    .join('');

test('a macaroon needed where the RPC was whitelisted is macaroon-breaking (none to required, none to any); whitelisted where one was needed is not breaking', () => {
  const changes = diffReleases(
    release('v1', [
      withStatus('ToRequired', 'none'),
      withStatus('ToAny', 'none'),
      withStatus('FromRequired', 'required', ['info:read']),
      withStatus('FromAny', 'any'),
      withStatus('Served', 'not-served'),
      withStatus('AnyToRequired', 'any'),
    ]),
    release('v2', [
      withStatus('ToRequired', 'required', ['offchain:read', 'info:read']),
      withStatus('ToAny', 'any'),
      withStatus('FromRequired', 'none'),
      withStatus('FromAny', 'none'),
      withStatus('Served', 'none'),
      withStatus('AnyToRequired', 'required', ['info:read']),
    ]),
  );
  const summary = changes.changes.map((c) => [c.kind, c.severity, 'rpc' in c ? c.rpc : '', describe(c)]);
  assert.deepEqual(summary, [
    [
      'rpc-permissions-added',
      'macaroon-breaking',
      'p.S.AnyToRequired',
      'now also needs the macaroon permission info:read',
    ],
    [
      'rpc-macaroon-required',
      'macaroon-breaking',
      'p.S.ToAny',
      "now needs a macaroon (any of the daemon's; it was answered without one)",
    ],
    [
      'rpc-macaroon-required',
      'macaroon-breaking',
      'p.S.ToRequired',
      'now needs a macaroon with the permissions info:read, offchain:read (it was answered without one)',
    ],
    [
      'rpc-macaroon-dropped',
      'non-breaking',
      'p.S.FromAny',
      'no longer needs a macaroon (the daemon answers it without one)',
    ],
    [
      'rpc-macaroon-dropped',
      'non-breaking',
      'p.S.FromRequired',
      'no longer needs a macaroon (the daemon answers it without one)',
    ],
  ]);
  assert.equal(changes.counts['macaroon-breaking'], 3);
});
