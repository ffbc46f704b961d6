/**
 * Which flags and positional arguments set each field of an RPC's request: the literals of
 * its type in the action and its helpers (`req := &lnrpc.SendRequest{Dest: dest}`), the fields
 * written on them afterwards (`req.Amt = ...`, `case ctx.IsSet("uptime"): req.Metric = ...`),
 * and a request a helper is handed; every source of a field gathered into one binding.
 */
import type { MessageModel } from '../../proto/model-types.ts';
import type {
  CliCondition,
  CliFieldBindingModel,
  CliInputCondition,
  CliJsonPlace,
  CliPieces,
} from '../../proto/cli-model-types.ts';
import { parseCondExpr } from '../go-cond.ts';
import { textOf } from '../go-file.ts';
import { descendants } from '../go-program.ts';
import { assignedName } from '../go-statements.ts';
import { helperCalls, scopeKey } from './action-scope.ts';
import type { AddBinding, Assignment, Choice, CliReader, Scope, Source, SourceForm } from './input-types.ts';
import { type Walk, fieldValue, literalFields } from './message-values.ts';
import { fieldAtPath, fieldOfGoName, fieldPath, isMessageType } from '../proto-go-names.ts';
import { flagPick, switchPick } from './switch-picks.ts';
import { enumWordChoices } from './usage-words.ts';

/** What the reading found for one field, gathered over every place that sets it. */
interface FieldFacts {
  flags: Set<string>;
  slots: Set<number>;
  choices: Map<string, Choice>;
  flagChoices: Map<string, string>;
  /** By input: how its text carries the field (one value per argument from a slot on, a part of a split text, argument items). */
  pieces: Map<string, CliPieces>;
  json: Map<string, CliJsonPlace>;
  when: CliCondition[];
  always: boolean;
  inputWhen: Map<string, CliInputCondition>;
  prompt?: true;
  forms: SourceForm[];
}

function emptyFacts(): FieldFacts {
  return {
    flags: new Set(),
    slots: new Set(),
    choices: new Map(),
    flagChoices: new Map(),
    pieces: new Map(),
    json: new Map(),
    when: [],
    always: false,
    inputWhen: new Map(),
    forms: [],
  };
}

/** A flag's or slot's key in the per-input maps, and the input as the model names it. */
function inputOf(s: Source & { kind: 'flag' | 'arg' }): { key: string; input: { flag: string } | { slot: number } } {
  return s.kind === 'flag'
    ? { key: `--${s.name}`, input: { flag: s.name } }
    : { key: `${s.slot}`, input: { slot: s.slot } };
}

/** How an input carries the field, made on first use. */
function pieceOf(facts: FieldFacts, key: string, input: { flag: string } | { slot: number }): CliPieces {
  const piece = facts.pieces.get(key) ?? { ...input };
  facts.pieces.set(key, piece);
  return piece;
}

/** Adds one source of a field to what is known of it. */
function addSource(facts: FieldFacts, s: Source): void {
  if (s.kind === 'flag') facts.flags.add(s.name);
  else if (s.kind === 'arg') facts.slots.add(s.slot);
  else facts.prompt = true;
  facts.forms.push({
    ...(s.mapKeys ? { mapKeys: true } : {}),
    ...(s.fromNow ? { fromNow: true } : {}),
    ...(s.via ? { via: s.via } : {}),
    ...(s.compare ? { compare: s.compare } : {}),
    ...(s.scale ? { scale: s.scale } : {}),
  });
  if (s.when) facts.when.push(s.when);
  else facts.always = true;
  if (s.kind !== 'prompt') {
    const { key, input } = inputOf(s);
    if (s.json?.path) facts.json.set(key, { ...input, path: s.json.path });
    if (s.inputWhen) facts.inputWhen.set(key, { ...input, when: s.inputWhen });
    if (s.part) Object.assign(pieceOf(facts, key, input), s.part);
    if (s.kind === 'arg' && s.spread) pieceOf(facts, key, input).each = true;
  }
  for (const c of s.choices ?? []) facts.choices.set(c.text, c);
  if (s.kind === 'flag' && s.picks) facts.flagChoices.set(s.name, s.picks);
}

/** The form every source of a field shares (a form only some sources have does not describe the field). */
function sharedForm(forms: SourceForm[]): SourceForm {
  const all = (key: 'mapKeys' | 'fromNow') => forms.length > 0 && forms.every((f) => f[key]);
  const via = forms.length > 0 && forms.every((f) => f.via === forms[0]!.via) ? forms[0]!.via : undefined;
  const compare = forms[0]?.compare;
  const sameCompare = compare && forms.every((f) => f.compare?.op === compare.op && f.compare.value === compare.value);
  const scale = forms[0]?.scale;
  const sameScale = scale && forms.every((f) => f.scale?.factor === scale.factor && f.scale.floor === scale.floor);
  return {
    ...(all('mapKeys') ? { mapKeys: true } : {}),
    ...(all('fromNow') ? { fromNow: true } : {}),
    ...(via ? { via } : {}),
    ...(sameCompare ? { compare } : {}),
    ...(sameScale ? { scale } : {}),
  };
}

/** The model's binding of a field from what is known of it. */
function bindingOf(field: string, e: FieldFacts): CliFieldBindingModel {
  return {
    field,
    flags: [...e.flags].sort(),
    slots: [...e.slots].sort((a, b) => a - b),
    ...(e.choices.size > 0 ? { choices: [...e.choices.values()] } : {}),
    ...(e.flagChoices.size > 0
      ? { flagChoices: [...e.flagChoices].map(([flag, constant]) => ({ flag, constant })) }
      : {}),
    ...(e.pieces.size > 0 ? { pieces: [...e.pieces.values()] } : {}),
    ...(e.json.size > 0 ? { json: [...e.json.values()] } : {}),
    ...(e.inputWhen.size > 0 ? { inputWhen: [...e.inputWhen.values()] } : {}),
    ...(e.prompt ? { prompt: true as const } : {}),
    ...sharedForm(e.forms),
    ...(!e.always && e.when.length > 0
      ? { when: e.when.length === 1 ? e.when[0]! : { kind: 'or' as const, terms: e.when } }
      : {}),
  };
}

/** Which flags and positional arguments set each field of an RPC's request, read from the literals of its type. */
export function requestFields(
  reader: CliReader,
  scope: Scope,
  message: MessageModel,
): { fields: CliFieldBindingModel[]; writtenOtherwise: string[] } {
  const found = new Map<string, FieldFacts>();
  const written = new Set<string>();
  const add: AddBinding = (field, sources, items) => {
    written.add(field);
    if (sources.length === 0 && !items) return;
    const facts = found.get(field) ?? emptyFacts();
    if (items) {
      Object.assign(pieceOf(facts, `${items.slot}`, { slot: items.slot! }), items);
      facts.always = true;
    }
    for (const s of sources) addSource(facts, s);
    found.set(field, facts);
  };
  const walk: Walk = { reader, add };
  const visit = (s: Scope, seen: Set<string>) => {
    if (seen.has(scopeKey(s))) return;
    seen.add(scopeKey(s));
    for (const variable of requestLiterals(walk, s, message)) requestWrites(walk, s, message, variable);
    for (const { helper } of helperCalls(reader.program, s)) visit(helper, seen);
  };
  visit(scope, new Set());
  const fields = withoutBorrowedInputs(
    [...found].map(([field, facts]) => wordsForParsed(reader, message, bindingOf(field, facts))),
  );
  return { fields, writtenOtherwise: [...written].filter((f) => !found.has(f)).sort() };
}

/**
 * A field computed from inputs of its own and inputs other fields carry whole (lncli sendpayment's
 * fee_limit_sat: `--fee_limit`, or a share of the amount through `retrieveFeeLimit(ctx, req.Amt)`,
 * so `--amt`, `--dest`, `--pay_req` and the first arguments feed it too): its value is written through
 * its own inputs only; the borrowed ones carry the other fields. An input that feeds it unless its own
 * flag is given (`inputWhen`: loop out's `--amt` for max_swap_routing_fee) stays.
 */
function withoutBorrowedInputs(bindings: CliFieldBindingModel[]): CliFieldBindingModel[] {
  const readers = (input: string) => bindings.filter((b) => inputsOf(b).includes(input)).length;
  return bindings.map((b) => {
    const own = inputsOf(b).filter((i) => readers(i) === 1);
    if (own.length === 0 || own.length === inputsOf(b).length || b.pieces || b.json || b.inputWhen) return b;
    return {
      ...b,
      flags: b.flags.filter((f) => own.includes(`--${f}`)),
      slots: b.slots.filter((s) => own.includes(`${s}`)),
    };
  });
}

function inputsOf(b: CliFieldBindingModel): string[] {
  return [...b.flags.map((f) => `--${f}`), ...b.slots.map((s) => `${s}`)];
}

/**
 * Reads the request literals of a scope, and names the variables the request is bound to:
 * those the literals are assigned to, and a parameter of its type (a helper handed the request:
 * `SendPaymentRequest(ctx, req *routerrpc.SendPaymentRequest, ...)` fills in more of it).
 */
function requestLiterals(walk: Walk, s: Scope, message: MessageModel): string[] {
  const variables: string[] = [];
  for (const node of descendants(s.body, 'TypedLiteral')) {
    const literal = parseCondExpr(textOf(s.file, node));
    if (literal.kind !== 'composite' || !isMessageType(literal.type, message)) continue;
    literalFields(walk, literal, message, '', s, node.from, 0);
    // `req.Field = value` after the literal, on the variable it is bound to.
    const variable = assignedName(node, s.file);
    if (variable) variables.push(variable);
  }
  return [...variables, ...s.paramTypes.filter((p) => isMessageType(p.type, message)).map((p) => p.name)];
}

/** The fields written on a request variable (`req.Amt = ...`, `req.RecRequest.Metric = ...`). */
function requestWrites(walk: Walk, s: Scope, message: MessageModel, variable: string): void {
  for (const [target, assigns] of s.assigns) {
    if (!target.startsWith(`${variable}.`)) continue;
    const goNames = target.slice(variable.length + 1).split('.');
    if (goNames.length === 1) {
      for (const a of assigns) fieldWrite(walk, s, message, goNames[0]!, a);
      continue;
    }
    const field = fieldPath(message, goNames, walk.reader.types.messages);
    if (field) {
      for (const a of assigns)
        if (!pickedByFlag(walk, s, a, field)) walk.add(field, walk.reader.sources(a.value, s, a.at));
    } else nestedOneofWrite(walk, s, message, goNames, assigns);
  }
}

/**
 * A oneof of a nested message set through its wrapper (tapcli rfq forwardinghistory's
 * `req.AssetSpecifier.Id = &rfqrpc.AssetSpecifier_AssetId{AssetId: assetID}`): the last Go
 * name is the oneof's, no field; the wrapper's member is set on the message before it.
 */
function nestedOneofWrite(walk: Walk, s: Scope, message: MessageModel, goNames: string[], assigns: Assignment[]): void {
  const parentPath = fieldPath(message, goNames.slice(0, -1), walk.reader.types.messages);
  const parent = parentPath ? fieldAtPath(message, parentPath, walk.reader.types.messages) : undefined;
  const sub = parent?.type.kind === 'message' ? walk.reader.types.messages[parent.type.fullName] : undefined;
  if (!sub || parent!.label === 'repeated') return;
  for (const a of assigns) fieldValue(walk, sub, goNames.at(-1)!, a.value, `${parentPath}.`, s, a.at, 1);
}

/** `case ctx.IsSet("uptime"): req.Metric = frdrpc.X_UPTIME`: the flag picks the constant. */
function pickedByFlag(walk: Walk, s: Scope, a: Assignment, field: string | null): boolean {
  const pick = field ? flagPick(walk.reader.program, s, a.at, a.value) : null;
  if (pick) walk.add(field!, [{ kind: 'flag', name: pick.flag, picks: pick.constant }]);
  return pick !== null;
}

/** One write of a request's own field: picked by a flag, picked by a `switch` on a text, or any value. */
function fieldWrite(walk: Walk, s: Scope, message: MessageModel, goName: string, a: Assignment): void {
  const field = fieldOfGoName(message, goName);
  if (pickedByFlag(walk, s, a, field?.name ?? null)) return;
  // `case "urgent": req.Kind = ledgerrpc.TransferKind_URGENT`: the switch's text sets it.
  const picked = switchPick(s.file, s.body, a.at, a.value);
  if (picked && field)
    walk.add(
      field.name,
      walk.reader.sources(picked.tag, s, picked.at).map((src) => ({ ...src, choices: picked.choices })),
    );
  else fieldValue(walk, message, goName, a.value, '', s, a.at, 0);
}

/**
 * An enum field set from one flag through another module's parser, whose words the CLI's
 * help lists: those words as the binding's choices (and no longer `via`); unchanged otherwise.
 */
function wordsForParsed(reader: CliReader, message: MessageModel, binding: CliFieldBindingModel): CliFieldBindingModel {
  const words =
    binding.via && binding.flags.length === 1 && binding.slots.length === 0 && !binding.choices
      ? reader.flagWords.words.get(binding.flags[0]!)
      : undefined;
  const type = words ? fieldAtPath(message, binding.field, reader.types.messages)?.type : undefined;
  const enumModel = type?.kind === 'enum' ? reader.types.enums?.[type.fullName] : undefined;
  const choices = enumModel ? enumWordChoices(words!, enumModel) : null;
  if (!choices) return binding;
  const { via: _, ...rest } = binding;
  return { ...rest, choices };
}
