/**
 * The request handler of `apidocs serve` and `apidocs dev`: GET and HEAD only, the URL
 * rules of resolve-request.ts, security headers on every response, and files sent by the
 * production view (a finished build) or the development view (a build being rewritten).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { developmentView } from './development-view.ts';
import { productionView } from './production-view.ts';
import { resolveRequest } from './resolve-request.ts';
import { CACHE_REDIRECT, type ServerMode, securityHeaders, setHeaders } from './response-headers.ts';
import { sendText } from './send-body.ts';

export interface SiteHandlerOptions {
  /** The build output folder. */
  root: string;
  /** Where the site is mounted, with slashes: /api-docs/. */
  baseUrl: string;
  mode: ServerMode;
  /** Development only: rewrites each HTML document before it is sent. */
  transformHtml?: (html: string) => string;
}

/** A Node request listener. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The Allow header of a 405: a static site answers reads only. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** Creates the handler serving `root` at `baseUrl`. */
export function createSiteHandler(options: SiteHandlerOptions): RequestHandler {
  const root = path.resolve(options.root);
  const view = options.mode === 'production' ? productionView(root) : developmentView(root, options.transformHtml ?? ((html) => html));
  return (req, res) => {
    setHeaders(res, securityHeaders(view.csp));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(req, res, 405, `Method ${req.method} not allowed: this is a static site, use GET or HEAD`, { Allow: ALLOWED_METHODS });
    }
    const resolution = resolveRequest(req.url ?? '/', options.baseUrl, view.hasFile);
    switch (resolution.kind) {
      case 'file':
        return view.sendFile(req, res, resolution.file);
      case 'redirect':
        return sendText(req, res, 301, `Moved to ${resolution.location}`, { Location: resolution.location, 'Cache-Control': CACHE_REDIRECT });
      case 'bad-request':
        return sendText(req, res, 400, `Bad request: ${resolution.reason}`);
      case 'not-found':
        return view.sendNotFound(req, res);
    }
  };
}

