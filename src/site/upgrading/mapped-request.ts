/**
 * The "after" request of an upgrade: the old RPC's planned request (one variant) carried over
 * to the successor by the reviewed field mapping (content/replacements.yaml: same, renamed,
 * computed, none), on top of the successor's own request of the same variant (the minimal one
 * has what it needs whatever the old request held: SendPaymentV2's fee_limit_sat). A value moves as it is when only its shape changes
 * (a number of another width, hex text to bytes, one value to a list of one); where the
 * mapping says the new value is computed in a way no shape change gives (a FeeLimit message
 * to a number), or says "no equivalent", the old field is left out and the reason kept, so
 * the page says what the after sample does not carry. A carried field the successor's
 * handler would refuse together with the rest (its request rules) is left out the same way.
 */
import type { FieldMappingFact } from '../../content/replacement-facts.ts';
import type { EnumModel, FieldModel, MessageModel, RequestRuleModel, TypeRef } from '../../proto/model-types.ts';
import { breaksRule } from '../../shared/request-rules.ts';
import { exclusiveAlternatives } from '../code-samples/field-roles.ts';
import type { PlannedEntry, PlannedMessage, PlannedValue } from '../code-samples/request-plan.ts';
import { requestObject } from '../code-samples/rule-plan.ts';
import { isInt64 } from '../code-samples/sample-values.ts';

/** An old request field the after request does not send, and why. */
export interface LeftField {
  old: string;
  why: string;
}

export interface MappedRequest {
  plan: PlannedMessage;
  /** Old fields the after request sends: old name -> new name. */
  carried: { old: string; new: string }[];
  left: LeftField[];
}

export interface MappingInput {
  /** The old RPC's planned request (the before sample's). */
  old: PlannedMessage;
  /** The successor's own request of the same variant: what it needs (minimal) or every field (full), whatever the old request held. */
  start: PlannedMessage;
  /** The successor's request message and the enums of its release. */
  message: MessageModel;
  enums: Record<string, EnumModel>;
  /** The reviewed request mapping; empty with `sameRequest` means every field keeps its place. */
  rows: readonly FieldMappingFact[];
  sameRequest: boolean;
  /** The successor's request rules (what its handler refuses). */
  rules: readonly RequestRuleModel[];
}

const HOW: Record<FieldMappingFact['how'], string> = {
  same: 'same',
  renamed: 'renamed',
  computed: 'computed',
  none: 'no equivalent',
};

/** The old request mapped onto the successor's. */
export function mapRequest(input: MappingInput): MappedRequest {
  const carried: MappedRequest['carried'] = [];
  const left: LeftField[] = [];
  let plan: PlannedMessage = { fullName: input.message.fullName, entries: [...input.start.entries] };
  for (const entry of input.old.entries) {
    if (entry.state !== 'set') continue;
    const moved = moveEntry(entry, input);
    if ('why' in moved) {
      left.push({ old: entry.field.name, why: moved.why });
      continue;
    }
    const next = withEntry(plan, moved.entry, input.message);
    const refused = newlyBroken(plan, next, input.rules);
    if (refused) {
      left.push({ old: entry.field.name, why: `${input.message.name} refuses it with the rest: "${refused.message}"` });
      continue;
    }
    plan = next;
    carried.push({ old: entry.field.name, new: moved.entry.field.name });
  }
  return { plan, carried, left };
}

/** The entry an old one becomes in the successor's request, or why it has none. */
function moveEntry(entry: PlannedEntry, input: MappingInput): { entry: PlannedEntry } | { why: string } {
  const name = entry.field.name;
  const row =
    input.rows.find((r) => r.old === name) ??
    (input.rows.length === 0 && input.sameRequest ? { old: name, how: 'same' as const, new: name, note: null } : null);
  if (!row) return { why: input.rows.length === 0 ? 'no field mapping is reviewed' : 'the mapping does not name it' };
  const said = `${HOW[row.how]}${row.new ? ` ${row.new}` : ''}${row.note ? `: ${row.note}` : ''}`;
  if (row.how === 'none' || !row.new) return { why: said };
  const target = input.message.fields.find((f) => f.name === row.new);
  if (!target) return { why: `${said} (not a field of ${input.message.name}; see the mapping)` };
  const value = moveValue(entry.value, entry.field, target, input.enums);
  if (!value) return { why: said };
  return { entry: { field: target, value, state: 'set', note: '' } };
}

/** A value in the target field's shape, or null when more than its shape changes. */
export function moveValue(
  value: PlannedValue,
  from: FieldModel,
  to: FieldModel,
  enums: Record<string, EnumModel>,
): PlannedValue | null {
  if (Boolean(from.mapKey) !== Boolean(to.mapKey)) return null;
  if (value.kind === 'map') {
    if (from.mapKey !== to.mapKey) return null;
    const entries = value.entries.map((e) => ({ key: e.key, value: moveSingle(e.value, to.type, enums) }));
    return entries.every((e) => e.value) ? { ...value, entries: entries as typeof value.entries } : null;
  }
  const items = value.kind === 'list' ? value.items : [value];
  if (to.label !== 'repeated' && items.length !== 1) return null;
  const moved = items.map((item) => moveSingle(item, to.type, enums));
  if (moved.some((m) => m === null)) return null;
  return to.label === 'repeated' ? { kind: 'list', items: moved as PlannedValue[] } : moved[0]!;
}

const NUMERIC = /^(?:u?int|sint|s?fixed)(?:32|64)$|^(?:double|float)$/;

function moveSingle(value: PlannedValue, to: TypeRef, enums: Record<string, EnumModel>): PlannedValue | null {
  if (value.kind === 'scalar' && to.kind === 'scalar') {
    if (value.type === to.name) return value;
    if (NUMERIC.test(value.type) && NUMERIC.test(to.name))
      return { kind: 'scalar', type: to.name, value: isInt64(to.name) ? String(value.value) : Number(value.value) };
    // Hex text and bytes (which the plan writes as hex) hold the same value.
    if (value.type === 'string' && to.name === 'bytes' && /^(?:[0-9a-f]{2})+$/i.test(String(value.value)))
      return { kind: 'scalar', type: 'bytes', value: String(value.value).toLowerCase() };
    if (value.type === 'bytes' && to.name === 'string') return { kind: 'scalar', type: 'string', value: value.value };
    return null;
  }
  if (value.kind === 'enum' && to.kind === 'enum') {
    const same = enums[to.fullName]?.values.find((v) => v.name === value.name);
    return same ? { kind: 'enum', name: same.name, number: same.number } : null;
  }
  if (value.kind === 'message' && to.kind === 'message' && value.message.fullName === to.fullName) return value;
  return null;
}

/**
 * The plan with the entry set: in place of the successor's own value, else after the others.
 * A member of another oneof case or an alternative the successor's comments exclude goes.
 */
function withEntry(plan: PlannedMessage, entry: PlannedEntry, message: MessageModel): PlannedMessage {
  const alternatives = exclusiveAlternatives(message.fields);
  const clashes = (other: PlannedEntry) =>
    other.field.name !== entry.field.name &&
    ((entry.field.oneof !== null && other.field.oneof === entry.field.oneof) ||
      alternatives.get(other.field.name) === entry.field.name ||
      alternatives.get(entry.field.name) === other.field.name);
  const kept = plan.entries.filter((e) => !clashes(e));
  const at = kept.findIndex((e) => e.field.name === entry.field.name);
  const entries = at >= 0 ? kept.map((e, i) => (i === at ? entry : e)) : [...kept, entry];
  return { ...plan, entries };
}

/** The first rule the next plan breaks that the plan before it did not. */
function newlyBroken(
  before: PlannedMessage,
  next: PlannedMessage,
  rules: readonly RequestRuleModel[],
): RequestRuleModel | null {
  const was = requestObject(before);
  const now = requestObject(next);
  return rules.find((r) => breaksRule(r, now) && !breaksRule(r, was)) ?? null;
}
