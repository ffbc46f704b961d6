/**
 * The API history pages in the fixture build: demo pins v1.0.0 and v0.9.0 (AncientThing
 * was removed in v1.0.0, OldThing added): the timeline, the changes page of each release
 * that follows another, the page at the removed RPC's URL, and the badges without JavaScript.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import type { ApiChangesPage, ApiHistoryPage, RemovedRpcPage, UpgradingPage } from '../../src/site/page-data.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

describe('the API history pages in the fixture build', () => {
  let result: BuildResult;
  const html = (route: string) =>
    fs.readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8').replaceAll('<!-- -->', '');
  const data = (route: string) => result.state.pages.find((p) => p.page.path === `/api-docs/${route}/`)?.page;

  before(async () => {
    result = await fixtureBuild();
  });

  test("the timeline lists every release newest first, with dates and changes linked to each release's changes page", () => {
    const page = data('api/demo/history') as ApiHistoryPage;
    assert.equal(page.kind, 'api-history');
    assert.equal(page.first, 'v0.9.0');
    assert.equal(page.json, '/api-docs/api/demo/history.json');
    assert.ok(fs.existsSync(path.join(result.outDir, 'api/demo/history.json')), 'the link reaches the file');
    assert.deepEqual(
      page.releases.map((r) => [r.tag, r.date, r.follows, r.changes]),
      [
        ['v1.0.0', '2025-06-01', 'v0.9.0', '/api-docs/api/demo/history/v1.0.0/'],
        ['v0.9.0', '2025-01-01', null, null],
      ],
    );
    assert.match(
      html('api/demo/history'),
      /<a href="\/api-docs\/api\/demo\/history\/v1\.0\.0\/">2 changes<\/a> since <code><span class="version-tag">v0\.9\.0<\/span><\/code>/,
    );
    assert.match(
      html('api/demo'),
      /The API history starts at <code><span class="version-tag">v0\.9\.0<\/span><\/code>\. Pages mark what came later with an “Added in” note; what <code><span class="version-tag">v0\.9\.0<\/span><\/code> already had carries none\./,
      'the "Added in" sentence in plain words',
    );
  });

  test('the changes page of a release against the one it follows, classified as the changes page is', () => {
    const page = html('api/demo/history/v1.0.0');
    assert.match(
      page,
      /<li id="rpc-removed-demorpc\.demo\.ancientthing" class="changes__entry"><a href="\/api-docs\/api\/demo\/v0\.9\.0\/demo\/ancient-thing\/">/,
    );
    assert.match(page, /<span class="changes__count-number">1<\/span> Wire-breaking/);
  });

  test("the removed RPC's URL in the newest release says when it was removed and links the last release that has it", () => {
    const page = data('api/demo/demo/ancient-thing') as RemovedRpcPage;
    assert.equal(page.kind, 'removed-rpc');
    assert.deepEqual(page.removedIn, {
      label: 'v1.0.0',
      href: '/api-docs/api/demo/history/v1.0.0/#rpc-removed-demorpc.demo.ancientthing',
    });
    assert.deepEqual(page.lastWith, { label: 'v0.9.0', href: '/api-docs/api/demo/v0.9.0/demo/ancient-thing/' });
    assert.match(html('api/demo/demo/ancient-thing'), /is not in Demo <code>v1\.0\.0<\/code>: it was removed in/);
  });

  test("site data lists each daemon's releases oldest first for the version setting; sidebars carry release sets", () => {
    assert.deepEqual(result.state.prepared.site.history.demo, {
      tags: ['v0.9.0', 'v1.0.0'],
      follows: [-1, 0],
      timeline: '/api-docs/api/demo/history/',
      rpcs: {
        AncientThing: { has: '1', href: '/api-docs/api/demo/v0.9.0/demo/ancient-thing/' },
        OldThing: { has: '2', href: '/api-docs/api/demo/demo/old-thing/' },
      },
    });
    assert.match(
      JSON.stringify(result.state.prepared.site.sidebars),
      /"label":"OldThing","href":"\/api-docs\/api\/demo\/demo\/old-thing\/",(?:"deprecated":true,)?"mark":\{"daemon":"demo","has":"2","added":"v1\.0\.0"\}/,
    );
  });

  test('the removed RPC page names its successor with the mapping, the errors old clients get and its daemon navigation', () => {
    const page = data('api/demo/demo/ancient-thing') as RemovedRpcPage;
    const replacement = page.replacement!;
    assert.deepEqual(replacement.successor, {
      label: 'demorpc.Demo.GetInfo',
      href: '/api-docs/api/demo/demo/get-info/',
    });
    assert.match(replacement.basis, /^Reviewed against demo v0\.9\.0 and v1\.0\.0/);
    assert.deepEqual(
      replacement.response.map((m) => [m.old, m.how, m.new]),
      [
        ['alias', 'same', 'alias'],
        ['testnet', 'computed', 'chain'],
        ['labels', 'none', null],
      ],
    );
    assert.equal(
      replacement.errors[0]!.text,
      'unknown method AncientThing for service demorpc.Demo (code 12, Unimplemented)',
    );
    assert.equal(page.has, '1', 'v0.9.0 has it: the reader note reads this set');
    assert.equal(page.release?.daemonId, 'demo', "the daemon's release menu, not the site's docs version");
    assert.deepEqual(
      page.breadcrumbs.map((b) => b.label),
      [...page.breadcrumbs.slice(0, -2).map((b) => b.label), 'API history', 'AncientThing (removed)'],
    );
    assert.ok(page.breadcrumbs.length >= 3, 'the daemon comes first');
    const markup = html('api/demo/demo/ancient-thing');
    assert.match(
      markup,
      /Use instead: <a href="\/api-docs\/api\/demo\/demo\/get-info\/"><code>demorpc\.Demo\.GetInfo<\/code><\/a>/,
    );
    assert.match(
      markup,
      /<td><code>testnet<\/code><\/td><td>computed from<\/td><td><code>chain<\/code>: BITCOIN on the main chain<\/td>/,
    );
    const markdown = fs.readFileSync(path.join(result.outDir, 'api/demo/demo/ancient-thing/index.md'), 'utf8');
    assert.match(markdown, /`labels`: no equivalent \(not kept\)/);
  });

  test('"Upgrading to" a release that removed an RPC: what breaks, for whom, what replaces it; linked from the timeline and changes pages', () => {
    const page = data('api/demo/history/v1.0.0/upgrading') as UpgradingPage;
    assert.equal(page.kind, 'upgrading');
    assert.equal(page.title, 'Upgrading to Demo v1.0.0');
    const removed = page.removed.find((i) => i.id === 'rpc-removed-demorpc.demo.ancientthing')!;
    assert.equal(removed.subject.href, '/api-docs/api/demo/v0.9.0/demo/ancient-thing/');
    assert.equal(removed.replacement?.successor?.label, 'demorpc.Demo.GetInfo');
    assert.deepEqual(
      page.breadcrumbs.slice(-3).map((b) => b.label),
      ['API history', 'v1.0.0', 'Upgrading to v1.0.0'],
    );
    const timeline = data('api/demo/history') as ApiHistoryPage;
    assert.equal(timeline.releases[0]!.upgrading, '/api-docs/api/demo/history/v1.0.0/upgrading/');
    assert.equal(timeline.releases[1]!.upgrading, null, 'the first release upgrades from nothing');
    const changes = data('api/demo/history/v1.0.0') as ApiChangesPage;
    assert.equal(changes.upgrading?.href, '/api-docs/api/demo/history/v1.0.0/upgrading/');
    assert.equal((data('api/demo/changes') as ApiChangesPage).upgrading?.href, changes.upgrading?.href);
    assert.match(html('api/demo/history/v1.0.0/upgrading'), /<h2 id="removed">Removed \(1\)<\/h2>/);
    const sitemap = fs.readFileSync(path.join(result.outDir, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /api\/demo\/history\/v1\.0\.0\/upgrading\//, 'in the sitemap');
  });

  test("history.json carries each removed or deprecated element's replacement, from the reviewed facts or the comment", () => {
    const json = JSON.parse(fs.readFileSync(path.join(result.outDir, 'api/demo/history.json'), 'utf8'));
    const of = (key: string) => json.elements.find((e: { key: string }) => e.key === key)?.replacement;
    assert.equal(of('demorpc.Demo.AncientThing').successor, 'rpc demorpc.Demo.GetInfo');
    assert.equal(of('demorpc.Demo.AncientThing').source, 'reviewed');
    assert.deepEqual(
      [of('demorpc.Demo.LegacyInfo').successor, of('demorpc.Demo.LegacyInfo').source],
      ['rpc demorpc.Demo.GetInfo', 'comment'],
      '"Deprecated, use GetInfo instead." read from the comment',
    );
    assert.equal(of('demorpc.Demo.GetInfo'), undefined, 'neither removed nor deprecated');
  });
});
