/**
 * Reads a CLI's urfave/cli command tree from its Go source: the root command list
 * (`app.Commands = []cli.Command{...}` plus `append(app.Commands, ...)` in urfave/cli v1,
 * or the root `cli.Command` named like the binary in v3), then every `cli.Command`
 * literal reached from it, following variables, helper functions returning commands, and
 * `append`. Each command keeps its Action expression so RPC calls can be traced.
 */
import type { SyntaxNode } from '@lezer/common';
import { type GoExpr, type GoType, fieldOf, qualifiedName, toExpr, typeText } from '../go-expr.ts';
import { type GoFile, GoSourceError, lineOf, locationOf, textOf } from '../go-file.ts';
import { type GoProgram, descendants, funcOf, localBindings, requireReadable, returnValues } from '../go-program.ts';
import { satisfies } from '../build-constraint.ts';

/** urfave/cli major version a command is written for (its help output differs). */
export type CliFramework = 'v1' | 'v3';

export interface ExtractedFlag {
  name: string;
  aliases: string[];
  usage: string;
  /** Go type name without "Flag": String, Bool, Int, Uint64, StringSlice, Duration, ... */
  goKind: string;
  /** The `Value:` as Go would print it, when written as a constant; undefined when absent. */
  value: { known: true; text: string } | { known: false } | undefined;
  /** v3 `DefaultText`, when a constant. */
  defaultText: string | null;
  envVars: string[];
  hidden: boolean;
  /** `Required: true`. */
  required: boolean;
}

export interface ExtractedCommand {
  name: string;
  aliases: string[];
  usage: string;
  usageText: string;
  argsUsage: string;
  description: string;
  category: string;
  hidden: boolean;
  hideHelp: boolean;
  flags: ExtractedFlag[];
  /** Flag lists taken from Go packages outside the files read (LiT reuses lnd's), as written. */
  externalFlags: string[];
  subcommands: ExtractedCommand[];
  /** The Action expression, for tracing RPC calls; null when the command has none. */
  action: GoExpr | null;
  framework: CliFramework;
  file: GoFile;
  line: number;
}

export interface ExtractedCli {
  commands: ExtractedCommand[];
  framework: CliFramework;
}

interface EvalContext {
  program: GoProgram;
  /** Local bindings of the function whose return value is being read. */
  locals?: Map<string, GoExpr>;
  /** Guards against reference cycles. */
  depth: number;
  /** Collects flag lists that come from packages outside the files read. */
  external?: string[];
  /** The package-level list an init() assignment extends (`commands = append(commands, x)`). */
  self?: string;
}

/** Finds the CLI's top-level commands in the parsed files. */
export function extractCliCommands(program: GoProgram, cliName: string): ExtractedCli {
  const files = [...program.packages.values()].flatMap((p) => p.files);
  const assigned = rootAssignments(program, files);
  if (assigned) return assigned;
  for (const file of files) {
    for (const node of descendants(file.tree.topNode, 'TypedLiteral')) {
      const expr = toExpr(file, node);
      if (expr.kind !== 'composite' || !isCommandType(expr.type)) continue;
      const name = fieldOf(expr, 'Name');
      if (!name || program.stringValue(name) !== cliName) continue;
      const root = readCommand(expr, { program, depth: 0 });
      return { commands: root.subcommands, framework: root.framework };
    }
  }
  throw new GoSourceError(`found no urfave/cli command list for ${cliName}`, {
    location: files.map((f) => f.absPath).join(', '),
    hint: `The CLI files in content/sources.json must include the file that sets app.Commands (urfave/cli v1) or declares the root cli.Command named "${cliName}" (v3).`,
  });
}

/** `app.Commands = ...` statements, in source order, folded into one list. */
function rootAssignments(program: GoProgram, files: GoFile[]): ExtractedCli | null {
  let commands: ExtractedCommand[] | null = null;
  let framework: CliFramework = 'v1';
  for (const file of files) {
    if (!satisfies(file.constraint, program.tags)) continue;
    for (const node of descendants(file.tree.topNode, 'Assignment')) {
      const target = node.firstChild;
      if (!target || target.name !== 'SelectorExpr') continue;
      const lhs = toExpr(file, target);
      if (lhs.kind !== 'selector' || lhs.field !== 'Commands' || lhs.target.kind !== 'ident') continue;
      if (!isNewApp(file, node, lhs.target.name)) continue;
      const valueNode = node.lastChild;
      if (!valueNode) continue;
      requireReadable(file, node, 'the command list');
      framework = frameworkOf(file);
      const current: ExtractedCommand[] = commands ?? [];
      commands = readCommandList(toExpr(file, valueNode), { program, depth: 0 }, current);
    }
  }
  return commands ? { commands, framework } : null;
}

/** True when `name` is bound to `cli.NewApp()` in the function around `node`: the app's root list. */
function isNewApp(file: GoFile, node: SyntaxNode, name: string): boolean {
  let fn: SyntaxNode | null = node.parent;
  while (fn && fn.name !== 'FunctionDecl' && fn.name !== 'MethodDecl' && fn.name !== 'FunctionLiteral') fn = fn.parent;
  const body = fn?.getChild('Block');
  const value = body ? localBindings(file, body).get(name) : undefined;
  return value?.kind === 'call' && qualifiedName(value.callee) === 'cli.NewApp';
}

/** urfave/cli v3 is imported as github.com/urfave/cli/v3; v1 as github.com/urfave/cli. */
function frameworkOf(file: GoFile): CliFramework {
  for (const importPath of file.imports.values()) {
    if (importPath === 'github.com/urfave/cli/v3') return 'v3';
  }
  return 'v1';
}

function isCommandType(type: GoType | null): boolean {
  if (!type) return false;
  const text = typeText(type);
  return text === 'cli.Command' || text === '*cli.Command';
}

/**
 * Reads an expression that yields a list of commands. `previous` is the list a
 * self-reference (`append(app.Commands, ...)`) stands for.
 */
function readCommandList(expr: GoExpr, ctx: EvalContext, previous: ExtractedCommand[] = []): ExtractedCommand[] {
  if (ctx.depth > 40) throw cycle(expr);
  const next = { ...ctx, depth: ctx.depth + 1 };
  switch (expr.kind) {
    case 'composite':
      return expr.elements.map((e) => readCommand(e.value, next));
    case 'nil':
      return [];
    case 'selector':
      if (expr.field === 'Commands' && expr.target.kind === 'ident' && !expr.file.imports.has(expr.target.name))
        return previous;
      return readCommandList(valueOf(expr, next), next, previous);
    case 'ident': {
      if (expr.name === ctx.self) return previous;
      if (ctx.locals?.has(expr.name)) return readCommandList(valueOf(expr, next), next, previous);
      // A package-level list, extended by init() functions (loop's `commands = append(commands, ...)`).
      const decl = ctx.program.resolve(expr.file, expr);
      let list = readCommandList(valueOf(expr, next), next, previous);
      if (decl) {
        for (const value of ctx.program.initAssignments(decl))
          list = readCommandList(value, { ...next, self: decl.name }, list);
      }
      return list;
    }
    case 'call': {
      if (expr.callee.kind === 'ident' && expr.callee.name === 'append') {
        const [base, ...rest] = expr.args;
        if (!base) return [];
        const list = readCommandList(base, next, previous);
        rest.forEach((arg, i) => {
          const spread = expr.spread && i === rest.length - 1;
          list.push(...(spread ? readCommandList(arg, next, previous) : [readCommand(arg, next)]));
        });
        return list;
      }
      return readCommandList(callResult(expr, next), { ...next, locals: callLocals(expr, next) }, previous);
    }
    default:
      throw unreadable(expr, 'a list of commands');
  }
}

/** Reads one command: a `cli.Command` literal, `&cli.Command{...}`, or a name or call yielding one. */
function readCommand(expr: GoExpr, ctx: EvalContext): ExtractedCommand {
  if (ctx.depth > 40) throw cycle(expr);
  const next = { ...ctx, depth: ctx.depth + 1 };
  switch (expr.kind) {
    case 'composite':
      return commandFromLiteral(expr, next);
    case 'unary':
      return readCommand(expr.operand, next);
    case 'ident':
    case 'selector':
      return readCommand(valueOf(expr, next), next);
    case 'call':
      return readCommand(callResult(expr, next), { ...next, locals: callLocals(expr, next) });
    default:
      throw unreadable(expr, 'a command');
  }
}

function commandFromLiteral(literal: GoExpr & { kind: 'composite' }, ctx: EvalContext): ExtractedCommand {
  requireReadable(literal.file, literal.node, 'a command definition');
  const str = (name: string) => {
    const value = fieldOf(literal, name);
    return value ? displayString(value, ctx) : '';
  };
  const bool = (name: string) => {
    const value = fieldOf(literal, name);
    return value?.kind === 'bool' && value.value;
  };
  const framework = frameworkOf(literal.file);
  const subcommandsExpr = fieldOf(literal, 'Subcommands') ?? fieldOf(literal, 'Commands');
  const flagsExpr = fieldOf(literal, 'Flags');
  const shortName = str('ShortName');
  const externalFlags: string[] = [];
  return {
    name: str('Name'),
    aliases: [...(shortName ? [shortName] : []), ...stringList(fieldOf(literal, 'Aliases'), ctx)],
    usage: str('Usage'),
    usageText: str('UsageText'),
    argsUsage: str('ArgsUsage'),
    description: str('Description'),
    category: str('Category'),
    hidden: bool('Hidden'),
    hideHelp: bool('HideHelp'),
    flags: flagsExpr ? readFlagList(flagsExpr, { ...ctx, external: externalFlags }) : [],
    externalFlags,
    subcommands: subcommandsExpr ? readCommandList(subcommandsExpr, ctx) : [],
    action: fieldOf(literal, 'Action') ?? null,
    framework,
    file: literal.file,
    line: lineOf(literal.file, literal.node.from),
  };
}

function readFlagList(expr: GoExpr, ctx: EvalContext): ExtractedFlag[] {
  if (ctx.depth > 40) throw cycle(expr);
  const next = { ...ctx, depth: ctx.depth + 1 };
  if (ctx.external && isExternal(ctx.program, expr)) {
    ctx.external.push(textOf(expr.file, expr.node));
    return [];
  }
  switch (expr.kind) {
    case 'composite':
      return expr.elements.map((e) => readFlag(e.value, next));
    case 'nil':
      return [];
    case 'ident':
    case 'selector':
      return readFlagList(valueOf(expr, next), next);
    case 'call': {
      if (expr.callee.kind === 'ident' && expr.callee.name === 'append') {
        const [base, ...rest] = expr.args;
        const list = base ? readFlagList(base, next) : [];
        rest.forEach((arg, i) => {
          const spread = expr.spread && i === rest.length - 1;
          list.push(...(spread ? readFlagList(arg, next) : [readFlag(arg, next)]));
        });
        return list;
      }
      return readFlagList(callResult(expr, next), { ...next, locals: callLocals(expr, next) });
    }
    default:
      throw unreadable(expr, 'a list of flags');
  }
}

function readFlag(expr: GoExpr, ctx: EvalContext): ExtractedFlag {
  if (ctx.depth > 40) throw cycle(expr);
  const next = { ...ctx, depth: ctx.depth + 1 };
  if (expr.kind === 'unary') return readFlag(expr.operand, next);
  if (expr.kind === 'ident' || expr.kind === 'selector') return readFlag(valueOf(expr, next), next);
  if (expr.kind === 'call') return readFlag(callResult(expr, next), { ...next, locals: callLocals(expr, next) });
  if (expr.kind !== 'composite' || expr.type?.kind !== 'named' || !expr.type.name.endsWith('Flag'))
    throw unreadable(expr, 'a flag');
  const str = (name: string) => {
    const value = fieldOf(expr, name);
    return value ? displayString(value, ctx) : '';
  };
  const hidden = fieldOf(expr, 'Hidden');
  const required = fieldOf(expr, 'Required');
  // urfave/cli v1 lists aliases in the name: Name: "amt, a".
  const [name = '', ...nameAliases] = str('Name')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const envVar = str('EnvVar');
  const sources = fieldOf(expr, 'Sources');
  return {
    name,
    aliases: [...nameAliases, ...stringList(fieldOf(expr, 'Aliases'), ctx)],
    usage: str('Usage'),
    goKind: expr.type.name.slice(0, -'Flag'.length),
    value: flagValue(fieldOf(expr, 'Value'), ctx),
    defaultText: fieldOf(expr, 'DefaultText')
      ? ctx.program.stringValue(fieldOf(expr, 'DefaultText')!, ctx.locals)
      : null,
    envVars: [
      ...envVar
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      ...stringList(fieldOf(expr, 'EnvVars'), ctx),
      ...(sources?.kind === 'call' ? sources.args.flatMap((a) => ctx.program.stringValue(a, ctx.locals) ?? []) : []),
    ],
    hidden: hidden?.kind === 'bool' && hidden.value,
    required: required?.kind === 'bool' && required.value,
  };
}

/**
 * A text field's value: a constant string, or `fmt.Sprintf` with a constant format whose
 * arguments are filled in when constant and shown as `<expression>` when computed at run time.
 */
function displayString(expr: GoExpr, ctx: EvalContext): string {
  const value = ctx.program.stringValue(expr, ctx.locals);
  if (value !== null) return value;
  if (expr.kind !== 'call' || qualifiedName(expr.callee) !== 'fmt.Sprintf' || expr.args.length === 0) return '';
  const format = ctx.program.stringValue(expr.args[0]!, ctx.locals);
  if (format === null) return '';
  const args = expr.args.slice(1);
  let next = 0;
  return format.replace(/%[-+# 0]*\d*(?:\.\d+)?([vdsqfx%])/g, (whole, verb: string) => {
    if (verb === '%') return '%';
    const arg = args[next++];
    if (!arg) return whole;
    const constant = ctx.program.stringValue(arg, ctx.locals) ?? (arg.kind === 'number' ? arg.text : null);
    if (constant !== null) return verb === 'q' ? JSON.stringify(constant) : constant;
    return `<${textOf(arg.file, arg.node)}>`;
  });
}

/** A flag's `Value:`: a constant as Go prints it with %v, or "unknown" when computed. */
function flagValue(expr: GoExpr | undefined, ctx: EvalContext): ExtractedFlag['value'] {
  if (!expr) return undefined;
  const text = ctx.program.stringValue(expr, ctx.locals);
  if (text !== null) return { known: true, text: JSON.stringify(text) };
  if (expr.kind === 'number') return { known: true, text: expr.text.replace(/_/g, '') };
  if (expr.kind === 'unary' && expr.op === '-' && expr.operand.kind === 'number')
    return { known: true, text: `-${expr.operand.text}` };
  if (expr.kind === 'bool') return { known: true, text: String(expr.value) };
  if (expr.kind === 'ident' || expr.kind === 'selector') {
    const decl = ctx.program.resolve(expr.file, expr);
    if (decl?.value?.kind === 'number') return { known: true, text: decl.value.text.replace(/_/g, '') };
  }
  return { known: false };
}

function stringList(expr: GoExpr | undefined, ctx: EvalContext): string[] {
  if (!expr) return [];
  if (expr.kind === 'composite')
    return expr.elements.flatMap((e) => ctx.program.stringValue(e.value, ctx.locals) ?? []);
  if (expr.kind === 'ident' || expr.kind === 'selector') {
    const decl = ctx.program.resolve(expr.file, expr);
    return decl?.value ? stringList(decl.value, ctx) : [];
  }
  return [];
}

/** The value a name stands for: a local binding or an active package-level var. */
function valueOf(expr: GoExpr, ctx: EvalContext): GoExpr {
  if (expr.kind === 'ident') {
    const local = ctx.locals?.get(expr.name);
    if (local) return local;
  }
  const decl = ctx.program.resolve(expr.file, expr);
  if (!decl || decl.kind !== 'var' || !decl.value) {
    const name = expr.kind === 'ident' ? expr.name : expr.kind === 'selector' ? `${textName(expr)}` : '?';
    throw new GoSourceError(`cannot resolve "${name}" to a variable of the CLI files`, {
      location: locationOf(expr.file, expr.node),
      hint: 'Add the Go file that declares it to the CLI files of this release in content/sources.json.',
    });
  }
  return decl.value;
}

function textName(expr: GoExpr): string {
  return expr.kind === 'selector' && expr.target.kind === 'ident'
    ? `${expr.target.name}.${expr.field}`
    : expr.kind === 'ident'
      ? expr.name
      : '?';
}

/** The expression a call to a package function returns (its first `return` value). */
function callResult(expr: GoExpr & { kind: 'call' }, ctx: EvalContext): GoExpr {
  const decl = ctx.program.resolve(expr.file, expr.callee);
  if (!decl || decl.kind !== 'func') {
    throw new GoSourceError(`cannot follow the call to "${textName(expr.callee)}"`, {
      location: locationOf(expr.file, expr.node),
      hint: 'Add the Go file that declares the function to the CLI files of this release in content/sources.json.',
    });
  }
  const fn = funcOf(decl);
  const returned = fn.body
    ? returnValues(decl.file, fn.body).find((values) => values.length > 0 && values[0]!.kind !== 'nil')
    : undefined;
  const first = fn.body ? returnValues(decl.file, fn.body)[0] : undefined;
  const value = returned?.[0] ?? first?.[0];
  if (!value) throw unreadable(expr, 'a function returning commands');
  return value;
}

/** The local bindings of the function a call enters. */
function callLocals(expr: GoExpr & { kind: 'call' }, ctx: EvalContext): Map<string, GoExpr> {
  const decl = ctx.program.resolve(expr.file, expr.callee);
  if (!decl || decl.kind !== 'func') return new Map();
  const fn = funcOf(decl);
  return fn.body ? localBindings(decl.file, fn.body) : new Map();
}

/** A name or call from an imported package whose files were not read (another module). */
function isExternal(program: GoProgram, expr: GoExpr): boolean {
  let root = expr.kind === 'call' ? expr.callee : expr;
  while (root.kind === 'selector') root = root.target;
  if (root.kind !== 'ident' || root === expr) return false;
  return root.file.imports.has(root.name) && program.importedPackage(root.file, root.name) === undefined;
}

function unreadable(expr: GoExpr, what: string): GoSourceError {
  return new GoSourceError(`expected ${what} here, found Go code apidocs cannot evaluate`, {
    location: locationOf(expr.file, expr.node),
    hint: 'The CLI definitions changed shape upstream; extend src/gofacts/cli/cli-commands.ts to read it.',
  });
}

function cycle(expr: GoExpr): GoSourceError {
  return new GoSourceError('the command definitions refer to themselves', {
    location: locationOf(expr.file, expr.node),
    hint: 'A command list that contains itself cannot be documented; check the Go source.',
  });
}
