/**
 * The production view of a build (`apidocs serve`): the file list, the CSP and the
 * not-found page are read once at start; precompressed .br/.gz copies are chosen by
 * Accept-Encoding; hashed assets are cached for a year, everything else revalidated. Small
 * files are answered from memory after their first request (memory-files.ts explains why);
 * sirv streams the rest, and ranges.
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

/** Production: a snapshot of the build in `root`. */
export function productionView(root: string): SiteView {
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

