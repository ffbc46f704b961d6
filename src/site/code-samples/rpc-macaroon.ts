/**
 * Which macaroon file a method's samples read, and why: the smallest macaroon the daemon
 * bakes by default that allows the call (readonly.macaroon for lnd's GetInfo,
 * invoice.macaroon for AddInvoice), from the permission tables of its Go source; none for
 * RPCs that need none; the daemon's default macaroon when the tables do not tell.
 */
import type { MethodModel } from '../../proto/model-types.ts';
import type { DaemonConnection } from '../../shared/node-settings.ts';

export interface RpcMacaroon {
  /** File name, or null when the RPC needs no macaroon. */
  file: string | null;
  /** Why this file, for a comment in the samples. */
  note: string;
}

/** The macaroon a method's samples use. */
export function rpcMacaroon(method: Pick<MethodModel, 'name' | 'permissions'>, daemon: Pick<DaemonConnection, 'defaultMacaroon' | 'daemon'>): RpcMacaroon {
  const permissions = method.permissions;
  if (permissions?.status === 'none') return { file: null, note: `${method.name} needs no macaroon` };
  if (permissions?.status === 'required' && permissions.smallestMacaroon) {
    const ops = permissions.ops.map((op) => `${op.entity}:${op.action}`).join(', ');
    return { file: permissions.smallestMacaroon, note: `the smallest macaroon ${daemon.daemon} bakes that allows ${method.name} (it needs ${ops})` };
  }
  return { file: daemon.defaultMacaroon, note: `the macaroon ${daemon.daemon}'s CLI uses by default; any macaroon that allows ${method.name} works` };
}
