/** What a CLI sample must say about the values its command reads in another form: prompts, the clock, other modules' parsers. */
import type { CliFieldBindingModel, CliFlagModel, FieldModel } from '../../../src/proto/model-types.ts';
import { promptNoteField, promptedOnly } from '../../../src/site/code-samples/cli-prompts.ts';
import { unwritableNote } from '../../../src/site/code-samples/cli-value-forms.ts';

/**
 * A flag given as if it set a planned field it feeds in another form: added to the clock
 * (`--expiry` for an expiry timestamp) or parsed by another module (`--privacy-flags` names
 * through session.Parse, not the number the field holds).
 */
export function misreadFlag(
  cli: string,
  flag: string,
  bindings: CliFieldBindingModel[],
  planned: { path: string; field: FieldModel }[],
  flags: CliFlagModel[],
): string | null {
  for (const binding of bindings.filter((b) => b.flags.includes(flag))) {
    const leaf = planned.find((p) => p.path === binding.field);
    const note = leaf ? unwritableNote(cli, leaf.path, leaf.field, binding, flags) : null;
    if (note) return `--${flag} cannot set ${leaf!.path} to the planned value: ${note.replace(/^# [\w.]+: /, '')}`;
  }
  return null;
}

/**
 * The fields an interactive command asks for at a prompt (read from Go): the sample must say
 * so for each planned one (`# wallet_password: lncli asks for it at a prompt`), and may say it
 * of no other field.
 */
export function checkPromptNotes(
  commandPath: string,
  bindings: CliFieldBindingModel[],
  planned: string[],
  code: string,
): string | null {
  const said = new Set(code.split('\n').flatMap((line) => promptNoteField(line) ?? []));
  for (const field of said) {
    if (!promptedOnly(bindings.find((b) => b.field === field)))
      return `says ${commandPath} asks for ${field} at a prompt, but its action reads no prompt into it`;
  }
  for (const field of planned) {
    if (promptedOnly(bindings.find((b) => b.field === field)) && !said.has(field))
      return `${commandPath} asks for ${field} at a prompt, and the sample does not say so`;
  }
  return null;
}
