/**
 * The changes page as data (groups, entries, links into the right release) and as HTML,
 * and the release notes method pages show.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiChanges } from '../../src/diff/api-changes.ts';
import type { ApiChangesPage, ChangeEntryView } from '../../src/site/page-data.ts';
import { changeGroups } from '../../src/site/pages/api-changes-page.ts';
import type { ReleaseLinkFor } from '../../src/site/release-links.ts';
import { ApiChangesView } from '../../src/theme/pages/ApiChangesView.tsx';
import { shopChanges, shopRelease } from '../helpers/release-fixtures.ts';

/** Links to /<tag>/<page>/ for what each release has (`has` by tag: its RPC and sub-service full names). */
const linksTo =
  (has: Map<string, Set<string>>): ReleaseLinkFor =>
  (release, page) => {
    if (!has.has(release)) return null;
    if (page.kind === 'index') return `/${release}/`;
    const name = page.kind === 'method' ? page.method : page.kind === 'category' ? page.subService : page.kind;
    return has.get(release)!.has(name) ? `/${release}/${name}/` : null;
  };
const namesOf = async (tag: string) =>
  new Set((await shopRelease(tag)).subServices.flatMap((s) => [s.fullName, ...s.methods.map((m) => m.fullName)]));

describe('the changes page of shop v0.1.0 -> v0.2.0', () => {
  let changes: ApiChanges;
  /** Every release has pages (as once the model split builds the old ones). */
  let everyRelease: ReleaseLinkFor;
  /** Only v0.2.0 has pages (as for a release that is no longer pinned). */
  let newestOnly: ReleaseLinkFor;
  const entries = (linkFor: ReleaseLinkFor) =>
    new Map(
      changeGroups(changes, linkFor).flatMap((g) =>
        g.sections.flatMap((s) => s.entries.map((e) => [e.id, e] as [string, ChangeEntryView])),
      ),
    );

  before(async () => {
    changes = await shopChanges('v0.1.0', 'v0.2.0');
    const [older, newer] = [await namesOf('v0.1.0'), await namesOf('v0.2.0')];
    everyRelease = linksTo(
      new Map([
        ['v0.1.0', older],
        ['v0.2.0', newer],
      ]),
    );
    newestOnly = linksTo(new Map([['v0.2.0', newer]]));
  });

  test('groups: breaking first, each split into sections, every change once', () => {
    const groups = changeGroups(changes, everyRelease);
    assert.deepEqual(
      groups.map((g) => [g.id, g.title, g.count, g.breaking]),
      [
        ['wire-breaking', 'Wire-breaking', 12, true],
        ['json-breaking', 'JSON/REST-breaking', 7, true],
        ['non-breaking', 'Non-breaking', 12, false],
      ],
    );
    assert.deepEqual(
      groups[0]!.sections.map((s) => [s.id, s.title]),
      [
        ['wire-breaking-sub-services', 'Sub-services'],
        ['wire-breaking-rpcs', 'RPCs'],
        ['wire-breaking-types', 'Messages and enums'],
      ],
    );
    assert.deepEqual(
      groups[1]!.sections.map((s) => s.title),
      ['REST bindings', 'Messages and enums'],
    );
    assert.equal(entries(everyRelease).size, changes.changes.length);
  });

  test('entries link to the page and row anchor in the right release', () => {
    const all = entries(everyRelease);
    const renamed = all.get('field-renamed-shoprpc.item-name')!;
    assert.deepEqual(renamed.subject, {
      label: 'shoprpc.Item.name',
      href: '/v0.2.0/shoprpc.Shop.GetItem/#shoprpc.item-name',
    });
    assert.deepEqual(renamed.before, { label: 'in v0.1.0', href: '/v0.1.0/shoprpc.Shop.GetItem/#shoprpc.item-title' });
    assert.deepEqual(renamed.text, ['field renamed from ', { code: 'title' }, ' to ', { code: 'name' }, ' (number 2)']);
    assert.deepEqual(
      renamed.affects.map((a) => a.label),
      ['Shop.BuyItem', 'Shop.GetItem', 'Shop.ListItems'],
    );
    assert.equal(
      all.get('field-removed-shoprpc.item-on_sale')!.subject.href,
      '/v0.1.0/shoprpc.Shop.GetItem/#shoprpc.item-on_sale',
      'removed: the old release',
    );
    assert.equal(
      all.get('enum-value-added-shoprpc.order.state-shipped')!.subject.href,
      '/v0.2.0/shoprpc.Shop.BuyItem/#shoprpc.order.state-shipped',
    );
    assert.equal(all.get('sub-service-removed-shoprpc.legacy')!.subject.href, '/v0.1.0/shoprpc.Legacy/');
    assert.deepEqual(all.get('sub-service-added-shoprpc.reports')!.affects, [
      { label: 'Reports.SalesReport', href: '/v0.2.0/shoprpc.Reports.SalesReport/' },
    ]);
    assert.deepEqual(
      all.get('rpc-added-shoprpc.shop.addreview')!.affects,
      [],
      'an RPC-level entry names its RPC already',
    );
    const shipped = all.get('enum-value-added-shoprpc.order.state-shipped')!;
    assert.equal(
      shipped.affects.find((a) => a.label === 'Shop.CancelOrder')!.href,
      '/v0.1.0/shoprpc.Shop.CancelOrder/',
      'an RPC gone from the new release links to the old one',
    );
  });

  test('a release without pages gives plain text, never a broken link', () => {
    const all = entries(newestOnly);
    assert.equal(all.get('rpc-removed-shoprpc.shop.cancelorder')!.subject.href, null);
    assert.equal(all.get('field-renamed-shoprpc.item-name')!.before, null);
    assert.equal(
      all.get('field-renamed-shoprpc.item-name')!.subject.href,
      '/v0.2.0/shoprpc.Shop.GetItem/#shoprpc.item-name',
    );
    const shipped = all.get('enum-value-added-shoprpc.order.state-shipped')!;
    assert.equal(shipped.affects.find((a) => a.label === 'Shop.CancelOrder')!.href, null);
  });

  test('the view: counts at the top, breaking sections first, entries with their anchors, long RPC lists folded', () => {
    const groups = changeGroups(changes, everyRelease);
    const page = {
      kind: 'api-changes',
      title: 'API Changes',
      daemon: 'Shop',
      from: { label: 'v0.1.0', href: null },
      to: { label: 'v0.2.0', href: '/v0.2.0/' },
      counts: [
        { severity: 'wire-breaking', label: 'Wire-breaking', count: 12, breaking: true },
        { severity: 'json-breaking', label: 'JSON/REST-breaking', count: 7, breaking: true },
        { severity: 'non-breaking', label: 'Non-breaking', count: 12, breaking: false },
      ],
      total: 31,
      breaking: 19,
      groups,
    } as ApiChangesPage;
    const html = renderToStaticMarkup(createElement(ApiChangesView, { page }));
    assert.match(
      html,
      /^<h1>API Changes<\/h1><p class="changes__releases">Shop <a href="\/v0\.2\.0\/"><code><span class="version-tag">v0\.2\.0<\/span><\/code><\/a> compared with <code><span class="version-tag">v0\.1\.0<\/span><\/code>/,
      'tags kept on one line',
    );
    // Each group's sections are named with the group: two "RPCs" regions never share a name (axe landmark-unique).
    const regionNames = [...html.matchAll(/<section aria-labelledby="([^"]+)">/g)].map((m) =>
      m[1]!
        .split(' ')
        .map((id) => html.match(new RegExp(`id="${id}">([^<]*)<`))![1])
        .join(' '),
    );
    assert.ok(regionNames.filter((n) => n.endsWith(' RPCs')).length >= 2, regionNames.join(', '));
    assert.equal(new Set(regionNames).size, regionNames.length, `unique region names: ${regionNames.join(', ')}`);
    assert.match(
      html,
      /<ul class="changes__counts" aria-label="Changes by severity"><li class="changes__count changes__count--breaking"><span class="changes__count-number">12<\/span> Wire-breaking<\/li>/,
    );
    assert.ok(html.indexOf('changes__counts') < html.indexOf('<h2'), 'counts before the first group');
    assert.deepEqual(
      [...html.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1]),
      ['wire-breaking', 'json-breaking', 'non-breaking'],
    );
    assert.match(
      html,
      /<li id="field-renamed-shoprpc\.item-name" class="changes__entry"><a href="\/v0\.2\.0\/shoprpc\.Shop\.GetItem\/#shoprpc\.item-name"><code>shoprpc\.Item\.name<\/code><\/a>: <span>field renamed from <\/span><code>title<\/code>/,
    );
    assert.match(html, /\(<a href="\/v0\.1\.0\/shoprpc\.Shop\.GetItem\/#shoprpc\.item-title">in v0\.1\.0<\/a>\)/);
    assert.match(html, /<div class="changes__affects">RPCs: <span class="changes__affects-list">/);
    const many = {
      ...page,
      groups: [
        {
          ...groups[2]!,
          sections: [
            {
              id: 's',
              title: 'S',
              entries: [
                {
                  ...groups[2]!.sections[0]!.entries[0]!,
                  affects: Array.from({ length: 7 }, (_, i) => ({ label: `S.R${i}`, href: null })),
                },
              ],
            },
          ],
        },
      ],
    };
    assert.match(
      renderToStaticMarkup(createElement(ApiChangesView, { page: many })),
      /<details class="changes__affects"><summary>7 RPCs<\/summary>/,
    );
  });

  test('no changes: says so, no counts', () => {
    const page = {
      kind: 'api-changes',
      title: 'API Changes',
      daemon: 'Shop',
      from: { label: 'a', href: null },
      to: { label: 'b', href: null },
      counts: [],
      total: 0,
      breaking: 0,
      groups: [],
    } as unknown as ApiChangesPage;
    const html = renderToStaticMarkup(createElement(ApiChangesView, { page }));
    assert.match(html, /<p class="changes__none">No API changes\.<\/p>/);
    assert.doesNotMatch(html, /changes__counts/);
  });
});
