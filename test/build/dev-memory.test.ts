/**
 * `apidocs dev` runs for hours: what it keeps between rebuilds must not grow with the
 * number of rebuilds. Each rebuild here adds words never seen before (what typing does)
 * and rewrites the search index (what an open search box asks for); the heap after full
 * garbage collection is compared between rebuild 10 and rebuild 50. Memory, not time, is
 * measured, and the allowance is a few times what the JIT's own warm-up takes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createDevBuilder } from '../../src/build/dev-builder.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, offlineTrees, tempDir } from '../helpers/fixtures.ts';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap in use after collecting everything collectable. */
function settledHeap(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

/** A paragraph of `count` words that no earlier rebuild had. */
function newWords(round: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `w${round}x${i}${'abcdefgh'[i % 8]}ing`).join(' ');
}

test('memory kept by watch mode does not grow with the number of rebuilds', async () => {
  process.env.NODE_ENV = 'production';
  const content = path.join(tempDir('apidocs-content-'), 'content');
  fs.cpSync(FIXTURE_SITE, content, { recursive: true });
  const builder = createDevBuilder({
    contentDir: content,
    outDir: path.join(tempDir('apidocs-dev-'), 'build'),
    sources: loadSources(path.join(content, 'sources.json')),
    trees: offlineTrees(FIXTURE_PROTOS),
    write: () => {},
  });
  await builder.initial();
  const home = path.join(content, 'pages/home.md');
  const original = fs.readFileSync(home, 'utf8');
  const rebuild = async (round: number) => {
    fs.writeFileSync(home, `${original}\n${newWords(round, 1000)}\n`);
    const update = await builder.update([home]);
    assert.deepEqual(update.routes, ['/api-docs/']);
    assert.equal(builder.refreshSearchIndex(), true);
  };
  for (let round = 0; round < 10; round++) await rebuild(round);
  const early = settledHeap();
  for (let round = 10; round < 50; round++) await rebuild(round);
  const late = settledHeap();
  const growth = (late - early) / 1024 / 1024;
  assert.ok(
    growth < 3,
    `the heap grew by ${growth.toFixed(1)} MB over 40 rebuilds (${((growth * 1024) / 40).toFixed(0)} KB per rebuild)`,
  );
});
