/**
 * "Removed in" and "Deprecated in" notes link the "Upgrading to" page of their release, on the
 * fixture release series (test/history-views/history-fixture.ts: v0.2.0 removes Shop.OldCall
 * and POST /v1/old, v0.2.1 deprecates Item.title): in the notes' data, the badge's markup and
 * the Markdown copy; "Added in" and "Changed in" notes link none.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { notesText } from '../../src/export/markdown/badges-markdown.ts';
import { elementNotes } from '../../src/site/history/element-notes.ts';
import { daemonHistory } from '../../src/site/history/site-histories.ts';
import { upgradingReleases } from '../../src/site/plan-routes.ts';
import { ReleaseBadges } from '../../src/theme/components/ReleaseBadge.tsx';
import { fixtureHistory } from './history-fixture.ts';

const site = { baseUrl: '/d/' };
const history = daemonHistory(fixtureHistory());
const notes = (kind: Parameters<typeof elementNotes>[3], key: string, page: string) =>
  elementNotes(site, 'shop', history, kind, key, page).notes;

describe('release notes link the "Upgrading to" page of their release', () => {
  test('removed and deprecated notes carry the page the route plan builds; added notes none', () => {
    assert.deepEqual(upgradingReleases(history), ['v0.2.0', 'v0.2.1'], 'the fixture releases that get one');
    assert.deepEqual(
      notes('rpc', 'shop.Shop.OldCall', 'v0.1.1').map((n) => [n.kind, n.tag, n.upgrading]),
      [['removed', 'v0.2.0', '/d/api/shop/history/v0.2.0/upgrading/']],
    );
    assert.deepEqual(
      notes('rest', 'POST /v1/old', 'v0.1.0').map((n) => n.upgrading),
      ['/d/api/shop/history/v0.2.0/upgrading/'],
    );
    assert.deepEqual(
      notes('field', 'shop.Item.title', 'v0.2.2').map((n) => [n.kind, n.tag, n.upgrading]),
      [['deprecated', 'v0.2.1', '/d/api/shop/history/v0.2.1/upgrading/']],
    );
    const added = notes('field', 'shop.Item.stock', 'v0.2.2');
    assert.deepEqual(
      added.map((n) => n.kind),
      ['added'],
    );
    assert.equal('upgrading' in added[0]!, false, 'v0.2.0 has an Upgrading page, but an addition needs none');
  });

  test('the badge is followed by the link; the Markdown copy says it in brackets', () => {
    const removed = notes('rpc', 'shop.Shop.OldCall', 'v0.1.1');
    assert.equal(
      renderToStaticMarkup(createElement(ReleaseBadges, { notes: removed })),
      '<a class="badge badge--removed" href="/d/api/shop/history/v0.2.0/#rpc-removed-shop.shop.oldcall" title="Removed in v0.2.0: see the API changes">Removed in <span class="version-tag">v0.2.0</span></a> <a class="release-note__upgrading" href="/d/api/shop/history/v0.2.0/upgrading/">Upgrading to <span class="version-tag">v0.2.0</span></a>',
    );
    assert.equal(
      notesText(removed),
      '[Removed in v0.2.0](/d/api/shop/history/v0.2.0/#rpc-removed-shop.shop.oldcall) ([Upgrading to v0.2.0](/d/api/shop/history/v0.2.0/upgrading/))',
    );
    assert.equal(
      renderToStaticMarkup(createElement(ReleaseBadges, { notes: notes('field', 'shop.Item.stock', 'v0.2.2') })),
      '<a class="badge badge--new" href="/d/api/shop/history/v0.2.0/#field-added-shop.item-stock" title="Added in v0.2.0; also v0.1.1: see the API changes">Added in <span class="version-tag">v0.2.0</span>; also <span class="version-tag">v0.1.1</span></a>',
    );
  });
});
