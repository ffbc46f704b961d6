/**
 * The flag defaults a command sends. urfave/cli gives a flag's `Value:` when the flag is not
 * given, so an action that reads the flag into a request field without asking whether it is set
 * sends that default: `tapcli assets backup export` without `--mode` sends COMPACT (`Value:
 * "compact"`), where a request leaving the field out means RAW. An action that tests the flag
 * anywhere (`if ctx.IsSet("conf_target")`, a helper's `case !c.IsSet(...)`) may send nothing
 * without it, so no default is assumed there; nor for a field set only under flags, from several
 * inputs, or in another form (a comparison, a map's keys, another module's parser).
 */
import type { CliFieldBindingModel, MessageModel } from '../../proto/model-types.ts';
import { fieldAtPath } from '../proto-go-names.ts';
import { flagReads } from './action-guards.ts';
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
  const tested = new Set(flagReads(reader, scope, /^IsSet$/).map((r) => r.flag));
  return fields.map((binding) => {
    const flag = binding.flags.length === 1 && binding.slots.length === 0 ? binding.flags[0]! : null;
    const value = flag === null ? undefined : defaults.get(flag);
    if (flag === null || value === undefined || tested.has(flag) || !plainlyRead(binding)) return binding;
    if (picksZero(reader, message, binding, value)) return binding;
    return { ...binding, sentDefault: { flag, value } };
  });
}

/**
 * Whether the default's text picks an enum's zero value (tapcli mint's `--meta_type` "opaque" is
 * META_TYPE_OPAQUE, 0): the request carries the same with or without it.
 */
function picksZero(reader: CliReader, message: MessageModel, binding: CliFieldBindingModel, text: string): boolean {
  const constant = binding.choices?.find((c) => c.text === text)?.constant;
  const field = constant ? fieldAtPath(message, binding.field, reader.types.messages) : undefined;
  if (!constant || field?.type.kind !== 'enum') return false;
  const zero = reader.types.enums?.[field.type.fullName]?.values.find((v) => v.number === 0)?.name;
  return zero !== undefined && (constant === zero || constant.endsWith(`_${zero}`));
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
