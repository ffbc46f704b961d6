/**
 * The production view across rebuilds and in hostile folders: whole generations only,
 * the previous build's hashed assets kept for open tabs, in-place updates, symlinks.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { type ProductionView, productionView } from '../../src/server/production-view.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';

const BASE = '/api-docs/';

/** A copy of the fixture build that a test may change, and the view over it (no timer: tests call refresh). */
async function servedCopy(
  write: (line: string) => void = () => {},
): Promise<{ root: string; parent: string; view: ProductionView; build: string }> {
  const outDir = await fixtureBuildDir();
  const parent = tempDir('apidocs-view-');
  const root = path.join(parent, 'build');
  fs.cpSync(outDir, root, { recursive: true });
  return { root, parent, view: await productionView(root, { baseUrl: BASE, pollMs: 0, write }), build: outDir };
}

/** The hashed data chunk a page refers to. */
function chunkOf(root: string, page: string): string {
  const html = fs.readFileSync(path.join(root, page), 'utf8');
  return html.match(/data-chunk="\/api-docs\/([^"]+)"/)![1]!;
}

/** Gives a page a new data chunk, as a rebuild that changed the page does: new name, page rewritten. */
function changePage(dir: string, page: string, text: string): string {
  const old = chunkOf(dir, page);
  const renamed = old.replace(/\.[0-9a-f]{10}\.json$/, '.abcdef0123.json');
  fs.writeFileSync(
    path.join(dir, renamed),
    fs.readFileSync(path.join(dir, old), 'utf8').replace(/GetInfo returns/g, text),
  );
  fs.rmSync(path.join(dir, old));
  for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(dir, `${old}${suffix}`), { force: true });
  const html = fs
    .readFileSync(path.join(dir, page), 'utf8')
    .replaceAll(old, renamed)
    .replace(/GetInfo returns/g, text);
  fs.writeFileSync(path.join(dir, page), html);
  for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(dir, `${page}${suffix}`), { force: true });
  return renamed;
}

const PAGE = 'api/demo/demo/get-info/index.html';

describe('apidocs serve across rebuilds', () => {
  test('a build swapped into the folder is served on the next look; the previous build’s hashed files stay for open tabs', async () => {
    const { root, parent, view } = await servedCopy();
    try {
      const oldChunk = chunkOf(root, PAGE);
      const next = path.join(parent, 'build.tmp-1');
      fs.cpSync(root, next, { recursive: true });
      const newChunk = changePage(next, PAGE, 'GetInfo now returns');
      // What apidocs build does at its end.
      fs.renameSync(root, path.join(parent, 'build.old-1'));
      fs.renameSync(next, root);
      fs.rmSync(path.join(parent, 'build.old-1'), { recursive: true });

      assert.equal(view.hasFile(newChunk), false, 'the loaded generation answers until the next look');
      assert.equal(await view.refresh(), true);
      assert.equal(view.generations, 2);
      assert.equal(view.hasFile(newChunk), true, 'the new build is served');
      assert.equal(view.hasFile(oldChunk), true, 'the old page data stays for tabs opened before the rebuild');
      assert.match(view.csp, /script-src/);

      // One more build: the files retired by the first are let go.
      const third = path.join(parent, 'build.tmp-2');
      fs.cpSync(root, third, { recursive: true });
      fs.writeFileSync(path.join(third, 'assets/extra.ABCDEFGH.css'), 'p{}');
      fs.renameSync(root, path.join(parent, 'build.old-2'));
      fs.renameSync(third, root);
      assert.equal(await view.refresh(), true);
      assert.equal(view.hasFile(oldChunk), false);
      assert.equal(view.hasFile(newChunk), true);
    } finally {
      view.close();
    }
  });

  test('an update in place (rsync into the folder) is taken once the folder is quiet, and only when complete', async () => {
    const lines: string[] = [];
    const { root, view } = await servedCopy((line) => lines.push(line));
    try {
      const oldChunk = chunkOf(root, PAGE);
      // rsync order: the page arrives before the data it refers to.
      const html = fs
        .readFileSync(path.join(root, PAGE), 'utf8')
        .replaceAll(oldChunk, oldChunk.replace(/[0-9a-f]{10}\.json$/, '0123456789.json'));
      fs.writeFileSync(path.join(root, `${PAGE}.tmp`), html);
      fs.renameSync(path.join(root, `${PAGE}.tmp`), path.join(root, PAGE));
      assert.equal(await view.refresh(), false, 'the first look only notes the change');
      assert.equal(await view.refresh(), false, 'quiet, but the page refers to data that is not there yet');
      assert.match(
        lines.join('\n'),
        /still serving the previous build: the new one in .* is incomplete \(api\/demo\/demo\/get-info\/index\.html -> \/api-docs\/assets\/data\/.*0123456789\.json/,
      );
      assert.equal(await view.refresh(), false, 'an incomplete build is not loaded again until the folder changes');
      const memoryPage = view.hasFile(PAGE);
      assert.ok(memoryPage);
      // The data arrives; rsync --delete-after removes the old one at the end.
      fs.copyFileSync(
        path.join(root, oldChunk),
        path.join(root, oldChunk.replace(/[0-9a-f]{10}\.json$/, '0123456789.json')),
      );
      fs.rmSync(path.join(root, oldChunk));
      assert.equal(await view.refresh(), false);
      assert.equal(await view.refresh(), true, 'complete and quiet: switched');
      assert.equal(view.hasFile(oldChunk.replace(/[0-9a-f]{10}\.json$/, '0123456789.json')), true);
      assert.equal(view.hasFile(oldChunk), true, 'kept for open tabs');
    } finally {
      view.close();
    }
  });
});

describe('apidocs serve never leaves its folder', () => {
  test('links out of the folder, dangling links, loops and links to huge trees are not served, and start-up survives them', async () => {
    const outDir = await fixtureBuildDir();
    const parent = tempDir('apidocs-view-');
    const root = path.join(parent, 'build');
    fs.cpSync(outDir, root, { recursive: true });
    fs.writeFileSync(path.join(parent, 'secret.txt'), 'secret');
    fs.symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'secret.txt'));
    fs.symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'secret.html'));
    fs.symlinkSync('/', path.join(root, 'everything'));
    fs.symlinkSync('..', path.join(root, 'up'));
    fs.symlinkSync('.', path.join(root, 'assets/self'));
    fs.symlinkSync('loop-b', path.join(root, 'loop-a'));
    fs.symlinkSync('loop-a', path.join(root, 'loop-b'));
    fs.symlinkSync('missing', path.join(root, 'dangling.txt'));
    fs.symlinkSync('img/logo.svg', path.join(root, 'logo-alias.svg'));
    const view = await productionView(root, { baseUrl: BASE, pollMs: 0 });
    try {
      for (const file of [
        'secret.txt',
        'secret.html',
        'everything/etc/passwd',
        'up/secret.txt',
        'loop-a',
        'dangling.txt',
        'assets/self/self/site.css',
      ]) {
        assert.equal(view.hasFile(file), false, file);
      }
      assert.equal(view.hasFile('logo-alias.svg'), true, 'a link inside the folder is fine');
      assert.equal(view.hasFile('.apidocs-build'), false, 'dotfiles (the marker) are not served');
    } finally {
      view.close();
    }
  });
});
