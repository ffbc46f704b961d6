/**
 * Responses and request bodies of streaming RPCs as the daemons' REST proxies send them
 * (grpc-gateway v2 with lnd's JSON marshaler): a server stream is one HTTP response whose
 * body is a sequence of JSON objects, one per line, each `{"result": <message>}` or, when
 * the call fails after it started, `{"error": <status>}`; a client or bidirectional stream
 * reads every request from the body, one JSON object each, and is also served over a
 * WebSocket on the same path (lnd's proxy: the HTTP method in `?method=`, the macaroon in
 * the header or as the `Grpc-Metadata-Macaroon+<hex>` WebSocket protocol).
 */
import type { Streaming } from '../../proto/model-types.ts';
import type { RestOperation } from '../../site/rest-operations.ts';
import { STATUS_SCHEMA_NAME, type Schema, messageRef, schemaRef } from './schemas.ts';

/**
 * The media type of a streamed response: newline-delimited JSON. grpc-gateway writes each
 * chunk and a newline, and labels the body `application/json` (its JSON marshaler's type),
 * which no JSON parser reads whole once a second chunk arrives; the document declares what
 * the body is, so generated clients read it as a stream of lines.
 */
export const STREAM_MEDIA_TYPE = 'application/x-ndjson';

/** True when the response body is a sequence of chunks (server and bidirectional streams). */
export function streamsResponses(streaming: Streaming): boolean {
  return streaming === 'server' || streaming === 'bidi';
}

/** One chunk of a streamed response: exactly one of `result` and `error`. */
export function streamChunkSchema(responseType: string): Schema {
  return {
    type: 'object',
    description:
      'One chunk of the stream: a JSON object per line, holding a response message (`result`) or the error that ended the stream (`error`).',
    properties: { result: messageRef(responseType), error: schemaRef(STATUS_SCHEMA_NAME) },
    minProperties: 1,
    maxProperties: 1,
  };
}

/** The `x-streaming` extension: the kind, and how the body is framed. */
export function streamingExtension(streaming: Streaming): Record<string, unknown> {
  return {
    kind: streaming,
    ...(streaming === 'client' || streaming === 'bidi' ? { requests: 'json-sequence' } : {}),
    ...(streamsResponses(streaming) ? { responses: 'newline-delimited-chunks' } : {}),
  };
}

/** The `x-websocket` extension of a client or bidirectional stream, or null. */
export function webSocketExtension(op: RestOperation): Record<string, unknown> | null {
  if (!op.webSocket) return null;
  return {
    path: op.path,
    query: { method: op.method },
    macaroon: 'the Grpc-Metadata-macaroon header, or the Sec-WebSocket-Protocol "Grpc-Metadata-Macaroon+<hex>"',
    send: 'one text message per request (the request message as JSON)',
    receive: 'one text message per chunk: {"result": <response>} or {"error": <status>}',
  };
}

/** A sentence for the operation's description of a streaming RPC, or null for unary calls. */
export function streamingNote(op: RestOperation): string | null {
  const parts: string[] = [];
  if (op.webSocket)
    parts.push(
      `**${op.streaming === 'bidi' ? 'Bidirectional' : 'Client'} stream:** the body holds every request of the stream, one JSON object each; for requests sent as they are made, open a WebSocket to the same path with \`?method=${op.method}\` and send one message per request.`,
    );
  if (streamsResponses(op.streaming))
    parts.push(
      '**Streamed response:** one JSON object per line, each `{"result": ...}` or, when the stream ends with an error, `{"error": ...}`.',
    );
  return parts.length > 0 ? parts.join(' ') : null;
}
