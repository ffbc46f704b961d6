/**
 * The Errors section of method pages and its search documents, built from the fixture site
 * with the fixture demo daemon's Go handlers (test/fixtures/go.txtar, site-demo/server.go).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import type { MethodPage } from '../../src/site/page-data.ts';
import { searchCorpus } from '../../src/search/search-documents.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';

describe('Errors sections on the built site', () => {
  let result: BuildResult;
  const html = (p: string) => fs.readFileSync(path.join(result.outDir, p, 'index.html'), 'utf8');
  const pageData = (p: string) =>
    result.state.pages.map((x) => x.page).find((x) => x.path === `/api-docs/${p}/`) as MethodPage;

  before(async () => {
    result = await buildInto(siteWithGoFiles());
  });

  test("a method page lists its handler's errors after the enums, escaped, with code and condition, each linked to its line, and the TOC has Errors", () => {
    const page = pageData('api/demo/demo/close-thing');
    assert.deepEqual(
      page.errors!.map((e) => e.message),
      ['cannot close a thing without its outpoint (got …)', 'thing is busy, try again <later>'],
    );
    assert.deepEqual(page.errors![0]!.code, { name: 'Unknown', number: 2 });
    assert.equal(page.errors![0]!.condition, 'when `outpoint` is not set');
    assert.match(page.errors![0]!.source.href, /server\.go#L\d+$/);
    assert.equal(page.toc.at(-1)!.id, 'errors');
    const body = html('api/demo/demo/close-thing');
    assert.ok(body.indexOf('id="errors"') > body.indexOf('id="messages"'), 'Errors comes after the messages');
    assert.match(body, /thing is busy, try again &lt;later&gt;/);
    assert.doesNotMatch(body, /<later>/);
    const section = body.slice(body.indexOf('id="errors"'), body.indexOf('</ul>', body.indexOf('id="errors"')));
    assert.match(
      section,
      /Unknown \(2\)<\/span><span class="errors-detail">, <!-- -->when <code>outpoint<\/code> is not set<\/span>/,
      section,
    );
  });

  test('an RPC whose handler returns no error says why in its Errors section, page and Markdown copy', () => {
    const page = pageData('api/demo/demo/get-info');
    assert.equal(page.errors, undefined);
    assert.match(page.errorsNote!, /returns no error of its own/);
    assert.ok(page.toc.some((t) => t.id === 'errors'));
    assert.match(
      html('api/demo/demo/get-info'),
      /<h2 id="errors">Errors<\/h2><p>The handler returns no error of its own/,
    );
    assert.match(
      fs.readFileSync(path.join(result.outDir, 'api/demo/demo/get-info/index.md'), 'utf8'),
      /## Errors\n\nThe handler returns no error of its own/,
    );
  });

  test('each message is a search document of kind error on its RPC page, found by its words', () => {
    const pages = result.state.pages.map((p) => p.page).filter((p) => !p.release || p.release.latest);
    const corpus = searchCorpus(pages);
    const errors = corpus.pages.filter((d) => d.doc.k === 'error');
    const upload = errors.find((d) => d.doc.t === 'upload refused: quota of … chunks reached')!;
    assert.ok(upload, 'the Upload message is a document');
    assert.deepEqual([upload.doc.h, upload.doc.s], ['errors', 'Errors'], 'the hit reads Upload › Errors');
    const owner = corpus.pages.find((d) => d.doc.i === upload.doc.p)!;
    assert.equal(owner.doc.u, '/api-docs/api/demo/demo/upload/');
    assert.deepEqual(
      upload.fields.title.split(' ').filter((t) => t === 'quota' || t === 'chunks'),
      ['quota', 'chunks'],
    );
  });
});
