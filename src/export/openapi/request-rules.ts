/**
 * The handler's request rules in an operation (`MethodModel.requestRules`, read from the Go
 * guards): `required` where the REST request carries a top-level required field (a query
 * parameter, a property of the body, or a body that is that field), and every rule in the
 * `x-apidocs-rules` extension (kind, fields, the rule in words, the error and its code, the
 * guard's source line).
 */
import type { MethodModel } from '../../proto/model-types.ts';
import type { RestOperation } from '../../site/rest-operations.ts';
import { ruleText } from '../../site/pages/request-rule-views.ts';

type Operation = Record<string, unknown>;

/** The operation with its rules: `required` marks and `x-apidocs-rules`. */
export function withRequestRules(
  operation: Operation,
  op: RestOperation,
  rules: MethodModel['requestRules'],
): Operation {
  if (!rules || rules.length === 0) return operation;
  const required = new Set(rules.filter((r) => r.kind === 'required' && r.when === null).flatMap((r) => r.fields));
  const parameters = (operation.parameters as Operation[]).map((p) =>
    p.in === 'query' && required.has(String(p.name)) ? { ...p, required: true } : p,
  );
  return {
    ...operation,
    parameters,
    ...requiredBody(operation, op, required),
    'x-apidocs-rules': rules.map((r) => ({
      kind: r.kind,
      fields: r.fields,
      ...(r.others.length > 0 ? { others: r.others } : {}),
      ...(r.bound ? { bound: r.bound } : {}),
      ...(r.values.length > 0 ? { values: r.values } : {}),
      ...(r.when ? { when: r.when } : {}),
      rule: ruleText(r, null),
      error: r.message,
      code: r.code,
      source: r.source.url,
    })),
  };
}

/** The request body with `required` for the top-level required fields it carries. */
function requiredBody(operation: Operation, op: RestOperation, required: Set<string>): Operation {
  const body = operation.requestBody as { content: Record<string, { schema: Operation }> } | undefined;
  if (!body) return {};
  if (op.body.kind === 'field')
    return required.has(op.body.field.name) ? { requestBody: { ...body, required: true } } : {};
  if (op.body.kind !== 'request') return {};
  const inPath = new Set(op.pathParams.map((p) => p.name));
  const names = [...required].filter((f) => !f.includes('.') && !inPath.has(f));
  if (names.length === 0) return {};
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, media]) => [
      type,
      { ...media, schema: { ...media.schema, required: [...((media.schema.required as string[]) ?? []), ...names] } },
    ]),
  );
  return { requestBody: { ...body, required: true, content } };
}
