/**
 * The Markdown copies of an "Upgrading to" page and of a replacement (on removed RPCs'
 * pages): the same facts as the HTML, for readers and assistants that take Markdown.
 */
import type { FieldMappingView, ReplacementView, UpgradeItemView, UpgradingPage } from '../../site/page-data.ts';
import { blocks, bullets, code, escapeText, heading, link } from './markdown-text.ts';
import { changeText, maybeLink } from './site-pages-markdown.ts';
import { beforeAfterMarkdown } from './before-after-markdown.ts';

const HOW: Record<FieldMappingView['how'], string> = {
  same: 'same',
  renamed: 'renamed',
  computed: 'computed from',
  none: 'no equivalent',
};

export function upgradingMarkdown(page: UpgradingPage): string {
  const section = (title: string, items: UpgradeItemView[]) =>
    blocks(heading(2, `${title} (${items.length})`), items.length === 0 ? 'None.' : blocks(...items.map(itemMarkdown)));
  return blocks(
    heading(1, page.title),
    `For clients moving from ${maybeLink(page.from)} to ${escapeText(page.tag)}. Every change: ${link(page.changes.label, page.changes.href)}; every release: ${link(page.timeline.label, page.timeline.href)}.`,
    section('Removed', page.removed),
    section('Other breaking changes', page.breaking),
    section('Deprecated', page.deprecated),
  );
}

function itemMarkdown(item: UpgradeItemView): string {
  const affects = item.affects.length > 0 ? ` (RPCs: ${item.affects.map(maybeLink).join(', ')})` : '';
  return blocks(
    `- ${maybeLink(item.subject)}: ${changeText(item.text)}${affects}`,
    item.replacement ? replacementMarkdown(item.replacement) : null,
  );
}

/** A replacement as Markdown: successor and basis, mapping lists, what breaks, the errors. */
export function replacementMarkdown(r: ReplacementView): string {
  const successor = r.successor ? `Use instead: ${maybeLink(r.successor)}.` : 'No successor.';
  const mapping = (title: string, rows: FieldMappingView[]) =>
    rows.length === 0
      ? null
      : blocks(
          `${title}:`,
          bullets(
            rows.map(
              (row) =>
                `${code(row.old)}: ${HOW[row.how]}${row.new ? ` ${code(row.new)}` : ''}${row.note ? ` (${escapeText(row.note)})` : ''}`,
            ),
          ),
        );
  return blocks(
    `${successor}${r.summary ? ` ${escapeText(r.summary)}` : ''} ${escapeText(r.basis)}`,
    mapping('Request fields', r.request),
    mapping('Response fields', r.response),
    mapping('Fields', r.fields),
    r.breaks.length > 0 ? blocks('What breaks for a caller moving over:', bullets(r.breaks.map(escapeText))) : null,
    r.errors.length > 0
      ? blocks(
          'What a client still calling it gets:',
          bullets(
            r.errors.map((e) => `${e.via}: ${code(e.text)}${e.href ? ` (${link('error catalogue', e.href)})` : ''}`),
          ),
        )
      : null,
    r.beforeAfter ? beforeAfterMarkdown(r.beforeAfter) : null,
  );
}
