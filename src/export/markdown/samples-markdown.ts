/**
 * Code samples as fenced code blocks, filled with the default "Your node" settings (the
 * values the server-rendered page shows): the same templates and the same slot filling as
 * the page (src/shared/code-template.ts), read back from their highlighted HTML to text.
 */
import { decodeHTML } from 'entities';
import { fillText } from '../../shared/code-template.ts';
import { DEFAULT_SETTINGS, connectionValues } from '../../shared/node-settings.ts';
import { protocolLabel } from '../../shared/sample-protocols.ts';
import type { CodeSamplesView, CodeTemplateView } from '../../site/page-data.ts';
import { blocks, code, escapeText, fence, heading } from './markdown-text.ts';

export const FENCE_LANGUAGE: Record<string, string> = {
  javascript: 'javascript',
  python: 'python',
  cli: 'shell',
  curl: 'shell',
};

/** The plain text of a highlighted template piece (the highlighter only adds spans and escapes). */
function pieceText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ''));
}

/** A template's source with its slots filled. */
export function templateText(template: CodeTemplateView, values: Parameters<typeof fillText>[1]): string {
  return fillText({ text: template.html.map(pieceText), slots: template.slots }, values);
}

/** One sample's minimal request as text filled with the default node settings, or null when the page has no such sample. */
export function sampleText(view: CodeSamplesView, language: string): string | null {
  const sample = view.samples.find((s) => s.language === language);
  if (!sample) return null;
  return templateText(
    sample.minimal,
    connectionValues(DEFAULT_SETTINGS, view.node.daemon, view.node.litd, view.macaroon),
  );
}

/** The Code Samples section. */
export function samplesMarkdown(view: CodeSamplesView): string {
  if (view.unserved) return blocks(heading(2, 'Code samples'), escapeText(view.unserved.text));
  const { daemon, litd } = view.node;
  const values = connectionValues(DEFAULT_SETTINGS, daemon, litd, view.macaroon);
  const settings =
    `Filled with the default node settings: ${escapeText(daemon.daemon)} on ${code(values.grpcHost)} (gRPC) and ${code(values.restHost)} (REST), ` +
    `network ${code(DEFAULT_SETTINGS.network)}, TLS certificate ${code(values.tlsCertPath)}` +
    (view.macaroon === null ? ', no macaroon (this RPC needs none).' : `, macaroon ${code(values.macaroonPath)}.`);
  const samples = view.samples.map((sample) => {
    const language = FENCE_LANGUAGE[sample.language] ?? '';
    const title = heading(3, `${protocolLabel(sample.protocol)}: ${sample.label}`);
    const minimal = fence(templateText(sample.minimal, values), language);
    const flag =
      sample.flag && view.flag
        ? [
            `${escapeText(view.flag.label)} (what ${code(view.flag.command)} sends):`,
            fence(templateText(sample.flag, values), language),
          ]
        : [];
    if (!sample.full && flag.length === 0) return blocks(title, minimal);
    const full = sample.full ? ['All fields:', fence(templateText(sample.full, values), language)] : [];
    return blocks(title, 'Minimal request:', minimal, ...full, ...flag);
  });
  const cli = view.cli?.help ? blocks(heading(3, `${view.cli.command} --help`), fence(view.cli.help, 'text')) : null;
  return blocks(heading(2, 'Code samples'), settings, ...samples, cli);
}
