/**
 * Enum constants and bools a CLI action picks from a text or a flag: a `switch` on the text
 * (`case "p2tr": addrType = lnrpc.AddressType_TAPROOT_PUBKEY`), a helper reading a bool from a
 * text (tapcli's `isValidBool`), a package-level map of texts (`backupModeMap[modeStr]`), a
 * tagless switch on which flag is given (faraday's `case ctx.IsSet("uptime"):`), and one part
 * of a text split on a separator (`strings.Split(arg, "@")[1]`).
 */
import type { SyntaxNode } from '@lezer/common';
import { type CondExpr, parseCondExpr, typeName } from '../go-cond.ts';
import { type GoFile, textOf } from '../go-file.ts';
import type { GoProgram } from '../go-program.ts';
import { caseTests, inDefaultCase, namedBefore, switchCaseAt } from '../go-statements.ts';
import { returnValues } from './action-scope.ts';
import type { Choice, Scope } from './input-types.ts';
import { FLAG_TESTS, cliConstant, flagRead } from './urfave-reads.ts';

/** A switch's tag and the texts (with what each picks) of the cases that pick. */
export interface Pick {
  tag: CondExpr;
  at: number;
  choices: Choice[];
}

/** Whether a value is a constant of an imported package (`lnrpc.AddressType_TAPROOT_PUBKEY`). */
function isImportedConstant(value: CondExpr, file: GoFile): value is CondExpr & { kind: 'selector' } {
  return value.kind === 'selector' && value.target.kind === 'ident' && file.imports.has(value.target.name);
}

/**
 * An enum constant a statement picks directly in a case of a `switch` on a text
 * (`case "p2tr": addrType = lnrpc.AddressType_TAPROOT_PUBKEY`, `return walletrpc.AddressType_X, nil`):
 * the switch's tag and the texts of the case. Null for anything else (a default case, a
 * constant picked under a further condition such as lncli's `if unused`). With `bools`, a
 * bool literal counts as the constant (a helper's result: a text read as a bool).
 */
export function switchPick(file: GoFile, body: SyntaxNode, at: number, value: CondExpr, bools = false): Pick | null {
  const isBool = bools && value.kind === 'ident' && (value.name === 'true' || value.name === 'false');
  if (!isBool && !isImportedConstant(value, file)) return null;
  const found = switchCaseAt(body, at);
  const tagNode = found ? namedBefore(found.switchNode, found.block).find((n) => n.name !== 'switch') : undefined;
  if (!found || !tagNode || !found.clause || found.clause.getChild('default')) return null;
  const texts = caseTests(found.clause).map((n) => parseCondExpr(textOf(file, n)));
  if (texts.length === 0 || texts.some((t) => t.kind !== 'string')) return null;
  const constant = value.kind === 'selector' ? value.field : (value as { name: string }).name;
  return {
    tag: parseCondExpr(textOf(file, tagNode)),
    at: tagNode.from,
    choices: texts.map((t) => ({ text: (t as { value: string }).value, constant })),
  };
}

/**
 * A helper that reads a bool from a text by a `switch` on it (tapcli's `isValidBool`: `case
 * "true": return true, nil`, `case "false": return false, nil`, a default returning an error):
 * the switch's tag and each text with the bool it gives (as the choice's constant); null when
 * the helper's result at `index` is anything else.
 */
export function boolWords(helper: Scope, index: number): Pick | null {
  const returns = returnValues(helper, index);
  const picks = returns.map((r) =>
    r.value.kind === 'ident' && (r.value.name === 'true' || r.value.name === 'false')
      ? switchPick(helper.file, helper.body, r.at, r.value, true)
      : null,
  );
  const picked = picks.filter((p) => p !== null);
  // Every other return is the default case's (its bool is no text's).
  if (picked.length < 2 || returns.some((r, i) => picks[i] === null && !inDefaultCase(r.node))) return null;
  return { ...picked[0]!, choices: picked.flatMap((p) => p.choices) };
}

/**
 * One part of a text split on a constant separator (`parts[0]` after `parts :=
 * strings.Split(ctx.Args().First(), "@")`): the text split and which part; null for any other index.
 */
export function splitPart(
  program: GoProgram,
  expr: CondExpr & { kind: 'index' },
  scope: Scope,
): { text: CondExpr; at: number; part: { separator: string; index: number } } | null {
  if (expr.target.kind !== 'ident' || expr.index.kind !== 'number') return null;
  const assigns = scope.assigns.get(expr.target.name) ?? [];
  const split = assigns.length === 1 && assigns[0]!.result === 0 ? assigns[0]!.value : null;
  if (split?.kind !== 'call' || !/^strings\.Split(?:N)?$/.test(typeName(split.callee)) || !split.args[0]) return null;
  const separator = cliConstant(program, scope.file, split.args[1]);
  return separator ? { text: split.args[0], at: assigns[0]!.at, part: { separator, index: expr.index.value } } : null;
}

/**
 * The texts of a lookup in a package-level map from texts to enum constants (tapcli's
 * `backupModeMap[modeStr]`: "raw" -> BackupMode_RAW, ...), or null for any other index.
 */
export function mapPick(program: GoProgram, expr: CondExpr & { kind: 'index' }, scope: Scope): Choice[] | null {
  if (expr.target.kind !== 'ident' || scope.assigns.has(expr.target.name) || scope.params.has(expr.target.name))
    return null;
  const decl = program.activeDecl(program.packageOf(scope.file), expr.target.name);
  const value = decl?.kind === 'var' ? decl.value : null;
  if (value?.kind !== 'composite' || value.elements.length === 0) return null;
  const choices: Choice[] = [];
  for (const element of value.elements) {
    const key = element.key;
    const constant = element.value;
    if (
      key?.kind !== 'string' ||
      constant.kind !== 'selector' ||
      constant.target.kind !== 'ident' ||
      !decl!.file.imports.has(constant.target.name)
    )
      return null;
    choices.push({ text: key.value, constant: constant.field });
  }
  return choices;
}

/**
 * An enum constant a statement sets in a case of a tagless switch that tests one flag
 * (faraday's `case ctx.IsSet("uptime"): req.RecRequest.Metric = frdrpc.CloseRecommendationRequest_UPTIME`):
 * the flag and the constant; null for anything else.
 */
export function flagPick(
  program: GoProgram,
  scope: Scope,
  at: number,
  value: CondExpr,
): { flag: string; constant: string } | null {
  if (!isImportedConstant(value, scope.file)) return null;
  const found = switchCaseAt(scope.body, at);
  if (!found || namedBefore(found.switchNode, found.block).some((n) => n.name !== 'switch')) return null;
  const tests = found.clause ? caseTests(found.clause) : [];
  if (tests.length !== 1) return null;
  const flag = flagRead(program, parseCondExpr(textOf(scope.file, tests[0]!)), scope, FLAG_TESTS);
  return flag === null ? null : { flag, constant: value.field };
}
