/** The planned request of a method: one plan per variant, shared by every language's sample. */
import { type PlannedMessage, type RequestVariant, planRequest } from './request-plan.ts';
import type { MethodModel } from '../../proto/model-types.ts';
import type { CodeSampleInput } from './types.ts';
import { flowFieldNames } from './sample-flow.ts';

/** The request plan of a method for a variant; fields its primary REST path carries are always set. */
export function methodPlan(
  { service, method }: Pick<CodeSampleInput, 'service' | 'method'>,
  variant: RequestVariant,
): PlannedMessage {
  const given = GIVEN_PLANS.get(method)?.[variant];
  if (given) return given;
  // Six writers plan the same request (the model is immutable once built): plan it once.
  const cached = PLANS.get(service)?.get(method)?.[variant];
  if (cached) return cached;
  const plan = planMethodRequest(service, method, variant);
  const byMethod = PLANS.get(service) ?? new WeakMap<MethodModel, Partial<Record<RequestVariant, PlannedMessage>>>();
  PLANS.set(service, byMethod);
  byMethod.set(method, { ...byMethod.get(method), [variant]: plan });
  return plan;
}

/**
 * A copy of a method whose requests are given instead of planned: every writer, and the
 * sample tests' expected request, then read them through methodPlan (an upgrade's "after"
 * samples send the old request's fields mapped onto the successor, src/site/upgrading/).
 */
export function withGivenPlans(method: MethodModel, plans: Record<RequestVariant, PlannedMessage>): MethodModel {
  const copy = { ...method };
  GIVEN_PLANS.set(copy, plans);
  return copy;
}

const GIVEN_PLANS = new WeakMap<MethodModel, Record<RequestVariant, PlannedMessage>>();

const PLANS = new WeakMap<
  CodeSampleInput['service'],
  WeakMap<MethodModel, Partial<Record<RequestVariant, PlannedMessage>>>
>();

function planMethodRequest(
  service: CodeSampleInput['service'],
  method: MethodModel,
  variant: RequestVariant,
): PlannedMessage {
  const message = service.messages[method.requestType];
  if (!message) return { fullName: method.requestType, entries: [] };
  const binding = method.rest[0];
  const pathFields = binding ? [...binding.path.matchAll(/\{([^}=]+)/g)].map((m) => m[1]!.trim()) : [];
  return planRequest(message, variant, service, pathFields, method.requestRules ?? []);
}

/**
 * The request the gRPC and REST samples write: the plan without the fields the CLI's flow computes
 * (loop out's limits from the quote), which they compute in code (sample-flow.ts). The CLI sample
 * keeps them: a flag of the CLI may set one over what it computes (`--max_swap_routing_fee`).
 */
export function codePlan(input: Pick<CodeSampleInput, 'service' | 'method'>, variant: RequestVariant): PlannedMessage {
  const plan = methodPlan(input, variant);
  const computed = flowFieldNames(input.service, input.method, plan);
  if (computed.size === 0) return plan;
  const cached = CODE_PLANS.get(plan);
  if (cached) return cached;
  const without = { ...plan, entries: plan.entries.filter((e) => !computed.has(e.field.name)) };
  CODE_PLANS.set(plan, without);
  return without;
}

const CODE_PLANS = new WeakMap<PlannedMessage, PlannedMessage>();
