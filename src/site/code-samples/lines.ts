/**
 * Renders the fields of a request as the lines of an object literal, keyword arguments or a
 * dict: one field a line with its type comment, later members of a oneof commented out.
 */
import type { FieldModel } from '../../proto/model-types.ts';
import { isAlternative } from './placeholders.ts';

export interface EntryStyle {
  indent: string;
  /** The code of one entry without its trailing comma: `name: value`, `name=value`. */
  entry: (field: FieldModel) => string;
  /** The type comment of one entry, without the comment marker. */
  comment: (field: FieldModel) => string;
  /** `//` or `#`. */
  marker: string;
  /** Spaces between the comma and the comment marker (PEP 8 wants two before `#`). */
  gap: string;
}

/** One line per field; a later oneof member is shown commented out so only one is sent. */
export function entryLines(fields: FieldModel[], style: EntryStyle): string[] {
  return fields.map((field) => {
    const code = `${style.entry(field)},${style.gap}${style.marker} ${style.comment(field)}`;
    return isAlternative(field, fields) ? `${style.indent}${style.marker} ${code}` : `${style.indent}${code}`;
  });
}

/** Wraps entry lines in an opening and closing line, or writes the empty form on one line. */
export function block(open: string, lines: string[], close: string, empty: string): string[] {
  return lines.length === 0 ? [empty] : [open, ...lines, close];
}
