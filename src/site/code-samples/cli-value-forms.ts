/**
 * Fields a command's flag feeds in a form other than the value written (read from Go, see
 * `CliFieldBindingModel`): a map whose keys are the flag's values (litcli autopilot add builds
 * `features` keyed by each `--feature`), a timestamp the command computes as the time it runs
 * plus a flag (`--expiry` seconds), and a number another module's parser reads from a text
 * flag (`--privacy-flags` through `session.Parse`, whose names the files read do not list).
 * The sample writes a map's keys and says its values are not sent; the other two cannot carry
 * the planned value, so the sample says why instead of writing a wrong one.
 */
import type { FieldModel } from '../../proto/model-types.ts';
import type { CliFieldBindingModel, CliFlagModel } from '../../proto/cli-model-types.ts';
import { shellWord } from './literals.ts';
import type { PlannedValue } from './request-plan.ts';

const INTEGER = /^(?:u?int|s?fixed)(?:32|64)$/;

/** Why the binding's flags cannot carry the planned value of a field, as its comment line; null when they can. */
export function unwritableNote(
  cli: string,
  path: string,
  field: FieldModel,
  binding: CliFieldBindingModel | undefined,
  flags: CliFlagModel[],
): string | null {
  if (!binding || binding.flags.length === 0) return null;
  const flagNames = binding.flags.map((f) => `--${f}`).join(', ');
  if (binding.fromNow) return `# ${path}: ${cli} sets it to the time it runs plus ${flagNames}, not to a given value`;
  const textFlags = binding.flags.every((name) => flags.find((f) => f.name === name)?.kind === 'String');
  if (binding.via && textFlags && field.type.kind === 'scalar' && INTEGER.test(field.type.name))
    return `# ${path}: ${cli} reads ${flagNames} through ${binding.via}, not as the number it holds`;
  return null;
}

/** The words giving a map's keys (`--feature=AutoFees` per key), and the comment lines for the values not sent; null when the binding is no map-keys binding. */
export function mapKeyArgs(
  cli: string,
  path: string,
  value: PlannedValue,
  binding: CliFieldBindingModel | undefined,
  flags: CliFlagModel[],
): { words: string[]; notes: string[] } | null {
  if (!binding?.mapKeys || value.kind !== 'map' || binding.flags.length !== 1) return null;
  const flag = flags.find((f) => f.name === binding.flags[0]);
  if (!flag || (!/Slice$/.test(flag.kind) && value.entries.length !== 1)) return null;
  const words = value.entries.map((e) => `--${flag.name}=${shellWord(e.key)}`);
  const notes = mapKeys(value)!.valued.map((key) => mapValueNote(cli, path, key, flag.name));
  return { words, notes };
}

/** The comment saying a map entry's value is not sent: the command sets only its key. */
export function mapValueNote(cli: string, path: string, key: string, flag: string): string {
  return `# ${path}[${key}]: ${cli} sets the key from --${flag}; this sample sends no value for it`;
}

/** A map's keys, and those whose value sets something (which a command setting only keys does not send). */
export interface MapKeys {
  keys: string[];
  valued: string[];
}

/** The keys of a planned map value, or null for any other value. */
export function mapKeys(value: PlannedValue): MapKeys | null {
  if (value.kind !== 'map') return null;
  return {
    keys: value.entries.map((e) => e.key),
    valued: value.entries.filter((e) => !isEmptyValue(e.value)).map((e) => e.key),
  };
}

function isEmptyValue(value: PlannedValue): boolean {
  return value.kind === 'message' && value.message.entries.every((e) => e.state !== 'set');
}
