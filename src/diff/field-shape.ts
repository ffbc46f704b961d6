/**
 * A field's shape (number, type, label, oneof) as the diff compares and shows it, and how
 * bad a change of type or label is for clients.
 */
import type { ScalarType, TypeRef } from '../proto/model-types.ts';
import type { DiffField, FieldShape, Severity } from './api-changes.ts';

/** The shape of a field in one release. */
export function shapeOf(field: DiffField): FieldShape {
  return {
    number: field.number,
    type: typeName(field.type),
    label: field.mapKey !== null ? 'map' : field.label,
    mapKey: field.mapKey,
    oneof: field.oneof,
  };
}

/** The field's type as a .proto file declares it: "repeated lnrpc.Peer", "map<string, uint64>". */
export function labelledType(shape: FieldShape): string {
  const type = typeText(shape);
  return shape.label === 'repeated' || shape.label === 'optional' ? `${shape.label} ${type}` : type;
}

/** The labelled type and the oneof it is in: "uint32 (in oneof offer)". */
export function declaration(shape: FieldShape): string {
  return shape.oneof ? `${labelledType(shape)} (in oneof ${shape.oneof})` : labelledType(shape);
}

/** The type part of a declaration, for type changes: "lnrpc.Peer", "map<string, uint64>". */
export function typeText(shape: FieldShape): string {
  return shape.label === 'map' ? `map<${shape.mapKey}, ${shape.type}>` : shape.type;
}

/** True when the value type or the map key type differs. */
export function typeChanged(from: DiffField, to: DiffField): boolean {
  return (
    typeName(from.type) !== typeName(to.type) ||
    (from.mapKey !== null && to.mapKey !== null && from.mapKey !== to.mapKey)
  );
}

/**
 * A type change breaks the wire unless protobuf decodes the old and new types from the
 * same bytes (its "Updating a message type" rules: int32, uint32, int64, uint64 and bool
 * are interchangeable, and enums with them; sint32 with sint64; fixed32 with sfixed32;
 * fixed64 with sfixed64; string with bytes). Those still change the JSON form (int64 is a
 * string in JSON, an enum a name, bytes base64), so they break JSON/REST clients.
 */
export function typeChangeSeverity(from: DiffField, to: DiffField): Severity {
  const group = wireGroupOf(from.type);
  const valuesCompatible =
    typeName(from.type) === typeName(to.type) || (group !== null && group === wireGroupOf(to.type));
  const keysCompatible = from.mapKey === null || to.mapKey === null || wireGroup(from.mapKey) === wireGroup(to.mapKey);
  return valuesCompatible && keysCompatible ? 'json-breaking' : 'wire-breaking';
}

/**
 * A label change breaks the wire when a field becomes or stops being repeated or a map, or
 * moves into, out of or between oneofs (as buf's WIRE rules judge it). Gaining or losing
 * explicit presence (optional vs singular) keeps the encoding: listed, not breaking.
 */
export function labelChangeSeverity(from: FieldShape, to: FieldShape): Severity {
  const many = (s: FieldShape) => s.label === 'repeated' || s.label === 'map';
  if (many(from) !== many(to) || (from.label === 'map') !== (to.label === 'map')) return 'wire-breaking';
  if (from.oneof !== to.oneof) return 'wire-breaking';
  return 'non-breaking';
}

/** True when label or oneof differ. */
export function labelChanged(from: FieldShape, to: FieldShape): boolean {
  return from.label !== to.label || from.oneof !== to.oneof;
}

function typeName(type: TypeRef): string {
  return type.kind === 'scalar' ? type.name : type.fullName;
}

const WIRE_GROUPS: Record<ScalarType, string> = {
  int32: 'varint',
  uint32: 'varint',
  int64: 'varint',
  uint64: 'varint',
  bool: 'varint',
  sint32: 'zigzag',
  sint64: 'zigzag',
  fixed32: 'fixed32',
  sfixed32: 'fixed32',
  fixed64: 'fixed64',
  sfixed64: 'fixed64',
  string: 'length',
  bytes: 'length',
  double: 'double',
  float: 'float',
};

function wireGroup(scalar: string): string | null {
  return WIRE_GROUPS[scalar as ScalarType] ?? null;
}

/** The group of types sharing an encoding, or null for messages (never interchangeable). */
function wireGroupOf(type: TypeRef): string | null {
  if (type.kind === 'enum') return 'varint';
  if (type.kind === 'message') return null;
  return wireGroup(type.name);
}
