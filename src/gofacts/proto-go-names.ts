/** How protoc-gen-go names a message's Go type and fields, and proto field paths from Go field names. */
import type { FieldModel, MessageModel } from '../proto/model-types.ts';

/** protoc-gen-go's Go name of a proto field: pub_key -> PubKey, amt_msat -> AmtMsat. */
export function goFieldName(name: string): string {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const c = name[i]!;
    if (c === '_' && i === 0) out += 'X';
    else if (c === '_' && i + 1 < name.length && /[a-z]/.test(name[i + 1]!)) continue;
    else if (/\d/.test(c)) out += c;
    else {
      out += /[a-z]/.test(c) ? c.toUpperCase() : c;
      while (i + 1 < name.length && /[a-z]/.test(name[i + 1]!)) out += name[++i];
    }
  }
  return out;
}

/** The Go type name of a message: lnrpc.ChannelPoint -> ChannelPoint, a.Outer.Inner -> Outer_Inner. */
export function goMessageName(message: MessageModel): string {
  const local = message.package ? message.fullName.slice(message.package.length + 1) : message.fullName;
  return local.split('.').map(goFieldName).join('_');
}

/** The type name of a literal without its package: `lnrpc.QueryRoutesRequest` -> QueryRoutesRequest. */
export function goTypeName(type: string): string {
  return type.split('.').at(-1)!;
}

/** Whether a Go type (`*lnrpc.SendRequest`, `lnrpc.SendRequest`) is the message's. */
export function isMessageType(type: string, message: MessageModel): boolean {
  return goTypeName(type.replace(/^\*/, '')) === goMessageName(message);
}

/** The field of a message a Go field name stands for. */
export function fieldOfGoName(message: MessageModel, goName: string): FieldModel | undefined {
  return message.fields.find((f) => goFieldName(f.name) === goName);
}

/** The field at a dotted proto path (`asset_sync_configs[].id.proof_type`), or undefined. */
export function fieldAtPath(
  message: MessageModel,
  path: string,
  messages: Record<string, MessageModel>,
): FieldModel | undefined {
  let current: MessageModel | undefined = message;
  let field: FieldModel | undefined;
  for (const name of path.split('.')) {
    field = current?.fields.find((f) => f.name === name.replace(/\[\]$/, ''));
    if (!field) return undefined;
    current = field.type.kind === 'message' ? messages[field.type.fullName] : undefined;
  }
  return field;
}

/** The proto field path of Go field names (`ChanPoint.OutputIndex` -> chan_point.output_index), or null. */
export function fieldPath(
  message: MessageModel,
  goNames: string[],
  messages: Record<string, MessageModel>,
): string | null {
  const parts: string[] = [];
  let current: MessageModel | undefined = message;
  for (const goName of goNames) {
    const field: FieldModel | undefined = current ? fieldOfGoName(current, goName) : undefined;
    if (!field) return null;
    parts.push(field.name);
    current = field.type.kind === 'message' ? messages[field.type.fullName] : undefined;
  }
  return parts.join('.');
}
