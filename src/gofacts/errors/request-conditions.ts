/**
 * The condition under which a handler returns an error, in words, when the guards around it
 * read only request fields: the `if` conditions (then: the condition; else: its negation) and
 * tagless `switch` cases (the case, and none of the cases before it) between the handler's
 * body and the error. `req.Asset.GroupKey` is named by its proto path (`asset.group_key`)
 * through the request message model; locals set from request fields are read through
 * (`specificGroupKey := len(req.Asset.GroupKey) != 0`). Anything else (an `err`, a config
 * value, a closure, a tagged switch) makes the condition unknown: null, never a guess.
 */
import type { SyntaxNode } from '@lezer/common';
import { type CondExpr, parseCondExpr } from '../go-cond.ts';
import { goFieldName } from '../proto-go-names.ts';
import type { GoExpr } from '../go-expr.ts';
import { type GoFile, namedChildren, sameNode, textOf } from '../go-file.ts';
import { type GoProgram, localBindings } from '../go-program.ts';
import type { FieldModel, MessageModel } from '../../proto/model-types.ts';
import type { CompareOp, RuleTest } from '../../shared/request-rules.ts';

/** What a handler's conditions are read against. */
export interface RequestScope {
  program: GoProgram;
  file: GoFile;
  /** The handler's body. */
  body: SyntaxNode;
  /** The request parameter's name (`req`, `in`). */
  requestName: string;
  request: MessageModel;
  messages: Record<string, MessageModel>;
  /** The request path of the message `requestName` holds, with a trailing dot (a helper given `req.Asset`: `asset.`); "" for the request. */
  prefix?: string;
}

/** One fact about a request field: its words both ways, and what it tests (src/shared/request-rules.ts). */
export interface GuardFact {
  kind: 'fact';
  yes: string;
  no: string;
  positive: boolean;
  field: string;
  test: RuleTest;
}

/** A condition as a tree of facts about request fields. */
export type GuardCond = GuardFact | { kind: 'and' | 'or'; parts: GuardCond[] };
type Cond = GuardCond;

/** The condition of the guards around `node` in words ("when `dest` is set and `account` is set"), or null. */
export function requestCondition(scope: RequestScope, node: SyntaxNode): string | null {
  const guards = requestGuards(scope, node);
  const simplified = guards ? simplifyGuards(guards) : null;
  return !simplified || simplified.length === 0 ? null : `when ${renderGuards(simplified)}`;
}

/** The guards around `node` as conjuncts with negations pushed to the facts (not simplified), or null when one reads anything but request fields. */
export function requestGuards(scope: RequestScope, node: SyntaxNode): GuardCond[] | null {
  const guards = guardsAround(scope, node);
  if (guards === null) return null;
  const locals = localBindings(scope.file, scope.body);
  const reader = new FactReader(scope, locals);
  const conds: Cond[] = [];
  for (const guard of guards) {
    const cond = reader.read(guard, 0);
    if (!cond) return null;
    conds.push(cond);
  }
  return conds.flatMap((c) => conjuncts(normal(c, true)));
}

/** `req.A.B` (or `req.GetA()`, through locals and conversions) as the request field it reads, or null. */
export function requestField(scope: RequestScope, expr: CondExpr): { path: string; model: FieldModel } | null {
  return new FactReader(scope, localBindings(scope.file, scope.body)).fieldOf(expr);
}

/** The guard expressions between the body and the node (negations as `!`), or null when one is not an if or tagless case. */
function guardsAround(scope: RequestScope, node: SyntaxNode): CondExpr[] | null {
  const guards: CondExpr[] = [];
  const parse = (n: SyntaxNode) => parseCondExpr(textOf(scope.file, n));
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (sameNode(child, scope.body)) return guards;
    if (parent.name === 'FunctionLiteral') return null;
    if (parent.name === 'IfStatement') {
      const parts = namedChildren(parent);
      const thenIndex = parts.findIndex((p) => p.name === 'Block');
      const cond = parts[thenIndex - 1];
      if (!cond) return null;
      if (sameNode(child, parts[thenIndex])) guards.unshift(parse(cond));
      else if (thenIndex >= 0 && child.from >= parts[thenIndex]!.to)
        guards.unshift({ kind: 'unary', op: '!', operand: parse(cond) });
    } else if (parent.name === 'SwitchBlock' && child.name !== 'Case') {
      const switchParts = parent.parent ? namedChildren(parent.parent).filter((p) => p.name !== 'SwitchBlock') : [];
      if (switchParts.length > 0 || parent.parent?.name !== 'SwitchStatement') return null;
      const cases = namedChildren(parent).filter((c) => c.name === 'Case' && c.to <= child.from);
      const own = cases.at(-1);
      if (!own) return null;
      const exprs = (c: SyntaxNode) => namedChildren(c).map(parse);
      const anyOf = (c: SyntaxNode): CondExpr =>
        exprs(c).reduce((a, b) => ({ kind: 'binary', op: '||', left: a, right: b }));
      const earlier = cases.slice(0, -1).filter((c) => exprs(c).length > 0);
      const caseGuards: CondExpr[] = earlier.map((c) => ({ kind: 'unary', op: '!', operand: anyOf(c) }));
      if (exprs(own).length > 0) caseGuards.push(anyOf(own));
      guards.unshift(...caseGuards);
    }
  }
  return null;
}

/** Reads Go conditions as facts about request fields. */
class FactReader {
  constructor(
    private readonly scope: RequestScope,
    private readonly locals: Map<string, GoExpr>,
  ) {}

  read(expr: CondExpr, depth: number): Cond | null {
    if (depth > 6) return null;
    if (expr.kind === 'unary' && expr.op === '!') {
      const inner = this.read(expr.operand, depth + 1);
      return inner ? normal(inner, false) : null;
    }
    if (expr.kind === 'binary' && (expr.op === '&&' || expr.op === '||')) {
      const left = this.read(expr.left, depth + 1);
      const right = this.read(expr.right, depth + 1);
      return left && right ? { kind: expr.op === '&&' ? 'and' : 'or', parts: [left, right] } : null;
    }
    const local = this.local(expr);
    if (local) return this.read(local, depth + 1);
    if (expr.kind === 'binary') return this.comparison(expr.op, expr.left, expr.right);
    const field = this.field(expr);
    if (field?.model.type.kind === 'scalar' && field.model.type.name === 'bool')
      return fact(`\`${field.path}\` is true`, `\`${field.path}\` is false`, field.path, { kind: 'true' });
    return null;
  }

  /** A local's value when it is set once from an expression (read again with Go precedence). */
  private local(expr: CondExpr): CondExpr | null {
    if (expr.kind !== 'ident') return null;
    const value = this.locals.get(expr.name);
    return value ? parseCondExpr(textOf(value.file, value.node)) : null;
  }

  private comparison(op: string, left: CondExpr, right: CondExpr): Cond | null {
    const leftLocal = this.local(left);
    if (leftLocal) return this.comparison(op, leftLocal, right);
    const isLen =
      left.kind === 'call' && left.callee.kind === 'ident' && left.callee.name === 'len' && left.args.length === 1;
    const field = this.field(isLen ? (left as CondExpr & { kind: 'call' }).args[0]! : left);
    if (!field) return null;
    const name = `\`${field.path}\``;
    const zero =
      (right.kind === 'ident' && right.name === 'nil') ||
      (right.kind === 'string' && right.value === '') ||
      (right.kind === 'number' && right.value === 0);
    const isSet = fact(`${name} is set`, `${name} is not set`, field.path, { kind: 'set' });
    if (zero && (op === '==' || op === '!=')) return op === '!=' ? isSet : normal(isSet, false);
    if (zero && isLen && op === '>') return isSet;
    const bound = this.number(right);
    if (bound === null || isLen || !isCompareOp(op)) return null;
    const words: Record<CompareOp, [string, string]> = {
      '>': ['greater than', 'at most'],
      '>=': ['at least', 'less than'],
      '<': ['less than', 'at least'],
      '<=': ['at most', 'greater than'],
      '==': ['', 'not'],
      '!=': ['not', ''],
    };
    const [yes, no] = words[op];
    const value = String(bound.value);
    return fact(`${name} is ${yes ? `${yes} ` : ''}${value}`, `${name} is ${no ? `${no} ` : ''}${value}`, field.path, {
      kind: 'compare',
      op,
      value: bound.value,
      constant: bound.constant,
    });
  }

  /** A number literal or a package constant written as one (through a conversion: `btcutil.Amount(20000)`), with the constant's name. */
  private number(expr: CondExpr): { value: number; constant: string | null } | null {
    if (expr.kind === 'number') return { value: expr.value, constant: null };
    if (expr.kind !== 'ident' && expr.kind !== 'selector') return null;
    const name =
      expr.kind === 'ident' ? expr.name : expr.target.kind === 'ident' ? `${expr.target.name}.${expr.field}` : null;
    if (!name) return null;
    const [pkgName, constName] = name.includes('.') ? name.split('.') : [null, name];
    const pkg = pkgName
      ? this.scope.program.importedPackage(this.scope.file, pkgName)
      : this.scope.program.packageOf(this.scope.file);
    const decl = pkg ? this.scope.program.activeDecl(pkg, constName!) : undefined;
    if (decl?.kind !== 'const' || !decl.value) return null;
    const written = unconverted(
      { ...this.scope, file: decl.value.file },
      parseCondExpr(textOf(decl.value.file, decl.value.node)),
    );
    return written.kind === 'number' ? { value: written.value, constant: name } : null;
  }

  /** A field read, through a local set once and a conversion (`btcutil.Amount(in.LocalFundingAmount)`). */
  fieldOf(expr: CondExpr): { path: string; model: FieldModel } | null {
    const local = this.local(expr);
    return this.field(unconverted(this.scope, local ?? expr));
  }

  /** `req.A.B` (or `req.GetA().GetB()`) as the request field path `a.b`, with the field's model. */
  private field(expr: CondExpr): { path: string; model: FieldModel } | null {
    const names: string[] = [];
    let at = unconverted(this.scope, expr);
    for (;;) {
      if (at.kind === 'selector') {
        names.unshift(at.field);
        at = at.target;
      } else if (
        at.kind === 'call' &&
        at.args.length === 0 &&
        at.callee.kind === 'selector' &&
        at.callee.field.startsWith('Get')
      ) {
        names.unshift(at.callee.field.slice(3));
        at = at.callee.target;
      } else break;
    }
    if (at.kind !== 'ident' || at.name !== this.scope.requestName || names.length === 0) return null;
    const prefix = this.scope.prefix ?? '';
    let message: MessageModel | undefined = this.scope.request;
    const path: string[] = [];
    let model: FieldModel | undefined;
    for (const goName of names) {
      model = message?.fields.find((f) => goFieldName(f.name) === goName);
      if (!model) return null;
      path.push(model.name);
      message = model.type.kind === 'message' ? this.scope.messages[model.type.fullName] : undefined;
    }
    return { path: prefix + path.join('.'), model: model! };
  }
}

function fact(yes: string, no: string, field: string, test: RuleTest): GuardFact {
  return { kind: 'fact', yes, no, positive: true, field, test };
}

function isCompareOp(op: string): op is CompareOp {
  return ['<', '<=', '>', '>=', '==', '!='].includes(op);
}

/** Go's numeric types, whose conversions keep a value. */
const NUMERIC_TYPES = new Set(
  'int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 float32 float64 byte rune'.split(' '),
);
/** Amount types of modules outside the read trees, conversions to which keep the number (sat, msat). */
const UNIT_TYPES = new Set([
  'btcutil.Amount',
  'lnwire.MilliSatoshi',
  'chainfee.SatPerKWeight',
  'chainfee.SatPerKVByte',
]);

/** The value a conversion converts (`btcutil.Amount(x)`, `uint32(x)`, a type the read packages declare), else the expression. */
function unconverted(scope: Pick<RequestScope, 'program' | 'file'>, expr: CondExpr): CondExpr {
  if (expr.kind !== 'call' || expr.args.length !== 1) return expr;
  const { callee } = expr;
  if (callee.kind === 'ident') {
    if (NUMERIC_TYPES.has(callee.name)) return unconverted(scope, expr.args[0]!);
    const decl = scope.program.activeDecl(scope.program.packageOf(scope.file), callee.name);
    return decl?.kind === 'type' ? unconverted(scope, expr.args[0]!) : expr;
  }
  if (callee.kind !== 'selector' || callee.target.kind !== 'ident') return expr;
  if (UNIT_TYPES.has(`${callee.target.name}.${callee.field}`)) return unconverted(scope, expr.args[0]!);
  const pkg = scope.program.importedPackage(scope.file, callee.target.name);
  const decl = pkg ? scope.program.activeDecl(pkg, callee.field) : undefined;
  return decl?.kind === 'type' ? unconverted(scope, expr.args[0]!) : expr;
}

/** The condition with negations pushed down to the facts (`positive` false negates it). */
function normal(cond: Cond, positive: boolean): Cond {
  if (cond.kind === 'fact') return { ...cond, positive: cond.positive === positive };
  const kind = positive ? cond.kind : cond.kind === 'and' ? 'or' : 'and';
  return { kind, parts: cond.parts.map((p) => normal(p, positive)) };
}

function conjuncts(cond: Cond): Cond[] {
  return cond.kind === 'and' ? cond.parts.flatMap(conjuncts) : [cond];
}

/** Drops what the single facts already decide (`!a && (a || b)` is `!a && b`), and repeats; null when they contradict. */
export function simplifyGuards(parts: Cond[]): Cond[] | null {
  let current = parts;
  for (let round = 0; round < 4; round++) {
    const known = new Map<string, boolean>();
    for (const p of current) if (p.kind === 'fact') known.set(p.yes, p.positive);
    const next: Cond[] = [];
    for (const p of current) {
      if (p.kind === 'fact') {
        if (!next.some((n) => n.kind === 'fact' && n.yes === p.yes)) next.push(p);
        continue;
      }
      const value = evaluate(p, known);
      // A guard the others contradict: the reading went wrong somewhere, so say nothing.
      if (value === false) return null;
      if (value !== true) next.push(...conjuncts(value));
    }
    if (next.length === current.length) return next;
    current = next;
  }
  return current;
}

/** The condition with known facts put in: true, or what remains. */
function evaluate(cond: Cond, known: Map<string, boolean>): Cond | boolean {
  if (cond.kind === 'fact') {
    const value = known.get(cond.yes);
    return value === undefined ? cond : value === cond.positive;
  }
  const parts: Cond[] = [];
  for (const part of cond.parts) {
    const value = evaluate(part, known);
    if (value === (cond.kind === 'or')) return value;
    if (typeof value !== 'boolean') parts.push(value);
  }
  if (parts.length === 0) return cond.kind === 'and';
  return parts.length === 1 ? parts[0]! : { kind: cond.kind, parts };
}

/** Conjuncts in words ("`dest` is set and `account` is set"). */
export function renderGuards(parts: Cond[]): string {
  const one = (c: Cond, nested: boolean): string => {
    if (c.kind === 'fact') return c.positive ? c.yes : c.no;
    const text = c.parts.map((p) => one(p, true)).join(c.kind === 'and' ? ' and ' : ' or ');
    return nested ? `(${text})` : text;
  };
  const texts = parts.map((p) => one(p, false));
  return texts.join(parts.some((p) => p.kind === 'or') ? ', and ' : ' and ');
}
