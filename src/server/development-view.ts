/**
 * The development view of a build (`apidocs dev`): every request looks at the folder as it
 * is now (the dev builder rewrites it), nothing but hashed assets is cached, nothing is
 * compressed, nothing is read whose real path leaves the folder, and HTML goes through
 * `transformHtml` (the dev server injects its reload client) with a CSP computed
 * from that very page.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cspForHtml, headerPolicy } from './build-csp.ts';
import { contentTypeOf } from './content-type.ts';
import { NOT_FOUND_FILE } from './not-found-page.ts';
import type { HasFile } from './resolve-request.ts';
import { CACHE_NONE, cacheControlFor } from './response-headers.ts';
import { sendBody } from './send-body.ts';
import { etagOf, sendServedFile } from './send-file.ts';
import type { SiteView } from './site-view.ts';

/** Development: the folder `root` as it is now, uncompressed, uncached, HTML rewritten. */
export function developmentView(root: string, transformHtml: (html: string) => string): SiteView {
  /** The real path of a file of the folder, or null when it is missing or its real path leaves the folder (a link out). */
  const resolve = (file: string): string | null => {
    try {
      const realRoot = fs.realpathSync(root);
      const real = fs.realpathSync(path.join(root, file));
      return real.startsWith(`${realRoot}${path.sep}`) && fs.statSync(real).isFile() ? real : null;
    } catch {
      return null;
    }
  };
  const hasFile: HasFile = (file) =>
    !file.split('/').some((segment) => segment.startsWith('.')) && resolve(file) !== null;
  const sendHtml = (req: IncomingMessage, res: ServerResponse, file: string, status: number): boolean => {
    const real = resolve(file);
    let html: string;
    try {
      if (!real) return false;
      html = fs.readFileSync(real, 'utf8');
    } catch {
      return false; // removed by a rebuild since hasFile() said yes
    }
    sendBody(req, res, status, transformHtml(html), {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE_NONE,
      'Content-Security-Policy': cspForHtml(html),
    });
    return true;
  };
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    if (!sendHtml(req, res, NOT_FOUND_FILE, 404))
      sendBody(req, res, 404, transformHtml(EMPTY_PAGE), {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': CACHE_NONE,
      });
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
      const real = resolve(file);
      let body: Buffer;
      let stats: fs.Stats;
      try {
        if (!real) return sendNotFound(req, res);
        // Read whole, so a file a rebuild removes mid-request is a 404, not a stream error.
        stats = fs.statSync(real);
        body = fs.readFileSync(real);
      } catch {
        return sendNotFound(req, res);
      }
      res.setHeader('Cache-Control', cacheControlFor(file, 'development'));
      const served = {
        absolute: real,
        size: body.length,
        etag: etagOf(stats),
        lastModified: stats.mtime.toUTCString(),
        contentType: contentTypeOf(file) ?? 'application/octet-stream',
        body,
      };
      sendServedFile(req, res, served, {
        encoding: null,
        realRoot: path.dirname(real),
        onMissing: () => sendNotFound(req, res),
      });
    },
  };
}

/** What development shows before the first successful build: a blank page the reload client fills with the error. */
const EMPTY_PAGE =
  '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="apidocs-dev-placeholder" content="">\n<title>apidocs dev</title>\n</head>\n<body>\n<p>No build yet: waiting for the first successful build.</p>\n</body>\n</html>\n';
