/**
 * Sends one file of a served build, from memory or streamed from disk: validators (ETag,
 * Last-Modified), 304 for If-None-Match, byte ranges (byte-range.ts) and HEAD. A file on
 * disk is opened only if its real path is still inside the served folder (a symbolic link
 * put there later cannot lead out), and every stream error ends that response only.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import type { Encoding } from './accept-encoding.ts';
import { contentRange, decideRange, rangeApplies } from './byte-range.ts';
import { ifNoneMatchHits } from './etag-match.ts';

/** A file as the server knows it. */
export interface ServedFile {
  /** Absolute path on disk. */
  absolute: string;
  size: number;
  /** Weak validator: W/"size-mtime". */
  etag: string;
  lastModified: string;
  contentType: string;
  /** The bytes when held in memory; null when read from disk for each request. */
  body: Buffer | null;
}

export interface SendOptions {
  /** The encoding of this copy (x.br is `br`), or null for the original. */
  encoding: Encoding | null;
  /** The served folder's real path: disk reads must stay inside it. */
  realRoot: string;
  /** Answers when the file has gone from disk (a rebuild replaced it). */
  onMissing: () => void;
}

/** The weak ETag of a file: its size and modification time (the form sirv used, so caches stay valid). */
export function etagOf(stats: { size: number; mtimeMs: number }): string {
  return `W/"${stats.size}-${Math.trunc(stats.mtimeMs)}"`;
}

/** Sends a file with status 200, 206, 304 or 416. */
export function sendServedFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: ServedFile,
  options: SendOptions,
): void {
  if (file.body) return respond(req, res, file, file.body, options.encoding);
  openInside(file.absolute, options.realRoot).then(
    (opened) => {
      if (!opened) return options.onMissing();
      const current: ServedFile = {
        ...file,
        size: opened.stats.size,
        etag: etagOf(opened.stats),
        lastModified: opened.stats.mtime.toUTCString(),
      };
      respond(req, res, current, opened.fd, options.encoding);
    },
    () => options.onMissing(),
  );
}

/** Opens a file whose real path lies inside `realRoot`; null when it is missing, not a file, or outside. */
async function openInside(
  absolute: string,
  realRoot: string,
): Promise<{ fd: fs.promises.FileHandle; stats: fs.Stats } | null> {
  let real: string;
  try {
    real = await fs.promises.realpath(absolute);
  } catch {
    return null;
  }
  if (!real.startsWith(`${realRoot}${path.sep}`)) return null;
  const fd = await fs.promises.open(real, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  const stats = await fd.stat();
  if (!stats.isFile()) {
    await fd.close();
    return null;
  }
  return { fd, stats };
}

/** Writes the answer for a file whose bytes are in `body` (a buffer or an open file). */
function respond(
  req: IncomingMessage,
  res: ServerResponse,
  file: ServedFile,
  body: Buffer | fs.promises.FileHandle,
  encoding: Encoding | null,
): void {
  const close = () => {
    if (!Buffer.isBuffer(body)) void body.close().catch(() => {});
  };
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified);
  if (ifNoneMatchHits(req.headers['if-none-match'], file.etag)) {
    close();
    res.writeHead(304);
    res.end();
    return;
  }
  const headers: Record<string, string> = { 'Content-Type': file.contentType };
  if (encoding) headers['Content-Encoding'] = encoding;
  else headers['Accept-Ranges'] = 'bytes';
  // Ranges of a compressed copy would count its compressed bytes: ranges are for originals only.
  const decision =
    encoding === null && rangeApplies(req.method, header(req, 'if-range'), file.lastModified)
      ? decideRange(header(req, 'range'), file.size)
      : { kind: 'full' as const };
  if (decision.kind === 'unsatisfiable') {
    close();
    const text = `Range not satisfiable: the file has ${file.size} bytes\n`;
    res.writeHead(416, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Range': contentRange(decision, file.size),
      'Content-Length': String(Buffer.byteLength(text)),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
    return;
  }
  const start = decision.kind === 'partial' ? decision.start : 0;
  const end = decision.kind === 'partial' ? decision.end : file.size - 1;
  if (decision.kind === 'partial') headers['Content-Range'] = contentRange(decision, file.size);
  headers['Content-Length'] = String(Math.max(0, end - start + 1));
  res.writeHead(decision.kind === 'partial' ? 206 : 200, headers);
  if (req.method === 'HEAD' || end < start) {
    close();
    res.end();
    return;
  }
  if (Buffer.isBuffer(body)) {
    res.end(start === 0 && end === body.length - 1 ? body : body.subarray(start, end + 1));
    return;
  }
  // The stream owns the file handle from here and closes it when done or failed.
  const stream = body.createReadStream({ start, end });
  pipeline(stream, res, () => {});
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
