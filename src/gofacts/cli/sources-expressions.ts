/**
 * Where the value of an index, an operator, a literal or a call comes from: a lookup in a map
 * of texts, one part of a split text, the operands, a literal's fields, a call's result (read
 * by the call rules, sources-calls.ts).
 */
import type { SourceRule } from './input-types.ts';
import { mapPick, splitPart } from './switch-picks.ts';
import { SCALED_SOURCE_RULE } from './unit-scales.ts';

/** The value-source rules of indexes, in the order they are tried (the last answers for any). */
export const INDEX_SOURCE_RULES: readonly SourceRule[] = [
  {
    name: 'map of texts',
    example:
      'var backupModeMap = map[string]taprpc.BackupMode{\n\t"raw": taprpc.BackupMode_RAW,\n}\nmode := backupModeMap[ctx.String("mode")]',
    apply: ({ expr, scope, at, seen, reader }) => {
      const picked = expr.kind === 'index' ? mapPick(reader.program, expr, scope) : null;
      return picked && expr.kind === 'index'
        ? reader.sources(expr.index, scope, at, seen).map((s) => ({ ...s, choices: picked }))
        : null;
    },
  },
  {
    name: 'split part',
    example: 'parts := strings.Split(ctx.Args().First(), "@")\npubKey := parts[0]',
    apply: ({ expr, scope, seen, reader }) => {
      const split = expr.kind === 'index' ? splitPart(reader.program, expr, scope) : null;
      return split ? reader.sources(split.text, scope, split.at, seen).map((s) => ({ ...s, part: split.part })) : null;
    },
  },
  {
    name: 'indexed value',
    example: 'txs := ctx.StringSlice("tx")\nfirst := txs[0]',
    apply: ({ expr, scope, at, seen, reader }) =>
      expr.kind === 'index' ? reader.sources(expr.target, scope, at, seen) : null,
  },
];

/** The value-source rules of operators, literals and calls. */
export const OPERATOR_SOURCE_RULES: readonly SourceRule[] = [
  {
    name: 'negated flag',
    // The field is the flag's opposite, which no flag value writes.
    example: 'noUpdates := !ctx.Bool("inflight_updates")',
    apply: ({ expr }) => (expr.kind === 'unary' && expr.op === '!' ? [] : null),
  },
  {
    name: 'unary operand',
    example: 'amt := ctx.Int64("amt")\namtRef := &amt',
    apply: ({ expr, scope, at, seen, reader }) =>
      expr.kind === 'unary' ? reader.sources(expr.operand, scope, at, seen) : null,
  },
  {
    name: 'comparison with a constant',
    // The field is whether the flag holds the constant, which the sample works out from the flag's value.
    example: 'minConfs := int32(ctx.Uint64("min_confs"))\nspendUnconfirmed := minConfs == 0',
    apply: ({ expr, scope, at, seen, reader }) => {
      if (expr.kind !== 'binary' || (expr.op !== '==' && expr.op !== '!=')) return null;
      const [operand, constant] = expr.right.kind === 'number' ? [expr.left, expr.right] : [expr.right, expr.left];
      if (constant.kind !== 'number') return null;
      const compare = { op: expr.op as '==' | '!=', value: String(constant.value) };
      return reader.sources(operand, scope, at, seen).map((s) => ({ ...s, compare }));
    },
  },
  SCALED_SOURCE_RULE,
  {
    name: 'binary operands',
    example: 'total := ctx.Int64("base") + ctx.Int64("extra")',
    apply: ({ expr, scope, at, seen, reader }) =>
      expr.kind === 'binary'
        ? [...reader.sources(expr.left, scope, at, seen), ...reader.sources(expr.right, scope, at, seen)]
        : null,
  },
  {
    name: 'literal fields',
    example: 'outpoint := lnrpc.OutPoint{TxidStr: ctx.String("txid")}',
    apply: ({ expr, scope, at, seen, reader }) =>
      expr.kind === 'composite' ? expr.fields.flatMap((f) => reader.sources(f.value, scope, at, seen)) : null,
  },
  {
    name: 'call result',
    example: 'amt := parseAmt(ctx.String("amt"))',
    apply: ({ expr, scope, at, seen, reader }) =>
      expr.kind === 'call' ? reader.callSources(expr, scope, at, seen, 0) : null,
  },
];
