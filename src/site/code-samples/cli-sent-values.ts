/**
 * What a CLI command sends for fields its line does not write, said in the sample so that it
 * agrees with what the command really sends (read from Go, see `CliFieldBindingModel`): a flag's
 * default where the line leaves the flag out (`tapcli assets backup export` sends `--mode`'s
 * "compact"), and a field the action computes from a flag rather than reads from it (lncli's
 * `spend_unconfirmed` is `--min_confs == 0`), worked out from the flag's value on the line or
 * its default.
 */
import type { CliFieldBindingModel, CliFlagModel } from '../../proto/cli-model-types.ts';

/** The comment lines on values the command sends that the line does not write: `# mode: tapcli sends compact (--mode's default)`. */
export function sentValueNotes(
  cli: string,
  flags: CliFlagModel[],
  bindings: CliFieldBindingModel[],
  planned: ReadonlySet<string>,
  words: string[],
): string[] {
  const given = givenValues(words, flags);
  return bindings.flatMap((b): string[] => {
    if (b.compare && b.flags.length === 1) {
      const flag = b.flags[0]!;
      const value = given.get(flag) ?? goDefault(flags.find((f) => f.name === flag));
      if (value === null) return [];
      const sent = (Number(value) === Number(b.compare.value)) === (b.compare.op === '==');
      return planned.has(b.field) || sent
        ? [`# ${b.field}: ${cli} sends ${sent} (--${flag} ${b.compare.op} ${b.compare.value})`]
        : [];
    }
    const d = b.sentDefault;
    if (!d || given.has(d.flag) || planned.has(b.field)) return [];
    return [`# ${b.field}: ${cli} sends ${d.value} (--${d.flag}'s default)`];
  });
}

/** The value of each flag on the line, by the flag's name (an alias counts as the flag). */
function givenValues(words: string[], flags: CliFlagModel[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const word of words) {
    if (!word.startsWith('--')) continue;
    const [name, ...rest] = word.slice(2).split('=');
    const flag = flags.find((f) => f.name === name || f.aliases.includes(name!));
    out.set(flag?.name ?? name!, rest.length > 0 ? unquoted(rest.join('=')) : 'true');
  }
  return out;
}

/** A flag's value when it is not given: its printed default unquoted, the zero value without one; null when computed at run time. */
function goDefault(flag: CliFlagModel | undefined): string | null {
  if (!flag) return null;
  if (flag.defaultValue === null) return flag.kind === 'Bool' ? 'false' : '0';
  return unquoted(flag.defaultValue);
}

function unquoted(text: string): string {
  return /^(["']).*\1$/.test(text) ? text.slice(1, -1) : text;
}
