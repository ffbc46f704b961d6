/**
 * Before/after samples in the fixture build: demo v1.0.0 removed AncientThing, which
 * test/fixtures/site/replacements.yaml replaces with GetInfo (same request type). The removed
 * RPC's page and the "Upgrading to v1.0.0" page show AncientThing's samples as v0.9.0 writes them
 * and GetInfo's as v1.0.0 writes them, in tabs, and their Markdown copies carry both.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import type { RemovedRpcPage, UpgradingPage } from '../../src/site/page-data.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

describe('before/after samples in the fixture build', () => {
  let result: BuildResult;
  const file = (route: string, name: string) =>
    fs.readFileSync(path.join(result.outDir, route, name), 'utf8').replaceAll('<!-- -->', '');
  const data = (route: string) => result.state.pages.find((p) => p.page.path === `/api-docs/${route}/`)?.page;

  before(async () => {
    result = await fixtureBuild();
  });

  test("the removed RPC's page: the old call as its last release writes it, the successor's as the newest does", () => {
    const page = data('api/demo/demo/ancient-thing') as RemovedRpcPage;
    const view = page.replacement?.beforeAfter;
    assert.ok(view && view.kind === 'samples', JSON.stringify(view));
    assert.deepEqual(view.before.rpc, {
      label: 'demorpc.Demo.AncientThing',
      href: '/api-docs/api/demo/v0.9.0/demo/ancient-thing/',
    });
    assert.equal(view.before.tag, 'v0.9.0');
    assert.deepEqual(view.after.rpc, { label: 'demorpc.Demo.GetInfo', href: '/api-docs/api/demo/demo/get-info/' });
    assert.equal(view.after.tag, 'v1.0.0');
    const kinds = (side: typeof view.before) => side.samples.map((s) => `${s.protocol}/${s.language}`);
    assert.deepEqual(kinds(view.after), [
      'grpc/javascript',
      'grpc/python',
      'rest/javascript',
      'rest/python',
      'shell/cli',
      'shell/curl',
    ]);
    assert.ok(kinds(view.before).includes('grpc/python'));
    const text = (side: typeof view.before) => side.samples[0]!.minimal.html.join('');
    assert.match(text(view.before), /AncientThing/);
    assert.match(text(view.before), /--branch v0\.9\.0/);
    assert.match(text(view.after), /GetInfo/);
    assert.doesNotMatch(text(view.after), /AncientThing/);
    const html = file('api/demo/demo/ancient-thing', 'index.html');
    assert.match(html, /<div class="before-after">/);
    assert.match(html, /data-side="before"[^]*AncientThing[^]*data-side="after"/);
    assert.match(html, /role="tablist" aria-label="protocol"/);
  });

  test('the Upgrading page shows the same pair, and the Markdown copies carry both calls', () => {
    const page = data('api/demo/history/v1.0.0/upgrading') as UpgradingPage;
    const item = page.removed.find((i) => i.subject.label === 'demorpc.Demo.AncientThing');
    assert.equal(item?.replacement?.beforeAfter?.kind, 'samples');
    const removed = data('api/demo/demo/ancient-thing') as RemovedRpcPage;
    assert.deepEqual(item?.replacement?.beforeAfter, removed.replacement?.beforeAfter, 'written once, shown twice');
    for (const route of ['api/demo/history/v1.0.0/upgrading', 'api/demo/demo/ancient-thing']) {
      const markdown = file(route, 'index.md');
      assert.match(markdown, /Before and after: \[demorpc\.Demo\.AncientThing\]/);
      assert.match(
        markdown,
        /\*\*gRPC: JavaScript\*\*\n\nBefore \(`demorpc\.Demo\.AncientThing`\), minimal request:\n\n```javascript\n/,
      );
      assert.match(markdown, /After \(`demorpc\.Demo\.GetInfo`\), minimal request:\n\n```javascript\n[^`]*GetInfo/);
      assert.doesNotMatch(markdown, /(?:grpcHost|macaroonPath):/, 'slots are filled');
    }
  });
});
