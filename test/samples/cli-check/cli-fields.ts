/**
 * Maps a CLI sample's flags and positional arguments back to request fields and compares them
 * with the request plan.
 */
import type { MethodCli } from '../../../src/site/code-samples/method-cli.ts';
import {
  type ArgumentItems,
  type ValuePart,
  argumentItems,
  valueParts,
} from '../../../src/site/code-samples/cli-pieces.ts';
import type { CliFieldBindingModel } from '../../../src/proto/model-types.ts';
import { methodPlan } from '../../../src/site/code-samples/method-plan.ts';
import { argState, planLeaves } from '../../../src/site/code-samples/cli-args.ts';
import { isGoConstantOf } from '../../../src/site/code-samples/cli-arg-ways.ts';
import { evaluateCondition, inputCondition } from '../../../src/site/code-samples/cli-conditions.ts';
import type { DrivenCall } from '../../../src/site/code-samples/cli-driven.ts';
import { mapValueNote } from '../../../src/site/code-samples/cli-value-forms.ts';
import type { RequestVariant } from '../../../src/site/code-samples/request-plan.ts';
import { sortKeys } from '../sort-keys.ts';
import type { CliRun } from './cli-calls.ts';
import { checkPromptNotes, misreadFlag } from './cli-notes.ts';

/**
 * A command that drives the RPC itself (lncli openchannel --psbt for FundingStateStep): the
 * sample must say so, give the switches the call needs, name every planned field of the RPC in
 * a `# field:` line (the command sets none), and its other arguments are checked as the
 * minimal request the command starts with (OpenChannel's).
 */
export function checkDrivenCall(
  run: CliRun,
  command: MethodCli,
  driven: DrivenCall,
  given: { name: string; value: string }[],
  positional: string[],
  code: string,
): string | null {
  const rpcName = run.method.fullName.split('.').at(-1)!;
  if (!code.includes(`calls ${rpcName} itself`))
    return `${command.path} sends no ${rpcName} request built from its arguments, and the sample does not say so`;
  for (const flag of driven.callFlags)
    if (!given.some((g) => g.name === flag)) return `${command.path} does not call ${rpcName} without --${flag}`;
  const commented = new Set(code.split('\n').flatMap((line) => /^# ([\w.]+): /.exec(line)?.[1] ?? []));
  for (const leaf of planLeaves(methodPlan({ service: run.service, method: run.method }, run.variant).entries, [])) {
    if (!commented.has(leaf.path)) return `drops ${leaf.path}: ${command.path} cannot set it and no comment says so`;
  }
  const start = run.service.subServices.flatMap((s) => s.methods).find((m) => m.fullName === driven.startRpc);
  if (!start) return `${driven.startRpc} is not documented`;
  return checkCliFields(
    { ...run, method: start, variant: 'minimal' },
    command,
    given.filter((g) => !driven.callFlags.includes(g.name)),
    positional,
    code,
  );
}

/**
 * Maps the flags and positional arguments back to request fields (the bindings read from the
 * Go action) and compares them with the plan: every planned field must arrive with its value
 * or be named in a `# field: ...` comment of the sample, and every argument must set a planned field.
 */
export function checkCliFields(
  run: CliRun,
  command: MethodCli,
  given: { name: string; value: string }[],
  positional: string[],
  code: string,
): string | null {
  const bindings = command.inputs!.requests.find((r) => r.rpc === run.method.fullName)?.fields ?? [];
  const cli = command.path.split(' ')[0]!;
  const state = argState([...given.map((g) => `--${g.name}`), ...positional], command);
  // A slot the action ranges over from (`for _, arg := range ctx.Args()`) takes every argument left, each one item.
  const slotValues = new Map<number, string[]>();
  let next = 0;
  for (const p of command.inputs!.positional) {
    if (!state.slots.has(p.slot)) continue;
    // The arguments from here on are the items of a list of messages (below).
    if (bindings.some((b) => argumentItems(b)?.slot === p.slot)) break;
    const count = p.spread ? positional.length - next : 1;
    slotValues.set(p.slot, positional.slice(next, next + count));
    next += count;
  }
  // Every argument from a slot on as one item of a repeated message field (`info:read`), split as the action splits it.
  const itemsBinding = bindings.find((b) => argumentItems(b)?.slot === next);
  const items = itemsBinding ? cliItems(positional.slice(next), argumentItems(itemsBinding)!) : [];
  if (typeof items === 'string') return `${command.path} stops: ${items}`;
  if (!itemsBinding && next < positional.length) return `${command.path} takes no argument ${positional[next]}`;
  const sent = new Map<string, string[]>();

  const requiredExtra = new Set(
    code.split('\n').flatMap((line) => /^# ([\w.[\]]+): \S+ requires it/.exec(line)?.[1] ?? []),
  );
  const flagsWithoutField = new Set(
    code.split('\n').flatMap((line) => /^# --([\w-]+): \S+ requires it; it sets no field/.exec(line)?.[1] ?? []),
  );
  const planLeavesOf = (variant: RequestVariant, commentedToo: boolean) =>
    planLeaves(methodPlan({ service: run.service, method: run.method }, variant).entries, bindings, commentedToo);
  // The plan, and the fields the sample says the command requires beyond it (with the full request's values).
  const expected = [
    ...planLeavesOf(run.variant, false),
    ...planLeavesOf('full', true).filter((l) => requiredExtra.has(l.path)),
  ];
  const planned = new Set(expected.map((e) => e.path));

  // A field carried as one part of the text (`pubkey@address`) gets that part, as Go's strings.Split cuts it (none when the text has no such part).
  const record = (
    what: string,
    value: string,
    fields: string[],
    partOf: (b: CliFieldBindingModel) => ValuePart | undefined,
    input: { flag?: string; slot?: number },
  ) => {
    if (!fields.some((f) => planned.has(f)))
      return `${what} sets no field the request plan sets (${fields.join(', ') || 'none'})`;
    for (const field of fields) {
      const binding = bindings.find((b) => b.field === field)!;
      // A field the action sets only under flags (`importmc --failure`) gets nothing from this input otherwise.
      if (binding.when && evaluateCondition(binding.when, state) !== true) continue;
      // Nor does an input whose value a later assignment writes over (`--amt` under `--max_swap_routing_fee`).
      const own = inputCondition(binding, input);
      if (own && evaluateCondition(own, state) !== true) continue;
      const part = partOf(binding);
      // A JSON text the action decodes: the values at the field's place in it.
      const place = binding.json?.find((p) =>
        p.flag !== undefined ? what === `--${p.flag}` : what.startsWith(`argument ${p.slot! + 1} `),
      );
      if (place) {
        let decoded: unknown;
        try {
          decoded = JSON.parse(value);
        } catch {
          return `${what} is not JSON`;
        }
        for (const found of valuesAt(decoded, place.path.match(/\[\]|\.[^.[]+/g) ?? []))
          sent.set(field, [...(sent.get(field) ?? []), String(found)]);
        continue;
      }
      const text = part ? value.split(part.separator)[part.index] : value;
      if (text !== undefined) sent.set(field, [...(sent.get(field) ?? []), text]);
    }
    return null;
  };
  // The switches the action needs to reach the call (read from Go): given, and setting no field.
  const callFlags = (command.inputs!.requests.find((r) => r.rpc === run.method.fullName)?.callFlags ?? []).filter(
    (f) => command.flags.find((x) => x.name === f)?.kind === 'Bool',
  );
  for (const flag of callFlags)
    if (!given.some((g) => g.name === flag))
      return `${command.path} does not call ${run.method.name} without --${flag}`;
  for (const g of given) {
    const misread = misreadFlag(cli, g.name, bindings, expected, command.flags);
    if (misread) return misread;
    if (callFlags.includes(g.name) && !bindings.some((b) => b.flags.includes(g.name))) continue;
    if (flagsWithoutField.has(g.name) && !bindings.some((b) => b.flags.includes(g.name))) continue;
    const problem = record(
      `--${g.name}`,
      g.value,
      bindings.filter((b) => b.flags.includes(g.name)).map((b) => b.field),
      (b) => valueParts(b).find((p) => p.flag === g.name),
      { flag: g.name },
    );
    if (problem) return problem;
  }
  for (const [slot, values] of slotValues) {
    for (const [i, value] of values.entries()) {
      const problem = record(
        `argument ${slot + i + 1} (${value})`,
        value,
        bindings.filter((b) => b.slots.includes(slot)).map((b) => b.field),
        (b) => valueParts(b).find((p) => p.slot === slot),
        { slot },
      );
      if (problem) return problem;
    }
  }
  if (itemsBinding && items.length > 0) {
    const problem = record(
      `arguments ${next + 1}.. (${positional.slice(next).join(' ')})`,
      JSON.stringify(sortKeys(items)),
      [itemsBinding.field],
      () => undefined,
      { slot: next },
    );
    if (problem) return problem;
  }
  // An enum the action picks by a switch on the text: the text stands for the constant its case picks.
  for (const b of bindings) {
    const values = sent.get(b.field);
    if (!b.choices || !values) continue;
    const picked = values.map((v) => b.choices!.find((c) => c.text === v)?.constant);
    if (picked.some((c) => c === undefined))
      return `${b.field}: ${command.path} accepts only ${b.choices.map((c) => c.text).join(', ')}, not ${values.join(',')}`;
    const leaf = expected.find((e) => e.path === b.field);
    const matches = (constant: string) =>
      leaf?.enumConstant !== undefined && isGoConstantOf(constant, leaf.enumConstant);
    sent.set(
      b.field,
      picked.map((c) => (matches(c!) ? leaf!.text! : c!)),
    );
  }
  // An enum the action picks by which flag is given: the given flag stands for the constant its case picks.
  for (const b of bindings) {
    if (!b.flagChoices || !sent.has(b.field)) continue;
    const picked = given.flatMap((g) => b.flagChoices!.filter((c) => c.flag === g.name).map((c) => c.constant));
    const leaf = expected.find((e) => e.path === b.field);
    const matches = (constant: string) =>
      leaf?.enumConstant !== undefined && isGoConstantOf(constant, leaf.enumConstant);
    sent.set(
      b.field,
      picked.map((c) => (matches(c) ? leaf!.text! : c)),
    );
  }
  const commented = new Set(code.split('\n').flatMap((line) => /^# ([\w.[\]]+): /.exec(line)?.[1] ?? []));
  const prompts = checkPromptNotes(
    command.path,
    bindings,
    expected.map((e) => e.path),
    code,
  );
  if (prompts) return prompts;
  const cliLines = code.split('\n');
  for (const leaf of expected) {
    const values = sent.get(leaf.path);
    if (!values) {
      if (commented.has(leaf.path)) continue;
      return `drops ${leaf.path}: no flag or argument sets it and no comment says why`;
    }
    if (leaf.keys) {
      // A map the command builds keyed by a flag's values: those are its keys, and each value it does not send is said.
      const binding = bindings.find((b) => b.field === leaf.path)!;
      if ([...values].sort().join(',') !== [...leaf.keys.keys].sort().join(','))
        return `sets the keys of ${leaf.path} to ${values.join(',')}, the plan has ${leaf.keys.keys.join(',')}`;
      const unsaid = leaf.keys.valued.find(
        (key) => !cliLines.includes(mapValueNote(cli, leaf.path, key, binding.flags[0]!)),
      );
      if (unsaid !== undefined)
        return `drops the value of ${leaf.path}[${unsaid}]: --${binding.flags[0]} sets only the key, and no comment says so`;
      continue;
    }
    if (leaf.items) {
      // An item part the sample says the command requires (`# permissions.entity: lncli requires it`) has the full request's value.
      const full = planLeavesOf('full', true).find((l) => l.path === leaf.path)?.items ?? [];
      const want = leaf.items.map((item, i) => ({
        ...item,
        ...Object.fromEntries(
          Object.entries(full[i] ?? {}).filter(([part]) => requiredExtra.has(`${leaf.path}.${part}`)),
        ),
      }));
      if (values.length !== 1 || values[0] !== JSON.stringify(sortKeys(want)))
        return `sets ${leaf.path} to ${values.join(',')}, the plan has ${JSON.stringify(sortKeys(want))}`;
      continue;
    }
    // Several flags may feed one field (loop's fee flags all set fee_ppm): they must agree.
    if ([...new Set(values)].join(',') !== leaf.text && values.join(',') !== leaf.text)
      return `sets ${leaf.path} to ${values.join(',')}, the plan has ${leaf.text}`;
  }
  return null;
}

/** Arguments as the items the Go action builds from them (each split at the separator into the parts), or why it refuses one. */
function cliItems(words: string[], items: ArgumentItems): Record<string, string>[] | string {
  const out: Record<string, string>[] = [];
  for (const word of words) {
    const parts = items.separator === '' ? [word] : word.split(items.separator);
    if (parts.length !== items.fields.length || parts.some((p) => p === ''))
      return `cannot split ${word} into ${items.fields.join(items.separator || ' ')}`;
    out.push(Object.fromEntries(items.fields.map((name, i) => [name, parts[i]!])));
  }
  return out;
}

/** The values at a JSON path (`[]` every item of a list, `.key` an object's key). */
function valuesAt(value: unknown, steps: string[]): unknown[] {
  if (value === undefined || value === null) return [];
  if (steps.length === 0) return [value];
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '[]') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  return typeof value === 'object' && !Array.isArray(value)
    ? valuesAt((value as Record<string, unknown>)[step.slice(1)], rest)
    : [];
}
