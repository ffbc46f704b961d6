/**
 * Markdown written from plain text: every character markdown would read as syntax is
 * escaped, so a name or a proto comment's text never becomes a heading, a link, emphasis
 * or raw HTML (`<b>`, `<script>`) in the exported Markdown.
 */

/** CommonMark lets a backslash escape any ASCII punctuation; these are the ones that can start syntax in running text. */
const INLINE_SYNTAX = /[\\`*_[\]<>&|!~]/g;

/** Plain text as Markdown inline text (no syntax survives). */
export function escapeText(text: string): string {
  return text.replace(INLINE_SYNTAX, (c) => `\\${c}`).replace(/\s*\n\s*/g, ' ');
}

/** Escapes what would start a block at the beginning of a line: `# `, `> `, `- `, `+ `, `1. `, `===`. */
export function escapeLineStart(line: string): string {
  return line.replace(/^(\s*)(\d+(?=[.)])|)([#>+=.)-])/, '$1$2\\$3');
}

/** An inline code span that holds any text (a fence longer than the text's longest backtick run). */
export function code(text: string): string {
  const single = text.replace(/\s*\n\s*/g, ' ');
  const longest = Math.max(0, ...[...single.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = single.startsWith('`') || single.endsWith('`') || /^ .* $/.test(single) ? ' ' : '';
  return `${fence}${pad}${single}${pad}${fence}`;
}

/** A fenced code block that holds any text (the fence is longer than any backtick run inside). */
export function fence(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language.replace(/[^\w+-]/g, '')}\n${text.replace(/\n$/, '')}\n${marks}`;
}

/** Schemes a link may use; anything else (javascript:, data:, vbscript:) is written as text. */
const SAFE_URL = /^(?:https?:|mailto:|\/|#|\.{0,2}\/|[\w.-]+(?:\/|$|#|\?))/i;

/** Whether a URL is one readers may follow (no javascript:, data: or other active schemes). */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme (java\tscript:).
  return SAFE_URL.test(url.replace(/[\s\u0000-\u001f]/g, ''));
}

/** A URL as a link destination: characters that end or break one are percent-encoded. */
function destination(url: string): string {
  return url.trim().replace(/[\s()<>\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** A link whose label is Markdown already; an unsafe URL keeps the label only. */
export function linkMarkdown(labelMarkdown: string, url: string): string {
  if (!isSafeUrl(url)) return labelMarkdown;
  return `[${labelMarkdown}](${destination(url)})`;
}

/** A link with a plain-text label. */
export function link(label: string, url: string): string {
  return linkMarkdown(escapeText(label), url);
}

/** A heading of the given level with a plain-text title. */
export function heading(level: number, title: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${escapeText(title)}`;
}

/** Joins blocks with one blank line, leaving out empty ones. */
export function blocks(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n');
}

/** A bulleted list, one item per entry (items may hold several lines: they are indented). */
export function bullets(items: string[]): string {
  return items
    .map(
      (item) =>
        `- ${item
          .split('\n')
          .map((line, i) => (i === 0 || line === '' ? line : `  ${line}`))
          .join('\n')}`,
    )
    .join('\n');
}
