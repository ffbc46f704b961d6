/**
 * Message and enum tables of a method page: fields with linked types, REST types and
 * placements, anchors for permalinks, descriptions rendered as safe HTML.
 */
import type { EnumModel, FieldModel, MessageModel, MethodModel, RestPlacement, ServiceModel, TypeRef } from '../../proto/model-types.ts';
import { anchorId } from '../../shared/slug.ts';
import type { EnumView, FieldView, MessageView, TypeLabel } from '../page-data.ts';
import { type PageContext, markdownHtml } from './page-context.ts';

/** Anchor of a message or enum table: its full name, lowercased. */
export function typeAnchor(fullName: string): string {
  return anchorId(fullName);
}

/**
 * Anchor of a field or enum value row: its type's anchor, "-", its name. The separator is
 * a "-" (never part of a proto identifier) rather than a ".", because lowercasing would
 * make field `kind` of `Foo` collide with the nested type `Foo.Kind` (`foo.kind`).
 */
export function memberAnchor(typeAnchorId: string, memberName: string): string {
  return `${typeAnchorId}-${anchorId(memberName)}`;
}

/** Builds the table of one message; `placements` is given for REST-bound requests. */
export function messageView(
  ctx: PageContext,
  message: MessageModel,
  onPage: Set<string>,
  placements: Record<string, RestPlacement> | null,
): MessageView {
  const anchor = typeAnchor(message.fullName);
  return {
    fullName: message.fullName,
    anchor,
    descriptionHtml: describe(ctx, message.source.path, message.descriptionLine ?? message.source.line, message.description, anchor),
    fields: message.fields.map((field): FieldView => ({
      name: field.name,
      anchor: memberAnchor(anchor, field.name),
      descriptionHtml: describe(ctx, message.source.path, field.descriptionLine ?? message.source.line, field.description, memberAnchor(anchor, field.name)),
      grpcType: typeLabel(field, onPage),
      restType: field.restType,
      placement: placements ? (placements[field.name] ?? null) : null,
      deprecated: field.deprecated,
      oneof: field.oneof,
    })),
  };
}

/** Builds the table of one enum. */
export function enumView(ctx: PageContext, model: EnumModel): EnumView {
  const anchor = typeAnchor(model.fullName);
  return {
    fullName: model.fullName,
    anchor,
    descriptionHtml: describe(ctx, model.source.path, model.descriptionLine ?? model.source.line, model.description, anchor),
    values: model.values.map((value) => ({
      name: value.name,
      number: value.number,
      anchor: memberAnchor(anchor, value.name),
      descriptionHtml: describe(ctx, model.source.path, value.descriptionLine ?? model.source.line, value.description, memberAnchor(anchor, value.name)),
      deprecated: value.deprecated,
    })),
  };
}

/** The messages and enums a method page shows, split as the page lays them out. */
export function methodTypes(ctx: PageContext, service: ServiceModel, method: MethodModel) {
  const onPage = new Set(method.types);
  const placements = method.rest[0]?.placements ?? null;
  const message = (name: string) => service.messages[name];
  const request = message(method.requestType);
  const response = message(method.responseType);
  if (!request || !response) throw new Error(`Internal error: ${method.fullName} has no request or response in the model`);
  const rest = method.types.filter((n) => n !== method.requestType && n !== method.responseType);
  return {
    request: messageView(ctx, request, onPage, placements),
    response: messageView(ctx, response, onPage, null),
    nested: rest.flatMap((n) => (service.messages[n] ? [messageView(ctx, service.messages[n]!, onPage, null)] : [])),
    enums: rest.flatMap((n) => (service.enums[n] ? [enumView(ctx, service.enums[n]!)] : [])),
  };
}

function typeLabel(field: FieldModel, onPage: Set<string>): TypeLabel {
  const { name, href } = typeName(field.type, onPage);
  if (field.mapKey) return { prefix: `map<${field.mapKey}, `, name, href, suffix: '>' };
  const prefix = field.label === 'repeated' ? 'repeated ' : field.label === 'optional' ? 'optional ' : '';
  return { prefix, name, href, suffix: '' };
}

function typeName(type: TypeRef, onPage: Set<string>): { name: string; href: string | null } {
  if (type.kind === 'scalar') return { name: type.name, href: null };
  return { name: type.fullName, href: onPage.has(type.fullName) ? `#${typeAnchor(type.fullName)}` : null };
}

/** A proto comment as HTML; its headings' ids are scoped to `anchor`, the id of what it describes. */
function describe(ctx: PageContext, file: string, line: number, markdown: string, anchor: string): string {
  return markdown ? markdownHtml(ctx, `${file}:${line}`, markdown, anchor).html : '';
}
