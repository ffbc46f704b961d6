/**
 * The reading order of a message's fields, shared by the page data (which decides where each
 * nested message is shown in place: at its first field in this order) and the theme (which
 * renders in this order): fields in declaration order, the members of a oneof gathered at its
 * first member, deprecated fields last.
 */

/** One field, or the members of a oneof ("exactly one of"). */
export interface FieldGroup<F> {
  /** The oneof's name, or null for a single field. */
  oneof: string | null;
  fields: F[];
}

export interface FieldLayout<F> {
  groups: FieldGroup<F>[];
  /** Deprecated fields, in declaration order (shown collapsed at the end). */
  deprecated: F[];
}

/** Groups fields for reading; every field appears exactly once. */
export function fieldLayout<F extends { deprecated: boolean; oneof: string | null }>(
  fields: readonly F[],
): FieldLayout<F> {
  const groups: FieldGroup<F>[] = [];
  const oneofs = new Map<string, FieldGroup<F>>();
  for (const field of fields) {
    if (field.deprecated) continue;
    if (field.oneof === null) {
      groups.push({ oneof: null, fields: [field] });
      continue;
    }
    let group = oneofs.get(field.oneof);
    if (!group) {
      group = { oneof: field.oneof, fields: [] };
      oneofs.set(field.oneof, group);
      groups.push(group);
    }
    group.fields.push(field);
  }
  return { groups, deprecated: fields.filter((f) => f.deprecated) };
}

/** The fields in reading order (the order of fieldLayout, flattened). */
export function fieldsInReadingOrder<F extends { deprecated: boolean; oneof: string | null }>(
  fields: readonly F[],
): F[] {
  const layout = fieldLayout(fields);
  return [...layout.groups.flatMap((g) => g.fields), ...layout.deprecated];
}
