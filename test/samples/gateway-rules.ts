/**
 * How grpc-gateway (v2, as lnd and the other daemons use it) turns an HTTP request into a
 * request message, for the REST stub the sample tests run against: path templates, values
 * in the path and the query (bytes decoded like Go's base64.StdEncoding then URLEncoding,
 * both needing the padding; bools like strconv.ParseBool; enums by name or number; nested
 * fields as `a.b`, map entries as `m[key]`, repeated fields once per value), and the body.
 * Values are collected as a proto3 JSON object and parsed once with protojson (strict:
 * an unknown field is an error), so every rule the stub applies is in this file.
 */
import { type DescField, type DescMessage, ScalarType } from '@bufbuild/protobuf';

/** A JSON object under construction. */
export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

export class GatewayError extends Error {}

/** The values of a template's `{field.path}` segments when `path` matches it, or null. */
export function matchTemplate(template: string, path: string): Map<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/\{([^}=]+)(?:=[^}]*)?\}|[^{]+/g, (part, name: string | undefined) => {
    if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    names.push(name.trim());
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  // Path values are percent-decoded (grpc-gateway keeps %2F as a slash inside one segment).
  return new Map(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}

/** Go's base64 decoding with padding: the standard alphabet first, then the URL-safe one. */
export function gatewayBytes(text: string): Uint8Array {
  for (const alphabet of [/^[A-Za-z0-9+/]*={0,2}$/, /^[A-Za-z0-9_-]*={0,2}$/]) {
    if (alphabet.test(text) && text.length % 4 === 0)
      return Uint8Array.from(Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
  }
  throw new GatewayError(`illegal base64 data in "${text}" (bytes in a URL are base64url or base64 with padding)`);
}

const BOOLS: Record<string, boolean> = {
  '1': true,
  t: true,
  T: true,
  TRUE: true,
  true: true,
  True: true,
  '0': false,
  f: false,
  F: false,
  FALSE: false,
  false: false,
  False: false,
};
const INT64: ReadonlySet<ScalarType> = new Set([
  ScalarType.INT64,
  ScalarType.UINT64,
  ScalarType.SINT64,
  ScalarType.FIXED64,
  ScalarType.SFIXED64,
]);

/** A URL value as its proto3 JSON form, by the field's type. */
function jsonOfText(field: DescField, text: string): JsonValue {
  const enumType =
    field.fieldKind === 'enum'
      ? field.enum
      : field.fieldKind === 'list' && field.listKind === 'enum'
        ? field.enum
        : field.fieldKind === 'map' && field.mapKind === 'enum'
          ? field.enum
          : undefined;
  if (enumType) {
    const value = enumType.values.find((v) => v.name === text || String(v.number) === text);
    if (!value) throw new GatewayError(`"${text}" is not a value of ${enumType.typeName}`);
    return value.name;
  }
  const scalar =
    field.fieldKind === 'scalar'
      ? field.scalar
      : field.fieldKind === 'list' && field.listKind === 'scalar'
        ? field.scalar
        : field.fieldKind === 'map' && field.mapKind === 'scalar'
          ? field.scalar
          : undefined;
  if (scalar === undefined)
    throw new GatewayError(`${field.name} is a message: set its fields one by one (${field.name}.x=...)`);
  switch (scalar) {
    case ScalarType.STRING:
      return text;
    case ScalarType.BYTES:
      return Buffer.from(gatewayBytes(text)).toString('base64');
    case ScalarType.BOOL:
      if (!(text in BOOLS)) throw new GatewayError(`"${text}" is not a bool for ${field.name}`);
      return BOOLS[text]!;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      if (!/^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text))
        throw new GatewayError(`"${text}" is not a number for ${field.name}`);
      return Number(text);
    default:
      if (!/^-?\d+$/.test(text)) throw new GatewayError(`"${text}" is not an integer for ${field.name}`);
      return INT64.has(scalar) ? text : Number(text);
  }
}

/** The field of a message by proto name or JSON name. */
function fieldOf(message: DescMessage, name: string): DescField {
  const field = message.fields.find((f) => f.name === name || f.jsonName === name);
  if (!field) throw new GatewayError(`${message.typeName} has no field "${name}"`);
  return field;
}

/**
 * Sets a URL value at a field path (`a.b`, `m[key]`) of a JSON object, the way
 * grpc-gateway's query parser does: repeated fields collect every value.
 */
export function setUrlValue(json: JsonObject, message: DescMessage, fieldPath: string, text: string): void {
  const names = fieldPath.split('.');
  let target = json;
  let schema = message;
  for (const [i, raw] of names.entries()) {
    const mapMatch = /^([^[\]]+)\[([^[\]]*)\]$/.exec(raw);
    const field = fieldOf(schema, mapMatch ? mapMatch[1]! : raw);
    const last = i === names.length - 1;
    if (mapMatch) {
      if (field.fieldKind !== 'map' || !last) throw new GatewayError(`${field.name} is not a map of plain values`);
      const map = (target[field.name] ??= {}) as JsonObject;
      map[mapMatch[2]!] = jsonOfText(field, text);
      return;
    }
    if (last) {
      if (field.fieldKind === 'list') ((target[field.name] ??= []) as JsonValue[]).push(jsonOfText(field, text));
      else target[field.name] = jsonOfText(field, text);
      return;
    }
    if (field.fieldKind !== 'message')
      throw new GatewayError(`${field.name} is not a message, so ${fieldPath} names no field`);
    target = (target[field.name] ??= {}) as JsonObject;
    schema = field.message;
  }
}

/** Merges a body object into the JSON built from the URL (URL values win, as grpc-gateway sets them after the body). */
export function mergeJson(body: JsonObject, url: JsonObject): JsonObject {
  const out: JsonObject = { ...body };
  for (const [key, value] of Object.entries(url)) {
    const existing = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      existing &&
      typeof existing === 'object' &&
      !Array.isArray(existing)
        ? mergeJson(existing, value)
        : value;
  }
  return out;
}
