/**
 * A deliberately small Go tokenizer for the CLI checks' second reading of the CLIs' Go source
 * (go-cli-reading.ts): identifiers, literals and punctuation with their line, comments dropped,
 * and each bracket paired with its partner. It shares nothing with src/gofacts, so a misreading
 * there cannot agree with itself here.
 */

export interface Token {
  kind: 'ident' | 'string' | 'number' | 'char' | 'punct' | 'newline';
  text: string;
  line: number;
  /** For an opening or closing bracket: the index of its partner. */
  pair?: number;
}

const PUNCTS = [':=', '...', '&&', '||', '==', '!=', '<=', '>=', '+=', '-=', '*=', '/=', '|=', '&=', '<-', '++', '--'];

/** The tokens of a Go file; line breaks are kept (Go ends statements at them). */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\n') {
      tokens.push({ kind: 'newline', text: '\n', line });
      line++;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (source.startsWith('//', i)) i = source.indexOf('\n', i) < 0 ? source.length : source.indexOf('\n', i);
    else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      const text = source.slice(i, end < 0 ? source.length : end + 2);
      line += text.split('\n').length - 1;
      i += text.length;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += c !== '`' && source[j] === '\\' ? 2 : 1;
      const text = source.slice(i, j + 1);
      tokens.push({ kind: c === "'" ? 'char' : 'string', text, line });
      line += text.split('\n').length - 1;
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_0-9]+/.exec(source.slice(i, i + 200))![0];
      tokens.push({ kind: 'ident', text: m, line });
      i += m.length;
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9][0-9A-Za-z_.]*/.exec(source.slice(i, i + 100))![0];
      tokens.push({ kind: 'number', text: m, line });
      i += m.length;
    } else {
      const p = PUNCTS.find((x) => source.startsWith(x, i)) ?? c;
      tokens.push({ kind: 'punct', text: p, line });
      i += p.length;
    }
  }
  pairBrackets(tokens);
  return tokens;
}

function pairBrackets(tokens: Token[]): void {
  const open: number[] = [];
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'punct') continue;
    if (t.text === '(' || t.text === '[' || t.text === '{') open.push(i);
    else if (t.text === ')' || t.text === ']' || t.text === '}') {
      const j = open.pop();
      if (j === undefined) continue;
      t.pair = j;
      tokens[j]!.pair = i;
    }
  }
}

/** The value of a Go string literal token ("..." with escapes, or `...`). */
export function stringValue(token: Token): string {
  if (token.text.startsWith('`')) return token.text.slice(1, -1);
  try {
    return JSON.parse(token.text.replace(/\\x([0-9a-fA-F]{2})/g, '\\u00$1')) as string;
  } catch {
    return token.text.slice(1, -1);
  }
}

/**
 * The items of a bracketed list from `open` (an index of `(`, `[` or `{`): the token ranges
 * between the top-level commas, [start, end) each, empty items dropped.
 */
export function listItems(tokens: Token[], open: number): [number, number][] {
  const close = tokens[open]!.pair!;
  const items: [number, number][] = [];
  let start = open + 1;
  for (let i = open + 1; i < close; i++) {
    const t = tokens[i]!;
    if (t.pair !== undefined && t.pair > i) i = t.pair;
    else if (t.text === ',') {
      items.push([start, i]);
      start = i + 1;
    }
  }
  items.push([start, close]);
  return items
    .map(([s, e]): [number, number] => [skipNewlines(tokens, s, e), e])
    .filter(([s, e]) => tokens.slice(s, e).some((t) => t.kind !== 'newline'));
}

function skipNewlines(tokens: Token[], start: number, end: number): number {
  while (start < end && tokens[start]!.kind === 'newline') start++;
  return start;
}

/**
 * Whether the `//go:build` line of a file holds for the given build tags (a file without one
 * always does). Only `!`, `&&`, `||` and parentheses, as Go's constraint grammar has.
 */
export function buildConstraintHolds(source: string, tags: ReadonlySet<string>): boolean {
  const line = /^\/\/go:build (.+)$/m.exec(source)?.[1];
  if (!line) return true;
  const expr = line.replace(/[A-Za-z_][\w.]*/g, (tag) => (tags.has(tag) ? 'true' : 'false'));
  if (!/^[\s()!&|truefals]*$/.test(expr)) return true;
  return Function(`return (${expr});`)() as boolean;
}
