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
  /** On the daemon's whitelist: no macaroon, whatever the configuration. */
  | { kind: 'none'; uriPermission: string; whitelist: WhitelistFact | null }
  /** Any macaroon of the daemon (its entry lists no permission); `publicWhen`: options under which none is needed. */
  | {
      kind: 'any';
      uriPermission: string;
      smallestMacaroon: string | null;
      macaroons: string[];
      publicWhen: string[];
      whitelist: WhitelistFact | null;
    }
  | {
      kind: 'listed';
      uriPermission: string;
      permissions: string[];
      smallestMacaroon: string | null;
      macaroons: string[];
      publicWhen: string[];
      whitelist: WhitelistFact | null;
    }
  /** The daemon does not implement the RPC (pool's auctioneer services, tapd's price oracle). */
  | { kind: 'not-served'; uriPermission: string }
  /** Served but missing from the permission tables: rejected while macaroons are enabled. */
  | { kind: 'no-entry'; uriPermission: string }
  /** The release names no permission tables. */
  | { kind: 'unknown' };

/** The whitelist of the daemon's Go source that lists the RPC: its Go name and where. */
export interface WhitelistFact {
  name: string;
  url: string;
}

/** The macaroon need of a method at its release. */
export function macaroonNeed(method: Pick<MethodModel, 'permissions'>): MacaroonNeed {
  const p = method.permissions;
  if (!p) return { kind: 'unknown' };
  const uriPermission = `uri:${p.uri}`;
  const whitelist = p.whitelist ? { name: p.whitelist.name, url: p.whitelist.source.url } : null;
  const granted = { smallestMacaroon: p.smallestMacaroon, macaroons: p.macaroons, publicWhen: p.publicWhen, whitelist };
  switch (p.status) {
    case 'none':
      return { kind: 'none', uriPermission, whitelist };
    case 'any':
      return { kind: 'any', uriPermission, ...granted };
    case 'not-served':
      return { kind: 'not-served', uriPermission };
    case 'no-entry':
      return { kind: 'no-entry', uriPermission };
    case 'required':
      return { kind: 'listed', uriPermission, permissions: p.ops.map(opText), ...granted };
  }
}
