/**
 * Conditions over Go expressions, whatever a reader's conditions test: the boolean structure
 * (`!`, `&&`, `||`, `true`) and the tests of whether a value is given (`x == nil`, `s != ""`,
 * `len(xs) > 0`). The reader says what its leaves are: the CLI's `given` is "this flag or
 * argument was given" (cli/input-conditions.ts); a handler's would be "this request field is set"
 * (`if req.Amount == 0 { return nil, errors.New("amount missing") }`).
 */
import { type CondExpr, isZero, printCond } from './go-cond.ts';
import type { GoRule } from './go-rules.ts';

/** The boolean shapes every reader's conditions have. */
export type Junction<C> = { kind: 'and' | 'or'; terms: C[] } | { kind: 'not'; term: C };

/** A condition no rule reads, with its Go text. */
export type Unread = { kind: 'unknown'; text: string };

/** A question to the condition rules: the expression and the reader's recursion and leaves. */
export interface ConditionQuery<C> {
  expr: CondExpr;
  /** Another expression's condition, read by the same reader. */
  condition: (expr: CondExpr) => C;
  /** The reader's condition "this value is given", or null when the value is none of its inputs. */
  given: (subject: CondExpr) => C | null;
}

/** A rule answers with a junction of the reader's conditions or with one of them (a `given`). */
export type ConditionRule<C> = GoRule<ConditionQuery<C>, C | Junction<C>>;

const not = <C>(term: C): Junction<C> => ({ kind: 'not', term });

/** `len(x)`'s x, or null. */
function lengthOf(expr: CondExpr): CondExpr | null {
  return expr.kind === 'call' && expr.callee.kind === 'ident' && expr.callee.name === 'len' && expr.args[0]
    ? expr.args[0]
    : null;
}

/** Whether `len(x) <op> n` says "x is not empty" (`> 0`, `>= 1`) or "x is empty" (`< 1`, `<= 0`); null for any other bound. */
function lengthSays(op: string, bound: number): 'given' | 'empty' | null {
  if ((op === '>' && bound === 0) || (op === '>=' && bound === 1)) return 'given';
  if ((op === '<' && bound === 1) || (op === '<=' && bound === 0)) return 'empty';
  return null;
}

/** The boolean structure of a condition (tried first, before any reader's own rules). */
export function booleanRules<C>(): ConditionRule<C>[] {
  return [
    {
      name: 'constant condition',
      // A helper's parameter given a constant (tapcli's `parseUniverseID(ctx, true)`).
      example:
        'func parseID(ctx *cli.Context, mustParse bool) (string, error) {\n\tif mustParse {\n\t\treturn "", errors.New("an id is needed")\n\t}\n\treturn ctx.String("id"), nil\n}\nid, err := parseID(ctx, true)',
      apply: ({ expr }) =>
        expr.kind === 'ident' && (expr.name === 'true' || expr.name === 'false')
          ? { kind: expr.name === 'true' ? 'and' : 'or', terms: [] }
          : null,
    },
    {
      name: 'negation',
      example: 'if !ctx.IsSet("dest") {',
      apply: ({ expr, condition }) => (expr.kind === 'unary' && expr.op === '!' ? not(condition(expr.operand)) : null),
    },
    {
      name: 'conjunction or disjunction',
      example: 'if ctx.IsSet("a") && !ctx.IsSet("b") {',
      apply: ({ expr, condition }) =>
        expr.kind === 'binary' && (expr.op === '&&' || expr.op === '||')
          ? { kind: expr.op === '&&' ? 'and' : 'or', terms: [condition(expr.left), condition(expr.right)] }
          : null,
    },
  ];
}

/** The tests of whether a value is given (tried after a reader's own tests of counts and the like). */
export function givenRules<C>(): ConditionRule<C>[] {
  return [
    {
      name: 'length test',
      example: 'hops := ctx.StringSlice("hop")\nif len(hops) > 0 {',
      apply: ({ expr, given }) => {
        const subject = expr.kind === 'binary' ? lengthOf(expr.left) : null;
        const says =
          subject && expr.kind === 'binary' && expr.right.kind === 'number'
            ? lengthSays(expr.op, expr.right.value)
            : null;
        const cond = says ? given(subject!) : null;
        return cond === null ? null : says === 'given' ? cond : not(cond);
      },
    },
    {
      name: 'zero test',
      example: 'amt := ctx.Int64("amt")\nif amt == 0 {',
      apply: ({ expr, given }) => {
        if (expr.kind !== 'binary' || (expr.op !== '==' && expr.op !== '!=')) return null;
        const tested = isZero(expr.right) ? expr.left : isZero(expr.left) ? expr.right : null;
        const subject = tested ? (lengthOf(tested) ?? tested) : null;
        // `err != nil` tells a value that did not parse, not a missing one.
        if (!subject || (subject.kind === 'ident' && /^err|Err$/.test(subject.name))) return null;
        const cond = given(subject);
        return cond === null ? null : expr.op === '==' ? not(cond) : cond;
      },
    },
  ];
}

/** What a condition no rule reads becomes: unknown, never taken as met. */
export function unreadCondition(expr: CondExpr): Unread {
  return { kind: 'unknown', text: printCond(expr) };
}
