/**
 * Placeholder values for request fields, per target: gRPC JavaScript (proto-loader objects),
 * gRPC Python (generated message constructors), and JSON over REST (the proto3 JSON
 * mapping). Placeholders are the type's zero value, so a sample sent unedited asks for the
 * defaults instead of something surprising; the type comment next to each says what to put.
 */
import type { EnumModel, FieldModel, MessageModel, ScalarType, TypeRef } from '../../proto/model-types.ts';
import { jsString, pyString } from './literals.ts';

/** What placeholders need from the model: its types and the package names are relative to. */
export interface TypeContext {
  messages: Record<string, MessageModel>;
  enums: Record<string, EnumModel>;
  /** Package of the sub-service; type names in it are shown without the package. */
  package: string;
}

/** A JSON value as the placeholders build it. */
export type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue };

const INT64: ReadonlySet<ScalarType> = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const FLOAT: ReadonlySet<ScalarType> = new Set(['double', 'float']);

/** The proto package of a full type name: segments before the first capitalised one (style guide naming). */
export function packageOf(fullName: string): string {
  const parts = fullName.split('.');
  const first = parts.findIndex((p) => /^[A-Z]/.test(p));
  return parts.slice(0, first < 0 ? parts.length - 1 : first).join('.');
}

/** A type's name as samples show it: scalars as is, types of the same package without it. */
export function typeName(type: TypeRef, pkg: string): string {
  if (type.kind === 'scalar') return type.name;
  return pkg && type.fullName.startsWith(`${pkg}.`) ? type.fullName.slice(pkg.length + 1) : type.fullName;
}

/** The type comment of a field: `<uint64>`, `<repeated string>`, `<map<string, Feature>>`, plus oneof/deprecated notes. */
export function typeComment(field: FieldModel, pkg: string): string {
  const name = typeName(field.type, pkg);
  const label = field.mapKey ? `map<${field.mapKey}, ${name}>` : field.label === 'repeated' ? `repeated ${name}` : name;
  const notes = [field.oneof ? `oneof ${field.oneof}` : '', field.deprecated ? 'deprecated' : ''].filter(Boolean);
  return [`<${label}>`, ...notes].join(', ');
}

/**
 * Whether a field is a later member of a oneof: samples show only the first member of each
 * oneof as code, because setting two members is an error over REST (protojson) and
 * silently keeps only the last one over gRPC.
 */
export function isAlternative(field: FieldModel, fields: FieldModel[]): boolean {
  return field.oneof !== null && fields.find((f) => f.oneof === field.oneof) !== field;
}

/** Name of an enum's first value (its zero value), or undefined when the model lacks the enum. */
function firstEnumValue(fullName: string, ctx: TypeContext): string | undefined {
  return ctx.enums[fullName]?.values[0]?.name;
}

/** Whether a field's value is a single scalar of the given kind. */
function isSingle(field: FieldModel): boolean {
  return !field.mapKey && field.label !== 'repeated';
}

/** The placeholder of a field in a @grpc/proto-loader request object (longs and enums as strings). */
export function jsGrpcValue(field: FieldModel, ctx: TypeContext): string {
  if (field.mapKey) return '{}';
  if (!isSingle(field)) return '[]';
  if (field.type.kind === 'message') return '{}';
  if (field.type.kind === 'enum') {
    const first = firstEnumValue(field.type.fullName, ctx);
    return first === undefined ? '0' : jsString(first);
  }
  const scalar = field.type.name;
  if (INT64.has(scalar)) return "'0'";
  if (scalar === 'bytes') return "Buffer.from('', 'hex')";
  if (scalar === 'bool') return 'false';
  if (scalar === 'string') return "''";
  return '0';
}

/** The placeholder of a field as a keyword argument of a generated Python message class. */
export function pyGrpcValue(field: FieldModel, ctx: TypeContext): string {
  // The Python runtime builds sub-messages from dicts and enum fields from value names.
  if (field.mapKey) return '{}';
  if (!isSingle(field)) return '[]';
  if (field.type.kind === 'message') return '{}';
  if (field.type.kind === 'enum') {
    const first = firstEnumValue(field.type.fullName, ctx);
    return first === undefined ? '0' : pyString(first);
  }
  const scalar = field.type.name;
  if (scalar === 'bytes') return "bytes.fromhex('')";
  if (scalar === 'bool') return 'False';
  if (scalar === 'string') return "''";
  return FLOAT.has(scalar) ? '0.0' : '0';
}

/** The placeholder of a field in a JSON request body (proto3 JSON mapping). */
export function jsonValue(field: FieldModel, ctx: TypeContext): JsonValue {
  if (field.mapKey) return {};
  if (!isSingle(field)) return [];
  return jsonSingleValue(field.type, ctx);
}

/** JSON placeholder of one value of a type: 64-bit integers as strings, bytes as base64, enums by name. */
function jsonSingleValue(type: TypeRef, ctx: TypeContext): JsonValue {
  switch (type.kind) {
    case 'enum':
      return firstEnumValue(type.fullName, ctx) ?? 0;
    case 'message':
      return wellKnownJson(type.fullName);
    case 'scalar':
      if (INT64.has(type.name)) return '0';
      if (type.name === 'bytes' || type.name === 'string') return '';
      if (type.name === 'bool') return false;
      return 0;
  }
}

/** Zero values of the well-known types that have a special JSON form. */
function wellKnownJson(fullName: string): JsonValue {
  switch (fullName) {
    case 'google.protobuf.Timestamp':
      return '1970-01-01T00:00:00Z';
    case 'google.protobuf.Duration':
      return '0s';
    case 'google.protobuf.FieldMask':
    case 'google.protobuf.StringValue':
    case 'google.protobuf.BytesValue':
      return '';
    case 'google.protobuf.Int64Value':
    case 'google.protobuf.UInt64Value':
      return '0';
    case 'google.protobuf.DoubleValue':
    case 'google.protobuf.FloatValue':
    case 'google.protobuf.Int32Value':
    case 'google.protobuf.UInt32Value':
      return 0;
    case 'google.protobuf.BoolValue':
      return false;
    case 'google.protobuf.ListValue':
      return [];
    default:
      return {};
  }
}

/** Extra words for the type comment of a REST value whose JSON form needs explaining. */
export function jsonNote(field: FieldModel, urlSafe: boolean): string {
  if (field.type.kind !== 'scalar') return '';
  if (field.type.name === 'bytes') return urlSafe ? ' base64url' : ' base64';
  return '';
}

/** The placeholder of a query parameter value, as URL text. */
export function queryValue(field: FieldModel, ctx: TypeContext): string {
  const value = jsonSingleValue(field.type, ctx);
  return typeof value === 'object' ? '' : String(value);
}

/**
 * The placeholder of a path parameter. Unlike other fields it must not be empty (an empty
 * segment would not match the route), so text placeholders spell the field name.
 */
export function pathValue(leaf: FieldModel | undefined, name: string, ctx: TypeContext): string | number | boolean {
  const placeholder = name.split('.').pop()!.toUpperCase();
  if (!leaf || leaf.type.kind === 'message') return placeholder;
  if (leaf.type.kind === 'enum') return firstEnumValue(leaf.type.fullName, ctx) ?? 0;
  const scalar = leaf.type.name;
  if (scalar === 'string' || scalar === 'bytes') return placeholder;
  return scalar === 'bool' ? false : 0;
}

/** A JSON value as a JavaScript literal (single-quoted strings). */
export function jsLiteral(value: JsonValue): string {
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(jsLiteral).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${jsString(k)}: ${jsLiteral(v)}`).join(', ')} }`;
  }
  return String(value);
}

/** A JSON value as a Python literal (True/False, single-quoted strings). */
export function pyLiteral(value: JsonValue): string {
  if (typeof value === 'string') return pyString(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (Array.isArray(value)) return `[${value.map(pyLiteral).join(', ')}]`;
  if (typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${pyString(k)}: ${pyLiteral(v)}`).join(', ')}}`;
  return String(value);
}
