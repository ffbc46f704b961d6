/**
 * Request rules read from the daemons' handlers (src/gofacts/rules/): what a request must
 * satisfy before the handler does anything, each kept with the condition under which the
 * handler returns its error (`violation`, plain data). Whoever holds a request (the minimal
 * sample plan, the stub daemons of the sample tests) asks `breaksRule` whether the handler
 * would refuse it; a field is read by its proto path (`asset.group_key`) from an object keyed
 * by proto field names (or their lowerCamel JSON names), as proto3 JSON and proto-loader give.
 */
import type { GrpcCodeName } from './error-kinds.ts';

/** How a fact tests a field: set (non-zero, non-empty, present), true (a bool), or compared with a number. */
export type RuleTest =
  | { kind: 'set' }
  | { kind: 'true' }
  | { kind: 'compare'; op: CompareOp; value: number; constant: string | null }
  | { kind: 'equals'; value: string };

export type CompareOp = '<' | '<=' | '>' | '>=' | '==' | '!=';

/** One fact about a request field; `negated` turns it into its opposite ("not set", "false", ">=" for "<"). */
export interface RuleFact {
  field: string;
  test: RuleTest;
  negated: boolean;
}

/** A term of a violation: a fact, or any of several facts. */
export type RuleTerm = RuleFact | { any: RuleFact[] };

export type RequestRuleKind = 'required' | 'one-of' | 'requires' | 'excludes' | 'range' | 'values';

/** One rule of an RPC's request. */
export interface RequestRule {
  kind: RequestRuleKind;
  /** The fields the rule is about (shown on each): the required one, the group, the ones that need or exclude others. */
  fields: string[];
  /** `requires`: one of these is needed with `fields`; `excludes`: none of these may be set with them. */
  others: string[];
  /** `range`: the side allowed ("at least 20000"), with the Go constant it is written as. */
  bound: { op: CompareOp; value: number; constant: string | null } | null;
  /** `values`: the values allowed. */
  values: string[];
  /** Further conditions the rule applies under, in words ("`fund_max` is false"), or null. */
  when: string | null;
  /** The handler returns its error when every term holds. */
  violation: RuleTerm[];
  /** The error's template, as the error reading writes it ("must set grouped asset to mint into a specific group"). */
  message: string;
  code: GrpcCodeName;
  /** The helpers between the handler and the guard, outermost first (empty when the handler holds it). */
  via: string[];
}

/** A field's value by proto path, from an object keyed by proto names or lowerCamel JSON names. */
export function fieldValue(request: unknown, path: string): unknown {
  let at: unknown = request;
  for (const name of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    const record = at as Record<string, unknown>;
    at = name in record ? record[name] : record[lowerCamel(name)];
  }
  return at;
}

function lowerCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Whether a value is set as proto3 and Go see it: not zero, not empty, a message present. */
export function isSet(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '' || value === 0) return false;
  if (typeof value === 'bigint') return value !== 0n;
  if (typeof value === 'string' && /^-?0+(?:\.0*)?$/.test(value)) return false;
  if (Array.isArray(value) || value instanceof Uint8Array) return value.length > 0;
  return true;
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return 0;
}

/** Whether one fact holds of a request. */
export function factHolds(fact: RuleFact, request: unknown): boolean {
  const value = fieldValue(request, fact.field);
  const { test } = fact;
  let holds: boolean;
  if (test.kind === 'set' || test.kind === 'true') holds = isSet(value);
  else if (test.kind === 'equals') holds = String(value ?? '') === test.value;
  else holds = compare(numberOf(value), test.op, test.value);
  return holds !== fact.negated;
}

export function compare(left: number, op: CompareOp, right: number): boolean {
  switch (op) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '==':
      return left === right;
    case '!=':
      return left !== right;
  }
}

/** The opposite comparison (`<` for `>=`). */
export function oppositeOp(op: CompareOp): CompareOp {
  return ({ '<': '>=', '<=': '>', '>': '<=', '>=': '<', '==': '!=', '!=': '==' } as const)[op];
}

/** Whether the handler would return the rule's error for this request. */
export function breaksRule(rule: Pick<RequestRule, 'violation'>, request: unknown): boolean {
  return rule.violation.every((term) =>
    'any' in term ? term.any.some((f) => factHolds(f, request)) : factHolds(term, request),
  );
}

/** The first rule the request breaks, or null. */
export function firstBrokenRule<R extends Pick<RequestRule, 'violation'>>(
  rules: readonly R[],
  request: unknown,
): R | null {
  return rules.find((rule) => breaksRule(rule, request)) ?? null;
}
