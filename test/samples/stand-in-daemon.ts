/**
 * What a stand-in daemon refuses, and with which of the daemon's own texts, before a call
 * reaches its handler. The rules come from the second reading of the Go permission tables
 * (./go-permission-reader.ts) and the default macaroons named in sources.json, never from the
 * API model the samples were written from. In the order the daemons check:
 *
 * 1. a service the daemon does not register (no method of it in any permission table or
 *    whitelist: pool's ChannelAuctioneer and HashMail, tapd's PriceOracle and PortfolioPilot,
 *    which other servers implement): grpc-go's `unknown service <name>` (Unimplemented), and
 *    grpc-gateway's 404 `Not Found` over REST, since the daemon registers no route for it;
 * 2. an RPC on the whitelist: answered whatever the call carries;
 * 3. an RPC without a permission entry: lnd's rpcperms/interceptor.go (which loop, pool and
 *    faraday use through lndclient's macaroon service, and of which tapd's rpcperms is a copy)
 *    answers `<uri>: unknown permissions required for method`; LiT's rpc_proxy.go `unknown request`;
 * 4. no macaroon: lnd's macaroons/service.go `expected 1 macaroon, got 0`;
 * 5. a macaroon the daemon did not bake: the bakery's `verification failed: signature mismatch
 *    after caveat verification`;
 * 6. a macaroon lacking one of the entry's permissions: the bakery's `permission denied`
 *    (an entry listing none takes any macaroon of the daemon).
 *
 * All but the first are plain Go errors, which gRPC sends with code Unknown (2) and
 * grpc-gateway as HTTP 500.
 */
import type { GoPermissionReading } from './go-permission-reader.ts';

/** A refusal: gRPC status code and message, as the daemon sends them. */
export interface Refusal {
  code: number;
  message: string;
}

/** gRPC status codes the stand-ins answer with. */
export const GRPC_CODE = { unknown: 2, notFound: 5, unimplemented: 12 } as const;

/** The daemon's answer to a call of an RPC it has no permission entry for (by daemon id; lnd's text otherwise). */
const NO_ENTRY: Record<string, (uri: string) => string> = {
  lit: () => 'unknown request',
};
const lndNoEntry = (uri: string) => `${uri}: unknown permissions required for method`;

/** A default macaroon as sources.json names it: its file and the Go op list it is baked with (`*`: every permission). */
export interface MacaroonConfig {
  file: string;
  ops: string;
}

/** The rules of one daemon. */
export interface StandInRules {
  daemonId: string;
  reading: GoPermissionReading;
  /** Ops granted by each macaroon file the daemon bakes; 'all' for every permission. */
  grants: Map<string, Set<string> | 'all'>;
  /** Services (`pkg.Service`) the daemon registers. */
  served: Set<string>;
}

/** The rules of a daemon from its reading and the macaroons sources.json lists for it. */
export function standInRules(
  daemonId: string,
  reading: GoPermissionReading,
  macaroons: MacaroonConfig[],
): StandInRules {
  const grants = new Map<string, Set<string> | 'all'>();
  for (const m of macaroons) grants.set(m.file, m.ops === '*' ? 'all' : new Set(reading.opLists.get(m.ops) ?? []));
  for (const [file, ops] of reading.subServerMacaroons) if (!grants.has(file)) grants.set(file, new Set(ops));
  const served = new Set([...reading.entries.keys(), ...reading.whitelist].map(serviceOfUri));
  return { daemonId, reading, grants, served };
}

/** `/pkg.Service/Method` -> `pkg.Service`. */
export function serviceOfUri(uri: string): string {
  return uri.slice(1, uri.lastIndexOf('/'));
}

/** Why the daemon does not serve an RPC at all (step 1), or null. */
export function unservedRefusal(rules: StandInRules, uri: string): Refusal | null {
  const service = serviceOfUri(uri);
  return rules.served.has(service) ? null : { code: GRPC_CODE.unimplemented, message: `unknown service ${service}` };
}

/**
 * Why the daemon refuses a call before its handler (steps 1 to 6), or null when it lets it
 * through. `file` is the macaroon file the call's macaroon was read from: null without a
 * macaroon, undefined for one no run was given.
 */
export function refusalOf(rules: StandInRules, uri: string, file: string | null | undefined): Refusal | null {
  const unserved = unservedRefusal(rules, uri);
  if (unserved) return unserved;
  if (rules.reading.whitelist.has(uri)) return null;
  const needed = rules.reading.entries.get(uri);
  const plain = (message: string) => ({ code: GRPC_CODE.unknown, message });
  if (needed === undefined) return plain((NO_ENTRY[rules.daemonId] ?? lndNoEntry)(uri));
  if (file === null) return plain('expected 1 macaroon, got 0');
  const granted = file === undefined ? undefined : rules.grants.get(file);
  if (granted === undefined) return plain('verification failed: signature mismatch after caveat verification');
  if (granted === 'all' || needed.every((op) => granted.has(op))) return null;
  return plain('permission denied');
}

/** Why the daemon refuses every call of the RPC, whatever it carries (steps 1 and 3), or null: its pages should offer no sample. */
export function alwaysRefused(rules: StandInRules, uri: string): Refusal | null {
  const listed = rules.reading.entries.has(uri) || rules.reading.whitelist.has(uri);
  return unservedRefusal(rules, uri) ?? (listed ? null : refusalOf(rules, uri, null));
}

/** The HTTP status grpc-gateway answers a gRPC code with. */
export function httpStatusOf(code: number): number {
  return ({ 2: 500, 3: 400, 5: 404, 12: 501, 16: 401 } as Record<number, number>)[code] ?? 500;
}
