/**
 * The development view of a build (`apidocs dev`): every request looks at the folder as it
 * is now (the dev builder rewrites it), nothing but hashed assets is cached, nothing is
 * compressed, and HTML goes
 * through `transformHtml` (the dev server injects its reload client) with a CSP computed
 * from that very page.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cspForHtml, headerPolicy } from './build-csp.ts';
import { contentTypeOf } from './memory-files.ts';
import { NOT_FOUND_FILE } from './not-found-page.ts';
import type { HasFile } from './resolve-request.ts';
import { CACHE_NONE, cacheControlFor } from './response-headers.ts';
import { sendBody } from './send-body.ts';
import type { SiteView } from './site-view.ts';

/** Development: the folder `root` as it is now, uncompressed, uncached, HTML rewritten. */
export function developmentView(root: string, transformHtml: (html: string) => string): SiteView {
  const assets = sirv(root, { dev: true, etag: false, extensions: [], dotfiles: false });
  const hasFile: HasFile = (file) => {
    try {
      return fs.statSync(path.join(root, file)).isFile();
    } catch {
      return false;
    }
  };
  const sendHtml = (req: IncomingMessage, res: ServerResponse, file: string, status: number): boolean => {
    let html: string;
    try {
      html = fs.readFileSync(path.join(root, file), 'utf8');
    } catch {
      return false; // removed by a rebuild since hasFile() said yes
    }
    sendBody(req, res, status, transformHtml(html), { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_NONE, 'Content-Security-Policy': cspForHtml(html) });
    return true;
  };
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    if (!sendHtml(req, res, NOT_FOUND_FILE, 404)) sendBody(req, res, 404, transformHtml(EMPTY_PAGE), { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_NONE });
  };
  return {
    hasFile,
    csp: headerPolicy([]),
    sendNotFound,
    sendFile(req, res, file) {
      if (file.endsWith('.html')) {
        if (!sendHtml(req, res, file, 200)) sendNotFound(req, res);
        return;
      }
      const contentType = contentTypeOf(file);
      if (contentType) {
        // Read whole, so a file a rebuild removes mid-request is a 404, not a stream error.
        let body: Buffer;
        try {
          body = fs.readFileSync(path.join(root, file));
        } catch {
          return sendNotFound(req, res);
        }
        return sendBody(req, res, 200, body, { 'Content-Type': contentType, 'Cache-Control': cacheControlFor(file, 'development') });
      }
      // Other static files (fonts, downloads): sirv, uncompressed.
      delete req.headers['accept-encoding'];
      res.setHeader('Cache-Control', cacheControlFor(file, 'development'));
      req.url = `/${encodeURI(file)}`;
      assets(req, res, () => sendNotFound(req, res));
    },
  };
}

/** What development shows before the first successful build: a blank page the reload client fills with the error. */
const EMPTY_PAGE = '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="apidocs-dev-placeholder" content="">\n<title>apidocs dev</title>\n</head>\n<body>\n<p>No build yet: waiting for the first successful build.</p>\n</body>\n</html>\n';
