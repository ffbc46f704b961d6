/**
 * The error messages an RPC's Go handler returns, read from the daemon's source with the Go
 * parser: the string of every `errors.New(...)`, `fmt.Errorf(...)` and gRPC
 * `status.Error(f)(code, ...)` in the handler's body (closures included), package-level
 * error variables (`var ErrX = errors.New(...)`) it returns, and the same from the methods
 * of its own receiver that it calls (one level deep, not further: deeper helpers are
 * shared by many RPCs, so their messages would say little about this one).
 *
 * A service's handler type is the receiver type that declares the most of its RPCs by name
 * (lnd's `*rpcServer` for `lnrpc.Lightning`, `*WalletKit` for `walletrpc.WalletKit`); a
 * service whose handler file the release does not read has no errors (null).
 */
import type { SyntaxNode } from '@lezer/common';
import { satisfies } from '../build-constraint.ts';
import { type GoExpr, qualifiedName, toExpr } from '../go-expr.ts';
import { type GoFile, lineOf, namedChildren, textOf } from '../go-file.ts';
import { type GoProgram, descendants } from '../go-program.ts';

/** One message a handler returns. */
export interface HandlerError {
  /** The message with format verbs shown as `…` ("unable to find invoice: …"). */
  message: string;
  /** Where it is written. */
  file: GoFile;
  line: number;
}

/** A method declaration with a receiver: `func (r *rpcServer) Name(...) ... { ... }`. */
interface GoMethod {
  name: string;
  /** Receiver type name without `*`, qualified by the package folder. */
  receiverKey: string;
  receiverName: string | null;
  file: GoFile;
  body: SyntaxNode;
}

/** The messages of each RPC of the services, by the RPC's name; a service without a handler type is absent. */
export function handlerErrors(program: GoProgram, files: GoFile[], services: { fullName: string; methods: string[] }[]): Map<string, Map<string, HandlerError[]>> {
  const methods = files.filter((f) => satisfies(f.constraint, program.tags)).flatMap(methodDecls);
  const byReceiver = new Map<string, Map<string, GoMethod>>();
  for (const m of methods) {
    const list = byReceiver.get(m.receiverKey) ?? new Map<string, GoMethod>();
    if (!list.has(m.name)) list.set(m.name, m);
    byReceiver.set(m.receiverKey, list);
  }
  const result = new Map<string, Map<string, HandlerError[]>>();
  for (const service of services) {
    const handler = handlerType(byReceiver, service.methods);
    if (!handler) continue;
    const perMethod = new Map<string, HandlerError[]>();
    for (const name of service.methods) {
      const method = handler.get(name);
      if (method) perMethod.set(name, methodErrors(program, method, handler));
    }
    result.set(service.fullName, perMethod);
  }
  return result;
}

/** The receiver type declaring the most of the RPCs (at least half of them), or null. */
function handlerType(byReceiver: Map<string, Map<string, GoMethod>>, rpcs: string[]): Map<string, GoMethod> | null {
  let best: Map<string, GoMethod> | null = null;
  let bestCount = 0;
  for (const methods of byReceiver.values()) {
    const count = rpcs.filter((r) => methods.has(r)).length;
    if (count > bestCount) {
      best = methods;
      bestCount = count;
    }
  }
  return best && bestCount * 2 >= rpcs.length ? best : null;
}

function methodDecls(file: GoFile): GoMethod[] {
  const out: GoMethod[] = [];
  for (let node = file.tree.topNode.firstChild; node; node = node.nextSibling) {
    if (node.name !== 'MethodDecl') continue;
    const receiver = node.getChild('Parameters')?.getChild('Parameter');
    const nameNode = node.getChild('FieldName');
    const body = node.getChild('Block');
    if (!receiver || !nameNode || !body) continue;
    const typeNode = receiver.getChild('PointerType')?.getChild('TypeName') ?? receiver.getChild('TypeName');
    if (!typeNode) continue;
    const receiverName = receiver.getChild('DefName');
    out.push({
      name: textOf(file, nameNode),
      receiverKey: `${file.dir}/${textOf(file, typeNode)}`,
      receiverName: receiverName ? textOf(file, receiverName) : null,
      file,
      body,
    });
  }
  return out;
}

/** The handler's messages, then those of the same-receiver methods it calls, without repeats. */
function methodErrors(program: GoProgram, method: GoMethod, siblings: Map<string, GoMethod>): HandlerError[] {
  const own = bodyErrors(program, method);
  const helpers = calledSiblings(method, siblings).flatMap((helper) => bodyErrors(program, helper));
  const seen = new Set<string>();
  return [...own, ...helpers].filter((e) => !seen.has(e.message) && seen.add(e.message));
}

/** `r.helper(...)` calls of the handler's body to other methods of its receiver, in order. */
function calledSiblings(method: GoMethod, siblings: Map<string, GoMethod>): GoMethod[] {
  if (!method.receiverName) return [];
  const called: GoMethod[] = [];
  for (const call of descendants(method.body, 'CallExpr')) {
    const callee = toExpr(method.file, call);
    if (callee.kind !== 'call' || callee.callee.kind !== 'selector') continue;
    const { target, field } = callee.callee;
    if (target.kind !== 'ident' || target.name !== method.receiverName || field === method.name) continue;
    const helper = siblings.get(field);
    if (helper && !called.includes(helper)) called.push(helper);
  }
  return called;
}

/** Messages constructed in a body, and error variables it returns. */
function bodyErrors(program: GoProgram, method: GoMethod): HandlerError[] {
  const out: HandlerError[] = [];
  const add = (message: string | null, file: GoFile, node: SyntaxNode) => {
    if (message !== null) out.push({ message, file, line: lineOf(file, node.from) });
  };
  for (const node of descendants(method.body, 'CallExpr')) {
    const call = toExpr(method.file, node);
    if (call.kind === 'call') add(constructedMessage(program, call), method.file, node);
  }
  for (const ret of descendants(method.body, 'ReturnStatement')) {
    for (const value of namedChildren(ret)) {
      if (value.name !== 'VariableName' && value.name !== 'SelectorExpr') continue;
      const decl = program.resolve(method.file, toExpr(method.file, value));
      if (decl?.kind !== 'var' || decl.value?.kind !== 'call') continue;
      add(constructedMessage(program, decl.value), decl.file, decl.node);
    }
  }
  return out;
}

const CONSTRUCTORS: Record<string, number> = { 'errors.New': 0, 'fmt.Errorf': 0, 'status.Error': 1, 'status.Errorf': 1 };

/** The message an error constructor call builds, or null (not a constructor, or not a known string). */
export function constructedMessage(program: GoProgram, call: GoExpr & { kind: 'call' }): string | null {
  const name = qualifiedName(call.callee);
  const position = name === null ? undefined : CONSTRUCTORS[name];
  const argument = position === undefined ? undefined : call.args[position];
  if (!argument) return null;
  const text = program.stringValue(argument);
  if (text === null) return null;
  const message = name!.endsWith('f') ? formatPlaceholders(text) : text;
  const shown = message.replace(/\s+/g, ' ').trim();
  // `fmt.Errorf("%w", err)` and the like pass another error on: nothing of their own to say.
  return /[a-z]{2}/i.test(shown.replace(/…/g, '')) ? shown : null;
}

/** Go format verbs (`%v`, `%w`, `%.2f`, `%x`) as `…`; `%%` as `%`. */
export function formatPlaceholders(format: string): string {
  return format.replace(/%(%|[-+# 0]*(\d+|\*)?(\.(\d+|\*))?[a-zA-Z])/g, (_match, verb: string) => (verb === '%' ? '%' : '…'));
}
