/**
 * The element sets of releases computed earlier, in <cacheDir>/history/: keyed by a sha256 of
 * the extraction code, the daemon's settings, the release's pin and every file of every tree
 * it reads, so a changed input is a miss, never a stale set. A missing or corrupt entry is a
 * miss; a cache that cannot be written is skipped; each release keeps its two newest entries. APIDOCS_MODEL_CACHE=off turns it off like
 * the release cache.
 */
import { buildCachesEnabled } from '../shared/cache-switch.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { hashFiles } from '../sources/tree-hash.ts';
import type { SourceService, SourceVersion } from '../sources/sources-config.ts';
import { extractionCode } from './extraction-code.ts';
import type { ReleaseElements } from './history-types.ts';

export interface ElementCache {
  /** The entry name for a release's inputs, and its elements when cached. */
  lookup(
    service: SourceService,
    version: SourceVersion,
    treeDirs: string[],
  ): { file: string; elements: ReleaseElements | undefined };
  store(file: string, elements: ReleaseElements): void;
}

/** Opens the cache under a cache root, or null when APIDOCS_MODEL_CACHE is off. */
export function openElementCache(cacheRoot: string, env: NodeJS.ProcessEnv = process.env): ElementCache | null {
  if (!buildCachesEnabled(env)) return null;
  const dir = path.join(cacheRoot, 'history');
  const digests = new Map<string, string>();
  const digestOf = (tree: string) => {
    let digest = digests.get(tree);
    if (digest === undefined)
      digests.set(
        tree,
        (digest = hashFiles(
          tree,
          fg.sync('**/*', { cwd: tree, onlyFiles: true, dot: true, followSymbolicLinks: true }),
        )),
      );
    return digest;
  };
  return {
    lookup(service, version, treeDirs) {
      const { versions: _versions, history: _history, ...settings } = service;
      const hash = crypto
        .createHash('sha256')
        .update(extractionCode())
        .update(JSON.stringify(settings))
        .update(JSON.stringify(version));
      for (const tree of treeDirs) hash.update(`\0${tree}\0${digestOf(tree)}`);
      const file = `${service.id}@${version.tag}.${hash.digest('hex').slice(0, 32)}.json`.replace(
        /[^A-Za-z0-9._@-]/g,
        '_',
      );
      return { file, elements: readEntry(path.join(dir, file), version.tag) };
    },
    store(file, elements) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        const temp = path.join(dir, `.${file}.${process.pid}.tmp`);
        fs.writeFileSync(temp, JSON.stringify(elements));
        fs.renameSync(temp, path.join(dir, file));
        pruneRelease(dir, file);
      } catch {
        // A cache that cannot be written only costs the next computation time.
      }
    },
  };
}

/** Entries kept per release: a few, so switching between two checkouts still hits. */
const KEEP_PER_RELEASE = 2;

/** Keeps the newest KEEP_PER_RELEASE entries of the release `file` belongs to. */
function pruneRelease(dir: string, file: string): void {
  const prefix = file.slice(0, file.length - '.json'.length - 32);
  const entries = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json') && name.length === file.length)
    .map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of entries.slice(KEEP_PER_RELEASE)) fs.rmSync(path.join(dir, old.name), { force: true });
}

function readEntry(file: string, tag: string): ReleaseElements | undefined {
  try {
    const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseElements;
    return entry.tag === tag && typeof entry.elements === 'object' ? entry : undefined;
  } catch {
    return undefined;
  }
}
