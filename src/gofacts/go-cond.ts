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

const OPERATORS = ['&&', '||', '==', '!=', '<=', '>=', '<<', '>>', '&^', ':=', '...', '<-', '!', '<', '>', '+', '-', '*', '/', '%', '&', '|', '^', '(', ')', '[', ']', '{', '}', ',', '.', ':', ';', '='];

// Go's binary operator precedence (higher binds tighter).
const PRECEDENCE: Record<string, number> = { '||': 1, '&&': 2, '==': 3, '!=': 3, '<': 3, '<=': 3, '>': 3, '>=': 3, '+': 4, '-': 4, '|': 4, '^': 4, '*': 5, '/': 5, '%': 5, '<<': 5, '>>': 5, '&': 5, '&^': 5 };

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
      tokens.push({ kind: 'string', text: c === '`' ? raw : raw.replace(/\\(.)/g, (_, x: string) => (x === 'n' ? '\n' : x === 't' ? '\t' : x)) });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_]\w*/.exec(text.slice(i))![0];
      tokens.push({ kind: 'ident', text: m });
      i += m.length;
    } else if (/\d/.test(c)) {
      const m = /^(?:0[xX][\da-fA-F_]+|[\d_]+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i))![0];
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

/** Parses a Go expression's text; whatever it cannot read becomes `other`. */
export function parseCondExpr(text: string): CondExpr {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (t: string) => peek()?.kind === 'op' && peek()!.text === t;
  const expect = (t: string) => {
    if (!isOp(t)) throw new Error(`expected ${t}`);
    pos++;
  };

  const binary = (minPrec: number): CondExpr => {
    let left = unary();
    for (;;) {
      const t = peek();
      const prec = t?.kind === 'op' ? PRECEDENCE[t.text] : undefined;
      if (prec === undefined || prec < minPrec) return left;
      pos++;
      const right = binary(prec + 1);
      left = { kind: 'binary', op: t!.text, left, right };
    }
  };
  const unary = (): CondExpr => {
    const t = peek();
    if (t?.kind === 'op' && ['!', '-', '+', '^', '*', '&', '<-'].includes(t.text)) {
      pos++;
      return { kind: 'unary', op: t.text, operand: unary() };
    }
    return postfix(primary());
  };
  const primary = (): CondExpr => {
    const t = tokens[pos++];
    if (!t) throw new Error('unexpected end');
    if (t.kind === 'string') return { kind: 'string', value: t.text };
    if (t.kind === 'number') return { kind: 'number', value: Number(t.text.replace(/_/g, '')) };
    // A map type in front of a literal or in make(): map[uint64][]byte.
    if (t.kind === 'ident' && t.text === 'map' && isOp('[')) {
      pos--;
      return { kind: 'ident', name: typeText() };
    }
    if (t.kind === 'ident') return { kind: 'ident', name: t.text };
    if (t.text === '(') {
      const inner = binary(1);
      expect(')');
      return inner;
    }
    if (t.text === '[') {
      // A slice or array type in front of a literal or conversion: []string{...}, []*lnrpc.X{...}.
      while (pos < tokens.length && !isOp(']')) pos++;
      expect(']');
      return { kind: 'ident', name: `[]${typeText()}` };
    }
    throw new Error(`unexpected ${t.text}`);
  };
  // A type's text: a name (pkg.Name), *T, []T, [n]T, map[K]V.
  const typeText = (): string => {
    const t = tokens[pos++];
    if (!t) throw new Error('unexpected end');
    if (t.kind === 'op' && t.text === '*') return `*${typeText()}`;
    if (t.kind === 'op' && t.text === '[') {
      while (pos < tokens.length && !isOp(']')) pos++;
      expect(']');
      return `[]${typeText()}`;
    }
    if (t.kind === 'ident' && t.text === 'map' && isOp('[')) {
      pos++;
      const key = typeText();
      expect(']');
      return `map[${key}]${typeText()}`;
    }
    if (t.kind !== 'ident') throw new Error(`unexpected ${t.text}`);
    let name = t.text;
    while (isOp('.') && tokens[pos + 1]?.kind === 'ident') {
      name += `.${tokens[pos + 1]!.text}`;
      pos += 2;
    }
    return name;
  };
  const postfix = (start: CondExpr): CondExpr => {
    let expr = start;
    for (;;) {
      if (isOp('.')) {
        pos++;
        const t = tokens[pos++];
        if (t?.kind === 'ident') expr = { kind: 'selector', target: expr, field: t.text };
        else if (t?.text === '(') {
          // A type assertion x.(T): its value is x's.
          while (pos < tokens.length && !isOp(')')) pos++;
          expect(')');
        } else throw new Error('bad selector');
      } else if (isOp('(')) {
        pos++;
        const args: CondExpr[] = [];
        while (!isOp(')')) {
          args.push(binary(1));
          if (isOp('...')) pos++;
          if (isOp(',')) pos++;
          else break;
        }
        expect(')');
        expr = { kind: 'call', callee: expr, args };
      } else if (isOp('[')) {
        pos++;
        const index = isOp(':') ? ({ kind: 'other' } as CondExpr) : binary(1);
        while (pos < tokens.length && !isOp(']')) pos++;
        expect(']');
        expr = { kind: 'index', target: expr, index };
      } else if (isOp('{') && (expr.kind === 'ident' || expr.kind === 'selector')) {
        pos++;
        const fields: { key: string | null; value: CondExpr }[] = [];
        while (!isOp('}')) {
          const keyed = peek()?.kind === 'ident' && tokens[pos + 1]?.kind === 'op' && tokens[pos + 1]!.text === ':';
          const key = keyed ? tokens[pos]!.text : null;
          if (keyed) pos += 2;
          fields.push({ key, value: isOp('{') ? postfix({ kind: 'ident', name: '' }) : binary(1) });
          if (isOp(',')) pos++;
          else break;
        }
        expect('}');
        expr = { kind: 'composite', type: typeName(expr), fields };
      } else {
        return expr;
      }
    }
  };
  try {
    const expr = binary(1);
    return pos === tokens.length ? expr : { kind: 'other' };
  } catch {
    return { kind: 'other' };
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
  return (expr.kind === 'string' && expr.value === '') || (expr.kind === 'number' && expr.value === 0) || (expr.kind === 'ident' && expr.name === 'nil');
}
