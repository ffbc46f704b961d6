/**
 * The arguments of a CLI sample: for every field the planned request sets, the flag or
 * positional argument the command's Go action reads it from (`CliInputsModel`, read from
 * the CLI's source), written the way the CLI parses it (bytes as hex, numbers in the field's
 * unit, bools as bare flags, an outpoint message as `txid:index`). A flag is used where the
 * command has one; a field only a positional argument sets is passed positionally, with
 * every positional argument before it (their order is all the CLI goes by). A field the
 * command cannot set gets a `# field: ...` comment line. Commands without a readable action
 * fall back to flags named like the fields (cli-flags.ts).
 *
 * The line is put together by a recipe of named steps (RECIPE below), each deciding one thing
 * on the values the line carries, from the ways each value can be passed (cli-arg-ways.ts).
 */
import type { FieldModel } from '../../proto/model-types.ts';
import type {
  CliCommandModel,
  CliCondition,
  CliFieldBindingModel,
  CliInputsModel,
  CliPositionalModel,
} from '../../proto/cli-model-types.ts';
import {
  type Command,
  type Leaf,
  type Passing,
  type WayFacts,
  enumConstant,
  leafText,
  messageItems,
  waysOf,
} from './cli-arg-ways.ts';
import { cliFlagArgs, outpointText } from './cli-flags.ts';
import { type CliArgState, describeCondition, stoppingGuards } from './cli-conditions.ts';
import { drivenCall } from './cli-driven.ts';
import { promptNote, promptedOnly } from './cli-prompts.ts';
import { sentValueNotes } from './cli-sent-values.ts';
import { scaledNotes } from './cli-scales.ts';
import { type MapKeys, mapKeys, unwritableNote } from './cli-value-forms.ts';
import { shellWord } from './literals.ts';
import type { PlannedEntry, PlannedValue } from './request-plan.ts';

export interface CliArguments {
  /** Words after the command path: flags first, then positional arguments. */
  args: string[];
  /** Comment lines for fields the command cannot set ("# route_hints: lncli has no flag or argument for it"). */
  notes: string[];
}

/** A value the command line carries, and the ways it can be passed. */
interface Carried {
  leaf: Leaf | null;
  /** Why a value outside the request is there: "requires it", or null for a planned field. */
  why: string | null;
  ways: Passing[];
  chosen: number;
}

/** A command line being put together: the values it carries and the notes on what it leaves out. */
interface Line extends WayFacts {
  rpc: string;
  inputs: CliInputsModel;
  carried: Carried[];
  notes: string[];
  /** The full request's values the planned request leaves out (what the action's checks may require). */
  extras: Leaf[];
}

const REQUIRED = 'requires it, so it is set here too';

/** The words of the line with the chosen way of each value (or another choice), or null when the positional arguments would not land. */
function wordsOf(
  line: Line,
  list: Carried[] = line.carried,
  choice: number[] = list.map((c) => c.chosen),
): string[] | null {
  return lineFor(list, choice, line.inputs.positional);
}

/** How many of the action's checks stop the line as it stands. */
function stops(line: Line): number {
  return stoppedBy(wordsOf(line) ?? [], line.command).length;
}

/** Each planned field: the ways to pass it, or a note saying why the command cannot (a prompt, a flag it needs, no input). */
function carryPlanned(line: Line): void {
  for (const leaf of line.planned) {
    const ways = waysOf(line, leaf);
    const binding = line.bindings.find((b) => b.field === leaf.path);
    // A field computed from a flag's value is said with what the line sends (sentValues).
    if (binding?.compare) continue;
    if (ways.length > 0) line.carried.push({ leaf, why: null, ways, chosen: 0 });
    else if (promptedOnly(binding)) line.notes.push(promptNote(line.cli, leaf.path));
    else {
      const when = binding?.when;
      line.notes.push(
        when
          ? `# ${leaf.path}: ${line.cli} sets it only when ${describeCondition(when)} is given`
          : (unwritableNote(line.cli, leaf.path, leaf.entry.field, binding, line.command.flags) ??
              unwrittenNote(line, leaf.path, binding)),
      );
    }
  }
}

/**
 * What a sample says of a planned field it does not write: the inputs the command sets it from
 * (when this line cannot give them for it); that it does not set it, pointing at the help, when
 * the command writes it some other way (a constant a flag's branch picks, a value computed from
 * other inputs: `writtenOtherwise`), writes a message around or inside it, or builds the request
 * where the reading sees none of its fields; and only when the action writes it nowhere, that the
 * command has no flag or argument for it.
 */
function unwrittenNote(line: Line, path: string, binding: CliFieldBindingModel | undefined): string {
  // A flag the action reads that the command does not define is never given (tapcli universe stats events' --end_time).
  const inputs = [
    ...(binding?.flags ?? []).filter((f) => line.command.flags.some((d) => d.name === f)).map((f) => `--${f}`),
    ...(binding?.slots ?? []).map((s) => `argument ${s + 1}`),
  ];
  if (inputs.length > 0)
    return `# ${path}: ${line.cli} sets it from ${inputs.join(' or ')}; this sample does not write it there`;
  const request = line.inputs.requests.find((r) => r.rpc === line.rpc);
  // A message around the field that the action writes or sets from its input: how it fills the field inside is not read.
  const otherwise = [...(request?.writtenOtherwise ?? []), ...line.bindings.map((b) => b.field)];
  const within = (w: string) => path === w || path.startsWith(`${w}.`) || path.startsWith(`${w}[]`);
  const unseen = !request || (request.fields.length === 0 && otherwise.length === 0);
  if (unseen || otherwise.some(within))
    return `# ${path}: this sample does not set it (${line.command.path} --help says what ${line.cli} takes)`;
  return `# ${path}: ${line.cli} has no flag or argument for it`;
}

/** Flags first; the positional form where the flags' line does not land or the command stops anyway (lncli's "NArg != 1 && NumFlags != 1" shows the help) and stops less positionally. */
function positionalWhenFlagsStop(line: Line): void {
  if (wordsOf(line) !== null && stops(line) === 0) return;
  const flagsFirst = line.carried.map((c) => c.chosen);
  for (const c of line.carried)
    c.chosen = Math.max(
      0,
      c.ways.findIndex((w) => w.kind !== 'flag'),
    );
  if (
    wordsOf(line) === null ||
    stops(line) >= stoppedBy(wordsOf(line, line.carried, flagsFirst) ?? [], line.command).length
  )
    line.carried.forEach((c, i) => (c.chosen = flagsFirst[i]!));
}

/** A switch the action needs to reach the call at all (`lncli deletepayments --all` for DeleteAllPayments). */
function switchesOfTheCall(line: Line): void {
  for (const name of line.inputs.requests.find((r) => r.rpc === line.rpc)?.callFlags ?? []) {
    const given = line.carried.some(
      (c) => c.ways[c.chosen]!.kind === 'flag' && (c.ways[c.chosen] as { flag: string }).flag === name,
    );
    if (!given && line.command.flags.find((f) => f.name === name)?.kind === 'Bool')
      line.carried.push({
        leaf: null,
        why: `needs it to call ${line.rpc.split('.').at(-1)}`,
        ways: [{ kind: 'flag', flag: name, words: [`--${name}`] }],
        chosen: 0,
      });
  }
}

/** What the action checks first ("label argument missing"): a field it needs that the planned request leaves out, one at a time, or a required flag setting none. */
function requiredValues(line: Line): void {
  for (let round = 0; round < 4 && stops(line) > 0; round++) {
    const before = stops(line);
    const added =
      line.extras.some((leaf) => {
        if (line.carried.some((c) => c.leaf?.path === leaf.path)) return false;
        const ways = waysOf(line, leaf);
        for (let i = 0; i < ways.length; i++) {
          line.carried.push({ leaf, why: REQUIRED, ways, chosen: i });
          if (wordsOf(line) !== null && stops(line) < before) return true;
          line.carried.pop();
        }
        return false;
      }) || requiredFlag(line, before);
    if (!added) break;
  }
}

/** A count of positional arguments (`NArg != 2` shows the help) no single one meets: the fields it needs, positionally, together. */
function countedArguments(line: Line): void {
  if (stops(line) === 0) return;
  const before = stops(line);
  const start = line.carried.length;
  for (const leaf of line.extras) {
    const ways = line.carried.some((c) => c.leaf?.path === leaf.path) ? [] : waysOf(line, leaf);
    const slot = ways.findIndex((w) => w.kind !== 'flag');
    if (slot >= 0) line.carried.push({ leaf, why: REQUIRED, ways, chosen: slot });
  }
  if (wordsOf(line) === null || stops(line) >= before) line.carried.splice(start);
}

/**
 * Flags a check needs together (tapcli's "outpoint and script key must be set", `!--outpoint ||
 * !--script_key`): every left-out field whose flag a stopping check tests, at once, when no one
 * of them alone gets past it; kept only if fewer checks stop the line.
 */
function flagsTogether(line: Line): void {
  const words = stops(line) > 0 ? wordsOf(line) : null;
  if (words === null) return;
  const before = stoppedBy(words, line.command).length;
  const stopping = stoppingGuards(line.inputs.guards, argState(words, line.command));
  const tested = new Set(stopping.flatMap((g) => flagsOf(g.when)));
  const start = line.carried.length;
  const given = (flag: string) =>
    line.carried.some((c) => c.ways[c.chosen]!.kind === 'flag' && (c.ways[c.chosen] as { flag: string }).flag === flag);
  for (const leaf of line.extras) {
    if (line.carried.some((c) => c.leaf?.path === leaf.path)) continue;
    const ways = waysOf(line, leaf);
    const index = ways.findIndex((w) => w.kind === 'flag' && tested.has(w.flag) && !given(w.flag));
    if (index >= 0) line.carried.push({ leaf, why: REQUIRED, ways, chosen: index });
  }
  const after = wordsOf(line);
  if (line.carried.length === start) return;
  if (after === null || stoppedBy(after, line.command).length >= before) line.carried.splice(start);
}

/** A check the planned fields fail together ("cannot set both asset_id and group_key"): the later field is left out, with a note. */
function refusedTogether(line: Line): void {
  for (let round = 0; round < 4 && stops(line) > 0; round++) {
    const before = stoppedBy(wordsOf(line) ?? [], line.command);
    const index = line.carried.findLastIndex((c, i) => {
      if (c.why !== null || !c.leaf) return false;
      const rest = line.carried.filter((_, j) => j !== i);
      return wordsOf(line, rest) !== null && stoppedBy(wordsOf(line, rest)!, line.command).length < before.length;
    });
    if (index < 0) break;
    const [dropped] = line.carried.splice(index, 1);
    const gone = before.find((m) => !stoppedBy(wordsOf(line)!, line.command).includes(m)) ?? '';
    line.notes.push(`# ${dropped!.leaf!.path}: ${line.cli} refuses it with the other fields ("${gone}")`);
  }
}

/** Why each value outside the planned request is on the line, then the notes on list items and map keys. */
function addedValuesNotes(line: Line): void {
  for (const c of line.carried) {
    if (c.why && c.leaf) line.notes.push(`# ${c.leaf.path}: ${line.cli} ${c.why}`);
    if (c.why && !c.leaf) line.notes.push(`# --${(c.ways[0] as { flag: string }).flag}: ${line.cli} ${c.why}`);
  }
  line.notes.push(...line.itemNotes);
}

/** What the command sends that the line does not write: flag defaults, fields computed from a flag (cli-sent-values.ts). */
function sentValues(line: Line): void {
  const planned = new Set(line.planned.map((l) => l.path));
  const words = wordsOf(line) ?? [];
  line.notes.push(...sentValueNotes(line.cli, line.command.flags, line.bindings, planned, words));
  line.notes.push(...scaledNotes(line.cli, line.bindings, line.planned, words));
}

/** The recipe: the steps that put a command line together, in order. */
const RECIPE: ((line: Line) => void)[] = [
  carryPlanned,
  positionalWhenFlagsStop,
  switchesOfTheCall,
  requiredValues,
  countedArguments,
  flagsTogether,
  refusedTogether,
  addedValuesNotes,
  sentValues,
];

/** The line's words; where a positional argument the request cannot fill comes first, only the flags, the fields after it left out with a note. */
function finished(line: Line): CliArguments {
  const words = wordsOf(line);
  if (words !== null) return { args: words.map(shellWordOf), notes: line.notes };
  const passed = line.carried.filter((c) => c.ways[c.chosen]!.kind === 'flag');
  for (const c of line.carried)
    if (!passed.includes(c) && c.leaf)
      line.notes.push(
        `# ${c.leaf.path}: ${line.cli} reads it only as a positional argument after others this request does not set`,
      );
  return { args: wordsOf(line, passed)!.map(shellWordOf), notes: line.notes };
}

/** The arguments setting a planned request's fields on a command (with `switches` given, Bool flags the sample is about). */
export function cliArguments(
  entries: PlannedEntry[],
  command: Command,
  rpc: string,
  fullEntries: PlannedEntry[] = entries,
  planOf?: PlanOf,
  switches: string[] = [],
): CliArguments {
  const inputs = command.inputs;
  if (!inputs) return { args: cliFlagArgs(entries, command.flags), notes: [] };
  const driven = planOf ? drivenArguments(entries, command, rpc, planOf) : null;
  if (driven) return driven;
  // A command whose action builds no request of this RPC from its arguments sets none of its fields.
  const bindings = inputs.requests.find((r) => r.rpc === rpc)?.fields ?? [];
  const planned = leaves(entries, '', bindings, false);
  const full = leaves(fullEntries, '', bindings, true);
  const extras = full.filter((l) => !planned.some((p) => p.path === l.path));
  const line: Line = {
    command,
    cli: command.path.split(' ')[0]!,
    bindings,
    planned,
    full,
    itemNotes: new Set(),
    rpc,
    inputs,
    // A switch the sample is about (`--keysend`): on the line from the start, so the checks it passes are passed.
    carried: switches.map((flag) => ({
      leaf: null,
      why: null,
      ways: [{ kind: 'flag', flag, words: [`--${flag}`] }],
      chosen: 0,
    })),
    notes: [],
    extras,
  };
  for (const step of RECIPE) step(line);
  return finished(line);
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
  const args = [
    ...opening.args.filter((a) => a.startsWith('--')),
    ...driven.callFlags.map((f) => `--${f}`),
    ...opening.args.filter((a) => !a.startsWith('--')),
  ];
  if (stoppedBy(args, command).length > 0) return null;
  const rpcName = rpc.split('.').at(-1)!;
  const notes = [
    `# ${command.path} ${driven.callFlags.map((f) => `--${f}`).join(' ')} calls ${rpcName} itself, with what it reads at its prompts; its arguments set fields of the ${driven.startRpc.split('.').at(-1)} request it starts with.`,
    ...leaves(entries, '', [], false).map((l) => `# ${l.path}: ${cli} has no flag or argument for it`),
    ...opening.notes,
  ];
  return { args, notes };
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
function requiredFlag(line: Line, before: number): boolean {
  const { command, carried, bindings } = line;
  for (const flag of command.flags) {
    const afterCall = flag.kind === 'String' && (command.inputs!.readAfterCall ?? []).includes(flag.name);
    if (!/^(?:Int|Uint|Float)/.test(flag.kind) && !afterCall && !(flag.kind === 'Bool' && bindings.length === 0))
      continue;
    if (carried.some((c) => c.ways.some((w) => w.kind === 'flag' && w.flag === flag.name))) continue;
    if (command.inputs!.requests.some((r) => r.fields.some((f) => f.flags.includes(flag.name)))) continue;
    const words = [
      flag.kind === 'Bool'
        ? `--${flag.name}`
        : flag.kind === 'String'
          ? `--${flag.name}=${flag.name.toUpperCase().replace(/-/g, '_')}`
          : `--${flag.name}=1000`,
    ];
    carried.push({
      leaf: null,
      why: 'requires it; it sets no field of the request',
      ways: [{ kind: 'flag', flag: flag.name, words }],
      chosen: 0,
    });
    if (stops(line) < before) return true;
    carried.pop();
  }
  return false;
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
  const slots = ways
    .filter((w): w is Passing & { kind: 'slot' | 'rest' } => w.kind === 'slot' || w.kind === 'rest')
    .sort((a, b) => a.slot - b.slot);
  // Items taking every argument from their slot on come last.
  if (slots.some((w, i) => (w.kind === 'rest' ? w.slot !== i || i < slots.length - 1 : read[i] !== w.slot)))
    return null;
  // Several arguments for one slot (its action ranges over the rest) only in the last one.
  if (slots.slice(0, -1).some((w) => w.kind === 'slot' && (w.more?.length ?? 0) > 0)) return null;
  return [
    ...ways.flatMap((w) => (w.kind === 'flag' ? w.words : [])),
    ...slots.flatMap((w) => (w.kind === 'slot' ? [w.text, ...(w.more ?? [])] : w.texts)),
  ];
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
): {
  path: string;
  field: FieldModel;
  text: string | null;
  enumConstant?: string;
  items?: Record<string, string>[];
  keys?: MapKeys;
}[] {
  return leaves(entries, '', bindings, commentedToo).map((l) => {
    const items = messageItems(l.value);
    const keys = mapKeys(l.value);
    return {
      path: l.path,
      field: l.entry.field,
      text: leafText(l.value),
      ...(l.value.kind === 'enum' ? { enumConstant: enumConstant(l) } : {}),
      ...(items ? { items } : {}),
      ...(keys ? { keys } : {}),
    };
  });
}

/** The set values of a plan by field path; a nested message is one value when the command sets it whole (an outpoint flag), else its fields. */
function leaves(
  entries: PlannedEntry[],
  prefix: string,
  bindings: CliFieldBindingModel[],
  commentedToo: boolean,
): Leaf[] {
  return entries.flatMap((entry): Leaf[] => {
    if (entry.state !== 'set' && !commentedToo) return [];
    const path = `${prefix}${entry.field.name}`;
    const value = entry.value;
    // A list of one message whose item fields the command sets (`servers[].host`): that item's fields.
    const item = value.kind === 'list' && value.items.length === 1 ? value.items[0]! : null;
    if (item?.kind === 'message' && bindings.some((b) => b.field.startsWith(`${path}[].`)))
      return leaves(item.message.entries, `${path}[].`, bindings, commentedToo);
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
  const text = entries.find(
    (e) =>
      e.state === 'commented' &&
      e.field.oneof !== null &&
      e.field.type.kind === 'scalar' &&
      e.field.type.name === 'string',
  );
  const replaced = text ? entries.find((e) => e.state === 'set' && e.field.oneof === text.field.oneof) : undefined;
  if (!text || !replaced) return null;
  const swapped: PlannedValue = {
    kind: 'message',
    message: {
      ...value.message,
      entries: entries
        .map((e) => (e === replaced ? { ...text, state: 'set' as const, note: '' } : e))
        .filter((e) => e !== text),
    },
  };
  return outpointText(swapped) === null ? null : swapped;
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
