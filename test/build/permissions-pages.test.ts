/**
 * The Permissions section of method pages and the per-daemon permissions page, built from
 * the fixture site with fixture Go permission tables and a CLI added to its trees.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';

describe('macaroon permissions on the built site', () => {
  let result: BuildResult;
  const page = (p: string) => fs.readFileSync(path.join(result.outDir, p, 'index.html'), 'utf8');
  const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

  before(async () => {
    result = await buildInto(siteWithGoFiles());
  });

  test('a method page has a Permissions section near the top with the permission, uri form, macaroons and bake command', () => {
    const html = page('api/demo/demo/get-info');
    assert.ok(html.indexOf('id="permissions"') < html.indexOf('id="code-samples"'), 'Permissions comes before the code samples');
    const body = text(html);
    assert.match(body, /Requires the permission info:read, or uri:\/demorpc\.Demo\/GetInfo for this RPC alone\./);
    assert.match(body, /Smallest default macaroon that allows it: readonly\.macaroon \(also: admin\.macaroon\)\./);
    assert.match(body, /democli bakemacaroon info:read/);
    assert.match(body, /democli bakemacaroon uri:\/demorpc\.Demo\/GetInfo/);
    assert.match(html, /href="\/api-docs\/api\/demo\/permissions\/"/);
  });

  test('no macaroon, no permission entry (a documentation gap of the release) and not served are said plainly', () => {
    assert.match(text(page('api/demo/demo/upload')), /No macaroon needed: demod answers this RPC without a macaroon\./);
    assert.match(text(page('api/demo/demo/chat')), /No permission entry: demod lists no macaroon permission for this RPC, so it rejects the call when macaroons are enabled\./);
    const gaps = result.gaps.flatMap((r) => r.gaps);
    assert.ok(gaps.some((g) => g.kind === 'permission-entry-missing' && g.message.includes('demorpc.Demo.Chat has no macaroon permission entry')));
    const extra = page('api/extra/demo/where');
    assert.ok(extra.indexOf('Not served by') < extra.indexOf('id="permissions"'), 'the notice comes first');
    assert.match(text(extra), /Not served by extrad: this RPC is part of the API, but extrad does not implement it/);
    assert.match(text(page('api/extra/rest-endpoints')), /not served by extrad/);
  });

  test('the permissions page has the reverse index, the default macaroons and the lists; daemon index and sidebar link it', () => {
    const html = page('api/demo/permissions');
    const body = text(html);
    assert.match(html, /<tr id="perm-info-read">/);
    assert.match(body, /info:readDemo\.GetInfoDemo\.LegacyInfoDemo\.OldThing/);
    assert.match(body, /things:writeDemo\.CloseThingDemo\.OpenThing/);
    assert.match(body, /admin\.macaroon[^]*info:read, things:write — 5 RPCs/);
    assert.match(body, /RPCs that need no macaroonDemo\.Upload/);
    assert.match(body, /RPCs without a permission entry[^]*Demo\.Chat/);
    assert.match(text(page('api/extra/permissions')), /RPCs not served by extrad[^]*Demo\.Where/);
    assert.match(page('api/demo'), /href="\/api-docs\/api\/demo\/permissions\/">Demo macaroon permissions</);
    assert.match(page('api/demo/demo/get-info'), /<a [^>]*href="\/api-docs\/api\/demo\/permissions\/"[^>]*>Permissions<\/a>/);
  });
});
