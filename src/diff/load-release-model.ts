/**
 * The API model of any pinned release of a daemon, and the diff's view of a model.
 *
 * Stopgap until the model is split into daemons and releases (issue 12, "Model first"):
 * today loadModel() compiles only the first entry of a daemon's `versions`, so this loads
 * an older release by compiling a copy of the sources whose versions list for that daemon
 * starts with the wanted tag. Trees borrowed from other daemons (`from`) stay at their
 * newest pinned release. The split replaces this file's loadReleaseModel with a lookup in
 * the per-release models; nothing else calls loadModel for an old release.
 */
import { loadModel } from '../proto/load-model.ts';
import type { ModelWarning, ServiceModel } from '../proto/model-types.ts';
import type { TreeOptions } from '../sources/proto-trees.ts';
import { type Sources, findService } from '../sources/sources-config.ts';
import { ConfigError } from '../shared/errors.ts';
import type { ReleaseApi } from './api-changes.ts';

export interface LoadedRelease {
  model: ServiceModel;
  warnings: ModelWarning[];
}

/** Compiles release `tag` of daemon `daemonId` (any tag of its sources.json `versions`). */
export async function loadReleaseModel(sources: Sources, daemonId: string, tag: string, treeOptions: TreeOptions): Promise<LoadedRelease> {
  const daemon = findService(sources, daemonId);
  const version = daemon.versions.find((v) => v.tag === tag);
  if (!version) {
    throw new ConfigError(`${daemonId} has no pinned release "${tag}"`, {
      hint: `Use one of: ${daemon.versions.map((v) => v.tag).join(', ')} (the versions of "${daemonId}" in sources.json).`,
    });
  }
  const pinned: Sources = {
    ...sources,
    services: sources.services.map((s) => (s.id === daemonId ? { ...s, versions: [version, ...s.versions.filter((v) => v !== version)] } : s)),
  };
  const { model, warnings } = await loadModel({ sources: pinned, trees: treeOptions, only: [daemonId] });
  return { model: model.services[0]!, warnings };
}

/** The parts of a release's model the diff reads. */
export function releaseApiOf(model: ServiceModel): ReleaseApi {
  return { tag: model.version.tag, subServices: model.subServices, messages: model.messages, enums: model.enums };
}
