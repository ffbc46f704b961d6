/**
 * Where an action stops before its RPC call (an error it returns or the help it shows, under the
 * condition around it), the flags every path to a call needs, which flags it reads and where its
 * last RPC call is: read in the action and the helpers it hands the context to.
 */
import type { SyntaxNode } from '@lezer/common';
import type { CliCondition, CliGuardModel } from '../../proto/cli-model-types.ts';
import { parseCondExpr, typeName } from '../go-cond.ts';
import { lineOf, textOf } from '../go-file.ts';
import { descendants } from '../go-program.ts';
import { childrenOf, insideClosure } from '../go-statements.ts';
import { MAX_HELPER_DEPTH, helperCalls, helperScope, scopeKey } from './action-scope.ts';
import { inBranch } from './early-returns.ts';
import { wordParse } from './input-conditions.ts';
import type { CliReader, Scope } from './input-types.ts';
import { pathCondition, simplify } from './path-conditions.ts';
import { cliConstant, flagRead } from './urfave-reads.ts';

/** A guard with the offset in the action where it applies (its return, or the call of the helper holding it). */
export type GuardAt = CliGuardModel & { at: number };

/** Where the action (and the helpers it hands the context to) returns an error or shows its help, under which condition. */
export function actionGuards(
  reader: CliReader,
  scope: Scope,
  around: CliCondition,
  seen = new Set<string>(),
  topAt?: number,
): GuardAt[] {
  if (seen.has(scopeKey(scope))) return [];
  seen.add(scopeKey(scope));
  const guards: GuardAt[] = [];
  for (const ret of descendants(scope.body, 'ReturnStatement')) {
    const message = stopMessage(reader, ret, scope);
    if (message === null) continue;
    const path = pathCondition(reader, ret, scope);
    // An unconditional return is not a check of the arguments (a helper's last resort, dead code).
    const when = simplify({ kind: 'and', terms: [around, path ?? { kind: 'and', terms: [] }] });
    if (!path || (when.kind === 'and' && when.terms.length === 0)) continue;
    guards.push({ when, message, line: lineOf(scope.file, ret.from), at: topAt ?? ret.from });
  }
  for (const { helper, at } of helperCalls(reader.program, scope)) {
    // Not the early returns before the call: they would make a helper's last resort (`profile not found`) a check.
    const path = pathCondition(reader, scope.body.resolveInner(at, 1), scope, false);
    if (path) guards.push(...actionGuards(reader, helper, { kind: 'and', terms: [around, path] }, seen, topAt ?? at));
  }
  return guards.map((g) => ({ ...g, when: simplify(g.when) }));
}

const SHOWS_HELP = /(?:^|\.)Show(?:Command|Subcommand|App)Help(?:AndExit)?$/;

/** The text of an error a `return` builds (`fmt.Errorf("dest argument missing")`), "shows the help", or null. */
function stopMessage(reader: CliReader, ret: SyntaxNode, scope: Scope): string | null {
  if (insideClosure(ret, scope.body)) return null;
  const last = childrenOf(ret)
    .filter((n) => n.name !== 'return' && n.name !== ',')
    .at(-1);
  if (!last) return null;
  const expr = parseCondExpr(textOf(scope.file, last));
  if (expr.kind === 'call') {
    const callee = typeName(expr.callee);
    if (SHOWS_HELP.test(callee)) return 'shows the help';
    if (callee === 'fmt.Errorf' || callee === 'errors.New') {
      const format = cliConstant(reader.program, scope.file, expr.args[0]);
      return format === null ? null : format.replace(/%[-+# 0]*\d*[a-zA-Z]/g, '...').trim();
    }
  }
  // `return nil, err` after another module refused a flag's text: what the help says it takes.
  const parsed = expr.kind === 'ident' ? wordParse(reader, expr.name, scope, ret.from) : null;
  if (parsed) return `${parsed.via} takes only ${parsed.words.map((w) => `'${w}'`).join(' or ')} for --${parsed.flag}`;
  // `_ = cli.ShowCommandHelp(ctx, "x"); return nil`: the help instead of the call.
  const previous = expr.kind === 'ident' && expr.name === 'nil' ? ret.prevSibling : null;
  return previous && /Show(?:Command|Subcommand|App)Help/.test(textOf(scope.file, previous)) ? 'shows the help' : null;
}

/** The calls `x.<method>(...)` of a body, by method name. */
function callsNamed(scope: Scope, isMethod: (name: string) => boolean): SyntaxNode[] {
  return descendants(scope.body, 'CallExpr').filter((node) => {
    const expr = parseCondExpr(textOf(scope.file, node));
    return expr.kind === 'call' && expr.callee.kind === 'selector' && isMethod(expr.callee.field);
  });
}

/**
 * The flags every path to a call of the RPC needs (`if ctx.Bool("psbt") { return
 * openChannelPsbt(ctx, ...) }` around the helper that calls FundingStateStep): the flags in
 * the top-level conjunction of each call site's path, in the action and each helper on the
 * way, kept when every site needs them; empty when a call is reached without one (or none is found).
 */
export function callFlags(reader: CliReader, scope: Scope, method: string, seen = new Set<string>()): string[] {
  if (seen.has(scopeKey(scope))) return [];
  seen.add(scopeKey(scope));
  const flagsIn = (cond: CliCondition): string[] =>
    cond.kind === 'and' ? cond.terms.flatMap(flagsIn) : cond.kind === 'flag' ? [cond.flag] : [];
  const flagsOf = (cond: CliCondition | null): string[] => (cond ? flagsIn(simplify(cond)) : []);
  // Every call site's flags; a flag counts only when every site needs it.
  const sites = callsNamed(scope, (name) => name === method).map((node) =>
    flagsOf(pathCondition(reader, node, scope, false)),
  );
  for (const { helper, at } of helperCalls(reader.program, scope)) {
    if (calls(reader, helper, method, new Set()))
      sites.push([
        ...flagsOf(pathCondition(reader, scope.body.resolveInner(at, 1), scope, false)),
        ...callFlags(reader, helper, method, seen),
      ]);
  }
  const [first, ...rest] = sites;
  return [...new Set(first ?? [])].filter((flag) => rest.every((site) => site.includes(flag)));
}

/** Whether a body (or a helper it hands the context to) calls the RPC method. */
function calls(reader: CliReader, scope: Scope, method: string, seen: Set<string>): boolean {
  if (seen.has(scopeKey(scope))) return false;
  seen.add(scopeKey(scope));
  return (
    callsNamed(scope, (name) => name === method).length > 0 ||
    helperCalls(reader.program, scope).some(({ helper }) => calls(reader, helper, method, seen))
  );
}

/**
 * Every flag whose value the action reads (`ctx.String("x")`, not `ctx.IsSet`), with where: in its own body, or the
 * call of the helper reading it; with `getters`, the flags read by those methods instead (`/^IsSet$/`: the flags it tests).
 */
export function flagReads(reader: CliReader, scope: Scope, getters?: RegExp): { flag: string; at: number[] }[] {
  const reads = new Map<string, number[]>();
  const visit = (s: Scope, topAt: number | null, seen: Set<string>) => {
    if (seen.has(scopeKey(s))) return;
    seen.add(scopeKey(s));
    for (const node of descendants(s.body, 'CallExpr')) {
      const flag = flagRead(reader.program, parseCondExpr(textOf(s.file, node)), s, getters);
      if (flag !== null) reads.set(flag, [...(reads.get(flag) ?? []), topAt ?? node.from]);
    }
    for (const { helper, at } of helperCalls(reader.program, s)) visit(helper, topAt ?? at, seen);
  };
  visit(scope, null, new Set());
  return [...reads].map(([flag, at]) => ({ flag, at }));
}

/**
 * Where in the action's own body its last call of one of the RPCs is (`client.QueryFederationSyncConfig(...)`,
 * or a helper making it), or null when none is found there.
 */
export function lastRpcCall(reader: CliReader, scope: Scope, rpcs: string[]): number | null {
  const names = new Set(rpcs.map((rpc) => rpc.split('.').at(-1)!));
  const makes = (s: Scope, depth: number): boolean =>
    callsNamed(s, (name) => names.has(name)).length > 0 ||
    (depth < MAX_HELPER_DEPTH && helperCalls(reader.program, s).some(({ helper }) => makes(helper, depth + 1)));
  let last: number | null = null;
  for (const node of descendants(scope.body, 'CallExpr')) {
    const expr = parseCondExpr(textOf(scope.file, node));
    // Only a call on the straight line of the body is surely made before the checks after it.
    if (expr.kind !== 'call' || inBranch(node, scope.body)) continue;
    const direct = expr.callee.kind === 'selector' && names.has(expr.callee.field);
    const helper = !direct && expr.callee.kind === 'ident' ? helperScope(reader.program, expr, scope, node.from) : null;
    if (direct || (helper && makes(helper, 1))) last = Math.max(last ?? 0, node.from);
  }
  return last;
}
