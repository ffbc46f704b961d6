/**
 * A minimal request that passes the request rules read from the handler (src/gofacts/rules/):
 * while the plan breaks a rule, one edit that makes a term of the rule's violation false is
 * made, trying first to leave a field out (a first mint sends no `group_key`), then to change a
 * number (OpenChannel's `local_funding_amount` to lnd's minimum channel size), then to add a
 * field (a required one, the first of a choose-one group); an edit counts only when it fixes
 * the rule and breaks no more rules than before. Fields a REST path carries are never left out.
 * What no edit fixes is returned as unmet, for the page to say so.
 */
import type { FieldModel, MessageModel, RequestRuleModel } from '../../proto/model-types.ts';
import { type RuleFact, breaksRule, compare, oppositeOp } from '../../shared/request-rules.ts';
import type { PlannedEntry, PlannedMessage, PlannedValue } from './request-plan.ts';
import { isInt64 } from './sample-values.ts';

export interface RulePlanContext {
  messages: Record<string, MessageModel>;
  /** The value a minimal request gives a field at a path, or null. */
  valueOf: (field: FieldModel, path: string) => PlannedValue | null;
  /** Dotted fields a REST path carries (never left out). */
  pathFields: ReadonlySet<string>;
}

type Edit =
  | { kind: 'remove'; paths: string[] }
  | { kind: 'number'; path: string; value: number }
  | { kind: 'add'; path: string };

/** The plan changed until it breaks no rule it can be made to pass, and the rules it still breaks. */
export function planPassingRules(
  plan: PlannedMessage,
  rules: readonly RequestRuleModel[],
  ctx: RulePlanContext,
): { plan: PlannedMessage; unmet: RequestRuleModel[] } {
  let current = plan;
  const broken = (p: PlannedMessage) => rules.filter((r) => breaksRule(r, requestObject(p)));
  const seen = new Set([JSON.stringify(requestObject(plan))]);
  for (let round = 0; round < rules.length * 2; round++) {
    const now = broken(current);
    if (now.length === 0) break;
    // Best an edit that breaks fewer rules; else one adding a field that breaks no more (a message
    // added may need a field of its own: the next round adds it); else one leaving a field out that
    // breaks no more (an all-fields request: the field that needed it goes next). Never a request
    // seen before, so the rounds end.
    const next =
      firstEdit(current, now, ctx, (_edit, count) => count < now.length, seen) ??
      firstEdit(current, now, ctx, (edit, count) => edit.kind === 'add' && count <= now.length, seen) ??
      firstEdit(current, now, ctx, (edit, count) => edit.kind === 'remove' && count <= now.length, seen);
    if (!next) break;
    seen.add(JSON.stringify(requestObject(next)));
    current = next;
  }
  return { plan: current, unmet: broken(current) };

  function firstEdit(
    from: PlannedMessage,
    now: RequestRuleModel[],
    context: RulePlanContext,
    accept: (edit: Edit, count: number) => boolean,
    visited: Set<string>,
  ): PlannedMessage | null {
    for (const rule of now) {
      for (const edit of editsFor(rule)) {
        const edited = applyEdit(from, edit, context);
        if (!edited || breaksRule(rule, requestObject(edited)) || visited.has(JSON.stringify(requestObject(edited))))
          continue;
        if (accept(edit, broken(edited).length)) return edited;
      }
    }
    return null;
  }
}

/** The edits that each make one term of the violation false: leaving out first, then numbers, then adding. */
function editsFor(rule: RequestRuleModel): Edit[] {
  const removals: Edit[] = [];
  const numbers: Edit[] = [];
  const additions: Edit[] = [];
  for (const term of rule.violation) {
    if ('any' in term) {
      // Any of them set breaks the rule: all of them are left out together.
      if (term.any.every((f) => presence(f) && !f.negated))
        removals.push({ kind: 'remove', paths: term.any.map((f) => f.field) });
      continue;
    }
    if (presence(term) && term.negated) additions.push({ kind: 'add', path: term.field });
    else if (presence(term)) removals.push({ kind: 'remove', paths: [term.field] });
    else if (term.test.kind === 'compare') {
      const op = term.negated ? oppositeOp(term.test.op) : term.test.op;
      const bound = term.test.value;
      const value = [bound, bound + 1, bound - 1].find((v) => v >= 0 && !compare(v, op, bound));
      if (value !== undefined) numbers.push({ kind: 'number', path: term.field, value });
    }
  }
  return [...removals, ...numbers, ...additions];
}

const presence = (f: RuleFact) => f.test.kind === 'set' || f.test.kind === 'true';

/** The plan with one edit made, or null when it cannot be (a path field, an unknown field, a oneof already set). */
function applyEdit(plan: PlannedMessage, edit: Edit, ctx: RulePlanContext): PlannedMessage | null {
  if (edit.kind !== 'remove') return editAt(plan, edit.path.split('.'), '', edit, ctx);
  let edited: PlannedMessage | null = plan;
  for (const path of edit.paths) {
    if ([...ctx.pathFields].some((p) => p === path || p.startsWith(`${path}.`))) return null;
    // A field of the group that is not there is left out already.
    edited = edited && (editAt(edited, path.split('.'), '', edit, ctx) ?? edited);
  }
  return edited === plan ? null : edited;
}

function editAt(
  message: PlannedMessage,
  names: string[],
  prefix: string,
  edit: Edit,
  ctx: RulePlanContext,
): PlannedMessage | null {
  const [name, ...rest] = names;
  const model = ctx.messages[message.fullName];
  const field = model?.fields.find((f) => f.name === name);
  if (!field) return null;
  const path = `${prefix}${field.name}`;
  const at = message.entries.findIndex((e) => e.field.name === name && e.state === 'set');
  const entries = [...message.entries];
  if (rest.length > 0) {
    if (field.type.kind !== 'message' || field.label === 'repeated' || field.mapKey) return null;
    if (at < 0 && edit.kind === 'remove') return null;
    const held =
      at >= 0
        ? entries[at]!.value
        : { kind: 'message' as const, message: { fullName: field.type.fullName, entries: [] } };
    if (held.kind !== 'message') return null;
    const inner = editAt(held.message, rest, `${path}.`, edit, ctx);
    if (!inner) return null;
    const entry: PlannedEntry = { field, value: { kind: 'message', message: inner }, state: 'set', note: '' };
    if (at >= 0) entries[at] = entry;
    else entries.push(entry);
    return { ...message, entries };
  }
  if (edit.kind === 'remove') return at >= 0 ? { ...message, entries: entries.filter((_, i) => i !== at) } : null;
  if (field.oneof && entries.some((e) => e.state === 'set' && e.field.oneof === field.oneof && e.field !== field))
    return null;
  const value = edit.kind === 'number' ? numberValue(field, edit.value) : at >= 0 ? null : valueFor(field, path, ctx);
  if (!value) return null;
  const entry: PlannedEntry = { field, value, state: 'set', note: '' };
  if (at >= 0) entries[at] = entry;
  else entries.push(entry);
  return { ...message, entries };
}

function numberValue(field: FieldModel, value: number): PlannedValue | null {
  if (field.type.kind !== 'scalar' || field.label === 'repeated' || field.mapKey) return null;
  const type = field.type.name;
  if (type === 'bool' || type === 'string' || type === 'bytes') return null;
  return { kind: 'scalar', type, value: isInt64(type) ? String(value) : value };
}

/** A minimal value for a field to add (the context's, which gives an empty message where one must merely be present). */
function valueFor(field: FieldModel, path: string, ctx: RulePlanContext): PlannedValue | null {
  return ctx.valueOf(field, path);
}

/** The plan as a request object keyed by proto field names (what the rules read). */
export function requestObject(plan: PlannedMessage): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const entry of plan.entries) if (entry.state === 'set') out[entry.field.name] = valueObject(entry.value);
  return out;
}

function valueObject(value: PlannedValue): unknown {
  switch (value.kind) {
    case 'scalar':
      return value.value;
    case 'enum':
      return value.number;
    case 'message':
      return requestObject(value.message);
    case 'list':
      return value.items.map(valueObject);
    case 'map':
      return Object.fromEntries(value.entries.map((e) => [e.key, valueObject(e.value)]));
  }
}
