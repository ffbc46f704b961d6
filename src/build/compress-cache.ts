/**
 * The cache of compressed copies: a file's .br and .gz copies are a pure function of its
 * bytes and the compression settings, so a build that writes a file it wrote before (every
 * page whose inputs did not change, i.e. nearly all of them in a warm build) takes the
 * copies from the cache instead of compressing again. Compression was the largest single
 * cost of a warm build (about 10 CPU-s of zlib for ~230 MB of text on the 2-core machine);
 * a hit is a sha256 of the bytes (about 0.2 s for the whole site) and two hard links.
 *
 * Entries live in <cacheDir>/compressed/<key>.br and <key>.gz, keyed by a sha256 of the
 * settings and the bytes. A copy that was not kept (not smaller than the original) is
 * stored as an empty file, which no real copy is. A copy is a hard link of the output's
 * copy (one create, no write; a copy where the file systems differ); both are only ever
 * replaced, never written in place (the build writes copies into its fresh temporary folder). `.gz` is linked last: an entry with both names is
 * complete, anything else is a miss. Entries the build did not use and that are older than
 * a day are removed at its end, so the cache holds about one site's copies (plus the last
 * day's others: two checkouts built in turn both hit). APIDOCS_MODEL_CACHE=off turns it off.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Sizes of a file's copies; a copy of the original's size was not kept. */
export interface CachedCopies {
  brotli: number;
  gzip: number;
}

export interface CompressCache {
  /** The cache key of some bytes compressed with `settings`. */
  key(settings: string, data: Uint8Array): string;
  /** Links the cached copies of `key` beside `file` (those kept); null on a miss. */
  restore(key: string, file: string, originalBytes: number): Promise<CachedCopies | null>;
  /** Stores the copies just written beside `file` (a null copy was not kept). */
  store(key: string, file: string, kept: { brotli: boolean; gzip: boolean }): Promise<void>;
  /** Removes entries this process did not use that are older than MAX_UNUSED_AGE_MS. */
  prune(): Promise<void>;
}

const SUFFIXES = ['.br', '.gz'] as const;
/** An entry unused for this long by the build that prunes is removed. */
const MAX_UNUSED_AGE_MS = 24 * 60 * 60 * 1000;
/** Bumped when the entry layout changes. */
const FORMAT = 'apidocs-compressed-1';

/** The cache of compressed copies under a cache root, or null when it cannot be created. */
export function openCompressCache(cacheRoot: string): CompressCache | null {
  const dir = path.join(cacheRoot, 'compressed');
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    return null;
  }
  const used = new Set<string>();
  const entry = (key: string, suffix: string) => path.join(dir, key + suffix);
  return {
    key(settings, data) {
      return crypto.createHash('sha256').update(`${FORMAT}\0${settings}\0`).update(data).digest('hex');
    },
    async restore(key, file, originalBytes) {
      const sizes = await Promise.all(SUFFIXES.map((suffix) => entrySize(entry(key, suffix))));
      if (sizes.some((size) => size === null)) return null;
      for (const [i, suffix] of SUFFIXES.entries()) {
        if (sizes[i]! > 0) await linkOrCopy(entry(key, suffix), file + suffix);
      }
      used.add(key);
      const [brotli, gzip] = sizes.map((size) => (size! > 0 ? size! : originalBytes)) as [number, number];
      return { brotli, gzip };
    },
    async store(key, file, kept) {
      used.add(key);
      try {
        for (const suffix of SUFFIXES) {
          const target = entry(key, suffix);
          const keptCopy = suffix === '.br' ? kept.brotli : kept.gzip;
          // An existing entry is replaced (linkOrCopy removes it on EEXIST), never written through.
          if (keptCopy) await linkOrCopy(file + suffix, target);
          else await writeMarker(target);
        }
      } catch {
        // A cache that cannot be written is skipped: the output's copies are already there.
      }
    },
    async prune() {
      const now = Date.now();
      for (const name of await fs.promises.readdir(dir).catch(() => [])) {
        if (used.has(name.slice(0, -3))) continue;
        const full = path.join(dir, name);
        const stat = await fs.promises.stat(full).catch(() => null);
        if (stat && now - stat.mtimeMs > MAX_UNUSED_AGE_MS) await fs.promises.rm(full, { force: true });
      }
    },
  };
}

/** Writes the empty "not kept" marker; one already there is left (never written through: it may be a link). */
async function writeMarker(file: string): Promise<void> {
  try {
    await fs.promises.writeFile(file, '', { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** A cache file's size, or null when it is missing. */
async function entrySize(file: string): Promise<number | null> {
  try {
    return (await fs.promises.stat(file)).size;
  } catch {
    return null;
  }
}

/** Gives `from`'s bytes a second name `to` (a hard link, or a copy across file systems). */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.promises.link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      // Replaced, never written through: the old name may share its bytes with another entry.
      await fs.promises.rm(to, { force: true });
      await linkOrCopy(from, to);
    } else if (code === 'EXDEV' || code === 'EPERM') await fs.promises.copyFile(from, to);
    else throw error;
  }
}
