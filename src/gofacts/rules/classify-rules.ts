/**
 * What kind of rule a request guard is, from the shape of the condition under which the
 * handler returns its error (a conjunction of facts about request fields):
 *
 *   - `required`: one field not set (`if req.Name == "" { return err }`);
 *   - `one-of`: several fields none of which is set (a scope, an expiry or a destination);
 *   - `range`: one comparison with a number or a Go constant (`amt < funding.MinChanFundingSize`),
 *     the other facts its `when`; `values`: `x != a && x != b`, the values allowed;
 *   - `requires`: some fields set and others not (`group_key` set, `grouped_asset` false); of
 *     the fields not set, those whose setting another guard of the RPC refuses (setting
 *     `new_grouped_asset` with `group_key`) are left out: they are what the other guards decide;
 *   - `excludes`: fields set together (`dest` with `account`), when no field left unset would help.
 *
 * Anything else (an or of ands, two comparisons, a field compared with another) is no rule.
 */
import {
  type CompareOp,
  type RequestRule,
  type RuleFact,
  type RuleTerm,
  breaksRule,
  oppositeOp,
} from '../../shared/request-rules.ts';
import { type GuardCond, type GuardFact, renderGuards } from '../errors/request-conditions.ts';
import type { GuardSite } from './guard-sites.ts';

/** The rule of each guard site that is one (same order), or null where a guard is none. */
export function classifySites(sites: GuardSite[]): (RequestRule | null)[] {
  const violations = sites.map((s) => termsOf(s.conds));
  // Each guard reduced against the others, the earlier ones already reduced (a reduced guard refuses no less).
  const reduced = [...violations];
  return sites.map((site, i) => {
    const terms = violations[i];
    if (!terms) return null;
    const others = reduced.filter((v, j): v is RuleTerm[] => j !== i && v !== null);
    const kept = withoutDecidedTerms(terms, others);
    reduced[i] = kept;
    const shape = shapeOf(
      site.conds.filter((_, k) => kept.includes(terms[k]!)),
      kept,
      others,
    );
    return shape ? { ...shape, violation: terms, message: site.message, code: site.code, via: site.via } : null;
  });
}

/**
 * The terms without those another guard decides: a term t goes when "not t" with the remaining
 * terms is another guard's whole violation, so a request breaking the rest is refused either way
 * (a switch's earlier cases: "local key desc not set" needs `remote_key` set only because "remote
 * key not set" comes first). Dropped one at a time, each against what remains, so two terms never
 * excuse each other.
 */
function withoutDecidedTerms(terms: RuleTerm[], others: RuleTerm[][]): RuleTerm[] {
  const key = (t: RuleTerm) => JSON.stringify(t);
  let kept = terms;
  for (const term of terms) {
    if ('any' in term) continue;
    const rest = kept.filter((t) => t !== term);
    const opposite = key({ ...term, negated: !term.negated });
    const allowed = new Set([opposite, ...rest.map(key)]);
    if (
      rest.length > 0 &&
      others.some((w) => w.every((t) => allowed.has(key(t))) && w.some((t) => key(t) === opposite))
    )
      kept = rest;
  }
  return kept;
}

type Shape = Pick<RequestRule, 'kind' | 'fields' | 'others' | 'bound' | 'values' | 'when'>;

/** The conjuncts as rule terms: facts and ors of facts; null for anything deeper. */
function termsOf(conds: GuardCond[]): RuleTerm[] | null {
  const terms: RuleTerm[] = [];
  for (const cond of conds) {
    if (cond.kind === 'fact') terms.push(factOf(cond));
    else if (cond.kind === 'or' && cond.parts.every((p) => p.kind === 'fact'))
      terms.push({ any: cond.parts.map((p) => factOf(p as GuardFact)) });
    else return null;
  }
  return terms;
}

function factOf(cond: GuardFact): RuleFact {
  return { field: cond.field, test: cond.test, negated: !cond.positive };
}

const isPresence = (f: RuleFact) => f.test.kind === 'set' || f.test.kind === 'true';
const unsetFact = (t: RuleTerm): t is RuleFact => !('any' in t) && isPresence(t) && t.negated;
const setTerm = (t: RuleTerm) =>
  'any' in t ? t.any.every((f) => isPresence(f) && !f.negated) : isPresence(t) && !t.negated;
const compareFact = (t: RuleTerm): t is RuleFact & { test: { kind: 'compare' } } =>
  !('any' in t) && t.test.kind === 'compare';
const fieldsOf = (t: RuleTerm) => ('any' in t ? t.any.map((f) => f.field) : [t.field]);

function shapeOf(conds: GuardCond[], terms: RuleTerm[], others: RuleTerm[][]): Shape | null {
  const compares = terms.filter(compareFact);
  const none = { others: [], bound: null, values: [], when: null };
  if (compares.length > 0) return comparisonShape(conds, terms, compares);
  if (terms.some((t) => !unsetFact(t) && !setTerm(t))) return null;
  // A message set because a field inside it is tested says nothing of its own (`chan_point_shim` of `chan_point_shim.remote_key`).
  const inner = terms.filter(
    (t) => 'any' in t || !terms.some((o) => fieldsOf(o).some((f) => f.startsWith(`${t.field}.`))),
  );
  const unset = inner.filter(unsetFact);
  const set = inner.filter(setTerm);
  if (set.length === 0)
    return unset.length === 1
      ? { kind: 'required', fields: [unset[0]!.field], ...none }
      : { kind: 'one-of', fields: unset.map((f) => f.field), ...none };
  const triggers = set.flatMap(fieldsOf);
  const needed = unset.filter((f) => !refusedWith(f.field, set, others)).map((f) => f.field);
  if (needed.length > 0) return { kind: 'requires', fields: triggers, ...none, others: needed };
  if (set.length < 2) return null;
  // The innermost guard is read last: with more than two fields set, the last two exclude each other under the rest.
  const pair = set.slice(-2);
  const rest = conds.filter((_, i) => inner.includes(terms[i]!) && !pair.includes(terms[i]!));
  return {
    kind: 'excludes',
    fields: fieldsOf(pair[0]!),
    ...none,
    others: fieldsOf(pair[1]!),
    when: rest.length > 0 ? renderGuards(rest) : null,
  };
}

/** `range` (one comparison, the rest its `when`) or `values` (`x != a && x != b` on one field). */
function comparisonShape(
  conds: GuardCond[],
  terms: RuleTerm[],
  compares: (RuleFact & { test: { kind: 'compare' } })[],
): Shape | null {
  const field = compares[0]!.field;
  if (compares.some((c) => c.field !== field)) return null;
  const effective = (c: (typeof compares)[number]): CompareOp => (c.negated ? oppositeOp(c.test.op) : c.test.op);
  // `x != 0 && x != 1`: the zero test reads as "set", which for a number is `!= 0`.
  const sameField = terms.every((t) => !('any' in t) && t.field === field);
  const isNot = (t: RuleTerm) =>
    !('any' in t) && (compareFact(t) ? effective(t) === '!=' : t.test.kind === 'set' && !t.negated);
  if (compares.length > 1 || (terms.length > 1 && sameField)) {
    if (!sameField || !terms.every(isNot)) return null;
    return {
      kind: 'values',
      fields: [field],
      others: [],
      bound: null,
      values: terms.map((t) => (compareFact(t) ? String(t.test.value) : '0')).sort(),
      when: null,
    };
  }
  const only = compares[0]!;
  // "`max_payments` is set" beside `max_payments > 50` adds nothing a reader needs.
  const rest = conds.filter((c) => c.kind !== 'fact' || c.field !== field);
  return {
    kind: 'range',
    fields: [field],
    others: [],
    bound: { op: oppositeOp(effective(only)), value: only.test.value, constant: only.test.constant },
    values: [],
    when: rest.length > 0 ? renderGuards(rest) : null,
  };
}

/**
 * Whether setting `field` alongside the set terms breaks a guard that the set terms alone do not
 * (MintAsset: `new_grouped_asset` with `group_key` is "must not create new grouped asset to
 * specify an existing group"), so it is no way to meet this guard.
 */
function refusedWith(field: string, set: RuleTerm[], others: RuleTerm[][]): boolean {
  const base = set.map((t) => fieldsOf(t)[0]!);
  const before = requestWith(base);
  const after = requestWith([...base, field]);
  // A message set because a field inside it is tested is no reason of its own.
  const setIn = (violation: RuleTerm[]) =>
    violation.some((t) => setTerm(t) && fieldsOf(t).includes(field)) &&
    !violation.some((t) => fieldsOf(t).some((f) => f.startsWith(`${field}.`)));
  return others.some(
    (violation) => setIn(violation) && breaksRule({ violation }, after) && !breaksRule({ violation }, before),
  );
}

/** A request object with the given proto paths set (to 1: set, true and non-zero alike). */
function requestWith(paths: string[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const path of paths) {
    const names = path.split('.');
    let at = root;
    for (const name of names.slice(0, -1)) {
      const next = at[name];
      at = (at[name] = typeof next === 'object' && next !== null ? next : {}) as Record<string, unknown>;
    }
    at[names.at(-1)!] = 1;
  }
  return root;
}
