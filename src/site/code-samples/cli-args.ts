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
import type { CliCommandModel, CliFieldBindingModel, CliFlagModel } from '../../proto/model-types.ts';
import { cliFlagArgs, flagArgs, outpointText, scalarText } from './cli-flags.ts';
import { type CliArgState, stoppingGuards } from './cli-conditions.ts';
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

/** The arguments setting a planned request's fields on a command. */
export function cliArguments(entries: PlannedEntry[], command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'>, rpc: string, fullEntries: PlannedEntry[] = entries): CliArguments {
  const inputs = command.inputs;
  const bindings = inputs?.requests.find((r) => r.rpc === rpc)?.fields;
  if (!inputs || !bindings) return { args: cliFlagArgs(entries, command.flags), notes: [] };
  const cli = command.path.split(' ')[0]!;
  const flagArgsOut: { words: string[]; binding: CliFieldBindingModel; leaf: Leaf }[] = [];
  const positional = new Map<number, string>();
  const notes: string[] = [];
  const unset: Leaf[] = [];
  const planned = leaves(entries, '', bindings);
  // A flag or argument that also sets another planned field to another value (`connect pubkey@host`) cannot carry one alone.
  const shared = (binding: CliFieldBindingModel, leaf: Leaf, input: (b: CliFieldBindingModel) => boolean) =>
    bindings.some((b) => b !== binding && input(b) && planned.some((l) => l.path === b.field && leafText(l.value) !== leafText(leaf.value)));
  for (const leaf of planned) {
    const found = bindings.find((b) => b.field === leaf.path);
    const binding = found && !found.flags.some((f) => shared(found, leaf, (b) => b.flags.includes(f))) && !found.slots.some((s) => shared(found, leaf, (b) => b.slots.includes(s))) ? found : undefined;
    const flag = binding ? binding.flags.map((name) => command.flags.find((f) => f.name === name)).find((f): f is CliFlagModel => !!f && flagArgs(f, leaf.value, leaf.entry.field.name).length > 0) : undefined;
    if (flag && binding) {
      flagArgsOut.push({ words: flagArgs(flag, leaf.value, leaf.entry.field.name), binding, leaf });
      continue;
    }
    const text = positionalText(leaf.value);
    if (binding && binding.slots.length > 0 && text !== null) positional.set(binding.slots[0]!, text);
    else unset.push(leaf);
  }
  // Positional arguments go by order: every slot before the last one needed must be filled,
  // by moving a field that has a flag to its slot when it has one.
  const last = Math.max(-1, ...positional.keys());
  for (let slot = 0; slot <= last; slot++) {
    if (positional.has(slot)) continue;
    const movable = flagArgsOut.findIndex((f) => f.binding.slots.includes(slot) && positionalText(f.leaf.value) !== null);
    if (movable >= 0) {
      positional.set(slot, positionalText(flagArgsOut[movable]!.leaf.value)!);
      flagArgsOut.splice(movable, 1);
    } else {
      // A gap the plan cannot fill: the fields after it cannot be passed.
      for (const [s] of [...positional].filter(([s]) => s > slot)) positional.delete(s);
      break;
    }
  }
  // What the action checks first ("label argument missing"): a field the minimal request leaves out but the command needs comes from the full request.
  const required: Leaf[] = [];
  for (let round = 0; round < 4 && stoppedBy(argsOf(flagArgsOut, positional), command).length > 0; round++) {
    const extra = leaves(fullEntries, '', bindings).find((leaf) => {
      if (planned.some((l) => l.path === leaf.path) || required.includes(leaf)) return false;
      const binding = bindings.find((b) => b.field === leaf.path);
      if (!binding) return false;
      const flag = binding.flags.map((name) => command.flags.find((f) => f.name === name)).find((f): f is CliFlagModel => !!f && flagArgs(f, leaf.value, leaf.entry.field.name).length > 0);
      const slot = binding.slots.find((s) => s === positional.size);
      const before = stoppedBy(argsOf(flagArgsOut, positional), command).length;
      if (flag) {
        flagArgsOut.push({ words: flagArgs(flag, leaf.value, leaf.entry.field.name), binding, leaf });
        if (stoppedBy(argsOf(flagArgsOut, positional), command).length < before) return true;
        flagArgsOut.pop();
      }
      if (slot !== undefined && positionalText(leaf.value) !== null) {
        positional.set(slot, positionalText(leaf.value)!);
        if (stoppedBy(argsOf(flagArgsOut, positional), command).length < before) return true;
        positional.delete(slot);
      }
      return false;
    });
    if (!extra) break;
    required.push(extra);
  }
  for (const leaf of required) notes.push(`# ${leaf.path}: ${cli} requires it, so it is set here too`);
  for (const leaf of unset) notes.push(`# ${leaf.path}: ${cli} has no flag or argument for it`);
  for (const leaf of planned) {
    const binding = bindings.find((b) => b.field === leaf.path);
    const passed = flagArgsOut.some((f) => f.leaf.path === leaf.path) || (binding?.slots.some((s) => positional.has(s) && positional.get(s) === positionalText(leaf.value)) ?? false);
    if (!passed && !unset.includes(leaf)) notes.push(`# ${leaf.path}: ${cli} reads it only as a positional argument after others this request does not set`);
  }
  const args = [...flagArgsOut.flatMap((f) => f.words), ...[...positional].sort(([a], [b]) => a - b).map(([, text]) => shellWord(text))];
  return { args, notes };
}

/** The command line so far, unquoted, for evaluating guards. */
function argsOf(flags: { words: string[] }[], positional: Map<number, string>): string[] {
  return [...flags.flatMap((f) => f.words), ...[...positional].sort(([a], [b]) => a - b).map(([, text]) => text)];
}

/** The set values of a planned request by field path, as the CLI sample passes them (for the sample tests). */
export function planLeaves(entries: PlannedEntry[], bindings: CliFieldBindingModel[]): { path: string; text: string | null }[] {
  return leaves(entries, '', bindings).map((l) => ({ path: l.path, text: leafText(l.value) }));
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
function leaves(entries: PlannedEntry[], prefix: string, bindings: CliFieldBindingModel[]): Leaf[] {
  return entries.flatMap((entry): Leaf[] => {
    if (entry.state !== 'set') return [];
    const path = `${prefix}${entry.field.name}`;
    const value = entry.value;
    if (value.kind !== 'message') return [{ path, entry, value }];
    const inner = leaves(value.message.entries, `${path}.`, bindings);
    const innerBound = inner.every((l) => bindings.some((b) => b.field === l.path));
    const whole = bindings.find((b) => b.field === path);
    if (whole && !innerBound && outpointText(value) !== null) return [{ path, entry, value }];
    return inner;
  });
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
      next++;
    }
  }
  return { flags, slots, argCount: values.length };
}

/** The guard messages that stop a command line ("dest argument missing"). */
export function stoppedBy(args: string[], command: Pick<CliCommandModel, 'flags' | 'inputs'>): string[] {
  return stoppingGuards(command.inputs?.guards ?? [], argState(args, command)).map((g) => g.message);
}
