/**
 * The not-found page of a build (`404.html` at the output root) with its precompressed
 * copies, held with the rest of the build (site-generation.ts) and sent with status 404
 * for any unknown path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Encoding, negotiateEncoding } from './accept-encoding.ts';
import { CACHE_REVALIDATE } from './response-headers.ts';
import { sendBody, sendText } from './send-body.ts';

/** The output file of the not-found route. */
export const NOT_FOUND_FILE = '404.html';

export interface NotFoundPage {
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** File name suffix of each precompressed copy (written by src/build/compress.ts). */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Sends the not-found page with status 404, compressed when the client accepts it. */
export function sendNotFoundPage(req: IncomingMessage, res: ServerResponse, page: NotFoundPage | null): void {
  if (!page) return sendText(req, res, 404, 'Not found');
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const body = (encoding && page.encoded[encoding]) || page.identity;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': CACHE_REVALIDATE,
    Vary: 'Accept-Encoding',
  };
  if (body !== page.identity && encoding) headers['Content-Encoding'] = encoding;
  sendBody(req, res, 404, body, headers);
}
