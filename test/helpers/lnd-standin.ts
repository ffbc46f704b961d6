/**
 * A stand-in for lnd's REST server as a browser meets it, for the "Try it" tests:
 *
 * - TLS with a self-signed certificate (openssl, as test/samples/tls-cert.ts), and Go's answer to
 *   plaintext HTTP on the TLS port ("400 Client sent an HTTP request to an HTTPS server"), which
 *   the connection doctor's probe relies on;
 * - CORS exactly as lnd's `allowCORS` (rpcserver.go): with an empty `restcors` list no CORS
 *   headers at all; otherwise, for a request with an Origin, Allow-Headers "Content-Type, Accept,
 *   Grpc-Metadata-Macaroon" and Allow-Methods "GET, POST, DELETE", Allow-Origin only when the
 *   Origin equals an entry as text (or the entry is "*"), and a preflight answered with those
 *   headers alone;
 * - the macaroon from the Grpc-Metadata-Macaroon header or, on a WebSocket, from
 *   "Sec-WebSocket-Protocol: Grpc-Metadata-Macaroon+<hex>" (lnrpc/websocket_proxy.go), checked
 *   against the permissions each RPC needs, with lnd's messages ("expected 1 macaroon, got 0",
 *   "permission denied"), and "wallet locked, ..." when locked; grpc-gateway's error bodies
 *   ({ code, message, details }) and statuses (Unknown is 500, NotFound 404);
 * - GetInfo, ListChannels, AddInvoice and SubscribeInvoices (WebSocket: one invoice update right
 *   after the subscription, as if an invoice had just been added); in `litd` mode it stands for
 *   a litd without lnd: only litd's GET /v1/status, 404 for lnd's routes.
 *
 * Every request is recorded (method, path with query, headers, body) so tests can assert what
 * reached the node and what never did.
 */
import https from 'node:https';
import type http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { makeEcdsaCertificate } from '../samples/tls-cert.ts';

export interface StandinOptions {
  /** lnd's restcors entries; empty: CORS disabled. */
  restcors: string[];
  /** Folder for the certificate files. */
  dir: string;
  /** Macaroons (hex) and the permissions each holds. */
  macaroons: Record<string, string[]>;
  walletLocked?: boolean;
  mode?: 'lnd' | 'litd';
}

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  websocket: boolean;
}

export interface Standin {
  url: string;
  port: number;
  certFile: string;
  cert: Buffer;
  received: Received[];
  close(): Promise<void>;
}

const ROUTES: Record<string, { permission: string; answer: (body: string) => unknown }> = {
  'GET /v1/getinfo': {
    permission: 'info:read',
    answer: () => ({
      identity_pubkey: '02'.padEnd(66, 'a'),
      alias: 'stand-in',
      num_active_channels: 1,
      synced_to_chain: true,
    }),
  },
  'GET /v1/channels': {
    permission: 'offchain:read',
    answer: () => ({ channels: [{ active: true, chan_id: '123456789', capacity: '1000000' }] }),
  },
  'POST /v1/invoices': {
    permission: 'invoices:write',
    answer: (body) => {
      const request = body ? (JSON.parse(body) as { value?: string }) : {};
      return { r_hash: 'q80=', payment_request: `lnbcrt${request.value ?? '0'}standin`, add_index: '1' };
    },
  },
};

export async function startStandin(options: StandinOptions): Promise<Standin> {
  const tls = makeEcdsaCertificate(options.dir);
  const received: Received[] = [];
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, websocket: false });
      if (!allowCors(req, res, options.restcors)) return;
      answer(req, res, body, options);
    });
  };
  const server = https.createServer({ cert: tls.cert, key: tls.key }, handler);
  const sockets = new WebSocketServer({ noServer: true, handleProtocols: () => false });
  server.on('upgrade', (req: http.IncomingMessage, socket, head) => {
    received.push({ method: 'GET', url: req.url ?? '', headers: req.headers, body: '', websocket: true });
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const macaroon = macaroonOf(req);
      const problem = options.mode === 'litd' ? 'Not Found' : refusal(macaroon, 'invoices:read', options);
      if (problem) {
        ws.send(JSON.stringify({ error: { code: 2, message: problem, details: [] } }));
        return ws.close();
      }
      setTimeout(
        () => ws.send(JSON.stringify({ result: { memo: 'stand-in', state: 'OPEN', add_index: '1', value: '1000' } })),
        50,
      );
    });
  });
  // One port for TLS and plaintext, told apart by the first byte, as Go's TLS server answers plaintext.
  // Every socket the port accepted, destroyed on close: one a client opened and never wrote
  // on (a browser's preconnect) would otherwise keep the port, and the test file, open.
  const accepted = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    accepted.add(socket);
    socket.on('close', () => accepted.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      if (first[0] === 0x16) return void server.emit('connection', socket);
      socket.end('HTTP/1.0 400 Bad Request\r\n\r\nClient sent an HTTP request to an HTTPS server.\n');
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const port = (front.address() as AddressInfo).port;
  return {
    url: `https://localhost:${port}`,
    port,
    certFile: `${options.dir}/tls.cert`,
    cert: tls.cert,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of sockets.clients) ws.terminate();
        server.closeAllConnections();
        front.close(() => resolve());
        for (const socket of accepted) socket.destroy();
      }),
  };
}

/** lnd's allowCORS; false when the request was a preflight (answered here). */
function allowCors(req: http.IncomingMessage, res: http.ServerResponse, origins: string[]): boolean {
  const origin = req.headers.origin;
  if (origins.length === 0 || origin === undefined) return true;
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept, Grpc-Metadata-Macaroon');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE');
  if (origins.some((allowed) => allowed === '*' || allowed === origin))
    res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method === 'OPTIONS') {
    res.end();
    return false;
  }
  return true;
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, body: string, options: StandinOptions): void {
  const path = (req.url ?? '').split('?')[0]!;
  if (options.mode === 'litd') {
    if (req.method === 'GET' && path === '/v1/status')
      return json(res, 200, { sub_servers: { lit: { running: true }, taproot_assets: { running: true } } });
    return json(res, 404, { code: 5, message: 'Not Found', details: [] });
  }
  const route = ROUTES[`${req.method} ${path}`];
  if (!route) return json(res, 404, { code: 5, message: 'Not Found', details: [] });
  const problem = refusal(macaroonOf(req), route.permission, options);
  if (problem) return json(res, 500, { code: 2, message: problem, details: [] });
  json(res, 200, route.answer(body));
}

/** lnd's answer to a call's macaroon, or null when it may go on. */
function refusal(macaroon: string | undefined, permission: string, options: StandinOptions): string | null {
  if (options.walletLocked) return 'wallet locked, unlock it to enable full RPC access';
  if (!macaroon) return 'expected 1 macaroon, got 0';
  const held = options.macaroons[macaroon.toLowerCase()];
  if (!held) return 'verification failed: signature mismatch after caveat verification';
  return held.includes(permission) ? null : 'permission denied';
}

function macaroonOf(req: http.IncomingMessage): string | undefined {
  const header = req.headers['grpc-metadata-macaroon'];
  if (typeof header === 'string') return header;
  const protocol = req.headers['sec-websocket-protocol'];
  return protocol?.startsWith('Grpc-Metadata-Macaroon+') ? protocol.split('+')[1] : undefined;
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
