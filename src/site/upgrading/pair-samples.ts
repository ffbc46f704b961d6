/**
 * The samples of an RPC pair (rpc-pairs.ts), written by the method pages' generator: before,
 * the old RPC's samples exactly as its own page in its release has them (the same cached
 * writing); after, the successor's samples in its release with the request of each variant
 * mapped from the old one (mapped-request.ts), given to the generator as the method's plans
 * (`withGivenPlans`), so every writer and the sample tests read the same request.
 */
import type { MethodModel } from '../../proto/model-types.ts';
import type { DaemonConnection } from '../../shared/node-settings.ts';
import { type CodeSample, codeSamples } from '../code-samples/index.ts';
import { methodPlan, withGivenPlans } from '../code-samples/method-plan.ts';
import type { RequestVariant } from '../code-samples/request-plan.ts';
import { rpcMacaroon } from '../code-samples/rpc-macaroon.ts';
import { type MappedRequest, mapRequest } from './mapped-request.ts';
import type { PairSide, RpcPair } from './rpc-pairs.ts';

/** One side's samples and what the generator wrote them from. */
export interface PairSideSamples {
  side: PairSide;
  /** The method the samples were written for (after: the successor carrying the mapped plans). */
  method: MethodModel;
  macaroon: string | null;
  samples: CodeSample[];
}

export interface PairSamples {
  pair: RpcPair;
  before: PairSideSamples;
  after: PairSideSamples;
  /** The mapping of each variant's old request. */
  mapped: Record<RequestVariant, MappedRequest>;
}

type Daemon = Pick<DaemonConnection, 'defaultMacaroon' | 'daemon'>;

/** The before and after samples of a pair. */
export function pairSamples(pair: RpcPair, daemon: Daemon): PairSamples {
  const { before, after } = pair;
  const message = after.release.messages[after.method.requestType];
  const map = (variant: RequestVariant): MappedRequest => {
    // The successor's own request of the variant, the old one's fields carried onto it.
    const start = methodPlan({ service: after.release, method: after.method }, variant);
    const old = methodPlan({ service: before.release, method: before.method }, variant);
    if (!message) return { plan: start, carried: [], left: [] };
    return mapRequest({
      old,
      start,
      message,
      enums: after.release.enums,
      rows: pair.rows,
      sameRequest: before.method.requestType === after.method.requestType,
      rules: after.method.requestRules ?? [],
    });
  };
  const mapped = { minimal: map('minimal'), full: map('full') };
  const afterMethod = withGivenPlans(after.method, { minimal: mapped.minimal.plan, full: mapped.full.plan });
  return {
    pair,
    before: sideSamples(before, before.method, daemon),
    after: sideSamples(after, afterMethod, daemon),
    mapped,
  };
}

function sideSamples(side: PairSide, method: MethodModel, daemon: Daemon): PairSideSamples {
  const macaroon = rpcMacaroon(method, daemon);
  return {
    side,
    method,
    macaroon: macaroon.file,
    samples: codeSamples({
      service: side.release,
      sub: side.sub,
      method,
      macaroon: macaroon.file,
      macaroonNote: macaroon.note,
    }),
  };
}
