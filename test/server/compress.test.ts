import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import zlib from 'node:zlib';
import {
  MIN_COMPRESS_BYTES,
  compressOutput,
  createCompressor,
  isPrecompressedCopy,
  limitConcurrency,
} from '../../src/build/compress.ts';
import { linkTo, listFiles, writeTo } from '../../src/build/output-dir.ts';
import { tempDir } from '../helpers/fixtures.ts';

function write(root: string, relative: string, data: string | Buffer): Buffer {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  return fs.readFileSync(file);
}

describe('compressOutput: the precompression phase', () => {
  test('text files get .br and .gz copies that decompress to the original; tiny, binary and incompressible files do not', async () => {
    const root = tempDir('apidocs-compress-');
    const page = write(root, 'api/x/index.html', `<!DOCTYPE html><p>${'channel balance '.repeat(400)}</p>`);
    const script = write(root, 'assets/main.ABCDEFGH.js', `export const x = ${JSON.stringify('abc'.repeat(2000))};`);
    const data = write(
      root,
      'assets/data/x.0123456789.json',
      JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ i, name: `item ${i}` })) }),
    );
    const svg = write(
      root,
      'img/logo.svg',
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
    );
    write(root, 'assets/tiny.css', 'a{color:red}');
    write(root, 'img/photo.png', crypto.randomBytes(4096));
    write(root, 'random.txt', crypto.randomBytes(4096));

    const result = await compressOutput(root);

    const files = new Set(listFiles(root));
    for (const [relative, original] of [
      ['api/x/index.html', page],
      ['assets/main.ABCDEFGH.js', script],
      ['assets/data/x.0123456789.json', data],
      ['img/logo.svg', svg],
    ] as const) {
      assert.deepEqual(
        zlib.brotliDecompressSync(fs.readFileSync(path.join(root, `${relative}.br`))),
        original,
        relative,
      );
      assert.deepEqual(zlib.gunzipSync(fs.readFileSync(path.join(root, `${relative}.gz`))), original, relative);
    }
    assert.ok(
      !files.has('assets/tiny.css.br') && !files.has('assets/tiny.css.gz'),
      `files under ${MIN_COMPRESS_BYTES} bytes are left alone`,
    );
    assert.ok(
      !files.has('img/photo.png.br') && !files.has('img/photo.png.gz'),
      'images other than SVG are not compressed',
    );
    assert.ok(!files.has('random.txt.br') && !files.has('random.txt.gz'), 'a copy that is not smaller is not written');
    assert.equal(result.files, 4, 'the four files that got copies');
    assert.ok(result.brotliBytes < result.bytes && result.gzipBytes < result.bytes);
  });

  test('files written faster than they compress all get their copies: those past the waiting queue are compressed from disk at the end', async () => {
    const dir = tempDir('apidocs-compressor-');
    const compressor = createCompressor(dir);
    // 40 files of 512 KB arrive at once: more than the queue holds (8 MB), as a render burst does.
    const texts = Array.from({ length: 40 }, (_, i) =>
      `<p>page ${i}</p>\n`.repeat((512 * 1024) / 16).slice(0, 512 * 1024),
    );
    for (const [i, text] of texts.entries()) {
      fs.writeFileSync(path.join(dir, `page-${i}.html`), text);
      compressor.add(`page-${i}.html`, text);
    }
    const result = await compressor.finish();
    assert.equal(result.files, 40);
    for (const [i, text] of texts.entries()) {
      assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `page-${i}.html.br`))).toString(), text);
      assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(dir, `page-${i}.html.gz`))).toString(), text);
    }
  });

  test('a Markdown copy linked under a second name (linkTo) is compressed once: its copies are links of the original copies', async () => {
    const dir = tempDir('apidocs-compressor-');
    const compressor = createCompressor(dir);
    const output = { dir, onWrite: compressor.add, onLink: compressor.link };
    const text = `# GetInfo\n\n${'returns basic information about the node. '.repeat(100)}`;
    writeTo(output, 'api/x/get-info/index.md', text);
    linkTo(output, 'api/x/get-info/index.md', 'api/x/get-info.md');
    // A tiny page has no copies; its link has none either.
    writeTo(output, 'api/x/tiny/index.md', '# Tiny');
    linkTo(output, 'api/x/tiny/index.md', 'api/x/tiny.md');
    const result = await compressor.finish();
    assert.equal(result.files, 2, 'the page and its link; nothing compressed again from disk');
    const inode = (file: string) => fs.statSync(path.join(dir, file)).ino;
    for (const suffix of ['', '.br', '.gz'])
      assert.equal(inode(`api/x/get-info.md${suffix}`), inode(`api/x/get-info/index.md${suffix}`), suffix);
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'api/x/get-info.md.br'))).toString(), text);
    assert.deepEqual(
      listFiles(dir).filter((f) => f.includes('tiny')),
      ['api/x/tiny.md', 'api/x/tiny/index.md'],
    );
    // An in-place rebuild links again over the old name.
    linkTo(output, 'api/x/get-info/index.md', 'api/x/get-info.md');
    assert.equal(inode('api/x/get-info.md'), inode('api/x/get-info/index.md'));
  });

  test('one limit on work in flight (compressOutput and the compressor share it): never more than the limit at once, started in the order given', async () => {
    const limit = limitConcurrency(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 10 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    });
    const done = Promise.all(
      gates.map((gate, i) =>
        limit(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await gate.promise;
          running -= 1;
        }),
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(started, [0, 1, 2], 'three start, the rest wait');
    for (const gate of gates) {
      gate.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    assert.equal(most, 3);
    assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('isPrecompressedCopy tells the copies from real .gz downloads', () => {
    assert.ok(isPrecompressedCopy('api/x/index.html.br'));
    assert.ok(isPrecompressedCopy('assets/main.ABCDEFGH.js.gz'));
    assert.ok(!isPrecompressedCopy('downloads/protos.tar.gz'));
    assert.ok(!isPrecompressedCopy('api/x/index.html'));
  });

  test('the fixture build ships its copies: every page has .br and .gz', async () => {
    const { fixtureBuild } = await import('../helpers/fixture-build.ts');
    const build = await fixtureBuild();
    const files = new Set(listFiles(build.outDir));
    const pages = [...files].filter((f) => f.endsWith('.html'));
    assert.ok(pages.length > 10);
    for (const page of pages) assert.ok(files.has(`${page}.br`) && files.has(`${page}.gz`), page);
  });
});
