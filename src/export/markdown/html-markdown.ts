/**
 * The Markdown of the safe HTML that page data carries for proto comments and content pages
 * (markdown-it output with raw HTML off). Reading that HTML back, rather than the comment's
 * source, keeps one renderer of comments: the Markdown copy says what the page says, links
 * resolved and unsafe ones already dropped. Every text node is escaped again on the way out,
 * so text that was a raw tag in a comment (`<script>`, shown as text on the page) stays text
 * and no heading, list or link appears that the page did not show.
 */
import { parseDocument } from 'htmlparser2';
import { blocks, code, escapeLineStart, escapeText, fence, linkMarkdown } from './markdown-text.ts';

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, { type: 'tag' | 'script' | 'style' }>;

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'details',
  'section',
  'dl',
]);
/** Markup that is interface, not content (the copy button of a code block). */
const SKIPPED_TAGS = new Set(['button', 'script', 'style', 'template', 'svg']);

/**
 * Converted fragments: the same message and field descriptions are on many pages (a type on
 * every page of the RPCs that use it), and parsing them again was most of the Markdown copies'
 * cost. Emptied when it grows large.
 */
const converted = new Map<string, string>();
const MAX_CONVERTED = 20_000;

/** The Markdown of an HTML fragment; `headingShift` moves its headings down (a comment's `#` under a page's `###`). */
export function htmlToMarkdown(html: string, headingShift = 0): string {
  if (html.trim() === '') return '';
  const key = `${headingShift}:${html}`;
  let markdown = converted.get(key);
  if (markdown === undefined) {
    if (converted.size >= MAX_CONVERTED) converted.clear();
    markdown = blockList(parseDocument(html).children, headingShift);
    converted.set(key, markdown);
  }
  return markdown;
}

function isElement(node: DomNode): node is DomElement {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function isBlock(node: DomNode): boolean {
  return isElement(node) && BLOCK_TAGS.has(node.name);
}

/** Block-level children, consecutive inline nodes gathered into one paragraph. */
function blockList(nodes: DomNode[], shift: number): string {
  const out: string[] = [];
  let run: DomNode[] = [];
  const flush = () => {
    const text = paragraph(run);
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      out.push(block(node as DomElement, shift));
    } else {
      run.push(node);
    }
  }
  flush();
  return blocks(...out);
}

/** Inline nodes as one paragraph, no line of it starting a block. */
function paragraph(nodes: DomNode[]): string {
  return inlineList(nodes)
    .trim()
    .split('\n')
    .map((line) => escapeLineStart(line.trim()))
    .join('\n');
}

function block(element: DomElement, shift: number): string {
  const { name } = element;
  if (SKIPPED_TAGS.has(name)) return '';
  if (/^h[1-6]$/.test(name))
    return `${'#'.repeat(Math.min(6, Number(name[1]) + shift))} ${inlineList(element.children).trim()}`;
  if (name === 'p') return paragraph(element.children);
  if (name === 'pre') return fence(textOf(element), languageOf(element));
  if (name === 'hr') return '---';
  if (name === 'ul' || name === 'ol') return list(element, shift);
  if (name === 'blockquote')
    return blockList(element.children, shift)
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n');
  if (name === 'table') return table(element);
  return blockList(element.children, shift);
}

function list(element: DomElement, shift: number): string {
  const ordered = element.name === 'ol';
  const start = Number(element.attribs['start'] ?? '1') || 1;
  const items = element.children.filter((c): c is DomElement => isElement(c) && c.name === 'li');
  return items
    .map((item, i) => {
      const marker = ordered ? `${start + i}.` : '-';
      const body = blockList(item.children, shift) || '';
      const indent = ' '.repeat(marker.length + 1);
      return `${marker} ${body
        .split('\n')
        .map((line, n) => (n === 0 || line === '' ? line : `${indent}${line}`))
        .join('\n')}`.trimEnd();
    })
    .join('\n');
}

/** A GitHub-flavoured table (cells are inline; `|` in text is escaped by escapeText). */
function table(element: DomElement): string {
  const rows = descendants(element, 'tr').map((row) =>
    row.children
      .filter((c): c is DomElement => isElement(c) && (c.name === 'td' || c.name === 'th'))
      .map((cell) => inlineList(cell.children).trim().replace(/\n/g, ' ')),
  );
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((r) => r.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  return [line(rows[0]!), line(Array.from({ length: width }, () => '---')), ...rows.slice(1).map(line)].join('\n');
}

function inlineList(nodes: DomNode[]): string {
  return nodes.map(inline).join('');
}

function inline(node: DomNode): string {
  if (node.type === 'text') return escapeText(node.data.replace(/\s+/g, ' '));
  if (!isElement(node) || SKIPPED_TAGS.has(node.name)) return '';
  const inner = () => inlineList(node.children);
  switch (node.name) {
    case 'code':
      return code(textOf(node));
    case 'em':
    case 'i':
      return wrap('*', inner());
    case 'strong':
    case 'b':
      return wrap('**', inner());
    case 's':
    case 'del':
      return wrap('~~', inner());
    case 'a':
      return linkMarkdown(inner().trim() || escapeText(node.attribs['href'] ?? ''), node.attribs['href'] ?? '');
    case 'img':
      return linkMarkdown(escapeText(node.attribs['alt'] || 'image'), node.attribs['src'] ?? '');
    case 'br':
      return '\\\n';
    default:
      // A block inside inline content (a list in a table cell) is flattened to its text.
      return isBlock(node) ? ` ${inner().trim()} ` : inner();
  }
}

/** Emphasis around text, leaving surrounding spaces outside (`* x*` would not be emphasis). */
function wrap(mark: string, text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.slice(0, text.indexOf(trimmed[0]!));
  const trail = text.slice(text.lastIndexOf(trimmed.at(-1)!) + 1);
  return `${lead}${mark}${trimmed}${mark}${trail}`;
}

function textOf(node: DomNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node) || SKIPPED_TAGS.has(node.name)) return '';
  return node.children.map(textOf).join('');
}

/** The language of a code block, from its `language-x` class (pre or code). */
function languageOf(pre: DomElement): string {
  const classes = [pre.attribs['class'] ?? '', ...descendants(pre, 'code').map((c) => c.attribs['class'] ?? '')].join(
    ' ',
  );
  return /(?:^|\s)language-([\w+-]+)/.exec(classes)?.[1] ?? '';
}

function descendants(element: DomElement, name: string): DomElement[] {
  const found: DomElement[] = [];
  const walk = (node: DomNode) => {
    if (!isElement(node)) return;
    if (node.name === name) found.push(node);
    node.children.forEach(walk);
  };
  element.children.forEach(walk);
  return found;
}
