/**
 * Unit conversions between a flag and the field it sets: a value multiplied or divided by a
 * number (`ctx.Uint64("sat_per_vbyte") * 1000`), a method of a package outside the trees that
 * gives its receiver in another unit (go-externals.ts: `chainfee.SatPerKVByte(x).FeePerKWeight()`
 * is x / 4), and a floor the function raises the result to (`if feeRate < chainfee.FeePerKwFloor
 * { feeRate = chainfee.FeePerKwFloor }`). The sources carry the product as `scale`.
 */
import type { CliScale } from '../../proto/cli-model-types.ts';
import type { CondExpr } from '../go-cond.ts';
import { textOf } from '../go-file.ts';
import type { GoRule } from '../go-rules.ts';
import { EXTERNAL_CONSTANTS, EXTERNAL_UNIT_METHODS } from './go-externals.ts';
import type { Scope, Source, SourceRule } from './input-types.ts';
import type { CallQuery } from './sources-calls.ts';

/** The value-source rule of a product or quotient with a number literal. */
export const SCALED_SOURCE_RULE: SourceRule = {
  name: 'scaled by a number',
  example: 'msat := ctx.Int64("amt") * 1000',
  apply: ({ expr, scope, at, seen, reader }) => {
    if (expr.kind !== 'binary' || (expr.op !== '*' && expr.op !== '/')) return null;
    const [operand, number] = expr.right.kind === 'number' ? [expr.left, expr.right] : [expr.right, expr.left];
    if (number.kind !== 'number' || (expr.op === '/' && number !== expr.right) || number.value === 0) return null;
    const factor = expr.op === '*' ? number.value : 1 / number.value;
    return reader.sources(operand, scope, at, seen).map((s) => scaled(s, { factor }));
  },
};

/** The call rule of a method outside the trees that converts its receiver's unit. */
export const UNIT_METHOD_RULE: GoRule<CallQuery, Source[]> = {
  name: 'unit method',
  // The floor is read from the function's `if feeRate < chainfee.FeePerKwFloor { feeRate = chainfee.FeePerKwFloor }`.
  example: 'feeRate := chainfee.SatPerKVByte(ctx.Uint64("sat_per_vbyte") * 1000).FeePerKWeight()',
  apply: ({ call, scope, at, seen, reader }) => {
    const factor = unitMethodFactor(call.callee, scope);
    if (factor === null || call.callee.kind !== 'selector' || call.callee.target.kind !== 'call') return null;
    const [value] = call.callee.target.args;
    if (!value) return null;
    const floor = floorIn(scope);
    return reader.sources(value, scope, at, seen).map((s) => scaled(s, { factor, ...(floor ? { floor } : {}) }));
  },
};

/** The factor of `pkg.Type(x).Method` when go-externals.ts knows the method, else null. */
function unitMethodFactor(callee: CondExpr, scope: Scope): number | null {
  if (callee.kind !== 'selector' || callee.target.kind !== 'call') return null;
  const type = callee.target.callee;
  if (type.kind !== 'selector' || type.target.kind !== 'ident') return null;
  const path = scope.file.imports.get(type.target.name);
  return path ? (EXTERNAL_UNIT_METHODS[`${path}.${type.field}.${callee.field}`] ?? null) : null;
}

/** A floor the function raises a value to: `if v < pkg.Floor { v = pkg.Floor }` with the constant known. */
function floorIn(scope: Scope): number | undefined {
  const text = textOf(scope.file, scope.body);
  for (const m of text.matchAll(/\bif\s+(\w+)\s*<\s*(\w+)\.(\w+)\s*\{\s*\1\s*=\s*\2\.\3\s*\}/g)) {
    const value = EXTERNAL_CONSTANTS[`${scope.file.imports.get(m[2]!)}.${m[3]}`];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A source in a further unit: factors multiply, the outer floor holds. */
function scaled(source: Source, by: CliScale): Source {
  const factor = (source.scale?.factor ?? 1) * by.factor;
  const floor = by.floor ?? source.scale?.floor;
  return { ...source, scale: { factor, ...(floor !== undefined ? { floor } : {}) } };
}

/** What the command sends for a flag value: the value times the factor, cut to a whole number as Go does, raised to the floor. */
export function scaledSent(scale: CliScale, flagValue: number): number {
  const sent = Math.trunc(flagValue * scale.factor);
  return scale.floor !== undefined && sent < scale.floor ? scale.floor : sent;
}
