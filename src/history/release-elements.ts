/**
 * The elements of one compiled release and the facts that make up their meaning: what the
 * history compares between releases. A pure function of the release model (history trees
 * and full trees go through the same function, so a release reads the same whichever kind
 * it is pinned as). Prose (comments, descriptions) is never part of an element; one fact read
 * from it is: whether the comment deprecates the element (`deprecatedInComment`).
 */
import type { ApiRelease, FieldModel, MethodModel, TypeRef } from '../proto/model-types.ts';
import type { ElementKind, ElementMeaning, ReleaseElements } from './history-types.ts';

export const ELEMENT_KINDS: readonly ElementKind[] = [
  'rpc',
  'message',
  'field',
  'enum',
  'enumValue',
  'rest',
  'permission',
];

/** The aspects that deprecate an element: the option (`deprecated`) and the comment (`deprecatedInComment`). */
export const DEPRECATION_ASPECTS: readonly string[] = ['deprecated', 'deprecatedInComment'];

/** What the extraction reads of a release: a compiled release, or a site release given its tag (its methods are the model's, with page facts added). */
export type ElementSource = Pick<ApiRelease, 'tag' | 'messages' | 'enums'> & {
  subServices: readonly { methods: readonly MethodModel[] }[];
};

/** Every element of a release with its meaning. */
export function releaseElements(release: ElementSource): ReleaseElements {
  const elements = Object.fromEntries(
    ELEMENT_KINDS.map((kind) => [kind, {} as Record<string, ElementMeaning>]),
  ) as ReleaseElements['elements'];
  for (const method of release.subServices.flatMap((s) => s.methods)) {
    elements.rpc[method.fullName] = rpcMeaning(method);
    for (const binding of method.rest) {
      const key = `${binding.method} ${binding.path}`;
      const previous = elements.rest[key];
      // Two RPCs bound to one route (a gateway conflict upstream): the route calls both names.
      const rpc = previous
        ? [...new Set([...previous.rpc!.split(' '), method.fullName])].sort().join(' ')
        : method.fullName;
      elements.rest[key] = { rpc, body: binding.body ?? '' };
    }
    for (const key of permissionKeys(method)) elements.permission[key] = {};
  }
  for (const message of Object.values(release.messages)) {
    elements.message[message.fullName] = {};
    for (const field of message.fields) elements.field[`${message.fullName}.${field.name}`] = fieldMeaning(field);
  }
  for (const en of Object.values(release.enums)) {
    elements.enum[en.fullName] = {};
    for (const value of en.values)
      elements.enumValue[`${en.fullName}.${value.name}`] = withCommentDeprecation(
        { number: String(value.number), deprecated: String(value.deprecated) },
        value.deprecatedInComment,
      );
  }
  return { tag: release.tag, elements };
}

function rpcMeaning(method: MethodModel): ElementMeaning {
  const meaning: ElementMeaning = {
    streaming: method.streaming,
    request: method.requestType,
    response: method.responseType,
    // The option only; the comment's deprecation is an aspect of its own.
    deprecated: String(method.deprecatedOption),
  };
  if (method.permissions) meaning.permissions = permissionSummary(method);
  return withCommentDeprecation(meaning, method.deprecatedInComment);
}

/**
 * Adds `deprecatedInComment: "true"` when the element's comment deprecates it, and nothing
 * otherwise: most elements are not, so history.json stays small, and a comment that starts
 * (or stops) saying "Deprecated" is still a change of the aspect ("" to "true", or back).
 */
function withCommentDeprecation(meaning: ElementMeaning, inComment: boolean): ElementMeaning {
  return inComment ? { ...meaning, deprecatedInComment: 'true' } : meaning;
}

/** The permissions aspect of an RPC: its ops sorted ("info:read offchain:write"), or its status when it needs none. */
function permissionSummary(method: MethodModel): string {
  const permissions = method.permissions!;
  if (permissions.status !== 'required') return permissions.status;
  return [...new Set(permissions.ops.map((op) => `${op.entity}:${op.action}`))].sort().join(' ');
}

/** Permission entry keys of an RPC: `/pkg.Service/Method entity:action` per op, `... none` when no macaroon is needed. */
function permissionKeys(method: MethodModel): string[] {
  const permissions = method.permissions;
  if (!permissions) return [];
  if (permissions.status === 'none') return [`${permissions.uri} none`];
  if (permissions.status !== 'required') return [];
  return [...new Set(permissions.ops.map((op) => `${permissions.uri} ${op.entity}:${op.action}`))];
}

function fieldMeaning(field: FieldModel): ElementMeaning {
  const type = typeName(field.type);
  const meaning = {
    type: field.mapKey ? `map<${field.mapKey}, ${type}>` : type,
    label: field.label,
    number: String(field.number),
    oneof: field.oneof ?? '',
    deprecated: String(field.deprecated),
  };
  return withCommentDeprecation(meaning, field.deprecatedInComment);
}

function typeName(type: TypeRef): string {
  return type.kind === 'scalar' ? type.name : type.fullName;
}
