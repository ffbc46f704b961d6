/**
 * The flow a page's samples run, taken from the one its CLI command runs (the model's
 * `CliInputsModel.requests[].flow`, read from the Go source by src/gofacts/cli/cli-flows.ts):
 * `loop out` asks LoopOutQuote first and sets every limit from the answer, so LoopOut's gRPC and
 * REST samples do the same steps. Only calls before the RPC on the same sub-service and fields
 * computed whatever the flags (no `when`) from the request, the answers and numbers are taken;
 * the fields computed are left out of the planned request (method-plan.ts) and set in code.
 */
import type { CliFlowValue } from '../../proto/cli-flow-types.ts';
import type { FieldModel, MethodModel, SubServiceModel } from '../../proto/model-types.ts';
import type { PlannedEntry, PlannedMessage } from './request-plan.ts';
import type { CodeSampleInput } from './types.ts';

/** A call made before the page's RPC: its method and its request, copied from the page's planned values. */
export interface SampleFlowStep {
  method: MethodModel;
  entries: PlannedEntry[];
}

/** A request field the sample computes, and how. */
export interface SampleFlowField {
  field: FieldModel;
  value: CliFlowValue;
}

export interface SampleFlow {
  /** The CLI command whose flow this is (`loop out`). */
  command: string;
  steps: SampleFlowStep[];
  derived: SampleFlowField[];
}

/** The names of the request fields the samples compute (left out of the planned request), or none. */
export function flowFieldNames(service: CodeSampleInput['service'], method: MethodModel): Set<string> {
  return new Set(flowModel(service, method)?.derived.map((d) => d.field.name) ?? []);
}

/** The flow of the samples of a method, with its steps' requests taken from the page's plan; null without one. */
export function sampleFlow(
  input: Pick<CodeSampleInput, 'service' | 'sub' | 'method'>,
  plan: PlannedMessage,
): SampleFlow | null {
  const found = flowModel(input.service, input.method, input.sub);
  if (!found) return null;
  const set = new Map(plan.entries.filter((e) => e.state === 'set').map((e) => [e.field.name, e] as const));
  const steps = found.steps.map(({ method, fields }) => {
    const message = input.service.messages[method.requestType];
    const entries: PlannedEntry[] = [];
    for (const { field, value } of fields) {
      const target = message?.fields.find((f) => f.name === field);
      const source = value.kind === 'field' ? set.get(value.field) : undefined;
      if (target && source) entries.push({ field: target, value: source.value, state: 'set', note: '' });
    }
    return { method, entries };
  });
  return { command: found.command, steps, derived: found.derived };
}

interface FlowModel {
  command: string;
  steps: { method: MethodModel; fields: { field: string; value: CliFlowValue }[] }[];
  derived: SampleFlowField[];
}

function flowModel(service: CodeSampleInput['service'], method: MethodModel, sub?: SubServiceModel): FlowModel | null {
  const flow = method.cliCommand?.inputs?.requests.find((r) => r.rpc === method.fullName)?.flow;
  if (!flow || flow.before.length === 0) return null;
  const home = sub ?? service.subServices.find((s) => s.methods.some((m) => m.fullName === method.fullName));
  const steps = flow.before.map((step) => ({
    method: home?.methods.find((m) => m.fullName === step.rpc),
    fields: step.fields.filter((f) => !f.when && f.key === undefined),
  }));
  if (steps.some((s) => !s.method)) return null;
  const request = service.messages[method.requestType];
  const derived = flow.derived.flatMap(({ field, key, value, when }) => {
    const model = request?.fields.find((f) => f.name === field);
    return model && !when && key === undefined && computable(value) ? [{ field: model, value }] : [];
  });
  if (derived.length === 0) return null;
  return { command: method.cliCommand!.path, steps: steps as FlowModel['steps'], derived };
}

/** Values the samples compute in code: the request's fields, the answers', numbers and arithmetic on them. */
function computable(value: CliFlowValue): boolean {
  if (value.kind === 'op') return computable(value.left) && computable(value.right);
  return value.kind === 'field' || value.kind === 'response' || value.kind === 'number';
}

/** The sentence the samples put before the steps. */
export function flowComment(flow: SampleFlow, steps: string): string {
  const names = flow.steps.map((s) => s.method.name).join(' and ');
  return `\`${flow.command}\` calls ${names} first and sets ${flow.derived.length === 1 ? 'a field' : 'these fields'} from ${steps}: so does this sample.`;
}
