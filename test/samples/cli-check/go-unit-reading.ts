/**
 * Flags in another unit than the field they set, in the second reading: a flag read into a
 * local that is multiplied by a number (`msat := ctx.Int64("amt") * 1000`, or the read itself
 * multiplied), or that goes through lnd's fee rate conversion `chainfee.SatPerKVByte(v *
 * 1000).FeePerKWeight()`, raised to `chainfee.FeePerKwFloor` where the function compares with
 * it. The two facts of lnd's chainfee package this needs are this check's own, from upstream
 * lnwallet/chainfee/rates.go: `FeePerKWeight` divides by the witness scale factor 4, and
 * `FeePerKwFloor` is 253.
 */
import { type GoCliPackage, type GoFunction, lineEnd } from './go-cli-reading.ts';
import { type Token, stringValue } from './go-tokens.ts';
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

/**
 * The flags whose value the functions convert before it reaches a field, by flag name: the read
 * multiplied where it stands, or the local a statement assigns from a flag (`v := ctx.Uint64("x")`,
 * `v, err := parseUint64(ctx, 1, "x", cmd)`: the command's flags the statement names).
 */
export function flagUnits(
  pkg: GoCliPackage,
  functions: GoFunction[],
  defined: ReadonlySet<string> | null,
): Map<string, FlagUnit> {
  const out = new Map<string, FlagUnit>();
  for (const fn of functions) {
    const t = fn.file.tokens;
    const text = plainText(fn);
    for (const read of flagReads(pkg, fn)) {
      const close = t[read.at + 2]?.text === '(' ? t[read.at + 2]!.pair : undefined;
      if (close !== undefined && t[close + 1]?.text === '*' && t[close + 2]?.kind === 'number')
        out.set(read.name, { factor: Number(t[close + 2]!.text) });
    }
    for (let k = fn.open; k < fn.close; k++) {
      if (t[k]!.text !== ':=' && t[k]!.text !== '=') continue;
      const local = t[k - 1]?.kind === 'ident' ? firstAssigned(t, k) : null;
      const unit = local ? localUnit(text, local) : null;
      if (!unit) continue;
      for (const flag of flagsNamedIn(pkg, fn, k, lineEnd(t, k), defined)) out.set(flag, unit);
    }
  }
  return out;
}

/** The first name an assignment at k writes (`v` of `v, err :=`), or null for a field or an index (`req.X =`). */
function firstAssigned(t: Token[], k: number): string | null {
  let j = k - 1;
  while (t[j - 1]?.text === ',' && t[j - 2]?.kind === 'ident') j -= 2;
  return t[j - 1]?.text === '.' ? null : t[j]!.text;
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

/** The flags a statement reads: its flag reads, and the command's flags it names in a string (a helper's parameter). */
function flagsNamedIn(
  pkg: GoCliPackage,
  fn: GoFunction,
  start: number,
  end: number,
  defined: ReadonlySet<string> | null,
): string[] {
  const t = fn.file.tokens;
  const reads = flagReads(pkg, fn)
    .filter((r) => r.at > start && r.at < end)
    .map((r) => r.name);
  const named = t
    .slice(start, end)
    .filter((x) => x.kind === 'string' && defined?.has(stringValue(x)))
    .map(stringValue);
  return [...new Set([...reads, ...named])];
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
