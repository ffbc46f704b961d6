/**
 * Where request fields travel over each REST route of a method, said once per route ("the
 * other fields in the JSON body") and per field only where it differs: a field in the path,
 * the field a route sends as its body, or a message only partly in the path (CloseChannel's
 * `channel_point.funding_txid_str` is in the path; `funding_txid_bytes` is a query parameter).
 */
import type { FieldModel, MessageModel, MethodModel, RestBinding } from '../../proto/model-types.ts';
import { pathTemplateFields } from '../../proto/rest-rules.ts';
import type { RowHistory } from '../history/method-history.ts';
import type { FieldPlacementView, RestRouteView } from '../page-data.ts';

/** Where a route sends the fields it does not name: the body with body "*", else the query. */
function othersOf(binding: RestBinding): 'body' | 'query' {
  return binding.body === '*' ? 'body' : 'query';
}

/** The routes of a method with their usual placement, and each one's notes and mark. */
export function restRouteViews(method: MethodModel, hasFields: boolean, rowHistory: RowHistory): RestRouteView[] {
  return method.rest.map((binding) => ({
    method: binding.method,
    path: binding.path,
    others: hasFields ? othersOf(binding) : null,
    ...rowHistory('rest', `${binding.method} ${binding.path}`),
  }));
}

/**
 * The placements of one request field that differ from its route's usual one. `held` is
 * the message the field holds, if any: a field whose every sub-field is in the path is
 * simply in the path.
 */
export function fieldPlacements(
  method: MethodModel,
  field: FieldModel,
  held: MessageModel | undefined,
): FieldPlacementView[] {
  return method.rest.flatMap((binding, route): FieldPlacementView[] => {
    const named = pathTemplateFields(binding.path);
    const parts = named.filter((p) => p.startsWith(`${field.name}.`));
    const covered = new Set(parts.map((p) => p.slice(field.name.length + 1)));
    const whole =
      named.includes(field.name) ||
      (held !== undefined && held.fields.length > 0 && held.fields.every((f) => covered.has(f.name)));
    if (whole) return [{ route, where: 'path', pathParts: null }];
    // The rest of a field partly in the path goes where the field would go without a path.
    const where = binding.body === '*' || binding.body === field.name ? 'body' : 'query';
    if (parts.length > 0) return [{ route, where, pathParts: parts }];
    return where === othersOf(binding) ? [] : [{ route, where, pathParts: null }];
  });
}
