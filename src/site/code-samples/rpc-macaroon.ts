/** Which macaroon file a method's samples read, and why. */
import type { MethodModel } from '../../proto/model-types.ts';
import type { DaemonConnection } from '../../shared/node-settings.ts';

export interface RpcMacaroon {
  /** File name, or null when the RPC needs no macaroon. */
  file: string | null;
  /** Why this file, for a comment in the samples. */
  note: string;
}

/** The macaroon a method's samples use: the daemon's default (the one its CLI reads). */
export function rpcMacaroon(method: Pick<MethodModel, 'name'>, daemon: Pick<DaemonConnection, 'defaultMacaroon' | 'daemon'>): RpcMacaroon {
  return { file: daemon.defaultMacaroon, note: `the macaroon ${daemon.daemon}'s CLI uses by default; any macaroon that allows ${method.name} works` };
}
