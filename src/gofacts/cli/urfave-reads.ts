/**
 * How a urfave/cli (v1 and v3) action reads its inputs: flag getters (`ctx.String("dest")`,
 * `cmd.Uint64(amtFlag.Name)`) and positional arguments (`args.First()` after n `args =
 * args.Tail()`, `ctx.Args().Get(1)`, `args[0]`, `range ctx.Args()`), and the two value-source
 * rules that take them as a value's source.
 */
import type { CondExpr } from '../go-cond.ts';
import { CONSTANT_RULES, type ConstantRule, constantString } from '../go-constants.ts';
import type { GoFile } from '../go-file.ts';
import type { GoProgram } from '../go-program.ts';
import { isArgsCall, shift } from './action-scope.ts';
import type { Argument, Scope, SourceRule } from './input-types.ts';

// urfave/cli's typed getters: ctx.String("name"), cmd.Uint64("name"), ...
const GETTERS =
  /^(?:String|Bool|BoolT|Int|Int64|Int32|Uint|Uint64|Uint32|Float64|Duration|Generic|Timestamp|Path|StringSlice|IntSlice|Int64Slice|Uint64Slice|Float64Slice|Value)$/;

/** The getters that test a flag: whether it is given, or a bool flag's value. */
export const FLAG_TESTS = /^(?:IsSet|Bool)$/;

/** `introductionNodeFlag.Name`: the Name of a package-level flag literal (v1 names may list aliases: "amt, a"). */
const FLAG_NAME: ConstantRule = {
  name: 'flag variable name',
  example: 'var amtFlag = cli.Uint64Flag{Name: "amt, a"}\namt := ctx.Uint64(amtFlag.Name)',
  apply: ({ expr, file, program }) => {
    if (expr.kind !== 'selector' || expr.target.kind !== 'ident' || file.imports.has(expr.target.name)) return null;
    let value = program.activeDecl(program.packageOf(file), expr.target.name)?.value;
    if (value?.kind === 'unary') value = value.operand;
    if (value?.kind !== 'composite') return null;
    const field = value.elements.find((e) => e.key?.kind === 'ident' && e.key.name === expr.field)?.value;
    const text = field ? program.stringValue(field) : null;
    return text === null ? null : text.split(',')[0]!.trim();
  },
};

/** The constant-string rules of the CLI: the reader-independent ones and a flag variable's Name. */
export const CLI_CONSTANT_RULES: readonly ConstantRule[] = [...CONSTANT_RULES, FLAG_NAME];

/** A constant string argument: a literal, a constant, or `someFlag.Name`. */
export function cliConstant(program: GoProgram, file: GoFile, expr: CondExpr | undefined): string | null {
  return constantString(program, file, expr, CLI_CONSTANT_RULES);
}

/** The flag a getter call reads (`ctx.String("dest")`), or null. */
export function flagRead(program: GoProgram, expr: CondExpr, scope: Scope, getters: RegExp = GETTERS): string | null {
  if (
    expr.kind !== 'call' ||
    expr.callee.kind !== 'selector' ||
    expr.callee.target.kind !== 'ident' ||
    expr.callee.target.name !== scope.ctx
  )
    return null;
  if (!getters.test(expr.callee.field)) return null;
  const name = cliConstant(program, scope.file, expr.args[0]) ?? boundString(program, scope, expr.args[0]);
  return name === null ? null : name.split(',')[0]!.trim();
}

/**
 * A helper's parameter standing for what its caller passed (pool's `parseStr(ctx, 1, "amt", cmd)`
 * reads `ctx.String(flag)` and `ctx.Args().Get(argIdx)`): the caller's argument, or null.
 */
function boundArgument(scope: Scope, expr: CondExpr | undefined): Argument | null {
  let bound = expr?.kind === 'ident' ? scope.params.get(expr.name) : undefined;
  // Handed on through helpers (`parseUint64(ctx, 1, "amt", cmd)` calls `parseStr(ctx, argIdx, flag, cmd)`).
  for (let step = 0; bound?.value.kind === 'ident' && bound.scope.params.has(bound.value.name) && step < 4; step++)
    bound = bound.scope.params.get(bound.value.name);
  return bound ?? null;
}

/** The constant string a helper's parameter is bound to in its caller, or null. */
function boundString(program: GoProgram, scope: Scope, expr: CondExpr | undefined): string | null {
  const bound = boundArgument(scope, expr);
  return bound ? cliConstant(program, bound.scope.file, bound.value) : null;
}

/** The slot the positional arguments a target stands for start at: `ctx.Args()` (0), `args` after n `args.Tail()` (n); null for anything else. */
function argumentsStart(target: CondExpr, scope: Scope, at: number): number | null {
  if (target.kind === 'ident' && scope.argVars.has(target.name)) return shift(scope, target.name, at);
  if (isArgsCall(target, scope.ctx)) return 0;
  return null;
}

/** The slot a positional read stands for (`args.First()`, `ctx.Args().Get(1)`, `args[0]`), or null. */
export function slotOf(expr: CondExpr, scope: Scope, at: number): number | null {
  if (expr.kind === 'call' && expr.callee.kind === 'selector') {
    const start = argumentsStart(expr.callee.target, scope, at);
    if (start === null) return null;
    if (expr.callee.field === 'First') return start;
    const index = boundArgument(scope, expr.args[0])?.value ?? expr.args[0];
    if (expr.callee.field === 'Get' && index?.kind === 'number') return start + index.value;
    return null;
  }
  if (expr.kind === 'index' && expr.index.kind === 'number') {
    const start = argumentsStart(expr.target, scope, at);
    return start === null ? null : start + expr.index.value;
  }
  return null;
}

/** The positional slot a `range` over the arguments starts at (`range ctx.Args()`, `range args` after one `args.Tail()`), or null. */
export function spreadSlot(expr: CondExpr, scope: Scope, at: number): number | null {
  if (isArgsCall(expr, scope.ctx)) return 0;
  if (expr.kind === 'ident' && scope.argVars.has(expr.name)) return shift(scope, expr.name, at);
  return null;
}

/** The value-source rules of urfave/cli's own reads, tried before any other. */
export const URFAVE_SOURCE_RULES: readonly SourceRule[] = [
  {
    name: 'flag getter',
    // `Force: ctx.IsSet("force")`: whether the flag is given is its value.
    example: 'dest := ctx.String("dest")',
    apply: ({ expr, scope, reader }) => {
      const flag = flagRead(reader.program, expr, scope) ?? flagRead(reader.program, expr, scope, /^IsSet$/);
      return flag === null ? null : [{ kind: 'flag', name: flag }];
    },
  },
  {
    name: 'positional argument',
    example: 'args := ctx.Args()\nargs = args.Tail()\npubKey := args.First()',
    apply: ({ expr, scope, at }) => {
      const slot = slotOf(expr, scope, at);
      return slot === null ? null : [{ kind: 'arg', slot }];
    },
  },
];
