/** Paths to the fixture protos and content, and helpers to make mutable copies of them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSources, type Sources } from '../../src/sources/sources-config.ts';
import type { TreeOptions } from '../../src/sources/proto-trees.ts';
import { fixtureTree } from './fixture-trees.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The fixture proto trees (written out from test/fixtures/protos.txtar: see fixture-trees.ts). */
export const FIXTURE_PROTOS = fixtureTree('protos');
export const FIXTURE_SITE = path.join(ROOT, 'test/fixtures/site');

/** The real upstream protos when APIDOCS_PROTOS is set (tests on them skip otherwise). */
export const REAL_PROTOS = process.env.APIDOCS_PROTOS ? path.resolve(process.env.APIDOCS_PROTOS) : undefined;
export const REAL_PROTOS_SKIP = REAL_PROTOS
  ? false
  : 'APIDOCS_PROTOS is not set: set it to a folder of real upstream protos (e.g. ../shared/protos) to run this test';

const tempDirs: string[] = [];
process.once('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed when the process exits. */
export function tempDir(prefix = 'apidocs-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Copies the fixture proto trees to a temporary folder tests may edit. */
export function copyFixtureProtos(): string {
  const dir = tempDir('apidocs-protos-');
  fs.cpSync(FIXTURE_PROTOS, dir, { recursive: true });
  return dir;
}

/** The fixture sources.json. */
export function fixtureSources(): Sources {
  return loadSources(path.join(FIXTURE_SITE, 'sources.json'));
}

/**
 * Tree options reading only the given protos folder (no downloads), with a cache folder of the
 * caller's own; the real protos share the test run's cache (APIDOCS_TEST_CACHE_DIR, made by
 * test/run.mjs and filled by the shared real-site build), so each file that loads the real
 * model reads its releases back instead of compiling all twelve again (about 20 CPU-s a load).
 * The cache is keyed by every input (src/release/release-cache.ts), and its own tests use
 * fixture trees with caches of their own.
 */
export function offlineTrees(protosDir: string, archiveUrl = 'http://127.0.0.1:9/x.tar.gz'): TreeOptions {
  const shared = process.env.APIDOCS_TEST_CACHE_DIR;
  const cacheDir =
    shared && REAL_PROTOS && path.resolve(protosDir) === REAL_PROTOS ? shared : tempDir('apidocs-cache-');
  return { protosDir, cacheDir, archiveUrl, offline: true, log: () => {} };
}
