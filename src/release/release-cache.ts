/**
 * The compiled-release cache: a release's model (with its Go facts and warnings) is a pure
 * function of its proto trees, sources.json, the buf binary and apidocs' own code, so a
 * build that finds the same inputs reuses the model instead of staging, running buf and
 * parsing Go again (the model phase of the full site on the 2-core machine: 2.4 s cold,
 * under 0.1 s warm). Entries live in <cacheDir>/releases/ and are keyed by a sha256 of
 * every one of those inputs:
 *
 *   - every file of every tree the release reads (its own and the trees it borrows from),
 *     by path and content, and the trees' absolute folders (messages and source links
 *     name them);
 *   - the whole sources.json (pins, CLI names and proto roots of other releases matter);
 *   - apidocs' source (every file under src/), the installed version of each dependency
 *     (buf and the parsers), the buf executable in use and the Node version (the entry
 *     format is V8's serializer).
 *
 * Any change to any of them is a miss, never a stale model. A missing, unreadable or
 * corrupt entry is a miss; a cache that cannot be written is skipped. Each release keeps
 * its KEEP_PER_RELEASE newest entries. APIDOCS_MODEL_CACHE=off turns the cache off.
 */
import { buildCachesEnabled } from '../shared/cache-switch.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import fg from 'fast-glob';
import { hashFiles } from '../sources/tree-hash.ts';
import { bufBinary } from '../proto/buf-binary.ts';
import type { ApiRelease, ModelWarning } from '../proto/model-types.ts';

export interface CachedRelease {
  release: ApiRelease;
  warnings: ModelWarning[];
}

export interface ReleaseCacheInput {
  /** treeKey(daemon, tag) of the release. */
  key: string;
  /** Absolute folders of every tree the release reads, its own first. */
  treeDirs: string[];
  /** The whole sources.json as loaded. */
  sourcesJson: string;
}

/** Entries kept per release: a few, so switching between two checkouts or edits still hits. */
const KEEP_PER_RELEASE = 3;
/** Bumped when the entry layout changes. */
const FORMAT = 'apidocs-release-cache-1';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The folder of cache entries under a cache root. */
export function releaseCacheDir(cacheRoot: string): string {
  return path.join(cacheRoot, 'releases');
}

let codeDigest: string | undefined;

/**
 * A digest of everything in apidocs itself that a model depends on (computed once per
 * process): its source, the installed version of each dependency (a package install has
 * no package-lock.json), the buf executable and the Node version.
 */
export function codeVersion(): string {
  if (codeDigest !== undefined) return codeDigest;
  const hash = crypto.createHash('sha256').update(`${FORMAT}\0node ${process.versions.node}\0buf ${bufIdentity()}\0`);
  hash.update(
    hashFiles(ROOT, fg.sync(['src/**/*', 'package.json', 'package-lock.json'], { cwd: ROOT, onlyFiles: true })),
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).sort()) {
    hash.update(`${dependency}@${installedVersion(dependency)}\0`);
  }
  codeDigest = hash.digest('hex');
  return codeDigest;
}

/** The version of a dependency as Node would find it: in node_modules of apidocs' folder or any folder above (an npm install hoists). */
function installedVersion(dependency: string): string {
  for (let dir = ROOT; ; dir = path.dirname(dir)) {
    try {
      return (
        JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', dependency, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    } catch {
      if (path.dirname(dir) === dir) return 'none';
    }
  }
}

/** The buf executable in use: its path, size and time (a replaced binary is a miss). */
function bufIdentity(): string {
  try {
    const file = bufBinary();
    const stat = fs.statSync(file);
    return `${file} ${stat.size} ${stat.mtimeMs}`;
  } catch {
    return 'none';
  }
}

/** Looks up and stores compiled releases for one model computation. */
export interface ReleaseCache {
  /** The entry file name for a release's inputs, and the cached model when there is one. */
  lookup(input: ReleaseCacheInput): { file: string; entry: CachedRelease | undefined };
  store(file: string, entry: CachedRelease): void;
}

/**
 * Opens the cache under a cache root, or returns null when it is turned off. Tree digests
 * are memoized for the life of the returned object only (one model computation reads each
 * tree once; lnd's is borrowed by three releases): watch mode opens a new one per rebuild,
 * so an edited tree is always read again.
 */
export function openReleaseCache(cacheRoot: string, env: NodeJS.ProcessEnv = process.env): ReleaseCache | null {
  if (!buildCachesEnabled(env)) return null;
  const dir = releaseCacheDir(cacheRoot);
  const treeDigests = new Map<string, string>();
  const digestOf = (tree: string) => {
    let digest = treeDigests.get(tree);
    if (digest === undefined) treeDigests.set(tree, (digest = treeDigest(tree)));
    return digest;
  };
  return {
    lookup(input) {
      const file = entryName(input, digestOf);
      return { file, entry: readEntry(dir, file) };
    },
    store(file, entry) {
      writeEntry(dir, file, entry);
    },
  };
}

/**
 * A digest of every file under a tree folder, as the tree hash writes it (hashFiles), but
 * over all of them rather than the release's selection: a borrowed tree is read through
 * another daemon's roots, and a superset is never stale.
 */
function treeDigest(dir: string): string {
  return hashFiles(dir, fg.sync('**/*', { cwd: dir, onlyFiles: true, dot: true, followSymbolicLinks: true }));
}

/** The entry's file name: the readable release name, then the digest of every input. */
function entryName(input: ReleaseCacheInput, digestOf: (dir: string) => string): string {
  const hash = crypto
    .createHash('sha256')
    .update(codeVersion())
    .update('\0')
    .update(input.key)
    .update('\0')
    .update(input.sourcesJson);
  for (const dir of input.treeDirs) hash.update(`\0${dir}\0`).update(digestOf(dir));
  return `${safeName(input.key)}.${hash.digest('hex').slice(0, 32)}.bin`;
}

/** The cached model in an entry file, or undefined (missing, unreadable or corrupt: a miss). */
function readEntry(cacheDir: string, file: string): CachedRelease | undefined {
  try {
    const value = v8.deserialize(fs.readFileSync(path.join(cacheDir, file))) as {
      format?: string;
      entry?: CachedRelease;
    };
    return value.format === FORMAT && value.entry?.release ? value.entry : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a model (atomically: a reader sees no entry or the whole entry) and prunes older entries of the release. */
function writeEntry(cacheDir: string, file: string, entry: CachedRelease): void {
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const temp = path.join(cacheDir, `.${file}.${process.pid}.tmp`);
    fs.writeFileSync(temp, v8.serialize({ format: FORMAT, entry }));
    fs.renameSync(temp, path.join(cacheDir, file));
    pruneRelease(cacheDir, file);
  } catch {
    // A cache that cannot be written (read-only home, full disk) only costs the next build time.
  }
}

/** Keeps the newest KEEP_PER_RELEASE entries of the release `file` belongs to. */
function pruneRelease(cacheDir: string, file: string): void {
  const prefix = file.slice(0, file.lastIndexOf('.', file.length - '.bin'.length - 1) + 1);
  const entries = fs
    .readdirSync(cacheDir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.bin') && name.length === file.length)
    .map((name) => ({ name, mtime: fs.statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of entries.slice(KEEP_PER_RELEASE)) fs.rmSync(path.join(cacheDir, old.name), { force: true });
}

function safeName(key: string): string {
  return key.replace(/[^A-Za-z0-9._@-]/g, '_');
}
