/** Rendering on worker threads writes exactly what inline rendering writes. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { listFiles } from '../../src/build/output-dir.ts';
import { renderAllPages } from '../../src/build/render-all.ts';
import { startRenderPool } from '../../src/build/render-pool.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';

test('the render pool writes the same pages, Markdown copies included, and finds the same links as inline rendering', async () => {
  const { state } = await fixtureBuild();
  const params = {
    site: state.prepared.site,
    pages: state.pages,
    assets: state.assets,
    noIndex: state.content.config.noIndex,
  };
  const inlineDir = tempDir('apidocs-inline-');
  const pooledDir = tempDir('apidocs-pooled-');
  const inlineMarkdown = new Map<string, string>();
  const pooledMarkdown = new Map<string, string>();
  const inline = await renderAllPages({ ...params, output: { dir: inlineDir }, markdown: inlineMarkdown });
  const pool = startRenderPool(2);
  try {
    const pooled = await renderAllPages({ ...params, output: { dir: pooledDir }, pool, markdown: pooledMarkdown });
    assert.deepEqual([...pooled.keys()], [...inline.keys()], 'the same pages, in page order');
    assert.deepEqual(pooled, inline, 'the same ids and links');
    assert.deepEqual(
      new Map([...pooledMarkdown].sort()),
      new Map([...inlineMarkdown].sort()),
      'the same Markdown copies',
    );
    assert.ok(inlineMarkdown.size > 20);
  } finally {
    await pool.close();
  }
  const files = listFiles(inlineDir).sort();
  assert.deepEqual(listFiles(pooledDir).sort(), files);
  assert.ok(files.length > 20);
  for (const file of files)
    assert.ok(fs.readFileSync(path.join(inlineDir, file)).equals(fs.readFileSync(path.join(pooledDir, file))), file);
});

test('a page that fails to render on a worker is reported with its path', async () => {
  const { state } = await fixtureBuild();
  const method = state.pages.find((p) => p.page.kind === 'method')!;
  const broken = { ...method, page: { ...method.page, breadcrumbs: null } } as unknown as typeof method;
  const pool = startRenderPool(1);
  try {
    await assert.rejects(
      renderAllPages({
        site: state.prepared.site,
        pages: [broken],
        assets: state.assets,
        noIndex: false,
        output: { dir: tempDir('apidocs-pooled-') },
        pool,
        markdown: new Map(),
      }),
      (error: Error) => /1 page failed to render/.test(error.message) && error.message.includes(method.page.path),
    );
  } finally {
    await pool.close();
  }
});
