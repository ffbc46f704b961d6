/**
 * One OpenAPI operation per REST binding of a method: parameters and body where the
 * gateway takes them (src/site/rest-operations.ts), the response (or the stream's chunks),
 * the macaroon requirement, the method's comment as the description and its page as
 * `externalDocs`.
 */
import type { MessageModel, MethodModel } from '../../proto/model-types.ts';
import type { MacaroonNeed } from '../../site/macaroon-need.ts';
import type { RestOperation } from '../../site/rest-operations.ts';
import { inertMarkdown } from '../inert-markdown.ts';
import type { XCodeSample } from './code-samples.ts';
import type { OperationExample } from './examples.ts';
import { type Parameter, pathParameter, queryParameter } from './parameters.ts';
import { STATUS_SCHEMA_NAME, type Schema, fieldSchema, messageRef, messageSchema, schemaRef } from './schemas.ts';
import { macaroonExtension, macaroonNote, securityOf } from './security.ts';
import { withRequestRules } from './request-rules.ts';
import {
  STREAM_MEDIA_TYPE,
  streamChunkSchema,
  streamingExtension,
  streamingNote,
  streamsResponses,
  webSocketExtension,
} from './streaming.ts';

export interface OperationInput {
  op: RestOperation;
  method: Pick<
    MethodModel,
    'name' | 'fullName' | 'description' | 'deprecated' | 'requestType' | 'responseType' | 'streaming' | 'requestRules'
  >;
  /** The request message, when the release has it. */
  request: MessageModel | undefined;
  /** Tag of the sub-service. */
  tag: string;
  need: MacaroonNeed;
  /** Daemon binary (lnd, tapd), for notes. */
  daemon: string;
  /** Absolute URL of the method's page. */
  pageUrl: string;
  /** The names the document's path key gives the path parameters, in template order. */
  pathNames: string[];
  /** gRPC method path: /lnrpc.Lightning/GetInfo. */
  grpcPath: string;
  /** The minimal request over this binding (the code samples'). */
  example: OperationExample;
  /** The method's code samples, for its primary binding's operation (else none). */
  codeSamples: XCodeSample[];
}

/** The Operation Object, with the handler's request rules (request-rules.ts). */
export function operationObject(input: OperationInput): Record<string, unknown> {
  return withRequestRules(baseOperation(input), input.op, input.method.requestRules);
}

function baseOperation(input: OperationInput): Record<string, unknown> {
  const { op, method, need } = input;
  const notes = [
    method.description ? inertMarkdown(method.description) : '',
    op.binding.primary ? '' : `An additional route of \`${method.fullName}\`.`,
    streamingNote(op) ?? '',
    macaroonNote(need, input.daemon) ?? '',
    op.notInUrl.length > 0
      ? `Over this route the URL cannot set ${op.notInUrl.map((f) => `\`${f}\``).join(', ')} (a repeated message has no query form): use the gRPC API.`
      : '',
  ].filter(Boolean);
  const webSocket = webSocketExtension(op);
  return {
    operationId: op.operationId,
    tags: [input.tag],
    summary: method.name,
    description: notes.join('\n\n'),
    externalDocs: { url: input.pageUrl, description: `${method.fullName} in the API reference` },
    ...(method.deprecated ? { deprecated: true } : {}),
    parameters: [
      ...op.pathParams.map((p, i) =>
        withExample(pathParameter(p, input.pathNames[i]!), input.example.path.get(p.name)),
      ),
      ...op.queryParams.map((p) => withExample(queryParameter(p), input.example.query.get(p.name))),
    ],
    ...requestBody(input),
    responses: responses(method),
    security: securityOf(need),
    'x-rpc': { name: method.fullName, grpcPath: input.grpcPath, primaryBinding: op.binding.primary },
    'x-streaming': streamingExtension(method.streaming),
    'x-macaroon': macaroonExtension(need),
    ...(need.kind === 'not-served' ? { 'x-not-served': { daemon: input.daemon } } : {}),
    ...(webSocket ? { 'x-websocket': webSocket } : {}),
    ...(input.codeSamples.length > 0 ? { 'x-codeSamples': input.codeSamples } : {}),
  };
}

/** A parameter with the example request's value, when the minimal request sets it. */
function withExample(parameter: Parameter, value: unknown): Parameter {
  return value === undefined ? parameter : { ...parameter, example: value };
}

function requestBody({ op, method, request, example }: OperationInput): Record<string, unknown> {
  const json = (schema: Schema, description: string) => ({
    requestBody: {
      description,
      content: { 'application/json': { schema, ...('body' in example ? { example: example.body } : {}) } },
    },
  });
  switch (op.body.kind) {
    case 'none':
      return {};
    case 'stream':
      return json(
        messageRef(method.requestType),
        'Every request of the stream, one JSON object each, one after another.',
      );
    case 'request':
      if (op.body.omitted.length === 0 || !request) return json(messageRef(method.requestType), 'The request message.');
      return json(
        messageSchema(request, op.body.omitted),
        `The request message; ${op.body.omitted.map((f) => `\`${f}\``).join(', ')} ${op.body.omitted.length === 1 ? 'is' : 'are'} in the path.`,
      );
    case 'field':
      return json(
        fieldSchema(op.body.field),
        `The request's \`${op.body.field.name}\` field; the other fields are query parameters.`,
      );
  }
}

function responses(method: OperationInput['method']): Record<string, unknown> {
  const ok = streamsResponses(method.streaming)
    ? {
        description:
          'A stream of chunks, one JSON object per line (newline-delimited JSON); the schema is one chunk. grpc-gateway labels the body `application/json`: read it line by line.',
        content: { [STREAM_MEDIA_TYPE]: { schema: streamChunkSchema(method.responseType) } },
      }
    : {
        description: 'The response message.',
        content: { 'application/json': { schema: messageRef(method.responseType) } },
      };
  const status = { content: { 'application/json': { schema: schemaRef(STATUS_SCHEMA_NAME) } } };
  // A stream the daemon ends before its first chunk: the status code is the error's, the body its error chunk.
  const streamNote = streamsResponses(method.streaming)
    ? ' A stream that fails before its first chunk answers with the error chunk (`{"error": <status>}`) instead.'
    : '';
  return {
    '200': ok,
    '4XX': {
      description: `The gateway or the daemon refused the request: a malformed body or value (400), or a daemon error whose gRPC code maps to a 4xx status.${streamNote}`,
      ...status,
    },
    default: {
      description: `The call failed: its gRPC status (the HTTP status is grpc-gateway's mapping of the code: 500 for most daemon errors).${streamNote}`,
      ...status,
    },
  };
}
