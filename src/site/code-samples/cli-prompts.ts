/**
 * Request fields an interactive command reads at a prompt (`CliFieldBindingModel.prompt`,
 * read from the Go action: lncli create's wallet password, seed and passphrase come from
 * standard input). No flag or argument carries them, so the sample names each in a comment
 * saying the command asks for it, and the sample tests accept that comment only for such fields.
 */
import type { CliFieldBindingModel } from '../../proto/cli-model-types.ts';
import { argumentItems } from './cli-pieces.ts';

/** The comment of a field the command asks for at a prompt. */
export function promptNote(cli: string, field: string): string {
  return `# ${field}: ${cli} asks for it at a prompt`;
}

/** The field a prompt comment line names, or null for any other line. */
export function promptNoteField(line: string): string | null {
  return /^# ([\w.]+): \S+ asks for it at a prompt$/.exec(line)?.[1] ?? null;
}

/** Whether the command reads the field only at a prompt (no flag or argument sets it). */
export function promptedOnly(binding: CliFieldBindingModel | undefined): boolean {
  return !!binding?.prompt && binding.flags.length === 0 && binding.slots.length === 0 && !argumentItems(binding);
}
