/**
 * Before/after pairs of RPC replacements (src/site/upgrading/) on the shop fixture
 * (test/fixtures/releases.txtar: v0.1.0 has CancelOrder, v0.2.0 removed it): which releases
 * write each side, why a pair has no samples, and how the old request's fields are carried
 * to the successor by the mapping (same, renamed, computed, none; shape changes; oneofs;
 * request rules the successor's handler holds).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FieldMappingFact } from '../../src/content/replacement-facts.ts';
import type { FieldModel, MessageModel, RequestRuleModel, TypeRef } from '../../src/proto/model-types.ts';
import { loadModel } from '../../src/release/load-model.ts';
import { methodPlan } from '../../src/site/code-samples/method-plan.ts';
import type { PlannedEntry, PlannedMessage, PlannedValue } from '../../src/site/code-samples/request-plan.ts';
import type { Replacement } from '../../src/site/history/replacements.ts';
import { type SiteDaemon, buildSiteApi } from '../../src/site/site-api.ts';
import { mapRequest, moveValue } from '../../src/site/upgrading/mapped-request.ts';
import { pairSamples } from '../../src/site/upgrading/pair-samples.ts';
import { type RpcPair, rpcPair } from '../../src/site/upgrading/rpc-pairs.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { offlineTrees } from '../helpers/fixtures.ts';
import { FIXTURE_RELEASES } from '../helpers/release-fixtures.ts';

const DAEMON = { defaultMacaroon: 'admin.macaroon', daemon: 'shopd' };

function replacement(element: string, successor: string | null, rows: FieldMappingFact[] = []): Replacement {
  return {
    element: { kind: 'rpc', key: element },
    status: 'removed',
    successor: successor ? { kind: 'rpc', key: successor } : null,
    source: 'reviewed',
    via: null,
    summary: null,
    request: rows,
    response: [],
    fields: [],
    breaks: [],
    checked: null,
    reviewedFrom: null,
    reviewedIn: null,
  };
}

const row = (old: string, how: FieldMappingFact['how'], to: string | null): FieldMappingFact => ({
  old,
  how,
  new: to,
  note: how === 'computed' ? 'worked out by the caller' : null,
});

describe('RPC pairs of the shop fixture', () => {
  let shop: SiteDaemon;
  before(async () => {
    const { model } = await loadModel({
      sources: loadSources(path.join(FIXTURE_RELEASES, 'sources.json')),
      trees: offlineTrees(FIXTURE_RELEASES),
    });
    shop = buildSiteApi(model).daemons[0]!;
  });

  const cancelToRefund = () =>
    replacement('shoprpc.Shop.CancelOrder', 'shoprpc.Shop.RefundOrder', [row('id', 'renamed', 'order_id')]);

  test('the old RPC comes from the newest full release that has it, the successor from the newest that has it', () => {
    const result = rpcPair(shop, cancelToRefund(), 'v0.1.0');
    assert.ok(result && 'pair' in result);
    assert.equal(result.pair.id, 'rpc shoprpc.Shop.CancelOrder -> shoprpc.Shop.RefundOrder');
    assert.equal(result.pair.before.release.version.tag, 'v0.1.0');
    assert.equal(result.pair.before.method.fullName, 'shoprpc.Shop.CancelOrder');
    assert.equal(result.pair.after.release.version.tag, 'v0.3.0');
    assert.equal(result.pair.after.method.fullName, 'shoprpc.Shop.RefundOrder');
  });

  test('no pair for other elements or no successor; a reason when no full release has the old RPC', () => {
    assert.equal(rpcPair(shop, replacement('shoprpc.Shop.CancelOrder', null), null), null);
    const field = { ...cancelToRefund(), element: { kind: 'field' as const, key: 'shoprpc.Item.note' } };
    assert.equal(rpcPair(shop, field, null), null);
    const newer = { ...shop, releases: shop.releases.filter((r) => r.version.tag !== 'v0.1.0') };
    const result = rpcPair(newer, cancelToRefund(), 'v0.1.0');
    assert.deepEqual(result, {
      why: 'v0.1.0 is tracked as API history only (no full model to write its samples from).',
    });
    const gone = rpcPair(shop, replacement('shoprpc.Shop.CancelOrder', 'shoprpc.Shop.Nothing'), null);
    assert.deepEqual(gone, { why: 'No full release of Shop has shoprpc.Shop.Nothing.' });
  });

  test('the after samples send the old request mapped: a renamed field keeps the old value', () => {
    const result = rpcPair(shop, cancelToRefund(), null) as { pair: RpcPair };
    const samples = pairSamples(result.pair, DAEMON);
    const old = methodPlan({ service: result.pair.before.release, method: result.pair.before.method }, 'minimal');
    const oldId = old.entries.find((e) => e.field.name === 'id')!.value;
    assert.deepEqual(samples.mapped.minimal.carried, [{ old: 'id', new: 'order_id' }]);
    assert.deepEqual(samples.mapped.minimal.left, []);
    // The generator and the sample tests read the same request through methodPlan.
    const afterPlan = methodPlan({ service: result.pair.after.release, method: samples.after.method }, 'minimal');
    assert.equal(afterPlan, samples.mapped.minimal.plan);
    assert.deepEqual(afterPlan.entries.find((e) => e.field.name === 'order_id')!.value, oldId);
    const grpc = samples.after.samples.find((s) => s.protocol === 'grpc' && s.language === 'javascript')!;
    assert.match(grpc.variants.minimal, /RefundOrder/);
    assert.ok(grpc.variants.minimal.includes(String((oldId as { value: string }).value)));
    const oldGrpc = samples.before.samples.find((s) => s.protocol === 'grpc' && s.language === 'javascript')!;
    assert.match(oldGrpc.variants.minimal, /CancelOrder/);
    assert.match(oldGrpc.variants.minimal, /--branch v0\.1\.0/);
    assert.match(grpc.variants.minimal, /--branch v0\.3\.0/);
    // All fields: the successor's own all-fields request, the old value in its mapped place.
    const full = methodPlan({ service: result.pair.after.release, method: samples.after.method }, 'full');
    assert.deepEqual(
      full.entries.map((e) => e.field.name),
      ['order_id', 'reason'],
    );
    assert.deepEqual(full.entries[0]!.value, oldId);
    // The successor's own page keeps its own request.
    const own = methodPlan({ service: result.pair.after.release, method: result.pair.after.method }, 'minimal');
    assert.notEqual(own, afterPlan);
  });
});

// Hand-made models for the mapping alone.
function field(name: string, type: TypeRef, extra: Partial<FieldModel> = {}): FieldModel {
  return {
    name,
    number: 1,
    jsonName: name,
    description: '',
    deprecated: false,
    deprecatedInComment: false,
    label: 'singular',
    mapKey: null,
    oneof: null,
    type,
    restType: 'string',
    ...extra,
  };
}
const scalar = (name: 'string' | 'bytes' | 'uint32' | 'int64' | 'uint64'): TypeRef => ({ kind: 'scalar', name });
const set = (f: FieldModel, value: PlannedValue): PlannedEntry => ({ field: f, value, state: 'set', note: '' });
const message = (fields: FieldModel[]): MessageModel => ({ fullName: 'x.New', name: 'New', fields }) as MessageModel;
const text = (value: string): PlannedValue => ({ kind: 'scalar', type: 'string', value });

describe('mapping an old request onto the successor', () => {
  const oldId = field('id', scalar('string'));
  const oldHash = field('hash_string', scalar('string'));
  const oldCount = field('count', scalar('uint32'));
  const oldLimit = field('limit', { kind: 'message', fullName: 'x.Limit' });
  const old: PlannedMessage = {
    fullName: 'x.Old',
    entries: [
      set(oldId, text('item-1')),
      set(oldHash, text('0A0b')),
      set(oldCount, { kind: 'scalar', type: 'uint32', value: 3 }),
      set(oldLimit, { kind: 'message', message: { fullName: 'x.Limit', entries: [] } }),
      { field: field('gone', scalar('string')), value: text('x'), state: 'commented', note: 'deprecated' },
    ],
  };
  const ids = field('ids', scalar('string'), { label: 'repeated' });
  const hash = field('hash', scalar('bytes'), { oneof: 'target' });
  const invoice = field('invoice', scalar('string'), { oneof: 'target' });
  const count = field('count', scalar('int64'));
  const feeSat = field('fee_sat', scalar('int64'));
  const next = message([ids, hash, invoice, count, feeSat]);
  const start: PlannedMessage = {
    fullName: 'x.New',
    entries: [set(invoice, text('lnbc1')), set(feeSat, { kind: 'scalar', type: 'int64', value: '100' })],
  };
  const rows = [
    row('id', 'renamed', 'ids'),
    row('hash_string', 'computed', 'hash'),
    row('count', 'same', 'count'),
    row('limit', 'computed', 'fee_sat'),
  ];

  test('shape changes carry the value; a computed value from a message is left out with the mapping note', () => {
    const mapped = mapRequest({ old, start, message: next, enums: {}, rows, sameRequest: false, rules: [] });
    assert.deepEqual(mapped.carried, [
      { old: 'id', new: 'ids' },
      { old: 'hash_string', new: 'hash' },
      { old: 'count', new: 'count' },
    ]);
    assert.deepEqual(mapped.left, [{ old: 'limit', why: 'computed fee_sat: worked out by the caller' }]);
    // The successor's own fee_sat stays; hash takes the oneof from the start's invoice.
    assert.deepEqual(
      mapped.plan.entries.map((e) => [e.field.name, e.value]),
      [
        ['fee_sat', { kind: 'scalar', type: 'int64', value: '100' }],
        ['ids', { kind: 'list', items: [text('item-1')] }],
        ['hash', { kind: 'scalar', type: 'bytes', value: '0a0b' }],
        ['count', { kind: 'scalar', type: 'int64', value: '3' }],
      ],
    );
  });

  test('no equivalent, unnamed fields and fields the successor lacks are left out with why', () => {
    const mapped = mapRequest({
      old,
      start: { fullName: 'x.New', entries: [] },
      message: next,
      enums: {},
      rows: [row('id', 'none', null), row('count', 'renamed', 'amount')],
      sameRequest: false,
      rules: [],
    });
    assert.deepEqual(mapped.carried, []);
    assert.deepEqual(
      mapped.left.map((l) => [l.old, l.why]),
      [
        ['id', 'no equivalent'],
        ['hash_string', 'the mapping does not name it'],
        ['count', 'renamed amount (not a field of New; see the mapping)'],
        ['limit', 'the mapping does not name it'],
      ],
    );
  });

  test('without reviewed rows a request of the same type keeps every field; another type carries none', () => {
    const same = message([oldId, oldHash, oldCount, oldLimit]);
    const kept = mapRequest({
      old,
      start: { fullName: 'x.New', entries: [] },
      message: same,
      enums: {},
      rows: [],
      sameRequest: true,
      rules: [],
    });
    assert.deepEqual(
      kept.carried.map((c) => c.old),
      ['id', 'hash_string', 'count', 'limit'],
    );
    const other = mapRequest({ old, start, message: next, enums: {}, rows: [], sameRequest: false, rules: [] });
    assert.deepEqual(other.carried, []);
    assert.equal(other.left[0]!.why, 'no field mapping is reviewed');
    assert.equal(other.plan.entries.length, 2);
  });

  test("a carried field the successor's handler refuses with the rest is left out with its message", () => {
    const rule: RequestRuleModel = {
      kind: 'excludes',
      fields: ['count'],
      others: ['fee_sat'],
      bound: null,
      values: [],
      when: null,
      violation: [
        { field: 'count', test: { kind: 'set' }, negated: false },
        { field: 'fee_sat', test: { kind: 'set' }, negated: false },
      ],
      message: 'count and fee_sat cannot both be set',
      code: 'InvalidArgument',
      via: [],
      source: { path: 'x.go', line: 1, url: '' },
    } as RequestRuleModel;
    const mapped = mapRequest({ old, start, message: next, enums: {}, rows, sameRequest: false, rules: [rule] });
    assert.deepEqual(mapped.left[0], {
      old: 'count',
      why: 'New refuses it with the rest: "count and fee_sat cannot both be set"',
    });
    assert.ok(!mapped.plan.entries.some((e) => e.field.name === 'count'));
  });

  test('values move only when just their shape changes', () => {
    const bytes = field('b', scalar('bytes'));
    const str = field('s', scalar('string'));
    assert.equal(moveValue(text('not hex'), str, bytes, {}), null);
    assert.deepEqual(moveValue({ kind: 'scalar', type: 'bytes', value: 'ab' }, bytes, str, {}), text('ab'));
    const list = field('l', scalar('string'), { label: 'repeated' });
    assert.equal(moveValue({ kind: 'list', items: [text('a'), text('b')] }, list, str, {}), null);
    assert.deepEqual(moveValue({ kind: 'list', items: [text('a')] }, list, str, {}), text('a'));
    const color = (name: string) => field(name, { kind: 'enum', fullName: `x.${name}` });
    const enums = { 'x.New': { values: [{ name: 'RED', number: 2 }] } } as never;
    assert.deepEqual(moveValue({ kind: 'enum', name: 'RED', number: 1 }, color('Old'), color('New'), enums), {
      kind: 'enum',
      name: 'RED',
      number: 2,
    });
    assert.equal(moveValue({ kind: 'enum', name: 'BLUE', number: 1 }, color('Old'), color('New'), enums), null);
  });
});
