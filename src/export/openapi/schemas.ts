/**
 * JSON Schemas (OpenAPI 3.1 dialect) of a release's messages and enums, with the proto3
 * JSON mapping the daemons' REST proxies use: properties by proto field name (what the
 * daemons send), 64-bit integers as decimal strings, bytes as base64 (base64url in a path
 * or query), enums by value name, maps as objects keyed by the key's text, repeated fields
 * as arrays, oneof groups at most one member each, well-known types in their own JSON form.
 * Messages and enums are components named by their full proto name; well-known types are
 * written in place.
 */
import type { EnumModel, FieldModel, MessageModel, ScalarType, TypeRef } from '../../proto/model-types.ts';
import { inertMarkdown } from '../inert-markdown.ts';
import { markedDeprecated } from '../../shared/deprecated-mark.ts';

/** A JSON Schema object (OpenAPI 3.1 Schema Object). */
export type Schema = { [key: string]: unknown };

/** Where a value travels: the JSON body (or response), or a URL (path segment, query). */
export type Placement = 'json' | 'url';

const INT64_PATTERN = '^-?[0-9]+$';
const UINT64_PATTERN = '^[0-9]+$';

/** Scalars in the proto3 JSON mapping; bytes depend on the placement. */
export function scalarSchema(type: ScalarType, placement: Placement): Schema {
  switch (type) {
    case 'double':
    case 'float':
      return { type: 'number', format: type };
    case 'int32':
    case 'sint32':
    case 'sfixed32':
      return { type: 'integer', format: 'int32' };
    case 'uint32':
    case 'fixed32':
      return { type: 'integer', format: 'uint32', minimum: 0, maximum: 4294967295 };
    case 'int64':
    case 'sint64':
    case 'sfixed64':
      return { type: 'string', format: 'int64', pattern: INT64_PATTERN };
    case 'uint64':
    case 'fixed64':
      return { type: 'string', format: 'uint64', pattern: UINT64_PATTERN };
    case 'bool':
      return { type: 'boolean' };
    case 'string':
      return { type: 'string' };
    case 'bytes':
      // grpc-gateway decodes URL values with the URL-safe alphabet (padding kept): lnd#7821.
      return placement === 'url'
        ? { type: 'string', contentEncoding: 'base64url' }
        : { type: 'string', contentEncoding: 'base64' };
  }
}

/** The JSON form of the well-known types that are not an object of their fields. */
export function wellKnownSchema(fullName: string, placement: Placement): Schema | null {
  switch (fullName) {
    case 'google.protobuf.Timestamp':
      return { type: 'string', format: 'date-time' };
    case 'google.protobuf.Duration':
      return {
        type: 'string',
        pattern: '^-?[0-9]+(\\.[0-9]{1,9})?s$',
        description: 'Seconds with an "s" suffix: "1.5s".',
      };
    case 'google.protobuf.FieldMask':
      return { type: 'string', description: 'Comma-separated field paths in lowerCamelCase.' };
    case 'google.protobuf.Struct':
      return { type: 'object', additionalProperties: true };
    case 'google.protobuf.Value':
      return {};
    case 'google.protobuf.ListValue':
      return { type: 'array' };
    case 'google.protobuf.Empty':
      return { type: 'object', properties: {} };
    case 'google.protobuf.Any':
      return {
        type: 'object',
        properties: { '@type': { type: 'string' } },
        required: ['@type'],
        additionalProperties: true,
      };
    case 'google.protobuf.DoubleValue':
      return scalarSchema('double', placement);
    case 'google.protobuf.FloatValue':
      return scalarSchema('float', placement);
    case 'google.protobuf.Int64Value':
      return scalarSchema('int64', placement);
    case 'google.protobuf.UInt64Value':
      return scalarSchema('uint64', placement);
    case 'google.protobuf.Int32Value':
      return scalarSchema('int32', placement);
    case 'google.protobuf.UInt32Value':
      return scalarSchema('uint32', placement);
    case 'google.protobuf.BoolValue':
      return scalarSchema('bool', placement);
    case 'google.protobuf.StringValue':
      return scalarSchema('string', placement);
    case 'google.protobuf.BytesValue':
      return scalarSchema('bytes', placement);
    default:
      return null;
  }
}

/** The reference to a component schema by its proto full name. */
export function schemaRef(fullName: string): Schema {
  return { $ref: `#/components/schemas/${fullName}` };
}

/** True for a message written in place rather than as a component. */
export function isWellKnown(fullName: string): boolean {
  return wellKnownSchema(fullName, 'json') !== null;
}

/** One value of a type (no repetition). */
export function valueSchema(type: TypeRef, placement: Placement): Schema {
  switch (type.kind) {
    case 'scalar':
      return scalarSchema(type.name, placement);
    case 'enum':
      return schemaRef(type.fullName);
    case 'message':
      return wellKnownSchema(type.fullName, placement) ?? schemaRef(type.fullName);
  }
}

/** The key of a map as JSON writes it: always a property name, its text by the key type. */
function mapKeySchema(key: ScalarType): Schema {
  if (key === 'string') return { type: 'string' };
  if (key === 'bool') return { type: 'string', enum: ['true', 'false'] };
  return { type: 'string', pattern: /^(?:u|fixed)/.test(key) ? UINT64_PATTERN : INT64_PATTERN };
}

/** A field's schema in the JSON body: its value, an array of them, or a map object; with its description. */
export function fieldSchema(field: FieldModel, placement: Placement = 'json'): Schema {
  const value = valueSchema(field.type, placement);
  const shape: Schema = field.mapKey
    ? { type: 'object', propertyNames: mapKeySchema(field.mapKey), additionalProperties: value }
    : field.label === 'repeated'
      ? { type: 'array', items: value }
      : { ...value };
  return annotate(shape, field);
}

/** Adds a field's description, deprecation and oneof to a schema. */
export function annotate(schema: Schema, field: FieldModel): Schema {
  const notes = [
    field.description ? inertMarkdown(field.description) : '',
    field.oneof ? `Member of the oneof \`${field.oneof}\`: set at most one of its fields.` : '',
  ].filter(Boolean);
  const own = typeof schema.description === 'string' ? [schema.description] : [];
  const description = [...notes, ...own].join('\n\n');
  return {
    ...schema,
    ...(description ? { description } : {}),
    ...(markedDeprecated(field) ? { deprecated: true } : {}),
  };
}

/** The oneof groups of a message: group name -> member field names, in field order. */
export function oneofGroups(message: MessageModel): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const field of message.fields)
    if (field.oneof) groups.set(field.oneof, [...(groups.get(field.oneof) ?? []), field.name]);
  return groups;
}

/**
 * A message as a JSON object schema, without the `omit`ted fields. No two members of a oneof
 * group may be present (`not` any pair of them), which is what protojson enforces; `x-oneof`
 * names the groups for generators and readers. (Not `dependentSchemas`: Redocly's example
 * check, ajv underneath, then reports every property of a valid example as unevaluated.)
 */
export function messageSchema(message: MessageModel, omit: readonly string[] = []): Schema {
  const fields = message.fields.filter((f) => !omit.includes(f.name));
  const properties = Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]));
  const groups = new Map(
    [...oneofGroups(message)]
      .map(([name, members]) => [name, members.filter((m) => !omit.includes(m))] as const)
      .filter(([, members]) => members.length > 0),
  );
  // Each pair names its properties too (Redocly warns on a `required` without them).
  const pairs = [...groups.values()].flatMap((members) =>
    members.flatMap((a, i) =>
      members.slice(i + 1).map((b) => ({ properties: { [a]: {}, [b]: {} }, required: [a, b] })),
    ),
  );
  return {
    type: 'object',
    ...(message.description ? { description: inertMarkdown(message.description) } : {}),
    properties,
    ...(pairs.length > 0 ? { not: pairs.length === 1 ? pairs[0] : { anyOf: pairs } } : {}),
    ...(groups.size > 0 ? { 'x-oneof': Object.fromEntries(groups) } : {}),
  };
}

/**
 * An enum by value name (what the daemons send; a request may also give the number). The
 * description lists each value with its comment; `x-enum-numbers` maps names to numbers.
 */
export function enumSchema(model: EnumModel): Schema {
  const lines = model.values.map(
    (v) =>
      `- \`${v.name}\` (${v.number})${markedDeprecated(v) ? ' (deprecated)' : ''}${v.description ? `: ${inertMarkdown(v.description).replace(/\s*\n\s*/g, ' ')}` : ''}`,
  );
  const description = [model.description ? inertMarkdown(model.description) : '', lines.join('\n')]
    .filter(Boolean)
    .join('\n\n');
  return {
    type: 'string',
    enum: model.values.map((v) => v.name),
    description,
    'x-enum-numbers': Object.fromEntries(model.values.map((v) => [v.name, v.number])),
  };
}

/** The gRPC status the gateway sends for a failed call (and in a stream's `error` chunk). */
export const STATUS_SCHEMA_NAME = 'google.rpc.Status';

export function statusSchema(): Schema {
  return {
    type: 'object',
    description: 'A failed call: the gRPC status code, its message and details, as grpc-gateway writes it.',
    properties: {
      code: {
        type: 'integer',
        format: 'int32',
        description: 'The gRPC status code (2 Unknown for most daemon errors).',
      },
      message: { type: 'string' },
      details: { type: 'array', items: wellKnownSchema('google.protobuf.Any', 'json')! },
    },
  };
}

/** A message by name: a component reference, or a well-known type in place. */
export function messageRef(fullName: string): Schema {
  return wellKnownSchema(fullName, 'json') ?? schemaRef(fullName);
}
