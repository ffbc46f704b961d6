import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { inlineLinkExtraction, workerLinkExtraction } from '../../src/build/link-extraction.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';

test('the worker thread extracts the same ids and links as the inline extraction, in page order', async () => {
  const outDir = await fixtureBuildDir();
  const pages = listFiles(outDir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ path: `/${f}`, html: fs.readFileSync(path.join(outDir, f), 'utf8') }));
  assert.ok(pages.length > 8, 'more pages than one batch');
  const inline = inlineLinkExtraction();
  const worker = workerLinkExtraction();
  for (const { path: page, html } of pages) {
    inline.add(page, html);
    worker.add(page, html);
  }
  const expected = await inline.finish();
  const actual = await worker.finish();
  assert.deepEqual(
    [...actual.keys()],
    pages.map((p) => p.path),
  );
  assert.deepEqual(actual, expected);
  assert.ok([...actual.values()].some((links) => links.ids.size > 0 && links.links.length > 0));
});

test('a worker with nothing to do finishes with an empty map', async () => {
  assert.equal((await workerLinkExtraction().finish()).size, 0);
});
