/**
 * Which fields a sample request sets, and to what. Two variants per RPC:
 *
 * - minimal: the fields the call needs, as far as names and comments tell: path
 *   parameters, fields whose comment says they are required or that zero does harm, and
 *   the identifiers and amounts the call is about; never deprecated, proto3 `optional`,
 *   output-only or optional-sounding fields, one member of each oneof, one field of each
 *   mutually exclusive pair, no empty nested messages, no UNKNOWN enum values;
 * - full: every field, the ones that must not be sent together shown commented out with
 *   the reason.
 *
 * The plan is plain data: every language renders the same plan, and the sample tests
 * compare what a stub server receives with it.
 */
import type { EnumModel, FieldModel, MessageModel, RequestRuleModel, ScalarType } from '../../proto/model-types.ts';
import {
  carriedByInvoice,
  exclusiveAlternatives,
  isKeyField,
  isOutputOnly,
  soundsOptional,
  soundsRequired,
  zeroIsHarmful,
} from './field-roles.ts';
import { planPassingRules } from './rule-plan.ts';
import { type ScalarValue, isInt64, scalarPlaceholder } from './sample-values.ts';

export type RequestVariant = 'minimal' | 'full';

export type PlannedValue =
  | { kind: 'scalar'; type: ScalarType; value: ScalarValue }
  | { kind: 'enum'; name: string; number: number }
  | { kind: 'message'; message: PlannedMessage }
  | { kind: 'list'; items: PlannedValue[] }
  | { kind: 'map'; keyType: ScalarType; entries: { key: string; value: PlannedValue }[] };

export interface PlannedEntry {
  field: FieldModel;
  value: PlannedValue;
  /** Sent, or shown commented out (full variant only) for the reason in `note`. */
  state: 'set' | 'commented';
  /** Why a field is commented out: "deprecated", "oneof fees: one member", ... ("" when set). */
  note: string;
}

export interface PlannedMessage {
  fullName: string;
  entries: PlannedEntry[];
  /** Minimal variant: the handler's request rules no minimal request can pass (absent when none). */
  unmetRules?: RequestRuleModel[];
}

export interface PlanContext {
  messages: Record<string, MessageModel>;
  enums: Record<string, EnumModel>;
}

// Nested messages deeper than this are left out: the sample would be a wall of braces.
const MAX_DEPTH = 4;

/**
 * The request of a method for a variant; `pathFields` are the dotted fields its REST path
 * carries; a minimal request is made to pass the handler's `rules` (rule-plan.ts).
 */
export function planRequest(
  message: MessageModel,
  variant: RequestVariant,
  ctx: PlanContext,
  pathFields: string[] = [],
  rules: readonly RequestRuleModel[] = [],
): PlannedMessage {
  const walk: Walk = { variant, ctx, pathFields: new Set(pathFields), stack: [] };
  const plan = planMessage(message, walk, '', 0) ?? { fullName: message.fullName, entries: [] };
  // Both variants pass the handler's rules: the all-fields request leaves out what a rule refuses
  // in that combination (two fields that exclude each other), as the daemon would refuse it.
  if (rules.length === 0) return plan;
  const passing = planPassingRules(plan, rules, {
    messages: ctx.messages,
    pathFields: walk.pathFields,
    valueOf: (field, path) => presentValue(field, walk, path, path.split('.').length - 1),
  });
  return passing.unmet.length > 0 ? { ...passing.plan, unmetRules: passing.unmet } : passing.plan;
}

interface Walk {
  variant: RequestVariant;
  ctx: PlanContext;
  pathFields: Set<string>;
  /** Messages being planned (a recursive type stops where it repeats). */
  stack: string[];
}

/** Whether a dotted field path is, or leads to, a path parameter. */
function onPath(walk: Walk, path: string): boolean {
  for (const p of walk.pathFields) if (p === path || p.startsWith(`${path}.`)) return true;
  return false;
}

function planMessage(message: MessageModel, walk: Walk, prefix: string, depth: number): PlannedMessage | null {
  if (walk.stack.includes(message.fullName) || depth > MAX_DEPTH) return null;
  const inner: Walk = { ...walk, stack: [...walk.stack, message.fullName] };
  const alternatives = exclusiveAlternatives(message.fields);
  const chosenOneof = new Map<string, string>();
  const entries: PlannedEntry[] = [];
  for (const field of message.fields) {
    const path = `${prefix}${field.name}`;
    const required = onPath(walk, path);
    const reason = skipReason(field, message.fields, alternatives, required);
    if (
      walk.variant === 'minimal' &&
      (reason !== null || !wanted(field, required, depth === 0 && field === message.fields[0]))
    )
      continue;
    const value = planValue(field, inner, path, depth);
    if (value === null) continue;
    let note = reason ?? '';
    if (field.oneof) {
      const chosen = chosenOneof.get(field.oneof);
      const pathMember = message.fields.find((f) => f.oneof === field.oneof && onPath(walk, `${prefix}${f.name}`));
      if (chosen !== undefined || (pathMember && pathMember !== field)) {
        if (walk.variant === 'minimal') continue;
        note ||= `oneof ${field.oneof}: set only one`;
      } else if (!note) {
        chosenOneof.set(field.oneof, field.name);
      }
    }
    entries.push({ field, value, state: note ? 'commented' : 'set', note });
  }
  // Required-looking fields first (stable otherwise): they are what a reader fills in first.
  const rank = (e: PlannedEntry) =>
    e.state === 'commented' ? 2 : looksRequired(e.field, onPath(walk, `${prefix}${e.field.name}`)) ? 0 : 1;
  return {
    fullName: message.fullName,
    entries: entries
      .map((e, i) => ({ e, i }))
      .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
      .map(({ e }) => e),
  };
}

/** Whether a field is in the path, or its comment says it is required or must not be zero. */
function looksRequired(field: FieldModel, required: boolean): boolean {
  return required || soundsRequired(field) || zeroIsHarmful(field);
}

/** Why a field must not be sent as is (full variant: commented out), or null. */
function skipReason(
  field: FieldModel,
  siblings: FieldModel[],
  alternatives: Map<string, string>,
  required: boolean,
): string | null {
  if (required) return null;
  if (field.deprecated) return 'deprecated';
  if (isOutputOnly(field)) return 'output only';
  const other = alternatives.get(field.name);
  if (other) return `exclusive with ${other}`;
  if (carriedByInvoice(field, siblings)) return 'the payment_request carries it';
  return null;
}

/** Whether a minimal request sets the field (`leading`: the request's first field). */
function wanted(field: FieldModel, required: boolean, leading: boolean): boolean {
  if (required) return true;
  if (field.label === 'optional') return false;
  if (soundsRequired(field) || zeroIsHarmful(field)) return true;
  if (soundsOptional(field)) return false;
  // A request that opens with a list, map or message usually carries its payload there (SendMany's AddrToAmount).
  if (leading && (field.label === 'repeated' || field.mapKey || field.type.kind === 'message')) return true;
  // A bool left false and an empty list are what the server assumes anyway.
  if (field.type.kind === 'scalar' && field.type.name === 'bool') return false;
  if (field.label === 'repeated' || field.mapKey) return false;
  return isKeyField(field);
}

/** The value of a field: one element for lists and maps, nested plans for messages. */
function planValue(field: FieldModel, walk: Walk, path: string, depth: number): PlannedValue | null {
  const single = planSingle(field, walk, path, depth);
  if (single === null) return null;
  if (field.mapKey)
    return { kind: 'map', keyType: field.mapKey, entries: [{ key: mapKey(field, field.mapKey, path), value: single }] };
  if (field.label === 'repeated') return { kind: 'list', items: [single] };
  return single;
}

/** A field's minimal value, or where that is an empty message, the empty message (a rule needs it present). */
function presentValue(field: FieldModel, walk: Walk, path: string, depth: number): PlannedValue | null {
  const planned = planValue(field, walk, path, depth);
  if (planned || field.type.kind !== 'message') return planned;
  const single: PlannedValue = { kind: 'message', message: { fullName: field.type.fullName, entries: [] } };
  if (field.mapKey)
    return { kind: 'map', keyType: field.mapKey, entries: [{ key: mapKey(field, field.mapKey, path), value: single }] };
  return field.label === 'repeated' ? { kind: 'list', items: [single] } : single;
}

function planSingle(field: FieldModel, walk: Walk, path: string, depth: number): PlannedValue | null {
  const type = field.type;
  if (type.kind === 'scalar')
    return { kind: 'scalar', type: type.name, value: scalarPlaceholder(field, type.name, path) };
  if (type.kind === 'enum') {
    const value = meaningfulEnumValue(walk.ctx.enums[type.fullName]);
    return value ? { kind: 'enum', name: value.name, number: value.number } : null;
  }
  const message = walk.ctx.messages[type.fullName];
  if (!message) return null;
  const planned = planMessage(message, walk, `${path}.`, depth + 1);
  // No empty nested messages: `{}` sends nothing a reader could learn from.
  return planned && planned.entries.some((e) => e.state === 'set') ? { kind: 'message', message: planned } : null;
}

/** The first value that is not an "unknown"/"unspecified" placeholder, or undefined. */
export function meaningfulEnumValue(enumModel: EnumModel | undefined): { name: string; number: number } | undefined {
  return enumModel?.values.find(
    (v) => !v.deprecated && !/(?:^|_)(?:UNKNOWN|UNSPECIFIED|INVALID|UNSET)(?:_|$)/.test(v.name),
  );
}

/** A map key of the key type: a regtest address for address maps, a custom-record type for numbers. */
function mapKey(field: FieldModel, type: ScalarType, path: string): string {
  if (type === 'string')
    return /addr/.test(field.name)
      ? String(scalarPlaceholder({ ...field, name: 'addr' }, 'string', path))
      : 'example-key';
  if (type === 'bool') return 'true';
  // Custom TLV record types start at 65536.
  if (isInt64(type) || type === 'uint32') return '65537';
  return '1';
}

/** Whether a plan sets any value at all. */
export function isEmptyPlan(plan: PlannedMessage): boolean {
  return !plan.entries.some((e) => e.state === 'set');
}
