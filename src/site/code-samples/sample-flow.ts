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
  /** Calls before the RPC: those whose answers the computed fields read first, then one staging what the RPC completes. */
  steps: SampleFlowStep[];
  derived: SampleFlowField[];
  /** Calls after the RPC, completing what it staged (`tapcli assets mint finalize`: FinalizeBatch after MintAsset). */
  after: SampleFlowStep[];
  /** The commands staging what the RPC completes, or completing what it stages, for the samples' comments. */
  stagedBy?: string;
  completedBy?: string;
}

/** The names of the request fields the samples compute (left out of the planned request), or none. */
export function flowFieldNames(
  service: CodeSampleInput['service'],
  method: MethodModel,
  plan: PlannedMessage,
): Set<string> {
  return new Set(computedFields(flowModel(service, method)?.derived ?? [], plan).map((d) => d.field.name));
}

/**
 * The computed fields the samples set: a whole message or list copied from an answer is left to
 * the plan where the plan sets it (`lncli setmccfg` reads the current config and then changes it
 * from its flags, which the reading does not follow); where the plan leaves it out, the answer's
 * is sent (`lncli create`: the mnemonic GenSeed answered).
 */
function computedFields(derived: SampleFlowField[], plan: PlannedMessage): SampleFlowField[] {
  const planned = new Set(plan.entries.filter((e) => e.state === 'set').map((e) => e.field.name));
  const whole = (f: FieldModel) => f.type.kind === 'message' || f.label === 'repeated' || !!f.mapKey;
  return derived.filter((d) => !(d.value.kind === 'response' && whole(d.field) && planned.has(d.field.name)));
}

/** The minimal request of another RPC a flow calls (method-plan.ts, given by the writers). */
export type PlanOf = (method: MethodModel) => PlannedEntry[];

/**
 * The flow of the samples of a method, with its steps' requests taken from the page's plan (and
 * the minimal plan of an RPC staging or completing it); null without one.
 */
export function sampleFlow(
  input: Pick<CodeSampleInput, 'service' | 'sub' | 'method'>,
  plan: PlannedMessage,
  planOf?: PlanOf,
): SampleFlow | null {
  const model = flowModel(input.service, input.method, input.sub);
  const derived = computedFields(model?.derived ?? [], plan);
  const found = model && derived.length > 0 ? { ...model, derived } : null;
  const staging = planOf ? stagingSteps(input, planOf) : null;
  if (!found && !staging) return null;
  const set = new Map(plan.entries.filter((e) => e.state === 'set').map((e) => [e.field.name, e] as const));
  const steps = (found?.steps ?? []).map(({ method, fields }) => {
    const message = input.service.messages[method.requestType];
    const entries: PlannedEntry[] = [];
    for (const { field, value } of fields) {
      const target = message?.fields.find((f) => f.name === field);
      const source = value.kind === 'field' ? set.get(value.field) : undefined;
      if (target && source) entries.push({ field: target, value: source.value, state: 'set', note: '' });
    }
    return { method, entries };
  });
  return {
    command: input.method.cliCommand!.path,
    steps: [...steps, ...(staging?.before ?? [])],
    derived: found?.derived ?? [],
    after: staging?.after ?? [],
    ...(staging?.stagedBy ? { stagedBy: staging.stagedBy } : {}),
    ...(staging?.completedBy ? { completedBy: staging.completedBy } : {}),
  };
}

/** `tapcli assets mint` then `finalize`: the RPC staging this one first, or the one completing it after (unary calls only). */
function stagingSteps(
  input: Pick<CodeSampleInput, 'service' | 'sub' | 'method'>,
  planOf: PlanOf,
): { before: SampleFlowStep[]; after: SampleFlowStep[]; stagedBy?: string; completedBy?: string } | null {
  const flow = input.method.cliCommand?.inputs?.requests.find((r) => r.rpc === input.method.fullName)?.flow;
  if (!flow || input.method.streaming !== 'unary') return null;
  const find = (rpc: string) =>
    input.sub.methods.find((m) => m.fullName === rpc && m.streaming === 'unary') as MethodModel | undefined;
  const staged = flow.stagedBy ? find(flow.stagedBy.rpc) : undefined;
  const next = flow.after[0] ? find(flow.after[0].rpc) : undefined;
  if (!staged && !next) return null;
  return {
    before: staged ? [{ method: staged, entries: planOf(staged) }] : [],
    after: next ? [{ method: next, entries: planOf(next) }] : [],
    ...(staged ? { stagedBy: flow.stagedBy!.command } : {}),
    ...(next ? { completedBy: flow.after[0]!.command } : {}),
  };
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

/** The sentence the samples put before the steps (`steps`: where the computed fields come from). */
export function flowComment(flow: SampleFlow, steps: string): string {
  if (flow.derived.length === 0 && flow.stagedBy)
    return `\`${flow.stagedBy}\` stages what \`${flow.command}\` completes: this sample calls ${flow.steps.map((s) => s.method.name).join(' and ')} first.`;
  const names = flow.steps.map((s) => s.method.name).join(' and ');
  return `\`${flow.command}\` calls ${names} first and sets ${flow.derived.length === 1 ? 'a field' : 'these fields'} from ${steps}: so does this sample.`;
}

/** The sentence before the calls after the RPC. */
export function afterComment(flow: SampleFlow): string {
  return `\`${flow.completedBy}\` completes what \`${flow.command}\` staged: this sample calls ${flow.after.map((s) => s.method.name).join(' and ')} next.`;
}
