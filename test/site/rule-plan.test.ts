/** planPassingRules on a hand-made all-fields request: each edit may only keep the count of broken rules, the rounds still end. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel, MessageModel, RequestRuleModel } from '../../src/proto/model-types.ts';
import type { PlannedMessage } from '../../src/site/code-samples/request-plan.ts';
import { planPassingRules, requestObject } from '../../src/site/code-samples/rule-plan.ts';

const field = (name: string) =>
  ({ name, type: { kind: 'scalar', scalar: 'bool' }, label: 'optional' }) as unknown as FieldModel;
const FIELDS = ['x', 'y', 'w', 'v'].map(field);
const set = (name: string, negated = false) => ({ field: name, test: { kind: 'set' as const }, negated });
const rule = (message: string, violation: RequestRuleModel['violation']): RequestRuleModel => ({
  kind: 'excludes',
  fields: [],
  others: [],
  bound: null,
  values: [],
  when: null,
  violation,
  message,
  code: 'Unknown',
  via: [],
  source: { path: 'rpcserver.go', line: 1, url: 'https://example.com/rpcserver.go#L1' },
});

test('an all-fields request where every single edit breaks another rule reaches one that passes them all', () => {
  const plan: PlannedMessage = {
    fullName: 'demo.Request',
    entries: FIELDS.map((f) => ({
      field: f,
      value: { kind: 'scalar', type: 'bool', value: true },
      state: 'set',
      note: '',
    })),
  };
  // Not x with y; w needs x; v needs y: leaving x or y out breaks one more, so the first edit cannot lower the count.
  const rules = [
    rule('not both', [set('x'), set('y')]),
    rule('w needs x', [set('w'), set('x', true)]),
    rule('v needs y', [set('v'), set('y', true)]),
  ];
  const { plan: passing, unmet } = planPassingRules(plan, rules, {
    messages: { 'demo.Request': { fullName: 'demo.Request', fields: FIELDS } as unknown as MessageModel },
    valueOf: () => null,
    pathFields: new Set(),
  });
  assert.deepEqual(unmet, []);
  const sent = Object.keys(requestObject(passing)).sort();
  assert.ok(sent.length === 2 && (sent.join() === 'v,y' || sent.join() === 'w,x'), sent.join());
});
