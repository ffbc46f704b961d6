/**
 * A REST server for one daemon that behaves like its grpc-gateway proxy and lnd's WebSocket
 * proxy (lnrpc/websocket_proxy.go): every REST binding of the daemon's RPCs, path, query
 * and body placed by the gateway rules (./gateway-rules.ts), proto3 JSON parsed strictly,
 * the macaroon from the Grpc-Metadata-Macaroon header (or the WebSocket protocol field),
 * responses as JSON (streams as newline-delimited `{"result": ...}` over HTTP, one
 * message each over a WebSocket). A WebSocket request takes its HTTP method from the
 * `method` query parameter; requests of client and bidirectional streams come as
 * messages, the first message is the body of other calls; the proxy drops the connection
 * (no close frame) when the call ends.
 */
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DescMessage, create, fromJson, toJson } from '@bufbuild/protobuf';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  GatewayError,
  type JsonObject,
  type JsonValue,
  matchTemplate,
  mergeJson,
  setUrlValue,
} from './gateway-rules.ts';
import type { Recorder } from './recorder.ts';
import { flowAnswer, flowRefusal } from './stub-flows.ts';
import { httpStatusOf } from './stand-in-daemon.ts';
import type { StubMethod } from './stub-methods.ts';
import { RuleRefusal, enforceRules } from './stub-rules.ts';
import type { RestBinding } from '../../src/proto/model-types.ts';

export interface GatewayStub {
  port: number;
  close(): Promise<void>;
}

interface Route {
  method: StubMethod;
  binding: RestBinding;
  params: Map<string, string>;
}

/** Starts the stub on a free port of localhost. */
export async function startGatewayStub(params: {
  methods: StubMethod[];
  cert: Buffer;
  key: Buffer;
  recorder: Recorder;
}): Promise<GatewayStub> {
  const { methods, recorder } = params;
  const route = (httpMethod: string, path: string): Route | null => {
    for (const method of methods) {
      // The daemon's gateway registers no handler for a service it does not serve.
      if (method.unserved) continue;
      for (const binding of method.rest) {
        if (binding.method !== httpMethod) continue;
        const matched = matchTemplate(binding.path, path);
        if (matched) return { method, binding, params: matched };
      }
    }
    return null;
  };
  const server = https.createServer({ cert: params.cert, key: params.key }, (req, res) => {
    void serveHttp(req, res, route, recorder).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    sockets.handleUpgrade(req, socket, head, (ws) => serveWebSocket(ws, req, route, recorder));
  });
  const port = await listen(server);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Listens on localhost's IPv6 and IPv4 addresses when it can, IPv4 only otherwise. */
function listen(server: https.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') return reject(error);
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    };
    server.once('error', onError);
    server.listen({ port: 0, host: '::', ipv6Only: false }, () => {
      server.off('error', onError);
      resolve((server.address() as { port: number }).port);
    });
  });
}

/** The request message (canonical JSON and the parsed message) from URL values and a body, by the binding's rules. */
function buildRequest(
  route: Route,
  query: URLSearchParams,
  body: JsonValue | undefined,
  ignore: string[] = [],
): { json: JsonValue } {
  const { binding, method, params } = route;
  const url: JsonObject = {};
  for (const [name, value] of params) setUrlValue(url, method.request, name, value);
  let fromBody: JsonObject = {};
  if (binding.body === '*') {
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
      throw new GatewayError('the body must be a JSON object');
    fromBody = (body as JsonObject | undefined) ?? {};
  } else {
    if (binding.body !== null && body !== undefined) fromBody = { [binding.body]: body };
    for (const [key, value] of query) {
      if (ignore.includes(key)) continue;
      if ([...params.keys()].some((p) => p === key)) continue;
      setUrlValue(url, method.request, key, value);
    }
  }
  const json = parseMessage(method.request, mergeJson(fromBody, url));
  enforceRules(method.rules, json);
  const refused = flowRefusal(method.rpc, json);
  if (refused) throw refused;
  return { json };
}

/** Strict protojson: an unknown field, a wrong type or two members of a oneof fail. */
function parseMessage(schema: DescMessage, json: JsonValue): JsonValue {
  try {
    const message = fromJson(schema, json as never, { ignoreUnknownFields: false });
    return toJson(schema, message, { useProtoFieldName: true }) as JsonValue;
  } catch (error) {
    throw new GatewayError((error as Error).message);
  }
}

/** The daemons' JSON form of a response: proto field names, every field present. */
function responseJson(method: StubMethod): JsonValue {
  const answer = flowAnswer(method.rpc);
  return toJson(method.response, answer ? fromJson(method.response, answer as never) : create(method.response), {
    useProtoFieldName: true,
    alwaysEmitImplicit: true,
  }) as JsonValue;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The JSON values of a body holding several (a stream's requests), as Go's json.Decoder reads them. */
export function jsonValues(text: string): JsonValue[] {
  const values: JsonValue[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    if (c === '{' || c === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) values.push(JSON.parse(text.slice(start, i + 1)) as JsonValue);
    }
  }
  return values;
}

function errorJson(message: string, code = 3): string {
  return JSON.stringify({ code, message, details: [] });
}

/** grpc-gateway's answer to a path no handler is registered for (its routing error handler's 404). */
const NOT_FOUND = { code: 5, message: 'Not Found' };

async function serveHttp(
  req: IncomingMessage,
  res: ServerResponse,
  route: (m: string, p: string) => Route | null,
  recorder: Recorder,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'https://stub');
  const found = route(req.method ?? 'GET', url.pathname);
  if (!found) {
    res.writeHead(404, { 'content-type': 'application/json' }).end(errorJson(NOT_FOUND.message, NOT_FOUND.code));
    return;
  }
  const { method } = found;
  const hex = header(req, 'grpc-metadata-macaroon');
  const text = await readBody(req);
  const record = (request: JsonValue | null, error: string | null) =>
    recorder.record(hex, { rpc: method.rpc, transport: 'http', request, error });
  const refusal = method.refuse(hex);
  if (refusal) {
    record(null, refusal.message);
    res
      .writeHead(httpStatusOf(refusal.code), { 'content-type': 'application/json' })
      .end(errorJson(refusal.message, refusal.code));
    return;
  }
  try {
    if (method.streaming === 'client' || method.streaming === 'bidi') {
      // grpc-gateway reads every request of the stream from the body.
      const requests = jsonValues(text).map((value) => parseMessage(method.request, value));
      if (requests[0] !== undefined) enforceRules(method.rules, requests[0]);
      record(requests[0] ?? null, requests.length === 0 ? 'the body carried no request' : null);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        method.streaming === 'bidi'
          ? requests.map(() => `${JSON.stringify({ result: responseJson(method) })}\n`).join('')
          : JSON.stringify(responseJson(method)),
      );
      return;
    }
    const body = text.trim() === '' ? undefined : (JSON.parse(text) as JsonValue);
    const { json } = buildRequest(found, url.searchParams, body);
    record(json, null);
    res.writeHead(200, { 'content-type': 'application/json' });
    if (method.streaming === 'server') res.end(`${JSON.stringify({ result: responseJson(method) })}\n`.repeat(2));
    else res.end(JSON.stringify(responseJson(method)));
  } catch (error) {
    const message =
      error instanceof GatewayError || error instanceof SyntaxError || error instanceof RuleRefusal
        ? error.message
        : String(error);
    record(null, message);
    const refusal = error instanceof RuleRefusal ? error : null;
    res
      .writeHead(refusal?.httpStatus ?? 400, { 'content-type': 'application/json' })
      .end(errorJson(message, refusal?.code));
  }
}

function serveWebSocket(
  ws: WebSocket,
  req: IncomingMessage,
  route: (m: string, p: string) => Route | null,
  recorder: Recorder,
): void {
  const url = new URL(req.url ?? '/', 'https://stub');
  const httpMethod = url.searchParams.get('method') ?? 'GET';
  const found = route(httpMethod, url.pathname);
  // lnd's proxy forwards the macaroon header, or takes it from "Sec-WebSocket-Protocol: Grpc-Metadata-Macaroon+<hex>".
  const protocol = header(req, 'sec-websocket-protocol');
  const hex =
    header(req, 'grpc-metadata-macaroon') ??
    (protocol?.startsWith('Grpc-Metadata-Macaroon+') ? protocol.split('+')[1] : undefined);
  // The proxy drops the connection when the call ends, after writing what it has.
  const finish = (messages: JsonValue[]) => {
    let pending = messages.length;
    if (pending === 0) ws.terminate();
    for (const message of messages) ws.send(JSON.stringify(message), () => --pending === 0 && ws.terminate());
  };
  if (!found) {
    recorder.record(hex, {
      rpc: `${httpMethod} ${url.pathname}`,
      transport: 'websocket',
      request: null,
      error: `no REST route ${httpMethod} ${url.pathname}`,
    });
    finish([{ error: NOT_FOUND }]);
    return;
  }
  const { method, binding } = found;
  const record = (request: JsonValue | null, error: string | null) =>
    recorder.record(hex, { rpc: method.rpc, transport: 'websocket', request, error });
  const refusal = method.refuse(hex);
  if (refusal) {
    record(null, refusal.message);
    finish([{ error: refusal }]);
    return;
  }
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    record(null, message);
    finish([{ error: { code: error instanceof RuleRefusal ? error.code : 3, message } }]);
  };
  const results = (count: number) => Array.from({ length: count }, () => ({ result: responseJson(method) }));
  if (method.streaming === 'client' || method.streaming === 'bidi') {
    ws.once('message', (data) => {
      try {
        const request = parseMessage(method.request, JSON.parse(data.toString()) as JsonValue);
        enforceRules(method.rules, request);
        record(request, null);
        finish(results(1));
      } catch (error) {
        fail(error);
      }
    });
    return;
  }
  const respond = (body: JsonValue | undefined) => {
    try {
      record(buildRequest(found, url.searchParams, body, ['method']).json, null);
      finish(results(method.streaming === 'server' ? 2 : 1));
    } catch (error) {
      fail(error);
    }
  };
  if (binding.body === null) respond(undefined);
  else
    ws.once('message', (data) => {
      try {
        respond(JSON.parse(data.toString()) as JsonValue);
      } catch (error) {
        fail(error);
      }
    });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
