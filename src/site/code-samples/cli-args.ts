/**
 * The arguments of a CLI sample: for every field the planned request sets, the flag or
 * positional argument the command's Go action reads it from (`CliInputsModel`, read from
 * the CLI's source), written the way the CLI parses it (bytes as hex, numbers in the field's
 * unit, bools as bare flags, an outpoint message as `txid:index`). A flag is used where the
 * command has one; a field only a positional argument sets is passed positionally, with
 * every positional argument before it (their order is all the CLI goes by). A field the
 * command cannot set gets a `# field: ...` comment line. Commands without a readable action
 * fall back to flags named like the fields (cli-flags.ts).
 */
import type { CliCommandModel, CliCondition, CliFieldBindingModel, CliJsonPlace, CliPositionalModel, CliValuePart, FieldModel } from '../../proto/model-types.ts';
import { cliFlagArgs, flagArgs, outpointText, scalarText } from './cli-flags.ts';
import { type CliArgState, describeCondition, evaluateCondition, inputCondition, stoppingGuards } from './cli-conditions.ts';
import { drivenCall } from './cli-driven.ts';
import { promptNote, promptedOnly } from './cli-prompts.ts';
import { type MapKeys, mapKeyArgs, mapKeys, unwritableNote } from './cli-value-forms.ts';
import { shellWord } from './literals.ts';
import type { PlannedEntry, PlannedValue } from './request-plan.ts';

export interface CliArguments {
  /** Words after the command path: flags first, then positional arguments. */
  args: string[];
  /** Comment lines for fields the command cannot set ("# route_hints: lncli has no flag or argument for it"). */
  notes: string[];
}

/** A set value at a field path, as the CLI takes it. */
interface Leaf {
  path: string;
  entry: PlannedEntry;
  value: PlannedValue;
}

/**
 * One way of passing a value: a flag (its words), a positional slot (its text, and more
 * arguments when its action ranges over the rest), every argument from a slot on (one per
 * item of a list of messages), or as a later part of a text another field's way writes whole
 * (`address` in `pubkey@address`).
 */
type Passing =
  | { kind: 'flag'; flag: string; words: string[] }
  | { kind: 'slot'; slot: number; text: string; more?: string[] }
  | { kind: 'rest'; slot: number; texts: string[] }
  | { kind: 'part' };

/** A value the command line carries, and the ways it can be passed. */
interface Carried {
  leaf: Leaf | null;
  /** Why a value outside the request is there: "requires it", or null for a planned field. */
  why: string | null;
  ways: Passing[];
  chosen: number;
}

type Command = Pick<CliCommandModel, 'path' | 'flags' | 'inputs'>;

/** The arguments setting a planned request's fields on a command. */
export function cliArguments(entries: PlannedEntry[], command: Command, rpc: string, fullEntries: PlannedEntry[] = entries, planOf?: PlanOf): CliArguments {
  const inputs = command.inputs;
  if (!inputs) return { args: cliFlagArgs(entries, command.flags), notes: [] };
  const driven = planOf ? drivenArguments(entries, command, rpc, planOf) : null;
  if (driven) return driven;
  // A command whose action builds no request of this RPC from its arguments sets none of its fields.
  const bindings = inputs.requests.find((r) => r.rpc === rpc)?.fields ?? [];
  const cli = command.path.split(' ')[0]!;
  const lineOfChoice = (list: Carried[], choice: number[]) => lineFor(list, choice, inputs.positional);
  const lineOf = (list: Carried[]) => lineOfChoice(list, list.map((c) => c.chosen));
  const planned = leaves(entries, '', bindings, false);
  // A flag or argument that also sets another planned field to another value (`connect pubkey@host`) cannot carry one alone.
  // (A flag whose presence picks an enum, `frcli threshold --uptime=0.5`, gives that enum no value of its own.)
  // (Nor does an input set a field the action sets from it only under flags the line does not give.)
  // (Nor one whose value the other field's own flag writes over: `loop out --amt` with `--max_swap_routing_fee`.)
  const sharedWith = (leaf: Leaf, input: { flag?: string; slot?: number }) =>
    bindings.some((b) => b.field !== leaf.path && !b.flagChoices && !needsFlags(b) && feeds(b, input) && !writtenOverByOwnFlag(b, input, bindings) && planned.some((l) => l.path === b.field && leafText(l.value) !== leafText(leaf.value)));
  // A flag that also picks another field's enum only where it picks that field's planned value.
  const picksAsPlanned = (leaf: Leaf, name: string) =>
    bindings.every((b) => {
      const choices = b.field === leaf.path ? undefined : b.flagChoices?.filter((c) => c.flag === name);
      const other = planned.find((l) => l.path === b.field);
      if (!choices?.length || !other) return true;
      return other.value.kind === 'enum' && choices.some((c) => isGoConstantOf(c.constant, enumConstant(other)));
    });
  const waysOf = (leaf: Leaf): Passing[] => {
    const binding = bindings.find((b) => b.field === leaf.path);
    if (!binding || unwritableNote(cli, leaf.path, leaf.entry.field, binding, command.flags)) return [];
    const keys = mapKeyArgs(cli, leaf.path, leaf.value, binding, command.flags);
    if (keys) {
      for (const note of keys.notes) itemNotes.add(note);
      return [{ kind: 'flag', flag: binding.flags[0]!, words: keys.words }];
    }
    if (binding.items) {
      // A part every item needs (lncli's "entity cannot be empty") that the request leaves out: the full request's.
      const full = leaves(fullEntries, '', bindings, true).find((l) => l.path === leaf.path);
      const written = itemTexts(leaf.value, binding.items, full?.value);
      if (!written) return [];
      for (const part of written.filled) itemNotes.add(`# ${leaf.path}.${part}: ${cli} requires it, so it is set here too`);
      return [{ kind: 'rest', slot: binding.items.fromSlot, texts: written.texts }];
    }
    // Set only under flags (`importmc --failure` for history.fail_*): passed only where no flag is needed for it.
    if (needsFlags(binding)) return [];
    // An enum the action picks by which flag is given: that flag, bare, or no way at all.
    if (binding.flagChoices) return flagChoiceWays(binding, leaf, command, (name) => planned.some((l) => l.path !== leaf.path && bindings.some((b) => b.field === l.path && b.flags.includes(name))));
    const ways: Passing[] = [];
    // A text carrying several fields as parts (`pubkey@address`): written once, with the first part's field.
    for (const part of binding.parts ?? []) {
      const text = partsText(part, bindings, planned);
      if (text === null) continue;
      if (part.index > 0) ways.push({ kind: 'part' });
      else if (part.slot !== undefined) ways.push({ kind: 'slot', slot: part.slot, text });
      else {
        const flag = command.flags.find((f) => f.name === part.flag);
        if (flag?.kind === 'String' || flag?.kind === 'StringSlice') ways.push({ kind: 'flag', flag: flag.name, words: [`--${flag.name}=${shellWord(text)}`] });
      }
    }
    // A JSON text carrying several fields (`'[{"node_pubkey": ...}]'`): written once, with the first field set in it.
    for (const place of binding.json ?? []) {
      const json = jsonText(place, bindings, planned);
      if (json === null) continue;
      if (json.first !== leaf.path) ways.push({ kind: 'part' });
      else if (place.slot !== undefined) ways.push({ kind: 'slot', slot: place.slot, text: json.text });
      else {
        const flag = command.flags.find((f) => f.name === place.flag);
        if (flag?.kind === 'String') ways.push({ kind: 'flag', flag: flag.name, words: [`--${flag.name}=${shellWord(json.text)}`] });
      }
    }
    if (ways.length > 0) return ways;
    // A flag or slot carrying the field as a part cannot carry it whole.
    const isPart = (flag: string | undefined, slot: number | undefined) => (binding.parts ?? []).some((p) => p.flag === flag && p.slot === slot);
    // An enum the action picks by a switch on the text: the case's text, or no way at all.
    const choice = binding.choices ? choiceText(binding, leaf) : undefined;
    if (choice === null) return [];
    for (const name of binding.flags) {
      const flag = picksAsPlanned(leaf, name) && !isPart(name, undefined) ? command.flags.find((f) => f.name === name) : undefined;
      const words = !flag || sharedWith(leaf, { flag: name }) ? [] : choice !== undefined ? [`--${name}=${shellWord(choice)}`] : flagArgs(flag, leaf.value, leaf.entry.field.name);
      if (words.length > 0) ways.push({ kind: 'flag', flag: name, words });
    }
    // A list the action takes as every argument from a slot on: one argument per item.
    const items = binding.spreadFrom !== undefined && leaf.value.kind === 'list' ? leaf.value.items.map(positionalText) : [];
    if (items.length > 0 && items.every((t) => t !== null)) ways.push({ kind: 'slot', slot: binding.spreadFrom!, text: items[0]!, more: items.slice(1) as string[] });
    const text = choice ?? positionalText(leaf.value);
    for (const slot of binding.slots) if (text !== null && !isPart(undefined, slot) && !sharedWith(leaf, { slot })) ways.push({ kind: 'slot', slot, text });
    return ways;
  };
  const carried: Carried[] = [];
  const itemNotes = new Set<string>();
  const notes: string[] = [];
  for (const leaf of planned) {
    const ways = waysOf(leaf);
    const binding = bindings.find((b) => b.field === leaf.path);
    if (ways.length > 0) carried.push({ leaf, why: null, ways, chosen: 0 });
    else if (promptedOnly(binding)) notes.push(promptNote(cli, leaf.path));
    else {
      const when = binding?.when;
      notes.push(when ? `# ${leaf.path}: ${cli} sets it only when ${describeCondition(when)} is given` : (unwritableNote(cli, leaf.path, leaf.entry.field, binding, command.flags) ?? `# ${leaf.path}: ${cli} has no flag or argument for it`));
    }
  }
  const stops = () => stoppedBy(lineOf(carried) ?? [], command).length;
  // Flags first; if the command stops anyway (lncli's "NArg != 1 && NumFlags != 1" shows the help), the positional form.
  if (lineOf(carried) === null || stops() > 0) {
    const flagsFirst = carried.map((c) => c.chosen);
    for (const c of carried) c.chosen = Math.max(0, c.ways.findIndex((w) => w.kind !== 'flag'));
    if (lineOf(carried) === null || stops() >= stoppedBy(lineOfChoice(carried, flagsFirst) ?? [], command).length) carried.forEach((c, i) => (c.chosen = flagsFirst[i]!));
  }
  // A switch the action needs to reach the call at all (`lncli deletepayments --all` for DeleteAllPayments).
  for (const name of inputs.requests.find((r) => r.rpc === rpc)?.callFlags ?? []) {
    const given = carried.some((c) => c.ways[c.chosen]!.kind === 'flag' && (c.ways[c.chosen] as { flag: string }).flag === name);
    if (!given && command.flags.find((f) => f.name === name)?.kind === 'Bool') carried.push({ leaf: null, why: `needs it to call ${rpc.split('.').at(-1)}`, ways: [{ kind: 'flag', flag: name, words: [`--${name}`] }], chosen: 0 });
  }
  // What the action checks first ("label argument missing"): a field it needs that the minimal request leaves out.
  const extras = leaves(fullEntries, '', bindings, true).filter((l) => !planned.some((p) => p.path === l.path));
  for (let round = 0; round < 4 && stops() > 0; round++) {
    const before = stops();
    const added = extras.some((leaf) => {
      if (carried.some((c) => c.leaf?.path === leaf.path)) return false;
      const ways = waysOf(leaf);
      for (let i = 0; i < ways.length; i++) {
        carried.push({ leaf, why: 'requires it, so it is set here too', ways, chosen: i });
        if (lineOf(carried) !== null && stops() < before) return true;
        carried.pop();
      }
      return false;
    }) || requiredFlag(command, carried, before, stops, bindings);
    if (!added) break;
  }
  // A count of positional arguments (`NArg != 2` shows the help) no single one meets: the fields it needs, positionally, together.
  if (stops() > 0) {
    const before = stops();
    const start = carried.length;
    for (const leaf of extras) {
      const ways = carried.some((c) => c.leaf?.path === leaf.path) ? [] : waysOf(leaf);
      const slot = ways.findIndex((w) => w.kind !== 'flag');
      if (slot >= 0) carried.push({ leaf, why: 'requires it, so it is set here too', ways, chosen: slot });
    }
    if (lineOf(carried) === null || stops() >= before) carried.splice(start);
  }
  // Flags a check needs together (tapcli's "outpoint and script key must be set"): the fields they set, together.
  if (stops() > 0) togetherFlags(command, carried, extras, waysOf, lineOf);
  // A check the planned fields fail together ("cannot set both asset_id and group_key"): the later field is left out.
  for (let round = 0; round < 4 && stops() > 0; round++) {
    const before = stoppedBy(lineOf(carried) ?? [], command);
    const index = carried.findLastIndex((c, i) => {
      if (c.why !== null) return false;
      const rest = carried.filter((_, j) => j !== i);
      return lineOf(rest) !== null && stoppedBy(lineOf(rest)!, command).length < before.length;
    });
    if (index < 0) break;
    const [dropped] = carried.splice(index, 1);
    const gone = before.find((m) => !stoppedBy(lineOf(carried)!, command).includes(m)) ?? '';
    notes.push(`# ${dropped!.leaf!.path}: ${cli} refuses it with the other fields ("${gone}")`);
  }
  for (const c of carried) {
    if (c.why && c.leaf) notes.push(`# ${c.leaf.path}: ${cli} ${c.why}`);
    if (c.why && !c.leaf) notes.push(`# --${(c.ways[0] as { flag: string }).flag}: ${cli} ${c.why}`);
  }
  notes.push(...itemNotes);
  const line = lineOf(carried);
  if (line === null) {
    // A positional argument the request cannot fill comes first: the fields after it are left out.
    const passed = carried.filter((c) => c.ways[c.chosen]!.kind === 'flag');
    for (const c of carried) if (!passed.includes(c) && c.leaf) notes.push(`# ${c.leaf.path}: ${cli} reads it only as a positional argument after others this request does not set`);
    return { args: lineOf(passed)!.map(shellWordOf), notes };
  }
  return { args: line.map(shellWordOf), notes };
}

/** The planned request of another RPC (the minimal variant's, and the full one's), by full name. */
export type PlanOf = (rpc: string) => { entries: PlannedEntry[]; fullEntries: PlannedEntry[] } | null;

/**
 * The arguments of a command that drives the RPC itself (cli-driven.ts): every planned field
 * said to have no flag, then the arguments of the request the command starts with and the
 * switches the call needs; null when the command is no such command or that line stops.
 */
function drivenArguments(entries: PlannedEntry[], command: Command, rpc: string, planOf: PlanOf): CliArguments | null {
  const [cli, ...path] = command.path.split(' ');
  const driven = drivenCall(command.inputs!, command.flags, rpc, path.at(-1) ?? '');
  const start = driven ? planOf(driven.startRpc) : null;
  if (!driven || !start) return null;
  const opening = cliArguments(start.entries, command, driven.startRpc, start.fullEntries);
  const args = [...opening.args.filter((a) => a.startsWith('--')), ...driven.callFlags.map((f) => `--${f}`), ...opening.args.filter((a) => !a.startsWith('--'))];
  if (stoppedBy(args, command).length > 0) return null;
  const rpcName = rpc.split('.').at(-1)!;
  const notes = [
    `# ${command.path} ${driven.callFlags.map((f) => `--${f}`).join(' ')} calls ${rpcName} itself, with what it reads at its prompts; its arguments set fields of the ${driven.startRpc.split('.').at(-1)} request it starts with.`,
    ...leaves(entries, '', [], false).map((l) => `# ${l.path}: ${cli} has no flag or argument for it`),
    ...opening.notes,
  ];
  return { args, notes };
}

/**
 * Adds, at once, every left-out field whose flag a stopping check tests (`!--outpoint ||
 * !--script_key`), when no one of them alone gets past it; kept only if fewer checks stop the line.
 */
function togetherFlags(command: Command, carried: Carried[], extras: Leaf[], waysOf: (leaf: Leaf) => Passing[], lineOf: (list: Carried[]) => string[] | null): void {
  const line = lineOf(carried);
  if (line === null) return;
  const before = stoppedBy(line, command).length;
  const stopping = stoppingGuards(command.inputs?.guards ?? [], argState(line, command));
  const tested = new Set(stopping.flatMap((g) => flagsOf(g.when)));
  const start = carried.length;
  for (const leaf of extras) {
    if (carried.some((c) => c.leaf?.path === leaf.path)) continue;
    const ways = waysOf(leaf);
    const index = ways.findIndex((w) => w.kind === 'flag' && tested.has(w.flag) && !carried.some((c) => c.ways[c.chosen]!.kind === 'flag' && (c.ways[c.chosen] as { flag: string }).flag === w.flag));
    if (index >= 0) carried.push({ leaf, why: 'requires it, so it is set here too', ways, chosen: index });
  }
  const after = lineOf(carried);
  if (carried.length === start) return;
  if (after === null || stoppedBy(after, command).length >= before) carried.splice(start);
}

/** The flags a condition tests. */
function flagsOf(cond: CliCondition): string[] {
  if (cond.kind === 'and' || cond.kind === 'or') return cond.terms.flatMap(flagsOf);
  if (cond.kind === 'not') return flagsOf(cond.term);
  return cond.kind === 'flag' ? [cond.flag] : [];
}

/**
 * A required flag that sets no request field: a number given a placeholder (frcli fiat
 * --amt_msat), a text the action reads only after the call, given its name in capitals
 * (tapcli assets backup export --output_file=OUTPUT_FILE, where the backup goes), or a switch that picks the RPC when the
 * command sets none of its request's fields (lncli exportchanbackup --all for
 * ExportAllChannelBackups; a switch of a command that fills the request, like frcli outliers
 * --uptime, may well pick a field's value and is not guessed).
 */
function requiredFlag(command: Command, carried: Carried[], before: number, stops: () => number, bindings: CliFieldBindingModel[]): boolean {
  for (const flag of command.flags) {
    const afterCall = flag.kind === 'String' && (command.inputs!.readAfterCall ?? []).includes(flag.name);
    if (!/^(?:Int|Uint|Float)/.test(flag.kind) && !afterCall && !(flag.kind === 'Bool' && bindings.length === 0)) continue;
    if (carried.some((c) => c.ways.some((w) => w.kind === 'flag' && w.flag === flag.name))) continue;
    if (command.inputs!.requests.some((r) => r.fields.some((f) => f.flags.includes(flag.name)))) continue;
    const words = [flag.kind === 'Bool' ? `--${flag.name}` : flag.kind === 'String' ? `--${flag.name}=${flag.name.toUpperCase().replace(/-/g, '_')}` : `--${flag.name}=1000`];
    carried.push({ leaf: null, why: 'requires it; it sets no field of the request', ways: [{ kind: 'flag', flag: flag.name, words }], chosen: 0 });
    if (stops() < before) return true;
    carried.pop();
  }
  return false;
}

/**
 * The text of a flag or slot whose parts set several planned fields (`<pubkey>@<address>`):
 * the parts in order, joined by the separator, up to the last planned one (`lncli wtclient
 * remove <pubkey>` without its optional address); null when an earlier part is not planned or
 * a value has the separator in it.
 */
function partsText(part: CliValuePart, bindings: CliFieldBindingModel[], planned: Leaf[]): string | null {
  const same = (p: CliValuePart) => p.flag === part.flag && p.slot === part.slot && p.separator === part.separator;
  const texts: string[] = [];
  for (const b of bindings) {
    for (const p of b.parts ?? []) {
      if (!same(p)) continue;
      const leaf = planned.find((l) => l.path === b.field);
      if (!leaf) continue;
      const text = leaf.value.kind === 'list' ? null : leafText(leaf.value);
      if (text === null || text.includes(part.separator) || texts[p.index] !== undefined) return null;
      texts[p.index] = text;
    }
  }
  return texts.length > 0 && Array.from(texts).every((t) => t !== undefined) ? texts.join(part.separator) : null;
}

/** Whether the action sets a binding's field only under flags (`importmc --failure`): the samples give no such switch. */
/** Whether a flag or positional argument is one of the inputs a binding reads. */
function feeds(binding: CliFieldBindingModel, input: { flag?: string; slot?: number }): boolean {
  return input.flag !== undefined ? binding.flags.includes(input.flag) : binding.slots.includes(input.slot!);
}

/**
 * Whether the input's value for this field stands only without a flag of the field's own (one
 * setting no other field), which then writes over it: `--max_swap_routing_fee` over what `--amt` gave.
 */
function writtenOverByOwnFlag(binding: CliFieldBindingModel, input: { flag?: string; slot?: number }, bindings: CliFieldBindingModel[]): boolean {
  const when = inputCondition(binding, input);
  const own = binding.flags.filter((f) => f !== input.flag && bindings.every((b) => b === binding || !b.flags.includes(f)));
  return when !== undefined && evaluateCondition(when, { flags: new Set(own), slots: new Set(), argCount: 0 }) === false;
}

function needsFlags(binding: CliFieldBindingModel): boolean {
  return binding.when !== undefined && evaluateCondition(binding.when, { flags: new Set(), slots: new Set(), argCount: 0 }) !== true;
}

/**
 * The JSON text of a flag or slot the action decodes, with every planned field it carries at
 * its place (`[].node_pubkey` is the key node_pubkey of the one item of a list), and the first
 * of those fields; null when none is planned or a value has no JSON form.
 */
function jsonText(place: CliJsonPlace, bindings: CliFieldBindingModel[], planned: Leaf[]): { text: string; first: string } | null {
  let root: unknown;
  let first: string | null = null;
  for (const leaf of planned) {
    const at = bindings.find((b) => b.field === leaf.path)?.json?.find((p) => p.flag === place.flag && p.slot === place.slot);
    if (!at) continue;
    const value = jsonValue(leaf.value);
    if (value === undefined) return null;
    first ??= leaf.path;
    root = setAt(root, at.path.match(/\[\]|\.[^.[]+/g) ?? [], value);
  }
  return first === null ? null : { text: JSON.stringify(root), first };
}

/** A value at a JSON path (`[]` the first item of a list, `.key` an object's key), in a copy of `into`. */
function setAt(into: unknown, steps: string[], value: unknown): unknown {
  if (steps.length === 0) return value;
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '[]') {
    const list = Array.isArray(into) ? [...into] : [];
    list[0] = setAt(list[0], rest, value);
    return list;
  }
  const object = into && typeof into === 'object' && !Array.isArray(into) ? { ...(into as Record<string, unknown>) } : {};
  object[step.slice(1)] = setAt(object[step.slice(1)], rest, value);
  return object;
}

/** A scalar as encoding/json reads it into a Go struct field: numbers as numbers, bools, everything else (bytes as hex) as a string. */
function jsonValue(value: PlannedValue): unknown {
  if (value.kind !== 'scalar') return undefined;
  if (typeof value.value === 'boolean') return value.value;
  if (/^(?:u?int|sint|s?fixed)(?:32|64)$|^(?:double|float)$/.test(value.type)) return Number(value.value);
  return String(value.value);
}

/** The command line (flags, then positional arguments in slot order), or null when the slots leave a gap. */
/**
 * The command line of the chosen ways, or null when the positional arguments would not land
 * in their slots: the action reads a slot only when none of the flags standing in for it is
 * given (lncli updatechanpolicy skips the fee_rate argument under --fee_rate_ppm), so the
 * n-th word goes to the n-th slot it reads.
 */
function lineFor(carried: Carried[], choice: number[], positional: CliPositionalModel[]): string[] | null {
  const ways = carried.map((c, i) => c.ways[choice[i]!]!);
  const given = new Set(ways.flatMap((w) => (w.kind === 'flag' ? [w.flag] : [])));
  const read = positional.filter((p) => !p.unlessFlags.some((f) => given.has(f))).map((p) => p.slot);
  const slots = ways.filter((w): w is Passing & { kind: 'slot' | 'rest' } => w.kind === 'slot' || w.kind === 'rest').sort((a, b) => a.slot - b.slot);
  // Items taking every argument from their slot on come last.
  if (slots.some((w, i) => (w.kind === 'rest' ? w.slot !== i || i < slots.length - 1 : read[i] !== w.slot))) return null;
  // Several arguments for one slot (its action ranges over the rest) only in the last one.
  if (slots.slice(0, -1).some((w) => w.kind === 'slot' && (w.more?.length ?? 0) > 0)) return null;
  return [...ways.flatMap((w) => (w.kind === 'flag' ? w.words : [])), ...slots.flatMap((w) => (w.kind === 'slot' ? [w.text, ...(w.more ?? [])] : w.texts))];
}

/** Flag words come as `--name=value` already shell-quoted; positional texts are quoted here. */
function shellWordOf(word: string): string {
  return word.startsWith('--') ? word : shellWord(word);
}

/**
 * The set values of a planned request by field path, as the CLI sample passes them (for the
 * sample tests); a list of messages also as its items' field texts.
 */
export function planLeaves(
  entries: PlannedEntry[],
  bindings: CliFieldBindingModel[],
  commentedToo = false,
): { path: string; field: FieldModel; text: string | null; enumConstant?: string; items?: Record<string, string>[]; keys?: MapKeys }[] {
  return leaves(entries, '', bindings, commentedToo).map((l) => {
    const items = messageItems(l.value);
    const keys = mapKeys(l.value);
    return { path: l.path, field: l.entry.field, text: leafText(l.value), ...(l.value.kind === 'enum' ? { enumConstant: enumConstant(l) } : {}), ...(items ? { items } : {}), ...(keys ? { keys } : {}) };
  });
}

/** A list of messages as the texts of each item's set scalar fields, or null for any other value. */
function messageItems(value: PlannedValue): Record<string, string>[] | null {
  if (value.kind !== 'list' || value.items.some((i) => i.kind !== 'message')) return null;
  const items: Record<string, string>[] = [];
  for (const item of value.items) {
    if (item.kind !== 'message') return null;
    const fields: Record<string, string> = {};
    for (const entry of item.message.entries.filter((e) => e.state === 'set')) {
      if (entry.value.kind !== 'scalar') return null;
      fields[entry.field.name] = String(entry.value.value);
    }
    items.push(fields);
  }
  return items;
}

/**
 * Each item of a list of messages as one argument (`info:read`): its fields in the order the
 * command splits them, a part the item leaves out taken from the full request's item
 * (`filled`); null when it cannot be written so.
 */
function itemTexts(value: PlannedValue, items: NonNullable<CliFieldBindingModel['items']>, fullValue: PlannedValue | undefined): { texts: string[]; filled: string[] } | null {
  const planned = messageItems(value);
  const full = fullValue ? messageItems(fullValue) : null;
  if (!planned || planned.length === 0) return null;
  const texts: string[] = [];
  const filled = new Set<string>();
  for (const [i, item] of planned.entries()) {
    if (Object.keys(item).some((k) => !items.parts.includes(k))) return null;
    const parts = items.parts.map((p) => {
      if (item[p] !== undefined) return item[p];
      filled.add(p);
      return full?.[i]?.[p] ?? '';
    });
    if (parts.some((p) => p === '' || (items.separator !== '' && p.includes(items.separator)))) return null;
    texts.push(parts.join(items.separator));
  }
  return { texts, filled: [...filled] };
}

/** A planned enum value as its enum's full name and the value's name (`lnrpc.AddressType.TAPROOT_PUBKEY`), to match Go constants with. */
function enumConstant(leaf: Leaf): string {
  const type = leaf.entry.field.type;
  const name = leaf.value.kind === 'enum' ? leaf.value.name : '';
  return `${type.kind === 'enum' ? type.fullName : ''}.${name}`;
}

/**
 * Whether a Go constant is a planned enum value (as `enumConstant` writes it): protoc-gen-go
 * names a top-level enum's values `AddressType_TAPROOT_PUBKEY`, and a nested enum's after
 * the message holding it, `CloseRecommendationRequest_UPTIME` for
 * `frdrpc.CloseRecommendationRequest.Metric.UPTIME` (a deeper message adds its parents:
 * `Outer_Inner_X`, matched by its end).
 */
export function isGoConstantOf(constant: string, planned: string): boolean {
  const parts = planned.split('.');
  const value = parts.at(-1)!;
  return [parts.at(-2), parts.at(-3)].some((owner) => owner !== undefined && (constant === `${owner}_${value}` || constant.endsWith(`_${owner}_${value}`)));
}

/**
 * The flag whose case picks the planned enum value, as the one way to pass it: a bool flag
 * bare (`frcli outliers --uptime`); a flag with a value only when that value sets another
 * planned field (`frcli threshold --uptime=0.5` for threshold_value), which writes the words.
 * None when no case picks the value.
 */
function flagChoiceWays(binding: CliFieldBindingModel, leaf: Leaf, command: Command, carriesOther: (flag: string) => boolean): Passing[] {
  if (leaf.value.kind !== 'enum') return [];
  const constant = enumConstant(leaf);
  const choice = binding.flagChoices?.find((c) => isGoConstantOf(c.constant, constant));
  const flag = choice ? command.flags.find((f) => f.name === choice.flag) : undefined;
  if (flag?.kind === 'Bool') return [{ kind: 'flag', flag: flag.name, words: [`--${flag.name}`] }];
  return flag && carriesOther(flag.name) ? [{ kind: 'flag', flag: flag.name, words: [] }] : [];
}

/** The text a command's switch turns into the planned enum value (`p2tr`), or null when no case picks it (nor any non-enum value). */
function choiceText(binding: CliFieldBindingModel, leaf: Leaf): string | null {
  // A bool read from a text (tapcli's `--allow_insert=true`): the text whose case gives the planned bool.
  const value = leaf.value;
  if (value.kind === 'scalar' && typeof value.value === 'boolean') return binding.choices?.find((c) => c.constant === String(value.value))?.text ?? null;
  if (value.kind !== 'enum') return null;
  const constant = enumConstant(leaf);
  return binding.choices?.find((c) => c.text !== '' && isGoConstantOf(c.constant, constant))?.text ?? null;
}

/** A value as command-line text: a scalar as written, a list's items joined by commas, an outpoint as txid:index. */
export function leafText(value: PlannedValue): string | null {
  if (value.kind === 'list') {
    const items = value.items.map(positionalText);
    return items.some((t) => t === null) ? null : items.join(',');
  }
  if (value.kind === 'enum') return value.name;
  return positionalText(value);
}

/** The set values of a plan by field path; a nested message is one value when the command sets it whole (an outpoint flag), else its fields. */
function leaves(entries: PlannedEntry[], prefix: string, bindings: CliFieldBindingModel[], commentedToo: boolean): Leaf[] {
  return entries.flatMap((entry): Leaf[] => {
    if (entry.state !== 'set' && !commentedToo) return [];
    const path = `${prefix}${entry.field.name}`;
    const value = entry.value;
    // A list of one message whose item fields the command sets (`servers[].host`): that item's fields.
    const item = value.kind === 'list' && value.items.length === 1 ? value.items[0]! : null;
    if (item?.kind === 'message' && bindings.some((b) => b.field.startsWith(`${path}[].`))) return leaves(item.message.entries, `${path}[].`, bindings, commentedToo);
    if (value.kind !== 'message') return [{ path, entry, value }];
    const inner = leaves(value.message.entries, `${path}.`, bindings, commentedToo);
    const innerBound = inner.every((l) => bindings.some((b) => b.field === l.path));
    const whole = bindings.find((b) => b.field === path);
    if (whole && !innerBound && outpointText(value) !== null) return [{ path, entry, value }];
    // The full request's outpoint as text, from the oneof member it leaves commented (`funding_txid_str` beside the set `funding_txid_bytes`).
    const asText = whole && !innerBound && commentedToo ? textOutpoint(value) : null;
    if (asText) return [{ path, entry, value: asText }];
    return inner;
  });
}

/**
 * An outpoint whose txid is set as bytes, with the text member of the same oneof (left
 * commented in the plan) in its place: what a CLI taking `txid:index` can send; null otherwise.
 */
function textOutpoint(value: PlannedValue & { kind: 'message' }): PlannedValue | null {
  const entries = value.message.entries;
  const text = entries.find((e) => e.state === 'commented' && e.field.oneof !== null && e.field.type.kind === 'scalar' && e.field.type.name === 'string');
  const replaced = text ? entries.find((e) => e.state === 'set' && e.field.oneof === text.field.oneof) : undefined;
  if (!text || !replaced) return null;
  const swapped: PlannedValue = { kind: 'message', message: { ...value.message, entries: entries.map((e) => (e === replaced ? { ...text, state: 'set' as const, note: '' } : e)).filter((e) => e !== text) } };
  return outpointText(swapped) === null ? null : swapped;
}

/** The text of a value as a positional argument, or null when it has none. */
function positionalText(value: PlannedValue): string | null {
  if (value.kind === 'scalar') return scalarText(value);
  if (value.kind === 'message') return outpointText(value);
  return null;
}

/** What a command line gives, for evaluating the command's guards. */
export function argState(args: string[], command: Pick<CliCommandModel, 'flags' | 'inputs'>): CliArgState {
  const flags = new Set<string>();
  const values: string[] = [];
  for (const arg of args) {
    if (arg.startsWith('--')) {
      const name = arg.slice(2).split('=')[0]!;
      flags.add(command.flags.find((f) => f.aliases.includes(name))?.name ?? name);
    } else values.push(arg);
  }
  const slots = new Set<number>();
  let next = 0;
  for (const p of command.inputs?.positional ?? []) {
    if (p.unlessFlags.some((f) => flags.has(f))) continue;
    if (next < values.length) {
      slots.add(p.slot);
      next = p.spread ? values.length : next + 1;
    }
  }
  return { flags, slots, argCount: values.length };
}

/** The guard messages that stop a command line ("dest argument missing"). */
export function stoppedBy(args: string[], command: Pick<CliCommandModel, 'flags' | 'inputs'>): string[] {
  return stoppingGuards(command.inputs?.guards ?? [], argState(args, command)).map((g) => g.message);
}
