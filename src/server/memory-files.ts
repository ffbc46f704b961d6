/**
 * Small files of a served build kept in memory after their first request. `apidocs serve`
 * serves a finished, unchanging build; streaming each response from disk (what sirv does)
 * costs an open, reads and a close on the thread pool per request and tops out around
 * 2,000 method pages a second on a 2-core machine, against about 10,000 from memory. The
 * cache is bounded: files over MAX_FILE_BYTES, files of types not listed here, and
 * everything once MAX_TOTAL_BYTES are held go on through sirv.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Content types of the files a build holds (the same values sirv sends). */
const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html;charset=utf-8',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  map: 'application/json',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  xml: 'text/xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  woff2: 'font/woff2',
};

/** Pages, chunks and bundles are far below this; bigger files stream. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** The real site with its .br/.gz copies is about 60 MB. */
export const MAX_TOTAL_BYTES = 256 * 1024 * 1024;

export interface MemoryFile {
  body: Buffer;
  contentType: string;
  /** Same form as sirv's, so a browser revalidates either path alike. */
  etag: string;
  lastModified: string;
}

export interface MemoryFiles {
  /**
   * The file (relative path) from memory, read on first use; 'stream' when it is not kept
   * (type, size, budget) and 'missing' when it is gone (a rebuild replaced the folder).
   * `typeSource` names the content type: x.html for x.html.br.
   */
  get(file: string, typeSource: string): MemoryFile | 'stream' | 'missing';
  /** Bytes held. */
  readonly bytes: number;
}

/** The content type of a file name, or undefined for types the cache does not keep. */
export function contentTypeOf(file: string): string | undefined {
  return CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];
}

/** A cache over `root`; `get` reads a file once and keeps it while the budget allows. */
export function createMemoryFiles(root: string, limits = { maxFileBytes: MAX_FILE_BYTES, maxTotalBytes: MAX_TOTAL_BYTES }): MemoryFiles {
  const cache = new Map<string, MemoryFile | 'stream'>();
  let bytes = 0;
  return {
    get(file, typeSource) {
      const known = cache.get(file);
      if (known !== undefined) return known;
      const contentType = contentTypeOf(typeSource);
      const absolute = path.join(root, file);
      let stats: fs.Stats;
      let body: Buffer;
      try {
        stats = fs.statSync(absolute);
        if (!contentType || stats.size > limits.maxFileBytes || bytes + stats.size > limits.maxTotalBytes) {
          cache.set(file, 'stream');
          return 'stream';
        }
        body = fs.readFileSync(absolute);
      } catch {
        return 'missing';
      }
      const entry: MemoryFile = { body, contentType, etag: `W/"${stats.size}-${stats.mtime.getTime()}"`, lastModified: stats.mtime.toUTCString() };
      bytes += entry.body.length;
      cache.set(file, entry);
      return entry;
    },
    get bytes() {
      return bytes;
    },
  };
}
