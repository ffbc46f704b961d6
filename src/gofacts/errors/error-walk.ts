/**
 * Collects the errors a function can return, following calls into the daemon's own code:
 *
 *   - an error constructor call (`errors.New`, `fmt.Errorf`, `status.Error(f)`) anywhere in
 *     the body, closures included;
 *   - a sentinel (package-level error variable, any read package) returned directly
 *     (`return nil, ErrX`) or wrapped with `%w` (the constructor then shows its message);
 *   - a sentinel the code tests (`errors.Is(err, invoices.ErrInvoiceNotFound)`, `err == ErrX`)
 *     before passing that error on (`return nil, err`, `status.Error(codes.NotFound, err.Error())`):
 *     the message is the sentinel's, the code the status call's;
 *   - calls to functions and methods of the read files, MAX_DEPTH calls deep, each at most once
 *     per chain (cycles): a package function (`parseAmount(...)`, `lnrpc.UnmarshallAmt(...)`),
 *     a method of the caller's own receiver (`r.helper(...)`), and a method called on anything
 *     else when exactly one type of the read files declares a method of that name
 *     (`s.cfg.RouterBackend.extractIntentFromSendRequest(req)`); names many types declare
 *     (`Start`, `Stop`) are not followed.
 */
import type { SyntaxNode } from '@lezer/common';
import { type GoExpr, qualifiedName, toExpr } from '../go-expr.ts';
import { type GoFile, lineOf, namedChildren, textOf } from '../go-file.ts';
import { type GoProgram, descendants } from '../go-program.ts';
import type { GrpcCodeName } from '../../proto/model-types.ts';
import { codeOf, constructedError, isConstructorCall, sentinelOf, type Sentinel } from './error-constructors.ts';
import type { GoFunction, GoFunctions } from './go-functions.ts';

/** Calls followed below the handler. */
export const MAX_DEPTH = 3;

/** One error found, before it becomes a model entry. */
export interface FoundError {
  message: string;
  code: GrpcCodeName | null;
  sentinel: string | null;
  /** The helpers between the handler and the writing line, outermost first. */
  via: string[];
  file: GoFile;
  line: number;
  /** The node in the handler's own body (for its condition), when written there. */
  handlerNode: SyntaxNode | null;
}

export class ErrorWalker {
  /** A function's own findings (via relative to it) per remaining depth. */
  private readonly memo = new Map<string, FoundError[]>();

  constructor(private readonly functions: GoFunctions) {}

  /** Every error the function can return, in source order, callees' after the call. */
  errorsOf(fn: GoFunction, depth = 0, chain: ReadonlySet<GoFunction> = new Set()): FoundError[] {
    const key = `${fn.file.path}:${fn.node.from}:${depth}`;
    const cached = this.memo.get(key);
    if (cached) return cached;
    const inChain = new Set(chain).add(fn);
    const found: FoundError[] = [];
    const program = this.functions.program;
    // `guarded`: the node's own guards are the error's condition (not so for a tested sentinel, whose guard reads `err`).
    const here = (
      node: SyntaxNode,
      e: { message: string; code: GrpcCodeName | null },
      sentinel: Sentinel | null,
      at?: { file: GoFile; node: SyntaxNode },
      guarded = true,
    ) =>
      found.push({
        message: e.message,
        code: e.code,
        sentinel: sentinel?.name ?? null,
        via: [],
        file: at?.file ?? fn.file,
        line: lineOf(at?.file ?? fn.file, (at?.node ?? node).from),
        handlerNode: depth === 0 && guarded ? node : null,
      });
    walk(fn.body, (node) => {
      if (node.name === 'CallExpr') {
        const call = toExpr(fn.file, node);
        if (call.kind !== 'call') return;
        if (isConstructorCall(call)) {
          const built = constructedError(program, call);
          if (built) here(node, built, null);
          return;
        }
        if (depth >= MAX_DEPTH) return;
        const callee = this.calleeOf(fn, call);
        if (!callee || inChain.has(callee)) return;
        for (const e of this.errorsOf(callee, depth + 1, inChain))
          found.push({ ...e, via: [callee.label, ...e.via], handlerNode: null });
      } else if (node.name === 'ReturnStatement') {
        for (const value of namedChildren(node)) {
          const sentinel = sentinelOf(program, toExpr(fn.file, value));
          if (sentinel) here(value, sentinel, sentinel, { file: sentinel.decl.file, node: sentinel.decl.node });
        }
      } else if (node.name === 'IfStatement' || node.name === 'Case') {
        for (const { sentinel, code, node: at } of testedSentinels(program, fn, node))
          here(
            at,
            { message: sentinel.message, code: code ?? sentinel.code },
            sentinel,
            { file: sentinel.decl.file, node: sentinel.decl.node },
            false,
          );
      }
    });
    this.memo.set(key, found);
    return found;
  }

  /** The function or method a call reaches in the read files, or null. */
  calleeOf(fn: GoFunction, call: GoExpr & { kind: 'call' }): GoFunction | null {
    const { callee } = call;
    if (callee.kind === 'ident') return this.functions.functionIn(fn.file.dir, callee.name) ?? null;
    if (callee.kind !== 'selector') return null;
    const { target, field } = callee;
    if (target.kind === 'ident') {
      if (fn.file.imports.has(target.name)) {
        const pkg = this.functions.program.importedPackage(fn.file, target.name);
        return pkg ? (this.functions.functionIn(pkg.dir, field) ?? null) : null;
      }
      if (target.name === fn.receiverName && fn.receiverKey)
        return this.functions.byReceiver.get(fn.receiverKey)?.get(field) ?? null;
    }
    const named = this.functions.methodsNamed.get(field) ?? [];
    return named.length === 1 ? named[0]! : null;
  }
}

/**
 * Sentinels an `if` or `case` tests the error against (`errors.Is(err, S)`, `err == S`) whose
 * branch passes that error on: with the code of a `status.Error(codes.X, err.Error())` there.
 */
function testedSentinels(
  program: GoProgram,
  fn: GoFunction,
  node: SyntaxNode,
): { sentinel: Sentinel; code: GrpcCodeName | null; node: SyntaxNode }[] {
  const parts = namedChildren(node);
  const branchIndex = node.name === 'IfStatement' ? parts.findIndex((p) => p.name === 'Block') : -1;
  const tests = node.name === 'IfStatement' ? parts.slice(branchIndex - 1, branchIndex) : parts;
  const branch = node.name === 'IfStatement' ? parts[branchIndex] : caseStatements(node);
  if (!branch || tests.length === 0) return [];
  const out: { sentinel: Sentinel; code: GrpcCodeName | null; node: SyntaxNode }[] = [];
  for (const test of tests) {
    for (const { errName, sentinel } of sentinelTests(program, fn.file, test)) {
      const passed = passedOn(fn, branch, errName);
      if (passed) out.push({ sentinel, code: passed.code, node });
    }
  }
  return out;
}

/** The statements after a `case` up to the next one, as nodes (the case's block). */
function caseStatements(caseNode: SyntaxNode): SyntaxNode[] | null {
  const statements: SyntaxNode[] = [];
  for (let n = caseNode.nextSibling; n && n.name !== 'Case'; n = n.nextSibling) statements.push(n);
  return statements.length > 0 ? statements : null;
}

/** `errors.Is(err, S)` and `err == S` inside a test expression: the error variable and the sentinel. */
function sentinelTests(program: GoProgram, file: GoFile, test: SyntaxNode): { errName: string; sentinel: Sentinel }[] {
  const out: { errName: string; sentinel: Sentinel }[] = [];
  const text = textOf(file, test);
  if (!text.includes('errors.Is') && !text.includes('==')) return out;
  const candidates: [GoExpr, GoExpr][] = [];
  for (const callNode of [test, ...descendants(test, 'CallExpr')].filter((n) => n.name === 'CallExpr')) {
    const call = toExpr(file, callNode);
    if (call.kind === 'call' && qualifiedName(call.callee) === 'errors.Is' && call.args.length === 2)
      candidates.push([call.args[0]!, call.args[1]!]);
  }
  for (const binNode of [test, ...descendants(test, 'BinaryExp')].filter((n) => n.name === 'BinaryExp')) {
    const bin = toExpr(file, binNode);
    if (bin.kind === 'binary' && bin.op === '==') candidates.push([bin.left, bin.right]);
  }
  for (const [errExpr, sentinelExpr] of candidates) {
    if (errExpr.kind !== 'ident') continue;
    const sentinel = sentinelOf(program, sentinelExpr);
    if (sentinel) out.push({ errName: errExpr.name, sentinel });
  }
  return out;
}

/** Whether a branch returns the error (`return nil, err`) or a status of it (`status.Error(codes.X, err.Error())`). */
function passedOn(
  fn: GoFunction,
  branch: SyntaxNode | SyntaxNode[],
  errName: string,
): { code: GrpcCodeName | null } | null {
  const nodes = Array.isArray(branch) ? branch : [branch];
  for (const root of nodes) {
    for (const ret of [root, ...descendants(root, 'ReturnStatement')].filter((n) => n.name === 'ReturnStatement')) {
      for (const valueNode of namedChildren(ret)) {
        const value = toExpr(fn.file, valueNode);
        if (value.kind === 'ident' && value.name === errName) return { code: null };
        if (
          value.kind === 'call' &&
          isConstructorCall(value) &&
          value.args.some(
            (a) =>
              a.kind === 'call' &&
              a.callee.kind === 'selector' &&
              a.callee.field === 'Error' &&
              a.callee.target.kind === 'ident' &&
              a.callee.target.name === errName,
          )
        ) {
          return { code: codeOf(value.args[0]) };
        }
      }
    }
  }
  return null;
}

/** Visits every node under root in source order (a node before its children). */
function walk(root: SyntaxNode, visit: (node: SyntaxNode) => void): void {
  const cursor = root.cursor();
  if (!cursor.firstChild()) return;
  for (;;) {
    visit(cursor.node);
    if (cursor.firstChild()) continue;
    while (!cursor.nextSibling()) {
      if (!cursor.parent() || (cursor.from === root.from && cursor.to === root.to && cursor.name === root.name)) return;
    }
  }
}
