/**
 * A minimal static server for tests that need the built site over HTTP at /api-docs/
 * (sirv, like `apidocs serve`). Returns the origin and a close function.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `dir` at `basePath` on a random loopback port. */
export async function serveDir(dir: string, basePath = '/api-docs/'): Promise<TestServer> {
  const assets = sirv(dir, { dev: true, etag: true });
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(basePath)) return void res.writeHead(404).end('not found');
    req.url = url.slice(basePath.length - 1);
    assets(req, res, () => {
      res.writeHead(404).end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
