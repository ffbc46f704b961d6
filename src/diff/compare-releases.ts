/**
 * What `apidocs diff` compares: two pinned releases of a daemon (by default its two newest),
 * compiled and diffed.
 */
import { loadModel } from '../release/load-model.ts';
import type { TreeOptions } from '../sources/proto-trees.ts';
import { type Sources, findService, findVersion } from '../sources/sources-config.ts';
import { ConfigError } from '../shared/errors.ts';
import type { ApiChanges } from './api-changes.ts';
import { diffReleases } from './diff-releases.ts';

export interface CompareOptions {
  sources: Sources;
  trees: TreeOptions;
  daemon: string;
  /** Older and newer tag; both absent means the two newest pinned releases. */
  tags?: [string, string] | undefined;
}

export interface Comparison {
  /** The daemon's display title. */
  title: string;
  changes: ApiChanges;
}

/** Compiles the daemon's releases and diffs the two asked for. */
export async function compareReleases(options: CompareOptions): Promise<Comparison> {
  const daemon = findService(options.sources, options.daemon);
  const [from, to] = (options.tags ?? newestPair(daemon.id, daemon.versions.map((v) => v.tag))).map((tag) => findVersion(daemon, tag).tag);
  // Model warnings (RPCs without comments) are `apidocs model`'s business, not the diff's.
  const { model } = await loadModel({ sources: options.sources, trees: options.trees, only: [daemon.id] });
  const release = (tag: string) => model.daemons[0]!.releases.find((r) => r.tag === tag)!;
  return { title: daemon.title, changes: diffReleases(release(from!), release(to!)) };
}

/** The previous and the newest tag ([older, newer]); versions are listed newest first. */
function newestPair(daemon: string, tags: string[]): [string, string] {
  if (tags.length < 2) {
    throw new ConfigError(`${daemon} pins only one release (${tags[0]}), so there is nothing to compare`, {
      hint: `Pin an older release in the versions of "${daemon}" in sources.json, or pass two tags.`,
    });
  }
  return [tags[1]!, tags[0]!];
}
