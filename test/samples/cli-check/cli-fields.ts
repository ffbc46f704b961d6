/**
 * Judges a CLI sample's command line against the request it stands for, with nothing the
 * generator computed: the second reading of the CLI's Go source (which flags and arguments each
 * request field is set from, the words a switch turns into constants, the switches the call
 * needs) and the sample's own text (its command line and its `# field: ...` lines). Every
 * planned value must arrive through an input that sets its field, or be named in a comment;
 * every flag and argument must set a field the plan sets.
 */
import { ARGS, ARG_AT, fieldKey, readAction } from './go-action-reading.ts';
import { callSwitches, callsRpc, stringChoices } from './go-call-reading.ts';
import type { GoCliPackage, GoCommand } from './go-cli-reading.ts';
import { earlyStop } from './go-early-stops.ts';
import { carries, plannedLeaves, wordsSaid } from './cli-values.ts';
import { KNOWN_UNSAID, checkSentValues } from './cli-sent.ts';
import { positionalWords } from './second-reading.ts';
import { sentFor } from './go-unit-reading.ts';

/** A command line after the command path: each flag (by the name the sample wrote) with its value, and the positional words. */
export interface CommandLine {
  flags: { name: string; value: string | undefined }[];
  positional: string[];
}

/** What the check needs of a run: the RPC's Go method name, the canonical planned request, the sample's text. */
export interface FieldsRun {
  rpc: string;
  expected: unknown;
  code: string;
  /** The full request as canonical JSON: the values of fields the sample sets because the command requires them. */
  fullExpected?: unknown;
  /** Whether the command must call the RPC (false for a command only the proto comment names). */
  mustCall?: boolean;
  /** Whether a word picks the zero value of the enum field at a path (from the proto's enums; never, when not given). */
  zeroWord?: (path: string, word: string) => boolean;
}

/** Why the command line does not send the planned request, or null. */
export function checkCliFields(
  pkg: GoCliPackage,
  command: GoCommand,
  commandPath: string,
  line: CommandLine,
  run: FieldsRun,
): string | null {
  if (!command.action) return `the second reading finds no action of ${commandPath}`;
  if (run.mustCall !== false && !callsRpc(pkg, command.action, run.rpc))
    return `${commandPath} does not call ${run.rpc}`;
  const names = (flag: string) => command.flags?.get(flag)?.names ?? [flag];
  const given = new Map<string, string | undefined>();
  for (const f of line.flags) for (const n of names(f.name)) given.set(n, f.value ?? 'true');
  const stop = earlyStop(pkg, command.action, run.rpc, {
    flags: given,
    count: line.flags.length,
    positional: line.positional.length,
  });
  if (stop) return `${commandPath} stops: ${stop}`;
  const switches = callSwitches(pkg, command.action, run.rpc);
  for (const flag of switches) if (!given.has(flag)) return `${commandPath} does not call ${run.rpc} without --${flag}`;
  const commented = sampleNotes(run.code);
  const leaves = plannedLeaves(run.expected);
  // The command sends a request of its own making (`lncli openchannel --psbt`): every planned field is said, none set.
  if (run.code.includes(`calls ${run.rpc} itself`)) {
    const unsaid = leaves.find((l) => !isNoted(l.path, commented.fields));
    return unsaid ? `drops ${unsaid.path}: ${commandPath} cannot set it and no comment says so` : null;
  }
  const facts = readAction(pkg, command.action, command.flags ? new Set(command.flags.keys()) : undefined);
  const choices = stringChoices(pkg, command.action);
  // The inputs each field is set from, by every name of a flag.
  const inputsOf = (path: string) =>
    new Set(
      ancestors(path).flatMap((p) => [...(facts.fieldInputs.get(fieldKey(p.split('.').at(-1)!)) ?? [])].flatMap(names)),
    );
  // The values the sample sets beyond the plan because the command requires them (`# x: tapcli requires it`): the full request's.
  const required = plannedLeaves(run.fullExpected ?? {}).filter((l) => isNoted(l.path, commented.required));
  // Each positional word where the action reads it: a field set from one read gets that read's word only.
  const readWords = positionalWords(facts.positional, new Set(given.keys()), line.positional);
  const argumentWords = (inputs: Set<string>): string[] => {
    const reads = [...inputs].filter((i) => i.startsWith(ARG_AT)).map(readLine);
    if (inputs.has(ARGS) || reads.some((r) => !facts.positional.some((p) => p.line === r))) return line.positional;
    return reads.flatMap((r) => readWords.get(r)?.word ?? []);
  };
  for (const leaf of [...leaves.filter((l) => !isNoted(l.path, commented.fields)), ...required]) {
    const inputs = inputsOf(leaf.path);
    const words = [
      // A flag a switch case tests (`case ctx.IsSet("uptime")`) stands for the constant the case picks.
      ...line.flags
        .filter((f) => names(f.name).some((n) => inputs.has(n)))
        .flatMap((f) => [
          ...(choices.has(`--${names(f.name)[0]}`) ? [`--${names(f.name)[0]}`] : []),
          sentValue(facts, names(f.name), f.value ?? 'true'),
        ]),
      ...argumentWords(inputs),
    ];
    if (words.length === 0) return `drops ${leaf.path}: no flag or argument sets it and no comment says why`;
    if (!carries(words, leaf.value, choices))
      return `sets ${leaf.path} to ${wordsSaid(words, choices)}, the plan has ${JSON.stringify(leaf.value).replace(/^"|"$/g, '')}`;
  }
  const sentProblem = checkSentValues(
    facts,
    command,
    {
      given,
      planned: leaves.map((l) => l.path),
      known: plannedLeaves(run.fullExpected ?? {}).map((l) => l.path),
      code: run.code,
      zeroWord: run.zeroWord ?? (() => false),
    },
    KNOWN_UNSAID.get(commandPath),
  );
  if (sentProblem) return `${commandPath} ${sentProblem}`;
  const plannedInputs = new Set(
    [...leaves.map((l) => l.path), ...commented.required].flatMap((path) => [...inputsOf(path)]),
  );
  for (const flag of line.flags) {
    if (switches.includes(names(flag.name)[0]!) || commented.noField.has(flag.name)) continue;
    if (!names(flag.name).some((n) => plannedInputs.has(n)))
      return `--${flag.name} sets no field the request plan sets`;
  }
  // Arguments read as a whole (through a helper, a range: ARGS, or a read this reading cannot place) may each set a planned field.
  const whole = [...plannedInputs].some(
    (i) => i === ARGS || (i.startsWith(ARG_AT) && !facts.positional.some((p) => p.line === readLine(i))),
  );
  const used = new Set([...plannedInputs].flatMap((i) => readWords.get(readLine(i))?.index ?? []));
  const unused = line.positional.findIndex((_, k) => !used.has(k));
  if (unused >= 0 && !whole)
    return `${commandPath} takes no argument ${line.positional[unused]} for a field the plan sets`;
  return null;
}

/** What a flag's value sends: converted where the action converts its unit (`--sat_per_vbyte=2` sends 500 sat/kw). */
function sentValue(facts: ReturnType<typeof readAction>, flagNames: string[], value: string): string {
  const unit = flagNames.map((n) => facts.units.get(n)).find((u) => u !== undefined);
  return unit && /^-?\d+$/.test(value) ? sentFor(unit, value) : value;
}

/** The line of a positional read from its label (`#arg@42`), NaN for any other input. */
function readLine(input: string): number {
  return input.startsWith(ARG_AT) ? Number(input.slice(ARG_AT.length)) : Number.NaN;
}

/** What the sample's comments say: fields it names, fields it sets beyond the plan, flags that set no field. */
function sampleNotes(code: string): { fields: Set<string>; required: Set<string>; noField: Set<string> } {
  const lines = code.split('\n');
  const clean = (path: string) => path.replace(/\[[^\]]*\]/g, '');
  return {
    fields: new Set(lines.flatMap((l) => /^# ([\w.]+(?:\[[^\]]*\])?[\w.]*): /.exec(l)?.[1] ?? []).map(clean)),
    required: new Set(
      lines.flatMap((l) => /^# ([\w.]+(?:\[[^\]]*\])?[\w.]*): \S+ requires it/.exec(l)?.[1] ?? []).map(clean),
    ),
    noField: new Set(
      lines.flatMap((l) => /^# --([\w-]+): \S+ (?:requires it; it sets no field|needs it to call)/.exec(l)?.[1] ?? []),
    ),
  };
}

/** A path and the paths of the messages around it (`a.b.c`, `a.b`, `a`). */
function ancestors(path: string): string[] {
  const parts = path.split('.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}

function isNoted(path: string, noted: Set<string>): boolean {
  return ancestors(path).some((p) => noted.has(p));
}
