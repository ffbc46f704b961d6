/**
 * The fields of a message as the MCP tools return them: from a page's message views, with
 * the messages they hold expanded to a chosen depth (1: the message's own fields; 2: also
 * the fields of the messages they hold; ...), enum fields with their value names.
 */
import type { EnumView, FieldView, MessageView, MethodPage, TypeLabel } from '../../site/page-data.ts';
import { htmlText } from '../../search/html-text.ts';

export interface FieldInfo {
  name: string;
  /** The gRPC type as written in the proto: "repeated lnrpc.Channel", "uint64". */
  type: string;
  /** How REST JSON writes it when that differs from the type (int64 as "decimal string"). */
  json?: string;
  description: string;
  deprecated?: boolean;
  oneof?: string;
  /** The held message's fields, when the depth reaches them. */
  fields?: FieldInfo[];
  /** The held enum's value names, when the depth reaches them. */
  values?: string[];
}

export interface MessageInfo {
  name: string;
  description: string;
  /** Absent at depth 0. */
  fields?: FieldInfo[];
}

/** The messages and enums a method page shows, by full name. */
export interface PageTypes {
  messages: Map<string, MessageView>;
  enums: Map<string, EnumView>;
}

export function pageTypes(page: MethodPage): PageTypes {
  return {
    messages: new Map([page.request, page.response, ...page.nested].map((m) => [m.fullName, m])),
    enums: new Map(page.enums.map((e) => [e.fullName, e])),
  };
}

export function typeText(type: TypeLabel): string {
  return `${type.prefix}${type.name}${type.suffix}`;
}

function fieldInfo(field: FieldView, types: PageTypes, depth: number, open: Set<string>): FieldInfo {
  const info: FieldInfo = {
    name: field.name,
    type: typeText(field.grpcType),
    description: htmlText(field.descriptionHtml),
  };
  if (field.json) info.json = `${field.json.type}: ${field.json.note}`;
  if (field.deprecated) info.deprecated = true;
  if (field.oneof) info.oneof = field.oneof;
  if (depth > 1) {
    const held = types.messages.get(field.grpcType.name);
    // A message holding itself (directly or not) is shown once per path.
    if (held && !open.has(held.fullName)) info.fields = fieldList(held, types, depth - 1, open);
    const enumView = types.enums.get(field.grpcType.name);
    if (enumView) info.values = enumView.values.map((v) => v.name);
  }
  return info;
}

function fieldList(message: MessageView, types: PageTypes, depth: number, open: Set<string>): FieldInfo[] {
  open.add(message.fullName);
  const fields = message.fields.map((f) => fieldInfo(f, types, depth, open));
  open.delete(message.fullName);
  return fields;
}

/** A message with its fields to `depth` levels. */
export function messageInfo(message: MessageView, types: PageTypes, depth: number): MessageInfo {
  const info: MessageInfo = { name: message.fullName, description: htmlText(message.descriptionHtml) };
  if (depth > 0) info.fields = fieldList(message, types, depth, new Set());
  return info;
}

/** A message's fields as indented text lines. */
export function fieldLines(fields: FieldInfo[], indent = '  '): string[] {
  return fields.flatMap((f) => {
    const notes = [f.json, f.oneof && `oneof ${f.oneof}`, f.deprecated && 'deprecated'].filter(Boolean).join('; ');
    const head = `${indent}- ${f.name} (${f.type}${notes ? `; ${notes}` : ''})${f.description ? `: ${f.description}` : ''}`;
    const values = f.values ? [`${indent}  values: ${f.values.join(', ')}`] : [];
    return [head, ...values, ...(f.fields ? fieldLines(f.fields, `${indent}  `) : [])];
  });
}
