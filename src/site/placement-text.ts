/** How a field's REST placement is said, on the page (FieldList) and in its Markdown copy. */
import type { FieldPlacementView, RestRouteView } from './page-data.ts';

const WHERE = { path: 'in the path', query: 'in the query string', body: 'in the JSON body' } as const;

/** "REST: in the path", "REST (GET /v1/x/{y}): partly in the path (y.z), the rest in the query string". */
export function placementText(placement: FieldPlacementView, routes: RestRouteView[]): string {
  const route = routes[placement.route];
  const on = routes.length > 1 && route ? ` (${route.method} ${route.path})` : '';
  const where = placement.pathParts
    ? `partly in the path (${placement.pathParts.join(', ')}), the rest ${WHERE[placement.where]}`
    : placement.where === 'body' && route?.others === 'query'
      ? 'the JSON body'
      : WHERE[placement.where];
  return `REST${on}: ${where}`;
}
