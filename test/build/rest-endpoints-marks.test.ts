/**
 * The REST endpoints page carries the release set of each route not in every release, for
 * the reader's version marks: demo's GET /v1/oldthing is in v1.0.0 only (it binds OldThing),
 * the other routes are in both pinned releases.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import type { RestEndpointsPage } from '../../src/site/page-data.ts';
import { releaseSetIndexes } from '../../src/shared/release-set.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

describe('version marks of the REST endpoints page', () => {
  let result: BuildResult;
  const html = (route: string) => fs.readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8');
  const data = (route: string) =>
    result.state.pages.find((p) => p.page.path === `/api-docs/${route}/`)!.page as RestEndpointsPage;

  before(async () => {
    result = await fixtureBuild();
  });

  test('a route in v1.0.0 only carries its release set; routes in every release carry none', () => {
    const rows = data('api/demo/rest-endpoints').rows;
    const old = rows.find((r) => r.path === '/v1/oldthing')!;
    assert.equal(old.mark?.daemon, 'demo');
    assert.equal(old.mark?.added, 'v1.0.0');
    assert.deepEqual(releaseSetIndexes(old.mark!.has), [1], "the second release of demo's history (v1.0.0) only");
    assert.deepEqual(
      rows.filter((r) => r.mark).map((r) => `${r.method} ${r.path}`),
      ['GET /v1/oldthing'],
    );
  });

  test("the server markup puts the set on the route's link (no JavaScript needed to read it)", () => {
    const page = html('api/demo/rest-endpoints');
    const link = page.match(
      /<a class="rest-endpoints__path" href="\/api-docs\/api\/demo\/demo\/old-thing\/"[^>]*>/,
    )?.[0];
    assert.ok(link, 'the OldThing route is listed');
    assert.match(link, /data-has="[0-9a-f]+"/);
    assert.match(link, /data-daemon="demo"/);
    assert.match(link, /data-added="v1\.0\.0"/);
    const getInfo = page.match(
      /<a class="rest-endpoints__path" href="\/api-docs\/api\/demo\/demo\/get-info\/"[^>]*>/,
    )?.[0];
    assert.ok(getInfo && !getInfo.includes('data-has'), 'in every release: no set');
  });
});
