/**
 * Flags in another unit than the field they set, in the second reading: a flag read into a
 * local that is multiplied by a number (`msat := ctx.Int64("amt") * 1000`, or the read itself
 * multiplied), or that goes through lnd's fee rate conversion `chainfee.SatPerKVByte(v *
 * 1000).FeePerKWeight()`, raised to `chainfee.FeePerKwFloor` where the function compares with
 * it. The two facts of lnd's chainfee package this needs are this check's own, from upstream
 * lnwallet/chainfee/rates.go: `FeePerKWeight` divides by the witness scale factor 4, and
 * `FeePerKwFloor` is 253.
 */
import type { GoCliPackage, GoFunction } from './go-cli-reading.ts';
import { flagReads } from './go-action-reading.ts';

/** lnwallet/chainfee/rates.go: `SatPerKWeight(s / blockchain.WitnessScaleFactor)`, the factor 4. */
const KVBYTE_PER_KWEIGHT = 4;
/** lnwallet/chainfee/rates.go: `FeePerKwFloor SatPerKWeight = 253`. */
const FEE_PER_KW_FLOOR = 253;

/** How the field a flag sets relates to the flag's value: times `factor`, at least `floor`. */
export interface FlagUnit {
  factor: number;
  floor?: number;
}

/** The flags whose value the functions convert before it reaches a field, by flag name. */
export function flagUnits(pkg: GoCliPackage, functions: GoFunction[]): Map<string, FlagUnit> {
  const out = new Map<string, FlagUnit>();
  for (const fn of functions) {
    const t = fn.file.tokens;
    const text = plainText(fn);
    for (const read of flagReads(pkg, fn)) {
      const close = t[read.at + 2]?.text === '(' ? t[read.at + 2]!.pair : undefined;
      // The read itself multiplied: `ctx.Int64("amt") * 1000`.
      if (close !== undefined && t[close + 1]?.text === '*' && t[close + 2]?.kind === 'number') {
        out.set(read.name, { factor: Number(t[close + 2]!.text) });
        continue;
      }
      const assigned = t[read.at - 2]?.text === ':=' || t[read.at - 2]?.text === '=';
      const local = assigned && t[read.at - 3]?.kind === 'ident' ? t[read.at - 3]!.text : null;
      const unit = local ? localUnit(text, local) : null;
      if (unit) out.set(read.name, unit);
    }
  }
  return out;
}

/** The unit of a local holding a flag's value, by what the function does with it. */
function localUnit(text: string, local: string): FlagUnit | null {
  const fee = new RegExp(`SatPerKVByte\\(${local}\\*(\\d+)\\)\\.FeePerKWeight\\(\\)`).exec(text);
  if (fee) {
    const floor = /<chainfee\.FeePerKwFloor\{/.test(text) ? { floor: FEE_PER_KW_FLOOR } : {};
    return { factor: Number(fee[1]) / KVBYTE_PER_KWEIGHT, ...floor };
  }
  const product = new RegExp(`(?<![\\w.(])${local}\\*(\\d+)(?![\\w.])`).exec(text);
  return product ? { factor: Number(product[1]) } : null;
}

/** The function's body without spaces or line breaks, for matching its forms. */
function plainText(fn: GoFunction): string {
  return fn.file.tokens
    .slice(fn.open, fn.close + 1)
    .filter((x) => x.kind !== 'newline')
    .map((x) => x.text)
    .join('');
}

/** What the command sends for a flag's value: times the factor, cut to a whole number as Go's integer types do, at least the floor. */
export function sentFor(unit: FlagUnit, value: string): string {
  const sent = Math.trunc(Number(value) * unit.factor);
  return String(unit.floor !== undefined && sent < unit.floor ? unit.floor : sent);
}
