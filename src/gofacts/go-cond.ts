/**
 * A small Go expression parser for the expressions a CLI action tests and reads its input
 * with (`!ctx.IsSet("dest") && ctx.NArg() < 2`, `int64(ctx.Int("amt"))`). @lezer/go reads
 * a unary or binary operator in front of a selector chain with the wrong precedence
 * (`!ctx.IsSet(x)` as `(!ctx).IsSet(x)`), so the text of such an expression node is parsed
 * again here with Go's operator precedence. Statements stay with @lezer/go.
 */

/** A Go expression as far as the CLI input analysis needs it. */
export type CondExpr =
  | { kind: 'ident'; name: string }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'selector'; target: CondExpr; field: string }
  | { kind: 'call'; callee: CondExpr; args: CondExpr[] }
  | { kind: 'index'; target: CondExpr; index: CondExpr }
  | { kind: 'unary'; op: string; operand: CondExpr }
  | { kind: 'binary'; op: string; left: CondExpr; right: CondExpr }
  | { kind: 'composite'; type: string; fields: { key: string | null; value: CondExpr }[] }
  | { kind: 'other' };

type Token = { kind: 'ident' | 'string' | 'number' | 'op'; text: string };

const OPERATORS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<<',
  '>>',
  '&^',
  ':=',
  '...',
  '<-',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '&',
  '|',
  '^',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ':',
  ';',
  '=',
];

// Go's binary operator precedence (higher binds tighter).
const PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '<': 3,
  '<=': 3,
  '>': 3,
  '>=': 3,
  '+': 4,
  '-': 4,
  '|': 4,
  '^': 4,
  '*': 5,
  '/': 5,
  '%': 5,
  '<<': 5,
  '>>': 5,
  '&': 5,
  '&^': 5,
};

// Sticky: they match at lastIndex without slicing the text (a slice per token made long texts quadratic).
const IDENT = /[A-Za-z_]\w*/y;
const NUMBER = /(?:0[xX][\da-fA-F_]+|[\d_]+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;

/** The match of a sticky pattern at `at` (the caller has checked its first character). */
function matchAt(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)![0];
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (c === '"' || c === '`' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += c !== '`' && text[j] === '\\' ? 2 : 1;
      const raw = text.slice(i + 1, j);
      tokens.push({
        kind: 'string',
        text: c === '`' ? raw : raw.replace(/\\(.)/g, (_, x: string) => (x === 'n' ? '\n' : x === 't' ? '\t' : x)),
      });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = matchAt(IDENT, text, i);
      tokens.push({ kind: 'ident', text: m });
      i += m.length;
    } else if (/\d/.test(c)) {
      const m = matchAt(NUMBER, text, i);
      tokens.push({ kind: 'number', text: m });
      i += m.length;
    } else {
      const op = OPERATORS.find((o) => text.startsWith(o, i));
      tokens.push({ kind: 'op', text: op ?? c });
      i += op ? op.length : 1;
    }
  }
  return tokens;
}

/**
 * Parsed texts: the readers of a CLI action read the same expressions again from each scope
 * that contains them (an action, its closures, the helpers it calls). Results are never
 * changed by their readers, so one parse serves all; the map is emptied when it grows large.
 */
const parsedTexts = new Map<string, CondExpr>();
const MAX_PARSED_TEXTS = 50_000;

/** Empties the parsed texts (with forgetParsedGoFiles, once a one-shot build has read its Go). */
export function forgetParsedTexts(): void {
  parsedTexts.clear();
}

/** Parses a Go expression's text; whatever it cannot read becomes `other`. */
export function parseCondExpr(text: string): CondExpr {
  let expr = parsedTexts.get(text);
  if (expr === undefined) {
    if (parsedTexts.size >= MAX_PARSED_TEXTS) parsedTexts.clear();
    expr = parseText(text);
    parsedTexts.set(text, expr);
  }
  return expr;
}

function parseText(text: string): CondExpr {
  const parser = new ExprParser(tokenize(text));
  try {
    const expr = parser.binary(1);
    return parser.atEnd() ? expr : { kind: 'other' };
  } catch {
    return { kind: 'other' };
  }
}

/** A recursive-descent parser over the tokens of one expression, with Go's operator precedence; throws on what it cannot read. */
class ExprParser {
  private pos = 0;

  constructor(private readonly tokens: Token[]) {}

  atEnd(): boolean {
    return this.pos === this.tokens.length;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  private isOp(t: string): boolean {
    return this.peek()?.kind === 'op' && this.peek()!.text === t;
  }

  private expect(t: string): void {
    if (!this.isOp(t)) throw new Error(`expected ${t}`);
    this.pos++;
  }

  private next(): Token {
    const t = this.tokens[this.pos++];
    if (!t) throw new Error('unexpected end');
    return t;
  }

  /** Skips to the closing `]` (an array length, a slice's bounds) and past it. */
  private skipToBracket(): void {
    while (this.pos < this.tokens.length && !this.isOp(']')) this.pos++;
    this.expect(']');
  }

  /** Binary operators binding at least as tight as `minPrec`, left to right. */
  binary(minPrec: number): CondExpr {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      const prec = t?.kind === 'op' ? PRECEDENCE[t.text] : undefined;
      if (prec === undefined || prec < minPrec) return left;
      this.pos++;
      const right = this.binary(prec + 1);
      left = { kind: 'binary', op: t!.text, left, right };
    }
  }

  private unary(): CondExpr {
    const t = this.peek();
    if (t?.kind === 'op' && ['!', '-', '+', '^', '*', '&', '<-'].includes(t.text)) {
      this.pos++;
      return { kind: 'unary', op: t.text, operand: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private primary(): CondExpr {
    const t = this.next();
    if (t.kind === 'string') return { kind: 'string', value: t.text };
    if (t.kind === 'number') return { kind: 'number', value: Number(t.text.replace(/_/g, '')) };
    // A map type in front of a literal or in make(): map[uint64][]byte.
    if (t.kind === 'ident' && t.text === 'map' && this.isOp('[')) {
      this.pos--;
      return { kind: 'ident', name: this.typeText() };
    }
    if (t.kind === 'ident') return { kind: 'ident', name: t.text };
    if (t.text === '(') {
      const inner = this.binary(1);
      this.expect(')');
      return inner;
    }
    if (t.text === '[') {
      // A slice or array type in front of a literal or conversion: []string{...}, []*lnrpc.X{...}.
      this.skipToBracket();
      return { kind: 'ident', name: `[]${this.typeText()}` };
    }
    throw new Error(`unexpected ${t.text}`);
  }

  /** A type's text: a name (pkg.Name), *T, []T, [n]T, map[K]V. */
  private typeText(): string {
    const t = this.next();
    if (t.kind === 'op' && t.text === '*') return `*${this.typeText()}`;
    if (t.kind === 'op' && t.text === '[') {
      this.skipToBracket();
      return `[]${this.typeText()}`;
    }
    if (t.kind === 'ident' && t.text === 'map' && this.isOp('[')) {
      this.pos++;
      const key = this.typeText();
      this.expect(']');
      return `map[${key}]${this.typeText()}`;
    }
    if (t.kind !== 'ident') throw new Error(`unexpected ${t.text}`);
    let name = t.text;
    while (this.isOp('.') && this.peek(1)?.kind === 'ident') {
      name += `.${this.peek(1)!.text}`;
      this.pos += 2;
    }
    return name;
  }

  /** Selectors, calls, indexes and composite literals after an operand, as long as they follow. */
  private postfix(start: CondExpr): CondExpr {
    let expr = start;
    for (;;) {
      if (this.isOp('.')) expr = this.selector(expr);
      else if (this.isOp('(')) expr = this.call(expr);
      else if (this.isOp('[')) expr = this.index(expr);
      else if (this.isOp('{') && (expr.kind === 'ident' || expr.kind === 'selector')) expr = this.composite(expr);
      else return expr;
    }
  }

  /** `x.f`, or a type assertion `x.(T)`, whose value is x's. */
  private selector(target: CondExpr): CondExpr {
    this.pos++;
    const t = this.tokens[this.pos++];
    if (t?.kind === 'ident') return { kind: 'selector', target, field: t.text };
    if (t?.text !== '(') throw new Error('bad selector');
    while (this.pos < this.tokens.length && !this.isOp(')')) this.pos++;
    this.expect(')');
    return target;
  }

  private call(callee: CondExpr): CondExpr {
    this.pos++;
    const args: CondExpr[] = [];
    while (!this.isOp(')')) {
      args.push(this.binary(1));
      if (this.isOp('...')) this.pos++;
      if (this.isOp(',')) this.pos++;
      else break;
    }
    this.expect(')');
    return { kind: 'call', callee, args };
  }

  /** `x[i]`; a slice expression `x[a:b]` keeps only its start (or none). */
  private index(target: CondExpr): CondExpr {
    this.pos++;
    const index = this.isOp(':') ? ({ kind: 'other' } as CondExpr) : this.binary(1);
    this.skipToBracket();
    return { kind: 'index', target, index };
  }

  /** `T{Key: value, ...}`; an item of a slice literal may leave its type out: `{Host: host}`. */
  private composite(type: CondExpr): CondExpr {
    this.pos++;
    const fields: { key: string | null; value: CondExpr }[] = [];
    while (!this.isOp('}')) {
      const keyed = this.peek()?.kind === 'ident' && this.peek(1)?.kind === 'op' && this.peek(1)!.text === ':';
      const key = keyed ? this.peek()!.text : null;
      if (keyed) this.pos += 2;
      fields.push({ key, value: this.isOp('{') ? this.postfix({ kind: 'ident', name: '' }) : this.binary(1) });
      if (this.isOp(',')) this.pos++;
      else break;
    }
    this.expect('}');
    return { kind: 'composite', type: typeName(type), fields };
  }
}

/** `lnrpc.QueryRoutesRequest` for a selector, `x` for a name. */
export function typeName(expr: CondExpr): string {
  if (expr.kind === 'ident') return expr.name;
  if (expr.kind === 'selector') return `${typeName(expr.target)}.${expr.field}`;
  return '?';
}

/** An expression written back as Go text (composite literals shortened to `T{...}`), for conditions left unread. */
export function printCond(expr: CondExpr): string {
  switch (expr.kind) {
    case 'ident':
      return expr.name;
    case 'string':
      return JSON.stringify(expr.value);
    case 'number':
      return String(expr.value);
    case 'selector':
      return `${printCond(expr.target)}.${expr.field}`;
    case 'call':
      return `${printCond(expr.callee)}(${expr.args.map(printCond).join(', ')})`;
    case 'index':
      return `${printCond(expr.target)}[${printCond(expr.index)}]`;
    case 'unary':
      return `${expr.op}${printCond(expr.operand)}`;
    case 'binary':
      return `${printCond(expr.left)} ${expr.op} ${printCond(expr.right)}`;
    case 'composite':
      return `${expr.type}{...}`;
    case 'other':
      return '?';
  }
}

/** The zero value of a type written as a literal: `""`, `0`, `nil`. */
export function isZero(expr: CondExpr): boolean {
  return (
    (expr.kind === 'string' && expr.value === '') ||
    (expr.kind === 'number' && expr.value === 0) ||
    (expr.kind === 'ident' && expr.name === 'nil')
  );
}
