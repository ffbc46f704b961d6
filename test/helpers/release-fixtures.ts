/**
 * The three self-written releases of the fixture daemon "shop" (test/fixtures/releases):
 * v0.1.0 -> v0.2.0 makes every kind of change the diff knows, v0.2.0 -> v0.3.0 only adds.
 */
import path from 'node:path';
import type { ApiChanges } from '../../src/diff/api-changes.ts';
import { diffReleases } from '../../src/diff/diff-releases.ts';
import { type LoadedRelease, loadReleaseModel, releaseApiOf } from '../../src/diff/load-release-model.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { ROOT, offlineTrees } from './fixtures.ts';

export const FIXTURE_RELEASES = path.join(ROOT, 'test/fixtures/releases');

const loaded = new Map<string, Promise<LoadedRelease>>();

/** A release of the shop fixture, compiled once per test process. */
export function shopRelease(tag: string): Promise<LoadedRelease> {
  let release = loaded.get(tag);
  if (!release) {
    release = loadReleaseModel(loadSources(path.join(FIXTURE_RELEASES, 'sources.json')), 'shop', tag, offlineTrees(FIXTURE_RELEASES));
    loaded.set(tag, release);
  }
  return release;
}

/** The changes between two releases of the shop fixture. */
export async function shopChanges(from: string, to: string): Promise<ApiChanges> {
  const [a, b] = await Promise.all([shopRelease(from), shopRelease(to)]);
  return diffReleases(releaseApiOf(a.model), releaseApiOf(b.model));
}
