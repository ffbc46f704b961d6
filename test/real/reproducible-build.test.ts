/**
 * "Two builds of the same input are byte-identical" (docs/commands.md), for the real site:
 * one process with an empty cache (every release compiled) and another with that cache
 * filled (every release read back from it) write the same tree, byte for byte. The cold one
 * is the shared build of the test run when that was made from an empty cache (test/run.mjs,
 * .ci/run); otherwise it is built here and also compared with the shared build.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { listFiles } from '../../src/build/output-dir.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, tempDir } from '../helpers/fixtures.ts';

/** `apidocs build` of the real site in its own process, with `cacheDir` as APIDOCS_CACHE_DIR. */
function build(outDir: string, cacheDir: string): void {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'bin/apidocs'), 'build', '--protos', REAL_PROTOS!, '--offline', '--out', outDir],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', APIDOCS_CACHE_DIR: cacheDir },
      encoding: 'utf8',
      timeout: 900_000,
    },
  );
  assert.equal(result.status, 0, result.stderr);
}

/** The files of two trees that differ (missing on one side, or other bytes). */
function differences(a: string, b: string): string[] {
  const left = listFiles(a).sort();
  const right = listFiles(b).sort();
  const all = [...new Set([...left, ...right])].sort();
  return all.filter((file) => {
    const [x, y] = [path.join(a, file), path.join(b, file)];
    return !fs.existsSync(x) || !fs.existsSync(y) || !fs.readFileSync(x).equals(fs.readFileSync(y));
  });
}

/**
 * The shared build of the test run when test/run.mjs (or CI) made it from an empty cache
 * (APIDOCS_REAL_BUILD_CACHE names that cache, filled since): it is the cold build, so only the
 * warm one is made here. A private copy of the cache's compiled releases keeps the check
 * "every release read back" free of what other test files write to the shared cache meanwhile.
 */
function sharedColdBuild(): { out: string; releases: string } | null {
  const out = process.env.APIDOCS_REAL_BUILD;
  const cache = process.env.APIDOCS_REAL_BUILD_CACHE;
  if (!out || !cache || !fs.existsSync(path.join(out, 'index.html'))) return null;
  const releases = path.join(cache, 'releases');
  return fs.existsSync(releases) ? { out, releases } : null;
}

test('the real site builds byte for byte the same from an empty cache and from a filled one, in separate processes', {
  skip: REAL_PROTOS_SKIP,
}, () => {
  const work = tempDir('apidocs-reproducible-');
  const cache = path.join(work, 'cache');
  const shared = sharedColdBuild();
  const cold = shared?.out ?? path.join(work, 'cold');
  if (shared) fs.cpSync(shared.releases, path.join(cache, 'releases'), { recursive: true });
  else build(cold, cache);
  const filled = listFiles(cache).sort();
  assert.ok(filled.length > 0, 'the cold build filled the cache');
  build(path.join(work, 'warm'), cache);
  // A release missing from the cache would have been compiled and written to it.
  assert.deepEqual(listFiles(cache).sort(), filled, 'the warm build found every release in the cache');
  assert.ok(listFiles(cold).length > 1000);
  assert.deepEqual(differences(cold, path.join(work, 'warm')), [], 'cold and warm builds differ');
  const other = process.env.APIDOCS_REAL_BUILD;
  if (!shared && other && fs.existsSync(path.join(other, 'index.html')))
    assert.deepEqual(differences(cold, other), [], 'this build and the shared one of the test run differ');
  fs.rmSync(work, { recursive: true, force: true });
});
