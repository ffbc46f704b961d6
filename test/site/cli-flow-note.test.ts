/** The "What <cli> does" note: the flow's steps in order, values as Go-like text, and no note without a flow. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CliFlowModel } from '../../src/proto/cli-flow-types.ts';
import type { MethodModel } from '../../src/proto/model-types.ts';
import { cliFlowNote } from '../../src/site/pages/cli-flow-note.ts';
import { cliFlowMarkdown } from '../../src/export/markdown/cli-flow-markdown.ts';

function method(rpc: string, flow: CliFlowModel | undefined) {
  return {
    fullName: rpc,
    cliCommand: {
      path: 'loop out',
      source: { path: 'cmd/loop/loopout.go', line: 12, url: 'https://example.com/loopout.go#L12' },
      inputs: { positional: [], guards: [], requests: [{ rpc, fields: [], ...(flow ? { flow } : {}) }] },
    },
  } as unknown as Pick<MethodModel, 'cliCommand' | 'fullName'>;
}

const text = (pieces: ({ text: string } | { code: string })[]) =>
  pieces.map((p) => ('code' in p ? `\`${p.code}\`` : p.text)).join('');

test('loop out: the quote first, each limit from it, then the call', () => {
  const note = cliFlowNote(
    method('looprpc.SwapClient.LoopOut', {
      before: [
        { rpc: 'looprpc.SwapClient.LoopOutQuote', fields: [{ field: 'amt', value: { kind: 'field', field: 'amt' } }] },
      ],
      derived: [
        { field: 'max_swap_fee', value: { kind: 'response', step: 0, field: 'swap_fee_sat' } },
        {
          field: 'max_swap_routing_fee',
          value: {
            kind: 'op',
            op: '/',
            left: {
              kind: 'op',
              op: '+',
              left: { kind: 'number', value: 10 },
              right: { kind: 'field', field: 'amt' },
            },
            right: { kind: 'number', value: 2 },
          },
        },
      ],
      after: [],
    }),
  )!;
  assert.deepEqual(note.steps.map(text), [
    'Calls LoopOutQuote first, with `amt = amt`.',
    'Sets `max_swap_fee = LoopOutQuote.swap_fee_sat`.',
    'Sets `max_swap_routing_fee = (10 + amt) / 2`.',
    'Then calls LoopOut.',
  ]);
  const markdown = cliFlowMarkdown(note);
  assert.match(markdown, /### What loop out does/);
  assert.match(markdown, /1\. Calls LoopOutQuote first, with `amt = amt`\./);
  assert.match(markdown, /\[loopout\.go:12\]\(https:\/\/example\.com\/loopout\.go#L12\)/);
});

test('keysend: random bytes, their hash, under the flag; no note without a flow or with constants only', () => {
  const preimage = { kind: 'random', name: 'preimage', bytes: 32 } as const;
  const when = { kind: 'flag', flag: 'keysend' } as const;
  const note = cliFlowNote(
    method('routerrpc.Router.SendPaymentV2', {
      before: [],
      derived: [
        { field: 'dest_custom_records', key: '5482373484', value: preimage, when },
        { field: 'payment_hash', value: { kind: 'sha256', of: preimage }, when },
      ],
      after: [],
    }),
  )!;
  assert.equal(
    text(note.steps[0]!),
    'Sets `dest_custom_records[5482373484] = preimage`, 32 random bytes (with --keysend).',
  );
  assert.equal(text(note.steps[1]!), 'Sets `payment_hash = sha256(preimage)` (with --keysend).');
  assert.equal(cliFlowNote(method('x.Y.Z', undefined)), undefined);
  const constant = { before: [], derived: [{ field: 'offset', value: { kind: 'number', value: 0 } }], after: [] };
  assert.equal(cliFlowNote(method('x.Y.Z', constant as CliFlowModel)), undefined);
});
