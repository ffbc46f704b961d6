/**
 * The flow a command runs around one RPC, read from its action: the RPCs it calls before it
 * (`quote, err := client.LoopOutQuote(ctx, quoteReq)`), and the request fields it computes from
 * their answers or derives (`MaxSwapFee: int64(limits.maxSwapFee)` through `getOutLimits(amt,
 * quote)`; keysend's `rand.Read(preimage[:])`, `req.DestCustomRecords[record.KeySendType] =
 * preimage[:]` and `preimage.Hash()`). A value is followed through locals, conversions, helper
 * returns, struct literals, package constants and integer arithmetic; a value it cannot follow
 * is left out, and with nothing computed there is no flow, never a guess.
 */
import type { SyntaxNode } from '@lezer/common';
import type { CliFlowField, CliFlowModel, CliFlowStep, CliFlowValue } from '../../proto/cli-flow-types.ts';
import type { MessageModel } from '../../proto/model-types.ts';
import type { CliCondition, CliFieldBindingModel } from '../../proto/cli-model-types.ts';
import { type CondExpr, parseCondExpr } from '../go-cond.ts';
import { type GoFile, textOf } from '../go-file.ts';
import { type GoDecl, descendants } from '../go-program.ts';
import { fieldOfGoName, isMessageType } from '../proto-go-names.ts';
import { assignedName } from '../go-statements.ts';
import { MAX_VALUE_STEPS, isPackage, paramOf, returnValues, scopeOf } from './action-scope.ts';
import { EXTERNAL_CONSTANTS, EXTERNAL_CONVERSIONS, EXTERNAL_HASHES, EXTERNAL_SIZES } from './go-externals.ts';
import { flagsAround, simplify } from './path-conditions.ts';
import type { CliReader, Scope, Source } from './input-types.ts';
import { literalOf } from './sources-fields.ts';

/** What a value is while it is being followed: a computed value, or the whole answer of an RPC call. */
type Derived = CliFlowValue | { kind: 'answer'; rpc: string; at: number };

/** The reading of one command's flow for one RPC. */
interface FlowRead {
  reader: CliReader;
  /** The RPCs of the command, by Go method name. */
  rpcs: Map<string, string>;
  /** The calls before the page's RPC, in source order (their answers are `step`s). */
  before: { rpc: string; at: number; to: number }[];
  /** The page's request fields and the inputs that set them (a value read from the same input is that field). */
  bindings: CliFieldBindingModel[];
  /** The flags the value being followed was computed under (null: none found). */
  when: (CliCondition | null)[];
}

const BUILTIN_CONVERSIONS = new Set([
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
]);

/** The flow of an RPC's call in a command's action, or undefined when nothing is computed for it. */
export function readFlow(
  reader: CliReader,
  scope: Scope,
  rpc: string,
  commandRpcs: string[],
  bindings: CliFieldBindingModel[],
): CliFlowModel | undefined {
  const message = reader.types.requestOf(rpc);
  const method = rpc.split('.').at(-1)!;
  const calls = rpcCalls(reader, scope, commandRpcs);
  // A call made by a helper the request is handed to (lncli's `SendPaymentRequest(ctx, req, ...)`)
  // is not in the body: every write of the body can reach it.
  const target = calls.find((c) => c.rpc === rpc) ?? { rpc, at: scope.body.to, to: scope.body.to };
  if (!message) return undefined;
  const read: FlowRead = {
    reader,
    rpcs: new Map(commandRpcs.map((r) => [r.split('.').at(-1)!, r])),
    before: calls.filter((c) => c.at < target.at && c.rpc !== rpc && c.rpc.split('.').at(-1) !== method),
    bindings,
    when: [],
  };
  const derived = requestDerivations(read, scope, message, target.to);
  if (derived.length === 0) return undefined;
  // Only the calls whose answers are read, numbered anew.
  const used = [...new Set(derived.flatMap((f) => stepsOf(f.value)))].sort((a, b) => a - b);
  const before: CliFlowStep[] = used.map((step) => {
    const call = read.before[step]!;
    const request = reader.types.requestOf(call.rpc);
    return { rpc: call.rpc, fields: request ? requestDerivations(read, scope, request, call.to, true) : [] };
  });
  const renumber = (f: CliFlowField): CliFlowField => ({ ...f, value: withSteps(f.value, used) });
  return { before, derived: derived.map(renumber), after: [] };
}

/** A value with each step's number replaced by its place in `used`. */
function withSteps(value: CliFlowValue, used: number[]): CliFlowValue {
  if (value.kind === 'response') return { ...value, step: used.indexOf(value.step) };
  if (value.kind === 'sha256') return { ...value, of: withSteps(value.of, used) };
  if (value.kind === 'op') return { ...value, left: withSteps(value.left, used), right: withSteps(value.right, used) };
  return value;
}

/** The steps whose answers a value reads. */
function stepsOf(value: CliFlowValue): number[] {
  if (value.kind === 'response') return [value.step];
  if (value.kind === 'sha256') return stepsOf(value.of);
  if (value.kind === 'op') return [...stepsOf(value.left), ...stepsOf(value.right)];
  return [];
}

/** The calls of the command's RPCs in the action's own body, in source order. */
function rpcCalls(reader: CliReader, scope: Scope, rpcs: string[]): { rpc: string; at: number; to: number }[] {
  const byName = new Map(rpcs.map((r) => [r.split('.').at(-1)!, r]));
  const out: { rpc: string; at: number; to: number }[] = [];
  for (const node of descendants(scope.body, 'CallExpr')) {
    const call = parseCondExpr(textOf(scope.file, node));
    if (call.kind !== 'call' || call.callee.kind !== 'selector') continue;
    const rpc = byName.get(call.callee.field);
    if (rpc && reader.isRpcCall(call, scope)) out.push({ rpc, at: node.from, to: node.to });
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * The computed fields of the request literal of `message` made for the call ending at `callAt` and the
 * writes on its variable (`req.PaymentHash = rHash`, `req.DestCustomRecords[k] = v`); with
 * `inputs`, fields the page's request carries too (a step's request: QuoteRequest's `Amt`).
 */
function requestDerivations(
  read: FlowRead,
  scope: Scope,
  message: MessageModel,
  callAt: number,
  inputs = false,
): CliFlowField[] {
  const out: CliFlowField[] = [];
  const keep = (field: string, expr: CondExpr, at: number, key?: string) => {
    read.when = [flagsAround(read.reader, scope, at)];
    const value = derive(read, expr, scope, at, 0);
    if (!value || value.kind === 'answer' || (!inputs && value.kind === 'field')) return;
    const terms = read.when.filter((w): w is CliCondition => w !== null);
    const when = terms.length === 0 ? null : terms.length === 1 ? terms[0]! : simplify({ kind: 'and', terms });
    out.push({ field, ...(key !== undefined ? { key } : {}), value, ...(when ? { when } : {}) });
  };
  const variables = new Set<string>();
  for (const node of descendants(scope.body, 'TypedLiteral')) {
    if (node.from > callAt) continue;
    const literal = parseCondExpr(textOf(scope.file, node));
    if (literal.kind !== 'composite' || !isMessageType(literal.type, message)) continue;
    for (const { key, value } of literal.fields) {
      const field = key ? fieldOfGoName(message, key) : undefined;
      if (field) keep(field.name, value, node.from);
    }
    // Two literals bound to one name (`req := ...` in two branches) share its writes.
    const variable = assignedName(node, scope.file);
    if (variable && !variables.has(variable)) writesOn(read, scope, message, variable, callAt, keep);
    if (variable) variables.add(variable);
  }
  return out;
}

/** `req.Field = value` and `req.MapField[key] = value` after the literal, before the call. */
function writesOn(
  read: FlowRead,
  scope: Scope,
  message: MessageModel,
  variable: string,
  callAt: number,
  keep: (field: string, value: CondExpr, at: number, key?: string) => void,
): void {
  for (const node of descendants(scope.body, 'Assignment')) {
    if (node.from > callAt) continue;
    const target = node.firstChild;
    const separator = node.getChild('=');
    const valueNode = separator?.nextSibling;
    if (!target || !valueNode) continue;
    const lhs = parseCondExpr(textOf(scope.file, target));
    const value = parseCondExpr(textOf(scope.file, valueNode));
    const keyed = lhs.kind === 'index' ? lhs : null;
    const selected = keyed ? keyed.target : lhs;
    if (selected.kind !== 'selector' || selected.target.kind !== 'ident' || selected.target.name !== variable) continue;
    const field = fieldOfGoName(message, selected.field);
    if (!field) continue;
    if (!keyed) {
      keep(field.name, value, node.from);
      continue;
    }
    const key = derive(read, keyed.index, scope, node.from, 0);
    if (key?.kind === 'number') keep(field.name, value, node.from, String(key.value));
  }
}

/** What a value is computed from, or null when it is not followed (an input, the clock, unread Go). */
function derive(read: FlowRead, expr: CondExpr, scope: Scope, at: number, steps: number): Derived | null {
  if (steps > MAX_VALUE_STEPS) return null;
  const next = (e: CondExpr, s = scope, a = at) => derive(read, e, s, a, steps + 1);
  switch (expr.kind) {
    case 'number':
      return { kind: 'number', value: expr.value };
    case 'binary':
      return arithmetic(expr.op, next(expr.left), next(expr.right));
    case 'unary':
      return expr.op === '&' ? next(expr.operand) : null;
    case 'index':
      // `preimage[:]`: the whole array as a slice.
      return expr.index.kind === 'other' ? next(expr.target) : null;
    case 'ident':
      return deriveName(read, expr, scope, at, steps);
    case 'selector':
      return deriveSelector(read, expr, scope, at, steps);
    case 'call':
      return deriveCall(read, expr, scope, at, steps);
    default:
      return null;
  }
}

function arithmetic(op: string, left: Derived | null, right: Derived | null): Derived | null {
  if (!left || !right || left.kind === 'answer' || right.kind === 'answer') return null;
  if (op !== '+' && op !== '-' && op !== '*' && op !== '/') return null;
  if (left.kind === 'number' && right.kind === 'number') {
    const value =
      op === '+'
        ? left.value + right.value
        : op === '-'
          ? left.value - right.value
          : op === '*'
            ? left.value * right.value
            : Math.trunc(left.value / right.value);
    return { kind: 'number', value };
  }
  return { kind: 'op', op, left, right };
}

/** A name: a helper's parameter, a local, a package constant, or bytes `rand.Read` filled. */
function deriveName(
  read: FlowRead,
  expr: CondExpr & { kind: 'ident' },
  scope: Scope,
  at: number,
  steps: number,
): Derived | null {
  const param = paramOf(expr, scope);
  if (param) return derive(read, param.value, param.scope, param.at, steps + 1);
  const assigns = scope.assigns.get(expr.name) ?? [];
  const computed = assigns
    .map((a) => ({ a, d: a.result === 0 ? derive(read, a.value, scope, a.at, steps + 1) : null }))
    .filter((x): x is { a: (typeof assigns)[number]; d: Derived } => x.d !== null && x.d.kind !== 'field');
  if (computed.length === 1) {
    // One write of several computes it (`rHash = hash[:]` under --keysend): the value holds under that write's flags.
    if (assigns.length > 1) read.when.push(flagsAround(read.reader, scope, computed[0]!.a.at));
    return computed[0]!.d;
  }
  const fromInput = sameInput(read, read.reader.sources(expr, scope, at));
  if (fromInput) return fromInput;
  if (assigns.length === 0) {
    const random = randomFill(expr.name, scope);
    if (random) return random;
    const pkg = read.reader.program.packageOf(scope.file);
    const decl = read.reader.program.activeDecl(pkg, expr.name);
    if (decl && fixedValue(decl, pkg.files)) return constantValue(read, decl.value!.file, decl.value!.node, steps);
  }
  return null;
}

/**
 * Whether a package-level name always holds its declared value: a constant, or a variable that no
 * file of its package writes again (loop's `var maxRoutingFeeBase = btcutil.Amount(10)`).
 */
function fixedValue(decl: GoDecl, files: GoFile[]): boolean {
  if (!decl.value || (decl.kind !== 'const' && decl.kind !== 'var')) return false;
  if (decl.kind === 'const') return true;
  const write = new RegExp(`(?:^|[^\\w.])${decl.name}\\s*(?:[-+*/]?=|:=)(?!=)`, 'gm');
  return files.reduce((n, f) => n + (f.source.match(write)?.length ?? 0), 0) === 1;
}

/** The value of a constant's declared expression (`maxRoutingFeeBase = btcutil.Amount(10)`, `FeeRateTotalParts = 1e6`). */
function constantValue(read: FlowRead, file: Scope['file'], node: SyntaxNode, steps: number): Derived | null {
  const fake: Scope = {
    file,
    fn: node,
    body: node,
    ctx: '',
    depth: MAX_VALUE_STEPS,
    argVars: new Map(),
    assigns: new Map(),
    params: new Map(),
    paramTypes: [],
    types: new Map(),
  };
  const value = derive(read, parseCondExpr(textOf(file, node)), fake, node.from, steps + 1);
  return value?.kind === 'number' ? value : null;
}

/** `var preimage lntypes.Preimage` filled by `rand.Read(preimage[:])` (crypto/rand): random bytes of the type's size. */
function randomFill(name: string, scope: Scope): Derived | null {
  const type = scope.types.get(name);
  const size = type ? (EXTERNAL_SIZES[type] ?? arraySize(type)) : undefined;
  if (!size) return null;
  for (const node of descendants(scope.body, 'CallExpr')) {
    const call = parseCondExpr(textOf(scope.file, node));
    if (
      call.kind === 'call' &&
      call.callee.kind === 'selector' &&
      call.callee.field === 'Read' &&
      call.callee.target.kind === 'ident' &&
      scope.file.imports.get(call.callee.target.name) === 'crypto/rand' &&
      call.args[0]?.kind === 'index' &&
      call.args[0].target.kind === 'ident' &&
      call.args[0].target.name === name
    )
      return { kind: 'random', name, bytes: size };
  }
  return null;
}

/** `[32]byte` is 32 bytes. */
function arraySize(type: string): number | undefined {
  const match = /^\[(\d+)\]byte$/.exec(type);
  return match ? Number(match[1]) : undefined;
}

/** The page's request field read from the same flag or argument as a value, if there is one. */
function sameInput(read: FlowRead, sources: Source[]): CliFlowValue | null {
  const inputs = sources.filter((s) => s.kind === 'flag' || s.kind === 'arg');
  if (inputs.length === 0 || inputs.length !== sources.length) return null;
  const binding = read.bindings.find((b) =>
    inputs.every((s) => (s.kind === 'flag' ? b.flags.includes(s.name) : s.kind === 'arg' && b.slots.includes(s.slot))),
  );
  return binding ? { kind: 'field', field: binding.field } : null;
}

/** `quote.SwapFeeSat` (an answer's field), `limits.maxSwapFee` (a struct literal's field), `swap.FeeRateTotalParts`. */
function deriveSelector(
  read: FlowRead,
  expr: CondExpr & { kind: 'selector' },
  scope: Scope,
  at: number,
  steps: number,
): Derived | null {
  if (expr.target.kind === 'ident' && isPackage(expr.target, scope, at)) {
    const known = EXTERNAL_CONSTANTS[`${scope.file.imports.get(expr.target.name)}.${expr.field}`];
    if (known !== undefined) return { kind: 'number', value: known };
    const pkg = read.reader.program.importedPackage(scope.file, expr.target.name);
    const decl = pkg ? read.reader.program.activeDecl(pkg, expr.field) : undefined;
    return decl && pkg && fixedValue(decl, pkg.files)
      ? constantValue(read, decl.value!.file, decl.value!.node, steps)
      : null;
  }
  const target = derive(read, expr.target, scope, at, steps + 1);
  if (target?.kind === 'answer') {
    const step = read.before.findIndex((c) => c.at === target.at);
    const response = read.reader.types.responseOf?.(target.rpc);
    const field = response ? fieldOfGoName(response, expr.field) : undefined;
    return step >= 0 && field ? { kind: 'response', step, field: field.name } : null;
  }
  // A field of a struct a helper builds: `limits := getOutLimits(amt, quote)`, then `limits.maxSwapFee`.
  const literal = literalOf(read.reader, expr.target, scope, at, 0);
  const inLiteral = literal?.literal.fields.find((f) => f.key === expr.field);
  return literal && inLiteral ? derive(read, inLiteral.value, literal.scope, literal.at, steps + 1) : null;
}

/** An RPC's answer, a conversion, a hash, or what a package function returns. */
function deriveCall(
  read: FlowRead,
  call: CondExpr & { kind: 'call' },
  scope: Scope,
  at: number,
  steps: number,
): Derived | null {
  const callee = call.callee;
  if (callee.kind === 'selector' && read.rpcs.has(callee.field) && read.reader.isRpcCall(call, scope)) {
    const rpc = read.rpcs.get(callee.field)!;
    // `at` is where the statement making the call starts: the call is the first of that RPC from there.
    const made = read.before.find((c) => c.rpc === rpc && c.at >= at);
    return made ? { kind: 'answer', rpc, at: made.at } : null;
  }
  const converted =
    call.args.length === 1 &&
    ((callee.kind === 'ident' && BUILTIN_CONVERSIONS.has(callee.name)) ||
      (callee.kind === 'selector' &&
        callee.target.kind === 'ident' &&
        EXTERNAL_CONVERSIONS.has(`${scope.file.imports.get(callee.target.name)}.${callee.field}`)));
  if (converted) return derive(read, call.args[0]!, scope, at, steps + 1);
  if (callee.kind === 'selector' && call.args.length === 0 && callee.target.kind === 'ident') {
    const type = scope.types.get(callee.target.name);
    if (type && EXTERNAL_HASHES.has(`${type}.${callee.field}`)) {
      const of = derive(read, callee.target, scope, at, steps + 1);
      return of && of.kind !== 'answer' ? { kind: 'sha256', of } : null;
    }
  }
  // The one value a package function returns, its parameters bound to the call's arguments.
  const decl = calledFunction(call, scope, at, read.reader.program);
  const helper = decl ? scopeOf(decl.file, decl.node, scope.depth + 1, -1, { args: call.args, scope, at }) : null;
  const returned = helper ? returnValues(helper) : [];
  if (!helper || returned.length !== 1) return null;
  return derive(read, returned[0]!.value, helper, returned[0]!.at, steps + 1);
}

/** The package function a call calls (of this package or one read from another), if it is one. */
function calledFunction(call: CondExpr & { kind: 'call' }, scope: Scope, at: number, program: CliReader['program']) {
  const callee = call.callee;
  let decl: ReturnType<typeof program.activeDecl>;
  if (callee.kind === 'ident') decl = program.activeDecl(program.packageOf(scope.file), callee.name);
  else if (callee.kind === 'selector' && callee.target.kind === 'ident' && isPackage(callee.target, scope, at)) {
    const pkg = program.importedPackage(scope.file, callee.target.name);
    decl = pkg ? program.activeDecl(pkg, callee.field) : undefined;
  }
  return decl?.kind === 'func' ? decl : undefined;
}
