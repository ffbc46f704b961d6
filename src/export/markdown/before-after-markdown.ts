/**
 * The before/after samples of an RPC replacement in the Markdown copy of its pages: each
 * sample kind with the old RPC's call and the successor's, both request variants, filled with
 * the default "Your node" settings like the method pages' copies (samples-markdown.ts), and
 * what the after request carries over and leaves out.
 */
import { DEFAULT_SETTINGS, connectionValues } from '../../shared/node-settings.ts';
import { protocolLabel } from '../../shared/sample-protocols.ts';
import type { BeforeAfterView, MappedRequestView } from '../../site/upgrading/before-after-types.ts';
import { blocks, code, escapeText, fence } from './markdown-text.ts';
import { maybeLink } from './site-pages-markdown.ts';
import { FENCE_LANGUAGE, templateText } from './samples-markdown.ts';

const VARIANTS = [
  ['minimal', 'minimal request'],
  ['full', 'all fields'],
] as const;

export function beforeAfterMarkdown(view: BeforeAfterView): string {
  if (view.kind === 'none') return `No before/after samples: ${escapeText(view.why)}`;
  const sides = [
    ['Before', view.before],
    ['After', view.after],
  ] as const;
  const values = (macaroon: string | null) =>
    connectionValues(DEFAULT_SETTINGS, view.node.daemon, view.node.litd, macaroon);
  const kinds = [
    ...new Map(
      [...view.before.samples, ...view.after.samples].map((s) => [`${s.protocol} ${s.language}`, s] as const),
    ).values(),
  ];
  const kindMarkdown = (kind: (typeof kinds)[number]) => {
    const parts = VARIANTS.flatMap(([variant, label]) =>
      sides.flatMap(([title, side]) => {
        const sample = side.samples.find((s) => s.protocol === kind.protocol && s.language === kind.language);
        const template = sample ? (variant === 'full' ? sample.full : sample.minimal) : null;
        if (sample && !template) return [];
        return [
          `${title} (${code(side.rpc.label)}), ${label}:`,
          template
            ? fence(templateText(template, values(side.macaroon)), FENCE_LANGUAGE[kind.language])
            : 'No sample of this kind.',
        ];
      }),
    );
    return blocks(`**${protocolLabel(kind.protocol)}: ${escapeText(kind.label)}**`, ...parts);
  };
  return blocks(
    `Before and after: ${maybeLink(view.before.rpc)} as ${escapeText(view.before.tag)} writes it, then ${maybeLink(view.after.rpc)} as ${escapeText(view.after.tag)} writes it with the old request's fields (filled with the default node settings).`,
    ...kinds.map(kindMarkdown),
    `Minimal request: ${mappedText(view.mapped.minimal)}`,
    `All fields: ${mappedText(view.mapped.full)}`,
  );
}

function mappedText(mapped: MappedRequestView): string {
  const carried =
    mapped.carried.length === 0
      ? 'the after request carries no field of the old one.'
      : `the after request carries ${mapped.carried.map((c) => (c.new === c.old ? code(c.old) : `${code(c.old)} as ${code(c.new)}`)).join(', ')}.`;
  return [carried, ...mapped.left.map((l) => `It leaves out ${code(l.old)} (${escapeText(l.why)}).`)].join(' ');
}
