/**
 * The stub daemons' macaroon check, done the way the daemons' interceptors do it and read
 * from the RPC's permissions in the model, not from the macaroon the samples chose (so a
 * sample that sends none where the daemon needs one fails): an RPC on the daemon's
 * whitelist is answered whatever the call carries; every other one needs a macaroon of the
 * daemon, and a call without one fails with the daemons' own "expected 1 macaroon, got 0";
 * an entry that lists no permission takes any macaroon of the daemon, one that lists
 * permissions only the macaroons holding them. A whitelist that applies only when the
 * daemon is configured so (tapd's public universe access) does not apply: the stubs run
 * as a daemon does by default.
 */
import type { MethodPermissions } from '../../src/proto/model-types.ts';
import type { Recorder } from './recorder.ts';

/** The macaroon files the daemon accepts for an RPC; null when it needs none. */
export function acceptedMacaroons(permissions: MethodPermissions | null, defaultMacaroon: string): string[] | null {
  if (permissions?.status === 'none') return null;
  if ((permissions?.status === 'any' || permissions?.status === 'required') && permissions.macaroons.length > 0)
    return permissions.macaroons;
  // No default macaroon known to allow it (or no tables): the file the CLI reads by default.
  return [defaultMacaroon];
}

/** Why the daemon refuses a call's macaroon (hex, as sent), or null. */
export function macaroonProblem(
  method: { rpc: string; macaroons: string[] | null },
  recorder: Recorder,
  hex: string | undefined,
): string | null {
  if (method.macaroons === null) return null;
  // What lnd's macaroon service (which every daemon uses) answers a call without one.
  if (!hex) return 'expected 1 macaroon, got 0';
  const owner = recorder.lookup(hex);
  if (!owner) return 'unknown macaroon';
  return method.macaroons.includes(owner.file)
    ? null
    : `${owner.file} does not allow ${method.rpc} (expected ${method.macaroons.join(' or ')})`;
}
