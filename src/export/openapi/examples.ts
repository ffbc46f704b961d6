/**
 * The example request of an operation: the minimal request the code samples send
 * (src/site/code-samples/rest-plan.ts, planned over the operation's own binding), split the
 * way grpc-gateway reads it and written the way it wants each value: 64-bit integers as
 * decimal strings, bytes as base64 in the body and padded base64url in the URL, enums by
 * name. A sampler that writes `"string"` for every int64 and bytes field sends a request the
 * gateway refuses; this one is what the samples (and their CI) send.
 */
import type { MethodModel } from '../../proto/model-types.ts';
import { type RestPlan, restPlan, urlText } from '../../site/code-samples/rest-plan.ts';
import type { PlannedValue } from '../../site/code-samples/request-plan.ts';
import { valueLiteral } from '../../site/code-samples/value-literals.ts';
import type { RestOperation } from '../../site/rest-operations.ts';
import type { SiteRelease } from '../../site/site-api.ts';

/** A URL value as the parameter's schema types it (the URL text of 32-bit numbers and bools is theirs). */
export type UrlValue = string | number | boolean;

export interface OperationExample {
  /** Path parameter name (as the template writes it) -> its value. */
  path: Map<string, UrlValue>;
  /** Query parameter name -> its value, one per value for a repeated field, or a map's entries. */
  query: Map<string, UrlValue | UrlValue[] | Record<string, UrlValue>>;
  /** The JSON body, when the operation has one. */
  body?: unknown;
}

/** The minimal request over the operation's binding. */
export function operationExample(release: SiteRelease, method: MethodModel, op: RestOperation): OperationExample {
  const plan = restPlan({ service: release, method }, 'minimal', op.binding);
  if (!plan) throw new Error(`Internal error: ${method.fullName} has no REST binding ${op.method} ${op.path}`);
  const path = new Map(plan.params.map((p) => [p.name, urlValue(p.value)]));
  return { path, query: queryValues(plan), ...(op.body.kind === 'none' ? {} : { body: bodyValue(plan) }) };
}

function queryValues(plan: RestPlan): OperationExample['query'] {
  const query: OperationExample['query'] = new Map();
  for (const pair of plan.query) {
    if (pair.state !== 'set') continue;
    const mapped = /^(.+)\[(.*)\]$/.exec(pair.key);
    if (mapped) {
      const entries = query.get(mapped[1]!);
      query.set(mapped[1]!, {
        ...(typeof entries === 'object' && !Array.isArray(entries) ? entries : {}),
        [mapped[2]!]: urlValue(pair.value),
      });
    } else if (pair.field.label === 'repeated') {
      const values = query.get(pair.key);
      query.set(pair.key, [...(Array.isArray(values) ? values : []), urlValue(pair.value)]);
    } else query.set(pair.key, urlValue(pair.value));
  }
  return query;
}

/** A single URL value typed as the parameter schema has it: 32-bit numbers and bools as JSON values, the rest as their URL text. */
function urlValue(value: PlannedValue): UrlValue {
  if (value.kind === 'scalar' && (typeof value.value === 'boolean' || value.type === 'bool'))
    return value.value === true || value.value === 'true';
  if (value.kind === 'scalar' && /^(?:u?int32|sint32|s?fixed32|double|float)$/.test(value.type))
    return Number(value.value);
  return urlText(value);
}

/** The body as proto3 JSON: the set entries of the plan's body (every request field for a stream). */
function bodyValue(plan: RestPlan): unknown {
  const body = plan.body;
  if (body.kind === 'none') return {};
  if (body.kind === 'value') return jsonOf(body.entry.value);
  return Object.fromEntries(body.entries.filter((e) => e.state === 'set').map((e) => [e.field.name, jsonOf(e.value)]));
}

/** A planned value in proto3 JSON, from the same literal writer the samples' JSON bodies use. */
function jsonOf(value: PlannedValue): unknown {
  return JSON.parse(valueLiteral(value, 'json', '', ''));
}
