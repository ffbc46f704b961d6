/**
 * Deprecations written only in comments, in a build: the fixture site with the daemon quill
 * (test/fixtures/comment-deprecation.txtar; v1.2.0 full, v1.0.0 and v1.1.0 history only). The
 * method pages, their Markdown copies, the changes and "Upgrading to" pages, the OpenAPI
 * document and MCP's element_in_release say "(its comment)" / "by its comment" where only the comment deprecates, and
 * never where `option deprecated = true` does.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { runElementInRelease } from '../../src/server/mcp/element-tool.ts';
import { SiteBuild } from '../../src/server/mcp/site-build.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithHistory } from '../helpers/history-site.ts';

describe('deprecations written only in comments, in the fixture build', () => {
  let result: BuildResult;
  const read = (file: string) => fs.readFileSync(path.join(result.outDir, file), 'utf8').replaceAll('<!-- -->', '');

  before(async () => {
    result = await buildInto(
      siteWithHistory({
        fixture: 'comment-deprecation',
        id: 'quill',
        about: ['The quill daemon of the comment deprecation fixture.', 'The **quill** daemon writes notes.'],
      }),
    );
  });

  test('the RPC page: "Deprecated in v1.1.0 (its comment)", linked to its entry on the changes page', () => {
    assert.match(
      read('api/quill/quill/sign/index.html'),
      /<a class="badge badge--deprecated" href="\/api-docs\/api\/quill\/history\/v1\.1\.0\/#rpc-deprecated-quillrpc\.quill\.sign" title="Deprecated in v1\.1\.0 \(its comment\): see the API changes">Deprecated in <span class="version-tag">v1\.1\.0<\/span> \(its comment\)<\/a>/,
    );
  });

  test('field rows: marked deprecated by either form; the note names the comment only where no option marks it', () => {
    const markdown = read('api/quill/quill/write/index.md');
    assert.match(markdown, /^- `pages` `int64` \*\*deprecated\*\* \(\[Deprecated in v1\.1\.0 \(its comment\)\]\(/m);
    assert.match(
      markdown,
      /^- `amount` `int64` \*\*deprecated\*\* \(\[Deprecated in v1\.2\.0\]\(/m,
      'the option, v1.2.0',
    );
    assert.match(markdown, /^- `size` `int64` JSON/m, 'a mid-sentence mention marks nothing');
    const html = read('api/quill/quill/write/index.html');
    assert.match(
      html,
      /id="quillrpc\.writerequest-pages" class="field--deprecated">.*?<span class="badge badge--deprecated">deprecated<\/span>/,
    );
  });

  test('the changes and "Upgrading to" pages of v1.1.0 say each deprecation is the comment’s; v1.2.0 the option', () => {
    const said = (file: string) =>
      [...read(file).matchAll(/<code>([^<]+)<\/code><\/a>: <span>([^<]*deprecated[^<]*)<\/span>/g)].map(
        (m) => `${m[1]}: ${m[2]}`,
      );
    const v110 = [
      'quillrpc.Quill.Sign: RPC deprecated by its comment',
      'quillrpc.Style.STYLE_HAND: enum value deprecated by its comment',
      'quillrpc.WriteRequest.amount: field deprecated by its comment',
      'quillrpc.WriteRequest.pages: field deprecated by its comment',
    ];
    assert.deepEqual(said('api/quill/history/v1.1.0/index.html').sort(), v110);
    assert.deepEqual(said('api/quill/history/v1.1.0/upgrading/index.html').sort(), v110);
    assert.deepEqual(said('api/quill/history/v1.2.0/index.html'), ['quillrpc.WriteRequest.amount: field deprecated']);
  });

  test('OpenAPI: a field deprecated by its comment is `deprecated: true` too', () => {
    const document = JSON.parse(read('api/quill/openapi.json')) as {
      components: { schemas: Record<string, { properties: Record<string, { deprecated?: boolean }> }> };
    };
    const fields = document.components.schemas['quillrpc.WriteRequest']!.properties;
    assert.deepEqual(
      Object.keys(fields).filter((name) => fields[name]!.deprecated === true),
      ['amount', 'pages'],
    );
  });

  test('MCP element_in_release: deprecatedBy "comment" and "deprecated by its comment since v1.1.0"', () => {
    const build = SiteBuild.open(result.outDir);
    const answer = (element: string, release: string) =>
      runElementInRelease(build, { element, release, daemon: 'quill' });
    const pages = answer('quillrpc.WriteRequest.pages', 'v1.2.0');
    assert.deepEqual(
      [pages.structured.deprecated, pages.structured.deprecatedSince, pages.structured.deprecatedBy],
      [true, 'v1.1.0', 'comment'],
    );
    assert.match(pages.text, /deprecated by its comment since v1\.1\.0/);
    const amount = answer('quillrpc.WriteRequest.amount', 'v1.2.0');
    assert.deepEqual([amount.structured.deprecatedSince, amount.structured.deprecatedBy], ['v1.2.0', 'option']);
    assert.doesNotMatch(amount.text, /its comment/);
    const before = answer('quillrpc.Quill.Sign', 'v1.0.0');
    assert.deepEqual([before.structured.deprecated, before.structured.deprecatedBy], [false, null]);
  });
});
