/**
 * Messages and enums as Markdown: a field per list item (name, type, JSON form, REST
 * placement, badges, description), oneof members grouped, deprecated fields last, and the
 * message a field holds listed inline under it at the one field where the page opens it.
 */
import { fieldLayout } from '../../shared/field-layout.ts';
import type { EnumView, FieldView, MessageView, MethodPage, TypeLabel } from '../../site/page-data.ts';
import { placementText } from '../../site/placement-text.ts';
import { badgesText, notesText } from './badges-markdown.ts';
import { htmlToMarkdown } from './html-markdown.ts';
import { blocks, bullets, code, escapeText, heading, link } from './markdown-text.ts';
import { fieldRulesMarkdown } from './rules-markdown.ts';

/** What fields of a method page need: its nested messages and its routes. */
type FieldScope = Pick<MethodPage, 'nested' | 'rest'>;

/**
 * A message section. `shown` collects the messages written so far (inline ones included), so
 * the page's remaining nested messages are written once each.
 */
export function messageMarkdown(
  message: MessageView,
  scope: FieldScope,
  shown: Set<string>,
  role: string | null,
): string {
  shown.add(message.fullName);
  return blocks(
    heading(3, role ? `${role}: ${message.fullName}` : message.fullName),
    messageBody(message, scope, shown),
  );
}

function messageBody(message: MessageView, scope: FieldScope, shown: Set<string>): string {
  const usedBy =
    message.usedBy.length > 0 ? `Used by: ${message.usedBy.map((l) => link(l.label, l.href)).join(', ')}` : null;
  const fields = message.fields.length === 0 ? '*No fields.*' : fieldList(message, scope, shown);
  return blocks(badgesText(message.badges), htmlToMarkdown(message.descriptionHtml, 3), usedBy, fields);
}

function fieldList(message: MessageView, scope: FieldScope, shown: Set<string>): string {
  const { groups, deprecated } = fieldLayout(message.fields);
  const items = groups.map((group) =>
    group.oneof === null
      ? fieldItem(group.fields[0]!, scope, shown)
      : `Exactly one of (oneof ${code(group.oneof)}):\n${bullets(group.fields.map((f) => fieldItem(f, scope, shown)))}`,
  );
  const old =
    deprecated.length > 0 ? `Deprecated fields:\n${bullets(deprecated.map((f) => fieldItem(f, scope, shown)))}` : null;
  return blocks(bullets(items), old);
}

function fieldItem(field: FieldView, scope: FieldScope, shown: Set<string>): string {
  const line = [
    `${code(field.name)} ${typeText(field.grpcType)}`,
    field.deprecated ? ' **deprecated**' : '',
    field.deprecated && field.oneof ? ` (oneof ${code(field.oneof)})` : '',
    field.notes && field.notes.length > 0 ? ` (${notesText(field.notes)})` : '',
    badgesText(field.badges) ? ` ${badgesText(field.badges)}` : '',
    field.json ? ` JSON ${code(field.json.type)} (${escapeText(field.json.note)})` : '',
  ].join('');
  const rest = field.rest.map((p) => escapeText(placementText(p, scope.rest)));
  const nested =
    field.expands && !shown.has(field.grpcType.name)
      ? scope.nested.find((m) => m.fullName === field.grpcType.name)
      : undefined;
  if (nested) shown.add(nested.fullName);
  return blocks(
    line,
    ...fieldRulesMarkdown(field.rules),
    ...rest,
    htmlToMarkdown(field.descriptionHtml, 4),
    nested
      ? `${code(nested.fullName)} (${nested.fields.length} ${nested.fields.length === 1 ? 'field' : 'fields'}):\n\n${messageBody(nested, scope, shown)}`
      : null,
  );
}

/** A type as the page shows it: `repeated lnrpc.Channel`, `map<string, uint64>`. */
function typeText(type: TypeLabel): string {
  return code(`${type.prefix}${type.name}${type.suffix}`);
}

/** An enum section: its values with numbers, aliases, notes and descriptions. */
export function enumMarkdown(view: EnumView): string {
  const usedBy = view.usedBy.length > 0 ? `Used by: ${view.usedBy.map((l) => link(l.label, l.href)).join(', ')}` : null;
  const values = bullets(
    view.values.map((value) => {
      const line = [
        `${code(value.name)} = ${value.number}`,
        value.aliasOf ? ` (alias of ${code(value.aliasOf)})` : '',
        value.deprecated ? ' **deprecated**' : '',
        value.notes && value.notes.length > 0 ? ` (${notesText(value.notes)})` : '',
        badgesText(value.badges) ? ` ${badgesText(value.badges)}` : '',
      ].join('');
      return blocks(line, htmlToMarkdown(value.descriptionHtml, 4));
    }),
  );
  return blocks(
    heading(3, view.fullName),
    badgesText(view.badges),
    htmlToMarkdown(view.descriptionHtml, 3),
    usedBy,
    values,
  );
}
