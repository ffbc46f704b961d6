/**
 * The generated API changes in a built site: demo pins v1.0.0 and v0.9.0 (which had
 * AncientThing where v1.0.0 has OldThing); extra pins one release and has no changes page,
 * and neither has demo's oldest release.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { validateChunk } from '../../src/client/router/validate-chunk.ts';
import { chunkUrl } from '../../src/site/chunk-url.ts';
import type { ApiChangesPage, MethodPage } from '../../src/site/page-data.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

describe('the changes page in the fixture build', () => {
  let result: BuildResult;
  /** The page's HTML without the empty comments React puts between adjacent texts. */
  const html = (route: string) =>
    fs.readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8').replaceAll('<!-- -->', '');
  const data = (route: string) => result.state.pages.find((p) => p.page.path === `/api-docs/${route}/`)!.page;

  before(async () => {
    result = await fixtureBuild();
  });

  test('/api-docs/api/demo/changes/ lists the changes from v0.9.0 to v1.0.0, breaking first, linked into the release that has each', () => {
    const page = html('api/demo/changes');
    assert.match(page, /<title>Demo API Changes in v1\.0\.0 \| Demo API Reference<\/title>/);
    assert.match(
      page,
      /Demo <a href="\/api-docs\/api\/demo\/"><code><span class="version-tag">v1\.0\.0<\/span><\/code><\/a> compared with <a href="\/api-docs\/api\/demo\/v0\.9\.0\/"><code><span class="version-tag">v0\.9\.0<\/span><\/code><\/a>/,
    );
    assert.match(page, /<span class="changes__count-number">1<\/span> Wire-breaking/);
    assert.match(
      page,
      /<li id="rpc-removed-demorpc\.demo\.ancientthing" class="changes__entry"><a href="\/api-docs\/api\/demo\/v0\.9\.0\/demo\/ancient-thing\/"><code>demorpc\.Demo\.AncientThing<\/code><\/a>: <span>RPC removed<\/span>/,
      'a removal links into the old release',
    );
    assert.match(
      page,
      /<li id="rpc-added-demorpc\.demo\.oldthing" class="changes__entry"><a href="\/api-docs\/api\/demo\/demo\/old-thing\/"><code>demorpc\.Demo\.OldThing<\/code><\/a>: <span>RPC added<\/span>/,
    );
    assert.ok(page.indexOf('id="wire-breaking"') < page.indexOf('id="non-breaking"'));
    const changes = data('api/demo/changes') as ApiChangesPage;
    assert.deepEqual([changes.kind, changes.total, changes.breaking], ['api-changes', 2, 1]);
    assert.deepEqual(
      changes.toc.map((t) => t.id),
      ['wire-breaking', 'wire-breaking-rpcs', 'non-breaking', 'non-breaking-rpcs'],
    );
  });

  test('linked from the daemon index, the sidebar and the version dropdown; the oldest release and a one-release daemon have none', () => {
    assert.match(html('api/demo'), /\. <a href="\/api-docs\/api\/demo\/changes\/">API changes since v0\.9\.0<\/a>\./);
    assert.match(
      html('api/demo/changes'),
      /<a class="[^"]*" href="\/api-docs\/api\/demo\/changes\/" aria-current="page">Changes in v1\.0\.0<\/a>/,
    );
    const sidebar = JSON.stringify(result.state.prepared.site.sidebars);
    assert.match(
      sidebar,
      /\{"label":"REST Endpoints","href":"\/api-docs\/api\/demo\/rest-endpoints\/"\},\{"label":"Changes in v1\.0\.0","href":"\/api-docs\/api\/demo\/changes\/"\}/,
    );
    for (const other of ['api/extra', 'api/demo/v0.9.0']) {
      assert.ok(!sidebar.includes(`/api-docs/${other}/changes/`), other);
      assert.ok(!fs.existsSync(path.join(result.outDir, other, 'changes')), other);
      assert.doesNotMatch(html(other), /API changes since/, other);
    }
    for (const route of ['api/demo/demo/get-info', 'api/demo/v0.9.0/demo/get-info']) {
      assert.match(
        html(route),
        /<a class="dropdown__link dropdown__link--secondary" href="\/api-docs\/api\/demo\/changes\/">API changes<\/a>/,
        route,
      );
    }
  });

  test('the method page of an RPC added in v1.0.0 says so in its header, linking to the entry of the history changes page', () => {
    assert.match(
      html('api/demo/demo/old-thing'),
      /<h1>OldThing<\/h1><div class="static-part" data-static-part="method-facts"><p class="release-note" data-has="2" data-daemon="demo" data-added="v1\.0\.0" data-subject="This RPC"><a class="badge badge--new" href="\/api-docs\/api\/demo\/history\/v1\.0\.0\/#rpc-added-demorpc\.demo\.oldthing"[^>]*>Added in <span class="version-tag">v1\.0\.0<\/span><\/a><\/p>/,
    );
    assert.doesNotMatch(html('api/demo/demo/get-info'), /release-note/, 'RPCs in every release carry no note');
    assert.deepEqual((data('api/demo/demo/get-info') as MethodPage).notes, []);
    assert.match(
      html('api/demo/v0.9.0/demo/ancient-thing'),
      /<a class="badge badge--removed" href="\/api-docs\/api\/demo\/history\/v1\.0\.0\/#rpc-removed-demorpc\.demo\.ancientthing"[^>]*>Removed in <span class="version-tag">v1\.0\.0<\/span><\/a>/,
      'the older release says when its RPC was removed',
    );
  });

  test('the route chunk of the changes page is valid page data', () => {
    const changes = result.state.pages.find((p) => p.page.path === '/api-docs/api/demo/changes/')!;
    const url = chunkUrl('/api-docs/', changes.page.path, changes.hash);
    const file = path.join(result.outDir, url.slice('/api-docs/'.length));
    assert.equal(validateChunk(JSON.parse(fs.readFileSync(file, 'utf8')), url, changes.page.path).kind, 'api-changes');
  });
});
