/**
 * A flow a CLI runs under one of its switches: `lncli sendpayment --keysend` makes a random
 * preimage, puts it in `dest_custom_records[5482373484]` and sends its SHA-256 as
 * `payment_hash` (the model's `flow.derived` entries whose `when` needs the flag, read from the
 * Go source by src/gofacts/cli/cli-flows.ts). Unlike the flows sample-flow.ts takes, it is not
 * what the command always does, so it is a request of its own: the minimal request without the
 * fields the handler's rules say exclude a computed one (`payment_request` excludes
 * `payment_hash`), with the fields the command reads from the positional arguments before the
 * computed one set (`lncli sendpayment dest amt payment_hash`: `dest` and `amt`).
 */
import type { CliCondition } from '../../proto/cli-model-types.ts';
import { type ByteField, type ByteTarget, byteLines, isByteValue } from './flow-bytes.ts';
import { methodPlan, withGivenPlans } from './method-plan.ts';
import type { PlannedEntry, PlannedMessage } from './request-plan.ts';
import type { CodeSampleInput, WriterInput } from './types.ts';

export interface FlagFlow {
  /** The CLI command (`lncli sendpayment`) and the flag its flow runs under (`keysend`). */
  command: string;
  flag: string;
  /** The byte values it computes, in the order the Go source sets them. */
  fields: ByteField[];
  /** The request the flow's samples send, without the computed fields. */
  plan: PlannedMessage;
}

/** The flags a condition requires (the positive flag terms of a conjunction). */
function requiredFlags(when: CliCondition | undefined): string[] {
  if (!when) return [];
  if (when.kind === 'flag') return [when.flag];
  if (when.kind === 'and') return when.terms.flatMap(requiredFlags);
  return [];
}

/** The flag flow of a method's samples, or null: every computed value a byte value under one flag, and a request to send it in. */
export function flagFlow(input: Pick<CodeSampleInput, 'service' | 'method'>): FlagFlow | null {
  const { method, service } = input;
  const request = method.cliCommand?.inputs?.requests.find((r) => r.rpc === method.fullName);
  const flow = request?.flow;
  if (!request || !flow || flow.before.length > 0 || flow.derived.length === 0) return null;
  const flags = flow.derived.map((d) => requiredFlags(d.when));
  const flag = flags[0]?.[0];
  if (!flag || !flags.every((f) => f.length === 1 && f[0] === flag)) return null;
  const message = service.messages[method.requestType];
  const fields: ByteField[] = [];
  for (const d of flow.derived) {
    const field = message?.fields.find((f) => f.name === d.field);
    if (!field || !isByteValue(d.value) || (d.key !== undefined && (!field.mapKey || !/^\d+$/.test(d.key))))
      return null;
    fields.push({ field, value: d.value, ...(d.key !== undefined ? { key: d.key } : {}) });
  }
  const plan = flagPlan(input, fields, request.fields);
  return plan ? { command: method.cliCommand!.path, flag, fields, plan } : null;
}

/**
 * The minimal request less the computed fields and the fields a rule says cannot appear with
 * one of them, plus the fields bound to the positional arguments before the first computed
 * field's, valued as the all-fields request values them (set or shown commented out); null when one has no value there.
 */
function flagPlan(
  input: Pick<CodeSampleInput, 'service' | 'method'>,
  fields: ByteField[],
  bindings: { field: string; slots: number[] }[],
): PlannedMessage | null {
  const computed = new Set(fields.map((f) => f.field.name));
  const excluded = new Set<string>();
  for (const rule of input.method.requestRules ?? []) {
    if (rule.kind !== 'excludes') continue;
    if (rule.others.some((o) => computed.has(o))) for (const f of rule.fields) excluded.add(f);
    if (rule.fields.some((f) => computed.has(f))) for (const o of rule.others) excluded.add(o);
  }
  const minimal = methodPlan(input, 'minimal');
  const entries: PlannedEntry[] = minimal.entries.filter(
    (e) => e.state === 'set' && !computed.has(e.field.name) && !excluded.has(e.field.name),
  );
  const slots = bindings.filter((b) => computed.has(b.field)).flatMap((b) => b.slots);
  if (slots.length === 0) return { ...minimal, entries };
  const first = Math.min(...slots);
  const full = methodPlan(input, 'full');
  const inputs = bindings.filter((b) => b.slots.some((s) => s < first) && !computed.has(b.field));
  for (const binding of inputs.sort((a, b) => Math.min(...a.slots) - Math.min(...b.slots))) {
    if (entries.some((e) => e.field.name === binding.field)) continue;
    // The all-fields request may show it commented out (a rule: not with payment_request): its value is the one to send here.
    const entry = full.entries.find((e) => e.field.name === binding.field);
    if (!entry || excluded.has(binding.field)) return null;
    entries.push({ ...entry, state: 'set', note: '' });
  }
  return { fullName: minimal.fullName, entries };
}

/**
 * What a writer gets for the flow's sample: the method planning the flow's request as its
 * minimal one (every writer, and the sample tests' expected request, read it through
 * methodPlan), the all-fields request kept for the values a CLI needs from it.
 */
export function flagInput<T extends Pick<CodeSampleInput, 'service' | 'method'>>(
  input: T,
  flow: FlagFlow,
): T & Pick<WriterInput, 'variant' | 'flag'> {
  const method = withGivenPlans(input.method, { minimal: flow.plan, full: methodPlan(input, 'full') });
  return { ...input, method, variant: 'minimal', flag: flow };
}

/** The label of the flow's request choice: the flag's name (`Keysend`). */
export function flagLabel(flow: FlagFlow): string {
  const words = flow.flag.replace(/[-_]+/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

/** Where a byte value goes: `payment_hash`, `dest_custom_records[5482373484]`. */
const target = (item: ByteField) => (item.key === undefined ? item.field.name : `${item.field.name}[${item.key}]`);

/**
 * What the command does under the flag, for the samples' comments: "`lncli sendpayment --keysend`
 * puts 32 random bytes in dest_custom_records[5482373484] and sends their SHA-256 as payment_hash".
 */
export function flagSentence(flow: FlagFlow): string {
  const randoms = flow.fields.filter((f) => f.value.kind === 'random');
  const parts = flow.fields.map((item) => {
    const value = item.value;
    if (value.kind === 'random') return `puts ${value.bytes} random bytes in ${target(item)}`;
    const hashed = value.kind === 'sha256' && value.of.kind === 'random' ? value.of.name : null;
    const source = randoms.find((r) => r.value.kind === 'random' && r.value.name === hashed);
    if (randoms.length === 1 && source) return `sends their SHA-256 as ${target(item)}`;
    return `sends the SHA-256 of ${source ? target(source) : 'random bytes'} as ${target(item)}`;
  });
  return `\`${flow.command} --${flow.flag}\` ${parts.join(' and ')}`;
}

/** A code sample's lines computing the flow's values onto its request variable (none without a flow). */
export function flagLines(flow: FlagFlow | undefined, target: Exclude<ByteTarget, 'shell'>, request: string): string[] {
  if (!flow) return [];
  const comment = target.startsWith('js') ? '//' : '#';
  return [`${comment} ${flagSentence(flow)}: so does this sample.`, ...byteLines(flow.fields, target, request, false)];
}
