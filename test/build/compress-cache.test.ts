import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import zlib from 'node:zlib';
import { openCompressCache } from '../../src/build/compress-cache.ts';
import { buildCachesEnabled } from '../../src/shared/cache-switch.ts';
import { COMPRESSION_SETTINGS, createCompressor } from '../../src/build/compress.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { tempDir } from '../helpers/fixtures.ts';

const PAGE = `<!DOCTYPE html><p>${'channel balance '.repeat(400)}</p>`;
const RANDOM = crypto.randomBytes(4096);

/** Writes a page, an incompressible file and a tiny one into a fresh folder and compresses them with `cacheRoot`. */
async function buildInto(cacheRoot: string, page = PAGE) {
  const dir = tempDir('apidocs-compress-cache-out-');
  const compressor = createCompressor(dir, openCompressCache(cacheRoot));
  for (const [name, data] of [
    ['api/x/index.html', page],
    ['random.txt', RANDOM],
    ['tiny.css', 'a{color:red}'],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
    compressor.add(name, data);
  }
  return { dir, result: await compressor.finish() };
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));
const entries = (cacheRoot: string) => fs.readdirSync(path.join(cacheRoot, 'compressed')).sort();

describe('the cache of compressed copies', () => {
  test('a second build of the same bytes takes its copies from the cache: the same files, the same bytes, the same totals', async () => {
    const cacheRoot = tempDir('apidocs-compress-cache-');
    const first = await buildInto(cacheRoot);
    // The page's two copies, and the incompressible file's two empty markers ("not kept").
    const stored = entries(cacheRoot);
    assert.equal(stored.length, 4);
    assert.equal(stored.filter((name) => fs.statSync(path.join(cacheRoot, 'compressed', name)).size === 0).length, 2);

    const second = await buildInto(cacheRoot);
    assert.deepEqual(listFiles(second.dir), listFiles(first.dir));
    for (const file of listFiles(first.dir)) assert.deepEqual(read(second.dir, file), read(first.dir, file), file);
    assert.deepEqual(second.result, first.result);
    assert.equal(zlib.brotliDecompressSync(read(second.dir, 'api/x/index.html.br')).toString(), PAGE);
    // Taken from the cache, not compressed again: the copy is the cache entry's file.
    const brEntry = stored.find(
      (name) => name.endsWith('.br') && fs.statSync(path.join(cacheRoot, 'compressed', name)).size > 0,
    )!;
    assert.equal(
      fs.statSync(path.join(second.dir, 'api/x/index.html.br')).ino,
      fs.statSync(path.join(cacheRoot, 'compressed', brEntry)).ino,
    );
    assert.deepEqual(entries(cacheRoot), stored, 'nothing new stored');
  });

  test('different bytes are a miss; an incomplete entry is a miss that is compressed again and completed', async () => {
    const cacheRoot = tempDir('apidocs-compress-cache-');
    await buildInto(cacheRoot);
    const changed = PAGE.replace('channel', 'wallet');
    const other = await buildInto(cacheRoot, changed);
    assert.equal(zlib.gunzipSync(read(other.dir, 'api/x/index.html.gz')).toString(), changed);
    assert.equal(entries(cacheRoot).length, 6);

    // An entry without its .gz (a build stopped between the two links) is not used.
    for (const name of entries(cacheRoot)) {
      if (name.endsWith('.gz')) fs.rmSync(path.join(cacheRoot, 'compressed', name));
    }
    const again = await buildInto(cacheRoot);
    assert.equal(zlib.gunzipSync(read(again.dir, 'api/x/index.html.gz')).toString(), PAGE);
    assert.equal(zlib.brotliDecompressSync(read(again.dir, 'api/x/index.html.br')).toString(), PAGE);
    assert.ok(!fs.existsSync(path.join(again.dir, 'random.txt.gz')), 'a copy not kept is still not written');
    assert.equal(entries(cacheRoot).filter((name) => name.endsWith('.gz')).length, 2, 'completed again');
  });

  test('a build removes the entries it did not use that are older than a day, and keeps recent ones', async () => {
    const cacheRoot = tempDir('apidocs-compress-cache-');
    await buildInto(cacheRoot, PAGE.replace('channel', 'old'));
    const recentOther = PAGE.replace('channel', 'recent');
    await buildInto(cacheRoot, recentOther);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const cache = openCompressCache(cacheRoot)!;
    const keyOf = (text: string) => cache.key(COMPRESSION_SETTINGS, Buffer.from(text));
    const oldKey = keyOf(PAGE.replace('channel', 'old'));
    const recentKey = keyOf(recentOther);
    for (const suffix of ['.br', '.gz']) {
      fs.utimesSync(path.join(cacheRoot, 'compressed', oldKey + suffix), dayAgo, dayAgo);
    }
    // The incompressible file's markers are old too but used by this build.
    const used = await buildInto(cacheRoot);
    assert.ok(used.result.files === 1);
    const names = entries(cacheRoot);
    assert.ok(!names.includes(`${oldKey}.br`) && !names.includes(`${oldKey}.gz`), 'the old unused entry is gone');
    assert.ok(names.includes(`${recentKey}.br`) && names.includes(`${recentKey}.gz`), 'a recent one stays');
  });

  test('APIDOCS_MODEL_CACHE=off turns it off, as it does the release cache', () => {
    assert.equal(buildCachesEnabled({}), true);
    for (const value of ['off', '0', 'false', 'NO'])
      assert.equal(buildCachesEnabled({ APIDOCS_MODEL_CACHE: value }), false);
  });
});
