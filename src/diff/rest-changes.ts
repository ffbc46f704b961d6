/**
 * How an RPC's REST routes changed: grpc-gateway bindings (the primary one and the
 * additional ones) paired between releases, so a moved path reads as one change rather
 * than a removal and an addition.
 */
import type { DiffRestBinding, RestRoute, Severity } from './api-changes.ts';
import { pairItems } from './pair-items.ts';

export type RestDelta =
  | { kind: 'rest-added' | 'rest-removed'; route: RestRoute }
  | { kind: 'rest-changed'; from: RestRoute; to: RestRoute; aspects: ('method' | 'path' | 'body')[] };

/**
 * Pairs the bindings of two releases of one RPC: identical routes first (whatever their
 * order), then routes with the same path (method or body changed), then routes whose
 * paths differ only in their variables (`{asset_id_str}` became `{id.asset_id_str}`),
 * then the primary bindings (the path changed); what is left was added or removed.
 */
export function restDeltas(from: DiffRestBinding[], to: DiffRestBinding[]): RestDelta[] {
  const { pairs, removed, added } = pairItems(
    from.map(routeOf),
    to.map(routeOf),
    (a, b) => a.method === b.method && a.path === b.path && a.body === b.body,
    (a, b) => a.path === b.path,
    (a, b) => pathShape(a.path) === pathShape(b.path),
    (a, b) => a.primary && b.primary,
  );
  const deltas: RestDelta[] = [];
  for (const [a, b] of pairs) {
    const aspects = (['method', 'path', 'body'] as const).filter((k) => a[k] !== b[k]);
    if (aspects.length > 0) deltas.push({ kind: 'rest-changed', from: a, to: b, aspects });
  }
  for (const route of removed) deltas.push({ kind: 'rest-removed', route });
  for (const route of added) deltas.push({ kind: 'rest-added', route });
  return deltas;
}

/**
 * How a REST change breaks clients: a new route breaks nobody; a removed route, or a
 * changed method, body or URL, breaks REST clients. A path whose variables now fill
 * other request fields (`{asset_id_str}` -> `{id.asset_id_str}`) is the same URL: listed,
 * not breaking (the request type change behind it is reported on its own).
 */
export function restSeverity(delta: RestDelta): Severity {
  if (delta.kind !== 'rest-changed') return delta.kind === 'rest-added' ? 'non-breaking' : 'json-breaking';
  return onlyVariablesChanged(delta) ? 'non-breaking' : 'json-breaking';
}

/** True when only the path's variables changed: the same URL now fills other request fields. */
export function onlyVariablesChanged(change: { aspects: readonly string[]; from: RestRoute; to: RestRoute }): boolean {
  return (
    change.aspects.length === 1 &&
    change.aspects[0] === 'path' &&
    pathShape(change.from.path) === pathShape(change.to.path)
  );
}

/** The path with every variable blanked: /v1/leaves/{id.asset_id_str} -> /v1/leaves/{}. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

function routeOf(binding: DiffRestBinding): RestRoute {
  return { method: binding.method, path: binding.path, body: binding.body, primary: binding.primary };
}
