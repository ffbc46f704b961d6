/**
 * The history views on a fixture release series (test/history-views/history-fixture.ts):
 * release notes (added, backported, re-added, deprecated, removed), their links to the
 * per-release changes entries, the changes of a history release rebuilt from the history,
 * the removed elements a page lists, and the reader's version marks.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { elementMark, groupMark } from '../../src/site/history/element-mark.ts';
import { elementNotes } from '../../src/site/history/element-notes.ts';
import { historyReleaseApi } from '../../src/site/history/history-release-api.ts';
import { type MethodPageHistory, methodHistory, methodPageHistory } from '../../src/site/history/method-history.ts';
import { daemonHistory } from '../../src/site/history/site-histories.ts';
import type { EnumView, MessageView, RestRouteView } from '../../src/site/page-data.ts';
import type { SiteMethod, SiteRelease } from '../../src/site/site-api.ts';
import { encodeReleaseSet, releaseSetHas, releaseSetIndexes } from '../../src/shared/release-set.ts';
import {
  lackMark,
  missingRpcNote,
  missingRpcText,
  readerHasRemoved,
  readerIndex,
} from '../../src/shared/version-marks.ts';
import { releaseNoteWords } from '../../src/search/search-documents.ts';
import type { MethodPage } from '../../src/site/page-data.ts';
import { sanitizeSettings } from '../../src/shared/node-settings.ts';
import { ReleaseBadge, releaseNoteLabel } from '../../src/theme/components/ReleaseBadge.tsx';
import { fixtureHistory } from './history-fixture.ts';

const site = { baseUrl: '/d/' };
const history = daemonHistory(fixtureHistory());
const notes = (kind: Parameters<typeof elementNotes>[3], key: string, page: string) =>
  elementNotes(site, 'shop', history, kind, key, page);

describe('release notes from the history', () => {
  test('the order and lines the notes walk: v0.2.0 follows v0.1.0, v0.1.1 stays in its line', () => {
    assert.deepEqual(
      history.history.releases.map((r) => `${r.tag}<${r.follows ?? '-'}`),
      ['v0.1.0<-', 'v0.2.0<v0.1.0', 'v0.1.1<v0.1.0', 'v0.2.1<v0.2.0', 'v0.2.2<v0.2.1'],
    );
  });

  test('added with the backport line, on either line, linking to the entry of the changes page', () => {
    const newest = notes('field', 'shop.Item.stock', 'v0.2.2');
    assert.deepEqual(newest.notes, [
      {
        kind: 'added',
        tag: 'v0.2.0',
        also: ['v0.1.1'],
        href: '/d/api/shop/history/v0.2.0/#field-added-shop.item-stock',
      },
    ]);
    assert.equal(releaseNoteLabel(newest.notes[0]!), 'Added in v0.2.0; also v0.1.1');
    assert.equal(newest.has, '1e', 'in every release but the first');
    const older = notes('field', 'shop.Item.stock', 'v0.1.1');
    assert.deepEqual(older.notes.map(releaseNoteLabel), ['Added in v0.1.1; also v0.2.0']);
  });

  test('re-added: the note names the release it came back in, not the first one that had it', () => {
    const blue = notes('enumValue', 'shop.Color.BLUE', 'v0.2.2');
    assert.deepEqual(
      blue.notes.map((n) => [n.kind, n.tag, n.also]),
      [['added', 'v0.2.2', []]],
    );
    assert.match(blue.notes[0]!.href!, /^\/d\/api\/shop\/history\/v0\.2\.2\/#enum-value-added-shop\.color-blue$/);
  });

  test('deprecated: "Deprecated in" the release of the page\'s line that deprecated it; the other line has no such note', () => {
    assert.deepEqual(notes('field', 'shop.Item.title', 'v0.2.2').notes.map(releaseNoteLabel), ['Deprecated in v0.2.1']);
    assert.deepEqual(notes('field', 'shop.Item.title', 'v0.1.1').notes, []);
  });

  test("removed: the older release's page says which release of the newest line dropped it", () => {
    const old = notes('rpc', 'shop.Shop.OldCall', 'v0.1.1');
    assert.deepEqual(
      old.notes.map((n) => [n.kind, n.tag, n.href]),
      [['removed', 'v0.2.0', '/d/api/shop/history/v0.2.0/#rpc-removed-shop.shop.oldcall']],
    );
    assert.deepEqual(notes('rest', 'POST /v1/old', 'v0.1.1').notes.map(releaseNoteLabel), ['Removed in v0.2.0']);
  });

  test('in every release: no note and no release set', () => {
    assert.deepEqual(notes('rpc', 'shop.Shop.GetItem', 'v0.2.2'), { notes: [], has: null, added: null });
    assert.deepEqual(notes('field', 'shop.Item.nope', 'v0.2.2'), { notes: [], has: null, added: null });
  });

  test('the badge renders server-side as a link, or as text without an entry', () => {
    assert.equal(
      renderToStaticMarkup(
        createElement(ReleaseBadge, { note: { kind: 'added', tag: 'v0.2.0', also: ['v0.1.1'], href: '/c/#x' } }),
      ),
      '<a class="badge badge--new" href="/c/#x" title="Added in v0.2.0; also v0.1.1: see the API changes">Added in <span class="version-tag">v0.2.0</span>; also <span class="version-tag">v0.1.1</span></a>',
    );
    assert.equal(
      renderToStaticMarkup(createElement(ReleaseBadge, { note: { kind: 'removed', tag: 'v1', also: [], href: null } })),
      '<span class="badge badge--removed">Removed in v1</span>',
    );
  });
});

describe('changes of history releases', () => {
  test('a release rebuilt from the history has its RPCs, fields with types, enum values and REST bindings', () => {
    const api = historyReleaseApi(history.history, 'v0.1.0');
    assert.deepEqual(
      api.subServices.map((s) => [s.fullName, s.methods.map((m) => m.name)]),
      [['shop.Shop', ['GetItem', 'OldCall']]],
    );
    const oldCall = api.subServices[0]!.methods[1]!;
    assert.deepEqual(oldCall.rest, [{ method: 'POST', path: '/v1/old', body: '*', primary: true }]);
    assert.deepEqual(oldCall.types, ['shop.Item', 'shop.Color']);
    assert.deepEqual(
      api.messages['shop.Item']!.fields.map((f) => [f.name, f.jsonName, f.type]),
      [
        ['id', 'id', { kind: 'scalar', name: 'uint64' }],
        ['title', 'title', { kind: 'scalar', name: 'string' }],
        ['color', 'color', { kind: 'enum', fullName: 'shop.Color' }],
      ],
    );
  });

  test("the changes into a release from the one it follows, with the changes page's classification", () => {
    const into = history.changesInto('v0.2.0')!;
    assert.equal(into.from, 'v0.1.0');
    assert.deepEqual(
      into.changes.map((c) => [c.kind, c.severity]),
      [
        ['rpc-removed', 'wire-breaking'],
        ['rpc-added', 'non-breaking'],
        ['enum-value-added', 'non-breaking'],
        ['field-added', 'non-breaking'],
      ],
    );
    assert.equal(
      history.changesInto('v0.1.1')!.from,
      'v0.1.0',
      'a patch of the older line is compared within its line',
    );
    assert.deepEqual(
      history
        .changesInto('v0.2.1')!
        .changes.map((c) => c.kind)
        .sort(),
      ['enum-value-removed', 'field-deprecated'],
    );
    assert.equal(history.changesInto('v0.1.0'), null, 'the first release follows none');
  });

  test('a history without kept meanings cannot rebuild a release, and says why', () => {
    const bare = { ...history.history, elements: history.history.elements.map(({ meanings: _m, ...e }) => e) };
    assert.throws(() => historyReleaseApi(bare, 'v0.1.0'), /keeps no meaning at v0\.1\.0/);
  });
});

describe("a method page's history parts", () => {
  // Rows as the page's constructors build them: each with its history (page.row).
  const view = (page: MethodPageHistory, fields: string[], values: string[]) => {
    const message = {
      fullName: 'shop.Item',
      fields: fields.map((name) => ({
        name,
        anchor: `shop.item-${name}`,
        grpcType: { name: 'string' },
        ...page.row('field', `shop.Item.${name}`),
      })),
    } as unknown as MessageView;
    return {
      request: message,
      response: message,
      nested: [],
      enums: [
        {
          fullName: 'shop.Color',
          values: values.map((name) => ({ name, ...page.row('enumValue', `shop.Color.${name}`) })),
        },
      ] as unknown as EnumView[],
      rest: [{ method: 'GET', path: '/v1/item', others: null, ...page.row('rest', 'GET /v1/item') }] as RestRouteView[],
    };
  };
  const release = (tag: string) => ({ id: 'shop', version: { tag } }) as unknown as SiteRelease;
  const getItem = { fullName: 'shop.Shop.GetItem' } as SiteMethod;

  test("rows get their notes and release sets; what other releases have and the page's release lacks is listed", () => {
    const page = methodPageHistory(site, history, release('v0.1.1'), getItem);
    const types = view(page, ['id', 'title', 'color', 'stock'], ['RED']);
    const parts = methodHistory(page, types);
    assert.deepEqual(parts.notes, []);
    assert.equal(parts.history.rpc, null);
    assert.deepEqual(types.request.fields[3]!.mark, { has: '1e', added: 'v0.1.1' });
    assert.equal(page.row('field', 'shop.Item.stock'), page.row('field', 'shop.Item.stock'), 'noted once per page');
    assert.equal(types.request.fields[0]!.mark, undefined, 'in every release');
    assert.deepEqual(parts.history.removed, [{ label: 'enum value shop.Color.BLUE', has: '12', removedIn: null }]);
  });

  test('on the newest release nothing the page shows is missing from it', () => {
    const page = methodPageHistory(site, history, release('v0.2.2'), getItem);
    const parts = methodHistory(page, view(page, ['id', 'title', 'color', 'stock'], ['RED', 'BLUE']));
    assert.deepEqual(parts.history.removed, []);
  });
});

describe('the marks of listed elements and groups (sidebar, RPC cards, REST rows, sub-service cards)', () => {
  const newest = { id: 'shop', version: { tag: 'v0.2.2' } };
  test('an element not in every release carries its set and the page\'s "Added in"; one in every release none', () => {
    assert.deepEqual(elementMark(newest, history, 'rpc', 'shop.Shop.NewCall'), {
      daemon: 'shop',
      has: '1a',
      added: 'v0.2.0',
    });
    assert.deepEqual(elementMark(newest, history, 'rest', 'GET /v1/item'), undefined);
    assert.deepEqual(elementMark({ id: 'shop', version: { tag: 'v0.1.1' } }, history, 'rest', 'POST /v1/old'), {
      daemon: 'shop',
      has: '5',
      added: null,
    });
  });

  test('a list mark diffs no release: its element shows no note, so no changes page is computed for a link', () => {
    const counted = daemonHistory(fixtureHistory());
    let diffs = 0;
    const changesInto = counted.changesInto;
    counted.changesInto = (tag) => {
      diffs += 1;
      return changesInto(tag);
    };
    assert.deepEqual(elementMark(newest, counted, 'rpc', 'shop.Shop.NewCall'), {
      daemon: 'shop',
      has: '1a',
      added: 'v0.2.0',
    });
    assert.deepEqual(groupMark(newest, counted, 'rpc', ['shop.Shop.NewCall']), {
      daemon: 'shop',
      has: '1a',
      added: 'v0.2.0',
    });
    assert.equal(diffs, 0);
    assert.equal(elementNotes(site, 'shop', counted, 'rpc', 'shop.Shop.NewCall', 'v0.2.2').notes[0]?.kind, 'added');
    assert.ok(diffs > 0, 'a note links its entry: that diffs the release');
  });

  test('a group is in the releases that have any of its elements; unmarked when some release-wide element or the union covers every release', () => {
    assert.deepEqual(groupMark(newest, history, 'rpc', ['shop.Shop.NewCall']), {
      daemon: 'shop',
      has: '1a',
      added: 'v0.2.0',
    });
    assert.equal(
      groupMark(newest, history, 'rpc', ['shop.Shop.NewCall', 'shop.Shop.GetItem']),
      undefined,
      'GetItem is in every release',
    );
    assert.equal(
      groupMark(newest, history, 'rpc', ['shop.Shop.NewCall', 'shop.Shop.OldCall']),
      undefined,
      'between them in every release',
    );
    assert.equal(groupMark(newest, history, 'rpc', []), undefined);
  });
});

describe("release sets and the reader's marks", () => {
  test('encode and read back', () => {
    assert.equal(encodeReleaseSet([1, 2, 3, 4]), '1e');
    assert.equal(encodeReleaseSet([]), '0');
    assert.equal(encodeReleaseSet([0, 45]), '200000000001');
    assert.deepEqual(releaseSetIndexes('200000000001'), [0, 45]);
    assert.equal(releaseSetHas('1e', 0), false);
    assert.equal(releaseSetHas('1e', 4), true);
    assert.equal(releaseSetHas('1e', 99), false);
    assert.equal(releaseSetHas('zz', 1), false, 'not a set');
  });

  test('a reader without the element gets "not in your ...: added in ..."; with it, none', () => {
    const releases = { tags: history.history.releases.map((r) => r.tag) };
    const reader = (tag: string) => ({ index: readerIndex(releases, tag)!, tag, tags: releases.tags });
    const stock = { has: '1e', added: 'v0.2.0' };
    assert.equal(lackMark(stock, reader('v0.1.0')), 'not in your v0.1.0: added in v0.1.1 (upgrade within your line)');
    assert.equal(lackMark(stock, reader('v0.1.1')), null, 'the backport has it');
    assert.equal(lackMark(stock, null), null, 'no release set');
    assert.equal(readerIndex(releases, 'v9.9.9'), null, 'a tag the site does not pin');
    const removed = [{ label: 'enum value shop.Color.BLUE', has: '12', removedIn: null }];
    assert.deepEqual(readerHasRemoved(removed, reader('v0.2.0')), removed);
    assert.deepEqual(readerHasRemoved(removed, reader('v0.2.1')), []);
  });

  test('the stored release per daemon survives sanitizing; junk is dropped', () => {
    const settings = sanitizeSettings({
      versions: { lnd: 'v0.17.5-beta', loop: 'latest', 'Bad Id': 'v1.0.0', tapd: 5 },
    });
    assert.deepEqual(settings.versions, { lnd: 'v0.17.5-beta' });
    assert.deepEqual(sanitizeSettings(null).versions, {});
  });
});

describe('search', () => {
  const table = {
    tags: ['v0.20.3-beta', 'v0.21.0-beta', 'v0.21.1-beta', 'v0.21.2-beta'],
    follows: [-1, 0, 1, 2],
    rpcs: {
      SendOnionMessage: { has: 'e', href: '/a/send-onion-message/' },
      SendPaymentSync: { has: '1', href: '/a/v0.20.3-beta/send-payment-sync/' },
    },
  };

  test('a release that lacks the RPC searched for says which releases have it, linking its newest page', () => {
    const note = missingRpcNote(table, 'v0.20.3-beta', ' sendonionmessage ')!;
    assert.deepEqual(note, {
      name: 'SendOnionMessage',
      tag: 'v0.20.3-beta',
      tags: ['v0.21.0-beta', 'v0.21.1-beta', 'v0.21.2-beta'],
      href: '/a/send-onion-message/',
      removedIn: null,
    });
    assert.equal(
      missingRpcText(note),
      'SendOnionMessage is not in v0.20.3-beta: added in v0.21.0-beta (3 releases have it)',
    );
  });

  test('a release whose line had the RPC says where the line lost it and the last release having it', () => {
    const note = missingRpcNote(table, 'v0.21.2-beta', 'SendPaymentSync')!;
    assert.equal(note.removedIn, 'v0.21.0-beta');
    assert.equal(
      missingRpcText(note),
      'SendPaymentSync is not in v0.21.2-beta: removed in v0.21.0-beta; last in v0.20.3-beta',
    );
    // A release on another line that never had it: added, not removed (the walk follows the line, not the dates).
    const branched = { ...table, follows: [-1, -1, 1, 2] };
    assert.equal(missingRpcNote(branched, 'v0.21.2-beta', 'SendPaymentSync')!.removedIn, null);
    // Without a known line nothing is claimed removed.
    const { follows: _follows, ...noLine } = table;
    assert.equal(missingRpcNote(noLine, 'v0.21.2-beta', 'SendPaymentSync')!.removedIn, null);
  });

  test('no note for a release that has it, for words, for other RPCs or an unknown release', () => {
    assert.equal(missingRpcNote(table, 'v0.21.1-beta', 'SendOnionMessage'), null);
    assert.equal(missingRpcNote(table, 'v0.20.3-beta', 'send onion message'), null);
    assert.equal(missingRpcNote(table, 'v0.20.3-beta', 'GetInfo'), null);
    assert.equal(missingRpcNote(table, 'v0.1.0', 'SendOnionMessage'), null);
    assert.equal(missingRpcNote(undefined, 'v0.20.3-beta', 'SendOnionMessage'), null);
  });

  test('an RPC page is found by the release that added it, its line and its backports', () => {
    const page = {
      notes: [{ kind: 'added', tag: 'v0.21.2-beta', also: ['v0.20.3-beta'], href: null }],
    } as unknown as MethodPage;
    assert.equal(releaseNoteWords(page), 'added in 0.21.2 added in 0.21 added in 0.20.3 added in 0.20');
    assert.equal(releaseNoteWords({ notes: [] } as unknown as MethodPage), '');
  });
});
