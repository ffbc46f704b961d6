/**
 * Proto comments as CommonMark that no reader of an export turns into HTML: outside code
 * spans and code blocks every `<` is backslash-escaped (CommonMark shows `\<` as a plain
 * "<"), so a comment holding `<script>` or `<img onerror=...>` stays text in whatever tool
 * renders the description (Redoc, Swagger UI, an editor's preview). Autolinks
 * (`<https://...>`) are kept. A scan without regular-expression backtracking over the text
 * (the autolink pattern reads at most 2 KB): comments are untrusted input.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const AUTOLINK = /^<https?:\/\/[^\s<>]*>/;

/** The markdown with raw HTML made inert. */
export function inertMarkdown(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const opener = FENCE.exec(line)?.[1];
      if (fence !== null) {
        if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = null;
        return line;
      }
      if (opener) {
        fence = opener;
        return line;
      }
      // Indented code (four spaces or a tab) is shown as written.
      if (/^(?: {4}|\t)/.test(line)) return line;
      return escapeOutsideCodeSpans(line);
    })
    .join('\n');
}

/** Escapes `<` outside the line's backtick code spans. */
function escapeOutsideCodeSpans(line: string): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      if (close >= 0) {
        out += line.slice(i, close + run.length);
        i = close + run.length;
        continue;
      }
      out += run;
      i += run.length;
      continue;
    }
    if (c === '<') {
      const autolink = AUTOLINK.exec(line.slice(i, i + 2048))?.[0];
      if (autolink) {
        out += autolink;
        i += autolink.length;
        continue;
      }
      out += '\\<';
      i++;
      continue;
    }
    if (c === '\\' && i + 1 < line.length) {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}
