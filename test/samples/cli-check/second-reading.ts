/**
 * The CLI checks that come from the second reading of the CLI's Go source alone
 * (go-cli-reading.ts, go-action-reading.ts), nothing the generator computed: a command line
 * may give only flags the command defines, and its positional arguments go where the action
 * reads them, each through the decoder the action hands it to, failing with the Go library's
 * own message (`lncli sendpayment --payment_hash=<h> 100` reads 100 as `dest`: "encoding/hex:
 * odd length hex string").
 */
import type { GoCliPackage, PositionalRead } from './go-cli-reading.ts';
import { readAction } from './go-action-reading.ts';

/** Why the CLI would refuse these words after the command path, or null (also when the command cannot be read). */
export function secondReadingRefusal(pkg: GoCliPackage, commandPath: string, words: string[]): string | null {
  const command = pkg.command(commandPath);
  if (!command) return null;
  const given = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!word.startsWith('-')) {
      positional.push(word);
      continue;
    }
    const name = word.replace(/^--?/, '').split('=')[0]!;
    if (command.flags && !command.flags.has(name)) return `flag provided but not defined: -${name}`;
    const flag = command.flags?.get(name);
    for (const n of flag?.names ?? [name]) given.add(n);
    // `-r <value>`: a flag that is no bool takes the next word when it has no `=`.
    if (flag && flag.kind !== 'Bool' && !word.includes('=')) i++;
  }
  if (!command.action) return null;
  return positionalRefusal(
    readAction(pkg, command.action, command.flags ? new Set(command.flags.keys()) : undefined).positional,
    given,
    positional,
  );
}

/** The first positional argument the action would fail to decode, reading them in its order. */
export function positionalRefusal(reads: PositionalRead[], given: Set<string>, words: string[]): string | null {
  let next = 0;
  for (const read of reads) {
    if (read.unlessFlags.some((f) => given.has(f))) continue;
    const word = read.at === 'next' ? words[next++] : words[read.at];
    if (word === undefined || !read.decoder) continue;
    const refusal = decodeRefusal(read.decoder, word);
    if (refusal) return `${refusal} (argument "${word}", read at line ${read.line})`;
  }
  return null;
}

/** What the Go function says of a text it cannot decode, or null. */
export function decodeRefusal(decoder: string, text: string): string | null {
  if (decoder === 'hex.DecodeString') {
    const bad = [...text].find((c) => !/[0-9a-fA-F]/.test(c));
    // Go reports an invalid byte before an odd length.
    if (bad)
      return `encoding/hex: invalid byte: U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} '${bad}'`;
    return text.length % 2 === 1 ? 'encoding/hex: odd length hex string' : null;
  }
  const fn = decoder.split('.')[1]!;
  const ok =
    fn === 'ParseFloat'
      ? /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(text)
      : fn === 'ParseBool'
        ? /^(?:1|t|T|TRUE|true|True|0|f|F|FALSE|false|False)$/.test(text)
        : /^[+-]?\d+$/.test(text) && !(fn === 'ParseUint' && text.startsWith('-'));
  return ok ? null : `strconv.${fn}: parsing ${JSON.stringify(text)}: invalid syntax`;
}
