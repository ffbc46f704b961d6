/** What a CLI sample says about values its command reads at a prompt, checked against the second reading. */
import { reach } from './go-action-reading.ts';
import type { GoCliPackage, GoFunction } from './go-cli-reading.ts';

/** The Go calls that read what a user types (a password without echo, a line of standard input). */
const PROMPT_READS = /^(?:ReadPassword|ReadString|ReadLine|Scanln|Stdin)$/;

/** A sample that says its command asks for a field at a prompt, when the action reads no prompt at all. */
export function checkPromptNotes(
  pkg: GoCliPackage,
  action: GoFunction,
  commandPath: string,
  code: string,
): string | null {
  const said = code.split('\n').flatMap((line) => /^# ([\w.]+): \S+ asks for it at a prompt$/.exec(line)?.[1] ?? []);
  if (said.length === 0) return null;
  const prompts = reach(pkg, action).some((fn) =>
    fn.file.tokens.slice(fn.open, fn.close).some((x) => PROMPT_READS.test(x.text)),
  );
  return prompts ? null : `says ${commandPath} asks for ${said[0]} at a prompt, but its action reads no prompt`;
}
