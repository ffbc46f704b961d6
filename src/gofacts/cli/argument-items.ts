/**
 * A repeated message field a CLI action builds one item per positional argument:
 *
 *     for _, permission := range args {
 *         tuple := strings.Split(permission, ":")
 *         entity, action := tuple[0], tuple[1]
 *         parsed = append(parsed, &lnrpc.MacaroonPermission{Entity: entity, Action: action})
 *     }
 *     req := &lnrpc.BakeMacaroonRequest{Permissions: parsed}
 *
 * (lncli and tapcli bakemacaroon): every argument from the range's slot on is an item, its text
 * split at the separator, each part setting one field of the item. Anything else is null.
 */
import type { SyntaxNode } from '@lezer/common';
import type { MessageModel } from '../../proto/model-types.ts';
import type { CliPieces } from '../../proto/cli-model-types.ts';
import { type GoFile, textOf } from '../go-file.ts';
import { descendants } from '../go-program.ts';
import { type CondExpr, parseCondExpr, typeName } from '../go-cond.ts';

/** What the analysis knows of a function body: its locals' assignments and its argument variables. */
export interface ItemsScope {
  file: GoFile;
  body: SyntaxNode;
  ctx: string;
  argVars: Map<string, number[]>;
  assigns: Map<string, { value: CondExpr; at: number; result: number }[]>;
}

/** Where an item field's value comes from: part `index` of the range variable's text split at `separator`. */
interface Part {
  range: SyntaxNode;
  separator: string;
  index: number;
}

/** The argument items a repeated message field's value is appended from (each argument from a slot on, split into the item's fields), or null. */
export function argumentItems(
  scope: ItemsScope,
  value: CondExpr,
  message: MessageModel,
  goFieldName: (name: string) => string,
  goMessageName: (m: MessageModel) => string,
): CliPieces | null {
  if (value.kind !== 'ident') return null;
  const appends = (scope.assigns.get(value.name) ?? []).filter(
    (a) => a.value.kind === 'call' && a.value.callee.kind === 'ident' && a.value.callee.name === 'append',
  );
  if (appends.length !== 1) return null;
  const call = appends[0]!.value as CondExpr & { kind: 'call' };
  let item = call.args[1];
  if (item?.kind === 'unary' && item.op === '&') item = item.operand;
  if (call.args.length !== 2 || item?.kind !== 'composite' || item.type.split('.').at(-1) !== goMessageName(message))
    return null;
  const parts: { field: string; part: Part }[] = [];
  for (const { key, value: fieldValue } of item.fields) {
    const field = message.fields.find((f) => key !== null && goFieldName(f.name) === key);
    const part = field ? partOf(scope, fieldValue, new Set()) : null;
    if (!field || !part) return null;
    parts.push({ field: field.name, part });
  }
  const first = parts[0]?.part;
  if (!first || parts.some((p) => p.part.range.from !== first.range.from || p.part.separator !== first.separator))
    return null;
  const ordered = [...parts].sort((a, b) => a.part.index - b.part.index);
  if (ordered.some((p, i) => p.part.index !== i)) return null;
  const fromSlot = rangeSlot(scope, first.range);
  return fromSlot === null
    ? null
    : { slot: fromSlot, each: true, separator: first.separator, fields: ordered.map((p) => p.field) };
}

/** The part of a range variable's text an expression is: `tuple[1]` of `strings.Split(v, ":")`, or `v` itself (the whole text). */
function partOf(scope: ItemsScope, expr: CondExpr, seen: Set<string>): Part | null {
  if (expr.kind === 'ident') {
    const range = rangeOver(scope, expr.name);
    if (range) return { range, separator: '', index: 0 };
    const assigns = scope.assigns.get(expr.name) ?? [];
    if (assigns.length !== 1 || seen.has(expr.name)) return null;
    return partOf(scope, assigns[0]!.value, new Set(seen).add(expr.name));
  }
  if (expr.kind !== 'index' || expr.index.kind !== 'number' || expr.target.kind !== 'ident') return null;
  const split = scope.assigns.get(expr.target.name) ?? [];
  const value = split.length === 1 ? split[0]!.value : null;
  if (
    value?.kind !== 'call' ||
    typeName(value.callee) !== 'strings.Split' ||
    value.args[0]?.kind !== 'ident' ||
    value.args[1]?.kind !== 'string'
  )
    return null;
  const range = rangeOver(scope, value.args[0].name);
  return range ? { range, separator: value.args[1].value, index: expr.index.value } : null;
}

/** The `for _, v := range args` clause whose value variable is `name` and that ranges over the positional arguments. */
function rangeOver(scope: ItemsScope, name: string): SyntaxNode | null {
  for (const clause of descendants(scope.body, 'RangeClause')) {
    const names = clause.getChildren('DefName').map((n) => textOf(scope.file, n));
    if (names[1] !== name) continue;
    if (rangeSlot(scope, clause) !== null) return clause;
  }
  return null;
}

/** The first slot a range over the arguments reads: `range ctx.Args()`, or `range args` after n `args = args.Tail()`. */
function rangeSlot(scope: ItemsScope, clause: SyntaxNode): number | null {
  const over = clause.lastChild;
  if (!over) return null;
  const expr = parseCondExpr(textOf(scope.file, over));
  if (
    expr.kind === 'call' &&
    expr.callee.kind === 'selector' &&
    expr.callee.field === 'Args' &&
    expr.callee.target.kind === 'ident' &&
    expr.callee.target.name === scope.ctx &&
    expr.args.length === 0
  )
    return 0;
  if (expr.kind === 'ident' && scope.argVars.has(expr.name))
    return scope.argVars.get(expr.name)!.filter((offset) => offset < clause.from).length;
  return null;
}
