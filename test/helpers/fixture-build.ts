/**
 * Builds the fixture site (test/fixtures/site + test/fixtures/protos.txtar) once per test
 * process into a temporary folder, so many tests can read or serve it.
 */
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
    trees: params.trees ?? offlineTrees(params.protosDir ?? FIXTURE_PROTOS),
    write: () => {},
  });
}

/** The fixture site, built once per process. */
export function fixtureBuild(): Promise<BuildResult> {
  cached ??= buildInto();
  return cached;
}
