/**
 * Proto comments are plain text that is mostly markdown. Their authors wrap prose at 80
 * columns (markdown joins those lines, as it should), but also lay some lines out one by one:
 * indented lines under "the possible values are:", formulas, example URLs, "Label: text"
 * items. This step, run on a cleaned comment before markdown, keeps those lines as lines:
 *
 * - a line indented deeper than its paragraph's first line starts a new line and keeps its
 *   indentation (as no-break spaces); a single-word one (`Agent-Name/semver-version`) is code;
 * - a line that looks like code or maths (`k = (privKey*sha256(pubKey || tweakPub) +`) is an
 *   inline code span on a line of its own, so nothing in it turns into emphasis;
 * - a line that is only a URL stands on its own line;
 * - a line after one ending in ":" and a "Label: text" line after a finished sentence start
 *   a new line (faraday's "Available options are:\nUptime: ...\nRevenue: ...").
 *
 * Fenced and indented code blocks and list items are left to markdown.
 */

const FENCE = /^\s*(`{3,}|~{3,})/;
const LIST_ITEM = /^\s*([-*+]|\d{1,9}[.)])(\s|$)/;
const URL_LINE = /^<?https?:\/\/\S+?>?[.,;]?$/;
const LABEL_LINE = /^[A-Z][A-Za-z0-9_ -]{0,30}: \S/;
const NBSP = '\u00a0';

/** Leading spaces of a line (tabs count as 4). */
function indentOf(line: string): number {
  return line.match(/^[ \t]*/)![0].replace(/\t/g, '    ').length;
}

/**
 * True for a line that reads as code or maths rather than prose: at least two operators or
 * calls (`=`, `+`, `||`, `a*b`, `f(`) and few plain words.
 */
export function looksLikeCode(line: string): boolean {
  const text = line.trim();
  if (text.length < 3 || text.includes('`')) return false;
  const tokens = text.split(/\s+/);
  const words = tokens.filter((t) => /^[A-Za-z][a-z]{2,}[,.;:]?$/.test(t)).length;
  const operators =
    text.match(/(?:^|\s)(?:==?|!=|<=|>=|\+|-|\*|\/|\|\||&&|\^|%|<<|>>)(?=\s|$)|\w[*^]\w|\w\(/g)?.length ?? 0;
  return operators >= 2 && words / tokens.length < 0.3;
}

/** A code span holding the text literally. */
function codeSpan(text: string): string {
  return `\`${text}\``;
}

/** Rewrites a cleaned comment so markdown keeps the lines its author laid out. */
export function layoutComment(comment: string): string {
  const lines = comment.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  /** Indent of the current paragraph's first line; null outside a paragraph. */
  let paragraphIndent: number | null = null;
  let inList = false;
  let previousEndsLine = false;
  for (const line of lines) {
    const fenceMatch = line.match(FENCE);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      out.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      paragraphIndent = null;
      out.push(line);
      continue;
    }
    if (line.trim() === '') {
      paragraphIndent = null;
      previousEndsLine = false;
      out.push(line);
      continue;
    }
    const indent = indentOf(line);
    if (LIST_ITEM.test(line)) inList = true;
    else if (paragraphIndent === null && indent === 0) inList = false;
    // List items and indented code blocks are markdown's own layout.
    if (inList || (paragraphIndent === null && indent >= 4)) {
      out.push(line);
      continue;
    }
    const text = line.trim();
    const code = looksLikeCode(text);
    if (paragraphIndent === null) {
      paragraphIndent = indent;
      previousEndsLine = code || URL_LINE.test(text);
      out.push(code ? codeSpan(text) : line);
      continue;
    }
    const previous = out[out.length - 1]!;
    const deeper = indent > paragraphIndent;
    const endsLine = deeper || code || URL_LINE.test(text);
    const startsLine =
      endsLine || previousEndsLine || /:$/.test(previous) || (LABEL_LINE.test(text) && /[.:;!?]$/.test(previous));
    if (startsLine) out[out.length - 1] = `${previous}  `; // a markdown hard break
    const content = code || (deeper && !/\s/.test(text) && !text.includes('`')) ? codeSpan(text) : text;
    out.push(deeper ? NBSP.repeat(indent - paragraphIndent) + content : content);
    previousEndsLine = endsLine;
  }
  return out.join('\n');
}
