/**
 * The request's shape as the form needs it, read from what the method page already carries
 * (the request message, its nested messages and enums, MessageView/EnumView): what each
 * field is, and what a value at a dotted path is for the REST encoding (rest-call.ts).
 */
import type { EnumView, FieldView, MessageView, MethodPage } from '../../site/page-data.ts';
import type { ValueKind } from './rest-call.ts';

export type FieldShape =
  | { kind: 'scalar'; type: string }
  | { kind: 'enum'; values: string[] }
  | { kind: 'message'; message: MessageView };

export interface Shapes {
  message(fullName: string): MessageView | undefined;
  /** A field's value shape (of one item, for lists and maps). */
  field(field: FieldView): FieldShape;
  /** "list", "map" or "single". */
  cardinality(field: FieldView): 'list' | 'map' | 'single';
  /** The REST encoding kind of the value at a dotted path from the request. */
  kindAt(path: string): ValueKind;
}

export function requestShapes(page: Pick<MethodPage, 'request' | 'response' | 'nested' | 'enums'>): Shapes {
  const messages = new Map<string, MessageView>(
    [page.request, page.response, ...page.nested].map((m) => [m.fullName, m]),
  );
  const enums = new Map<string, EnumView>(page.enums.map((e) => [e.fullName, e]));
  const field = (f: FieldView): FieldShape => {
    const message = messages.get(f.grpcType.name);
    if (message) return { kind: 'message', message };
    const enumView = enums.get(f.grpcType.name);
    if (enumView) return { kind: 'enum', values: enumView.values.map((v) => v.name) };
    return { kind: 'scalar', type: f.grpcType.name };
  };
  const cardinality = (f: FieldView) =>
    f.grpcType.prefix.startsWith('map<') ? 'map' : f.grpcType.prefix.startsWith('repeated') ? 'list' : 'single';
  return {
    message: (name) => messages.get(name),
    field,
    cardinality,
    kindAt(path) {
      const values = path.endsWith('[]');
      let message: MessageView | undefined = page.request;
      let found: FieldView | undefined;
      for (const name of path.replace(/\[\]$/, '').split('.')) {
        found = message?.fields.find((f) => f.name === name);
        if (!found) return 'scalar';
        const shape = field(found);
        message = shape.kind === 'message' ? shape.message : undefined;
      }
      if (!found) return 'scalar';
      if (cardinality(found) === 'map' && !values) return 'map';
      const shape = field(found);
      return shape.kind === 'message'
        ? 'message'
        : shape.kind === 'scalar' && shape.type === 'bytes'
          ? 'bytes'
          : 'scalar';
    },
  };
}

/** proto3 JSON writes these as numbers; the 64-bit integers as decimal strings. */
export const NUMBER_TYPES = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32', 'double', 'float']);
export const INT64_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
