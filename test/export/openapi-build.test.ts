/**
 * The build writes an OpenAPI document per daemon release with REST routes, at
 * api/<daemon>/openapi.json (newest) and api/<daemon>/<tag>/openapi.json (older), equal to
 * the document function's output, and links it from the daemon's index and REST endpoints
 * pages; a release without REST routes gets neither file nor link.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { openApiDocument } from '../../src/export/openapi/document.ts';
import { exportSiteOf, openApiInputOf } from '../../src/export/openapi/release-input.ts';
import { hasRestRoutes } from '../../src/site/rest-operations.ts';
import { allReleases } from '../../src/site/site-api.ts';
import { sitePaths } from '../../src/site/urls.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

test('the build writes and links the OpenAPI document of every release with REST routes', async () => {
  const result = await fixtureBuild();
  const ctx = result.state.prepared.ctx;
  const releases = allReleases(ctx.api);
  assert.ok(
    releases.some((r) => !r.latest && hasRestRoutes(r)),
    'the fixture has an older release with REST routes',
  );
  let documents = 0;
  for (const release of releases) {
    const file = path.join(result.outDir, sitePaths.openApi(release));
    const html = (sitePath: string) => fs.readFileSync(path.join(result.outDir, sitePath, 'index.html'), 'utf8');
    const href = `href="${ctx.baseUrl}${sitePaths.openApi(release)}"`;
    if (!hasRestRoutes(release)) {
      assert.ok(!fs.existsSync(file), `${release.id} ${release.version.tag} has no REST routes and no document`);
      assert.ok(!html(sitePaths.service(release)).includes('openapi.json'));
      continue;
    }
    documents++;
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    assert.deepEqual(
      written,
      JSON.parse(JSON.stringify(openApiDocument(openApiInputOf(exportSiteOf(ctx), release)))),
      `${file} is the document of ${release.id} ${release.version.tag}`,
    );
    assert.ok(
      html(sitePaths.service(release)).includes(href),
      `the index of ${release.id} ${release.version.tag} links ${href}`,
    );
    assert.ok(
      html(sitePaths.restEndpoints(release)).includes(href),
      `the REST endpoints page of ${release.id} ${release.version.tag} links ${href}`,
    );
  }
  assert.ok(documents >= 2);
});
