/**
 * A binding's `pieces` (`CliPieces`, the model's one representation of inputs whose text carries
 * a field's values other than one text for one value), read the three ways the writers and the
 * samples' stand-in use them: parts of a split text, argument items, one value per argument.
 */
import type { CliFieldBindingModel, CliPieces } from '../../proto/cli-model-types.ts';

/** An input carrying the field as part `index` of its text split at `separator` (`pubkey@host`). */
export type ValuePart = CliPieces & { separator: string; index: number };

/** The arguments from `slot` on, one item each, split at `separator` into the item's `fields` (`info:read`). */
export type ArgumentItems = CliPieces & { slot: number; separator: string; fields: string[] };

/** The inputs carrying the field as a part of their text. */
export function valueParts(binding: CliFieldBindingModel | undefined): ValuePart[] {
  return (binding?.pieces ?? []).filter((p): p is ValuePart => p.index !== undefined && p.separator !== undefined);
}

/** The items of a repeated message the action builds one per argument, or undefined. */
export function argumentItems(binding: CliFieldBindingModel | undefined): ArgumentItems | undefined {
  return binding?.pieces?.find(
    (p): p is ArgumentItems => p.fields !== undefined && p.slot !== undefined && p.separator !== undefined,
  );
}

/** The slot from which every argument is one value of the field (`submitpackage <tx> <tx>...`), or undefined. */
export function eachArgumentFrom(binding: CliFieldBindingModel | undefined): number | undefined {
  return binding?.pieces?.find((p) => p.each && p.fields === undefined)?.slot;
}
