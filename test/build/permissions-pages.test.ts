/**
 * The Permissions section of method pages and the per-daemon permissions page, built from
 * the fixture site with fixture Go permission tables and a CLI added to its trees.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { searchCorpus } from '../../src/search/search-documents.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';

describe('macaroon permissions on the built site', () => {
  let result: BuildResult;
  const page = (p: string) => fs.readFileSync(path.join(result.outDir, p, 'index.html'), 'utf8');
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");

  before(async () => {
    result = await buildInto(siteWithGoFiles());
  });

  test('a method page has a Permissions section near the top with the permission, uri form, macaroons and bake command', () => {
    const html = page('api/demo/demo/get-info');
    assert.ok(
      html.indexOf('id="permissions"') < html.indexOf('id="code-samples"'),
      'Permissions comes before the code samples',
    );
    const body = text(html);
    assert.match(body, /Requires the permission info:read, or uri:\/demorpc\.Demo\/GetInfo for this RPC alone\./);
    assert.match(body, /Smallest default macaroon that allows it: readonly\.macaroon \(also: admin\.macaroon\)\./);
    assert.match(body, /democli bakemacaroon info:read/);
    assert.match(body, /democli bakemacaroon uri:\/demorpc\.Demo\/GetInfo/);
    assert.match(html, /href="\/api-docs\/api\/demo\/permissions\/"/);
  });

  test('the three macaroon cases: whitelisted (no macaroon), an empty entry (any demod macaroon), a conditional whitelist', () => {
    const legacy = text(page('api/demo/demo/legacy-info'));
    assert.match(
      legacy,
      /No macaroon needed: demod answers this RPC without a macaroon \(it is on demod's macaroon whitelist, openInfo\)\./,
    );
    assert.doesNotMatch(legacy, /Smallest default macaroon/);
    const upload = text(page('api/demo/demo/upload'));
    assert.match(
      upload,
      /Requires a macaroon of demod, any one: the permission entry lists no permission, but the RPC is not on demod's macaroon whitelist/,
    );
    assert.match(upload, /without one it fails with "expected 1 macaroon, got 0"/);
    assert.match(upload, /Smallest default macaroon \(any works\): readonly\.macaroon \(also: admin\.macaroon\)\./);
    assert.match(
      upload,
      /Or bake one that allows this RPC and nothing elsedemocli bakemacaroon uri:\/demorpc\.Demo\/Upload/,
    );
    // Folded in a native <details>: open without JavaScript, the page stays short.
    assert.match(
      page('api/demo/demo/upload'),
      /<details class="permissions-bake"><summary>Or bake one that allows this RPC and nothing else<\/summary><div class="code-block[^]*?democli bakemacaroon uri:/,
    );
    assert.doesNotMatch(upload, /No macaroon needed/);
    const old = text(page('api/demo/demo/old-thing'));
    assert.match(old, /Requires the permission info:read/);
    assert.match(
      old,
      /No macaroon needed only when demod is configured for it: its whitelist PublicThings lists this RPC when publicThings is set\. Otherwise, as by default, the call needs the macaroon above\./,
    );
    // The samples and the connection note send what the section says.
    assert.match(page('api/demo/demo/upload'), /class="connection-note">[^]*?readonly\.macaroon/);
    assert.doesNotMatch(page('api/demo/demo/legacy-info'), /class="connection-note">[^]*?\.macaroon[^]*?<\/p>/);
  });

  test('no permission entry (a documentation gap of the release) and not served are said plainly', () => {
    assert.match(
      text(page('api/demo/demo/chat')),
      /No permission entry: demod lists no macaroon permission for this RPC, so it rejects the call when macaroons are enabled\./,
    );
    const gaps = result.gaps.flatMap((r) => r.gaps);
    assert.ok(
      gaps.some(
        (g) =>
          g.kind === 'permission-entry-missing' &&
          g.message.includes('demorpc.Demo.Chat has no macaroon permission entry'),
      ),
    );
    const extra = page('api/extra/demo/where');
    assert.ok(extra.indexOf('Not served by') < extra.indexOf('id="permissions"'), 'the notice comes first');
    assert.match(text(extra), /Not served by extrad: this RPC is part of the API, but extrad does not implement it/);
    assert.match(text(page('api/extra/rest-endpoints')), /not served by extrad/);
  });

  test('the permissions page has the reverse index, the default macaroons and the lists; daemon index and sidebar link it', () => {
    const html = page('api/demo/permissions');
    const body = text(html);
    assert.match(html, /<tr id="perm-info-read">/);
    assert.match(body, /info:readDemo\.GetInfoDemo\.OldThing/);
    assert.match(body, /things:writeDemo\.CloseThingDemo\.OpenThing/);
    assert.match(body, /admin\.macaroon[^]*info:read, things:write — 5 RPCs/);
    assert.match(
      body,
      /RPCs that need no macaroonThese are on demod's macaroon whitelist: it answers them without a macaroon\.Demo\.LegacyInfo/,
    );
    assert.match(
      body,
      /These need no macaroon only when demod is configured for public access[^]*Demo\.OldThing — with publicThings \(PublicThings\)/,
    );
    assert.match(html, /<h2 [^>]*id="any-macaroon"/);
    assert.match(
      body,
      /RPCs that need any demod macaroon[^]*Demo\.Upload — smallest default macaroon readonly\.macaroon/,
    );
    assert.match(body, /RPCs without a permission entry[^]*Demo\.Chat/);
    assert.match(text(page('api/extra/permissions')), /RPCs not served by extrad[^]*Demo\.Where/);
    assert.match(page('api/demo'), /href="\/api-docs\/api\/demo\/permissions\/">Demo macaroon permissions</);
    assert.match(
      page('api/demo/demo/get-info'),
      /<a [^>]*href="\/api-docs\/api\/demo\/permissions\/"[^>]*>Permissions<\/a>/,
    );
  });

  test("search says the same three cases: the Permissions text of each RPC and the permissions page's indexes", () => {
    const corpus = searchCorpus(result.state.pages.map((p) => p.page).filter((p) => !p.release || p.release.latest));
    const pageId = (path: string) => corpus.pages.find((d) => d.doc.y === 0 && d.doc.u === `/api-docs/${path}/`)!.doc.i;
    const section = (path: string, hash: string) =>
      corpus.contents.find((d) => d.doc.p === pageId(path) && d.doc.h === hash)?.doc.t;
    assert.equal(
      section('api/demo/demo/legacy-info', 'permissions'),
      "No macaroon needed: on demod's whitelist openInfo",
    );
    assert.equal(
      section('api/demo/demo/upload', 'permissions'),
      'Requires a demod macaroon, any one (no permission listed); smallest macaroon readonly.macaroon',
    );
    assert.equal(
      section('api/demo/demo/old-thing', 'permissions'),
      'Requires info:read; smallest macaroon readonly.macaroon; no macaroon needed when demod is configured with publicThings',
    );
    assert.equal(
      section('api/demo/permissions', 'no-macaroon'),
      'Demo.LegacyInfo; only when configured: Demo.OldThing (with publicThings)',
    );
    assert.equal(section('api/demo/permissions', 'any-macaroon'), 'Demo.Upload');
  });
});
