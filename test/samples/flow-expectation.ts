/**
 * What a flow sample must send (docs/code-samples.md, "Flows the CLIs run"): the calls the
 * CLI makes before the page's RPC, each with its request, and the page's request with the
 * fields the CLI computes, worked out here from the model's flow data (read from the Go
 * source) and the stand-in's own answers (stub-flows.ts). Arithmetic is Go's, on BigInt;
 * nothing of the generator's code that writes the samples is used.
 */
import { type DescMessage, type FileRegistry, fromJson, toJson } from '@bufbuild/protobuf';
import type { CliFlowModel, CliFlowValue } from '../../src/proto/cli-flow-types.ts';
import type { MethodModel } from '../../src/proto/model-types.ts';
import type { PlannedMessage } from '../../src/site/code-samples/request-plan.ts';
import type { SiteRelease } from '../../src/site/site-api.ts';
import { flowAnswer, flowChecked } from './stub-flows.ts';
import crypto from 'node:crypto';

type Json = Record<string, unknown>;

export interface ExpectedCall {
  rpc: string;
  request: unknown;
}

/**
 * The calls before the RPC, its request and the calls after, when the samples run the CLI's flow:
 * calls before the RPC and fields computed whatever the flags, or an RPC staging what the RPC
 * completes or completing what it stages (tapcli assets mint, then finalize: both unary), sent
 * its minimal request (`minimalOf`, null when it is not such an RPC). `expected` is the planned
 * request (canonical JSON).
 */
export function expectedFlow(
  registry: FileRegistry,
  method: MethodModel,
  expected: unknown,
  minimalOf: (rpc: string) => unknown | null,
): { before: ExpectedCall[]; request: unknown; after: ExpectedCall[] } | null {
  const flow = method.cliCommand?.inputs?.requests.find((r) => r.rpc === method.fullName)?.flow;
  if (!flow) return null;
  const computed = computedFlow(registry, method, flow, expected);
  const staging = (rpc: string | undefined) => {
    const request = method.streaming === 'unary' && rpc ? minimalOf(rpc) : null;
    return request === null ? [] : [{ rpc: rpc!, request }];
  };
  const before = [...(computed?.before ?? []), ...staging(flow.stagedBy?.rpc)];
  const after = staging(flow.after[0]?.rpc);
  if (!computed && before.length === 0 && after.length === 0) return null;
  return { before, request: computed?.request ?? expected, after };
}

/** The calls whose answers the computed fields read, and the request with those fields computed from the stand-in's answers. */
function computedFlow(
  registry: FileRegistry,
  method: MethodModel,
  flow: CliFlowModel,
  expected: unknown,
): { before: ExpectedCall[]; request: unknown } | null {
  const planned = (expected ?? {}) as Json;
  const values = flowComputedValues(method, planned);
  if (!values) return null;
  const before = flow.before.map((step) => {
    const request: Json = {};
    for (const { field, value, when, key } of step.fields) {
      if (when || key !== undefined || value.kind !== 'field' || planned[value.field] === undefined) continue;
      request[field] = planned[value.field];
    }
    return { rpc: step.rpc, request: canonical(messageOf(registry, step.rpc, 'input'), request) };
  });
  const request: Json = { ...planned };
  for (const [field, value] of values) {
    if (value === undefined) delete request[field];
    else request[field] = value;
  }
  return { before, request: canonical(messageOf(registry, method.fullName, 'input'), request) };
}

/**
 * The values a flow computes for the request's fields from the stand-in's answers (proto JSON:
 * 64-bit integers as text; undefined where the answer has none), or null without such a flow:
 * what a client that ran the flow would have sent (the OpenAPI consumer sends it).
 */
export function flowComputedValues(method: MethodModel, request: Json): Map<string, unknown> | null {
  const flow = method.cliCommand?.inputs?.requests.find((r) => r.rpc === method.fullName)?.flow;
  // A whole message or list copied from an answer stays as planned where the request sets it (setmccfg's config).
  const planned = (field: string) => typeof request[field] === 'object' && request[field] !== null;
  const derived =
    flow?.derived.filter(
      (d) =>
        !d.when && d.key === undefined && plainValue(d.value) && !(d.value.kind === 'response' && planned(d.field)),
    ) ?? [];
  if (!flow || flow.before.length === 0 || derived.length === 0) return null;
  const answers = flow.before.map((step) => flowAnswer(step.rpc) ?? {});
  return new Map(
    derived.map(({ field, value }) => {
      const computed = evaluate(value, request, answers);
      return [field, typeof computed === 'bigint' ? computed.toString() : computed];
    }),
  );
}

/**
 * A request whose CLI runs a flow (loop out sets every limit from LoopOutQuote's answer) carries
 * what the flow computes from the stand-in's answers, as a client that ran it would send: the
 * daemon refuses the limits the plan alone has (test/samples/stub-flows.ts).
 */
export function withFlowValues(method: MethodModel, release: SiteRelease, plan: PlannedMessage): PlannedMessage {
  const values = flowComputedValues(method, planJsonOf(plan));
  const message = release.messages[method.requestType];
  if (!values || !message) return plan;
  const entries = plan.entries.filter((e) => !values.has(e.field.name));
  for (const [name, value] of values) {
    const field = message.fields.find((f) => f.name === name);
    if (value === undefined || !field || field.type.kind !== 'scalar') continue;
    entries.push({
      field,
      value: { kind: 'scalar', type: field.type.name, value: value as string },
      state: 'set',
      note: '',
    });
  }
  return { ...plan, entries };
}

/**
 * The calls as a REST sample makes them: a call whose route has no body carries its request in
 * the query, where grpc-gateway has no form for a message or a list (LoopIn's quote goes
 * without `loop_in_route_hints`).
 */
export function overRest(calls: ExpectedCall[], bodyless: (rpc: string) => boolean): ExpectedCall[] {
  return calls.map(({ rpc, request }) =>
    bodyless(rpc)
      ? {
          rpc,
          request: Object.fromEntries(
            Object.entries((request ?? {}) as Json).filter(([, v]) => typeof v !== 'object' || v === null),
          ),
        }
      : { rpc, request },
  );
}

/** A JSON body without the members `withFlowValues` added to the planned request (null: no body). */
export function withoutFlowValues(body: string | null, planned: PlannedMessage, sent: PlannedMessage): string | null {
  const added = sent.entries.filter((e) => !planned.entries.includes(e)).map((e) => e.field.name);
  if (body === null || added.length === 0) return body;
  const json = JSON.parse(body) as Json;
  for (const name of added) delete json[name];
  return JSON.stringify(json);
}

/** A plan's set scalar values as the proto JSON the computed values read (the fields a flow reads are scalars). */
function planJsonOf(plan: PlannedMessage): Json {
  const out: Json = {};
  for (const e of plan.entries) if (e.state === 'set' && e.value.kind === 'scalar') out[e.field.name] = e.value.value;
  return out;
}

function plainValue(value: CliFlowValue): boolean {
  if (value.kind === 'op') return plainValue(value.left) && plainValue(value.right);
  return value.kind === 'field' || value.kind === 'response' || value.kind === 'number';
}

/** A value: a copied one as it is, arithmetic on BigInt (a field not set is zero, `/` truncates). */
function evaluate(value: CliFlowValue, request: Json, answers: Json[]): unknown {
  switch (value.kind) {
    case 'field':
      return request[value.field];
    case 'response':
      return answers[value.step]?.[value.field];
    case 'number':
      return BigInt(value.value);
    case 'op': {
      const left = BigInt((evaluate(value.left, request, answers) as string | number | bigint | undefined) ?? 0);
      const right = BigInt((evaluate(value.right, request, answers) as string | number | bigint | undefined) ?? 0);
      if (value.op === '+') return left + right;
      if (value.op === '-') return left - right;
      if (value.op === '*') return left * right;
      return left / right;
    }
    default:
      throw new Error(`a flow sample cannot compute a ${value.kind} value`);
  }
}

function messageOf(registry: FileRegistry, rpc: string, side: 'input'): DescMessage {
  const dot = rpc.lastIndexOf('.');
  const service = registry.getService(rpc.slice(0, dot));
  const method = service?.methods.find((m) => m.name === rpc.slice(dot + 1));
  if (!method) throw new Error(`Internal error: no RPC ${rpc} in the stand-in's protos`);
  return method[side];
}

function canonical(schema: DescMessage, json: Json): unknown {
  return toJson(schema, fromJson(schema, json as never), { useProtoFieldName: true });
}

/** A value the CLI computes only under a switch (keysend's preimage and hash), from the model's flow data. */
interface SwitchedValue {
  field: string;
  key?: string;
  value: CliFlowValue;
}

/** The values the method's CLI computes under a flag (`lncli sendpayment --keysend`), as the model's flow data says. */
function switchedValues(method: MethodModel): SwitchedValue[] {
  const flow = method.cliCommand?.inputs?.requests.find((r) => r.rpc === method.fullName)?.flow;
  return (flow?.derived ?? []).filter((d) => d.when !== undefined);
}

/**
 * Checks the values a flag flow's sample computed (random bytes of the length the Go source
 * makes, and the SHA-256 of them, each where the flow puts it) and that the stand-in's own flow
 * check reached the request (stub-flows.ts); gives the request without them to compare with the
 * plan, or why it fails. `request` is canonical proto JSON (bytes as base64).
 */
export function switchedFlowRequest(method: MethodModel, request: unknown): { rest: unknown; problem: string | null } {
  const rest = structuredClone((request ?? {}) as Json);
  const randoms = new Map<string, Buffer>();
  const fail = (problem: string) => ({ rest, problem });
  const values = switchedValues(method);
  if (values.length === 0) return fail(`${method.fullName} has no flow under a flag`);
  if (!flowChecked(method.fullName, request)) return fail('the stand-in has no check for what this request carries');
  // Random values first: a hash names the random bytes it is of.
  const order = (v: SwitchedValue) => (v.value.kind === 'random' ? 0 : 1);
  for (const { field, key, value } of [...values].sort((a, b) => order(a) - order(b))) {
    const holder = (key === undefined ? rest : rest[field]) as Json | undefined;
    const text = holder?.[key ?? field];
    if (typeof text !== 'string') return fail(`${field}${key ? `[${key}]` : ''} is not set`);
    const bytes = Buffer.from(text, 'base64');
    if (value.kind === 'random') {
      if (bytes.length !== value.bytes)
        return fail(`${field} holds ${bytes.length} bytes, not ${value.bytes} random ones`);
      randoms.set(value.name, bytes);
    } else if (value.kind === 'sha256' && value.of.kind === 'random') {
      const of = randoms.get(value.of.name);
      if (!of || !crypto.createHash('sha256').update(of).digest().equals(bytes))
        return fail(`${field} is not the SHA-256 of ${value.of.name}`);
    } else return fail(`a flag flow sample cannot compute a ${value.kind} value`);
    delete holder![key ?? field];
    if (key !== undefined && Object.keys(holder!).length === 0) delete rest[field];
  }
  return { rest, problem: null };
}
