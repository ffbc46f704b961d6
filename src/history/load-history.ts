/**
 * The API history of each daemon, from the cheapest source that is exactly right: the
 * committed history file when its generator, extraction code and every tree hash equal the
 * pins (no tree is read at all), else the element sets of the releases, each from the element
 * cache, the build's own compiled model (full releases) or a compile of its tree for API facts
 * only (local, cached or downloaded like any tree). A stale file is never served: the caller
 * is told why, and how to refresh it.
 */
import os from 'node:os';
import { ImageMemo } from '../proto/image-memo.ts';
import { treeKey } from '../proto/tree-key.ts';
import type { ApiRelease } from '../proto/model-types.ts';
import { compileApiFacts } from '../release/api-facts.ts';
import { locateTrees, memoizedLocator } from '../release/load-model.ts';
import type { TreeOptions } from '../sources/proto-trees.ts';
import {
  type Sources,
  type SourceService,
  type SourceVersion,
  findService,
  findVersion,
  newestVersion,
  pinnedReleases,
  protoRootsOf,
} from '../sources/sources-config.ts';
import { computeHistory } from './compute-history.ts';
import { openElementCache } from './element-cache.ts';
import { GENERATOR, extractionCode } from './extraction-code.ts';
import { type ExpectedHistory, historyFileProblem, readHistoryFile } from './history-file.ts';
import type { ApiHistory, HistoryFile, ReleaseElements } from './history-types.ts';
import { releaseElements } from './release-elements.ts';
import { type DatedRelease, orderReleases } from './release-order.ts';

/** The command that rewrites the committed file (named in messages). */
export const REFRESH_COMMAND = 'apidocs history --write';

export interface LoadHistoryOptions {
  sources: Sources;
  trees: TreeOptions;
  /** The committed history file (content/history.json), or null to compute from the trees regardless. */
  historyFile: string | null;
  /** Daemon ids to include (all when absent). */
  only?: string[] | undefined;
  /** Releases the caller compiled in full already, by treeKey(daemon, tag): their elements are read from them. */
  compiled?: Map<string, ApiRelease>;
}

export interface LoadedHistory {
  /** One history per selected daemon, in sources.json order. */
  histories: ApiHistory[];
  /** Daemons whose history came from the committed file. */
  fromFile: string[];
  /** Why the committed file was not served for some daemon, with how to refresh it; null when it was (or none was asked for or there is none). */
  stale: string | null;
  /** True when a history file was asked for and there is none (a site without one computes its history from the trees, quietly). */
  fileMissing: boolean;
  /** The history file of exactly these histories (what `apidocs history --write` writes). */
  file: HistoryFile;
}

/** Loads the history of the selected daemons. */
export async function loadHistory(options: LoadHistoryOptions): Promise<LoadedHistory> {
  const { sources } = options;
  const selected = options.only ? options.only.map((id) => findService(sources, id)) : sources.services;
  const committed = options.historyFile ? readHistoryFile(options.historyFile) : null;
  const code = { generator: GENERATOR, code: extractionCode() };
  const problems: string[] = [];
  const computeQueue = limitConcurrency(Math.max(1, Math.min(4, os.availableParallelism())));
  const locate = memoizedLocator(options.trees);
  const cache = openElementCache(options.trees.cacheDir);
  // Releases whose protos did not change share one compile (image-memo.ts).
  const images = new ImageMemo();

  const elementsOf = async (service: SourceService, version: SourceVersion): Promise<ReleaseElements> => {
    const compiled = options.compiled?.get(treeKey(service.id, version.tag));
    if (compiled) return releaseElements(compiled);
    return computeQueue(async () => {
      const trees = await locateTrees(sources, service, version, locate);
      const treeDirs = [...trees.values()].map((t) => t.dir);
      const cached = cache?.lookup(service, version, treeDirs);
      if (cached?.elements) return cached.elements;
      const elements = releaseElements((await compileApiFacts(sources, service, version, trees, images)).release);
      if (cache && cached) cache.store(cached.file, elements);
      return elements;
    });
  };

  const fromFile: string[] = [];
  const entries = await Promise.all(
    selected.map(async (service) => {
      const expected = expectedHistory(sources, service);
      if (committed && options.historyFile) {
        const problem = historyFileProblem(committed, service.id, expected, code);
        if (problem === null) {
          fromFile.push(service.id);
          return { id: service.id, trees: expected.trees, history: committed.daemons[service.id]!.history };
        }
        problems.push(`${service.id}: ${problem}`);
      }
      const releases = pinnedReleases(service);
      const elements = await Promise.all(releases.map(({ version }) => elementsOf(service, version)));
      return {
        id: service.id,
        trees: expected.trees,
        history: computeHistory(service.id, datedReleases(service), elements),
      };
    }),
  );
  const stale =
    problems.length === 0
      ? null
      : `${options.historyFile} does not match the pinned trees (${[...new Set(problems)].join('; ')}): the history was computed from the trees. Run \`${REFRESH_COMMAND}\` to refresh it.`;
  return {
    histories: entries.map((e) => e.history),
    fromFile,
    stale,
    fileMissing: options.historyFile !== null && committed === null,
    file: {
      generator: code.generator,
      code: code.code,
      daemons: Object.fromEntries(entries.map((e) => [e.id, { trees: e.trees, history: e.history }])),
    },
  };
}

/** A daemon's pinned releases with their dates ("" for a full release pinned without one: ordered by version then). */
export function datedReleases(service: SourceService): DatedRelease[] {
  return pinnedReleases(service).map(({ kind, version }) => ({ tag: version.tag, date: version.date ?? '', kind }));
}

/** The releases and pinned tree hashes a daemon's history must have been computed from. */
function expectedHistory(sources: Sources, service: SourceService): ExpectedHistory {
  const trees: Record<string, string> = {};
  for (const { version } of pinnedReleases(service)) {
    trees[treeKey(service.id, version.tag)] = version.sha256;
    for (const root of protoRootsOf(service, version)) {
      if (!root.from || root.from === service.id) continue;
      const other = findService(sources, root.from);
      const borrowed = root.tag ? findVersion(other, root.tag) : newestVersion(other);
      trees[treeKey(other.id, borrowed.tag)] = borrowed.sha256;
    }
  }
  const sorted = Object.fromEntries(Object.entries(trees).sort(([a], [b]) => a.localeCompare(b)));
  return { releases: orderReleases(datedReleases(service)), trees: sorted };
}

/** Runs at most `limit` tasks at once (compiles are processes and memory; the machine has few cores). */
function limitConcurrency(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot to the next waiting one, so no third task slips in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
