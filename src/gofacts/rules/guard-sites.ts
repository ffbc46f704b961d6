/**
 * The request guards of one RPC: every `return ..., <error constructor>(...)` in its handler
 * and in the RPC-layer helpers the handler hands the request (or a message of it) to, whose
 * guards (the ifs and tagless switch cases around it, and around the helper's call) test
 * request fields only (request-conditions.ts reads them). A guard after a return that ends the
 * call without an error (`return resp, nil`) is left out: whether it is reached depends on what
 * that return tested. Helpers are followed as the error walk does (error-walk.ts), MAX_DEPTH deep.
 */
import type { SyntaxNode } from '@lezer/common';
import { parseCondExpr } from '../go-cond.ts';
import { type GoExpr, toExpr } from '../go-expr.ts';
import { type GoFile, lineOf, namedChildren, textOf } from '../go-file.ts';
import type { GoProgram } from '../go-program.ts';
import type { GrpcCodeName, MessageModel } from '../../proto/model-types.ts';
import { constructedError, isConstructorCall } from '../errors/error-constructors.ts';
import { type ErrorWalker, MAX_DEPTH } from '../errors/error-walk.ts';
import { type GoFunction, parametersOf } from '../errors/go-functions.ts';
import {
  type GuardCond,
  type RequestScope,
  requestField,
  requestGuards,
  simplifyGuards,
} from '../errors/request-conditions.ts';

/** One guard that returns an error: the conjuncts under which it does, and the error. */
export interface GuardSite {
  conds: GuardCond[];
  message: string;
  code: GrpcCodeName;
  via: string[];
  file: GoFile;
  line: number;
}

export interface GuardInput {
  program: GoProgram;
  walker: ErrorWalker;
  messages: Record<string, MessageModel>;
}

/** The guard sites of a handler whose request parameter is `requestName`. */
export function guardSites(input: GuardInput, fn: GoFunction, requestName: string, request: MessageModel): GuardSite[] {
  const scope = scopeOf(input, fn, requestName, request, '');
  return sitesIn(input, fn, scope, [], [], new Set([fn]));
}

function scopeOf(
  input: GuardInput,
  fn: GoFunction,
  requestName: string,
  request: MessageModel,
  prefix: string,
): RequestScope {
  return {
    program: input.program,
    file: fn.file,
    body: fn.body,
    requestName,
    request,
    messages: input.messages,
    prefix,
  };
}

function sitesIn(
  input: GuardInput,
  fn: GoFunction,
  scope: RequestScope,
  outer: GuardCond[],
  via: string[],
  chain: ReadonlySet<GoFunction>,
): GuardSite[] {
  const sites: GuardSite[] = [];
  const successes = successReturns(fn);
  const reachedFreely = (node: SyntaxNode) => !successes.some((at) => at < node.from);
  for (const node of callsIn(fn.body)) {
    const call = toExpr(fn.file, node);
    if (call.kind !== 'call' || !reachedFreely(node)) continue;
    if (isConstructorCall(call)) {
      if (node.parent?.name !== 'ReturnStatement') continue;
      const built = constructedError(input.program, call);
      const guards = built ? requestGuards(scope, node) : null;
      if (!built || !guards || guards.length === 0) continue;
      const conds = simplifyGuards([...outer, ...guards]);
      if (conds && conds.length > 0)
        sites.push({
          conds,
          message: built.message,
          code: built.code ?? 'Unknown',
          via,
          file: fn.file,
          line: lineOf(fn.file, node.from),
        });
      continue;
    }
    if (via.length >= MAX_DEPTH) continue;
    const callee = input.walker.calleeOf(fn, call);
    if (!callee || chain.has(callee)) continue;
    const handed = handedRequest(input, scope, call.args, callee);
    const guards = handed ? requestGuards(scope, node) : null;
    if (!handed || !guards) continue;
    sites.push(
      ...sitesIn(input, callee, handed, [...outer, ...guards], [...via, callee.label], new Set(chain).add(callee)),
    );
  }
  return sites;
}

/** The helper's scope when the call hands it the request or a message field of it (`parse(req)`, `check(req.Asset)`). */
function handedRequest(
  input: GuardInput,
  scope: RequestScope,
  args: GoExpr[],
  callee: GoFunction,
): RequestScope | null {
  const params = parametersOf(callee);
  for (const [index, written] of args.entries()) {
    const param = params[index];
    if (!param) break;
    const arg = parseCondExpr(textOf(scope.file, written.node));
    if (arg.kind === 'ident' && arg.name === scope.requestName)
      return scopeOf(input, callee, param.name, scope.request, scope.prefix ?? '');
    const field = requestField(scope, arg);
    const held = field?.model.type.kind === 'message' && field.model.label !== 'repeated' && !field.model.mapKey;
    const message = held && field.model.type.kind === 'message' ? input.messages[field.model.type.fullName] : undefined;
    if (field && message) return scopeOf(input, callee, param.name, message, `${field.path}.`);
  }
  return null;
}

/** Every call in a body, in source order, closures left out (they run when something else calls them). */
function callsIn(body: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const visit = (node: SyntaxNode) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.name === 'FunctionLiteral') continue;
      if (child.name === 'CallExpr') out.push(child);
      visit(child);
    }
  };
  visit(body);
  return out;
}

/** Where the function returns without an error (`return resp, nil`, `return nil` of a function returning only an error). */
function successReturns(fn: GoFunction): number[] {
  const out: number[] = [];
  const visit = (node: SyntaxNode) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.name === 'FunctionLiteral') continue;
      if (child.name === 'ReturnStatement') {
        const values = namedChildren(child);
        const last = values.at(-1);
        if (last && textOf(fn.file, last) === 'nil') out.push(child.from);
      }
      visit(child);
    }
  };
  visit(fn.body);
  return out;
}
