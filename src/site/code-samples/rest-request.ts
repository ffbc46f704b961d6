/**
 * Splits a request over a REST binding the way grpc-gateway does: path parameters from the
 * template, query parameters for the fields placed in the query, and the body (the whole
 * rest of the request for body "*", one field's value for body "field", none otherwise).
 */
import type { FieldModel, HttpMethod, MessageModel, RestBinding } from '../../proto/model-types.ts';

/** A `{field.path}` of the template and the field it ends at. */
export interface PathParam {
  /** Field path as written in the template: outpoint.txid_str. */
  name: string;
  /** The leaf field, or undefined when the model cannot resolve the path. */
  leaf: FieldModel | undefined;
}

export type PathPart = { kind: 'literal'; text: string } | { kind: 'param'; param: PathParam };

export type RestBody =
  | { kind: 'none' }
  /** A JSON object: the body fields (body "*") or the fields of the message field named by body. */
  | { kind: 'object'; fields: FieldModel[]; field: string | null }
  /** The JSON value of a non-message field named by body. */
  | { kind: 'value'; field: FieldModel };

export interface RestRequest {
  method: HttpMethod;
  parts: PathPart[];
  params: PathParam[];
  /** Top-level fields sent as query parameters, in request order. */
  query: FieldModel[];
  body: RestBody;
}

/**
 * How a query field travels in grpc-gateway: one value, one parameter per value (repeated),
 * `name[key]` per entry (map), `name.sub` per field (message), or not at all (a repeated
 * message has no query form).
 */
export function queryShape(field: FieldModel): 'value' | 'repeated' | 'map' | 'message' | 'none' {
  if (field.mapKey) return 'map';
  if (field.type.kind === 'message') return field.label === 'repeated' ? 'none' : 'message';
  return field.label === 'repeated' ? 'repeated' : 'value';
}

/** The request of a method over one REST binding. */
export function restRequest(binding: RestBinding, request: MessageModel, messages: Record<string, MessageModel>): RestRequest {
  const parts = parsePath(binding.path, request, messages);
  const params = parts.flatMap((p) => (p.kind === 'param' ? [p.param] : []));
  const placed = (where: string) => request.fields.filter((f) => binding.placements[f.name] === where);
  return { method: binding.method, parts, params, query: placed('query'), body: bodyOf(binding, request, messages) };
}

/** Literal text and `{param}` parts of a path template; `{name=pattern}` keeps the name. */
function parsePath(template: string, request: MessageModel, messages: Record<string, MessageModel>): PathPart[] {
  const parts: PathPart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{([^}=]+)(?:=[^}]*)?\}/g)) {
    if (match.index > last) parts.push({ kind: 'literal', text: template.slice(last, match.index) });
    const name = match[1]!.trim();
    parts.push({ kind: 'param', param: { name, leaf: resolveField(name, request, messages) } });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ kind: 'literal', text: template.slice(last) });
  return parts;
}

/** The field a dotted path ends at, walking through message fields. */
function resolveField(path: string, request: MessageModel, messages: Record<string, MessageModel>): FieldModel | undefined {
  let message: MessageModel | undefined = request;
  let field: FieldModel | undefined;
  for (const name of path.split('.')) {
    field = message?.fields.find((f) => f.name === name);
    if (!field) return undefined;
    message = field.type.kind === 'message' ? messages[field.type.fullName] : undefined;
  }
  return field;
}

function bodyOf(binding: RestBinding, request: MessageModel, messages: Record<string, MessageModel>): RestBody {
  if (binding.body === null) return { kind: 'none' };
  if (binding.body === '*') {
    // Fields without a placement (none in practice) travel in the body, as with body "*".
    const fields = request.fields.filter((f) => (binding.placements[f.name] ?? 'body') === 'body');
    return { kind: 'object', fields, field: null };
  }
  const field = request.fields.find((f) => f.name === binding.body);
  if (!field) return { kind: 'object', fields: [], field: binding.body };
  const message = field.type.kind === 'message' && !field.mapKey && field.label !== 'repeated' ? messages[field.type.fullName] : undefined;
  return message ? { kind: 'object', fields: message.fields, field: field.name } : { kind: 'value', field };
}
