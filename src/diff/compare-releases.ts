/**
 * What `apidocs diff` compares: two pinned releases of a daemon (by default its two newest),
 * compiled and diffed. Two full releases are compared as their pages show them; when either
 * is a history release (its tree has no CLI, and the history compiles without comments), both
 * are compiled for their API facts only, so the two sides are read the same way: an RPC
 * deprecated only in its comment is then not deprecated on either side.
 */
import { compileApiFacts } from '../release/api-facts.ts';
import { loadModel, locateTrees, memoizedLocator } from '../release/load-model.ts';
import type { TreeOptions } from '../sources/proto-trees.ts';
import { type PinnedRelease, type Sources, findPinnedRelease, findService } from '../sources/sources-config.ts';
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
  /** `pages`: two full releases as documented; `api-facts`: a history release is involved, both compared by their API facts (no comments). */
  basis: 'pages' | 'api-facts';
}

/** Compiles the daemon's releases and diffs the two asked for. */
export async function compareReleases(options: CompareOptions): Promise<Comparison> {
  const daemon = findService(options.sources, options.daemon);
  const [from, to] = (
    options.tags ??
    newestPair(
      daemon.id,
      daemon.versions.map((v) => v.tag),
    )
  ).map((tag) => findPinnedRelease(daemon, tag)) as [PinnedRelease, PinnedRelease];
  if (from.kind === 'full' && to.kind === 'full') {
    // Model warnings (RPCs without comments) are `apidocs model`'s business, not the diff's.
    const { model } = await loadModel({ sources: options.sources, trees: options.trees, only: [daemon.id] });
    const release = (tag: string) => model.daemons[0]!.releases.find((r) => r.tag === tag)!;
    return {
      title: daemon.title,
      changes: diffReleases(release(from.version.tag), release(to.version.tag)),
      basis: 'pages',
    };
  }
  const locate = memoizedLocator(options.trees);
  const [before, after] = await Promise.all(
    [from, to].map(
      async ({ version }) =>
        (
          await compileApiFacts(
            options.sources,
            daemon,
            version,
            await locateTrees(options.sources, daemon, version, locate),
          )
        ).release,
    ),
  );
  return { title: daemon.title, changes: diffReleases(before!, after!), basis: 'api-facts' };
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
