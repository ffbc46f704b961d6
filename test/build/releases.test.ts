/**
 * Every pinned release is documented: the fixture pins demo v1.0.0 (newest) and v0.9.0,
 * which differ in one RPC (v0.9.0 has AncientThing where v1.0.0 has OldThing).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { AnyNode, Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { BuildResult } from '../../src/build/build-site.ts';
import type { PageData } from '../../src/site/page-data.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

/** A tiny selector: `tag`, `.class`, `tag[attr]` or `tag[attr="value"]` (enough for these checks). */
function matcher(selector: string): (e: Element) => boolean {
  const m = /^([a-z]*)(?:\.([\w-]+))?(?:\[([\w-]+)(?:="([^"]*)")?\])*$/.exec(selector);
  if (!m) throw new Error(`unsupported selector ${selector}`);
  const attrs = [...selector.matchAll(/\[([\w-]+)(?:="([^"]*)")?\]/g)].map((a) => [a[1]!, a[2]] as const);
  return (e) =>
    (!m[1] || e.name === m[1]) &&
    (!m[2] || (e.attribs.class ?? '').split(/\s+/).includes(m[2])) &&
    attrs.every(([name, value]) => (value === undefined ? name in e.attribs : e.attribs[name] === value));
}
const selectAll = (selector: string, nodes: AnyNode[]): Element[] => {
  const parts = selector.split(' ');
  let found = findAll(matcher(parts[0]!), nodes);
  for (const part of parts.slice(1)) found = found.flatMap((e) => findAll(matcher(part), e.children));
  return found;
};
const selectOne = (selector: string, nodes: AnyNode[]): Element | null => selectAll(selector, nodes)[0] ?? null;

describe('older releases on the fixture site', () => {
  let result: BuildResult;
  const html = (route: string) => fs.readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8');
  const dom = (route: string) => parseDocument(html(route));
  const pageData = (route: string): PageData => {
    const chunk = getAttributeValue(selectAll('link[rel="preload"][as="fetch"]', dom(route).children).at(-1)!, 'href')!;
    return JSON.parse(fs.readFileSync(path.join(result.outDir, chunk.replace('/api-docs/', '')), 'utf8')) as PageData;
  };
  /** The release links of the navbar's version dropdown, or of the mobile menu's list. */
  const dropdown = (route: string, where = '.navbar') =>
    selectAll(`${where} a[data-release-pick]`, dom(route).children).map((a) => [
      textContent(a).replace(/\s+/g, ' ').trim(),
      getAttributeValue(a, 'href'),
    ]);

  before(async () => {
    result = await fixtureBuild();
  });

  test('the newest release keeps the unversioned URLs; the older one has its own URL space with the tag as written', () => {
    for (const route of ['api/demo', 'api/demo/demo/old-thing', 'category/demo-service'])
      assert.ok(fs.existsSync(path.join(result.outDir, route, 'index.html')), route);
    for (const route of [
      'api/demo/v0.9.0',
      'api/demo/v0.9.0/rest-endpoints',
      'api/demo/v0.9.0/demo',
      'api/demo/v0.9.0/demo/ancient-thing',
      'api/demo/v0.9.0/demo/get-info',
    ]) {
      assert.ok(fs.existsSync(path.join(result.outDir, route, 'index.html')), route);
    }
    assert.ok(!fs.existsSync(path.join(result.outDir, 'api/demo/v0.9.0/demo/old-thing')), 'v0.9.0 has no OldThing');
    assert.equal(
      result.state.pages.find((p) => p.page.path === '/api-docs/api/demo/demo/ancient-thing/')?.page.kind,
      'removed-rpc',
      'v1.0.0 has no AncientThing: its URL says it was removed',
    );
  });

  test('an older page says which release it documents and links to the same page in the newest', () => {
    const notice = selectOne('.release-notice', dom('api/demo/v0.9.0/demo/get-info').children)!;
    assert.equal(
      textContent(notice).replace(/\s+/g, ' ').trim(),
      'You are reading demod v0.9.0. The newest release is v1.0.0.',
    );
    assert.equal(getAttributeValue(selectOne('a', [notice])!, 'href'), '/api-docs/api/demo/demo/get-info/');
    const gone = selectOne('.release-notice', dom('api/demo/v0.9.0/demo/ancient-thing').children)!;
    assert.match(textContent(gone), /no longer has this page/);
    assert.equal(
      getAttributeValue(selectOne('a', [gone])!, 'href'),
      '/api-docs/api/demo/',
      'a removed RPC leads to the newest index',
    );
    assert.equal(
      selectOne('.release-notice', dom('api/demo/demo/get-info').children),
      null,
      'the newest release has no notice',
    );
  });

  test("the version dropdown lists the daemon's releases, newest first and marked latest, each at the same page", () => {
    assert.deepEqual(dropdown('api/demo/demo/get-info'), [
      ['v1.0.0 latest', '/api-docs/api/demo/demo/get-info/'],
      ['v0.9.0', '/api-docs/api/demo/v0.9.0/demo/get-info/'],
    ]);
    assert.deepEqual(
      dropdown('api/demo/demo/get-info', '.sidebar__releases'),
      dropdown('api/demo/demo/get-info'),
      'the mobile menu lists the same releases',
    );
    assert.deepEqual(dropdown('api/demo/demo/old-thing', '.sidebar__releases'), dropdown('api/demo/demo/old-thing'));
    assert.deepEqual(dropdown('api/demo/demo/old-thing'), [
      ['v1.0.0 latest', '/api-docs/api/demo/demo/old-thing/'],
      ['v0.9.0 OldThing is not in this release: opens its index', '/api-docs/api/demo/v0.9.0/'],
    ]);
    assert.deepEqual(
      dropdown('api/demo/v0.9.0/demo')[0],
      ['v1.0.0 latest', '/api-docs/category/demo-service/'],
      'a category leads to the same sub-service',
    );
    assert.deepEqual(dropdown('api/demo/v0.9.0/rest-endpoints')[0], [
      'v1.0.0 latest',
      '/api-docs/api/demo/rest-endpoints/',
    ]);
    const home = dom('');
    assert.equal(
      selectAll('a[data-release-pick]', home.children).length,
      0,
      'elsewhere the dropdown is the docs version',
    );
    assert.ok(selectAll('a[data-docs-version]', home.children).length > 0);
  });

  test('older pages: their own sidebar, noindex and a canonical URL of their own', () => {
    const old = dom('api/demo/v0.9.0/demo/get-info');
    assert.equal(getAttributeValue(selectOne('meta[name="robots"]', old.children)!, 'content'), 'noindex, nofollow');
    assert.equal(
      getAttributeValue(selectOne('link[rel="canonical"]', old.children)!, 'href'),
      'https://docs.example.com/api-docs/api/demo/v0.9.0/demo/get-info/',
    );
    assert.equal(selectOne('meta[name="robots"]', dom('api/demo/demo/get-info').children), null);
    const sidebarLinks = selectAll('.sidebar__nav a', old.children).map((a) => getAttributeValue(a, 'href'));
    assert.ok(sidebarLinks.includes('/api-docs/api/demo/v0.9.0/'), "the sidebar is the release's own");
    assert.ok(
      sidebarLinks.every((href) => href!.startsWith('/api-docs/api/demo/v0.9.0/')),
      sidebarLinks.join(' '),
    );
    const data = pageData('api/demo/v0.9.0/demo/get-info');
    assert.equal(data.sidebar, 'demo@v0.9.0');
    assert.deepEqual(
      data.breadcrumbs.map((b) => b.label),
      ['Demo v0.9.0', 'Demo Service', 'GetInfo'],
    );
  });

  test("site data lists each daemon's releases (what a stored preference is checked against)", () => {
    const file = fs.readdirSync(path.join(result.outDir, 'assets')).find((f) => /^site-data\..+\.json$/.test(f))!;
    const site = JSON.parse(fs.readFileSync(path.join(result.outDir, 'assets', file), 'utf8'));
    assert.deepEqual(site.releases, { demo: ['v1.0.0', 'v0.9.0'], extra: ['v2.0.0'] });
    assert.deepEqual(Object.keys(site.sidebars).sort(), ['demo@v0.9.0', 'tutorialSidebar']);
  });
});
