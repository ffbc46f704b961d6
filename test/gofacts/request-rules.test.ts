/**
 * Request rules read from handler guards (src/gofacts/rules/): on the fixture handlers
 * (test/fixtures/go.txtar, rules/), one rule kind per test, and the guards that are no rule.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { requestRules } from '../../src/gofacts/rules/request-rules.ts';
import type { FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import { breaksRule, firstBrokenRule } from '../../src/shared/request-rules.ts';
import { fixtureProgram } from '../helpers/go-fixtures.ts';

const field = (name: string, type: FieldModel['type'], label: FieldModel['label'] = 'singular') =>
  ({ name, type, oneof: null, label }) as FieldModel;
const str = { kind: 'scalar', name: 'string' } as const;
const bool = { kind: 'scalar', name: 'bool' } as const;
const int = { kind: 'scalar', name: 'int64' } as const;
const bytes = { kind: 'scalar', name: 'bytes' } as const;
const message = (name: string, fields: FieldModel[]) =>
  ({ fullName: `demorpc.${name}`, package: 'demorpc', fields }) as MessageModel;
const MESSAGES = Object.fromEntries(
  [
    message('OpenRequest', [
      field('node_pubkey', str),
      field('local_amount', int),
      field('fund_max', bool),
      field('shim', { kind: 'message', fullName: 'demorpc.Shim' }),
    ]),
    message('Shim', [field('id', bytes)]),
    message('MintRequest', [field('asset', { kind: 'message', fullName: 'demorpc.Asset' })]),
    message('Asset', [
      field('name', str),
      field('version', int),
      field('group_key', bytes),
      field('new_group', bool),
      field('grouped', bool),
    ]),
    message('NotRulesRequest', [
      field('memo', str),
      field('push', int),
      field('amount', int),
      field('items', str, 'repeated'),
      field('dry_run', bool),
      field('label', str),
    ]),
  ].map((m) => [m.fullName, m]),
);

describe('request rules', () => {
  const { program, files } = fixtureProgram('rules');
  const rules = requestRules({
    program,
    files,
    services: [
      {
        fullName: 'demorpc.Rules',
        methods: ['Open', 'Mint', 'NotRules'].map((name) => ({ name, requestType: `demorpc.${name}Request` })),
      },
    ],
    messages: MESSAGES,
  }).get('demorpc.Rules')!;
  const of = (rpc: string) => rules.get(rpc)!;
  const rule = (rpc: string, message: string) => of(rpc).find((r) => r.message.startsWith(message))!;

  test('a field tested for its zero value is required, with the exact error, its code and line', () => {
    const required = rule('Open', 'node_pubkey is required');
    assert.deepEqual([required.kind, required.fields, required.code], ['required', ['node_pubkey'], 'InvalidArgument']);
    assert.match(required.file.source.split('\n')[required.line - 1]!, /node_pubkey is required/);
    assert.deepEqual(required.via, []);
  });

  test('fields none of which is set: one of them is needed (a helper handed the request, named in via)', () => {
    const oneOf = rule('Open', 'local amount or fund_max');
    assert.deepEqual(
      [oneOf.kind, oneOf.fields, oneOf.via],
      ['one-of', ['fund_max', 'local_amount'], ['ruleServer.parseOpen']],
    );
  });

  test('a comparison with a constant of another package, through conversions, is a range with its other facts as when', () => {
    const min = rule('Open', 'channel is too small');
    assert.equal(min.kind, 'range');
    assert.deepEqual(min.bound, { op: '>=', value: 20000, constant: 'limits.MinChanSize' });
    assert.equal(min.when, '`fund_max` is false');
    assert.equal(min.message, 'channel is too small, the minimum is …');
    assert.ok(breaksRule(min, { node_pubkey: 'x', local_amount: '10000' }));
    assert.ok(!breaksRule(min, { local_amount: '20000' }));
    assert.ok(!breaksRule(min, { local_amount: '10000', fund_max: true }));
  });

  test('two fields set together is an exclusion', () => {
    const excludes = rule('Open', 'no shim with fund_max');
    assert.deepEqual([excludes.kind, excludes.fields, excludes.others], ['excludes', ['fund_max'], ['shim']]);
  });

  test('a field set needing another: the fields the other guards refuse are left out, the earlier cases decided', () => {
    const requires = rule('Mint', 'must set grouped');
    assert.deepEqual(
      [requires.kind, requires.fields, requires.others, requires.when],
      ['requires', ['asset.group_key'], ['asset.grouped'], null],
    );
    assert.ok(breaksRule(requires, { asset: { name: 'a', group_key: 'AQ==' } }));
    assert.ok(!breaksRule(requires, { asset: { name: 'a', groupKey: 'AQ==', grouped: true } }));
    const exclusion = rule('Mint', 'must not create a new group');
    assert.deepEqual(
      [exclusion.kind, exclusion.fields, exclusion.others],
      ['excludes', ['asset.new_group'], ['asset.group_key']],
    );
  });

  test('a helper handed a message of the request names its fields under that message; values allowed', () => {
    const name = rule('Mint', 'asset name missing');
    assert.deepEqual([name.kind, name.fields, name.via], ['required', ['asset.name'], ['ruleServer.check']]);
    const version = rule('Mint', 'unknown asset version');
    assert.deepEqual([version.kind, version.values], ['values', ['0', '1']]);
    assert.equal(firstBrokenRule(of('Mint'), { asset: { name: 'a', version: 2 } })?.message, 'unknown asset version');
  });

  test('no rule: guards on configuration, fields compared with fields, loop items, errors not returned, guards after a successful return', () => {
    assert.deepEqual(of('NotRules'), []);
  });
});
