/**
 * Marks that help instead of repeat, on the fixture release series
 * (test/history-views/history-fixture.ts): the reader's mark worded for their release line
 * (the backport of Item.stock to v0.1.1, BLUE re-added in v0.2.2, OldCall removed), the release
 * list sorted by version, rows that came with their RPC carrying no badge and no mark, and the
 * fields the page summary lists.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { summarySentence } from '../../src/client/version-summary.ts';
import { type MethodPageHistory, methodHistory, methodPageHistory } from '../../src/site/history/method-history.ts';
import { daemonHistory } from '../../src/site/history/site-histories.ts';
import type { EnumView, MessageView, RestRouteView } from '../../src/site/page-data.ts';
import type { SiteMethod, SiteRelease } from '../../src/site/site-api.ts';
import { newestFirst, readerMark, readerUpgrade } from '../../src/shared/reader-release.ts';
import { encodeReleaseSet } from '../../src/shared/release-set.ts';
import { fixtureHistory } from './history-fixture.ts';

const history = daemonHistory(fixtureHistory());
const tags = history.history.releases.map((r) => r.tag);
const reader = (tag: string) => ({ index: tags.indexOf(tag), tag, tags });
const setOf = (kind: 'rpc' | 'field' | 'enumValue', key: string) =>
  encodeReleaseSet(
    history.history.elements.find((e) => e.kind === kind && e.key === key)!.tags.map((t) => tags.indexOf(t)),
  );

describe("the reader's mark, worded for their release line", () => {
  test("a backport within the reader's line is the upgrade it names, not the newest line's release", () => {
    const stock = setOf('field', 'shop.Item.stock');
    assert.deepEqual(readerUpgrade(stock, reader('v0.1.0')), { kind: 'added', tag: 'v0.1.1', withinLine: true });
    assert.equal(readerMark(stock, reader('v0.1.0')), 'not in your v0.1.0: added in v0.1.1 (upgrade within your line)');
    assert.equal(readerMark(stock, reader('v0.1.1')), null, 'the backport has it');
    assert.equal(readerMark(stock, reader('v0.2.2')), null);
    assert.equal(readerMark(stock, null), null, 'no release set');
  });

  test("re-added on the reader's line; on an older line, the oldest newer release having it", () => {
    const blue = setOf('enumValue', 'shop.Color.BLUE');
    assert.equal(readerMark(blue, reader('v0.2.1')), 'not in your v0.2.1: added in v0.2.2 (upgrade within your line)');
    assert.equal(readerMark(blue, reader('v0.1.1')), 'not in your v0.1.1: added in v0.2.0');
  });

  test('removed: the newest release that had it; the RPC of a page says so as its subject', () => {
    const old = setOf('rpc', 'shop.Shop.OldCall');
    assert.equal(readerMark(old, reader('v0.2.1'), 'This RPC'), 'This RPC is not in your v0.2.1: last in v0.1.1');
    const newCall = setOf('rpc', 'shop.Shop.NewCall');
    assert.equal(readerMark(newCall, reader('v0.1.1'), 'This RPC'), 'This RPC is not in your v0.1.1: added in v0.2.0');
  });

  test('the release list sorts by version, newest line first, whatever the dates', () => {
    assert.deepEqual([...tags].sort(newestFirst), ['v0.2.2', 'v0.2.1', 'v0.2.0', 'v0.1.1', 'v0.1.0']);
    assert.deepEqual(['v0.21.1-beta', 'v0.20.2-beta', 'v0.9.0', 'v0.21.2-beta', 'v0.20.3-beta'].sort(newestFirst), [
      'v0.21.2-beta',
      'v0.21.1-beta',
      'v0.20.3-beta',
      'v0.20.2-beta',
      'v0.9.0',
    ]);
  });
});

describe('a method page says once what came with its RPC, and lists the rest for its summary', () => {
  // Rows as the page's constructors build them: each with its history (page.row).
  const types = (page: MethodPageHistory, fields: string[]) => {
    const field = (name: string) => ({
      name,
      anchor: `item-${name}`,
      grpcType: { name: 'string' },
      ...page.row('field', `shop.Item.${name}`),
    });
    const value = (name: string) => ({ name, ...page.row('enumValue', `shop.Color.${name}`) });
    const request = { fullName: 'shop.Item', fields: fields.map(field) } as unknown as MessageView;
    const response = { fullName: 'shop.Empty', fields: [] } as unknown as MessageView;
    return {
      request,
      response,
      nested: [],
      enums: [{ fullName: 'shop.Color', values: [value('RED'), value('BLUE')] }] as unknown as EnumView[],
      rest: [] as RestRouteView[],
    };
  };
  const newest = { id: 'shop', version: { tag: 'v0.2.2' } } as unknown as SiteRelease;

  test("rows added with the RPC carry no badge and no mark of their own; the RPC's mark says it", () => {
    const pageHistory = methodPageHistory({ baseUrl: '/d/' }, history, newest, {
      fullName: 'shop.Shop.NewCall',
    } as SiteMethod);
    const page = types(pageHistory, ['id', 'stock']);
    const parts = methodHistory(pageHistory, page);
    assert.deepEqual(
      parts.notes.map((n) => `${n.kind} ${n.tag}`),
      ['added v0.2.0'],
    );
    assert.deepEqual(parts.history.rpc, { has: setOf('rpc', 'shop.Shop.NewCall'), added: 'v0.2.0' });
    const stock = page.request.fields[1] as MessageView['fields'][number];
    assert.equal(stock.notes, undefined, 'Added in v0.2.0 like its RPC: no badge');
    assert.equal(stock.mark, undefined, 'every release having NewCall has stock: no mark');
    const blue = page.enums[0]!.values[1]!;
    assert.ok(blue.mark, 'BLUE is not in v0.2.1, which has NewCall: marked');
    assert.deepEqual(
      blue.notes?.map((n) => n.kind),
      ['added'],
      'Added in v0.2.2, after its RPC: its own badge',
    );
    assert.equal(parts.history.summary, undefined, 'no field of the request differs from the RPC');
  });

  test('an RPC in every release: its fields not in every release are listed for the summary, with their sets', () => {
    const pageHistory = methodPageHistory({ baseUrl: '/d/' }, history, newest, {
      fullName: 'shop.Shop.GetItem',
    } as SiteMethod);
    const page = types(pageHistory, ['id', 'stock']);
    const parts = methodHistory(pageHistory, page);
    assert.equal(parts.history.rpc, null);
    assert.deepEqual(parts.history.summary, {
      request: [{ path: 'stock', anchor: 'item-stock', has: setOf('field', 'shop.Item.stock') }],
      response: [],
    });
    assert.equal(
      summarySentence(3, 'request', 'v0.17.5-beta'),
      '3 fields of this request are not in your v0.17.5-beta:',
    );
    assert.equal(summarySentence(1, 'response', 'v0.1.0'), '1 field of this response is not in your v0.1.0:');
  });
});
