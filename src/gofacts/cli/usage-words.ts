/**
 * The words a CLI's own help gives for a flag's value ("the type of proof, either 'issuance' or
 * 'transfer'"). A value another module parses (tapcli's `universe.ParseStrProofType`) has a
 * text form the files read do not give; the help of the flags of that name does, and those
 * words are matched to the enum values the field takes (`issuance` is PROOF_TYPE_ISSUANCE).
 */
import type { EnumModel } from '../../proto/model-types.ts';
import type { ExtractedCommand } from './cli-commands.ts';

/** Per flag name, the words its usage quotes as alternatives, when every usage of that name quoting words quotes the same ones. */
export function usageWords(commands: ExtractedCommand[]): Map<string, string[]> {
  const found = new Map<string, string[] | null>();
  const visit = (command: ExtractedCommand) => {
    for (const flag of command.flags) {
      const words = [...flag.usage.matchAll(/'([A-Za-z][\w-]*)'/g)].map((m) => m[1]!);
      if (words.length < 2 || !/\bor\b/.test(flag.usage)) continue;
      const before = found.get(flag.name);
      found.set(flag.name, before === undefined || before?.join(' ') === words.join(' ') ? words : null);
    }
    command.subcommands.forEach(visit);
  };
  commands.forEach(visit);
  return new Map([...found].filter((entry): entry is [string, string[]] => entry[1] !== null));
}

/**
 * Each word with the Go constant of the enum value it names (`issuance` → `ProofType_PROOF_TYPE_ISSUANCE`:
 * the value named the word, or ending in `_WORD`); null unless every word names exactly one value.
 */
export function enumWordChoices(words: string[], enumModel: EnumModel): { text: string; constant: string }[] | null {
  const choices = words.map((word) => {
    const upper = word.toUpperCase().replace(/-/g, '_');
    const named = enumModel.values.filter((v) => v.name === upper || v.name.endsWith(`_${upper}`));
    return named.length === 1 ? { text: word, constant: `${enumModel.name}_${named[0]!.name}` } : null;
  });
  return choices.every((c) => c !== null) ? choices : null;
}
