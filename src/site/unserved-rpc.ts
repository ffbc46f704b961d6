/**
 * RPCs the reader's daemon refuses whatever a call carries, read from the model's permission
 * facts: a sub-service the daemon does not serve (pool's auctioneer API, tapd's price oracle
 * and portfolio pilot: other servers implement them, the daemon is their client) and an RPC
 * missing from the daemon's permission tables (refused while macaroons are enabled, as lnd
 * refuses XFindBaseLocalChanAlias). Their pages offer no sample aimed at the reader's node and
 * say who serves the RPC instead: the service page's `servedElsewhere` names the server.
 */
import type { MethodModel, SubServiceModel } from '../proto/model-types.ts';
import type { SiteRelease } from './site-api.ts';

/** What a page says in place of samples. */
export interface UnservedView {
  kind: 'not-served' | 'no-entry';
  /** The reader's daemon (poold, tapd). */
  daemon: string;
  /** Who serves the RPC, from the service page; null when it does not say (not-served) or for no-entry. */
  servedBy: string | null;
  /** The sentence shown in place of the samples (plain text). */
  text: string;
  /** True when a reader may run the server that serves it (tapd's price oracle): implementing it is their task. */
  readerServes?: boolean;
}

/** True when the daemon refuses every call of the RPC: the samples would all fail against the reader's node. */
export function refusedByDaemon(method: Pick<MethodModel, 'permissions'>): boolean {
  const status = method.permissions?.status;
  return status === 'not-served' || status === 'no-entry';
}

/** The page's note for an RPC the daemon refuses, or null for every other RPC. */
export function unservedView(
  service: SiteRelease,
  sub: Pick<SubServiceModel, 'fullName' | 'name'>,
  method: Pick<MethodModel, 'permissions' | 'name'>,
  content: { servedElsewhere: Record<string, string>; readerServes?: string[] } | undefined,
): UnservedView | null {
  if (!refusedByDaemon(method)) return null;
  const daemon = service.daemon;
  if (method.permissions!.status === 'no-entry')
    return {
      kind: 'no-entry',
      daemon,
      servedBy: null,
      text: `${daemon} serves ${method.name} but lists no macaroon permission for it, so it refuses every call while macaroons are enabled (its default): no sample is shown, since none would run against your node.`,
    };
  const servedBy = content?.servedElsewhere[sub.fullName] ?? null;
  return {
    kind: 'not-served',
    daemon,
    servedBy,
    ...(content?.readerServes?.includes(sub.fullName) ? { readerServes: true } : {}),
    text: `Served by ${servedBy ?? 'another server'}, not by ${daemon}: ${daemon} does not register ${sub.fullName}, so a call to your node fails (gRPC: "unknown service ${sub.fullName}"; REST: 404 Not Found). No sample is shown, since none would run against your node.`,
  };
}
