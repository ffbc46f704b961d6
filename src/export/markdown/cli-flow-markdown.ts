/** The "What `<cli>` does" note of a method page as Markdown (the page's CliFlowNote). */
import type { CliFlowNoteView } from '../../site/cli-flow-view.ts';
import { blocks, code, escapeText, heading, link } from './markdown-text.ts';

export function cliFlowMarkdown(note: CliFlowNoteView): string {
  const steps = note.steps.map(
    (step, i) => `${i + 1}. ${step.map((p) => ('code' in p ? code(p.code) : escapeText(p.text))).join('')}`,
  );
  return blocks(
    heading(3, `What ${note.command} does`),
    steps.join('\n'),
    `Read from its Go source (${link(note.source.label, note.source.href)}); the samples do the same steps.`,
  );
}
