/**
 * Constant strings in Go expressions: what a reader takes as a name or a message when the code
 * writes it as a literal, a concatenation or a constant (`ctx.String("dest")`,
 * `errors.New("amount " + "missing")`, `fmt.Errorf(errMissing)`, `ctx.String(lncfg.FlagName)`).
 * A reader may add rules of its own (the CLI reads a flag variable's `Name`, cli/flag-reads.ts).
 */
import type { GoFile } from './go-file.ts';
import type { GoProgram } from './go-program.ts';
import type { CondExpr } from './go-cond.ts';
import { type GoRule, firstAnswer } from './go-rules.ts';

/** A question to the constant-string rules: the expression, where it is written, and the recursion. */
export interface ConstantQuery {
  expr: CondExpr;
  file: GoFile;
  program: GoProgram;
  /** The constant string of another expression, by the same rules. */
  constant: (expr: CondExpr) => string | null;
}

export type ConstantRule = GoRule<ConstantQuery, string>;

/** The reader-independent constant-string rules, in the order they are tried. */
export const CONSTANT_RULES: readonly ConstantRule[] = [
  {
    name: 'string literal',
    example: 'dest := ctx.String("dest")',
    apply: ({ expr }) => (expr.kind === 'string' ? expr.value : null),
  },
  {
    name: 'concatenation',
    example: 'dest := ctx.String("de" + "st")',
    apply: ({ expr, constant }) => {
      if (expr.kind !== 'binary' || expr.op !== '+') return null;
      const left = constant(expr.left);
      const right = constant(expr.right);
      return left !== null && right !== null ? left + right : null;
    },
  },
  {
    name: 'package constant',
    example: 'const destFlag = "dest"\ndest := ctx.String(destFlag)',
    apply: ({ expr, file, program }) => {
      if (expr.kind !== 'ident') return null;
      const decl = program.activeDecl(program.packageOf(file), expr.name);
      return decl?.value ? program.stringValue(decl.value) : null;
    },
  },
  {
    name: 'imported constant',
    example: 'dest := ctx.String(lncfg.DestFlag)',
    apply: ({ expr, file, program }) => {
      if (expr.kind !== 'selector' || expr.target.kind !== 'ident' || !file.imports.has(expr.target.name)) return null;
      const pkg = program.importedPackage(file, expr.target.name);
      const decl = pkg ? program.activeDecl(pkg, expr.field) : null;
      return decl?.value ? program.stringValue(decl.value) : null;
    },
  },
];

/** The constant string an expression stands for, by the given rules (the reader-independent ones by default), or null. */
export function constantString(
  program: GoProgram,
  file: GoFile,
  expr: CondExpr | undefined,
  rules: readonly ConstantRule[] = CONSTANT_RULES,
): string | null {
  if (!expr) return null;
  const constant = (next: CondExpr): string | null => constantString(program, file, next, rules);
  return firstAnswer(rules, { expr, file, program, constant });
}
