/**
 * What a flow sample must send (docs/code-samples.md, "Flows the CLIs run"): the calls the
 * CLI makes before the page's RPC, each with its request, and the page's request with the
 * fields the CLI computes, worked out here from the model's flow data (read from the Go
 * source) and the stand-in's own answers (stub-flows.ts). Arithmetic is Go's, on BigInt;
 * nothing of the generator's code that writes the samples is used.
 */
import { type DescMessage, type FileRegistry, fromJson, toJson } from '@bufbuild/protobuf';
import type { CliFlowValue } from '../../src/proto/cli-flow-types.ts';
import type { MethodModel } from '../../src/proto/model-types.ts';
import { flowAnswer } from './stub-flows.ts';

type Json = Record<string, unknown>;

export interface ExpectedCall {
  rpc: string;
  request: unknown;
}

/**
 * The calls before the RPC and its request, when the samples run the CLI's flow: one with calls
 * before the RPC and fields computed whatever the flags. `expected` is the planned request
 * (canonical JSON), which leaves the computed fields out.
 */
export function expectedFlow(
  registry: FileRegistry,
  method: MethodModel,
  expected: unknown,
): { before: ExpectedCall[]; request: unknown } | null {
  const flow = method.cliCommand?.inputs?.requests.find((r) => r.rpc === method.fullName)?.flow;
  const derived = flow?.derived.filter((d) => !d.when && d.key === undefined && plainValue(d.value)) ?? [];
  if (!flow || flow.before.length === 0 || derived.length === 0) return null;
  const planned = (expected ?? {}) as Json;
  const answers = flow.before.map((step) => flowAnswer(step.rpc) ?? {});
  const before = flow.before.map((step) => {
    const request: Json = {};
    for (const { field, value, when, key } of step.fields) {
      if (when || key !== undefined || value.kind !== 'field' || planned[value.field] === undefined) continue;
      request[field] = planned[value.field];
    }
    return { rpc: step.rpc, request: canonical(messageOf(registry, step.rpc, 'input'), request) };
  });
  const request: Json = { ...planned };
  for (const { field, value } of derived) {
    const computed = evaluate(value, planned, answers);
    if (computed === undefined) delete request[field];
    else request[field] = typeof computed === 'bigint' ? computed.toString() : computed;
  }
  return { before, request: canonical(messageOf(registry, method.fullName, 'input'), request) };
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
