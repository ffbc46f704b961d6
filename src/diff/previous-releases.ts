/**
 * The build's view of releases until the model split: the model of each daemon's previous
 * pinned release (the second of its `versions`), and the changes from it to the newest.
 */
import type { ApiModel, ServiceModel } from '../proto/model-types.ts';
import type { TreeOptions } from '../sources/proto-trees.ts';
import type { Sources } from '../sources/sources-config.ts';
import type { ApiChanges } from './api-changes.ts';
import { diffReleases } from './diff-releases.ts';
import { loadReleaseModel, releaseApiOf } from './load-release-model.ts';

/** Compiles the previous release of every daemon that pins more than one, by daemon id. */
export async function loadPreviousReleases(sources: Sources, trees: TreeOptions): Promise<Map<string, ServiceModel>> {
  const loaded = await Promise.all(
    sources.services
      .filter((daemon) => daemon.versions.length > 1)
      .map(async (daemon) => [daemon.id, (await loadReleaseModel(sources, daemon.id, daemon.versions[1]!.tag, trees)).model] as const),
  );
  return new Map(loaded);
}

/** The changes from each daemon's previous release to its newest (the model's), by daemon id. */
export function changesByDaemon(model: ApiModel, previous: Map<string, ServiceModel>): Map<string, ApiChanges> {
  const changes = new Map<string, ApiChanges>();
  for (const service of model.services) {
    const old = previous.get(service.id);
    if (old) changes.set(service.id, diffReleases(releaseApiOf(old), releaseApiOf(service)));
  }
  return changes;
}
