/**
 * The local proxy of `apidocs serve --node`: forwards `<base>_node/...` to the reader's node
 * (https trusting the certificate given with --tlscert and nothing else, or http for a node
 * run with no-rest-tls), WebSocket upgrades too, so "Try it" needs neither `restcors` nor a
 * certificate accepted in the browser. `<base>_node.json` tells the page the proxy is there.
 *
 * Only this site's own pages may use it: a request carrying another Origin (or a
 * Sec-Fetch-Site other than same-origin) is refused, and the Host must be the one the server
 * listens as, so neither another web page in the same browser nor a DNS-rebinding name can
 * reach the node (and the macaroon given with --macaroon) through it.
 */
import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';

export interface NodeProxyOptions {
  /** The node's REST URL: https://localhost:8080 (http:// for no-rest-tls). */
  node: string;
  /** The node's certificate (PEM): the only one trusted. Required for https. */
  tlsCert: Buffer | null;
  /** A macaroon (hex) added to calls that carry none. */
  macaroon: string | null;
  baseUrl: string;
}

export interface NodeProxy {
  /** Whether the request is the proxy's (its info or a forwarded call). */
  owns(url: string): boolean;
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Ends the WebSocket connections it relays (an HTTP server's close does not reach upgraded sockets). */
  close(): void;
}

// What a call may carry to the node: the headers lnd's REST and WebSocket proxies read.
const FORWARDED = [
  'content-type',
  'accept',
  'grpc-metadata-macaroon',
  'sec-websocket-protocol',
  'sec-websocket-key',
  'sec-websocket-version',
];

export function createNodeProxy(options: NodeProxyOptions): NodeProxy {
  const node = new URL(options.node);
  const prefix = `${options.baseUrl}_node/`;
  const info = `${options.baseUrl}_node.json`;
  const secure = node.protocol === 'https:';
  const agentOptions = secure ? { ca: options.tlsCert ?? undefined } : {};
  const target = (url: string) => `${node.origin}${node.pathname.replace(/\/$/, '')}/${url.slice(prefix.length)}`;
  /** Both ends of every WebSocket connection relayed and still open. */
  const relayed = new Set<Duplex>();
  const request = (url: string, init: http.RequestOptions) =>
    (secure ? https : http).request(target(url), { ...init, ...agentOptions });
  return {
    owns: (url) => url === info || url.startsWith(prefix),
    handle(req, res) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'no-store');
      const refused = refusal(req);
      if (refused) return answerJson(res, 403, { proxy: true, message: refused });
      if (req.url === info) return answerJson(res, 200, { node: node.origin, macaroon: options.macaroon !== null });
      const upstream = request(req.url!, { method: req.method, headers: forwardedHeaders(req, options.macaroon) });
      upstream.on('response', (answer) => {
        res.writeHead(
          answer.statusCode ?? 502,
          pick(answer.headers, ['content-type', 'content-length', 'grpc-metadata-content-type']),
        );
        answer.pipe(res);
      });
      upstream.on('error', (error) => {
        if (res.headersSent) return res.destroy();
        answerJson(res, 502, { proxy: true, message: upstreamProblem(error, options.node) });
      });
      req.pipe(upstream);
    },
    close() {
      for (const open of relayed) open.destroy();
      relayed.clear();
    },
    upgrade(req, socket, head) {
      const refused = refusal(req);
      if (refused) return void socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\n\r\n${refused}\n`);
      const upstream = request(req.url!, {
        method: 'GET',
        headers: { ...forwardedHeaders(req, options.macaroon), Connection: 'Upgrade', Upgrade: 'websocket' },
      });
      upstream.on('upgrade', (answer, nodeSocket, nodeHead) => {
        const lines = ['HTTP/1.1 101 Switching Protocols'];
        for (let i = 0; i < answer.rawHeaders.length; i += 2)
          lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
        // lnd's proxy chooses no subprotocol, and browsers drop a connection that offered one
        // (the macaroon) without getting it confirmed: the proxy confirms the one offered.
        const offered = req.headers['sec-websocket-protocol'];
        if (answer.headers['sec-websocket-protocol'] === undefined && offered && !offered.includes(','))
          lines.push(`Sec-WebSocket-Protocol: ${offered}`);
        socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (nodeHead.length > 0) socket.write(nodeHead);
        if (head.length > 0) nodeSocket.write(head);
        nodeSocket.pipe(socket).pipe(nodeSocket);
        relayed.add(socket).add(nodeSocket);
        const end = () => {
          socket.destroy();
          nodeSocket.destroy();
          relayed.delete(socket);
          relayed.delete(nodeSocket);
        };
        socket.on('error', end).on('close', end);
        nodeSocket.on('error', end).on('close', end);
      });
      upstream.on('response', (answer) => {
        socket.end(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\nConnection: close\r\n\r\n`);
        answer.resume();
      });
      upstream.on('error', (error) =>
        socket.end(
          `HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/plain\r\n\r\n${upstreamProblem(error, options.node)}\n`,
        ),
      );
      upstream.end();
    },
  };
}

/** Why a request may not use the proxy, or null: it must come from this site's own pages. */
export function refusal(req: Pick<http.IncomingMessage, 'headers'>): string | null {
  const host = req.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (!isLocalName(hostname) && !/^[\d.]+$|:/.test(hostname))
    return `requests for ${host} are refused: open the docs at the address apidocs serve printed`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `calls from ${origin} may not use this proxy`;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `calls from another site (${site}) may not use this proxy`;
  return null;
}

function isLocalName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

function forwardedHeaders(req: http.IncomingMessage, macaroon: string | null): Record<string, string> {
  const headers = pick(req.headers, FORWARDED);
  const carries =
    headers['grpc-metadata-macaroon'] || /Grpc-Metadata-Macaroon\+/i.test(headers['sec-websocket-protocol'] ?? '');
  if (macaroon && !carries) headers['grpc-metadata-macaroon'] = macaroon;
  return headers;
}

function pick(headers: http.IncomingHttpHeaders, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

function answerJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(`${JSON.stringify(body)}\n`);
}

/** The node-side failure in words, with its fix. */
export function upstreamProblem(error: NodeJS.ErrnoException, node: string): string {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return `nothing listens at ${node}: is the daemon running, and is that its REST port?`;
  if (code === 'ENOTFOUND') return `the host of ${node} is unknown`;
  if (/CERT|SELF_SIGNED|ERR_TLS/.test(code))
    return `the node's certificate is not the one given with --tlscert (${code}): pass the daemon's current tls.cert`;
  if (code === 'ECONNRESET' || code === 'EPROTO')
    return `the connection to ${node} failed (${code}): does it serve https (or http with no-rest-tls)?`;
  return `${error.message} (${node})`;
}
