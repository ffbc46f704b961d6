/**
 * A method's REST operations as grpc-gateway serves them: one per binding (the primary one,
 * additional bindings, later rules with the same selector), each with a stable operation
 * id, the path parameters its template names, the query parameters every other field can
 * be set with (nested message fields as `parent.child`, repeated values once per value,
 * map entries as `name[key]`), and what the body carries. The OpenAPI export and any other
 * machine-readable view (Markdown, MCP) read these instead of the gateway rules.
 *
 * Gateway rules (grpc-gateway v2): a field named in the path template is set from the
 * path; with body "*" the whole request comes from the JSON body (path values win); with
 * body "field" that field is the body and the others come from the query; without a body
 * every other field comes from the query. A repeated message (or a map of messages) has no
 * query form. Client and bidirectional streams read every request from the body (or a
 * WebSocket message each): the URL carries nothing else.
 */
import type {
  FieldModel,
  HttpMethod,
  MessageModel,
  MethodModel,
  RestBinding,
  Streaming,
} from '../proto/model-types.ts';
import { pathTemplateFields } from '../proto/rest-rules.ts';

/** Well-known types grpc-gateway reads from one URL value (RFC 3339 time, "1.5s", the wrapped scalar, ...). */
const URL_VALUE_TYPES = new Set([
  'google.protobuf.Timestamp',
  'google.protobuf.Duration',
  'google.protobuf.FieldMask',
  'google.protobuf.DoubleValue',
  'google.protobuf.FloatValue',
  'google.protobuf.Int64Value',
  'google.protobuf.UInt64Value',
  'google.protobuf.Int32Value',
  'google.protobuf.UInt32Value',
  'google.protobuf.BoolValue',
  'google.protobuf.StringValue',
  'google.protobuf.BytesValue',
]);

/** A value set from the URL: a path segment or a query parameter. */
export interface RestParameter {
  /** The name as the URL writes it: channel_point.funding_txid_str (a map's entries go as `name[key]`). */
  name: string;
  /** The field it sets (its type says how the value is written). */
  field: FieldModel;
  /** One value, one per value of a repeated field, or map entries `name[key]=value`. */
  form: 'single' | 'repeated' | 'map';
}

/** What the HTTP body carries. */
export type RestBody =
  | { kind: 'none' }
  /** The request message as JSON (body "*"), without the fields the path holds entirely. */
  | { kind: 'request'; omitted: string[] }
  /** The JSON value of one request field (body "field"). */
  | { kind: 'field'; field: FieldModel }
  /** A client or bidirectional stream: every request of the stream, one JSON object each. */
  | { kind: 'stream' };

export interface RestOperation {
  binding: RestBinding;
  /** Unique within the release and stable across builds: Lightning_GetInfo, Lightning_GetInfo_2 for its second binding. */
  operationId: string;
  method: HttpMethod;
  /** Path template as the rules write it. */
  path: string;
  pathParams: RestParameter[];
  queryParams: RestParameter[];
  /** Dotted request fields no URL value can set over this route (repeated messages): only gRPC or body "*" routes carry them. */
  notInUrl: string[];
  body: RestBody;
  streaming: Streaming;
  /** Client and bidirectional streams are also served over a WebSocket (lnd's proxy: `?method=<HTTP method>`). */
  webSocket: boolean;
}

/** What the function needs of a release: its messages. */
export interface MessageLookup {
  messages: Record<string, MessageModel>;
}

/** True when a release has a REST route (a release without one gets no OpenAPI document, nor a link to it). */
export function hasRestRoutes(release: {
  subServices: readonly { methods: readonly { rest: readonly unknown[] }[] }[];
}): boolean {
  return release.subServices.some((sub) => sub.methods.some((m) => m.rest.length > 0));
}

/** The names a release's methods are given in operation ids: the sub-service name, package-qualified when two share it. */
export function operationPrefixes(
  subServices: readonly { name: string; package: string; fullName: string }[],
): Map<string, string> {
  const counts = new Map<string, number>();
  for (const sub of subServices) counts.set(sub.name, (counts.get(sub.name) ?? 0) + 1);
  return new Map(
    subServices.map((sub) => [
      sub.fullName,
      counts.get(sub.name)! > 1 ? `${sub.package.replace(/\./g, '_')}_${sub.name}` : sub.name,
    ]),
  );
}

/** The REST operations of one method; `prefix` is its sub-service's entry of operationPrefixes. */
export function restOperations(
  release: MessageLookup,
  prefix: string,
  method: Pick<MethodModel, 'name' | 'requestType' | 'rest' | 'streaming'>,
): RestOperation[] {
  const request = release.messages[method.requestType];
  return method.rest.map((binding, index) => {
    const operationId = `${prefix}_${method.name}${index === 0 ? '' : `_${index + 1}`}`;
    const pathNames = pathTemplateFields(binding.path);
    const pathParams = pathNames.map((name) => ({
      name,
      field: fieldAt(release, request, name.split('.'), binding.path),
      form: 'single' as const,
    }));
    const streamsRequests = method.streaming === 'client' || method.streaming === 'bidi';
    const base = {
      binding,
      operationId,
      method: binding.method,
      path: binding.path,
      pathParams,
      streaming: method.streaming,
      webSocket: streamsRequests,
    };
    if (streamsRequests || !request)
      return {
        ...base,
        queryParams: [],
        notInUrl: [],
        body: streamsRequests ? { kind: 'stream' } : bodyOf(binding, undefined),
      };
    const query: Collected = { params: [], notInUrl: [] };
    if (binding.body !== '*') {
      for (const field of request.fields) {
        if (field.name === binding.body) continue;
        const covered = pathNames.filter((p) => p === field.name || p.startsWith(`${field.name}.`));
        if (covered.includes(field.name)) continue;
        collectQuery(release, field, field.name, covered, [request.fullName], query);
      }
    }
    return { ...base, queryParams: query.params, notInUrl: query.notInUrl, body: bodyOf(binding, request, pathNames) };
  });
}

interface Collected {
  params: RestParameter[];
  notInUrl: string[];
}

/**
 * The query parameters of a field at `name`: itself when it holds a URL value, else its
 * sub-fields (those the path does not set); a message type already being walked stops the
 * walk (grpc-gateway would accept ever longer paths; no client needs them).
 */
function collectQuery(
  release: MessageLookup,
  field: FieldModel,
  name: string,
  inPath: string[],
  stack: string[],
  out: Collected,
): void {
  const held =
    field.type.kind === 'message' && !URL_VALUE_TYPES.has(field.type.fullName)
      ? release.messages[field.type.fullName]
      : undefined;
  if (field.mapKey) {
    if (held || field.type.kind === 'message') out.notInUrl.push(name);
    else out.params.push({ name, field, form: 'map' });
    return;
  }
  if (field.type.kind === 'message' && !held) {
    if (URL_VALUE_TYPES.has(field.type.fullName))
      out.params.push({ name, field, form: field.label === 'repeated' ? 'repeated' : 'single' });
    else out.notInUrl.push(name); // Struct, Value, Any: no URL form
    return;
  }
  if (!held) {
    out.params.push({ name, field, form: field.label === 'repeated' ? 'repeated' : 'single' });
    return;
  }
  if (field.label === 'repeated') {
    out.notInUrl.push(name);
    return;
  }
  if (stack.includes(held.fullName)) return;
  for (const sub of held.fields) {
    const subName = `${name}.${sub.name}`;
    const covered = inPath.filter((p) => p === subName || p.startsWith(`${subName}.`));
    if (covered.includes(subName)) continue;
    collectQuery(release, sub, subName, covered, [...stack, held.fullName], out);
  }
}

function bodyOf(binding: RestBinding, request: MessageModel | undefined, pathNames: string[] = []): RestBody {
  if (binding.body === null) return { kind: 'none' };
  if (binding.body === '*')
    return {
      kind: 'request',
      omitted: (request?.fields ?? []).filter((f) => pathNames.includes(f.name)).map((f) => f.name),
    };
  const field = request?.fields.find((f) => f.name === binding.body);
  if (!field)
    throw new Error(
      `Internal error: body field "${binding.body}" of ${binding.method} ${binding.path} is not a request field`,
    );
  return { kind: 'field', field };
}

/** The field at a dotted path of the request, as a path template names it. */
function fieldAt(
  release: MessageLookup,
  message: MessageModel | undefined,
  names: string[],
  template: string,
): FieldModel {
  const field = message?.fields.find((f) => f.name === names[0]);
  if (!field)
    throw new Error(
      `Internal error: ${template} names ${names.join('.')}, which ${message?.fullName ?? 'the request'} does not have`,
    );
  if (names.length === 1) return field;
  const next = field.type.kind === 'message' ? release.messages[field.type.fullName] : undefined;
  return fieldAt(release, next, names.slice(1), template);
}
