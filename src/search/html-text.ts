/**
 * Plain text of the safe HTML in page data (markdown and proto comments rendered at build
 * time), read with a real HTML parser: text only, entities decoded, block boundaries kept
 * as spaces, and buttons (the code blocks' "Copy") left out. Markdown pages are also cut
 * into sections at their h2/h3 headings, so a content hit can link to the heading's anchor.
 */
import { Parser } from 'htmlparser2';

/** Text of one part of a page: the heading it sits under ("" and null before the first). */
export interface TextSection {
  heading: string;
  id: string | null;
  text: string;
}

const SKIPPED = new Set(['button', 'script', 'style', 'template']);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'section',
]);
const SECTION_HEADINGS = new Set(['h2', 'h3']);

/** Collapses whitespace. */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// Most proto comments render to one plain paragraph; its text needs no parser.
const PLAIN_PARAGRAPH = /^<p>([^<&]*)<\/p>\n?$/;

/** The plain text of an HTML fragment. */
export function htmlText(html: string): string {
  const plain = PLAIN_PARAGRAPH.exec(html);
  if (plain) return tidy(plain[1]!);
  return htmlSections(html)
    .map((s) => (s.heading ? `${s.heading} ${s.text}` : s.text))
    .join(' ')
    .trim();
}

/** An HTML fragment cut at its h2/h3 headings (with ids) into sections of plain text. */
export function htmlSections(html: string): TextSection[] {
  const sections: TextSection[] = [];
  let current: TextSection = { heading: '', id: null, text: '' };
  let heading: { id: string | null; text: string } | null = null;
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name) || skipDepth > 0) {
          skipDepth += 1;
          return;
        }
        if (SECTION_HEADINGS.has(name)) heading = { id: attributes.id ?? null, text: '' };
        else if (BLOCK.has(name)) current.text += ' ';
      },
      ontext(text) {
        if (skipDepth > 0) return;
        if (heading) heading.text += text;
        else current.text += text;
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (SECTION_HEADINGS.has(name) && heading) {
          sections.push(current);
          current = { heading: tidy(heading.text), id: heading.id, text: '' };
          heading = null;
        } else if (BLOCK.has(name)) {
          current.text += ' ';
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  sections.push(current);
  return sections.map((s) => ({ ...s, text: tidy(s.text) })).filter((s) => s.text !== '' || s.heading !== '');
}
