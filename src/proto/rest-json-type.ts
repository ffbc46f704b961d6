/**
 * The JSON type of a field over REST, per the proto3 JSON mapping: 64-bit integers are
 * strings (JSON numbers lose precision past 2^53), bytes are base64 strings, enums are
 * their value names, messages and maps are objects, repeated fields are arrays.
 */
import type { ScalarType, TypeRef } from './model-types.ts';

const SCALAR_JSON: Record<ScalarType, string> = {
  double: 'number',
  float: 'number',
  int32: 'integer',
  uint32: 'integer',
  sint32: 'integer',
  fixed32: 'integer',
  sfixed32: 'integer',
  int64: 'string',
  uint64: 'string',
  sint64: 'string',
  fixed64: 'string',
  sfixed64: 'string',
  bool: 'boolean',
  string: 'string',
  bytes: 'string',
};

/** Well-known types with a special JSON form (google.protobuf.*). */
const WELL_KNOWN_JSON: Record<string, string> = {
  'google.protobuf.Timestamp': 'string',
  'google.protobuf.Duration': 'string',
  'google.protobuf.FieldMask': 'string',
  'google.protobuf.Struct': 'object',
  'google.protobuf.Value': 'any',
  'google.protobuf.ListValue': 'array',
  'google.protobuf.Any': 'object',
  'google.protobuf.Empty': 'object',
  'google.protobuf.DoubleValue': 'number',
  'google.protobuf.FloatValue': 'number',
  'google.protobuf.Int64Value': 'string',
  'google.protobuf.UInt64Value': 'string',
  'google.protobuf.Int32Value': 'integer',
  'google.protobuf.UInt32Value': 'integer',
  'google.protobuf.BoolValue': 'boolean',
  'google.protobuf.StringValue': 'string',
  'google.protobuf.BytesValue': 'string',
};

/** JSON type of one value of the given type (no repetition). */
export function jsonTypeOf(type: TypeRef): string {
  switch (type.kind) {
    case 'scalar':
      return SCALAR_JSON[type.name];
    case 'enum':
      return 'string';
    case 'message':
      return WELL_KNOWN_JSON[type.fullName] ?? 'object';
  }
}

/** REST type shown in tables: `string`, `array<string>`, `object` for maps. */
export function restTypeOf(type: TypeRef, label: 'repeated' | 'optional' | 'singular', isMap: boolean): string {
  if (isMap) return 'object';
  const single = jsonTypeOf(type);
  return label === 'repeated' ? `array<${single}>` : single;
}
