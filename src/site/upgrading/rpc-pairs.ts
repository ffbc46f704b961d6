/**
 * The RPC pairs of an upgrade: a removed or deprecated RPC and the RPC that replaces it
 * (src/site/history/replacements.ts), each located in a full release of the daemon, so the
 * same generator that writes the method pages can write the call before (the old RPC as the
 * newest full release that has it writes it) and after (the successor as the newest full
 * release that has it writes it, sent the old request's fields by the mapping). A pair
 * without such releases, or whose daemon refuses one of the two RPCs, says why it has no
 * samples.
 */
import type { FieldMappingFact } from '../../content/replacement-facts.ts';
import type { Replacement } from '../history/replacements.ts';
import type { SiteDaemon, SiteMethod, SiteRelease, SiteSubService } from '../site-api.ts';
import { refusedByDaemon } from '../unserved-rpc.ts';

/** An RPC in one full release: what the generator writes a sample from. */
export interface PairSide {
  release: SiteRelease;
  sub: SiteSubService;
  method: SiteMethod;
}

/** A removed or deprecated RPC and its successor, both in full releases. */
export interface RpcPair {
  /** `rpc <old> -> <successor>`: the pair's id (the same pair shows on several pages). */
  id: string;
  before: PairSide;
  after: PairSide;
  /** The reviewed request mapping (empty when none is reviewed). */
  rows: FieldMappingFact[];
}

/** A pair, or why a replacement has no before/after samples (null: not an RPC replaced by an RPC). */
export type PairResult = { pair: RpcPair } | { why: string } | null;

/**
 * The pair of a replacement. `lastWith` is the newest tracked release that has the old RPC
 * (from the history), named when no full release has it.
 */
export function rpcPair(daemon: SiteDaemon, replacement: Replacement, lastWith: string | null): PairResult {
  const { element, successor } = replacement;
  if (element.kind !== 'rpc' || successor?.kind !== 'rpc') return null;
  const before = newestSide(daemon, element.key);
  if (!before)
    return {
      why: `${lastWith ?? 'The last release that has it'} is tracked as API history only (no full model to write its samples from).`,
    };
  const after = newestSide(daemon, successor.key);
  if (!after) return { why: `No full release of ${daemon.title} has ${successor.key}.` };
  for (const side of [before, after])
    if (refusedByDaemon(side.method))
      return {
        why: `${daemon.title} ${side.release.version.tag} refuses every call of ${side.method.fullName} (see its page): no sample calls it.`,
      };
  return {
    pair: { id: `rpc ${element.key} -> ${successor.key}`, before, after, rows: replacement.request },
  };
}

/** The RPC in the newest full release of the daemon that has it (null: no full release has it). */
export function newestSide(daemon: SiteDaemon, fullName: string): PairSide | null {
  for (const release of daemon.releases)
    for (const sub of release.subServices)
      for (const method of sub.methods) if (method.fullName === fullName) return { release, sub, method };
  return null;
}
