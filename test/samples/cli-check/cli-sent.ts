/**
 * What a CLI command sends for fields its command line does not write, worked out from the
 * second reading of the Go source alone, and checked against the sample's `# field: <cli> sends
 * <value> (...)` lines: a flag's `Value:` default where the line leaves the flag out and the
 * action reads it without asking whether it is given (`tapcli assets backup export` sends mode
 * "compact"), and a field written as a comparison of a flag's value with a number
 * (`SpendUnconfirmed: minConfs == 0`), from the flag on the line or its default. A default the
 * request carries the same without (the enum's zero value, by the proto's enum) needs no line.
 */
import { ARGS, ARG_AT, fieldKey } from './go-action-reading.ts';
import type { ActionFacts, GoCommand } from './go-cli-reading.ts';
import { sentFor } from './go-unit-reading.ts';

/** What the check needs besides the reading: the line's flags, the planned fields' paths, the sample's text. */
export interface SentFacts {
  /** The flags on the line by every name, with their values ('true' for a bare bool). */
  given: Map<string, string | undefined>;
  /** Paths of every field the plan sets, and of every field the full request has (to name a field by its key). */
  planned: string[];
  known: string[];
  code: string;
  /** Whether a word picks the enum's zero value of the field at a path (`opaque` for META_TYPE_OPAQUE). */
  zeroWord: (path: string, word: string) => boolean;
}

/**
 * Values the command sends that its samples do not say yet, by command path and field path, with
 * why: the generator's reading binds the message around the field whole (`ask` from every flag
 * of `pool orders submit ask`), so it cannot tell which field a flag's default lands in.
 */
export const KNOWN_UNSAID: ReadonlyMap<string, string[]> = new Map([
  ['pool orders submit ask', ['ask.confirmation_constraints']],
]);

/** Why the sample's "sends" lines differ from what the command sends without its flags, or null. */
export function checkSentValues(
  facts: ActionFacts,
  command: GoCommand,
  sent: SentFacts,
  unsaid: readonly string[] = [],
): string | null {
  const said = new Map<string, string>();
  for (const line of sent.code.split('\n')) {
    const m = /^# ([\w.[\]]+): \S+ sends (.+?) \(.+\)$/.exec(line);
    if (m) said.set(m[1]!.replace(/\[[^\]]*\]/g, ''), m[2]!);
  }
  const expected = expectedSent(facts, command, {
    ...sent,
    known: [...new Set([...sent.known, ...said.keys()])],
    said: new Set(said.keys()),
  });
  for (const [path, value] of expected) {
    if (!said.has(path) && unsaid.includes(path)) continue;
    if (!said.has(path)) return `${path}: the command sends ${value} and the sample does not say so`;
    if (said.get(path) !== value)
      return `${path}: the sample says it sends ${said.get(path)}, the command sends ${value}`;
  }
  for (const path of said.keys())
    if (!expected.has(path)) return `${path}: the sample says the command sends a value this reading does not find`;
  return null;
}

/** The field paths the command sends a value for that the line does not write, with that value. */
function expectedSent(
  facts: ActionFacts,
  command: GoCommand,
  sent: SentFacts & { said: Set<string> },
): Map<string, string> {
  const out = new Map<string, string>();
  const isPlanned = (path: string) => sent.planned.includes(path);
  for (const [key, inputs] of facts.fieldInputs) {
    const flag = onlyFlag(command, inputs);
    if (!flag) continue;
    const value = flag.names.map((n) => sent.given.get(n)).find((v) => v !== undefined) ?? flag.value;
    const paths = sent.known.filter((p) => fieldKey(p.split('.').at(-1)!.replace(/\[\]$/, '')) === key);
    const compared = facts.comparisons.get(key);
    if (compared) {
      const result = String((Number(value ?? 0) === compared.value) === (compared.op === '=='));
      for (const path of paths) if (isPlanned(path) || result === 'true') out.set(path, result);
      continue;
    }
    const given = flag.names.some((n) => sent.given.has(n));
    const unit = flag.names.map((n) => facts.units.get(n)).find((u) => u !== undefined);
    // A flag in another unit sends another value than the plan's where no flag value gives it: the sample says so.
    if (given && unit && value !== undefined) {
      for (const path of paths) if (isPlanned(path) && sent.said.has(path)) out.set(path, sentFor(unit, value));
      continue;
    }
    if (given || flag.value === undefined || ['', '0', 'false'].includes(flag.value)) continue;
    if (flag.names.some((n) => facts.testedFlags.has(n))) continue;
    // Fields are known by name only: where the word is the zero of any field of that name, which one it sets is not told.
    if (paths.some((path) => sent.zeroWord(path, flag.value!))) continue;
    const defaultSent = unit ? sentFor(unit, flag.value) : flag.value;
    for (const path of paths) if (!isPlanned(path)) out.set(path, defaultSent);
  }
  return out;
}

/** The one flag a field's inputs name (by any of its names), or null when it has others or arguments. */
function onlyFlag(command: GoCommand, inputs: Set<string>): { names: string[]; value?: string } | null {
  if ([...inputs].some((i) => i === ARGS || i.startsWith(ARG_AT))) return null;
  const flags = new Set([...inputs].map((i) => command.flags?.get(i)));
  const [flag] = flags;
  return flags.size === 1 && flag ? flag : null;
}
