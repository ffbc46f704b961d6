/**
 * What a method page's "Try it" panel needs beyond what the page already shows (the request's
 * fields, nested messages and enums, the REST routes, the permissions): the minimal request as
 * proto3 JSON, so the form starts from the same request the code samples send, and the primary
 * binding's body rule. Small on purpose: it rides in every method page's data.
 */
import type { MethodModel } from '../../proto/model-types.ts';
import { methodPlan } from '../code-samples/method-plan.ts';
import type { CodeSampleInput } from '../code-samples/types.ts';
import { valueLiteral } from '../code-samples/value-literals.ts';
import type { TryItView } from '../page-data.ts';

/** The panel's data, or undefined when the RPC has no REST binding (the panel speaks REST only). */
export function tryItView(input: Pick<CodeSampleInput, 'service' | 'method' | 'sub'>): TryItView | undefined {
  const binding = input.method.rest[0];
  if (!binding) return undefined;
  const plan = methodPlan(input, 'minimal');
  const minimal = JSON.parse(valueLiteral({ kind: 'message', message: plan }, 'json', input.sub.package, '')) as Record<
    string,
    unknown
  >;
  return { minimal, body: binding.body, changesState: changesState(input.method) };
}

/**
 * Whether a call may change the node: any permission beyond `read` (lnd's `offchain:write`,
 * `invoices:write`, ...), or an entry that names no permission at all (any macaroon of the
 * daemon may call it, so the tables do not say it only reads). Whitelisted RPCs (no macaroon)
 * and unknown tables count as changing too unless their name says they read: a wrong "safe"
 * is worse than one confirmation too many.
 */
function changesState(method: Pick<MethodModel, 'permissions' | 'name'>): boolean {
  const p = method.permissions;
  if (p?.status === 'required') return p.ops.some((op) => op.action !== 'read');
  return !/^(Get|List|Describe|Query|Lookup|Fetch|Estimate|Subscribe|Track|Check|Verify|Decode|Status)/.test(
    method.name,
  );
}
