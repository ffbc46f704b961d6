/**
 * api-index.json, the build's name index (src/site/api-index.ts): what `apidocs mcp` finds
 * pages by, written from the same page data as the HTML.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { API_INDEX_FILE, API_INDEX_FORMAT, type ApiIndex } from '../../src/site/api-index.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';

describe('api-index.json of the fixture build', () => {
  let index: ApiIndex;
  let outDir: string;

  before(async () => {
    outDir = await fixtureBuildDir();
    index = JSON.parse(fs.readFileSync(path.join(outDir, API_INDEX_FILE), 'utf8')) as ApiIndex;
  });

  test('names its format, the site and the site data file with the route table', () => {
    assert.equal(index.format, API_INDEX_FORMAT);
    assert.equal(index.baseUrl, '/api-docs/');
    const site = JSON.parse(
      fs.readFileSync(path.join(outDir, index.siteData.slice(index.baseUrl.length)), 'utf8'),
    ) as SiteData;
    assert.ok(site.routes['/api-docs/api/demo/demo/get-info/']);
  });

  test("lists each daemon's releases newest first, and every page once (copies at a second URL left out)", () => {
    assert.deepEqual(
      index.daemons.map((d) => [d.id, d.releases.map((r) => `${r.tag}${r.latest ? '*' : ''} ${r.index}`)]),
      [
        ['demo', ['v1.0.0* /api-docs/api/demo/', 'v0.9.0 /api-docs/api/demo/v0.9.0/']],
        ['extra', ['v2.0.0* /api-docs/api/extra/']],
      ],
    );
    const paths = index.pages.map((p) => p.path);
    assert.equal(new Set(paths).size, paths.length);
    assert.ok(
      !paths.includes('/api-docs/api/'),
      'the copy of the api-reference category at /api/ is not a page of its own',
    );
    const getInfo = index.pages.find((p) => p.path === '/api-docs/api/demo/v0.9.0/demo/get-info/');
    assert.deepEqual(getInfo, {
      path: '/api-docs/api/demo/v0.9.0/demo/get-info/',
      title: 'GetInfo',
      kind: 'method',
      daemon: 'demo',
      tag: 'v0.9.0',
    });
  });

  test('names each RPC per release, and each type once per release at the first page showing it', () => {
    const at = (entry: { page: number; anchor: string }) => `${index.pages[entry.page]!.path}#${entry.anchor}`;
    assert.deepEqual(index.methods.filter((m) => m.name === 'demorpc.Demo.GetInfo').map(at), [
      '/api-docs/api/demo/demo/get-info/#',
      '/api-docs/api/demo/v0.9.0/demo/get-info/#',
    ]);
    assert.deepEqual(index.enums.filter((e) => e.name === 'demorpc.Chain').map(at), [
      '/api-docs/api/demo/demo/get-info/#demorpc.chain',
      '/api-docs/api/demo/v0.9.0/demo/get-info/#demorpc.chain',
    ]);
    assert.equal(index.messages.filter((m) => m.name === 'demorpc.GetInfoResponse').length, 2);
    // The pair's changes page, and the history's page of the release (its changes, in the daemon's history).
    assert.deepEqual(index.changes, [
      { daemon: 'demo', from: 'v0.9.0', to: 'v1.0.0', path: '/api-docs/api/demo/changes/' },
      { daemon: 'demo', from: 'v0.9.0', to: 'v1.0.0', path: '/api-docs/api/demo/history/v1.0.0/' },
    ]);
  });

  test('no page loads it', () => {
    const html = fs.readFileSync(path.join(outDir, 'api/demo/demo/get-info/index.html'), 'utf8');
    assert.doesNotMatch(html, /api-index/);
  });
});
