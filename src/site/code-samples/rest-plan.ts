/**
 * A planned request over the method's primary REST binding, split the way grpc-gateway
 * reads it: path parameters from the template, query parameters (nested fields as
 * `parent.child`, repeated fields once per value, map entries as `name[key]`), and the
 * body (the whole rest of the request for body "*", one field's value for body "field").
 * Client and bidirectional streams are different: grpc-gateway reads every request of the
 * stream from the body, so the whole request is one WebSocket message and the URL carries
 * nothing (Lightning.RegisterRPCMiddleware has no body rule and still works this way).
 */
import type { FieldModel, HttpMethod, RestBinding } from '../../proto/model-types.ts';
import { codePlan } from './method-plan.ts';
import {
  type PlannedEntry,
  type PlannedMessage,
  type PlannedValue,
  type RequestVariant,
  planRequest,
} from './request-plan.ts';
import type { CodeSampleInput } from './types.ts';

export interface PathParamPlan {
  /** Field path as the template writes it: channel_point.funding_txid_str. */
  name: string;
  field: FieldModel;
  value: PlannedValue;
}

export type PathPart = { kind: 'literal'; text: string } | { kind: 'param'; param: PathParamPlan };

/** One query parameter: its key and a single value (scalar or enum). */
export interface QueryPair {
  key: string;
  field: FieldModel;
  value: PlannedValue;
  state: PlannedEntry['state'];
  note: string;
}

export type RestBodyPlan =
  | { kind: 'none' }
  /** A JSON object: the body entries (body "*", or the fields of the message field body names). */
  | { kind: 'object'; entries: PlannedEntry[]; field: string | null }
  /** The JSON value of a non-message field named by body. */
  | { kind: 'value'; entry: PlannedEntry };

export interface RestPlan {
  method: HttpMethod;
  parts: PathPart[];
  params: PathParamPlan[];
  query: QueryPair[];
  /** Fields the query cannot carry (repeated messages): "name <type>". */
  unsendable: PlannedEntry[];
  body: RestBodyPlan;
  /** Client and bidi streams: the body goes as WebSocket messages, one request each. */
  streamsRequests: boolean;
}

/** Whether the request is the whole JSON body (body "*" of a unary or server-streaming call): the flows add members to it. */
export function isWholeBody(rest: RestPlan): boolean {
  return rest.body.kind === 'object' && rest.body.field === null;
}

/**
 * The method's planned request over a REST binding (its primary one unless given); null
 * without REST. Another binding's plan sets the fields its own path carries.
 */
export function restPlan(
  input: Pick<CodeSampleInput, 'service' | 'method'>,
  variant: RequestVariant,
  binding: RestBinding | undefined = input.method.rest[0],
): RestPlan | null {
  if (!binding) return null;
  const plan = binding === input.method.rest[0] ? codePlan(input, variant) : bindingPlan(input, variant, binding);
  if (input.method.streaming === 'client' || input.method.streaming === 'bidi') {
    return {
      method: binding.method,
      parts: [{ kind: 'literal', text: stripParams(binding.path) }],
      params: [],
      query: [],
      unsendable: [],
      body: { kind: 'object', entries: plan.entries, field: null },
      streamsRequests: true,
    };
  }
  const parts = pathParts(binding.path, plan);
  const params = parts.flatMap((p) => (p.kind === 'param' ? [p.param] : []));
  const placed = (where: string) =>
    plan.entries.filter(
      (e) =>
        binding.placements[e.field.name] === where ||
        (where === 'body' && binding.body === '*' && binding.placements[e.field.name] === undefined),
    );
  // A message in the path may carry more than the path holds (id.proof_type beside {id.asset_id_str}):
  // grpc-gateway takes the rest from the body (body "*") or the query.
  const pathRests = placed('path').flatMap((entry) => {
    const rest = withoutPath(
      entry,
      params.map((p) => p.name),
    );
    return rest ? [rest] : [];
  });
  const query: QueryPair[] = [];
  const unsendable: PlannedEntry[] = [];
  for (const entry of [...placed('query'), ...(binding.body === '*' ? [] : pathRests)]) {
    const pairs = queryPairs(entry.field.name, entry.field, entry.value);
    if (pairs === null) unsendable.push(entry);
    else query.push(...pairs.map((p) => ({ ...p, state: entry.state, note: entry.note })));
  }
  const bodyEntries = binding.body === '*' ? [...placed('body'), ...pathRests] : placed('body');
  return {
    method: binding.method,
    parts,
    params,
    query,
    unsendable,
    body: bodyOf(binding, plan, bodyEntries),
    streamsRequests: false,
  };
}

/** The request plan of a binding that is not the primary one (its path fields set). */
function bindingPlan(
  { service, method }: Pick<CodeSampleInput, 'service' | 'method'>,
  variant: RequestVariant,
  binding: RestBinding,
): PlannedMessage {
  const message = service.messages[method.requestType];
  if (!message) return { fullName: method.requestType, entries: [] };
  return planRequest(
    message,
    variant,
    service,
    [...binding.path.matchAll(/\{([^}=]+)/g)].map((m) => m[1]!.trim()),
    method.requestRules ?? [],
  );
}

/** A path-placed entry without the values the path carries, or null when nothing is left. */
function withoutPath(entry: PlannedEntry, paths: string[]): PlannedEntry | null {
  if (entry.state !== 'set' || entry.value.kind !== 'message') return null;
  const prefix = `${entry.field.name}.`;
  const inner = paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
  const entries = entry.value.message.entries.flatMap((e) => {
    if (e.state !== 'set') return [];
    if (inner.includes(e.field.name)) return [];
    if (inner.some((p) => p.startsWith(`${e.field.name}.`))) {
      const rest = withoutPath(e, inner);
      return rest ? [rest] : [];
    }
    return [e];
  });
  return entries.length === 0
    ? null
    : { ...entry, value: { kind: 'message', message: { ...entry.value.message, entries } } };
}

/** A template without `{param}`s (streams of the daemons have none in practice). */
function stripParams(template: string): string {
  return template.replace(/\{[^}]*\}/g, '');
}

/** Literal text and `{param}` parts of a path template with the planned values. */
function pathParts(template: string, plan: PlannedMessage): PathPart[] {
  const parts: PathPart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{([^}=]+)(?:=[^}]*)?\}/g)) {
    if (match.index > last) parts.push({ kind: 'literal', text: template.slice(last, match.index) });
    const name = match[1]!.trim();
    const found = lookup(plan, name.split('.'));
    if (!found) throw new Error(`Internal error: the request plan has no value for path parameter ${name}`);
    parts.push({ kind: 'param', param: { name, ...found } });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ kind: 'literal', text: template.slice(last) });
  return parts;
}

/** The planned field and value at a dotted path. */
function lookup(plan: PlannedMessage, names: string[]): { field: FieldModel; value: PlannedValue } | undefined {
  const entry = plan.entries.find((e) => e.field.name === names[0] && e.state === 'set');
  if (!entry) return undefined;
  if (names.length === 1) return { field: entry.field, value: entry.value };
  return entry.value.kind === 'message' ? lookup(entry.value.message, names.slice(1)) : undefined;
}

/**
 * The query pairs of a value (grpc-gateway's query rules), or null when the value has no
 * query form: a repeated message cannot be written as parameters.
 */
export function queryPairs(
  key: string,
  field: FieldModel,
  value: PlannedValue,
): Omit<QueryPair, 'state' | 'note'>[] | null {
  switch (value.kind) {
    case 'scalar':
    case 'enum':
      return [{ key, field, value }];
    case 'list':
      if (value.items.some((i) => i.kind === 'message')) return null;
      return value.items.map((item) => ({ key, field, value: item }));
    case 'map':
      if (value.entries.some((e) => e.value.kind === 'message')) return null;
      return value.entries.map((e) => ({ key: `${key}[${e.key}]`, field, value: e.value }));
    case 'message': {
      const pairs: Omit<QueryPair, 'state' | 'note'>[] = [];
      for (const entry of value.message.entries) {
        if (entry.state !== 'set') continue;
        const inner = queryPairs(`${key}.${entry.field.name}`, entry.field, entry.value);
        if (inner === null) return null;
        pairs.push(...inner);
      }
      return pairs;
    }
  }
}

function bodyOf(binding: RestBinding, plan: PlannedMessage, bodyEntries: PlannedEntry[]): RestBodyPlan {
  if (binding.body === null) return { kind: 'none' };
  if (binding.body === '*') return { kind: 'object', entries: bodyEntries, field: null };
  const entry = plan.entries.find((e) => e.field.name === binding.body && e.state === 'set');
  if (!entry) return { kind: 'object', entries: [], field: binding.body };
  return entry.value.kind === 'message'
    ? { kind: 'object', entries: entry.value.message.entries, field: binding.body }
    : { kind: 'value', entry };
}

/** Whether a field's value is bytes (encoded in URLs as padded base64url). */
export function isBytes(field: FieldModel): boolean {
  return field.type.kind === 'scalar' && field.type.name === 'bytes';
}

/** A single value as URL text (grpc-gateway): bytes as padded base64url, bools as true/false, enums by name. */
export function urlText(value: PlannedValue): string {
  if (value.kind === 'enum') return value.name;
  if (value.kind !== 'scalar') throw new Error(`Internal error: a ${value.kind} has no single URL value`);
  if (value.type === 'bytes') return base64url(String(value.value));
  return String(value.value);
}

/** Hex bytes as base64url with padding, as grpc-gateway decodes bytes in paths and queries. */
export function base64url(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}
