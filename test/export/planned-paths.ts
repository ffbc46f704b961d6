/**
 * The planned request as the OpenAPI consumer sends it: a value at a dotted path, the part of
 * an entry a URL path carries and the rest that goes in the body or query, each value as the
 * TypeScript literal the generated client types accept, and the canonical proto3 JSON the stub
 * must receive.
 */
import { type createFileRegistry, fromJson, toJson } from '@bufbuild/protobuf';
import type { FieldModel } from '../../src/proto/model-types.ts';
import type { PlannedEntry, PlannedMessage, PlannedValue } from '../../src/site/code-samples/request-plan.ts';
import { base64url } from '../../src/site/code-samples/rest-plan.ts';
import { planJson } from '../samples/run-samples.ts';

/** A URL value as a TypeScript literal of its protojson type: what the generated types must accept. */
export function urlLiteral(field: FieldModel, value: PlannedValue): string {
  if (value.kind === 'enum') return JSON.stringify(value.name);
  if (value.kind !== 'scalar') throw new Error(`Internal error: ${field.name} has no single URL value`);
  switch (value.type) {
    case 'bytes':
      return JSON.stringify(base64url(String(value.value)));
    case 'bool':
      return String(value.value === true || value.value === 'true');
    case 'int32':
    case 'uint32':
    case 'sint32':
    case 'fixed32':
    case 'sfixed32':
    case 'double':
    case 'float':
      return String(Number(value.value));
    default:
      // strings and 64-bit integers (decimal strings in proto3 JSON)
      return JSON.stringify(String(value.value));
  }
}

/** The planned field and value at a dotted path. */
export function lookup(plan: PlannedMessage, names: string[]): { field: FieldModel; value: PlannedValue } | undefined {
  const entry = plan.entries.find((e) => e.field.name === names[0] && e.state === 'set');
  if (!entry) return undefined;
  if (names.length === 1) return { field: entry.field, value: entry.value };
  return entry.value.kind === 'message' ? lookup(entry.value.message, names.slice(1)) : undefined;
}

/** A set entry without the values the paths carry (null when they hold all of it). */
export function withoutPath(entry: PlannedEntry, paths: string[]): PlannedEntry | null {
  return pathPart(entry, paths, false, '');
}

/** The part of a set entry the paths carry, or null. */
export function onlyPath(entry: PlannedEntry, paths: string[]): PlannedEntry | null {
  return pathPart(entry, paths, true, '');
}

/** The part of an entry the paths carry (`carried`) or the rest of it; null when nothing is left. */
function pathPart(entry: PlannedEntry, paths: string[], carried: boolean, prefix: string): PlannedEntry | null {
  const own = `${prefix}${entry.field.name}`;
  if (paths.includes(own)) return carried ? entry : null;
  if (!paths.some((p) => p.startsWith(`${own}.`)) || entry.value.kind !== 'message') return carried ? null : entry;
  const entries = entry.value.message.entries
    .filter((e) => e.state === 'set')
    .flatMap((e) => pathPart(e, paths, carried, `${own}.`) ?? []);
  return entries.length === 0
    ? null
    : { ...entry, value: { kind: 'message', message: { ...entry.value.message, entries } } };
}

/** The canonical proto3 JSON of a plan's set values: what the stub must receive. */
export function canonical(
  registry: ReturnType<typeof createFileRegistry>,
  typeName: string,
  plan: PlannedMessage,
): unknown {
  const schema = registry.getMessage(typeName);
  if (!schema) throw new Error(`Internal error: no message ${typeName}`);
  return toJson(schema, fromJson(schema, planJson(plan) as never), { useProtoFieldName: true });
}
