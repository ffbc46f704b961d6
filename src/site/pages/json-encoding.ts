/**
 * The REST JSON form of a field, shown only where it differs from what the gRPC type
 * implies (proto3 JSON mapping): 64-bit integers are decimal strings (JSON numbers lose
 * precision past 2^53), bytes are base64 (base64url in a path or query: lnd#7821), enums
 * are their value names, maps are objects, and some well-known types have their own form.
 */
import type { FieldModel, ScalarType, TypeRef } from '../../proto/model-types.ts';
import type { JsonEncoding } from '../page-data.ts';

const SIXTY_FOUR_BIT = new Set<ScalarType>(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

/** Well-known types whose JSON is not an object of their fields, with what it looks like. */
const WELL_KNOWN: Record<string, string> = {
  'google.protobuf.Timestamp': 'RFC 3339 date-time',
  'google.protobuf.Duration': 'seconds with an "s" suffix, e.g. "1.5s"',
  'google.protobuf.FieldMask': 'comma-separated field paths',
  'google.protobuf.Value': 'any JSON value',
  'google.protobuf.ListValue': 'JSON array',
  'google.protobuf.Struct': 'any JSON object',
  'google.protobuf.Int64Value': 'decimal',
  'google.protobuf.UInt64Value': 'decimal',
  'google.protobuf.BytesValue': 'base64',
  'google.protobuf.DoubleValue': 'number or null',
  'google.protobuf.FloatValue': 'number or null',
  'google.protobuf.Int32Value': 'number or null',
  'google.protobuf.UInt32Value': 'number or null',
  'google.protobuf.BoolValue': 'boolean or null',
  'google.protobuf.StringValue': 'string or null',
};

/** How one value of the type is written, when that is not evident from the gRPC type. */
function valueNote(type: TypeRef): string | null {
  switch (type.kind) {
    case 'scalar':
      if (SIXTY_FOUR_BIT.has(type.name)) return 'decimal';
      if (type.name === 'bytes') return 'base64; base64url in a URL';
      return null;
    case 'enum':
      return 'value name';
    case 'message':
      return WELL_KNOWN[type.fullName] ?? null;
  }
}

/** The JSON encoding to show for a field, or null when its gRPC type says it all. */
export function jsonEncoding(field: FieldModel): JsonEncoding | null {
  const note = valueNote(field.type);
  if (field.mapKey) {
    const parts = [
      field.mapKey === 'string' ? null : `${field.mapKey} keys as strings`,
      note ? `values: ${note}` : null,
    ].filter(Boolean);
    return { type: 'object', note: parts.length > 0 ? parts.join('; ') : 'one property per key' };
  }
  return note ? { type: field.restType, note } : null;
}
