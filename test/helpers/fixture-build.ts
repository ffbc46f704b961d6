/**
 * Builds the fixture site (test/fixtures/site + test/fixtures/protos.txtar) once per test
 * process into a temporary folder, so many tests can read or serve it; or, for the tests that
 * only read or serve its folder, takes the build test/run.mjs made once for the whole run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSite, type BuildResult } from '../../src/build/build-site.ts';
import type { TreeOptions } from '../../src/sources/proto-trees.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, offlineTrees, tempDir } from './fixtures.ts';

let cached: Promise<BuildResult> | undefined;

/** Builds a site from a content folder and protos folder into a new temporary folder. */
export async function buildInto(
  params: { contentDir?: string; protosDir?: string; outDir?: string; trees?: TreeOptions } = {},
): Promise<BuildResult> {
  process.env.NODE_ENV = 'production';
  const contentDir = params.contentDir ?? FIXTURE_SITE;
  return buildSite({
    contentDir,
    outDir: params.outDir ?? path.join(tempDir('apidocs-build-'), 'build'),
    sources: loadSources(path.join(contentDir, 'sources.json')),
    trees: params.trees ?? (params.protosDir ? offlineTrees(params.protosDir) : fixtureTrees()),
    write: () => {},
  });
}

/**
 * The fixture trees, with the compiled-release cache test/run.mjs made for the run when there
 * is one (APIDOCS_FIXTURE_CACHE_DIR, filled by the shared fixture build): each file's fixture
 * builds then read the compiled fixture releases back instead of compiling them with buf. The
 * cache is keyed by every input and written atomically, so files may share it.
 */
function fixtureTrees(): TreeOptions {
  const trees = offlineTrees(FIXTURE_PROTOS);
  const shared = process.env.APIDOCS_FIXTURE_CACHE_DIR;
  return shared ? { ...trees, cacheDir: shared } : trees;
}

/** The fixture site, built once per process. */
export function fixtureBuild(): Promise<BuildResult> {
  cached ??= buildInto();
  return cached;
}

/**
 * The folder of a fixture build: the one test/run.mjs made for the whole run
 * (APIDOCS_FIXTURE_BUILD, shared-fixture-build.ts), else this process's. Readers must not
 * change it: copy it first.
 */
export async function fixtureBuildDir(): Promise<string> {
  const shared = process.env.APIDOCS_FIXTURE_BUILD;
  if (shared && fs.existsSync(path.join(shared, 'index.html'))) return shared;
  return (await fixtureBuild()).outDir;
}
