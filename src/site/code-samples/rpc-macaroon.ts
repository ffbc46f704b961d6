/**
 * Which macaroon file a method's samples read, and why, in the three cases of the
 * permission tables of its Go source: none for an RPC on the daemon's whitelist; for an
 * RPC whose entry lists no permission, the smallest macaroon the daemon bakes by default
 * (any macaroon of the daemon works, but one it must have); otherwise the smallest that
 * holds the permissions (readonly.macaroon for lnd's GetInfo, invoice.macaroon for
 * AddInvoice). An RPC public only when the daemon is configured so (tapd's universe) still
 * sends one: the daemon's default configuration requires it. When the tables do not tell,
 * the macaroon the daemon's CLI uses by default.
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
export function rpcMacaroon(
  method: Pick<MethodModel, 'name' | 'permissions'>,
  daemon: Pick<DaemonConnection, 'defaultMacaroon' | 'daemon'>,
): RpcMacaroon {
  const permissions = method.permissions;
  if (permissions?.status === 'none') return { file: null, note: `${method.name} needs no macaroon` };
  if (permissions?.status === 'any' && permissions.smallestMacaroon) {
    return {
      file: permissions.smallestMacaroon,
      note: `${method.name} needs a ${daemon.daemon} macaroon, any one (it needs no permission); this is the smallest ${daemon.daemon} bakes`,
    };
  }
  if (permissions?.status === 'required' && permissions.smallestMacaroon) {
    const ops = permissions.ops.map((op) => `${op.entity}:${op.action}`).join(', ');
    return {
      file: permissions.smallestMacaroon,
      note: `the smallest macaroon ${daemon.daemon} bakes that allows ${method.name} (it needs ${ops})`,
    };
  }
  return {
    file: daemon.defaultMacaroon,
    note: `the macaroon ${daemon.daemon}'s CLI uses by default; any macaroon that allows ${method.name} works`,
  };
}
