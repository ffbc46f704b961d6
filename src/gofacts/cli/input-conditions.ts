/**
 * A Go condition of an action as a condition on its arguments (`!ctx.IsSet("dest") &&
 * !args.Present()`, `ctx.NArg() < 2`, `amt == 0` for a flag read into `amt`): the named rules
 * below, tried in order around the reader-independent ones of go-conditions.ts; whatever no
 * rule reads is `unknown`.
 */
import type { CliCondition } from '../../proto/cli-model-types.ts';
import { type CondExpr, isZero, printCond } from '../go-cond.ts';
import { type ConditionQuery, booleanRules, givenRules, unreadCondition } from '../go-conditions.ts';
import { type GoRule, firstAnswer } from '../go-rules.ts';
import { isArgsCall, paramOf, shift } from './action-scope.ts';
import type { CliReader, Scope, Source } from './input-types.ts';
import { callForm } from './sources-calls.ts';
import { FLAG_TESTS, flagRead } from './urfave-reads.ts';

/** A question to the CLI's condition rules. */
export interface CliConditionQuery extends ConditionQuery<CliCondition> {
  scope: Scope;
  at: number;
  reader: CliReader;
}

type CliConditionRule = GoRule<CliConditionQuery, CliCondition>;

const FLIP = { '==': '==', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;
type Comparison = keyof typeof FLIP;

/** `ctx.NArg()`, `ctx.Args().Len()`, `len(ctx.Args())`, `len(args)`, `ctx.NumFlags()`: what a comparison counts. */
function countOf(expr: CondExpr, scope: Scope, at: number): { of: 'args' | 'flags'; offset: number } | null {
  if (expr.kind === 'call' && expr.callee.kind === 'selector') {
    const { target, field } = expr.callee;
    if (target.kind === 'ident' && target.name === scope.ctx && field === 'NArg') return { of: 'args', offset: 0 };
    if (target.kind === 'ident' && target.name === scope.ctx && field === 'NumFlags') return { of: 'flags', offset: 0 };
    if (field === 'Len' && isArgsCall(target, scope.ctx)) return { of: 'args', offset: 0 };
    if (field === 'Len' && target.kind === 'ident' && scope.argVars.has(target.name))
      return { of: 'args', offset: shift(scope, target.name, at) };
  }
  if (expr.kind === 'call' && expr.callee.kind === 'ident' && expr.callee.name === 'len' && expr.args[0]) {
    const arg = expr.args[0];
    if (isArgsCall(arg, scope.ctx)) return { of: 'args', offset: 0 };
    if (arg.kind === 'ident' && scope.argVars.has(arg.name)) return { of: 'args', offset: shift(scope, arg.name, at) };
  }
  return null;
}

/** The flag, parser and words of the parse that last set an error variable before `at` (see the `failed parse` rule), or null. */
export function wordParse(
  reader: CliReader,
  errName: string,
  scope: Scope,
  at: number,
): { flag: string; via: string; words: string[] } | null {
  if (errName !== 'err') return null;
  const parse = (scope.assigns.get(errName) ?? []).filter((a) => a.at < at).at(-1)?.value;
  const via = parse?.kind === 'call' ? callForm(parse, scope, at)?.via : undefined;
  if (parse?.kind !== 'call' || !via) return null;
  // The flag's text itself (`ctx.String("proof_type")`), not a value parsed from it already.
  const flag = parse.args.length === 1 ? flagRead(reader.program, parse.args[0]!, scope) : null;
  const words = flag === null ? undefined : reader.flagWords.words.get(flag);
  return flag !== null && words ? { flag, via, words } : null;
}

/** A flag or argument source as the condition "it was given" (prompts are filtered out before). */
function argumentCondition(s: Source): CliCondition {
  return s.kind === 'flag'
    ? { kind: 'flag', flag: s.name }
    : s.kind === 'arg'
      ? { kind: 'arg', slot: s.slot }
      : { kind: 'unknown', text: 'a prompt' };
}

/**
 * The flags and arguments whose presence an empty-value test stands for: a part of a split
 * text or an item of a range over the arguments can be empty while the argument is there, so
 * none when the value comes from one (lncli bakemacaroon's `entity == ""` tests a permission's
 * part); none either when it is typed at a prompt (a check on it is no check of the arguments).
 */
function givenCondition(reader: CliReader, subject: CondExpr, scope: Scope, at: number): CliCondition | null {
  const sources = reader.sources(subject, scope, at);
  if (sources.length === 0 || sources.some((s) => s.part || (s.kind === 'arg' && s.spread) || s.kind === 'prompt'))
    return null;
  return { kind: 'or', terms: sources.map(argumentCondition) };
}

/** A helper told by its caller whether a value must be given (tapcli's parseUniverseID). */
const UNIVERSE_ID_EXAMPLE = `func parseUniverseID(ctx *cli.Context, mustParse bool) (string, error) {
	if mustParse {
		return "", errors.New("an id is needed")
	}
	return ctx.String("id"), nil
}
id, err := parseUniverseID(ctx, true)`;

/** A helper's parameter stands for the caller's argument (`parseUniverseID(ctx, true)`'s mustParse), read in the caller's scope. */
const HELPER_PARAMETER: CliConditionRule = {
  name: 'parameter condition',
  example: UNIVERSE_ID_EXAMPLE,
  apply: ({ expr, scope, reader }) => {
    const param = paramOf(expr, scope);
    return param ? reader.condition(param.value, param.scope, param.at) : null;
  },
};

/** The CLI's own tests: flags, positional arguments, counts and another module's parse. */
const CLI_CONDITION_RULES: CliConditionRule[] = [
  {
    name: 'flag test',
    example: 'if ctx.IsSet("dest") {',
    apply: ({ expr, scope, reader }) => {
      const flag = flagRead(reader.program, expr, scope, FLAG_TESTS);
      return flag === null ? null : { kind: 'flag', flag };
    },
  },
  {
    name: 'local flag test',
    // A local set once from a flag test (lncli deletepayments' `case all:`).
    example: 'all := ctx.Bool("all")\nif all {',
    apply: ({ expr, scope, reader }) => {
      const assigned = expr.kind === 'ident' ? scope.assigns.get(expr.name) : undefined;
      const flag =
        assigned?.length === 1 && assigned[0]!.result === 0
          ? flagRead(reader.program, assigned[0]!.value, scope, FLAG_TESTS)
          : null;
      return flag === null ? null : { kind: 'flag', flag };
    },
  },
  {
    name: 'argument present',
    example: 'args := ctx.Args()\nargs = args.Tail()\nif args.Present() {',
    apply: ({ expr, scope, at }) => {
      if (expr.kind !== 'call' || expr.callee.kind !== 'selector' || expr.callee.field !== 'Present') return null;
      const target = expr.callee.target;
      if (target.kind === 'ident' && scope.argVars.has(target.name))
        return { kind: 'arg', slot: shift(scope, target.name, at) };
      return isArgsCall(target, scope.ctx) ? { kind: 'arg', slot: 0 } : null;
    },
  },
  {
    name: 'count comparison',
    example: 'if ctx.NArg() < 2 {',
    apply: ({ expr, scope, at }) => {
      if (expr.kind !== 'binary' || !(expr.op in FLIP)) return null;
      const op = expr.op as Comparison;
      const count = countOf(expr.left, scope, at);
      if (count && expr.right.kind === 'number')
        return { kind: 'count', of: count.of, op, value: expr.right.value + count.offset };
      const flipped = countOf(expr.right, scope, at);
      return flipped && expr.left.kind === 'number'
        ? { kind: 'count', of: flipped.of, op: FLIP[op], value: expr.left.value + flipped.offset }
        : null;
    },
  },
  {
    name: 'failed parse',
    // Another module parses a flag whose help lists its words and which has no default: certainly
    // true when the flag is not given (the empty text is no such word), unknown otherwise.
    example: 'proofType, err := universe.ParseStrProofType(ctx.String("proof_type"))\nif err != nil {',
    apply: ({ expr, scope, at, reader }) => {
      if (expr.kind !== 'binary' || expr.op !== '!=' || expr.left.kind !== 'ident' || !isZero(expr.right)) return null;
      const parsed = wordParse(reader, expr.left.name, scope, at);
      if (!parsed || !reader.flagWords.withoutDefault.has(parsed.flag)) return null;
      return {
        kind: 'or',
        terms: [
          { kind: 'not', term: { kind: 'flag', flag: parsed.flag } },
          { kind: 'unknown', text: printCond(expr) },
        ],
      };
    },
  },
];

/** The CLI's condition rules, in the order they are tried. */
export const CONDITION_RULES: readonly CliConditionRule[] = [
  HELPER_PARAMETER,
  ...booleanRules<CliCondition>(),
  ...CLI_CONDITION_RULES,
  ...givenRules<CliCondition>(),
];

/** A Go condition as a condition on the arguments. */
export function readCondition(reader: CliReader, expr: CondExpr, scope: Scope, at: number): CliCondition {
  const query: CliConditionQuery = {
    expr,
    scope,
    at,
    reader,
    condition: (next) => reader.condition(next, scope, at),
    given: (subject) => givenCondition(reader, subject, scope, at),
  };
  return firstAnswer(CONDITION_RULES, query) ?? unreadCondition(expr);
}
