/**
 * The messages and enums a method's reader needs: everything reachable from its request
 * and response through field types (map values included, map entry messages skipped).
 */
import { mapEntryOf, referencedType } from './message-model.ts';
import type { DeclaredType } from './type-index.ts';

/**
 * Full names reachable from the roots, ordered: the roots first (in the order given),
 * then the other messages sorted by name, then the enums sorted by name.
 */
export function typeClosure(roots: string[], types: Map<string, DeclaredType>): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    const declared = types.get(name);
    if (!declared) continue; // Well-known types without a tree are shown as names only.
    seen.add(name);
    if (declared.kind !== 'message') continue;
    for (const field of declared.proto.field) {
      const ref = referencedType(field, types);
      if (ref.kind !== 'scalar' && !seen.has(ref.fullName)) queue.push(ref.fullName);
      const entry = mapEntryOf(field, types);
      if (entry) seen.add(entry.fullName); // Never listed: the map is shown on the field.
    }
  }
  const isListed = (name: string) => {
    const declared = types.get(name);
    return declared !== undefined && !(declared.kind === 'message' && declared.proto.options?.mapEntry);
  };
  const rootSet = new Set(roots);
  const rest = [...seen].filter((n) => !rootSet.has(n) && isListed(n)).sort();
  const kindOf = (n: string) => types.get(n)!.kind;
  return [
    ...[...rootSet].filter(isListed),
    ...rest.filter((n) => kindOf(n) === 'message'),
    ...rest.filter((n) => kindOf(n) === 'enum'),
  ];
}
