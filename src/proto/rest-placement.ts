/**
 * Where each top-level request field travels over REST, with grpc-gateway semantics: a
 * field named in the path template (or the parent of a nested one) is in the path; with
 * body "*" every other field is in the JSON body; with body "field" that field is the body
 * and the rest are query parameters; with no body every non-path field is a query parameter.
 */
import type { RestPlacement } from './model-types.ts';
import { pathTemplateFields } from './rest-rules.ts';

/** Placement of each named field, in the given order. */
export function restPlacements(
  fieldNames: readonly string[],
  pathTemplate: string,
  body: string | null,
): Record<string, RestPlacement> {
  const inPath = new Set(pathTemplateFields(pathTemplate).map((p) => p.split('.')[0]!));
  const placements: Record<string, RestPlacement> = {};
  for (const name of fieldNames) {
    if (inPath.has(name)) placements[name] = 'path';
    else if (body === '*' || body === name) placements[name] = 'body';
    else placements[name] = 'query';
  }
  return placements;
}
