/**
 * The three self-written releases of the fixture daemon "shop" (test/fixtures/releases.txtar):
 * v0.1.0 -> v0.2.0 makes every kind of change the diff knows, v0.2.0 -> v0.3.0 only adds.
 */
import path from 'node:path';
import type { ApiChanges } from '../../src/diff/api-changes.ts';
import { diffReleases } from '../../src/diff/diff-releases.ts';
import { loadModel } from '../../src/release/load-model.ts';
import type { ApiRelease } from '../../src/proto/model-types.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { fixtureTree } from './fixture-trees.ts';
import { offlineTrees } from './fixtures.ts';

/** The shop releases and their sources.json (written out from test/fixtures/releases.txtar). */
export const FIXTURE_RELEASES = fixtureTree('releases');

let loaded: Promise<ApiRelease[]> | undefined;

/** A release of the shop fixture (all three are compiled once per test process). */
export async function shopRelease(tag: string): Promise<ApiRelease> {
  loaded ??= loadModel({
    sources: loadSources(path.join(FIXTURE_RELEASES, 'sources.json')),
    trees: offlineTrees(FIXTURE_RELEASES),
  }).then((m) => m.model.daemons[0]!.releases);
  const release = (await loaded).find((r) => r.tag === tag);
  if (!release) throw new Error(`no shop release ${tag}`);
  return release;
}

/** The changes between two releases of the shop fixture. */
export async function shopChanges(from: string, to: string): Promise<ApiChanges> {
  return diffReleases(await shopRelease(from), await shopRelease(to));
}
