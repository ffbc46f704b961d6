/**
 * A flag in another unit than its field (`CliScale`: tapcli's `--sat_per_vbyte` for the sat/kw
 * `fee_rate`, ×250 and at least 253): the line writes the flag value that gives the planned
 * value, and where none does (a planned 100 sat/kw is no whole number of sat/vB, or below the
 * floor), the nearest one above and a line saying what the command sends instead.
 */
import type { CliFieldBindingModel, CliScale } from '../../proto/cli-model-types.ts';
import { scaledSent } from '../../gofacts/cli/unit-scales.ts';
import type { PlannedValue } from './request-plan.ts';

/** The value the flag takes for a planned value: the quotient when whole, else the next whole number up (at least 1). */
export function scaledFlagValue(scale: CliScale, value: PlannedValue): PlannedValue {
  if (value.kind !== 'scalar' || typeof value.value === 'boolean' || !Number.isFinite(Number(value.value)))
    return value;
  const exact = Number(value.value) / scale.factor;
  const flag = Number.isInteger(exact) ? exact : Math.max(1, Math.ceil(exact));
  return { ...value, value: typeof value.value === 'string' ? String(flag) : flag };
}

/** The lines on planned fields whose flag on the line sends another value than the plan's: `# fee_rate: tapcli sends 253 (...)`. */
export function scaledNotes(
  cli: string,
  bindings: CliFieldBindingModel[],
  planned: { path: string; value: PlannedValue }[],
  words: string[],
): string[] {
  return planned.flatMap(({ path, value }) => {
    const binding = bindings.find((b) => b.field === path);
    if (!binding?.scale || binding.flags.length !== 1 || value.kind !== 'scalar') return [];
    const flag = binding.flags[0]!;
    const word = words.find((w) => w.startsWith(`--${flag}=`));
    if (!word) return [];
    const given = Number(word.slice(flag.length + 3));
    const sent = scaledSent(binding.scale, given);
    if (String(sent) === String(value.value)) return [];
    const floor = binding.scale.floor !== undefined ? `, at least ${binding.scale.floor}` : '';
    return [
      `# ${path}: ${cli} sends ${sent} (--${flag}=${given} × ${binding.scale.factor}${floor}; the plan has ${value.value})`,
    ];
  });
}
