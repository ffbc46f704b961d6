/**
 * The statements a flow sample sets its computed fields with compute what the CLI's Go does, in
 * every language: run here with node, python3 and jq on a request and an answer, and compared
 * with Go's integer arithmetic (`/` truncates; 64-bit integers as text in JSON and grpc-js).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import type { CliFlowValue } from '../../src/proto/cli-flow-types.ts';
import type { FieldModel, MethodModel } from '../../src/proto/model-types.ts';
import { derivedLines, stepVariable } from '../../src/site/code-samples/flow-code.ts';
import type { SampleFlow } from '../../src/site/code-samples/sample-flow.ts';

const field = (name: string, type: string, kind: 'scalar' | 'message' = 'scalar') =>
  ({ name, type: kind === 'scalar' ? { kind, name: type } : { kind, fullName: type } }) as unknown as FieldModel;
const answer = (name: string): CliFlowValue => ({ kind: 'response', step: 0, field: name });
const num = (value: number): CliFlowValue => ({ kind: 'number', value });

const FLOW: SampleFlow = {
  command: 'loop out',
  steps: [{ method: { name: 'LoopOutQuote' } as MethodModel, entries: [] }],
  after: [],
  derived: [
    { field: field('max_swap_fee', 'int64'), value: answer('swap_fee_sat') },
    {
      field: field('max_miner_fee', 'int64'),
      value: { kind: 'op', op: '*', left: answer('htlc_sweep_fee_sat'), right: num(250) },
    },
    {
      field: field('max_swap_routing_fee', 'int64'),
      value: {
        kind: 'op',
        op: '+',
        left: num(10),
        right: {
          kind: 'op',
          op: '/',
          left: { kind: 'op', op: '*', left: { kind: 'field', field: 'amt' }, right: num(20000) },
          right: num(1000000),
        },
      },
    },
    // A field the request does not set counts as zero; an int32 stays a number.
    {
      field: field('conf', 'int32'),
      value: { kind: 'op', op: '-', left: answer('cltv_delta'), right: { kind: 'field', field: 'unset' } },
    },
    { field: field('info', 'looprpc.Info', 'message'), value: answer('info') },
  ],
};

// 123457 * 20000 / 1000000 = 2469.14: Go's integer division gives 2469.
const EXPECTED = { max_swap_fee: '1250', max_miner_fee: '34250', max_swap_routing_fee: '2479', conf: 75 };
const isSet = (name: string) => name === 'amt';

test('JavaScript (grpc-js and JSON alike): BigInt arithmetic, 64-bit integers written back as text', () => {
  const lines = derivedLines(FLOW, 'js', 'request', isSet);
  const request = { amt: '123457' };
  const quote = { swap_fee_sat: '1250', htlc_sweep_fee_sat: '137', cltv_delta: 75, info: null };
  new Function('request', stepVariable(FLOW, 0, 'js'), lines.join('\n'))(request, quote);
  assert.deepEqual(request, { amt: '123457', ...EXPECTED, info: null });
});

test('Python: message classes take ints and copy a message only when the answer has it; JSON dicts take text', () => {
  const grpc = derivedLines(FLOW, 'py-grpc', 'request', isSet);
  assert.deepEqual(grpc.slice(-2), [
    "if loop_out_quote.HasField('info'):",
    '    request.info.CopyFrom(loop_out_quote.info)',
  ]);
  const json = derivedLines(FLOW, 'py-json', 'data', isSet);
  const program = [
    'import json',
    "data = {'amt': '123457'}",
    "loop_out_quote = {'swap_fee_sat': '1250', 'htlc_sweep_fee_sat': '137', 'cltv_delta': 75}",
    ...json,
    'print(json.dumps(data))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', program], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), { amt: '123457', ...EXPECTED, info: null });
});

test('jq: the body gets each computed member from the answer held in a shell variable', () => {
  const members = derivedLines(FLOW, 'jq', '.', isSet);
  const quote = JSON.stringify({ swap_fee_sat: '1250', htlc_sweep_fee_sat: '137', cltv_delta: 75 });
  const run = spawnSync('jq', ['-c', '--argjson', stepVariable(FLOW, 0, 'jq'), quote, `. + {${members.join(', ')}}`], {
    input: '{"amt": "123457"}',
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), { amt: '123457', ...EXPECTED, info: null });
});
