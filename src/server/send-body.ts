/** Sends a response whose body is already in memory (pages the server makes or rewrites). */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Writes status, headers and body; HEAD gets the headers only. */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { ...headers, 'Content-Length': String(buffer.length) });
  res.end(req.method === 'HEAD' ? undefined : buffer);
}

/** A short plain-text answer (bad request, method not allowed). */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  sendBody(req, res, status, `${text}\n`, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}
