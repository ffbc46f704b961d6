/**
 * One release of a daemon as the diff reads it (ReleaseApi), rebuilt from the API history:
 * a history release has no model, only its elements and their meanings, and the changes
 * pages of history releases are the same diff (same classification) over these. What the
 * history does not keep is derived the way protoc and the model do: a field's JSON name is
 * its lowerCamelCase name, an RPC's primary REST binding is its first route in key order,
 * and an RPC's types are the closure of its request and response over the release's fields.
 */
import type {
  DiffEnum,
  DiffField,
  DiffMessage,
  DiffMethod,
  DiffRestBinding,
  DiffSubService,
  ReleaseApi,
} from '../../diff/api-changes.ts';
import type { ApiHistory, ElementHistory, ElementKind, ElementMeaning } from '../../history/history-types.ts';
import type { HttpMethod, PermissionStatus, ScalarType, TypeRef } from '../../proto/model-types.ts';

/** The elements of one release by kind, each with its meaning there, in key order. */
type ElementsAt = Record<ElementKind, Map<string, ElementMeaning>>;

/** The meaning of an element at a release that has it. */
export function meaningAt(element: ElementHistory, tag: string): ElementMeaning {
  const meanings = element.meanings;
  // Most elements never change meaning: one entry, no search.
  const found =
    meanings?.length === 1 && element.tags.length === meanings[0]!.tags.length
      ? meanings[0]
      : meanings?.find((m) => m.tags.includes(tag));
  if (!found)
    throw new Error(
      `Internal error: the history of ${element.kind} ${element.key} keeps no meaning at ${tag} (a history file written before meanings were kept)`,
    );
  return found.meaning;
}

/** Every release's elements, gathered in one pass over the history (per release it would read every element again). */
const byRelease = new WeakMap<ApiHistory, Map<string, ElementsAt>>();

function elementsAt(history: ApiHistory, tag: string): ElementsAt {
  let releases = byRelease.get(history);
  if (!releases) {
    const empty = (): ElementsAt => ({
      rpc: new Map(),
      message: new Map(),
      field: new Map(),
      enum: new Map(),
      enumValue: new Map(),
      rest: new Map(),
      permission: new Map(),
    });
    releases = new Map(history.releases.map((r) => [r.tag, empty()]));
    for (const element of history.elements) {
      for (const tag of element.tags) releases.get(tag)?.[element.kind].set(element.key, meaningAt(element, tag));
    }
    byRelease.set(history, releases);
  }
  return releases.get(tag)!;
}

/** The last dot-separated part of a key and what precedes it: lnrpc.Lightning.GetInfo -> [lnrpc.Lightning, GetInfo]. */
function splitKey(key: string): [string, string] {
  const dot = key.lastIndexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1)];
}

/** The ReleaseApi of release `tag` of a history (throws when the history has no such release). */
export function historyReleaseApi(history: ApiHistory, tag: string): ReleaseApi {
  if (!history.releases.some((r) => r.tag === tag))
    throw new Error(`Internal error: ${history.daemon} has no release ${tag}`);
  const at = elementsAt(history, tag);
  const messages = buildMessages(at);
  const enums = buildEnums(at);
  const bindings = restBindingsByRpc(at);
  const subServices = new Map<string, DiffSubService>();
  for (const [key, meaning] of at.rpc) {
    const [service, name] = splitKey(key);
    let sub = subServices.get(service);
    if (!sub) subServices.set(service, (sub = { name: splitKey(service)[1], fullName: service, methods: [] }));
    sub.methods.push(diffMethod(key, name, meaning, bindings.get(key) ?? [], messages));
  }
  return { tag, subServices: [...subServices.values()], messages, enums };
}

function buildMessages(at: ElementsAt): Record<string, DiffMessage> {
  const messages: Record<string, DiffMessage> = {};
  for (const key of at.message.keys()) messages[key] = { fullName: key, fields: [] };
  for (const [key, meaning] of at.field) {
    const [type, name] = splitKey(key);
    messages[type]?.fields.push(diffField(name, meaning, at));
  }
  for (const message of Object.values(messages)) message.fields.sort((a, b) => a.number - b.number);
  return messages;
}

function buildEnums(at: ElementsAt): Record<string, DiffEnum> {
  const enums: Record<string, DiffEnum> = {};
  for (const key of at.enum.keys()) enums[key] = { fullName: key, values: [] };
  for (const [key, meaning] of at.enumValue) {
    const [type, name] = splitKey(key);
    enums[type]?.values.push({
      name,
      number: Number(meaning.number),
      deprecated: meaning.deprecated === 'true',
      deprecatedInComment: meaning.deprecatedInComment === 'true',
    });
  }
  for (const en of Object.values(enums)) en.values.sort((a, b) => a.number - b.number);
  return enums;
}

function diffField(name: string, meaning: ElementMeaning, at: ElementsAt): DiffField {
  const map = /^map<([^,]+), (.+)>$/.exec(meaning.type ?? '');
  const valueType = map ? map[2]! : (meaning.type ?? '');
  return {
    name,
    number: Number(meaning.number),
    jsonName: name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
    deprecated: meaning.deprecated === 'true',
    deprecatedInComment: meaning.deprecatedInComment === 'true',
    label: (meaning.label ?? 'singular') as DiffField['label'],
    mapKey: map ? (map[1] as ScalarType) : null,
    oneof: meaning.oneof ? meaning.oneof : null,
    type: typeRef(valueType, at),
  };
}

function typeRef(name: string, at: ElementsAt): TypeRef {
  if (at.message.has(name)) return { kind: 'message', fullName: name };
  if (at.enum.has(name)) return { kind: 'enum', fullName: name };
  return { kind: 'scalar', name: name as ScalarType };
}

/** Each RPC's REST bindings, the first in key order primary. */
function restBindingsByRpc(at: ElementsAt): Map<string, DiffRestBinding[]> {
  const byRpc = new Map<string, DiffRestBinding[]>();
  for (const [key, meaning] of at.rest) {
    const space = key.indexOf(' ');
    for (const rpc of (meaning.rpc ?? '').split(' ').filter(Boolean)) {
      const list = byRpc.get(rpc) ?? [];
      list.push({
        method: key.slice(0, space) as HttpMethod,
        path: key.slice(space + 1),
        body: meaning.body ? meaning.body : null,
        primary: list.length === 0,
      });
      byRpc.set(rpc, list);
    }
  }
  return byRpc;
}

function diffMethod(
  key: string,
  name: string,
  meaning: ElementMeaning,
  rest: DiffRestBinding[],
  messages: Record<string, DiffMessage>,
): DiffMethod {
  const requestType = meaning.request ?? '';
  const responseType = meaning.response ?? '';
  return {
    name,
    fullName: key,
    // As the model has it: by the option or by the comment.
    deprecated: meaning.deprecated === 'true' || meaning.deprecatedInComment === 'true',
    deprecatedOption: meaning.deprecated === 'true',
    deprecatedInComment: meaning.deprecatedInComment === 'true',
    streaming: (meaning.streaming ?? 'unary') as DiffMethod['streaming'],
    requestType,
    responseType,
    types: typeClosure([requestType, responseType], messages),
    rest,
    permissions: meaning.permissions === undefined ? null : permissionsOf(meaning.permissions),
  };
}

const STATUSES: readonly PermissionStatus[] = ['none', 'not-served', 'no-entry'];

/** The permissions aspect back to status and ops: "info:read offchain:write", or a status word. */
function permissionsOf(aspect: string): NonNullable<DiffMethod['permissions']> {
  if ((STATUSES as readonly string[]).includes(aspect)) return { status: aspect as PermissionStatus, ops: [] };
  const ops = aspect
    .split(' ')
    .filter(Boolean)
    .map((op) => {
      const [entity = '', action = ''] = op.split(':');
      return { entity, action };
    });
  return { status: 'required', ops };
}

/** Messages and enums reachable from the roots through message fields, roots first then in reading order. */
function typeClosure(roots: string[], messages: Record<string, DiffMessage>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (!name || seen.has(name)) return;
    seen.add(name);
    for (const field of messages[name]?.fields ?? []) if (field.type.kind !== 'scalar') visit(field.type.fullName);
  };
  for (const root of roots) visit(root);
  return [...seen];
}
