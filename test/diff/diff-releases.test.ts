/**
 * diffReleases() on the shop fixture releases (test/fixtures/releases.txtar): every kind of
 * change, its severity, the RPCs it affects and where it links to.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { ApiChange, ApiChanges, ChangeKind } from '../../src/diff/api-changes.ts';
import { SEVERITIES, sectionOf } from '../../src/diff/api-changes.ts';
import { diffReleases } from '../../src/diff/diff-releases.ts';
import { shopChanges, shopRelease } from '../helpers/release-fixtures.ts';

const ITEM_USERS = ['shoprpc.Shop.BuyItem', 'shoprpc.Shop.GetItem', 'shoprpc.Shop.ListItems'];

describe('diffReleases on shop v0.1.0 -> v0.2.0', () => {
  let changes: ApiChanges;
  /** The one change with this id, without id and affects unless asked. */
  const change = (id: string): ApiChange => {
    const found = changes.changes.filter((c) => c.id === id);
    assert.equal(found.length, 1, `one change ${id} in:\n${changes.changes.map((c) => c.id).join('\n')}`);
    return found[0]!;
  };
  const facts = (id: string) => {
    const { id: _id, affects: _a, target: _t, before: _b, ...rest } = change(id);
    return rest;
  };

  before(async () => {
    changes = await shopChanges('v0.1.0', 'v0.2.0');
  });

  test('names both releases and counts changes per severity', () => {
    assert.equal(changes.from, 'v0.1.0');
    assert.equal(changes.to, 'v0.2.0');
    const count = (severity: string) => changes.changes.filter((c) => c.severity === severity).length;
    assert.deepEqual(changes.counts, {
      'wire-breaking': count('wire-breaking'),
      'json-breaking': count('json-breaking'),
      'macaroon-breaking': 0,
      'non-breaking': count('non-breaking'),
      breaking: count('wire-breaking') + count('json-breaking'),
      total: changes.changes.length,
    });
    assert.deepEqual(
      [changes.counts['wire-breaking'], changes.counts['json-breaking'], changes.counts['non-breaking']],
      [12, 7, 12],
    );
  });

  test('every kind of change the diff knows occurs (the fixture covers them all)', () => {
    const kinds: ChangeKind[] = [
      'sub-service-added',
      'sub-service-removed',
      'rpc-added',
      'rpc-removed',
      'rpc-deprecated',
      'rpc-streaming-changed',
      'rpc-request-changed',
      'rpc-response-changed',
      'rest-added',
      'rest-removed',
      'rest-changed',
      'field-added',
      'field-removed',
      'field-renamed',
      'field-number-changed',
      'field-type-changed',
      'field-label-changed',
      'field-deprecated',
      'enum-value-added',
      'enum-value-removed',
      'enum-value-deprecated',
      'enum-value-renumbered',
      'enum-value-renamed',
    ];
    assert.deepEqual([...new Set(changes.changes.map((c) => c.kind))].sort(), [...kinds].sort());
  });

  test('sub-services added and removed list their RPCs', () => {
    assert.deepEqual(change('sub-service-added-shoprpc.reports'), {
      id: 'sub-service-added-shoprpc.reports',
      kind: 'sub-service-added',
      subService: 'shoprpc.Reports',
      severity: 'non-breaking',
      affects: ['shoprpc.Reports.SalesReport'],
      target: { release: 'v0.2.0', subService: 'shoprpc.Reports' },
    });
    const removed = change('sub-service-removed-shoprpc.legacy');
    assert.equal(removed.severity, 'wire-breaking');
    assert.deepEqual(removed.affects, ['shoprpc.Legacy.Ping']);
    assert.deepEqual(
      removed.target,
      { release: 'v0.1.0', subService: 'shoprpc.Legacy' },
      'a removal links into the old release',
    );
    assert.ok(
      !changes.changes.some((c) => c.kind === 'rpc-removed' && c.rpc === 'shoprpc.Legacy.Ping'),
      'the sub-service entry stands for its RPCs',
    );
  });

  test('RPCs added, removed, newly deprecated; streaming, request and response type changed', () => {
    assert.deepEqual(facts('rpc-added-shoprpc.shop.addreview'), {
      kind: 'rpc-added',
      rpc: 'shoprpc.Shop.AddReview',
      severity: 'non-breaking',
    });
    assert.deepEqual(change('rpc-added-shoprpc.shop.addreview').target, {
      release: 'v0.2.0',
      rpc: 'shoprpc.Shop.AddReview',
    });
    assert.deepEqual(facts('rpc-removed-shoprpc.shop.cancelorder'), {
      kind: 'rpc-removed',
      rpc: 'shoprpc.Shop.CancelOrder',
      severity: 'wire-breaking',
    });
    assert.deepEqual(change('rpc-removed-shoprpc.shop.cancelorder').target, {
      release: 'v0.1.0',
      rpc: 'shoprpc.Shop.CancelOrder',
    });
    assert.deepEqual(facts('rpc-deprecated-shoprpc.shop.checkout'), {
      kind: 'rpc-deprecated',
      rpc: 'shoprpc.Shop.Checkout',
      severity: 'non-breaking',
    });
    assert.deepEqual(facts('rpc-streaming-changed-shoprpc.shop.watchorders'), {
      kind: 'rpc-streaming-changed',
      rpc: 'shoprpc.Shop.WatchOrders',
      from: 'server',
      to: 'bidi',
      severity: 'wire-breaking',
    });
    assert.deepEqual(facts('rpc-request-changed-shoprpc.shop.refundorder'), {
      kind: 'rpc-request-changed',
      rpc: 'shoprpc.Shop.RefundOrder',
      from: 'shoprpc.RefundRequest',
      to: 'shoprpc.RefundOrderRequest',
      severity: 'wire-breaking',
    });
    assert.deepEqual(facts('rpc-response-changed-shoprpc.shop.refundorder'), {
      kind: 'rpc-response-changed',
      rpc: 'shoprpc.Shop.RefundOrder',
      from: 'shoprpc.RefundResponse',
      to: 'shoprpc.Order',
      severity: 'wire-breaking',
    });
    const streaming = change('rpc-streaming-changed-shoprpc.shop.watchorders');
    assert.deepEqual(
      [streaming.affects, streaming.target, streaming.before],
      [
        ['shoprpc.Shop.WatchOrders'],
        { release: 'v0.2.0', rpc: 'shoprpc.Shop.WatchOrders' },
        { release: 'v0.1.0', rpc: 'shoprpc.Shop.WatchOrders' },
      ],
    );
  });

  test('REST bindings added, removed and changed (method, path, body), additional bindings included', () => {
    const route = (method: string, path: string, body: string | null, primary = true) => ({
      method,
      path,
      body,
      primary,
    });
    assert.deepEqual(facts('rest-added-shoprpc.shop.listitems-post-v1-items-search'), {
      kind: 'rest-added',
      rpc: 'shoprpc.Shop.ListItems',
      route: route('POST', '/v1/items/search', '*', false),
      severity: 'non-breaking',
    });
    assert.deepEqual(facts('rest-removed-shoprpc.shop.getitem-get-v1-item-id'), {
      kind: 'rest-removed',
      rpc: 'shoprpc.Shop.GetItem',
      route: route('GET', '/v1/item/{id}', null, false),
      severity: 'json-breaking',
    });
    assert.deepEqual(change('rest-removed-shoprpc.shop.getitem-get-v1-item-id').target, {
      release: 'v0.1.0',
      rpc: 'shoprpc.Shop.GetItem',
    });
    assert.deepEqual(facts('rest-changed-shoprpc.shop.refundorder-put-v1-refunds'), {
      kind: 'rest-changed',
      rpc: 'shoprpc.Shop.RefundOrder',
      from: route('POST', '/v1/refunds', '*'),
      to: route('PUT', '/v1/refunds', '*'),
      aspects: ['method'],
      severity: 'json-breaking',
    });
    assert.deepEqual(facts('rest-changed-shoprpc.shop.checkout-post-v2-checkout'), {
      kind: 'rest-changed',
      rpc: 'shoprpc.Shop.Checkout',
      from: route('POST', '/v1/checkout', '*'),
      to: route('POST', '/v2/checkout', '*'),
      aspects: ['path'],
      severity: 'json-breaking',
    });
    assert.deepEqual(facts('rest-changed-shoprpc.shop.buyitem-post-v1-items-id-buy'), {
      kind: 'rest-changed',
      rpc: 'shoprpc.Shop.BuyItem',
      from: route('POST', '/v1/items/{id}/buy', '*'),
      to: route('POST', '/v1/items/{id}/buy', 'payment'),
      aspects: ['body'],
      severity: 'json-breaking',
    });
    assert.ok(
      !changes.changes.some((c) => c.kind.startsWith('rest-') && 'rpc' in c && c.rpc === 'shoprpc.Shop.AddReview'),
      "a new RPC's routes come with it",
    );
  });

  test('fields added, removed, renamed, renumbered, retyped, relabelled and deprecated, each listing the RPCs it affects', () => {
    const shape = (
      number: number,
      type: string,
      label = 'singular',
      oneof: string | null = null,
      mapKey: string | null = null,
    ) => ({ number, type, label, mapKey, oneof });
    assert.deepEqual(facts('field-added-shoprpc.item-seller'), {
      kind: 'field-added',
      type: 'shoprpc.Item',
      field: 'seller',
      shape: shape(13, 'string'),
      severity: 'non-breaking',
    });
    assert.deepEqual(facts('field-removed-shoprpc.item-on_sale'), {
      kind: 'field-removed',
      type: 'shoprpc.Item',
      field: 'on_sale',
      shape: shape(7, 'bool'),
      severity: 'wire-breaking',
    });
    assert.deepEqual(facts('field-renamed-shoprpc.item-name'), {
      kind: 'field-renamed',
      type: 'shoprpc.Item',
      field: 'name',
      from: 'title',
      number: 2,
      severity: 'json-breaking',
    });
    assert.deepEqual(facts('field-number-changed-shoprpc.item-stock'), {
      kind: 'field-number-changed',
      type: 'shoprpc.Item',
      field: 'stock',
      from: 6,
      to: 16,
      severity: 'wire-breaking',
    });
    assert.deepEqual(facts('field-type-changed-shoprpc.item-currency'), {
      kind: 'field-type-changed',
      type: 'shoprpc.Item',
      field: 'currency',
      from: 'string',
      to: 'shoprpc.Currency',
      severity: 'wire-breaking',
    });
    assert.deepEqual(
      facts('field-type-changed-shoprpc.item-price_sat'),
      {
        kind: 'field-type-changed',
        type: 'shoprpc.Item',
        field: 'price_sat',
        from: 'uint64',
        to: 'int64',
        severity: 'json-breaking',
      },
      'same wire encoding, other JSON range',
    );
    assert.deepEqual(facts('field-label-changed-shoprpc.item-tags'), {
      kind: 'field-label-changed',
      type: 'shoprpc.Item',
      field: 'tags',
      from: shape(5, 'string', 'repeated'),
      to: shape(5, 'string', 'map', null, 'string'),
      severity: 'wire-breaking',
    });
    assert.deepEqual(facts('field-label-changed-shoprpc.item-discount_pct'), {
      kind: 'field-label-changed',
      type: 'shoprpc.Item',
      field: 'discount_pct',
      from: shape(10, 'uint32'),
      to: shape(10, 'uint32', 'singular', 'offer'),
      severity: 'wire-breaking',
    });
    assert.deepEqual(facts('field-label-changed-shoprpc.item-rating'), {
      kind: 'field-label-changed',
      type: 'shoprpc.Item',
      field: 'rating',
      from: shape(9, 'uint32', 'optional'),
      to: shape(9, 'uint32'),
      severity: 'non-breaking',
    });
    assert.deepEqual(facts('field-added-shoprpc.item-fixed_discount_sat'), {
      kind: 'field-added',
      type: 'shoprpc.Item',
      field: 'fixed_discount_sat',
      shape: shape(12, 'uint64', 'singular', 'offer'),
      severity: 'non-breaking',
    });
    assert.deepEqual(facts('field-deprecated-shoprpc.item-note'), {
      kind: 'field-deprecated',
      type: 'shoprpc.Item',
      field: 'note',
      severity: 'non-breaking',
    });
    for (const c of changes.changes)
      if ('type' in c && c.type === 'shoprpc.Item') assert.deepEqual(c.affects, ITEM_USERS, c.id);
    assert.deepEqual(change('field-added-shoprpc.buyitemrequest-payment').affects, ['shoprpc.Shop.BuyItem']);
  });

  test('a field change links to the field row on the page of an RPC that shows the message, in the right release', () => {
    const renamed = change('field-renamed-shoprpc.item-name');
    assert.deepEqual(
      renamed.target,
      { release: 'v0.2.0', rpc: 'shoprpc.Shop.GetItem', type: 'shoprpc.Item', member: 'name' },
      'GetItem returns Item: its own page',
    );
    assert.deepEqual(
      renamed.before,
      { release: 'v0.1.0', rpc: 'shoprpc.Shop.GetItem', type: 'shoprpc.Item', member: 'title' },
      'the old name in the old release',
    );
    assert.deepEqual(change('field-removed-shoprpc.item-on_sale').target, {
      release: 'v0.1.0',
      rpc: 'shoprpc.Shop.GetItem',
      type: 'shoprpc.Item',
      member: 'on_sale',
    });
    assert.equal(change('field-removed-shoprpc.item-on_sale').before, undefined);
  });

  test('enum values added, removed, renumbered, renamed and deprecated, nested enums included', () => {
    assert.deepEqual(facts('enum-value-added-shoprpc.category-garden'), {
      kind: 'enum-value-added',
      type: 'shoprpc.Category',
      value: 'GARDEN',
      number: 6,
      severity: 'non-breaking',
    });
    assert.deepEqual(facts('enum-value-removed-shoprpc.category-toys'), {
      kind: 'enum-value-removed',
      type: 'shoprpc.Category',
      value: 'TOYS',
      number: 3,
      severity: 'wire-breaking',
    });
    assert.deepEqual(facts('enum-value-renumbered-shoprpc.category-games'), {
      kind: 'enum-value-renumbered',
      type: 'shoprpc.Category',
      value: 'GAMES',
      from: 2,
      to: 3,
      severity: 'wire-breaking',
    });
    assert.deepEqual(facts('enum-value-renamed-shoprpc.category-audio'), {
      kind: 'enum-value-renamed',
      type: 'shoprpc.Category',
      value: 'AUDIO',
      from: 'MUSIC',
      number: 4,
      severity: 'json-breaking',
    });
    assert.deepEqual(facts('enum-value-deprecated-shoprpc.category-films'), {
      kind: 'enum-value-deprecated',
      type: 'shoprpc.Category',
      value: 'FILMS',
      number: 5,
      severity: 'non-breaking',
    });
    const shipped = change('enum-value-added-shoprpc.order.state-shipped');
    assert.deepEqual(
      shipped.affects,
      [
        'shoprpc.Shop.BuyItem',
        'shoprpc.Shop.CancelOrder',
        'shoprpc.Shop.Checkout',
        'shoprpc.Shop.RefundOrder',
        'shoprpc.Shop.WatchOrders',
      ],
      'users in either release (CancelOrder is gone, RefundOrder new)',
    );
  });

  test('changes are sorted most severe first, then by section; ids are unique anchors', () => {
    const severities = SEVERITIES.map((s) => s.severity);
    const order = changes.changes.map((c) => severities.indexOf(c.severity));
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    );
    const firstNonBreaking = changes.changes.findIndex((c) => c.severity === 'non-breaking');
    assert.equal(changes.changes[firstNonBreaking]!.kind, 'sub-service-added');
    assert.equal(sectionOf(changes.changes[0]!.kind), 'sub-services');
    assert.equal(new Set(changes.changes.map((c) => c.id)).size, changes.changes.length);
    for (const c of changes.changes) assert.match(c.id, /^[a-z0-9._-]+$/, c.id);
  });

  test('the result is deterministic and plain JSON', async () => {
    const again = await shopChanges('v0.1.0', 'v0.2.0');
    assert.deepEqual(again, changes);
    assert.deepEqual(JSON.parse(JSON.stringify(changes)), changes);
  });
});

describe('diffReleases on other pairs', () => {
  test('v0.2.0 -> v0.3.0 only adds an RPC: nothing breaking', async () => {
    const changes = await shopChanges('v0.2.0', 'v0.3.0');
    assert.deepEqual(
      changes.changes.map((c) => [c.id, c.severity]),
      [['rpc-added-shoprpc.shop.listreviews', 'non-breaking']],
    );
    assert.equal(changes.counts.breaking, 0);
  });

  test('a release compared with itself has no changes', async () => {
    const release = await shopRelease('v0.2.0');
    assert.deepEqual(diffReleases(release, release).changes, []);
  });

  test('backwards, additions become removals and the other way round', async () => {
    const changes = await shopChanges('v0.2.0', 'v0.1.0');
    const kinds = new Map(changes.changes.map((c) => [c.id, c.kind]));
    assert.equal(kinds.get('sub-service-removed-shoprpc.reports'), 'sub-service-removed');
    assert.equal(kinds.get('rpc-added-shoprpc.shop.cancelorder'), 'rpc-added');
    assert.equal(kinds.get('field-renamed-shoprpc.item-title'), 'field-renamed');
    assert.equal(kinds.get('field-removed-shoprpc.item-seller'), 'field-removed');
  });
});
