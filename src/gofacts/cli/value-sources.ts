/**
 * The flags, positional arguments and prompts a Go expression's value comes from: one list of
 * named rules, each an idiom with its Go example, tried in order by the core of go-rules.ts
 * (urfave/cli's reads first, then names, fields, indexes, operators and calls). A rule that
 * follows the value further asks the reader again (`reader.sources`), so a value is traced
 * through locals, helpers, splits and switches until it reaches an input or nothing.
 */
import type { CondExpr } from '../go-cond.ts';
import { firstAnswer } from '../go-rules.ts';
import type { CliReader, Scope, Source, SourceRule } from './input-types.ts';
import { INDEX_SOURCE_RULES, OPERATOR_SOURCE_RULES } from './sources-expressions.ts';
import { FIELD_SOURCE_RULES } from './sources-fields.ts';
import { LOCAL_SOURCE_RULES } from './sources-locals.ts';
import { URFAVE_SOURCE_RULES } from './urfave-reads.ts';

/** Every value-source rule, in the order they are tried. */
export const SOURCE_RULES: readonly SourceRule[] = [
  ...URFAVE_SOURCE_RULES,
  ...LOCAL_SOURCE_RULES,
  ...FIELD_SOURCE_RULES,
  ...INDEX_SOURCE_RULES,
  ...OPERATOR_SOURCE_RULES,
];

/** Where an expression's value comes from; none when no rule reads it (a constant, an unread form). */
export function readSources(
  reader: CliReader,
  expr: CondExpr,
  scope: Scope,
  at: number,
  seen = new Set<string>(),
): Source[] {
  return firstAnswer(SOURCE_RULES, { expr, scope, at, seen, reader }) ?? [];
}
