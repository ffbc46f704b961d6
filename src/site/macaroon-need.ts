/**
 * What a call needs from the caller's macaroon, in the cases an exported document (OpenAPI,
 * Markdown, MCP) states: none (the daemon's whitelist lists the RPC), any macaroon of the
 * daemon (its permission entry lists no permission), the listed `entity:action`
 * permissions, or a fact that is not about macaroons at all (the daemon does not serve the
 * RPC; it is missing from the tables; the release names no tables). One function maps the
 * model's permission facts to these cases, so every view says the same.
 */
import { opText } from '../gofacts/permissions/method-permissions.ts';
import type { MethodModel } from '../proto/model-types.ts';

/** The cases, with the facts each view shows. */
export type MacaroonNeed =
  | { kind: 'none'; uriPermission: string }
  | { kind: 'any'; uriPermission: string; smallestMacaroon: string | null; macaroons: string[]; publicWhen: string[] }
  | { kind: 'listed'; uriPermission: string; permissions: string[]; smallestMacaroon: string | null; macaroons: string[]; publicWhen: string[] }
  /** The daemon does not implement the RPC (pool's auctioneer services, tapd's price oracle). */
  | { kind: 'not-served'; uriPermission: string }
  /** Served but missing from the permission tables: rejected while macaroons are enabled. */
  | { kind: 'no-entry'; uriPermission: string }
  /** The release names no permission tables. */
  | { kind: 'unknown' };

/** The macaroon need of a method at its release. */
export function macaroonNeed(method: Pick<MethodModel, 'permissions'>): MacaroonNeed {
  const p = method.permissions;
  if (!p) return { kind: 'unknown' };
  const uriPermission = `uri:${p.uri}`;
  const granted = { smallestMacaroon: p.smallestMacaroon, macaroons: p.macaroons, publicWhen: p.publicWhen };
  switch (p.status) {
    case 'none':
      return { kind: 'none', uriPermission };
    case 'not-served':
      return { kind: 'not-served', uriPermission };
    case 'no-entry':
      return { kind: 'no-entry', uriPermission };
    case 'required':
      // An entry that lists no permission still needs a macaroon: any one of the daemon's.
      if (p.ops.length === 0) return { kind: 'any', uriPermission, ...granted };
      return { kind: 'listed', uriPermission, permissions: p.ops.map(opText), ...granted };
  }
}
