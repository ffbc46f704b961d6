/**
 * The flag defaults a command sends. urfave/cli gives a flag's `Value:` when the flag is not
 * given, so an action that reads the flag into a request field without asking whether it is set
 * sends that default: `tapcli assets backup export` without `--mode` sends COMPACT (`Value:
 * "compact"`), where a request leaving the field out means RAW. An action that tests the flag
 * anywhere (`if ctx.IsSet("conf_target")`, a helper's `case !c.IsSet(...)`) may send nothing
 * without it, so no default is assumed there; nor for a field set only under flags, from several
 * inputs, or in another form (a comparison, a map's keys, another module's parser).
 */
import type { MessageModel } from '../../proto/model-types.ts';
import type { CliFieldBindingModel } from '../../proto/cli-model-types.ts';
import { fieldAtPath } from '../proto-go-names.ts';
import { textOf } from '../go-file.ts';
import { flagReads } from './action-guards.ts';
import { helperCalls, scopeKey } from './action-scope.ts';
import type { CliReader, Scope } from './input-types.ts';

/** The bindings with `sentDefault` where the command sends a flag's default without the flag. */
export function withSentDefaults(
  reader: CliReader,
  scope: Scope,
  message: MessageModel,
  fields: CliFieldBindingModel[],
): CliFieldBindingModel[] {
  const defaults = reader.flagWords.defaults;
  if (!defaults || defaults.size === 0) return fields;
  const tested = testedFlags(reader, scope);
  return fields.map((binding) => {
    const flag = binding.flags.length === 1 && binding.slots.length === 0 ? binding.flags[0]! : null;
    const value = flag === null ? undefined : defaults.get(flag);
    if (flag === null || value === undefined || tested.has(flag) || !plainlyRead(binding)) return binding;
    if (picksZero(reader, message, binding, value)) return binding;
    // A flag in another unit sends its default converted (pool sidecar offer's `--max_batch_fee_rate`
    // 100 sat/vB is 25000 sat/kw); not said yet: the check's reading binds that field to the whole bid.
    if (binding.scale) return binding;
    return { ...binding, sentDefault: { flag, value } };
  });
}

/**
 * Whether the default's text picks an enum's zero value (tapcli mint's `--meta_type` "opaque" is
 * META_TYPE_OPAQUE, 0, read through a helper's switch; litcli's `--type` "readonly"): the request
 * carries the same with or without it.
 */
function picksZero(reader: CliReader, message: MessageModel, binding: CliFieldBindingModel, text: string): boolean {
  const field = fieldAtPath(message, binding.field, reader.types.messages);
  if (field?.type.kind !== 'enum') return false;
  const zero = reader.types.enums?.[field.type.fullName]?.values.find((v) => v.number === 0)?.name;
  if (zero === undefined) return false;
  // The constant a switch or map picks for the text; else the text as the value's last words (a helper's own parse).
  const constant = binding.choices?.find((c) => c.text === text)?.constant;
  if (constant) return constant === zero || constant.endsWith(`_${zero}`);
  const upper = text.toUpperCase().replace(/-/g, '_');
  return zero === upper || zero.endsWith(`_${upper}`);
}

/**
 * The flags the action or a helper it hands the context to tests with `IsSet`: read as calls,
 * and in the text too, since the parser takes `if a.IsSet("x") && b.IsSet("y") {` as a literal
 * after the first call (lncli listchaintxns's `end_height` is tested so).
 */
function testedFlags(reader: CliReader, scope: Scope): Set<string> {
  const tested = new Set(flagReads(reader, scope, /^IsSet$/).map((r) => r.flag));
  const seen = new Set<string>();
  const visit = (s: Scope) => {
    if (seen.has(scopeKey(s))) return;
    seen.add(scopeKey(s));
    for (const m of textOf(s.file, s.body).matchAll(/\.IsSet\(\s*"([^"]+)"\s*\)/g)) tested.add(m[1]!);
    for (const { helper } of helperCalls(reader.program, s)) visit(helper);
  };
  visit(scope);
  return tested;
}

/** Whether the field is the flag's value as read, always: no condition, no other form, no prompt. */
function plainlyRead(b: CliFieldBindingModel): boolean {
  return !(
    b.when ||
    b.inputWhen ||
    b.compare ||
    b.mapKeys ||
    b.fromNow ||
    b.via ||
    b.pieces ||
    b.json ||
    b.prompt ||
    b.flagChoices
  );
}
