/**
 * The production view of a build (`apidocs serve`): the file list, the CSP and the
 * not-found page are read once (a snapshot); precompressed .br/.gz copies are chosen by
 * Accept-Encoding; hashed assets are cached for a year, everything else revalidated. Small
 * files are answered from memory after their first request (memory-files.ts explains why);
 * sirv streams the rest, and ranges.
 *
 * `apidocs build` into the served folder swaps a new folder in at its end. The view notices
 * (the folder's inode changed; checked at most once a second) and takes a new snapshot, so
 * the server follows rebuilds without a restart and never mixes two builds for longer.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { listFiles } from '../build/output-dir.ts';
import { type Encoding, negotiateEncoding } from './accept-encoding.ts';
import { cspForBuild } from './build-csp.ts';
import { type MemoryFile, createMemoryFiles } from './memory-files.ts';
import { ENCODING_SUFFIX, loadNotFoundPage, sendNotFoundPage } from './not-found-page.ts';
import { cacheControlFor } from './response-headers.ts';
import { sendBody } from './send-body.ts';
import type { SiteView } from './site-view.ts';

/** How often (ms) the view checks whether the served folder was replaced by a new build. */
export const REPLACED_CHECK_MS = 1000;

/** Production: the build in `root`, snapshotted again whenever a new build replaces it. `now` is the clock (tests pass their own). */
export function productionView(root: string, now: () => number = Date.now): SiteView {
  let folder = folderId(root);
  let view = snapshotView(root);
  let checkedAt = now();
  const current = () => {
    if (now() - checkedAt >= REPLACED_CHECK_MS) {
      checkedAt = now();
      const id = folderId(root);
      // -1: between the build's two renames the folder is briefly missing; look again later.
      if (id !== folder && id !== -1) {
        try {
          view = snapshotView(root);
          folder = id;
        } catch {
          // Not a whole build (yet): keep the last snapshot and look again later.
        }
      }
    }
    return view;
  };
  return {
    hasFile: (file) => current().hasFile(file),
    get csp() {
      return current().csp;
    },
    sendNotFound: (req, res) => current().sendNotFound(req, res),
    sendFile: (req, res, file) => current().sendFile(req, res, file),
  };
}

/** Identifies the folder behind a path (a swapped-in build is a new folder); -1 when missing. */
function folderId(root: string): number {
  try {
    return fs.statSync(root).ino;
  } catch {
    return -1;
  }
}

/** The build in `root` as it is now. */
function snapshotView(root: string): SiteView {
  const files = new Set(listFiles(root));
  const notFound = loadNotFoundPage(root);
  const memory = createMemoryFiles(root);
  const assets = sirv(root, { etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false });
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => sendNotFoundPage(req, res, notFound);
  return {
    hasFile: (file) => files.has(file),
    csp: cspForBuild(root),
    sendNotFound,
    sendFile(req, res, file) {
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      const variant = encoding && files.has(`${file}${ENCODING_SUFFIX[encoding]}`) ? `${file}${ENCODING_SUFFIX[encoding]}` : file;
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', cacheControlFor(file, 'production'));
      const cached = req.headers.range ? 'stream' : memory.get(variant, file);
      if (cached === 'missing') return sendNotFound(req, res);
      if (cached !== 'stream') return sendMemoryFile(req, res, cached, variant === file ? null : encoding);
      // Ranges, large files and unlisted types: sirv streams them from disk. It picks x.br /
      // x.gz when the header names the encoding, so it gets our decision only.
      if (!fs.existsSync(path.join(root, file))) return sendNotFound(req, res);
      req.headers['accept-encoding'] = encoding ?? '';
      req.url = `/${encodeURI(file)}`;
      assets(req, res, () => sendNotFound(req, res));
    },
  };
}

/** Sends a file held in memory, answering a matching If-None-Match with 304. */
function sendMemoryFile(req: IncomingMessage, res: ServerResponse, file: MemoryFile, encoding: Encoding | null): void {
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified);
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  sendBody(req, res, 200, file.body, { 'Content-Type': file.contentType, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
}

