/**
 * The scope of a function the CLI input reading follows: the action an `Action:` runs (through
 * decorators and closures), the helpers it hands the context to (`parseChanPoint(ctx)`) or
 * values read from it (`buildBurnAssetSpecifier(assetIDBytes, groupKeyBytes)`), each with its
 * locals' assignments, its positional-argument variables and its parameters bound to the caller's arguments.
 */
import type { SyntaxNode } from '@lezer/common';
import { type CondExpr, parseCondExpr } from '../go-cond.ts';
import type { GoExpr } from '../go-expr.ts';
import { type GoFile, textOf } from '../go-file.ts';
import { type GoProgram, descendants } from '../go-program.ts';
import { childrenOf, insideClosure } from '../go-statements.ts';
import type { Argument, Assignment, Scope } from './input-types.ts';

/** How many helper calls deep the reading follows the context and values. */
export const MAX_HELPER_DEPTH = 3;

/**
 * Steps from a request literal to a value: nested messages, locals and helper returns all count
 * (tapcli's `Key: uKey` -> parseUniverseProofArgs -> `Id: universeID` -> parseUniverseID -> `&unirpc.ID{...}` takes 7).
 */
export const MAX_VALUE_STEPS = 16;

/** The function an Action expression runs: a literal, a named function, or the function a decorator wraps. */
export function actionScope(program: GoProgram, action: GoExpr, depth = 0): Scope | null {
  if (depth > 4) return null;
  if (action.kind === 'func') return scopeOf(action.file, action.node, depth);
  if (action.kind === 'ident' || action.kind === 'selector') {
    const decl = program.resolve(action.file, action);
    return decl?.kind === 'func' ? scopeOf(decl.file, decl.node, depth) : null;
  }
  if (action.kind === 'call') {
    for (const arg of action.args) {
      const scope = actionScope(program, arg, depth + 1);
      if (scope) return scope;
    }
  }
  if (action.kind === 'unary') return actionScope(program, action.operand, depth + 1);
  return null;
}

/**
 * A function declaration or literal with a `*cli.Context` (v1) or `*cli.Command` (v3) parameter,
 * or the parameter at `ctxIndex` (-1: none, a helper given values), its other parameters bound to a call's arguments.
 */
export function scopeOf(
  file: GoFile,
  fn: SyntaxNode,
  depth: number,
  ctxIndex?: number,
  call?: { args: CondExpr[]; scope: Scope; at: number },
): Scope | null {
  const body = fn.getChild('Block');
  const paramList = fn.getChild('Parameters');
  if (!body || !paramList) return null;
  const names: { name: string; type: string }[] = [];
  for (const param of paramList.getChildren('Parameter')) {
    const type = param.lastChild ? textOf(file, param.lastChild) : '';
    for (const name of param.getChildren('DefName')) names.push({ name: textOf(file, name), type });
  }
  const ctx =
    ctxIndex !== undefined
      ? ctxIndex < 0
        ? ''
        : names[ctxIndex]?.name
      : names.find((p) => /\bcli\.(?:Context|Command)$/.test(p.type))?.name;
  if (ctx === undefined) return null;
  const params = new Map<string, Argument>();
  // Variadic parameters and calls spreading a slice are not matched one to one.
  if (call && !names.some((p) => p.type.startsWith('...'))) {
    names.forEach((p, i) => {
      if (i !== ctxIndex && call.args[i]) params.set(p.name, { value: call.args[i]!, scope: call.scope, at: call.at });
    });
  }
  const scope: Scope = {
    file,
    fn,
    body,
    ctx,
    depth,
    argVars: new Map(),
    assigns: new Map(),
    params,
    paramTypes: names,
    types: new Map(),
  };
  readWrites(scope);
  readDeclaredTypes(scope);
  readJsonDecodes(scope);
  readRangeItems(scope);
  return scope;
}

function addAssignment(scope: Scope, name: string, assignment: Assignment): void {
  const list = scope.assigns.get(name) ?? [];
  list.push(assignment);
  scope.assigns.set(name, list);
}

/** Local assignments and the positional-argument variables of a body (closures included: they share its names). */
function readWrites(scope: Scope): void {
  const { file, body } = scope;
  for (const node of [
    ...descendants(body, 'VarDecl'),
    ...descendants(body, 'Assignment'),
    ...descendants(body, 'VarSpec'),
  ]) {
    const separator = node.getChild(':=') ?? node.getChild('=');
    if (!separator) continue;
    const targets: string[] = [];
    const values: SyntaxNode[] = [];
    for (let child = node.firstChild; child; child = child.nextSibling) {
      // `req.Channels[idx] = ...` sets an item of the list: `req.Channels[]`.
      if (child.to <= separator.from && child.name === 'IndexExpr')
        targets.push(textOf(file, child).replace(/\[[^\]]*\]$/, '[]'));
      else if (
        child.to <= separator.from &&
        (child.name === 'DefName' || child.name === 'VariableName' || child.name === 'SelectorExpr')
      )
        targets.push(textOf(file, child));
      else if (child.from >= separator.to && child.name !== ',' && !child.name.endsWith('Comment')) values.push(child);
    }
    targets.forEach((target, i) => {
      const valueNode = values.length === targets.length ? values[i] : values[0];
      if (!valueNode) return;
      const value = parseCondExpr(textOf(file, valueNode));
      const result = values.length === targets.length ? 0 : i;
      if (isArgsCall(value, scope.ctx) && result === 0) scope.argVars.set(target, scope.argVars.get(target) ?? []);
      else if (isTailOf(value, target) && scope.argVars.has(target)) {
        scope.argVars.get(target)!.push(node.from);
        return;
      }
      addAssignment(scope, target, { value, at: node.from, result });
    });
  }
}

/** `args.Tail()` written back to `args`. */
function isTailOf(value: CondExpr, target: string): boolean {
  return (
    value.kind === 'call' &&
    value.callee.kind === 'selector' &&
    value.callee.field === 'Tail' &&
    value.callee.target.kind === 'ident' &&
    value.callee.target.name === target
  );
}

/** `var x T`: its type, for decoding JSON into it. */
function readDeclaredTypes(scope: Scope): void {
  for (const spec of descendants(scope.body, 'VarSpec')) {
    const name = spec.getChild('DefName');
    const type = name?.nextSibling;
    if (name && type && !spec.getChild('=')) scope.types.set(textOf(scope.file, name), textOf(scope.file, type));
  }
}

/** `json.Unmarshal(data, &x)`: x is the JSON text data decoded. */
function readJsonDecodes(scope: Scope): void {
  for (const node of descendants(scope.body, 'CallExpr')) {
    // The callee first: parsing every call's whole text (closures passed as arguments included) is most of the cost.
    if (!node.firstChild || !/\bUnmarshal$/.test(textOf(scope.file, node.firstChild))) continue;
    const call = parseCondExpr(textOf(scope.file, node));
    if (
      call.kind !== 'call' ||
      call.callee.kind !== 'selector' ||
      call.callee.field !== 'Unmarshal' ||
      call.args.length !== 2
    )
      continue;
    const target = call.args[1]!;
    const into = target.kind === 'unary' && target.op === '&' ? target.operand : target;
    if (into.kind === 'ident')
      addAssignment(scope, into.name, { value: call.args[0]!, at: node.from, result: 0, json: true });
  }
}

/** `for _, arg := range args`: arg is each item of args in turn (the index variable is no input). */
function readRangeItems(scope: Scope): void {
  for (const node of descendants(scope.body, 'RangeClause')) {
    const rangeKw = node.getChild('range');
    const targets = node
      .getChildren('DefName')
      .concat(node.getChildren('VariableName'))
      .filter((n) => n.to <= (rangeKw?.from ?? 0));
    const valueNode = rangeKw?.nextSibling;
    if (targets.length !== 2 || !valueNode) continue;
    addAssignment(scope, textOf(scope.file, targets[1]!), {
      value: parseCondExpr(textOf(scope.file, valueNode)),
      at: node.from,
      result: 0,
      item: true,
    });
  }
}

/** A key naming a scope's function (for the sets that stop a helper read twice). */
export function scopeKey(scope: Scope): string {
  return `${scope.file.path}:${scope.body.from}`;
}

/** `ctx.Args()`. */
export function isArgsCall(expr: CondExpr, ctx: string): boolean {
  return (
    expr.kind === 'call' &&
    expr.callee.kind === 'selector' &&
    expr.callee.field === 'Args' &&
    expr.callee.target.kind === 'ident' &&
    expr.callee.target.name === ctx &&
    expr.args.length === 0
  );
}

/** How many positional arguments the variable has consumed at an offset. */
export function shift(scope: Scope, name: string, at: number): number {
  return (scope.argVars.get(name) ?? []).filter((offset) => offset < at).length;
}

/**
 * Whether a call's target names an imported package at that point: `route.NewVertexFromStr(k)`
 * before the action's own `route, err := client.BuildRoute(...)`, which only shadows the
 * package from its declaration on (chasing it tied every request input to the hop keys).
 */
export function isPackage(target: CondExpr, scope: Scope, at: number): boolean {
  if (target.kind !== 'ident' || !scope.file.imports.has(target.name)) return false;
  return !(scope.assigns.get(target.name) ?? []).some((a) => a.at < at);
}

/** The caller's argument a parameter name stands for, unless the helper assigns it itself. */
export function paramOf(expr: CondExpr, scope: Scope): Argument | null {
  if (expr.kind !== 'ident' || scope.assigns.has(expr.name)) return null;
  return scope.params.get(expr.name) ?? null;
}

/** The scope of a package function called with the context (its other parameters bound to the call's arguments), or null. */
export function helperScope(
  program: GoProgram,
  call: CondExpr & { kind: 'call' },
  scope: Scope,
  at: number,
): Scope | null {
  if (scope.depth >= MAX_HELPER_DEPTH || call.callee.kind !== 'ident') return null;
  const ctxIndex = call.args.findIndex((a) => a.kind === 'ident' && a.name === scope.ctx);
  if (ctxIndex < 0) return null;
  const decl = program.activeDecl(program.packageOf(scope.file), call.callee.name);
  if (decl?.kind !== 'func') return null;
  return scopeOf(decl.file, decl.node, scope.depth + 1, ctxIndex, { args: call.args, scope, at });
}

/**
 * The scope of a package function called with values read from the arguments but not the
 * context (tapcli's `buildBurnAssetSpecifier(assetIDBytes, groupKeyBytes)`), its parameters
 * bound to them; null for anything else.
 */
export function valueHelperScope(
  program: GoProgram,
  call: CondExpr & { kind: 'call' },
  scope: Scope,
  at: number,
): Scope | null {
  if (scope.depth >= MAX_HELPER_DEPTH || call.callee.kind !== 'ident' || call.args.length === 0) return null;
  if (call.args.some((a) => a.kind === 'ident' && a.name === scope.ctx)) return null;
  const decl = program.activeDecl(program.packageOf(scope.file), call.callee.name);
  if (decl?.kind !== 'func') return null;
  return scopeOf(decl.file, decl.node, scope.depth + 1, -1, { args: call.args, scope, at });
}

/** The value at `index` of each `return` of a scope's own body. */
export function returnValues(scope: Scope, index = 0): { value: CondExpr; at: number; node: SyntaxNode }[] {
  return descendants(scope.body, 'ReturnStatement')
    .filter((ret) => !insideClosure(ret, scope.body))
    .flatMap((ret) => {
      const value = childrenOf(ret).filter((n) => n.name !== 'return' && n.name !== ',')[index];
      return value ? [{ value: parseCondExpr(textOf(scope.file, value)), at: ret.from, node: ret }] : [];
    });
}

/** Helper calls of a body that get the context, with the call's offset. */
export function helperCalls(program: GoProgram, scope: Scope): { helper: Scope; at: number }[] {
  const calls: { helper: Scope; at: number }[] = [];
  for (const node of descendants(scope.body, 'CallExpr')) {
    if (insideClosure(node, scope.body) || node.firstChild?.name !== 'VariableName') continue;
    const expr = parseCondExpr(textOf(scope.file, node));
    const helper = expr.kind === 'call' ? helperScope(program, expr, scope, node.from) : null;
    if (helper) calls.push({ helper, at: node.from });
  }
  return calls;
}
