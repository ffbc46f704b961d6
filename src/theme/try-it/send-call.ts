/**
 * Sends a "Try it" call: a fetch for a unary RPC, a WebSocket for a stream (lnd's REST
 * WebSocket proxy: the HTTP method in `?method=`, the macaroon in `Sec-WebSocket-Protocol`
 * as `Grpc-Metadata-Macaroon+<hex>`, the one header a browser may set on a WebSocket, which
 * lnd's proxy copies into the forwarded request: forwardHeaders in lnrpc/websocket_proxy.go).
 * The macaroon goes to `base` only: the URL is built here from it and nothing else.
 */
import type { RestCall } from './rest-call.ts';

export interface Answer {
  status: number;
  /** Headers worth showing that the browser lets the page read. */
  headers: [string, string][];
  /** The parsed JSON body, or its text. */
  body: unknown;
  /** The gRPC error message of an error body (grpc-gateway's { code, message }). */
  message: string | null;
  /** An answer of the local proxy itself (it could not reach the node). */
  fromProxy: boolean;
}

export type StreamEvent =
  | { kind: 'open' }
  | { kind: 'message'; value: unknown; error: string | null }
  | { kind: 'closed'; opened: boolean; code: number; reason: string };

const SHOWN_HEADERS = ['content-type', 'content-length', 'grpc-metadata-content-type', 'access-control-allow-origin'];

/** A unary call; rejects (TypeError) when the browser gets no answer it may read. */
export async function sendUnary(base: string, call: RestCall, macaroon: string, signal: AbortSignal): Promise<Answer> {
  const response = await fetch(`${base}${call.pathAndQuery}`, {
    method: call.method,
    headers: {
      Accept: 'application/json',
      ...(call.body !== null ? { 'Content-Type': 'application/json' } : {}),
      ...(macaroon ? { 'Grpc-Metadata-Macaroon': macaroon } : {}),
    },
    body: call.body,
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
    signal,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: shown as text.
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    status: response.status,
    headers: SHOWN_HEADERS.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    }),
    body,
    message: typeof record.message === 'string' ? record.message : response.ok ? null : text.trim() || null,
    fromProxy: record.proxy === true,
  };
}

/** A stream over the WebSocket proxy; returns the function that stops it. */
export function openStream(
  base: string,
  call: RestCall,
  macaroon: string,
  onEvent: (event: StreamEvent) => void,
): () => void {
  const socket = new WebSocket(
    `${base.replace(/^http/, 'ws')}${call.pathAndQuery}`,
    macaroon ? [`Grpc-Metadata-Macaroon+${macaroon}`] : [],
  );
  let opened = false;
  socket.onopen = () => {
    opened = true;
    onEvent({ kind: 'open' });
    if (call.body !== null) socket.send(call.body);
  };
  socket.onmessage = (event) => {
    let value: unknown = event.data;
    try {
      value = JSON.parse(String(event.data));
    } catch {
      // shown as text
    }
    const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const error = record.error as { message?: unknown } | undefined;
    onEvent({
      kind: 'message',
      value: 'result' in record ? record.result : value,
      error: error ? String(error.message ?? JSON.stringify(error)) : null,
    });
  };
  socket.onclose = (event) => onEvent({ kind: 'closed', opened, code: event.code, reason: event.reason });
  return () => socket.close(1000, 'stopped by the reader');
}
