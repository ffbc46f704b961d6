/** The terminal report of `apidocs diff` and the words of each change. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeChange, plainText } from '../../src/diff/describe-change.ts';
import { formatChanges, summaryLine } from '../../src/diff/format-changes.ts';
import { shopChanges } from '../helpers/release-fixtures.ts';

test('the report: summary, then breaking changes first, by section, types with the RPCs they affect', async () => {
  const text = formatChanges('shop', await shopChanges('v0.1.0', 'v0.2.0'));
  assert.equal(
    text.split('\n')[0],
    'shop v0.1.0 → v0.2.0: 31 changes, 19 breaking (12 wire, 7 JSON/REST), 12 non-breaking',
  );
  const headings = text
    .split('\n')
    .filter((l) => /^\S/.test(l))
    .slice(1);
  assert.deepEqual(headings, ['Wire-breaking (12)', 'JSON/REST-breaking (7)', 'Non-breaking (12)']);
  assert.match(
    text,
    /^ {2}Sub-services\n {4}shoprpc\.Legacy: sub-service removed with its 1 RPC\n {6}RPCs: shoprpc\.Legacy\.Ping$/m,
  );
  assert.match(
    text,
    /^ {4}shoprpc\.Item\.name: field renamed from title to name \(number 2\)\n {6}affects: shoprpc\.Shop\.BuyItem, shoprpc\.Shop\.GetItem, shoprpc\.Shop\.ListItems$/m,
  );
  assert.match(
    text,
    /^ {4}shoprpc\.Shop\.Checkout: REST route path changed: POST \/v1\/checkout body "\*" → POST \/v2\/checkout body "\*"$/m,
  );
  assert.match(text, /^ {4}shoprpc\.Shop\.GetItem: REST additional binding removed: GET \/v1\/item\/\{id\}$/m);
  assert.match(text, /^ {4}shoprpc\.Item\.tags: field changed from repeated string to map<string, string>$/m);
  assert.match(
    text,
    /^ {4}shoprpc\.Item\.fixed_discount_sat: field added: uint64 fixed_discount_sat = 12 \(in oneof offer\)$/m,
  );
  assert.ok(text.indexOf('Wire-breaking') < text.indexOf('JSON/REST-breaking'));
  assert.ok(text.endsWith('\n'));
});

test('no changes and no breaking changes read as such', async () => {
  const none = await shopChanges('v0.2.0', 'v0.2.0');
  assert.equal(formatChanges('shop', none), 'shop v0.2.0 → v0.2.0: no API changes\n');
  assert.equal(
    summaryLine('shop', await shopChanges('v0.2.0', 'v0.3.0')),
    'shop v0.2.0 → v0.3.0: 1 change, none breaking, 1 non-breaking',
  );
});

test('every change has a subject and words; code is marked as code', async () => {
  const changes = await shopChanges('v0.1.0', 'v0.2.0');
  for (const change of changes.changes) {
    const text = describeChange(change);
    assert.ok(text.subject.length > 0 && plainText(text.parts).length > 0, change.id);
  }
  const renamed = changes.changes.find((c) => c.id === 'field-renamed-shoprpc.item-name')!;
  assert.deepEqual(describeChange(renamed), {
    subject: 'shoprpc.Item.name',
    parts: ['field renamed from ', { code: 'title' }, ' to ', { code: 'name' }, ' (number 2)'],
  });
});
