/**
 * The request handler of `apidocs serve` and `apidocs dev`: GET and HEAD only, the URL
 * rules of resolve-request.ts, security headers on every response, and files sent by the
 * production view (a finished build) or the development view (a build being rewritten).
 * Nothing a request does can stop the server: a failure ends that one response.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveRequest } from './resolve-request.ts';
import { CACHE_REDIRECT, securityHeaders, setHeaders } from './response-headers.ts';
import { sendText } from './send-body.ts';
import type { SiteView } from './site-view.ts';

export interface SiteHandlerOptions {
  /** Where the site is mounted, with slashes: /api-docs/. */
  baseUrl: string;
  /** The production view (a finished build) or the development view (a build being rewritten). */
  view: SiteView;
}

/** A Node request listener. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The Allow header of a 405: a static site answers reads only. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** Creates the handler serving a view at `baseUrl`. */
export function createSiteHandler(options: SiteHandlerOptions): RequestHandler {
  const { view } = options;
  const handle: RequestHandler = (req, res) => {
    setHeaders(res, securityHeaders(view.csp));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(req, res, 405, `Method ${req.method} not allowed: this is a static site, use GET or HEAD`, {
        Allow: ALLOWED_METHODS,
      });
    }
    const resolution = resolveRequest(req.url ?? '/', options.baseUrl, view.hasFile);
    switch (resolution.kind) {
      case 'file':
        return view.sendFile(req, res, resolution.file);
      case 'redirect':
        return sendText(req, res, 301, `Moved to ${resolution.location}`, {
          Location: resolution.location,
          'Cache-Control': CACHE_REDIRECT,
        });
      case 'bad-request':
        return sendText(req, res, 400, `Bad request: ${resolution.reason}`);
      case 'not-found':
        return view.sendNotFound(req, res);
    }
  };
  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      answerInternalError(res, error);
    }
  };
}

/**
 * The last line of defence: a request that makes the handler throw (a bug) gets a 500, or
 * its connection closed if the answer had begun, and the server goes on serving everyone else.
 */
export function answerInternalError(res: ServerResponse, error: unknown): void {
  process.stderr.write(
    `warning: internal error while answering a request: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Internal server error\n');
}
