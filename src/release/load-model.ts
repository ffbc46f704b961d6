/**
 * Builds the API model: for every daemon and every full release (in parallel; history
 * releases are the API history's, src/history/) locate
 * its proto trees, compile them with buf, read its REST rules and convert, unless the
 * compiled-release cache holds the model of the same inputs (release-cache.ts). A release that
 * borrows files from another daemon's tree (loop and taproot-assets import lnd's
 * lightning.proto) compiles against the release its proto root names, by default that
 * daemon's newest pinned release.
 */
import crypto from 'node:crypto';
import { attachGoFacts } from '../gofacts/attach-go-facts.ts';
import { linkOtherCliCommands } from '../gofacts/cli/other-cli-commands.ts';
import { type LocatedTree, type TreeOptions, locateTree } from '../sources/proto-trees.ts';
import {
  type Sources,
  type SourceService,
  type SourceVersion,
  findService,
  findVersion,
  newestVersion,
  protoRootsOf,
} from '../sources/sources-config.ts';
import { buildReleaseModel } from '../proto/build-release-model.ts';
import { treeKey } from '../proto/tree-key.ts';
import { compileRelease } from '../proto/compile.ts';
import type { ApiModel, ApiRelease, DaemonModel, ModelWarning } from '../proto/model-types.ts';
import { openReleaseCache } from './release-cache.ts';
import { readRestRules } from './read-rest-rules.ts';

export interface LoadModelOptions {
  sources: Sources;
  trees: TreeOptions;
  /** Daemon ids to include (all when absent). */
  only?: string[] | undefined;
  /** Which releases to compile: every full one (default) or only the newest of each daemon. */
  releases?: 'all' | 'newest';
  /**
   * Releases compiled earlier, by treeKey(daemon, tag), reused instead of compiling again
   * (watch mode passes the releases a change did not touch).
   */
  reuse?: Map<string, ApiRelease>;
}

export interface LoadedModel {
  model: ApiModel;
  warnings: ModelWarning[];
  /** Absolute folders of the trees used, by treeKey(daemon, tag) (for watch mode). */
  treeDirs: Map<string, string>;
  /** The trees each release was compiled from (its own first), by treeKey of the release. */
  releaseTrees: Map<string, string[]>;
  /**
   * A digest of every input of the model (each release's compiled-release cache key, which
   * covers its trees, sources.json and apidocs' code, and the selection): what the page data
   * cache keys on. Null when the cache is off or a release was reused from elsewhere.
   */
  inputDigest: string | null;
}

/** Computes the API model of the selected daemons and releases. */
export async function loadModel(options: LoadModelOptions): Promise<LoadedModel> {
  const { sources } = options;
  const selected = options.only ? options.only.map((id) => findService(sources, id)) : sources.services;
  const locate = memoizedLocator(options.trees);
  const pins = new Map(
    sources.services.flatMap((s) =>
      s.versions.map((v) => [treeKey(s.id, v.tag), { repo: s.repo, commit: v.commit }] as const),
    ),
  );
  const cliNames = [...new Set(sources.services.map((s) => s.cli))];
  const treeDirs = new Map<string, string>();
  const releaseTrees = new Map<string, string[]>();
  /** The newest release's warnings by daemon id (releases compile concurrently; reported in sources.json order). */
  const warningsOf = new Map<string, ModelWarning[]>();
  const cache = openReleaseCache(options.trees.cacheDir);
  const sourcesJson = JSON.stringify(sources);
  /** Each release's cache entry name (a digest of its inputs), by treeKey; absent for a reused release. */
  const inputNames = new Map<string, string>();

  const compileOne = async (service: SourceService, version: SourceVersion): Promise<ApiRelease> => {
    const key = treeKey(service.id, version.tag);
    const trees = await locateTrees(sources, service, version, locate);
    for (const tree of trees.values()) treeDirs.set(treeKey(tree.service, tree.tag), tree.dir);
    releaseTrees.set(
      key,
      [...trees.values()].map((t) => treeKey(t.service, t.tag)),
    );
    const reused = options.reuse?.get(key);
    if (reused) return reused;
    // Older releases are history: only the newest one's problems are worth a warning.
    const report = (found: ModelWarning[]) => {
      if (version === newestVersion(service)) warningsOf.set(service.id, found);
    };
    const cached = cache?.lookup({ key, treeDirs: [...trees.values()].map((t) => t.dir), sourcesJson });
    if (cached) inputNames.set(key, cached.file);
    if (cached?.entry) {
      report(cached.entry.warnings);
      return cached.entry.release;
    }
    const compiled = await compileRelease(service, version, trees);
    const result = buildReleaseModel({
      service,
      version,
      compiled,
      restRules: readRestRules(compiled),
      pins,
      cliNames: [service.cli, ...cliNames.filter((c) => c !== service.cli)],
    });
    // Permissions and CLI commands from the release's Go source (src/gofacts/).
    const withGo = attachGoFacts(result.release, { service, version, treeDir: trees.get(service.id)!.dir });
    const releaseWarnings = [...result.warnings, ...withGo.warnings];
    if (cache && cached) cache.store(cached.file, { release: withGo.release, warnings: releaseWarnings });
    report(releaseWarnings);
    return withGo.release;
  };

  const daemons = await Promise.all(
    selected.map(async (service): Promise<DaemonModel> => {
      const versions = options.releases === 'newest' ? [newestVersion(service)] : service.versions;
      const releases = await Promise.all(versions.map((version) => compileOne(service, version)));
      return {
        id: service.id,
        title: service.title,
        repo: service.repo,
        repoUrl: `https://github.com/${service.repo}`,
        daemon: service.daemon,
        cli: service.cli,
        ports: service.ports,
        releases,
      };
    }),
  );
  const warnings = selected.flatMap((service) => warningsOf.get(service.id) ?? []);
  const releaseCount = daemons.reduce((n, d) => n + d.releases.length, 0);
  const inputDigest = inputNames.size === releaseCount ? digestOfInputs(daemons, inputNames) : null;
  // litcli's `ln` commands call tapd's RPCs: commands are linked across daemons once all are read.
  return { model: { daemons: linkOtherCliCommands(daemons) }, warnings, treeDirs, releaseTrees, inputDigest };
}

/** The digest of the model's inputs: its daemons and releases in order, each with its cache key. */
function digestOfInputs(daemons: DaemonModel[], inputNames: Map<string, string>): string {
  const hash = crypto.createHash('sha256');
  for (const daemon of daemons)
    for (const release of daemon.releases) {
      const key = treeKey(daemon.id, release.tag);
      hash.update(`${key} ${inputNames.get(key)}\n`);
    }
  return hash.digest('hex');
}

/** One locate per release tree even when several releases borrow the same tree at once. */
export function memoizedLocator(options: TreeOptions) {
  const pending = new Map<string, Promise<LocatedTree>>();
  return (service: SourceService, version: SourceVersion): Promise<LocatedTree> => {
    const key = treeKey(service.id, version.tag);
    let promise = pending.get(key);
    if (!promise) {
      promise = locateTree(service, version, options);
      pending.set(key, promise);
    }
    return promise;
  };
}

/** The release's own tree and every tree its proto roots borrow from, by daemon id (sample tests compile releases with it too). */
export async function locateTrees(
  sources: Sources,
  service: SourceService,
  version: SourceVersion,
  locate: (s: SourceService, v: SourceVersion) => Promise<LocatedTree>,
): Promise<Map<string, LocatedTree>> {
  const trees = new Map<string, LocatedTree>([[service.id, await locate(service, version)]]);
  for (const root of protoRootsOf(service, version)) {
    if (!root.from || root.from === service.id) continue;
    const other = findService(sources, root.from);
    trees.set(root.from, await locate(other, root.tag ? findVersion(other, root.tag) : newestVersion(other)));
  }
  return trees;
}
