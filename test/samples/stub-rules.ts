/**
 * The stub daemons' request rules: the guards read from each RPC's handler (src/gofacts/rules/,
 * `MethodModel.requestRules`), checked on the request the stub received (proto3 JSON with proto
 * field names) in source order, as the handler runs them. A request that breaks one is refused
 * with the handler's own message and gRPC code (over REST, grpc-gateway's HTTP status for that
 * code), so a sample whose request the daemon would refuse fails CI.
 */
import { GRPC_STATUS } from '../../src/proto/grpc-codes.ts';
import type { RequestRuleModel } from '../../src/proto/model-types.ts';
import { firstBrokenRule } from '../../src/shared/request-rules.ts';

/** A request a handler's guard refuses: its message, gRPC code number and REST HTTP status. */
export class RuleRefusal extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

/** The refusal of the first rule the request breaks, or null when it passes them all. */
export function ruleRefusal(rules: readonly RequestRuleModel[], request: unknown): RuleRefusal | null {
  const rule = firstBrokenRule(rules, request);
  if (!rule) return null;
  const status = GRPC_STATUS[rule.code];
  return new RuleRefusal(rule.message, status.number, status.http);
}

/** Throws the refusal of the first rule the request breaks. */
export function enforceRules(rules: readonly RequestRuleModel[], request: unknown): void {
  const refusal = ruleRefusal(rules, request);
  if (refusal) throw refusal;
}
