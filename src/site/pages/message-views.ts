/**
 * The messages and enums of a method page: fields with linked types, REST JSON encodings and
 * placements, anchors for permalinks, "Used by" links, descriptions rendered as safe HTML, and
 * where each nested message is shown in place (its first field in reading order).
 */
import type { EnumModel, FieldModel, MessageModel, TypeRef } from '../../proto/model-types.ts';
import { markedDeprecated } from '../../shared/deprecated-mark.ts';
import { fieldsInReadingOrder } from '../../shared/field-layout.ts';
import type { SiteMethod, SiteRelease, SiteSubService } from '../site-api.ts';
import { anchorId } from '../../shared/slug.ts';
import type { RowHistory } from '../history/method-history.ts';
import type { EnumValueView, EnumView, FieldView, MessageView, TypeLabel } from '../page-data.ts';
import { jsonEncoding } from './json-encoding.ts';
import { commentHtml, type PageContext } from './page-context.ts';
import { fieldPlacements } from './rest-placement-views.ts';
import type { FieldRules } from './request-rule-views.ts';
import { usedByLinks } from './used-by.ts';

/** Anchor of a message or enum: its full name, lowercased. */
export function typeAnchor(fullName: string): string {
  return anchorId(fullName);
}

/**
 * Anchor of a field or enum value: its type's anchor, "-", its name. The separator is a "-"
 * (never part of a proto identifier) rather than a ".", because lowercasing would make
 * field `kind` of `Foo` collide with the nested type `Foo.Kind` (`foo.kind`).
 */
export function memberAnchor(typeAnchorId: string, memberName: string): string {
  return `${typeAnchorId}-${anchorId(memberName)}`;
}

/** What building the views of one method page needs. */
interface ViewScope {
  ctx: PageContext;
  service: SiteRelease;
  sub: SiteSubService;
  /** Types the page shows (links go only to these). */
  onPage: Set<string>;
  /** Messages shown in place, each at exactly one field: "Type" -> "Holder.field". */
  shownAt: Map<string, string>;
  /** The request rules by `<message>.<field>` (request-rule-views.ts). */
  fieldRules?: FieldRules;
  /** Each field's and enum value's notes and mark (method-history.ts). */
  rowHistory: RowHistory;
}

/** Builds the view of one message; `method` is given for the request (REST placements). */
function messageView(scope: ViewScope, message: MessageModel, method: SiteMethod | null): MessageView {
  const anchor = typeAnchor(message.fullName);
  return {
    fullName: message.fullName,
    anchor,
    descriptionHtml: describe(
      scope.ctx,
      message.source.path,
      message.descriptionLine ?? message.source.line,
      message.description,
      anchor,
    ),
    fields: message.fields.map(
      (field): FieldView => ({
        name: field.name,
        anchor: memberAnchor(anchor, field.name),
        descriptionHtml: memberDescription(scope, message, field, anchor),
        grpcType: typeLabel(field, scope.onPage),
        json: jsonEncoding(field),
        rest: method
          ? fieldPlacements(
              method,
              field,
              field.type.kind === 'message' ? scope.service.messages[field.type.fullName] : undefined,
            )
          : [],
        deprecated: markedDeprecated(field),
        oneof: field.oneof,
        expands:
          field.type.kind === 'message' &&
          scope.shownAt.get(field.type.fullName) === `${message.fullName}.${field.name}`,
        ...withRules(scope, `${message.fullName}.${field.name}`),
        ...scope.rowHistory('field', `${message.fullName}.${field.name}`),
      }),
    ),
    usedBy: usedByLinks(scope.ctx, scope.service, scope.sub, message.fullName),
  };
}

function withRules(scope: ViewScope, key: string): Pick<FieldView, 'rules'> {
  const rules = scope.fieldRules?.get(key);
  return rules ? { rules } : {};
}

/** Builds the view of one enum. */
function enumView(scope: ViewScope, model: EnumModel): EnumView {
  const anchor = typeAnchor(model.fullName);
  return {
    fullName: model.fullName,
    anchor,
    descriptionHtml: describe(
      scope.ctx,
      model.source.path,
      model.descriptionLine ?? model.source.line,
      model.description,
      anchor,
    ),
    values: model.values.map(
      (value): EnumValueView => ({
        name: value.name,
        number: value.number,
        anchor: memberAnchor(anchor, value.name),
        descriptionHtml: memberDescription(scope, model, value, anchor),
        deprecated: markedDeprecated(value),
        aliasOf: value.aliasOf,
        ...scope.rowHistory('enumValue', `${model.fullName}.${value.name}`),
      }),
    ),
    usedBy: usedByLinks(scope.ctx, scope.service, scope.sub, model.fullName),
  };
}

/**
 * Where each nested message is shown: walking the request's fields and then the response's
 * in reading order (depth first, as the page reads), a message is shown in place at the
 * first field holding it; later fields, and fields of a type being shown around them
 * (recursion), link to it. Returns the nested messages in that order.
 */
function placeNestedMessages(
  service: SiteRelease,
  roots: MessageModel[],
  onPage: Set<string>,
): { order: string[]; shownAt: Map<string, string>; perRoot: number[] } {
  const shownAt = new Map<string, string>();
  const seen = new Set(roots.map((m) => m.fullName));
  const order: string[] = [];
  const walk = (message: MessageModel) => {
    for (const field of fieldsInReadingOrder(message.fields)) {
      const held = field.type.kind === 'message' ? service.messages[field.type.fullName] : undefined;
      if (!held || !onPage.has(held.fullName) || seen.has(held.fullName)) continue;
      seen.add(held.fullName);
      shownAt.set(held.fullName, `${message.fullName}.${field.name}`);
      order.push(held.fullName);
      walk(held);
    }
  };
  const perRoot = roots.map((root) => {
    const before = order.length;
    walk(root);
    return order.length - before;
  });
  return { order, shownAt, perRoot };
}

/**
 * The messages and enums a method page shows: request, response, nested messages in reading
 * order (the first `nestedInRequest` of them are shown inside the request), enums.
 */
export function methodTypes(
  ctx: PageContext,
  service: SiteRelease,
  sub: SiteSubService,
  method: SiteMethod,
  rowHistory: RowHistory,
  fieldRules?: FieldRules,
) {
  const onPage = new Set(method.types);
  const request = service.messages[method.requestType];
  const response = service.messages[method.responseType];
  if (!request || !response)
    throw new Error(`Internal error: ${method.fullName} has no request or response in the model`);
  const { order, shownAt, perRoot } = placeNestedMessages(service, [request, response], onPage);
  const scope: ViewScope = { ctx, service, sub, onPage, shownAt, fieldRules, rowHistory };
  return {
    request: messageView(scope, request, method.rest.length > 0 ? method : null),
    response: messageView(scope, response, null),
    nested: order.map((name) => messageView(scope, service.messages[name]!, null)),
    enums: method.types.flatMap((n) => (service.enums[n] ? [enumView(scope, service.enums[n]!)] : [])),
    nestedInRequest: perRoot[0]!,
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

/** A field's or enum value's comment as HTML (at its own line, else its type's), scoped to its anchor. */
function memberDescription(
  scope: ViewScope,
  type: { source: { path: string; line: number } },
  member: { name: string; description: string; descriptionLine?: number },
  typeAnchorId: string,
): string {
  return describe(
    scope.ctx,
    type.source.path,
    member.descriptionLine ?? type.source.line,
    member.description,
    memberAnchor(typeAnchorId, member.name),
  );
}

/** A proto comment as HTML; its headings' ids are scoped to `anchor`, the id of what it describes. */
function describe(ctx: PageContext, file: string, line: number, markdown: string, anchor: string): string {
  return markdown ? commentHtml(ctx, `${file}:${line}`, markdown, anchor) : '';
}
