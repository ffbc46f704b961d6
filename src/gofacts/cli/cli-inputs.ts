/**
 * What a CLI command's action reads from its arguments, from its Go code (urfave/cli v1
 * and v3): the positional arguments it takes (`args.First()` after n `args = args.Tail()`,
 * `ctx.Args().Get(n)`), the conditions under which it stops with an error or its help before
 * calling an RPC (`default: return fmt.Errorf("dest argument missing")` under
 * `!ctx.IsSet("dest") && !args.Present()`, `Required: true` flags), and which request
 * fields each flag and positional argument ends up in (`PubKey: dest` where `dest` was read
 * from `ctx.String("dest")` or `args.First()`), following local variables and helper
 * functions that get the context a few calls deep. It reads what the code says and no more:
 * anything it cannot follow is `unknown`, never guessed.
 */
import type { SyntaxNode } from '@lezer/common';
import type { CliCondition, CliFieldBindingModel, CliGuardModel, CliInputCondition, CliInputsModel, CliItemsModel, CliJsonPlace, CliPositionalModel, CliValuePart, EnumModel, FieldModel, MessageModel } from '../../proto/model-types.ts';
import type { GoExpr } from '../go-expr.ts';
import { type GoFile, lineOf, textOf } from '../go-file.ts';
import { type GoProgram, descendants } from '../go-program.ts';
import { argumentItems } from './argument-items.ts';
import { earlyReturnConditions, inBranch } from './early-returns.ts';
import { type CondExpr, parseCondExpr, typeName } from './go-cond.ts';
import { isStandardInput, readsStandardInput } from './standard-input.ts';
import { mapKeyRanges } from './map-keys.ts';
import { enumWordChoices } from './usage-words.ts';

/** The request message of each RPC a command calls, and every message by full name. */
export interface RequestTypes {
  requestOf: (rpc: string) => MessageModel | undefined;
  messages: Record<string, MessageModel>;
  /** Every enum by full name (for the words another module parses into one, see usage-words.ts). */
  enums?: Record<string, EnumModel>;
}

/**
 * What the CLI's help says of flag values another module parses: per flag name, the words its
 * usage quotes (usage-words.ts), and the command's flags that have no default value (so that a
 * parse of one not given fails).
 */
export interface FlagWords {
  words: ReadonlyMap<string, string[]>;
  withoutDefault: ReadonlySet<string>;
}

// urfave/cli's typed getters: ctx.String("name"), cmd.Uint64("name"), ...
const GETTERS = /^(?:String|Bool|BoolT|Int|Int64|Int32|Uint|Uint64|Uint32|Float64|Duration|Generic|Timestamp|Path|StringSlice|IntSlice|Int64Slice|Uint64Slice|Float64Slice|Value)$/;
const MAX_HELPER_DEPTH = 3;
// Steps from a request literal to a value: nested messages, locals and helper returns all count
// (tapcli's `Key: uKey` -> parseUniverseProofArgs -> `Id: universeID` -> parseUniverseID -> `&unirpc.ID{...}` takes 7).
const MAX_VALUE_STEPS = 16;

/**
 * Where a value comes from; `choices` when a `switch` on its text picks an enum constant;
 * `when` when the whole assignment happens under flags, `inputWhen` when this input's value
 * is written over later under flags (it then sets the field only when they are not given).
 */
type Source = ({ kind: 'flag'; name: string; picks?: string } | { kind: 'arg'; slot: number; spread?: true } | { kind: 'prompt' }) & { choices?: Choice[]; part?: { separator: string; index: number }; json?: JsonAt; when?: CliCondition; inputWhen?: CliCondition } & SourceForm;
/** A place in a JSON text the action decodes: the path so far and the Go type of the value there. */
type JsonAt = { path: string; type: string };

/**
 * How a source's value reaches the field when it is not as written: as the keys of a map
 * (`featureMap[feature]` for each `--feature`), added to the clock (`time.Now().Add(...)`), or
 * through another module's parser (`session.Parse(...)`, whose text form the files read do not give).
 */
type SourceForm = { mapKeys?: true; fromNow?: true; via?: string };
type Choice = { text: string; constant: string };

/** Records the sources of a request field (or the argument items a repeated message field is built from). */
type AddBinding = (field: string, sources: Source[], items?: CliItemsModel) => void;

/** A function body the analysis reads, with the name its urfave/cli context goes by. */
interface Scope {
  file: GoFile;
  body: SyntaxNode;
  ctx: string;
  depth: number;
  /** Local names bound to the positional arguments (`args := ctx.Args()`), with the offsets of their `args = args.Tail()`. */
  argVars: Map<string, number[]>;
  /** Local assignments by name: the value and where it is written; `item` for the value variable of a `range` over it, `json` for JSON decoded into it. */
  assigns: Map<string, { value: CondExpr; at: number; result: number; item?: true; json?: true }[]>;
  /** Declared types of locals (`var jsonChannels []*batchChannelJSON`). */
  types: Map<string, string>;
  /** A helper's parameters bound to the caller's arguments (`buildBurnAssetSpecifier(assetIDBytes, groupKeyBytes)`). */
  params: Map<string, Argument>;
  /** The function's parameters with their type's text (a helper handed the request: `func f(req *lnrpc.X)`). */
  paramTypes: { name: string; type: string }[];
}

/** An argument a helper was called with, read in the caller's scope. */
interface Argument {
  value: CondExpr;
  scope: Scope;
  at: number;
}

/** Reads a command's inputs; null when its action is not a function the analysis can read. */
export function readCliInputs(params: {
  program: GoProgram;
  action: GoExpr;
  rpcs: string[];
  types: RequestTypes;
  argsUsage: string;
  requiredFlags: string[];
  flagWords?: FlagWords;
}): CliInputsModel | null {
  const analysis = new InputAnalysis(params.program, params.types, new Set(params.rpcs.map((rpc) => rpc.split('.').at(-1)!)), params.flagWords);
  const scope = analysis.actionScope(params.action);
  if (!scope) return null;
  const guards: CliGuardModel[] = params.requiredFlags.map((flag) => ({ when: { kind: 'not', term: { kind: 'flag', flag } }, message: `Required flag "${flag}" not set`, line: 0 }));
  // A check after the action's last RPC call cannot stop that call (tapcli's `universe federation config info` parses its IDs after querying).
  const lastCall = analysis.lastRpcCall(scope, params.rpcs);
  guards.push(...analysis.guards(scope, { kind: 'and', terms: [] }).filter((g) => lastCall === null || g.at < lastCall).map(({ at: _, ...g }) => g));
  const names = params.argsUsage.replace(/[[\]<>.|]/g, ' ').split(/\s+/).filter((w) => /^\w/.test(w) && !/^-/.test(w));
  const positional = analysis.positional(scope).map((p): CliPositionalModel => ({ ...p, name: names[p.slot] ?? p.name }));
  const requests = params.rpcs.flatMap((rpc) => {
    const message = params.types.requestOf(rpc);
    if (!message) return [];
    const callFlags = analysis.callFlags(scope, rpc.split('.').at(-1)!);
    return [{ rpc, fields: analysis.requestFields(scope, message), ...(callFlags.length > 0 ? { callFlags } : {}) }];
  });
  const readAfterCall = lastCall === null ? [] : analysis.flagReads(scope).filter((r) => r.at.every((at) => at > lastCall)).map((r) => r.flag);
  return { positional, guards, requests, ...(readAfterCall.length > 0 ? { readAfterCall } : {}) };
}

class InputAnalysis {
  constructor(
    private readonly program: GoProgram,
    private readonly types: RequestTypes,
    /** The Go method names of the RPCs the command calls (`GetLoopInQuote`). */
    private readonly rpcMethods: ReadonlySet<string> = new Set(),
    private readonly flagWords: FlagWords = { words: new Map(), withoutDefault: new Set() },
  ) {}

  /** The function an Action expression runs: a literal, a named function, or the function a decorator wraps. */
  actionScope(action: GoExpr, depth = 0): Scope | null {
    if (depth > 4) return null;
    if (action.kind === 'func') return this.scopeOf(action.file, action.node, depth);
    if (action.kind === 'ident' || action.kind === 'selector') {
      const decl = this.program.resolve(action.file, action);
      return decl?.kind === 'func' ? this.scopeOf(decl.file, decl.node, depth) : null;
    }
    if (action.kind === 'call') {
      for (const arg of action.args) {
        const scope = this.actionScope(arg, depth + 1);
        if (scope) return scope;
      }
    }
    if (action.kind === 'unary') return this.actionScope(action.operand, depth + 1);
    return null;
  }

  /** A function declaration or literal with a `*cli.Context` (v1) or `*cli.Command` (v3) parameter. */
  private scopeOf(file: GoFile, fn: SyntaxNode, depth: number, ctxIndex?: number, call?: { args: CondExpr[]; scope: Scope; at: number }): Scope | null {
    const body = fn.getChild('Block');
    const paramList = fn.getChild('Parameters');
    if (!body || !paramList) return null;
    const names: { name: string; type: string }[] = [];
    for (const param of paramList.getChildren('Parameter')) {
      const type = param.lastChild ? textOf(file, param.lastChild) : '';
      for (const name of param.getChildren('DefName')) names.push({ name: textOf(file, name), type });
    }
    const ctx = ctxIndex !== undefined ? (ctxIndex < 0 ? '' : names[ctxIndex]?.name) : names.find((p) => /\bcli\.(?:Context|Command)$/.test(p.type))?.name;
    if (ctx === undefined) return null;
    const params = new Map<string, Argument>();
    // Variadic parameters and calls spreading a slice are not matched one to one.
    if (call && !names.some((p) => p.type.startsWith('...'))) {
      names.forEach((p, i) => {
        if (i !== ctxIndex && call.args[i]) params.set(p.name, { value: call.args[i]!, scope: call.scope, at: call.at });
      });
    }
    const scope: Scope = { file, body, ctx, depth, argVars: new Map(), assigns: new Map(), params, paramTypes: names, types: new Map() };
    this.readAssignments(scope);
    return scope;
  }

  /** Local assignments and the positional-argument variables of a body (closures included: they share its names). */
  private readAssignments(scope: Scope): void {
    const { file, body } = scope;
    for (const node of [...descendants(body, 'VarDecl'), ...descendants(body, 'Assignment'), ...descendants(body, 'VarSpec')]) {
      const separator = node.getChild(':=') ?? node.getChild('=');
      if (!separator) continue;
      const targets: string[] = [];
      const values: SyntaxNode[] = [];
      for (let child = node.firstChild; child; child = child.nextSibling) {
        // `req.Channels[idx] = ...` sets an item of the list: `req.Channels[]`.
        if (child.to <= separator.from && child.name === 'IndexExpr') targets.push(textOf(file, child).replace(/\[[^\]]*\]$/, '[]'));
        else if (child.to <= separator.from && (child.name === 'DefName' || child.name === 'VariableName' || child.name === 'SelectorExpr')) targets.push(textOf(file, child));
        else if (child.from >= separator.to && child.name !== ',' && !child.name.endsWith('Comment')) values.push(child);
      }
      targets.forEach((target, i) => {
        const valueNode = values.length === targets.length ? values[i] : values[0];
        if (!valueNode) return;
        const value = parseCondExpr(textOf(file, valueNode));
        const result = values.length === targets.length ? 0 : i;
        if (isArgsCall(value, scope.ctx) && result === 0) scope.argVars.set(target, scope.argVars.get(target) ?? []);
        else if (value.kind === 'call' && value.callee.kind === 'selector' && value.callee.field === 'Tail' && value.callee.target.kind === 'ident' && value.callee.target.name === target && scope.argVars.has(target)) {
          scope.argVars.get(target)!.push(node.from);
          return;
        }
        const list = scope.assigns.get(target) ?? [];
        list.push({ value, at: node.from, result });
        scope.assigns.set(target, list);
      });
    }
    // `var x T`: its type, for decoding JSON into it.
    for (const spec of descendants(body, 'VarSpec')) {
      const name = spec.getChild('DefName');
      const type = name?.nextSibling;
      if (name && type && !spec.getChild('=')) scope.types.set(textOf(file, name), textOf(file, type));
    }
    // `json.Unmarshal(data, &x)`: x is the JSON text data decoded.
    for (const node of descendants(body, 'CallExpr')) {
      const call = parseCondExpr(textOf(file, node));
      if (call.kind !== 'call' || call.callee.kind !== 'selector' || call.callee.field !== 'Unmarshal' || call.args.length !== 2) continue;
      const into = call.args[1]!.kind === 'unary' && (call.args[1] as { op: string }).op === '&' ? (call.args[1] as { operand: CondExpr }).operand : call.args[1]!;
      if (into.kind !== 'ident') continue;
      const list = scope.assigns.get(into.name) ?? [];
      list.push({ value: call.args[0]!, at: node.from, result: 0, json: true });
      scope.assigns.set(into.name, list);
    }
    // `for _, arg := range args`: arg is each item of args in turn (the index variable is no input).
    for (const node of descendants(body, 'RangeClause')) {
      const targets = node.getChildren('DefName').concat(node.getChildren('VariableName')).filter((n) => n.to <= (node.getChild('range')?.from ?? 0));
      const rangeKw = node.getChild('range');
      const valueNode = rangeKw?.nextSibling;
      if (targets.length !== 2 || !valueNode) continue;
      const target = textOf(file, targets[1]!);
      const list = scope.assigns.get(target) ?? [];
      list.push({ value: parseCondExpr(textOf(file, valueNode)), at: node.from, result: 0, item: true });
      scope.assigns.set(target, list);
    }
  }

  /** The json key and Go type of a field of a package struct type (`NodePubkey string \`json:"node_pubkey,omitempty"\``), or null. */
  private jsonKey(type: string, field: string, scope: Scope): { name: string; type: string } | null {
    const decl = this.program.activeDecl(this.program.packageOf(scope.file), type.replace(/^\*/, ''));
    if (decl?.kind !== 'type') return null;
    for (const fieldDecl of descendants(decl.node, 'FieldDecl')) {
      if (fieldDecl.getChild('FieldName') === null || textOf(decl.file, fieldDecl.getChild('FieldName')!) !== field) continue;
      const tag = fieldDecl.getChild('String') ?? fieldDecl.getChild('RawString');
      const typeNode = fieldDecl.getChild('FieldName')!.nextSibling;
      const name = tag ? /(?:^|\s)json:"([^",]*)/.exec(textOf(decl.file, tag).slice(1, -1))?.[1] : undefined;
      // encoding/json matches a key without a tag by the field's name.
      return { name: name || field, type: typeNode && typeNode !== tag ? textOf(decl.file, typeNode) : '' };
    }
    return null;
  }

  /** The positional slot a `range` over the arguments starts at (`range ctx.Args()`, `range args` after one `args.Tail()`), or null. */
  private spreadSlot(expr: CondExpr, scope: Scope, at: number): number | null {
    if (isArgsCall(expr, scope.ctx)) return 0;
    if (expr.kind === 'ident' && scope.argVars.has(expr.name)) return this.shift(scope, expr.name, at);
    return null;
  }

  /** How many positional arguments the variable has consumed at an offset. */
  private shift(scope: Scope, name: string, at: number): number {
    return (scope.argVars.get(name) ?? []).filter((offset) => offset < at).length;
  }

  /** The slot a positional read stands for (`args.First()`, `ctx.Args().Get(1)`, `args[0]`), or null. */
  private slotOf(expr: CondExpr, scope: Scope, at: number): number | null {
    const base = (target: CondExpr): number | null => {
      if (target.kind === 'ident' && scope.argVars.has(target.name)) return this.shift(scope, target.name, at);
      if (isArgsCall(target, scope.ctx)) return 0;
      return null;
    };
    if (expr.kind === 'call' && expr.callee.kind === 'selector') {
      const start = base(expr.callee.target);
      if (start === null) return null;
      if (expr.callee.field === 'First') return start;
      if (expr.callee.field === 'Get' && expr.args[0]?.kind === 'number') return start + expr.args[0].value;
      return null;
    }
    if (expr.kind === 'index' && expr.index.kind === 'number') {
      const start = base(expr.target);
      return start === null ? null : start + expr.index.value;
    }
    return null;
  }

  /** A constant string argument: a literal, a constant, or `someFlag.Name`. */
  private constantString(expr: CondExpr | undefined, file: GoFile): string | null {
    if (!expr) return null;
    if (expr.kind === 'string') return expr.value;
    if (expr.kind === 'binary' && expr.op === '+') {
      const left = this.constantString(expr.left, file);
      const right = this.constantString(expr.right, file);
      return left !== null && right !== null ? left + right : null;
    }
    if (expr.kind === 'ident') {
      const decl = this.program.activeDecl(this.program.packageOf(file), expr.name);
      return decl?.value ? this.program.stringValue(decl.value) : null;
    }
    if (expr.kind === 'selector' && expr.target.kind === 'ident') {
      const pkg = file.imports.has(expr.target.name) ? this.program.importedPackage(file, expr.target.name) : this.program.packageOf(file);
      if (!pkg) return null;
      if (file.imports.has(expr.target.name)) {
        const decl = this.program.activeDecl(pkg, expr.field);
        return decl?.value ? this.program.stringValue(decl.value) : null;
      }
      // `introductionNodeFlag.Name`: the Name of a package-level flag literal (v1 names may list aliases: "amt, a").
      const decl = this.program.activeDecl(pkg, expr.target.name);
      let value = decl?.value;
      if (value?.kind === 'unary') value = value.operand;
      if (value?.kind !== 'composite') return null;
      const field = value.elements.find((e) => e.key?.kind === 'ident' && e.key.name === expr.field)?.value;
      const text = field ? this.program.stringValue(field) : null;
      return text === null ? null : text.split(',')[0]!.trim();
    }
    return null;
  }

  /** The flag a getter call reads (`ctx.String("dest")`), or null. */
  private flagRead(expr: CondExpr, scope: Scope, getters: RegExp = GETTERS): string | null {
    if (expr.kind !== 'call' || expr.callee.kind !== 'selector' || expr.callee.target.kind !== 'ident' || expr.callee.target.name !== scope.ctx) return null;
    if (!getters.test(expr.callee.field)) return null;
    const name = this.constantString(expr.args[0], scope.file);
    return name === null ? null : name.split(',')[0]!.trim();
  }

  /** The flags and positional arguments an expression's value comes from. */
  sources(expr: CondExpr, scope: Scope, at: number, seen = new Set<string>()): Source[] {
    // `Force: ctx.IsSet("force")`: whether the flag is given is its value.
    const flag = this.flagRead(expr, scope) ?? this.flagRead(expr, scope, /^IsSet$/);
    if (flag !== null) return [{ kind: 'flag', name: flag }];
    const slot = this.slotOf(expr, scope, at);
    if (slot !== null) return [{ kind: 'arg', slot }];
    switch (expr.kind) {
      case 'ident': {
        if (seen.has(expr.name)) return [];
        const next = new Set(seen).add(expr.name);
        const param = this.paramOf(expr, scope);
        if (param) return this.sources(param.value, param.scope, param.at);
        return (scope.assigns.get(expr.name) ?? []).flatMap((a): Source[] => {
          const spread = a.item ? this.spreadSlot(a.value, scope, a.at) : null;
          if (spread !== null) return [{ kind: 'arg', slot: spread, spread: true }];
          // JSON decoded into a declared struct: the whole text, at its root.
          if (a.json) return this.sources(a.value, scope, a.at, next).map((s) => ({ ...s, json: { path: '', type: scope.types.get(expr.name) ?? '' } }));
          // An item of a list decoded from JSON: one level into it.
          if (a.item) return this.sources(a.value, scope, a.at, next).map((s) => (s.json ? { ...s, json: { path: `${s.json.path}[]`, type: s.json.type.replace(/^\[\]\*?/, '') } } : s));
          if (a.result > 0 && a.value.kind === 'call') return this.callSources(a.value, scope, a.at, next, a.result);
          const picked = this.switchPick(scope.file, scope.body, a.at, a.value);
          if (picked) return this.sources(picked.tag, scope, picked.at, next).map((s) => ({ ...s, choices: picked.choices }));
          return this.sources(a.value, scope, a.at, next);
        });
      }
      case 'selector': {
        // `bufio.NewReader(os.Stdin)`: what the user types at a prompt.
        if (expr.target.kind === 'ident' && isStandardInput(scope.file, expr.target.name, expr.field) && this.isPackage(expr.target, scope, at)) return [{ kind: 'prompt' }];
        // `req.NodePubkey`: what was written to that field, not to the whole request.
        if (expr.target.kind === 'ident') {
          const key = `${expr.target.name}.${expr.field}`;
          if (seen.has(key)) return [];
          seen = new Set(seen).add(key);
          const written = (scope.assigns.get(key) ?? []).flatMap((a) => this.sources(a.value, scope, a.at, seen));
          const literal = this.literalOf(expr.target, scope, at, 0);
          const inLiteral = literal?.literal.fields.find((f) => f.key === expr.field);
          if (literal) return [...written, ...(inLiteral ? this.writtenOverUnless(this.sources(inLiteral.value, literal.scope, literal.at, seen), expr.target.name, key, scope) : [])];
          if (written.length > 0) return written;
        }
        // A field of a struct decoded from JSON: the key its json tag names.
        return this.sources(expr.target, scope, at, seen).flatMap((s) => {
          if (!s.json) return [s];
          const key = this.jsonKey(s.json.type, expr.field, scope);
          return key ? [{ ...s, json: { path: `${s.json.path}.${key.name}`, type: key.type } }] : [];
        });
      }
      case 'index': {
        const picked = this.mapPick(expr, scope);
        if (picked) return this.sources(expr.index, scope, at, seen).map((s) => ({ ...s, choices: picked }));
        const split = this.splitPart(expr, scope);
        if (split) return this.sources(split.text, scope, split.at, seen).map((s) => ({ ...s, part: split.part }));
        return this.sources(expr.target, scope, at, seen);
      }
      case 'unary':
        // `!ctx.Bool("inflight_updates")`: the field is the flag's opposite, which no flag value writes.
        return expr.op === '!' ? [] : this.sources(expr.operand, scope, at, seen);
      case 'binary':
        return [...this.sources(expr.left, scope, at, seen), ...this.sources(expr.right, scope, at, seen)];
      case 'composite':
        return expr.fields.flatMap((f) => this.sources(f.value, scope, at, seen));
      case 'call':
        return this.callSources(expr, scope, at, seen, 0);
      default:
        return [];
    }
  }

  /** The sources of a call's result (`index`: which of several results, `id, label, args, err := parseIDOrLabel(ctx)`). */
  private callSources(expr: CondExpr & { kind: 'call' }, scope: Scope, at: number, seen: Set<string>, index: number): Source[] {
    // What an RPC answers (`quote, err := client.GetLoopInQuote(ctx, quoteReq)`) comes from the daemon, not from the arguments.
    if (this.isRpcCall(expr, scope, at)) return [];
    const form = this.callForm(expr, scope, at);
    if (form) return this.plainCallSources(expr, scope, at, seen, index).map((s) => ({ ...s, ...form, ...(s.via ? { via: s.via } : {}) }));
    return this.plainCallSources(expr, scope, at, seen, index);
  }

  /**
   * How a call changes its arguments' values: `time.Now().Add(d)` adds them to the clock, a
   * function of a package outside the standard library and the CLI's own (`session.Parse`) parses
   * them in a form of its own; null for anything else.
   */
  private callForm(expr: CondExpr & { kind: 'call' }, scope: Scope, at: number): SourceForm | null {
    let target: CondExpr = expr.callee;
    while (target.kind === 'selector' || target.kind === 'call') {
      if (target.kind === 'call' && target.callee.kind === 'selector' && target.callee.field === 'Now' && target.callee.target.kind === 'ident' && scope.file.imports.get(target.callee.target.name) === 'time') return { fromNow: true };
      target = target.kind === 'selector' ? target.target : target.callee;
    }
    if (expr.callee.kind !== 'selector' || expr.callee.target.kind !== 'ident' || !this.isPackage(expr.callee.target, scope, at)) return null;
    const path = scope.file.imports.get(expr.callee.target.name) ?? '';
    // Another module's package: its first path element is a host name (github.com/...).
    return path.split('/')[0]!.includes('.') ? { via: `${expr.callee.target.name}.${expr.callee.field}` } : null;
  }

  private plainCallSources(expr: CondExpr & { kind: 'call' }, scope: Scope, at: number, seen: Set<string>, index: number): Source[] {
    const fromArgs = expr.args.flatMap((a) => this.sources(a, scope, at, seen));
    const helper = this.helperScope(expr, scope, at);
    const parsed = helper ? [] : this.parserSources(expr, scope, at, seen);
    if (parsed.length > 0) return parsed;
    // Only what the call's arguments do not give: tapcli's `readFile(path)` reads stdin only for a path of "-".
    if (!helper && fromArgs.length === 0 && this.promptCall(expr, scope)) return [{ kind: 'prompt' }];
    // A text read as a bool by a switch (tapcli's `isValidBool(ctx.String("allow_insert"))`): the texts it takes.
    const reader = helper ?? this.valueHelperScope(expr, scope, at);
    const words = reader ? this.boolWords(reader, index) : null;
    if (words) return this.sources(words.tag, reader!, words.at).map((s) => ({ ...s, choices: words.choices }));
    if (!helper) return [...fromArgs, ...(expr.callee.kind === 'selector' && !this.isPackage(expr.callee.target, scope, at) ? this.sources(expr.callee.target, scope, at, seen) : [])];
    const returned = this.returnValues(helper, index).flatMap(({ value, at: retAt }) => this.sources(value, helper, retAt));
    // Arguments other than the context still flow into the result.
    return [...returned, ...expr.args.filter((a) => !(a.kind === 'ident' && a.name === scope.ctx)).flatMap((a) => this.sources(a, scope, at, seen))];
  }

  /**
   * An enum constant a statement picks directly in a case of a `switch` on a text
   * (`case "p2tr": addrType = lnrpc.AddressType_TAPROOT_PUBKEY`, `return walletrpc.AddressType_X, nil`):
   * the switch's tag and the texts of the case. Null for anything else (a default case, a
   * constant picked under a further condition such as lncli's `if unused`).
   */
  private switchPick(file: GoFile, body: SyntaxNode, at: number, value: CondExpr, bools = false): { tag: CondExpr; at: number; choices: Choice[] } | null {
    // A constant of another package (an enum), or (for a helper's result) a bool literal: a text read as a bool.
    const isBool = bools && value.kind === 'ident' && (value.name === 'true' || value.name === 'false');
    if (!isBool && (value.kind !== 'selector' || value.target.kind !== 'ident' || !file.imports.has(value.target.name))) return null;
    let statement: SyntaxNode | null = body.resolveInner(at, 1);
    while (statement && statement.parent?.name !== 'SwitchBlock') {
      if (statement.parent === null || statement.parent.from <= body.from || /^(?:IfStatement|ForStatement|FunctionLiteral)$/.test(statement.parent.name)) return null;
      statement = statement.parent;
    }
    const block = statement?.parent;
    const switchNode = block?.parent;
    if (!statement || !block || switchNode?.name !== 'SwitchStatement') return null;
    const tagNode = namedBefore(switchNode, block).find((n) => n.name !== 'switch');
    if (!tagNode) return null;
    const clause = block.getChildren('Case').findLast((c) => c.from <= statement!.from);
    if (!clause || clause.getChild('default')) return null;
    const texts = childrenOf(clause).filter((n) => !['case', ':', ','].includes(n.name)).map((n) => parseCondExpr(textOf(file, n)));
    if (texts.length === 0 || texts.some((t) => t.kind !== 'string')) return null;
    const constant = value.kind === 'selector' ? value.field : (value as { name: string }).name;
    return { tag: parseCondExpr(textOf(file, tagNode)), at: tagNode.from, choices: texts.map((t) => ({ text: (t as { value: string }).value, constant })) };
  }

  /**
   * A helper that reads a bool from a text by a `switch` on it (tapcli's `isValidBool`: `case
   * "true": return true, nil`, `case "false": return false, nil`, a default returning an error):
   * the switch's tag and each text with the bool it gives (as the choice's constant); null when
   * the helper's result at `index` is anything else.
   */
  private boolWords(helper: Scope, index: number): { tag: CondExpr; at: number; choices: Choice[] } | null {
    const returns = this.returnValues(helper, index);
    const picks = returns.map((r) => (r.value.kind === 'ident' && (r.value.name === 'true' || r.value.name === 'false') ? this.switchPick(helper.file, helper.body, r.at, r.value, true) : null));
    const picked = picks.filter((p) => p !== null);
    // Every other return is the default case's (its bool is no text's).
    if (picked.length < 2 || returns.some((r, i) => picks[i] === null && !inDefaultCase(r.node))) return null;
    return { ...picked[0]!, choices: picked.flatMap((p) => p.choices) };
  }

  /**
   * One part of a text split on a constant separator (`parts[0]` after `parts :=
   * strings.Split(ctx.Args().First(), "@")`): the text split and which part; null for any other index.
   */
  private splitPart(expr: CondExpr & { kind: 'index' }, scope: Scope): { text: CondExpr; at: number; part: { separator: string; index: number } } | null {
    if (expr.target.kind !== 'ident' || expr.index.kind !== 'number') return null;
    const assigns = scope.assigns.get(expr.target.name) ?? [];
    const split = assigns.length === 1 && assigns[0]!.result === 0 ? assigns[0]!.value : null;
    if (split?.kind !== 'call' || !/^strings\.Split(?:N)?$/.test(typeName(split.callee)) || !split.args[0]) return null;
    const separator = this.constantString(split.args[1], scope.file);
    return separator ? { text: split.args[0], at: assigns[0]!.at, part: { separator, index: expr.index.value } } : null;
  }

  /**
   * The texts of a lookup in a package-level map from texts to enum constants (tapcli's
   * `backupModeMap[modeStr]`: "raw" -> BackupMode_RAW, ...), or null for any other index.
   */
  private mapPick(expr: CondExpr & { kind: 'index' }, scope: Scope): Choice[] | null {
    if (expr.target.kind !== 'ident' || scope.assigns.has(expr.target.name) || scope.params.has(expr.target.name)) return null;
    const decl = this.program.activeDecl(this.program.packageOf(scope.file), expr.target.name);
    const value = decl?.kind === 'var' ? decl.value : null;
    if (value?.kind !== 'composite' || value.elements.length === 0) return null;
    const choices: Choice[] = [];
    for (const element of value.elements) {
      const key = element.key;
      const constant = element.value;
      if (key?.kind !== 'string' || constant.kind !== 'selector' || constant.target.kind !== 'ident' || !decl!.file.imports.has(constant.target.name)) return null;
      choices.push({ text: key.value, constant: constant.field });
    }
    return choices;
  }

  /**
   * An enum constant a statement sets in a case of a tagless switch that tests one flag
   * (faraday's `case ctx.IsSet("uptime"): req.RecRequest.Metric = frdrpc.CloseRecommendationRequest_UPTIME`):
   * the flag and the constant; null for anything else.
   */
  private flagPick(scope: Scope, at: number, value: CondExpr): { flag: string; constant: string } | null {
    if (value.kind !== 'selector' || value.target.kind !== 'ident' || !scope.file.imports.has(value.target.name)) return null;
    let statement: SyntaxNode | null = scope.body.resolveInner(at, 1);
    while (statement && statement.parent?.name !== 'SwitchBlock') {
      if (statement.parent === null || statement.parent.from <= scope.body.from || /^(?:IfStatement|ForStatement|FunctionLiteral)$/.test(statement.parent.name)) return null;
      statement = statement.parent;
    }
    const block = statement?.parent;
    const switchNode = block?.parent;
    if (!statement || !block || switchNode?.name !== 'SwitchStatement' || namedBefore(switchNode, block).some((n) => n.name !== 'switch')) return null;
    const clause = block.getChildren('Case').findLast((c) => c.from <= statement!.from);
    const tests = clause ? childrenOf(clause).filter((n) => !['case', 'default', ':', ','].includes(n.name)) : [];
    if (tests.length !== 1) return null;
    const flag = this.flagRead(parseCondExpr(textOf(scope.file, tests[0]!)), scope, /^(?:IsSet|Bool)$/);
    return flag === null ? null : { flag, constant: value.field };
  }

  /**
   * A package function turning a text argument into an enum constant with a `switch` on its
   * parameter (lncli's `parseAddrType(ctx.Args().Get(1))`): the argument's sources, with the
   * texts it accepts; empty for any other call.
   */
  private parserSources(call: CondExpr & { kind: 'call' }, scope: Scope, at: number, seen: Set<string>): Source[] {
    if (call.callee.kind !== 'ident') return [];
    const decl = this.program.activeDecl(this.program.packageOf(scope.file), call.callee.name);
    if (decl?.kind !== 'func') return [];
    const body = decl.node.getChild('Block');
    const params = (decl.node.getChild('Parameters')?.getChildren('Parameter') ?? []).flatMap((p) => p.getChildren('DefName').map((n) => textOf(decl.file, n)));
    if (!body) return [];
    const byParam = new Map<number, Choice[]>();
    for (const ret of descendants(body, 'ReturnStatement')) {
      const first = childrenOf(ret).find((n) => n.name !== 'return');
      if (!first) continue;
      const picked = this.switchPick(decl.file, body, ret.from, parseCondExpr(textOf(decl.file, first)));
      const index = picked?.tag.kind === 'ident' ? params.indexOf(picked.tag.name) : -1;
      if (picked && index >= 0) byParam.set(index, [...(byParam.get(index) ?? []), ...picked.choices]);
    }
    return [...byParam].flatMap(([index, choices]) => (call.args[index] ? this.sources(call.args[index]!, scope, at, seen).map((s) => ({ ...s, choices })) : []));
  }

  /** A call of a package function that reads standard input (lncli's `capturePassword(...)`): its result is typed at a prompt. */
  private promptCall(call: CondExpr & { kind: 'call' }, scope: Scope): boolean {
    if (call.callee.kind !== 'ident') return false;
    const decl = this.program.activeDecl(this.program.packageOf(scope.file), call.callee.name);
    const body = decl?.kind === 'func' ? decl.node.getChild('Block') : null;
    return !!decl && !!body && readsStandardInput(this.program, decl.file, body);
  }

  /** A call of one of the command's RPCs on a client value (`client.GetLoopInQuote(ctx, req)`). */
  private isRpcCall(expr: CondExpr & { kind: 'call' }, scope: Scope, at: number): boolean {
    return expr.callee.kind === 'selector' && this.rpcMethods.has(expr.callee.field) && !this.isPackage(expr.callee.target, scope, at);
  }

  /**
   * Whether a call's target names an imported package at that point: `route.NewVertexFromStr(k)`
   * before the action's own `route, err := client.BuildRoute(...)`, which only shadows the
   * package from its declaration on (chasing it tied every request input to the hop keys).
   */
  private isPackage(target: CondExpr, scope: Scope, at: number): boolean {
    if (target.kind !== 'ident' || !scope.file.imports.has(target.name)) return false;
    return !(scope.assigns.get(target.name) ?? []).some((a) => a.at < at);
  }

  /** The caller's argument a parameter name stands for, unless the helper assigns it itself. */
  private paramOf(expr: CondExpr, scope: Scope): Argument | null {
    if (expr.kind !== 'ident' || scope.assigns.has(expr.name)) return null;
    return scope.params.get(expr.name) ?? null;
  }

  /** The scope of a package function called with the context (its other parameters bound to the call's arguments), or null. */
  private helperScope(call: CondExpr & { kind: 'call' }, scope: Scope, at: number): Scope | null {
    if (scope.depth >= MAX_HELPER_DEPTH || call.callee.kind !== 'ident') return null;
    const ctxIndex = call.args.findIndex((a) => a.kind === 'ident' && a.name === scope.ctx);
    if (ctxIndex < 0) return null;
    const decl = this.program.activeDecl(this.program.packageOf(scope.file), call.callee.name);
    if (decl?.kind !== 'func') return null;
    return this.scopeOf(decl.file, decl.node, scope.depth + 1, ctxIndex, { args: call.args, scope, at });
  }

  /**
   * The scope of a package function called with values read from the arguments but not the
   * context (tapcli's `buildBurnAssetSpecifier(assetIDBytes, groupKeyBytes)`), its parameters
   * bound to them; null for anything else.
   */
  private valueHelperScope(call: CondExpr & { kind: 'call' }, scope: Scope, at: number): Scope | null {
    if (scope.depth >= MAX_HELPER_DEPTH || call.callee.kind !== 'ident' || call.args.length === 0) return null;
    if (call.args.some((a) => a.kind === 'ident' && a.name === scope.ctx)) return null;
    const decl = this.program.activeDecl(this.program.packageOf(scope.file), call.callee.name);
    if (decl?.kind !== 'func') return null;
    return this.scopeOf(decl.file, decl.node, scope.depth + 1, -1, { args: call.args, scope, at });
  }

  /** The value at `index` of each `return` of a scope's own body. */
  private returnValues(scope: Scope, index = 0): { value: CondExpr; at: number; node: SyntaxNode }[] {
    return descendants(scope.body, 'ReturnStatement')
      .filter((ret) => !insideClosure(ret, scope.body))
      .flatMap((ret) => {
        const value = childrenOf(ret).filter((n) => n.name !== 'return' && n.name !== ',')[index];
        return value ? [{ value: parseCondExpr(textOf(scope.file, value)), at: ret.from, node: ret }] : [];
      });
  }

  /**
   * The flags every path to a call of the RPC needs (`if ctx.Bool("psbt") { return
   * openChannelPsbt(ctx, ...) }` around the helper that calls FundingStateStep): the flags in
   * the top-level conjunction of each call site's path, in the action and each helper on the
   * way, kept when every site needs them; empty when a call is reached without one (or none is found).
   */
  callFlags(scope: Scope, method: string, seen = new Set<string>()): string[] {
    const key = `${scope.file.path}:${scope.body.from}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const flagsIn = (cond: CliCondition): string[] => (cond.kind === 'and' ? cond.terms.flatMap(flagsIn) : cond.kind === 'flag' ? [cond.flag] : []);
    const flagsOf = (cond: CliCondition | null): string[] => (cond ? flagsIn(simplify(cond)) : []);
    // Every call site's flags; a flag counts only when every site needs it.
    const sites: string[][] = [];
    for (const node of descendants(scope.body, 'CallExpr')) {
      const expr = parseCondExpr(textOf(scope.file, node));
      if (expr.kind === 'call' && expr.callee.kind === 'selector' && expr.callee.field === method) sites.push(flagsOf(this.pathCondition(node, scope, false)));
    }
    for (const { helper, at } of this.helperCalls(scope)) {
      if (this.calls(helper, method, new Set())) sites.push([...flagsOf(this.pathCondition(scope.body.resolveInner(at, 1), scope, false)), ...this.callFlags(helper, method, seen)]);
    }
    const [first, ...rest] = sites;
    return [...new Set(first ?? [])].filter((flag) => rest.every((site) => site.includes(flag)));
  }

  /** Whether a body (or a helper it hands the context to) calls the RPC method. */
  private calls(scope: Scope, method: string, seen: Set<string>): boolean {
    const key = `${scope.file.path}:${scope.body.from}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const direct = descendants(scope.body, 'CallExpr').some((node) => {
      const expr = parseCondExpr(textOf(scope.file, node));
      return expr.kind === 'call' && expr.callee.kind === 'selector' && expr.callee.field === method;
    });
    return direct || this.helperCalls(scope).some(({ helper }) => this.calls(helper, method, seen));
  }

  /** Helper calls of a body that get the context, with the call's offset. */
  private helperCalls(scope: Scope): { helper: Scope; at: number }[] {
    const calls: { helper: Scope; at: number }[] = [];
    for (const node of descendants(scope.body, 'CallExpr')) {
      if (insideClosure(node, scope.body)) continue;
      const callee = node.firstChild;
      if (callee?.name !== 'VariableName') continue;
      const expr = parseCondExpr(textOf(scope.file, node));
      if (expr.kind !== 'call') continue;
      const helper = this.helperScope(expr, scope, node.from);
      if (helper) calls.push({ helper, at: node.from });
    }
    return calls;
  }

  /** The condition under which a node of the body runs (ifs and tagless switches around it); null inside a closure. */
  private pathCondition(node: SyntaxNode, scope: Scope, afterEarlyReturns = true): CliCondition | null {
    const terms: CliCondition[] = [];
    let child = node;
    for (let parent = node.parent; parent && !(parent.from === scope.body.from && parent.to === scope.body.to && parent.name === scope.body.name); child = parent, parent = parent.parent) {
      if (parent.name === 'FunctionLiteral') return null;
      if (parent.name === 'IfStatement') {
        const blocks = parent.getChildren('Block');
        const condNode = conditionNode(parent);
        if (!condNode || !blocks[0]) continue;
        const cond = this.condition(parseCondExpr(textOf(scope.file, condNode)), scope, condNode.from);
        if (child.from >= blocks[0].from && child.to <= blocks[0].to) terms.push(cond);
        else if (child.from > blocks[0].to) terms.push({ kind: 'not', term: cond });
      } else if (parent.name === 'SwitchBlock' && parent.parent?.name === 'SwitchStatement') {
        terms.push(this.caseCondition(parent, child, scope));
      } else if (parent.name === 'SwitchBlock') {
        terms.push({ kind: 'unknown', text: 'type switch' });
      }
    }
    // After `if cond { ...; return }` only !cond runs on; a condition on anything but the arguments (`err != nil`) is no check of them.
    const earlier: CliCondition[] = [];
    for (const condNode of afterEarlyReturns ? earlyReturnConditions(node, scope.body, conditionNode) : []) {
      const cond = this.condition(parseCondExpr(textOf(scope.file, condNode)), scope, condNode.from);
      if (!hasUnknown(cond)) earlier.unshift({ kind: 'not', term: cond });
    }
    return { kind: 'and', terms: [...earlier, ...terms.reverse()] };
  }

  /** The condition of the case a statement of a switch sits in. */
  private caseCondition(block: SyntaxNode, statement: SyntaxNode, scope: Scope): CliCondition {
    const switchNode = block.parent!;
    const tagged = namedBefore(switchNode, block).some((n) => n.name !== 'switch');
    if (tagged) return { kind: 'unknown', text: textOf(scope.file, switchNode).split('{')[0]!.trim() };
    const cases = block.getChildren('Case');
    const caseExprs = cases.map((c) => {
      const exprs = childrenOf(c).filter((n) => !['case', 'default', ':', ','].includes(n.name));
      return { isDefault: c.getChild('default') !== null, cond: { kind: 'or', terms: exprs.map((e) => this.condition(parseCondExpr(textOf(scope.file, e)), scope, e.from)) } as CliCondition, from: c.from };
    });
    const index = caseExprs.findLastIndex((c) => c.from <= statement.from);
    if (index < 0) return { kind: 'unknown', text: 'switch' };
    const current = caseExprs[index]!;
    const earlier = current.isDefault ? caseExprs.filter((c) => !c.isDefault) : caseExprs.slice(0, index).filter((c) => !c.isDefault);
    return { kind: 'and', terms: [...(current.isDefault ? [] : [current.cond]), ...earlier.map((c): CliCondition => ({ kind: 'not', term: c.cond }))] };
  }

  /** A Go condition as a condition on the arguments. */
  condition(expr: CondExpr, scope: Scope, at: number): CliCondition {
    // A helper's parameter stands for the caller's argument (`parseUniverseID(ctx, true)`'s mustParse).
    const param = this.paramOf(expr, scope);
    if (param) return this.condition(param.value, param.scope, param.at);
    if (expr.kind === 'ident' && (expr.name === 'true' || expr.name === 'false')) return { kind: expr.name === 'true' ? 'and' : 'or', terms: [] };
    if (expr.kind === 'unary' && expr.op === '!') return { kind: 'not', term: this.condition(expr.operand, scope, at) };
    if (expr.kind === 'binary' && (expr.op === '&&' || expr.op === '||')) {
      return { kind: expr.op === '&&' ? 'and' : 'or', terms: [this.condition(expr.left, scope, at), this.condition(expr.right, scope, at)] };
    }
    const flag = this.flagRead(expr, scope, /^(?:IsSet|Bool)$/);
    if (flag !== null) return { kind: 'flag', flag };
    // A local set once from a flag test (`all = ctx.Bool("all")`, `single = ctx.IsSet("payment_hash")`).
    const assigned = expr.kind === 'ident' ? scope.assigns.get(expr.name) : undefined;
    const test = assigned?.length === 1 && assigned[0]!.result === 0 ? this.flagRead(assigned[0]!.value, scope, /^(?:IsSet|Bool)$/) : null;
    if (test !== null) return { kind: 'flag', flag: test };
    if (expr.kind === 'call' && expr.callee.kind === 'selector' && expr.callee.field === 'Present') {
      const target = expr.callee.target;
      if (target.kind === 'ident' && scope.argVars.has(target.name)) return { kind: 'arg', slot: this.shift(scope, target.name, at) };
      if (isArgsCall(target, scope.ctx)) return { kind: 'arg', slot: 0 };
    }
    if (expr.kind === 'binary' && ['==', '!=', '<', '<=', '>', '>='].includes(expr.op)) {
      const op = expr.op as '==' | '!=' | '<' | '<=' | '>' | '>=';
      const count = this.countOf(expr.left, scope, at);
      if (count && expr.right.kind === 'number') return { kind: 'count', of: count.of, op, value: expr.right.value + count.offset };
      const flipped = this.countOf(expr.right, scope, at);
      if (flipped && expr.left.kind === 'number') return { kind: 'count', of: flipped.of, op: FLIP[op], value: expr.left.value + flipped.offset };
      // len(x) > 0 and the like: whether x was given.
      const lenOf = (e: CondExpr) => (e.kind === 'call' && e.callee.kind === 'ident' && e.callee.name === 'len' && e.args[0] ? e.args[0] : null);
      const lenSubject = lenOf(expr.left);
      if (lenSubject && expr.right.kind === 'number' && ((op === '>' && expr.right.value === 0) || (op === '>=' && expr.right.value === 1) || (op === '<' && expr.right.value === 1) || (op === '<=' && expr.right.value === 0))) {
        const sources = this.presenceSources(lenSubject, scope, at);
        if (sources.length > 0 && !sources.some((s) => s.kind === 'prompt')) {
          const given: CliCondition = { kind: 'or', terms: sources.map(argumentCondition) };
          return op === '>' || op === '>=' ? given : { kind: 'not', term: given };
        }
      }
      if (op === '!=') {
        const failed = this.failedParse(expr, scope, at);
        if (failed) return failed;
      }
      if (op === '==' || op === '!=') {
        const emptyOf = isZero(expr.right) ? expr.left : isZero(expr.left) ? expr.right : null;
        const subjectRaw = emptyOf?.kind === 'call' && emptyOf.callee.kind === 'ident' && emptyOf.callee.name === 'len' && emptyOf.args[0] ? emptyOf.args[0] : emptyOf;
        // `err != nil` tells a value that did not parse, not a missing one.
        const subject = subjectRaw && !(subjectRaw.kind === 'ident' && /^err|Err$/.test(subjectRaw.name)) ? subjectRaw : null;
        if (subject) {
          const sources = this.presenceSources(subject, scope, at);
          if (sources.length > 0 && !sources.some((s) => s.kind === 'prompt')) {
            const given: CliCondition = { kind: 'or', terms: sources.map(argumentCondition) };
            return op === '==' ? { kind: 'not', term: given } : given;
          }
        }
      }
    }
    return { kind: 'unknown', text: printCond(expr) };
  }

  /**
   * `err != nil` right after another module parsed a flag whose help lists the words it takes
   * (`universe.ParseStrProofType(ctx.String("proof_type"))`, "either 'issuance' or 'transfer'")
   * and which has no default here: certainly true when the flag is not given (the empty text is
   * no such word), unknown otherwise. Null for any other test.
   */
  private failedParse(expr: CondExpr & { kind: 'binary' }, scope: Scope, at: number): CliCondition | null {
    if (expr.left.kind !== 'ident' || !isZero(expr.right)) return null;
    const parsed = this.wordParse(expr.left.name, scope, at);
    if (!parsed || !this.flagWords.withoutDefault.has(parsed.flag)) return null;
    return { kind: 'or', terms: [{ kind: 'not', term: { kind: 'flag', flag: parsed.flag } }, { kind: 'unknown', text: printCond(expr) }] };
  }

  /** The flag, parser and words of the parse that last set an error variable before `at` (see failedParse), or null. */
  private wordParse(errName: string, scope: Scope, at: number): { flag: string; via: string; words: string[] } | null {
    if (errName !== 'err') return null;
    const parse = (scope.assigns.get(errName) ?? []).filter((a) => a.at < at).at(-1)?.value;
    const via = parse?.kind === 'call' ? this.callForm(parse, scope, at)?.via : undefined;
    if (parse?.kind !== 'call' || !via) return null;
    // The flag's text itself (`ctx.String("proof_type")`), not a value parsed from it already.
    const flag = parse.args.length === 1 ? this.flagRead(parse.args[0]!, scope) : null;
    const words = flag === null ? undefined : this.flagWords.words.get(flag);
    return flag !== null && words ? { flag, via, words } : null;
  }

  /**
   * The flags and arguments whose presence an empty-value test stands for: a part of a split
   * text or an item of a range over the arguments can be empty while the argument is there, so
   * none when the value comes from one (lncli bakemacaroon's `entity == ""` tests a permission's part).
   */
  private presenceSources(expr: CondExpr, scope: Scope, at: number): Source[] {
    const sources = this.sources(expr, scope, at);
    return sources.some((s) => s.part || (s.kind === 'arg' && s.spread)) ? [] : sources;
  }

  /** `ctx.NArg()`, `ctx.Args().Len()`, `len(ctx.Args())`, `len(args)`, `ctx.NumFlags()`: what a comparison counts. */
  private countOf(expr: CondExpr, scope: Scope, at: number): { of: 'args' | 'flags'; offset: number } | null {
    if (expr.kind === 'call' && expr.callee.kind === 'selector') {
      const { target, field } = expr.callee;
      if (target.kind === 'ident' && target.name === scope.ctx && field === 'NArg') return { of: 'args', offset: 0 };
      if (target.kind === 'ident' && target.name === scope.ctx && field === 'NumFlags') return { of: 'flags', offset: 0 };
      if (field === 'Len' && isArgsCall(target, scope.ctx)) return { of: 'args', offset: 0 };
      if (field === 'Len' && target.kind === 'ident' && scope.argVars.has(target.name)) return { of: 'args', offset: this.shift(scope, target.name, at) };
    }
    if (expr.kind === 'call' && expr.callee.kind === 'ident' && expr.callee.name === 'len' && expr.args[0]) {
      const arg = expr.args[0];
      if (isArgsCall(arg, scope.ctx)) return { of: 'args', offset: 0 };
      if (arg.kind === 'ident' && scope.argVars.has(arg.name)) return { of: 'args', offset: this.shift(scope, arg.name, at) };
    }
    return null;
  }

  /** Where the action (and the helpers it hands the context to) returns an error or shows its help, under which condition. */
  guards(scope: Scope, around: CliCondition, seen = new Set<string>(), topAt?: number): (CliGuardModel & { at: number })[] {
    const key = `${scope.file.path}:${scope.body.from}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const guards: (CliGuardModel & { at: number })[] = [];
    for (const ret of descendants(scope.body, 'ReturnStatement')) {
      const message = this.stopMessage(ret, scope);
      if (message === null) continue;
      const path = this.pathCondition(ret, scope);
      // An unconditional return is not a check of the arguments (a helper's last resort, dead code).
      const when = simplify({ kind: 'and', terms: [around, path ?? { kind: 'and', terms: [] }] });
      if (!path || (when.kind === 'and' && when.terms.length === 0)) continue;
      guards.push({ when, message, line: lineOf(scope.file, ret.from), at: topAt ?? ret.from });
    }
    for (const { helper, at } of this.helperCalls(scope)) {
      const node = scope.body.resolveInner(at, 1);
      // Not the early returns before the call: they would make a helper's last resort (`profile not found`) a check.
      const path = this.pathCondition(node, scope, false);
      if (path) guards.push(...this.guards(helper, { kind: 'and', terms: [around, path] }, seen, topAt ?? at));
    }
    return guards.map((g) => ({ ...g, when: simplify(g.when) }));
  }

  /** Every flag whose value the action reads (`ctx.String("x")`, not `ctx.IsSet`), with where: in its own body, or the call of the helper reading it. */
  flagReads(scope: Scope): { flag: string; at: number[] }[] {
    const reads = new Map<string, number[]>();
    const visit = (s: Scope, topAt: number | null, seen: Set<string>) => {
      const key = `${s.file.path}:${s.body.from}`;
      if (seen.has(key)) return;
      seen.add(key);
      for (const node of descendants(s.body, 'CallExpr')) {
        const flag = this.flagRead(parseCondExpr(textOf(s.file, node)), s);
        if (flag !== null) reads.set(flag, [...(reads.get(flag) ?? []), topAt ?? node.from]);
      }
      for (const { helper, at } of this.helperCalls(s)) visit(helper, topAt ?? at, seen);
    };
    visit(scope, null, new Set());
    return [...reads].map(([flag, at]) => ({ flag, at }));
  }

  /**
   * Where in the action's own body its last call of one of the RPCs is (`client.QueryFederationSyncConfig(...)`,
   * or a helper making it), or null when none is found there.
   */
  lastRpcCall(scope: Scope, rpcs: string[]): number | null {
    const names = new Set(rpcs.map((rpc) => rpc.split('.').at(-1)!));
    const calls = (s: Scope, depth: number): boolean =>
      descendants(s.body, 'CallExpr').some((node) => {
        const expr = parseCondExpr(textOf(s.file, node));
        return expr.kind === 'call' && expr.callee.kind === 'selector' && names.has(expr.callee.field);
      }) || (depth < MAX_HELPER_DEPTH && this.helperCalls(s).some(({ helper }) => calls(helper, depth + 1)));
    let last: number | null = null;
    for (const node of descendants(scope.body, 'CallExpr')) {
      const expr = parseCondExpr(textOf(scope.file, node));
      if (expr.kind !== 'call') continue;
      // Only a call on the straight line of the body is surely made before the checks after it.
      if (inBranch(node, scope.body)) continue;
      const direct = expr.callee.kind === 'selector' && names.has(expr.callee.field);
      const helper = !direct && expr.callee.kind === 'ident' ? this.helperScope(expr, scope, node.from) : null;
      if (direct || (helper && calls(helper, 1))) last = Math.max(last ?? 0, node.from);
    }
    return last;
  }

  /** The text of an error a `return` builds (`fmt.Errorf("dest argument missing")`), "shows the help", or null. */
  private stopMessage(ret: SyntaxNode, scope: Scope): string | null {
    if (insideClosure(ret, scope.body)) return null;
    const values = childrenOf(ret).filter((n) => n.name !== 'return' && n.name !== ',');
    const last = values.at(-1);
    if (!last) return null;
    const expr = parseCondExpr(textOf(scope.file, last));
    if (expr.kind === 'call') {
      const callee = typeName(expr.callee);
      if (/(?:^|\.)Show(?:Command|Subcommand|App)Help(?:AndExit)?$/.test(callee)) return 'shows the help';
      if (callee === 'fmt.Errorf' || callee === 'errors.New') {
        const format = this.constantString(expr.args[0], scope.file);
        return format === null ? null : format.replace(/%[-+# 0]*\d*[a-zA-Z]/g, '...').trim();
      }
    }
    // `return nil, err` after another module refused a flag's text: what the help says it takes.
    const parsed = expr.kind === 'ident' ? this.wordParse(expr.name, scope, ret.from) : null;
    if (parsed) return `${parsed.via} takes only ${parsed.words.map((w) => `'${w}'`).join(' or ')} for --${parsed.flag}`;
    // `_ = cli.ShowCommandHelp(ctx, "x"); return nil`: the help instead of the call.
    if (expr.kind === 'ident' && expr.name === 'nil') {
      const previous = ret.prevSibling;
      if (previous && /Show(?:Command|Subcommand|App)Help/.test(textOf(scope.file, previous))) return 'shows the help';
    }
    return null;
  }

  /** The positional arguments a scope reads, by slot, with the flags that stand in for each. */
  positional(scope: Scope): CliPositionalModel[] {
    const bySlot = new Map<number, CliPositionalModel>();
    const visit = (s: Scope, seen: Set<string>) => {
      const key = `${s.file.path}:${s.body.from}`;
      if (seen.has(key)) return;
      seen.add(key);
      for (const node of [...descendants(s.body, 'CallExpr'), ...descendants(s.body, 'IndexExpr')]) {
        const expr = parseCondExpr(textOf(s.file, node));
        const slot = this.slotOf(expr, s, node.from);
        if (slot === null) continue;
        const path = this.pathCondition(node, s);
        const unless = path ? negatedFlags(path) : [];
        const existing = bySlot.get(slot);
        const variable = assignedName(node, s.file);
        if (!existing) bySlot.set(slot, { slot, name: variable ?? `arg${slot + 1}`, unlessFlags: unless });
        else existing.unlessFlags = existing.unlessFlags.filter((f) => unless.includes(f));
      }
      for (const node of descendants(s.body, 'RangeClause')) {
        const value = node.getChild('range')?.nextSibling;
        const slot = value ? this.spreadSlot(parseCondExpr(textOf(s.file, value)), s, node.from) : null;
        if (slot === null || bySlot.has(slot)) continue;
        const path = this.pathCondition(node, s);
        bySlot.set(slot, { slot, name: `arg${slot + 1}`, unlessFlags: path ? negatedFlags(path) : [], spread: true });
      }
      for (const { helper } of this.helperCalls(s)) visit(helper, seen);
    };
    visit(scope, new Set());
    return [...bySlot.values()].sort((a, b) => a.slot - b.slot);
  }

  /** Which flags and positional arguments set each field of an RPC's request, read from the literals of its type. */
  requestFields(scope: Scope, message: MessageModel): CliFieldBindingModel[] {
    type Found = { flags: Set<string>; slots: Set<number>; choices: Map<string, Choice>; flagChoices: Map<string, string>; parts: Map<string, CliValuePart>; spreadFrom?: number; json: Map<string, CliJsonPlace>; when: CliCondition[]; always: boolean; inputWhen: Map<string, CliInputCondition>; items?: CliItemsModel; prompt?: true; forms: SourceForm[] };
    const found = new Map<string, Found>();
    const add: AddBinding = (field, sources, items) => {
      if (sources.length === 0 && !items) return;
      const entry: Found = found.get(field) ?? { flags: new Set(), slots: new Set(), choices: new Map(), flagChoices: new Map(), parts: new Map(), json: new Map(), when: [], always: false, inputWhen: new Map(), forms: [] };
      if (items) {
        entry.items = items;
        entry.always = true;
      }
      for (const s of sources) {
        if (s.kind === 'flag') entry.flags.add(s.name);
        else if (s.kind === 'arg') entry.slots.add(s.slot);
        else entry.prompt = true;
        entry.forms.push({ ...(s.mapKeys ? { mapKeys: true } : {}), ...(s.fromNow ? { fromNow: true } : {}), ...(s.via ? { via: s.via } : {}) });
        if (s.kind === 'arg' && s.spread) entry.spreadFrom = s.slot;
        if (s.when) entry.when.push(s.when);
        else entry.always = true;
        if (s.kind !== 'prompt' && s.json?.path) entry.json.set(s.kind === 'flag' ? `--${s.name}` : `${s.slot}`, { ...(s.kind === 'flag' ? { flag: s.name } : { slot: s.slot }), path: s.json.path });
        if (s.kind !== 'prompt' && s.inputWhen) entry.inputWhen.set(s.kind === 'flag' ? `--${s.name}` : `${s.slot}`, { ...(s.kind === 'flag' ? { flag: s.name } : { slot: s.slot }), when: s.inputWhen });
        if (s.kind !== 'prompt' && s.part) entry.parts.set(s.kind === 'flag' ? `--${s.name}` : `${s.slot}`, { ...(s.kind === 'flag' ? { flag: s.name } : { slot: s.slot }), ...s.part });
        for (const c of s.choices ?? []) entry.choices.set(c.text, c);
        if (s.kind === 'flag' && s.picks) entry.flagChoices.set(s.name, s.picks);
      }
      found.set(field, entry);
    };
    const visit = (s: Scope, seen: Set<string>) => {
      const key = `${s.file.path}:${s.body.from}`;
      if (seen.has(key)) return;
      seen.add(key);
      const variables: string[] = [];
      for (const node of descendants(s.body, 'TypedLiteral')) {
        const literal = parseCondExpr(textOf(s.file, node));
        if (literal.kind !== 'composite' || goTypeName(literal.type) !== goMessageName(message)) continue;
        this.literalFields(literal, message, '', s, node.from, add, 0);
        // `req.Field = value` after the literal, on the variable it is bound to.
        const variable = assignedName(node, s.file);
        if (variable) variables.push(variable);
      }
      // A helper handed the request (`SendPaymentRequest(ctx, req *routerrpc.SendPaymentRequest, ...)`) fills in more of it.
      variables.push(...s.paramTypes.filter((p) => goTypeName(p.type.replace(/^\*/, '')) === goMessageName(message)).map((p) => p.name));
      for (const variable of variables) {
        for (const [target, assigns] of s.assigns) {
          if (!target.startsWith(`${variable}.`)) continue;
          const goNames = target.slice(variable.length + 1).split('.');
          const byFlag = (a: { value: CondExpr; at: number }, field: string | null) => {
            const pick = field ? this.flagPick(s, a.at, a.value) : null;
            if (pick) add(field!, [{ kind: 'flag', name: pick.flag, picks: pick.constant }]);
            return pick !== null;
          };
          if (goNames.length === 1) {
            for (const a of assigns) {
              if (byFlag(a, message.fields.find((f) => goFieldName(f.name) === goNames[0])?.name ?? null)) continue;
              // `case "urgent": req.Kind = ledgerrpc.TransferKind_URGENT`: the switch's text sets it.
              const picked = this.switchPick(s.file, s.body, a.at, a.value);
              const field = picked ? message.fields.find((f) => goFieldName(f.name) === goNames[0]) : undefined;
              if (picked && field) add(field.name, this.sources(picked.tag, s, picked.at).map((src) => ({ ...src, choices: picked.choices })));
              else this.fieldValue(message, goNames[0]!, a.value, '', s, a.at, add, 0);
            }
            continue;
          }
          const field = fieldPath(message, goNames, this.types.messages);
          if (field) for (const a of assigns) if (!byFlag(a, field)) add(field, this.sources(a.value, s, a.at));
        }
      }
      for (const { helper } of this.helperCalls(s)) visit(helper, seen);
    };
    visit(scope, new Set());
    return [...found].map(([field, e]) => this.wordsForParsed(message, {
      field,
      flags: [...e.flags].sort(),
      slots: [...e.slots].sort((a, b) => a - b),
      ...(e.choices.size > 0 ? { choices: [...e.choices.values()] } : {}),
      ...(e.flagChoices.size > 0 ? { flagChoices: [...e.flagChoices].map(([flag, constant]) => ({ flag, constant })) } : {}),
      ...(e.parts.size > 0 ? { parts: [...e.parts.values()] } : {}),
      ...(e.spreadFrom !== undefined ? { spreadFrom: e.spreadFrom } : {}),
      ...(e.json.size > 0 ? { json: [...e.json.values()] } : {}),
      ...(e.inputWhen.size > 0 ? { inputWhen: [...e.inputWhen.values()] } : {}),
      ...(e.items ? { items: e.items } : {}),
      ...(e.prompt ? { prompt: true as const } : {}),
      ...sharedForm(e.forms),
      ...(!e.always && e.when.length > 0 ? { when: e.when.length === 1 ? e.when[0]! : { kind: 'or' as const, terms: e.when } } : {}),
    }));
  }

  /**
   * An enum field set from one flag through another module's parser, whose words the CLI's
   * help lists: those words as the binding's choices (and no longer `via`); unchanged otherwise.
   */
  private wordsForParsed(message: MessageModel, binding: CliFieldBindingModel): CliFieldBindingModel {
    const words = binding.via && binding.flags.length === 1 && binding.slots.length === 0 && !binding.choices ? this.flagWords.words.get(binding.flags[0]!) : undefined;
    const type = words ? fieldAtPath(message, binding.field, this.types.messages)?.type : undefined;
    const enumModel = type?.kind === 'enum' ? this.types.enums?.[type.fullName] : undefined;
    const choices = enumModel ? enumWordChoices(words!, enumModel) : null;
    if (!choices) return binding;
    const { via: _, ...rest } = binding;
    return { ...rest, choices };
  }

  /** The fields of a request literal (nested literals and oneof wrappers followed into dotted paths). */
  private literalFields(literal: CondExpr & { kind: 'composite' }, message: MessageModel, prefix: string, scope: Scope, at: number, add: AddBinding, depth: number): void {
    for (const { key, value } of literal.fields) {
      if (key !== null) this.fieldValue(message, key, value, prefix, scope, at, add, depth);
    }
  }

  /** One Go field of a message set to a value: a scalar's sources, a nested message's fields, or a oneof wrapper's member. */
  private fieldValue(message: MessageModel, goName: string, value: CondExpr, prefix: string, scope: Scope, at: number, add: AddBinding, depth: number): void {
    // `req.Channels[idx] = &lnrpc.BatchOpenChannel{...}`: an item of a list of messages.
    if (goName.endsWith('[]')) {
      const list = message.fields.find((f) => goFieldName(f.name) === goName.slice(0, -2) && f.label === 'repeated');
      const item = list?.type.kind === 'message' ? this.types.messages[list.type.fullName] : undefined;
      if (list && item && depth < MAX_VALUE_STEPS) this.messageValue(value, item, `${prefix}${list.name}[]`, scope, at, add, depth + 1, new Set());
      return;
    }
    const field = message.fields.find((f) => goFieldName(f.name) === goName);
    if (!field) {
      // A oneof's wrapper: FundingTxid: &lnrpc.ChannelPoint_FundingTxidStr{FundingTxidStr: txid}.
      const inner = this.literalOf(value, scope, at, depth);
      const only = inner?.literal.fields.length === 1 ? inner.literal.fields[0] : undefined;
      const member = only?.key ? message.fields.find((f) => f.oneof !== null && goFieldName(f.name) === only.key) : undefined;
      if (member && only) add(`${prefix}${member.name}`, this.sources(only.value, inner!.scope, inner!.at));
      return;
    }
    const sub = field.type.kind === 'message' ? this.types.messages[field.type.fullName] : undefined;
    const items = sub && field.label === 'repeated' ? argumentItems(scope, value, sub, goFieldName, goMessageName) : null;
    // A repeated message built one item per positional argument (`lncli bakemacaroon info:read ...`).
    if (items) add(`${prefix}${field.name}`, [], items);
    else if (sub && field.label !== 'repeated' && !field.mapKey && depth < MAX_VALUE_STEPS) this.messageValue(value, sub, `${prefix}${field.name}`, scope, at, add, depth + 1, new Set());
    else if (field.mapKey && value.kind === 'ident' && scope.assigns.has(value.name)) add(`${prefix}${field.name}`, this.mapKeySources(value.name, scope));
    // A list of messages written as a slice literal (`Servers: []*unirpc.Server{{Host: ...}}`) or appended to
    // (`rpcAddrs = append(rpcAddrs, &taprpc.AddressWithAmount{...})`): its items' fields, at `servers[].host`.
    else if (sub && field.label === 'repeated' && depth < MAX_VALUE_STEPS) {
      const listed = this.listItems(value, scope, at, new Set());
      for (const item of listed) this.messageValue(item.value, sub, `${prefix}${field.name}[]`, item.scope, item.at, add, depth + 1, new Set());
      // The list as a whole comes from the same inputs, though not as parts or JSON places of it.
      if (listed.length === 0 || value.kind !== 'composite') add(`${prefix}${field.name}`, this.sources(value, scope, at).map(({ part: _p, json: _j, ...source }) => source));
    }
    else add(`${prefix}${field.name}`, this.sources(value, scope, at));
  }

  /**
   * Sources set under a condition on flags alone (`if ctx.IsSet("failure")` or its `else`),
   * which then says when they set the field; unchanged for any other condition.
   */
  private conditioned(sources: Source[], scope: Scope, at: number): Source[] {
    const cond = this.flagsAround(scope, at);
    return cond ? sources.map((s) => ({ ...s, when: cond })) : sources;
  }

  /**
   * The condition on flags alone around a statement (the `if`s and `switch` cases it sits in, not
   * the early returns before it, which check other inputs); null when there is none or it tests more than flags.
   */
  private flagsAround(scope: Scope, at: number): CliCondition | null {
    const path = this.pathCondition(scope.body.resolveInner(at, 1), scope, false);
    const cond = path ? simplify(path) : null;
    return !cond || (cond.kind === 'and' && cond.terms.length === 0) || !onFlagsOnly(cond) ? null : cond;
  }

  /**
   * The sources a struct's field got when the struct was made, given the writes to that field
   * after it (`limits := getOutLimits(amt, quote)`, then `if cmd.IsSet("max_swap_routing_fee")
   * { limits.maxSwapRoutingFee = ... }`): each such write under flags means the first value
   * stands only when those flags are not given. A later write under anything else leaves them unchanged.
   */
  private writtenOverUnless(sources: Source[], variable: string, key: string, scope: Scope): Source[] {
    const made = scope.assigns.get(variable)?.[0]?.at;
    if (made === undefined) return sources;
    const later = (scope.assigns.get(key) ?? []).filter((a) => a.at > made).map((a) => this.flagsAround(scope, a.at));
    if (later.length === 0 || later.some((c) => c === null)) return sources;
    const stands: CliCondition = { kind: 'not', term: later.length === 1 ? later[0]! : { kind: 'or', terms: later as CliCondition[] } };
    return sources.map((s) => ({ ...s, inputWhen: s.inputWhen ? simplify({ kind: 'and', terms: [s.inputWhen, stands] }) : stands }));
  }

  /** The items a list value is built from: a slice literal's, and what `append` adds to a local. */
  private listItems(expr: CondExpr, scope: Scope, at: number, seen: Set<string>): Argument[] {
    if (expr.kind === 'composite' && expr.type.startsWith('[]')) return expr.fields.map((f) => ({ value: f.value, scope, at }));
    if (expr.kind !== 'ident' || seen.has(expr.name)) return [];
    const next = new Set(seen).add(expr.name);
    return (scope.assigns.get(expr.name) ?? []).flatMap((a) => {
      const value = a.value;
      if (value.kind === 'call' && value.callee.kind === 'ident' && value.callee.name === 'append') {
        return [...this.listItems(value.args[0] ?? { kind: 'other' }, scope, a.at, next), ...value.args.slice(1).map((v) => ({ value: v, scope, at: a.at }))];
      }
      return this.listItems(value, scope, a.at, next);
    });
  }

  /**
   * The fields a message value gets: from a literal of its type, a local built up field by
   * field (`channelPoint.OutputIndex = ...`), or what a helper returns; a value built any other
   * way (`parseChanPoint(ctx.String("chan_point"))`) sets the whole message at `path`.
   */
  private messageValue(expr: CondExpr, message: MessageModel, path: string, scope: Scope, at: number, add: AddBinding, depth: number, seen: Set<string>): void {
    if (depth > MAX_VALUE_STEPS) return;
    if (expr.kind === 'unary' && expr.op === '&') return this.messageValue(expr.operand, message, path, scope, at, add, depth + 1, seen);
    // (An item of a slice literal may leave its type out: `{Host: host}`.)
    if (expr.kind === 'composite' && !expr.type.startsWith('[]') && (expr.type === '' || goTypeName(expr.type) === goMessageName(message))) return this.literalFields(expr, message, `${path}.`, scope, at, add, depth);
    if (expr.kind === 'ident' && expr.name === 'nil') return;
    const param = this.paramOf(expr, scope);
    if (param) return this.messageValue(param.value, message, path, param.scope, param.at, add, depth + 1, seen);
    if (expr.kind === 'ident' && scope.assigns.has(expr.name)) {
      const key = `${scope.file.path}:${scope.body.from}:${expr.name}`;
      if (seen.has(key)) return;
      const next = new Set(seen).add(key);
      for (const a of scope.assigns.get(expr.name)!) this.messageValue(a.value, message, path, scope, a.at, add, depth + 1, next);
      for (const [target, assigns] of scope.assigns) {
        const goNames = target.startsWith(`${expr.name}.`) ? target.slice(expr.name.length + 1).split('.') : null;
        if (goNames?.length === 1) for (const a of assigns) this.fieldValue(message, goNames[0]!, a.value, `${path}.`, scope, a.at, add, depth + 1);
        // `importResult.History.FailTime = ts`, set under the flags around it.
        const field = goNames && goNames.length > 1 ? fieldPath(message, goNames, this.types.messages) : null;
        if (field) for (const a of assigns) add(`${path}.${field}`, this.conditioned(this.sources(a.value, scope, a.at), scope, a.at));
      }
      return;
    }
    if (expr.kind === 'call') {
      const helper = this.helperScope(expr, scope, at);
      const traced = helper ?? this.valueHelperScope(expr, scope, at);
      if (traced) for (const r of this.returnValues(traced)) this.messageValue(r.value, message, path, traced, r.at, add, depth + 1, seen);
      // A helper given the context builds the message; one given values (`parseChanPoint(ctx.String("chan_point"))`)
      // builds its fields from them and also parses the whole message from them (an outpoint as `txid:index`).
      if (helper) return;
    }
    add(path, this.sources(expr, scope, at));
  }

  /** A map local's keys, from what the loops filling it range over (`featureMap[feature]` for each `--feature`). */
  private mapKeySources(name: string, scope: Scope): Source[] {
    return mapKeyRanges(scope.file, scope.body, name).flatMap(({ over, at }) => this.sources(over, scope, at).map((s) => ({ ...s, mapKeys: true as const })));
  }

  /** The composite literal an expression stands for: itself, `&T{}`, a local bound to one, or what a helper returns. */
  private literalOf(expr: CondExpr, scope: Scope, at: number, depth: number): { literal: CondExpr & { kind: 'composite' }; scope: Scope; at: number } | null {
    if (depth > MAX_VALUE_STEPS) return null;
    if (expr.kind === 'composite') return { literal: expr, scope, at };
    if (expr.kind === 'unary' && expr.op === '&') return this.literalOf(expr.operand, scope, at, depth + 1);
    const param = this.paramOf(expr, scope);
    if (param) return this.literalOf(param.value, param.scope, param.at, depth + 1);
    if (expr.kind === 'ident') {
      const assigns = scope.assigns.get(expr.name) ?? [];
      if (assigns.length !== 1) return null;
      return this.literalOf(assigns[0]!.value, scope, assigns[0]!.at, depth + 1);
    }
    if (expr.kind === 'call') {
      const helper = this.helperScope(expr, scope, at) ?? this.valueHelperScope(expr, scope, at);
      if (!helper) return null;
      const found = this.returnValues(helper).map((r) => this.literalOf(r.value, helper, r.at, depth + 1)).filter((x) => x !== null);
      return found.length === 1 ? found[0]! : null;
    }
    return null;
  }
}

const FLIP = { '==': '==', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

/** Whether a condition tests flags only (no arguments, counts or unread Go). */
function onFlagsOnly(cond: CliCondition): boolean {
  if (cond.kind === 'and' || cond.kind === 'or') return cond.terms.every(onFlagsOnly);
  if (cond.kind === 'not') return onFlagsOnly(cond.term);
  return cond.kind === 'flag';
}

/** The form every source of a field shares (a form only some sources have does not describe the field). */
function sharedForm(forms: SourceForm[]): SourceForm {
  const all = (key: 'mapKeys' | 'fromNow') => forms.length > 0 && forms.every((f) => f[key]);
  const via = forms.length > 0 && forms.every((f) => f.via === forms[0]!.via) ? forms[0]!.via : undefined;
  return { ...(all('mapKeys') ? { mapKeys: true } : {}), ...(all('fromNow') ? { fromNow: true } : {}), ...(via ? { via } : {}) };
}

/** A flag or argument source as the condition "it was given" (prompts are filtered out before). */
function argumentCondition(s: Source): CliCondition {
  return s.kind === 'flag' ? { kind: 'flag', flag: s.name } : s.kind === 'arg' ? { kind: 'arg', slot: s.slot } : { kind: 'unknown', text: 'a prompt' };
}

function isZero(expr: CondExpr): boolean {
  return (expr.kind === 'string' && expr.value === '') || (expr.kind === 'number' && expr.value === 0) || (expr.kind === 'ident' && expr.name === 'nil');
}

/** `ctx.Args()`. */
function isArgsCall(expr: CondExpr, ctx: string): boolean {
  return expr.kind === 'call' && expr.callee.kind === 'selector' && expr.callee.field === 'Args' && expr.callee.target.kind === 'ident' && expr.callee.target.name === ctx && expr.args.length === 0;
}

/** Flags a condition requires not to be given (`!ctx.IsSet("dest")` in its top-level conjunction). */
function negatedFlags(cond: CliCondition): string[] {
  if (cond.kind === 'and') return cond.terms.flatMap(negatedFlags);
  if (cond.kind === 'not') {
    if (cond.term.kind === 'flag') return [cond.term.flag];
    if (cond.term.kind === 'or') return cond.term.terms.flatMap((t) => (t.kind === 'flag' ? [t.flag] : []));
  }
  return [];
}

function hasUnknown(cond: CliCondition): boolean {
  if (cond.kind === 'and' || cond.kind === 'or') return cond.terms.some(hasUnknown);
  if (cond.kind === 'not') return hasUnknown(cond.term);
  return cond.kind === 'unknown';
}

/** Flattens nested conjunctions and drops empty ones. */
function simplify(cond: CliCondition): CliCondition {
  if (cond.kind === 'and' || cond.kind === 'or') {
    const terms = cond.terms.map(simplify).flatMap((t) => (t.kind === cond.kind ? (t as { terms: CliCondition[] }).terms : [t]));
    return terms.length === 1 ? terms[0]! : { kind: cond.kind, terms };
  }
  if (cond.kind === 'not') return { kind: 'not', term: simplify(cond.term) };
  return cond;
}

function printCond(expr: CondExpr): string {
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

/** Every child node, punctuation included. */
function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) if (!c.name.endsWith('Comment')) out.push(c);
  return out;
}

/** The nodes of a parent before a child. */
function namedBefore(parent: SyntaxNode, child: SyntaxNode): SyntaxNode[] {
  return childrenOf(parent).filter((n) => n.to <= child.from && /^[A-Za-z]/.test(n.name));
}

/** The condition expression of an if statement: the last expression before its block. */
function conditionNode(ifNode: SyntaxNode): SyntaxNode | null {
  const block = ifNode.getChild('Block');
  const before = childrenOf(ifNode).filter((n) => block && n.to <= block.from && !['if', ';'].includes(n.name));
  const last = before.at(-1);
  return last && !['VarDecl', 'Assignment', 'ExprStatement', 'SimpleStatement'].includes(last.name) ? last : null;
}

/** Whether a statement sits in the `default:` clause of the switch around it. */
function inDefaultCase(node: SyntaxNode): boolean {
  for (let at: SyntaxNode | null = node; at; at = at.parent) {
    if (at.parent?.name !== 'SwitchBlock') continue;
    const clause = at.parent.getChildren('Case').findLast((c) => c.from <= at!.from);
    return clause?.getChild('default') !== null && clause !== undefined;
  }
  return false;
}

function insideClosure(node: SyntaxNode, body: SyntaxNode): boolean {
  for (let p = node.parent; p && p.from >= body.from && !(p.from === body.from && p.to === body.to); p = p.parent) if (p.name === 'FunctionLiteral') return true;
  return false;
}

/** The variable a value is assigned to (`req := &lnrpc.X{...}`, `dest = args.First()`), or null. */
function assignedName(node: SyntaxNode, file: GoFile): string | null {
  let p: SyntaxNode | null = node.parent;
  while (p && (p.name === 'UnaryExp' || p.name === 'CallExpr' || p.name === 'Arguments' || p.name === 'ParenthesizedExpr')) p = p.parent;
  if (!p || !['VarDecl', 'Assignment', 'VarSpec'].includes(p.name)) return null;
  const target = p.firstChild;
  return target && (target.name === 'DefName' || target.name === 'VariableName') ? textOf(file, target) : null;
}

/** protoc-gen-go's Go name of a proto field: pub_key -> PubKey, amt_msat -> AmtMsat. */
export function goFieldName(name: string): string {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const c = name[i]!;
    if (c === '_' && i === 0) out += 'X';
    else if (c === '_' && i + 1 < name.length && /[a-z]/.test(name[i + 1]!)) continue;
    else if (/\d/.test(c)) out += c;
    else {
      out += /[a-z]/.test(c) ? c.toUpperCase() : c;
      while (i + 1 < name.length && /[a-z]/.test(name[i + 1]!)) out += name[++i];
    }
  }
  return out;
}

/** The Go type name of a message: lnrpc.ChannelPoint -> ChannelPoint, a.Outer.Inner -> Outer_Inner. */
function goMessageName(message: MessageModel): string {
  const local = message.package ? message.fullName.slice(message.package.length + 1) : message.fullName;
  return local.split('.').map(goFieldName).join('_');
}

/** The type name of a literal without its package: `lnrpc.QueryRoutesRequest` -> QueryRoutesRequest. */
function goTypeName(type: string): string {
  return type.split('.').at(-1)!;
}

/** The proto field path of Go field names (`ChanPoint.OutputIndex`), or null. */
/** The field at a dotted proto path (`asset_sync_configs[].id.proof_type`), or undefined. */
function fieldAtPath(message: MessageModel, path: string, messages: Record<string, MessageModel>): FieldModel | undefined {
  let current: MessageModel | undefined = message;
  let field: FieldModel | undefined;
  for (const name of path.split('.')) {
    field = current?.fields.find((f) => f.name === name.replace(/\[\]$/, ''));
    if (!field) return undefined;
    current = field.type.kind === 'message' ? messages[field.type.fullName] : undefined;
  }
  return field;
}

function fieldPath(message: MessageModel, goNames: string[], messages: Record<string, MessageModel>): string | null {
  const parts: string[] = [];
  let current: MessageModel | undefined = message;
  for (const goName of goNames) {
    const field: FieldModel | undefined = current?.fields.find((f) => goFieldName(f.name) === goName);
    if (!field) return null;
    parts.push(field.name);
    current = field.type.kind === 'message' ? messages[field.type.fullName] : undefined;
  }
  return parts.join('.');
}
