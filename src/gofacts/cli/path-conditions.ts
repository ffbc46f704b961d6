/**
 * The condition under which a statement of an action runs: the `if`s and tagless `switch` cases
 * around it, and the early returns before it (`if cond { ...; return }` leaves `!cond`), as a
 * condition on the arguments; and small operations on such conditions.
 */
import type { SyntaxNode } from '@lezer/common';
import type { CliCondition } from '../../proto/cli-model-types.ts';
import { parseCondExpr } from '../go-cond.ts';
import { textOf } from '../go-file.ts';
import { caseTests, conditionNode, namedBefore } from '../go-statements.ts';
import { earlyReturnConditions } from './early-returns.ts';
import type { CliReader, Scope } from './input-types.ts';

/** The condition under which a node of the body runs (ifs and tagless switches around it); null inside a closure. */
export function pathCondition(
  reader: CliReader,
  node: SyntaxNode,
  scope: Scope,
  afterEarlyReturns = true,
): CliCondition | null {
  const terms: CliCondition[] = [];
  let child = node;
  for (
    let parent = node.parent;
    parent && !(parent.from === scope.body.from && parent.to === scope.body.to && parent.name === scope.body.name);
    child = parent, parent = parent.parent
  ) {
    if (parent.name === 'FunctionLiteral') return null;
    if (parent.name === 'IfStatement') {
      const term = ifTerm(reader, parent, child, scope);
      if (term) terms.push(term);
    } else if (parent.name === 'SwitchBlock' && parent.parent?.name === 'SwitchStatement') {
      terms.push(caseCondition(reader, parent, child, scope));
    } else if (parent.name === 'SwitchBlock') {
      terms.push({ kind: 'unknown', text: 'type switch' });
    }
  }
  // After `if cond { ...; return }` only !cond runs on; a condition on anything but the arguments (`err != nil`) is no check of them.
  const earlier: CliCondition[] = [];
  for (const condNode of afterEarlyReturns ? earlyReturnConditions(node, scope.body, conditionNode) : []) {
    const cond = reader.condition(parseCondExpr(textOf(scope.file, condNode)), scope, condNode.from);
    if (!hasUnknown(cond)) earlier.unshift({ kind: 'not', term: cond });
  }
  return { kind: 'and', terms: [...earlier, ...terms.reverse()] };
}

/** What an `if` says of a statement in it: its condition in the first block, the negation after it (`else`), nothing in the condition itself. */
function ifTerm(reader: CliReader, ifNode: SyntaxNode, child: SyntaxNode, scope: Scope): CliCondition | null {
  const block = ifNode.getChildren('Block')[0];
  const condNode = conditionNode(ifNode);
  if (!condNode || !block) return null;
  const cond = reader.condition(parseCondExpr(textOf(scope.file, condNode)), scope, condNode.from);
  if (child.from >= block.from && child.to <= block.to) return cond;
  if (child.from > block.to) return { kind: 'not', term: cond };
  return null;
}

/** The condition of the case a statement of a switch sits in. */
function caseCondition(reader: CliReader, block: SyntaxNode, statement: SyntaxNode, scope: Scope): CliCondition {
  const switchNode = block.parent!;
  const tagged = namedBefore(switchNode, block).some((n) => n.name !== 'switch');
  if (tagged) return { kind: 'unknown', text: textOf(scope.file, switchNode).split('{')[0]!.trim() };
  const caseExprs = block.getChildren('Case').map((c) => {
    const terms = caseTests(c).map((e) => reader.condition(parseCondExpr(textOf(scope.file, e)), scope, e.from));
    return { isDefault: c.getChild('default') !== null, cond: { kind: 'or', terms } as CliCondition, from: c.from };
  });
  const index = caseExprs.findLastIndex((c) => c.from <= statement.from);
  if (index < 0) return { kind: 'unknown', text: 'switch' };
  const current = caseExprs[index]!;
  const earlier = current.isDefault
    ? caseExprs.filter((c) => !c.isDefault)
    : caseExprs.slice(0, index).filter((c) => !c.isDefault);
  return {
    kind: 'and',
    terms: [
      ...(current.isDefault ? [] : [current.cond]),
      ...earlier.map((c): CliCondition => ({ kind: 'not', term: c.cond })),
    ],
  };
}

/**
 * The condition on flags alone around a statement (the `if`s and `switch` cases it sits in, not
 * the early returns before it, which check other inputs); null when there is none or it tests more than flags.
 */
export function flagsAround(reader: CliReader, scope: Scope, at: number): CliCondition | null {
  const path = pathCondition(reader, scope.body.resolveInner(at, 1), scope, false);
  const cond = path ? simplify(path) : null;
  return !cond || (cond.kind === 'and' && cond.terms.length === 0) || !onFlagsOnly(cond) ? null : cond;
}

/** Whether a condition tests flags only (no arguments, counts or unread Go). */
function onFlagsOnly(cond: CliCondition): boolean {
  if (cond.kind === 'and' || cond.kind === 'or') return cond.terms.every(onFlagsOnly);
  if (cond.kind === 'not') return onFlagsOnly(cond.term);
  return cond.kind === 'flag';
}

/** Flags a condition requires not to be given (`!ctx.IsSet("dest")` in its top-level conjunction). */
export function negatedFlags(cond: CliCondition): string[] {
  if (cond.kind === 'and') return cond.terms.flatMap(negatedFlags);
  if (cond.kind === 'not') {
    if (cond.term.kind === 'flag') return [cond.term.flag];
    if (cond.term.kind === 'or') return cond.term.terms.flatMap((t) => (t.kind === 'flag' ? [t.flag] : []));
  }
  return [];
}

function hasUnknown(cond: CliCondition): boolean {
  if (cond.kind === 'and' || cond.kind === 'or') return cond.terms.some(hasUnknown);
  if (cond.kind === 'not') return hasUnknown(cond.term);
  return cond.kind === 'unknown';
}

/** Flattens nested conjunctions and drops empty ones. */
export function simplify(cond: CliCondition): CliCondition {
  if (cond.kind === 'and' || cond.kind === 'or') {
    const terms = cond.terms
      .map(simplify)
      .flatMap((t) => (t.kind === cond.kind ? (t as { terms: CliCondition[] }).terms : [t]));
    return terms.length === 1 ? terms[0]! : { kind: cond.kind, terms };
  }
  if (cond.kind === 'not') return { kind: 'not', term: simplify(cond.term) };
  return cond;
}
