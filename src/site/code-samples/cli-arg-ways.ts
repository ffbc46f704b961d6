/**
 * The ways a CLI sample can pass one planned value (cli-args.ts puts a line together from them):
 * a flag (`--amt=1000`, a bool bare, a case's text for an enum a switch picks), a positional
 * slot (with one argument per item where the action ranges over the rest), every argument from a
 * slot on (one per item of a list of messages), or a later part of a text another field writes
 * whole (`address` in `pubkey@address`, a key of a JSON text).
 */
import type { CliCommandModel, CliFieldBindingModel, CliJsonPlace } from '../../proto/cli-model-types.ts';
import { type ArgumentItems, type ValuePart, argumentItems, eachArgumentFrom, valueParts } from './cli-pieces.ts';
import { flagArgs, outpointText, scalarText } from './cli-flags.ts';
import { evaluateCondition, inputCondition } from './cli-conditions.ts';
import { mapKeyArgs, unwritableNote } from './cli-value-forms.ts';
import { scaledFlagValue } from './cli-scales.ts';
import { shellWord } from './literals.ts';
import type { PlannedEntry, PlannedValue } from './request-plan.ts';

/** A set value at a field path, as the CLI takes it. */
export interface Leaf {
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
export type Passing =
  | { kind: 'flag'; flag: string; words: string[] }
  | { kind: 'slot'; slot: number; text: string; more?: string[] }
  | { kind: 'rest'; slot: number; texts: string[] }
  | { kind: 'part' };

export type Command = Pick<CliCommandModel, 'path' | 'flags' | 'inputs'>;

/** What the ways of passing a value depend on: the command, its bindings, the planned values, and where notes on list items go. */
export interface WayFacts {
  command: Command;
  /** The CLI's name (`lncli`), for notes. */
  cli: string;
  bindings: CliFieldBindingModel[];
  planned: Leaf[];
  /** The full request's values (a part every item needs and the minimal request leaves out is taken from it). */
  full: Leaf[];
  /** Notes on values of list items and map keys (said once, after the others). */
  itemNotes: Set<string>;
}

/** The ways a planned value can be passed on the command line; none when the command cannot set it. */
export function waysOf(facts: WayFacts, leaf: Leaf): Passing[] {
  const binding = facts.bindings.find((b) => b.field === leaf.path);
  if (
    !binding ||
    binding.compare ||
    unwritableNote(facts.cli, leaf.path, leaf.entry.field, binding, facts.command.flags)
  )
    return [];
  const keys = mapKeyArgs(facts.cli, leaf.path, leaf.value, binding, facts.command.flags);
  if (keys) {
    for (const note of keys.notes) facts.itemNotes.add(note);
    return [{ kind: 'flag', flag: binding.flags[0]!, words: keys.words }];
  }
  const items = argumentItems(binding);
  if (items) return itemWays(facts, leaf, items);
  // Set only under flags (`importmc --failure` for history.fail_*): passed only where no flag is needed for it.
  if (needsFlags(binding)) return [];
  // An enum the action picks by which flag is given: that flag, bare, or no way at all.
  if (binding.flagChoices)
    return flagChoiceWays(binding, leaf, facts.command, (name) =>
      facts.planned.some(
        (l) => l.path !== leaf.path && facts.bindings.some((b) => b.field === l.path && b.flags.includes(name)),
      ),
    );
  const ways = [...partWays(facts, binding), ...jsonWays(facts, leaf, binding)];
  return ways.length > 0 ? ways : wholeWays(facts, leaf, binding);
}

/** A list of messages the action builds one item per argument from a slot on (`info:read offchain:write`). */
function itemWays(facts: WayFacts, leaf: Leaf, items: ArgumentItems): Passing[] {
  // A part every item needs (lncli's "entity cannot be empty") that the request leaves out: the full request's.
  const full = facts.full.find((l) => l.path === leaf.path);
  const written = itemTexts(leaf.value, items, full?.value);
  if (!written) return [];
  for (const part of written.filled)
    facts.itemNotes.add(`# ${leaf.path}.${part}: ${facts.cli} requires it, so it is set here too`);
  return [{ kind: 'rest', slot: items.slot, texts: written.texts }];
}

/** A text carrying several fields as parts (`pubkey@address`): written once, with the first part's field. */
function partWays(facts: WayFacts, binding: CliFieldBindingModel): Passing[] {
  const ways: Passing[] = [];
  for (const part of valueParts(binding)) {
    const text = partsText(part, facts.bindings, facts.planned);
    if (text === null) continue;
    if (part.index > 0) ways.push({ kind: 'part' });
    else if (part.slot !== undefined) ways.push({ kind: 'slot', slot: part.slot, text });
    else {
      const flag = facts.command.flags.find((f) => f.name === part.flag);
      if (flag?.kind === 'String' || flag?.kind === 'StringSlice')
        ways.push({ kind: 'flag', flag: flag.name, words: [`--${flag.name}=${shellWord(text)}`] });
    }
  }
  return ways;
}

/** A JSON text carrying several fields (`'[{"node_pubkey": ...}]'`): written once, with the first field set in it. */
function jsonWays(facts: WayFacts, leaf: Leaf, binding: CliFieldBindingModel): Passing[] {
  const ways: Passing[] = [];
  for (const place of binding.json ?? []) {
    const json = jsonText(place, facts.bindings, facts.planned);
    if (json === null) continue;
    if (json.first !== leaf.path) ways.push({ kind: 'part' });
    else if (place.slot !== undefined) ways.push({ kind: 'slot', slot: place.slot, text: json.text });
    else {
      const flag = facts.command.flags.find((f) => f.name === place.flag);
      if (flag?.kind === 'String')
        ways.push({ kind: 'flag', flag: flag.name, words: [`--${flag.name}=${shellWord(json.text)}`] });
    }
  }
  return ways;
}

/**
 * The value whole: through each flag and slot that reads it (the case's text for an enum a
 * switch picks, or no way at all), and one argument per item where the action ranges over the
 * arguments from a slot on; not through an input that carries it as a part, nor one another
 * planned field needs with another value.
 */
function wholeWays(facts: WayFacts, leaf: Leaf, binding: CliFieldBindingModel): Passing[] {
  const isPart = (flag: string | undefined, slot: number | undefined) =>
    valueParts(binding).some((p) => p.flag === flag && p.slot === slot);
  const choice = binding.choices ? choiceText(binding, leaf) : undefined;
  if (choice === null) return [];
  const ways: Passing[] = [];
  for (const name of binding.flags) {
    const flag =
      picksAsPlanned(facts, leaf, name) && !isPart(name, undefined)
        ? facts.command.flags.find((f) => f.name === name)
        : undefined;
    const words =
      !flag || sharedWith(facts, leaf, { flag: name })
        ? []
        : choice !== undefined
          ? [`--${name}=${shellWord(choice)}`]
          : flagArgs(
              flag,
              binding.scale ? scaledFlagValue(binding.scale, leaf.value) : leaf.value,
              leaf.entry.field.name,
            );
    if (words.length > 0) ways.push({ kind: 'flag', flag: name, words });
  }
  const from = eachArgumentFrom(binding);
  const items = from !== undefined && leaf.value.kind === 'list' ? leaf.value.items.map(positionalText) : [];
  if (items.length > 0 && items.every((t) => t !== null))
    ways.push({ kind: 'slot', slot: from!, text: items[0]!, more: items.slice(1) as string[] });
  const text = choice ?? positionalText(leaf.value);
  for (const slot of binding.slots)
    if (text !== null && !isPart(undefined, slot) && !sharedWith(facts, leaf, { slot }))
      ways.push({ kind: 'slot', slot, text });
  return ways;
}

/**
 * Whether a flag or argument also sets another planned field to another value (`connect pubkey@host`), so it
 * cannot carry this one alone. (A flag whose presence picks an enum, `frcli threshold --uptime=0.5`, gives that
 * enum no value of its own; nor does an input set a field the action sets from it only under flags the line does
 * not give; nor one whose value the other field's own flag writes over: `loop out --amt` with `--max_swap_routing_fee`.)
 */
function sharedWith(facts: WayFacts, leaf: Leaf, input: { flag?: string; slot?: number }): boolean {
  const { bindings, planned } = facts;
  return bindings.some(
    (b) =>
      b.field !== leaf.path &&
      !b.flagChoices &&
      !b.compare &&
      !needsFlags(b) &&
      feeds(b, input) &&
      !writtenOverByOwnFlag(b, input, bindings) &&
      planned.some((l) => l.path === b.field && leafText(l.value) !== leafText(leaf.value)),
  );
}

/** Whether a flag that also picks another field's enum picks that field's planned value. */
function picksAsPlanned(facts: WayFacts, leaf: Leaf, name: string): boolean {
  return facts.bindings.every((b) => {
    const choices = b.field === leaf.path ? undefined : b.flagChoices?.filter((c) => c.flag === name);
    const other = facts.planned.find((l) => l.path === b.field);
    if (!choices?.length || !other) return true;
    return other.value.kind === 'enum' && choices.some((c) => isGoConstantOf(c.constant, enumConstant(other)));
  });
}

/**
 * The text of a flag or slot whose parts set several planned fields (`<pubkey>@<address>`):
 * the parts in order, joined by the separator, up to the last planned one (`lncli wtclient
 * remove <pubkey>` without its optional address); null when an earlier part is not planned or
 * a value has the separator in it.
 */
function partsText(part: ValuePart, bindings: CliFieldBindingModel[], planned: Leaf[]): string | null {
  const same = (p: ValuePart) => p.flag === part.flag && p.slot === part.slot && p.separator === part.separator;
  const texts: string[] = [];
  for (const b of bindings) {
    for (const p of valueParts(b)) {
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

/** Whether a flag or positional argument is one of the inputs a binding reads. */
function feeds(binding: CliFieldBindingModel, input: { flag?: string; slot?: number }): boolean {
  return input.flag !== undefined ? binding.flags.includes(input.flag) : binding.slots.includes(input.slot!);
}

/**
 * Whether the input's value for this field stands only without a flag of the field's own (one
 * setting no other field), which then writes over it: `--max_swap_routing_fee` over what `--amt` gave.
 */
function writtenOverByOwnFlag(
  binding: CliFieldBindingModel,
  input: { flag?: string; slot?: number },
  bindings: CliFieldBindingModel[],
): boolean {
  const when = inputCondition(binding, input);
  const own = binding.flags.filter(
    (f) => f !== input.flag && bindings.every((b) => b === binding || !b.flags.includes(f)),
  );
  return (
    when !== undefined && evaluateCondition(when, { flags: new Set(own), slots: new Set(), argCount: 0 }) === false
  );
}

/** Whether the action sets a binding's field only under flags (`importmc --failure`): the samples give no such switch. */
function needsFlags(binding: CliFieldBindingModel): boolean {
  return (
    binding.when !== undefined &&
    evaluateCondition(binding.when, { flags: new Set(), slots: new Set(), argCount: 0 }) !== true
  );
}

/**
 * The JSON text of a flag or slot the action decodes, with every planned field it carries at
 * its place (`[].node_pubkey` is the key node_pubkey of the one item of a list), and the first
 * of those fields; null when none is planned or a value has no JSON form.
 */
function jsonText(
  place: CliJsonPlace,
  bindings: CliFieldBindingModel[],
  planned: Leaf[],
): { text: string; first: string } | null {
  let root: unknown;
  let first: string | null = null;
  for (const leaf of planned) {
    const at = bindings
      .find((b) => b.field === leaf.path)
      ?.json?.find((p) => p.flag === place.flag && p.slot === place.slot);
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
  const object =
    into && typeof into === 'object' && !Array.isArray(into) ? { ...(into as Record<string, unknown>) } : {};
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

/** A list of messages as the texts of each item's set scalar fields, or null for any other value. */
export function messageItems(value: PlannedValue): Record<string, string>[] | null {
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
function itemTexts(
  value: PlannedValue,
  items: ArgumentItems,
  fullValue: PlannedValue | undefined,
): { texts: string[]; filled: string[] } | null {
  const planned = messageItems(value);
  const full = fullValue ? messageItems(fullValue) : null;
  if (!planned || planned.length === 0) return null;
  const texts: string[] = [];
  const filled = new Set<string>();
  for (const [i, item] of planned.entries()) {
    if (Object.keys(item).some((k) => !items.fields.includes(k))) return null;
    const parts = items.fields.map((p) => {
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
export function enumConstant(leaf: Leaf): string {
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
  return [parts.at(-2), parts.at(-3)].some(
    (owner) => owner !== undefined && (constant === `${owner}_${value}` || constant.endsWith(`_${owner}_${value}`)),
  );
}

/**
 * The flag whose case picks the planned enum value, as the one way to pass it: a bool flag
 * bare (`frcli outliers --uptime`); a flag with a value only when that value sets another
 * planned field (`frcli threshold --uptime=0.5` for threshold_value), which writes the words.
 * None when no case picks the value.
 */
function flagChoiceWays(
  binding: CliFieldBindingModel,
  leaf: Leaf,
  command: Command,
  carriesOther: (flag: string) => boolean,
): Passing[] {
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
  if (value.kind === 'scalar' && typeof value.value === 'boolean')
    return binding.choices?.find((c) => c.constant === String(value.value))?.text ?? null;
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

/** The text of a value as a positional argument, or null when it has none. */
function positionalText(value: PlannedValue): string | null {
  if (value.kind === 'scalar') return scalarText(value);
  if (value.kind === 'message') return outpointText(value);
  return null;
}
