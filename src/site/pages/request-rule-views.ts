/**
 * A method page's request rules (read from the handler, `MethodModel.requestRules`): in words
 * for each field they are on ("Required", "Requires `grouped_asset`", "Not with
 * `outgoing_chan_ids`", "At least 20000"), each linked to its guard's source line, to the
 * error's row on the page and to its catalogue entry (the entry whose template is that error's).
 */
import type { FieldModel, MessageModel, RequestRuleModel } from '../../proto/model-types.ts';
import { GRPC_STATUS } from '../../proto/grpc-codes.ts';
import type { CompareOp } from '../../shared/request-rules.ts';
import type { ErrorView, FieldRuleView, RequestRuleView } from '../page-data.ts';

/** The rules on each field, keyed `<message full name>.<field>` (the field's message as the page shows it). */
export type FieldRules = Map<string, FieldRuleView[]>;

const BOUND_WORDS: Record<CompareOp, string> = {
  '>=': 'At least',
  '>': 'More than',
  '<=': 'At most',
  '<': 'Less than',
  '==': 'Must be',
  '!=': 'Not',
};

/** The page's rule views and the rules by field. */
export function requestRuleViews(
  rules: readonly RequestRuleModel[],
  request: MessageModel,
  messages: Record<string, MessageModel>,
  errors: readonly ErrorView[],
): { page: RequestRuleView[]; byField: FieldRules } {
  const byField: FieldRules = new Map();
  const page: RequestRuleView[] = [];
  for (const rule of rules) {
    const error = errors.find((e) => e.message === rule.message);
    const links = {
      message: rule.message,
      code: { name: rule.code, number: GRPC_STATUS[rule.code].number },
      source: { label: `${rule.source.path.split('/').pop()}:${rule.source.line}`, href: rule.source.url },
      ...(error ? { errorAnchor: error.anchor } : {}),
      ...(error?.catalogue ? { catalogue: error.catalogue } : {}),
    };
    const shownOn = rule.kind === 'excludes' ? [...rule.fields, ...rule.others] : rule.fields;
    page.push({ ...links, kind: rule.kind, fields: shownOn, text: ruleText(rule, null) });
    for (const path of shownOn) {
      const key = fieldKey(request, messages, path);
      if (key) byField.set(key, [...(byField.get(key) ?? []), { ...links, text: ruleText(rule, path) }]);
    }
  }
  return { page, byField };
}

/** `<message full name>.<field>` of a dotted request path, or null when a step is not a field. */
function fieldKey(request: MessageModel, messages: Record<string, MessageModel>, path: string): string | null {
  let message: MessageModel | undefined = request;
  const names = path.split('.');
  for (const [i, name] of names.entries()) {
    const field: FieldModel | undefined = message?.fields.find((f) => f.name === name);
    if (!message || !field) return null;
    if (i === names.length - 1) return `${message.fullName}.${name}`;
    message = field.type.kind === 'message' ? messages[field.type.fullName] : undefined;
  }
  return null;
}

/** A rule in words, seen from the field `on` (other fields named relative to its message), or whole when `on` is null. */
export function ruleText(rule: RequestRuleModel, on: string | null): string {
  const parent = on?.includes('.') ? on.slice(0, on.lastIndexOf('.') + 1) : '';
  const name = (path: string) => `\`${parent && path.startsWith(parent) ? path.slice(parent.length) : path}\``;
  const list = (paths: string[]) => paths.map(name).join(', ');
  const subject = on === null ? `${list(rule.fields)}: ` : '';
  const when = rule.when ? ` when ${rule.when}` : '';
  switch (rule.kind) {
    case 'required':
      return `${subject}Required${when}`;
    case 'one-of':
      return `One of ${list(rule.fields)} is required${when}`;
    case 'requires':
      return `${subject}Requires ${rule.others.length > 1 ? `one of ${list(rule.others)}` : list(rule.others)}${when}`;
    case 'excludes': {
      const against = on === null ? rule.others : rule.fields.includes(on) ? rule.others : rule.fields;
      return `${subject}Not with ${list(against)}${when}`;
    }
    case 'range': {
      const bound = rule.bound!;
      const constant = bound.constant ? ` (\`${bound.constant}\`)` : '';
      return `${subject}${BOUND_WORDS[bound.op]} ${bound.value}${constant}${when}`;
    }
    case 'values':
      return `${subject}One of: ${rule.values.join(', ')}${when}`;
  }
}
