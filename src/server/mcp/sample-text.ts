/**
 * A method page's code samples as plain text, filled with the default node settings (as
 * the page shows them before the reader changes "Your node"). The page data holds each
 * sample as highlighted HTML pieces with typed slots (src/shared/code-template.ts); the
 * text is the HTML's text, and each slot is written for the place it sits in.
 */
import { decodeHTML } from 'entities';
import type { CodeSampleView, CodeSamplesView } from '../../site/page-data.ts';
import { fillText } from '../../shared/code-template.ts';
import { connectionValues, DEFAULT_SETTINGS } from '../../shared/node-settings.ts';

/** The language name a caller picks a sample by: grpc-python, rest-javascript, cli, curl. */
export function sampleLanguage(sample: Pick<CodeSampleView, 'protocol' | 'language'>): string {
  return sample.protocol === 'shell' ? sample.language : `${sample.protocol}-${sample.language}`;
}

/** The plain text of highlighted HTML (the highlighter only adds spans and escapes). */
function htmlCodeText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ''));
}

/** A sample's code: the minimal request, every field (`full`) or the flow under a CLI switch (`flag`), when the page has it. */
export function sampleText(
  view: CodeSamplesView,
  sample: CodeSampleView,
  variant: 'minimal' | 'full' | 'flag',
): string {
  const template = (variant === 'full' ? sample.full : variant === 'flag' ? sample.flag : null) ?? sample.minimal;
  const { throughLitd: _, ...values } = connectionValues(
    DEFAULT_SETTINGS,
    view.node.daemon,
    view.node.litd,
    view.macaroon,
  );
  return fillText({ text: template.html.map(htmlCodeText), slots: template.slots }, values);
}
