/**
 * Precompression: every text file of the output (html, js, css, json, svg, txt, xml, md) gets a
 * brotli `.br` and a gzip `.gz` copy beside it, which `apidocs serve` (or any static host
 * that supports precompressed files) sends by content negotiation, so no request pays for
 * compression. zlib's async API runs on the libuv thread pool: a few files in flight keep
 * both cores busy while the event loop reads and writes. On the 2-core build machine about
 * half of the phase is the kernel creating ~1,750 new files (0.5 to 1 ms per create there),
 * the rest is brotli and gzip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CompressCache } from './compress-cache.ts';
import { listFiles } from './output-dir.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing (images other than SVG are compressed already). */
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|md)$/;
/** Below ~1 KB the saving is smaller than the cost of a second lookup and header bytes. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * Measured on the real site (~43 MB of text, CPU seconds on one core): brotli quality 4
 * 0.70 s / 6.6 MB, quality 5 1.02 s / 6.1 MB, quality 7 about twice as slow again for 5%
 * less; 10 and 11 are tens of times slower. Quality 5 is the knee (again with every
 * release, 87 MB: 4 0.79 s / 14.8 MB, 5 1.07 s / 13.8 MB).
 */
const BROTLI_QUALITY = 5;
/**
 * gzip is the fallback for the rare client without brotli. On the full site (87 MB of text
 * with every release, CPU time on one core): level 1 0.43 s / 17.4 MB, 3 0.46 s / 16.5 MB,
 * 5 0.77 s / 15.1 MB, 6 0.93 s / 15.0 MB. Level 3 is the knee: 40% less time than 5 for 9%
 * more bytes, which only clients without brotli pay.
 */
const GZIP_LEVEL = 3;
/** Files in flight; each runs brotli and gzip at once on libuv's 4 threads while others are read or written. */
const CONCURRENCY = 4;

/**
 * Bytes of written files waiting for their turn: pages arrive faster than they compress
 * while the render workers use both cores, and an unbounded queue held 60-80 MB at the
 * build's peak. Files beyond it are compressed from disk at the end (`finish`).
 */
const MAX_WAITING_BYTES = 8 * 1024 * 1024;

export interface CompressResult {
  /** Text files compressed (each got a .br and/or a .gz copy). */
  files: number;
  /** Total size of those files, and of their copies. */
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** True for a precompressed copy (`x.br`, `x.gz`), which link checks and listings of the site skip. */
export function isPrecompressedCopy(file: string): boolean {
  return /\.(br|gz)$/.test(file) && COMPRESSIBLE.test(file.slice(0, -3));
}

/** True for files the compress phase writes copies of (by name; size is checked when compressing). */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/** Writes x.br and x.gz beside every compressible file of at least MIN_COMPRESS_BYTES under `dir`. */
export async function compressOutput(
  dir: string,
  skip: ReadonlySet<string> = new Set(),
  cache: CompressCache | null = null,
): Promise<CompressResult> {
  const queue = listFiles(dir).filter((file) => isCompressible(file) && !skip.has(file));
  const result = emptyResult();
  // A file is read only when its turn comes: at most CONCURRENCY files are in memory.
  const inFlight = limitConcurrency(CONCURRENCY);
  const compressFile = async (file: string) => {
    const full = path.join(dir, file);
    addTo(result, await compressData(full, await fs.promises.readFile(full), cache));
  };
  await Promise.all(queue.map((file) => inFlight(() => compressFile(file))));
  return result;
}

/**
 * Compression that starts while the build is still writing: `add` hands a file's bytes
 * (already in memory, so nothing is read back) to zlib on libuv's thread pool, which runs
 * on the second core while the main thread goes on rendering. `finish` waits for those and
 * compresses every compressible file that was not added (bundle, search index, static).
 */
export interface Compressor {
  add(relative: string, data: string | Uint8Array): void;
  /** `relative` is a hard link of the added file `existing`: its copies become links of that file's copies. */
  link(existing: string, relative: string): void;
  finish(): Promise<CompressResult>;
  /** Waits for work in flight and drops it (the build failed; its folder is about to go). */
  abandon(): Promise<void>;
}

/** Starts a compressor for an output folder, reusing and filling `cache` when given. */
export function createCompressor(dir: string, cache: CompressCache | null = null): Compressor {
  const added = new Set<string>();
  const pending: Promise<Written | null>[] = [];
  /** The compression of each added file, for the links made to it. */
  const compressing = new Map<string, Promise<Written | null>>();
  // At most CONCURRENCY files in zlib at once (the same limit as compressOutput's), and at most
  // MAX_WAITING_BYTES waiting for their turn.
  const inFlight = limitConcurrency(CONCURRENCY);
  let waiting = 0;
  // Failures are caught at once (an unhandled rejection would crash a later step) and
  // reported by finish().
  const failures: unknown[] = [];
  return {
    add(relative, data) {
      if (!isCompressible(relative)) return;
      const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data);
      // A file that would overfill the queue is left out: finish() compresses it from disk.
      if (waiting + bytes.length > MAX_WAITING_BYTES) return;
      added.add(relative);
      waiting += bytes.length;
      const start = () => {
        waiting -= bytes.length;
        return compressData(path.join(dir, relative), bytes, cache);
      };
      const done = inFlight(start).catch((error: unknown) => {
        failures.push(error);
        return null;
      });
      pending.push(done);
      compressing.set(relative, done);
    },
    link(existing, relative) {
      const original = compressing.get(existing);
      // An original left to finish() is compressed from disk there, and so is its link.
      if (!original || !isCompressible(relative)) return;
      added.add(relative);
      const linked = original.then(async (written) => {
        if (written) await linkCopies(path.join(dir, existing), path.join(dir, relative));
        return written;
      });
      pending.push(
        linked.catch((error: unknown) => {
          failures.push(error);
          return null;
        }),
      );
    },
    async abandon() {
      await Promise.all(pending);
    },
    async finish() {
      const result = emptyResult();
      for (const written of await Promise.all(pending)) addTo(result, written);
      if (failures.length > 0) throw failures[0];
      const rest = await compressOutput(dir, added, cache);
      await cache?.prune();
      return {
        files: result.files + rest.files,
        bytes: result.bytes + rest.bytes,
        brotliBytes: result.brotliBytes + rest.brotliBytes,
        gzipBytes: result.gzipBytes + rest.gzipBytes,
      };
    },
  };
}

/** Runs the tasks given to it at most `limit` at a time, in the order given. */
export function limitConcurrency(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((start) => waiting.push(start));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

interface Written {
  bytes: number;
  brotli: number;
  gzip: number;
}

function emptyResult(): CompressResult {
  return { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
}

function addTo(result: CompressResult, written: Written | null): void {
  if (!written) return;
  result.files += 1;
  result.bytes += written.bytes;
  result.brotliBytes += written.brotli;
  result.gzipBytes += written.gzip;
}

/** The settings a copy depends on besides the bytes (part of the cache key: edit it with compressAndWrite). */
export const COMPRESSION_SETTINGS = `node ${process.version}, brotli text q${BROTLI_QUALITY} lgwin<=22, gzip ${GZIP_LEVEL}, zlib ${process.versions.zlib}, brotli ${process.versions.brotli}`;

/**
 * Compresses one file's bytes, or takes its copies from the cache; a copy is written only
 * when it is smaller. Returns the sizes, or null when nothing was written.
 */
async function compressData(file: string, data: Buffer, cache: CompressCache | null): Promise<Written | null> {
  if (data.length < MIN_COMPRESS_BYTES) return null;
  const key = cache?.key(COMPRESSION_SETTINGS, data);
  const cached = key === undefined ? null : await cache!.restore(key, file, data.length);
  const sizes = cached ?? (await compressAndWrite(file, data));
  if (!cached && key !== undefined) {
    await cache!.store(key, file, { brotli: sizes.brotli < data.length, gzip: sizes.gzip < data.length });
  }
  if (sizes.brotli >= data.length && sizes.gzip >= data.length) return null;
  return { bytes: data.length, ...sizes };
}

/** Writes x.br and x.gz beside `file` (those smaller than `data`); a copy not kept counts as the original's size. */
async function compressAndWrite(file: string, data: Buffer): Promise<{ brotli: number; gzip: number }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        // A window no larger than the file: the default 4 MB one costs allocation for nothing.
        [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(
          zlib.constants.BROTLI_MIN_WINDOW_BITS,
          Math.min(22, Math.ceil(Math.log2(data.length))),
        ),
      },
    }),
    gzip(data, { level: GZIP_LEVEL }),
  ]);
  const keep = (copy: Buffer) => copy.length < data.length;
  await Promise.all([
    keep(br) ? fs.promises.writeFile(`${file}.br`, br) : undefined,
    keep(gz) ? fs.promises.writeFile(`${file}.gz`, gz) : undefined,
  ]);
  return { brotli: keep(br) ? br.length : data.length, gzip: keep(gz) ? gz.length : data.length };
}

/** Links the .br and .gz copies of `existing` (those it has) under `linked`'s name. */
async function linkCopies(existing: string, linked: string): Promise<void> {
  for (const suffix of ['.br', '.gz']) {
    await fs.promises.rm(linked + suffix, { force: true });
    try {
      await fs.promises.link(existing + suffix, linked + suffix);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      await fs.promises.copyFile(existing + suffix, linked + suffix);
    }
  }
}

/** 5.6 MB, for the phase summary. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
