/**
 * The early returns a statement of a Go function body sits after: an `if` without `else`
 * whose block ends in `return` (lncli exportchanbackup's `if chanPointStr != "" { ...; return nil }`)
 * means everything after it in the same block runs only when its condition was false. The
 * CLI input analysis adds those negated conditions to the path of a guard or argument read.
 */
import type { SyntaxNode } from '@lezer/common';

/** The condition nodes of the `if`s before `node` (in each block around it, up to `body`) that always return. */
export function earlyReturnConditions(
  node: SyntaxNode,
  body: SyntaxNode,
  conditionOf: (ifNode: SyntaxNode) => SyntaxNode | null,
): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  let child: SyntaxNode = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'FunctionLiteral') break;
    if (parent.name === 'Block') {
      for (let sibling = child.prevSibling; sibling; sibling = sibling.prevSibling) {
        if (sibling.name !== 'IfStatement' || !alwaysReturns(sibling)) continue;
        const cond = conditionOf(sibling);
        if (cond) found.push(cond);
      }
    }
    if (parent.from === body.from && parent.to === body.to && parent.name === body.name) break;
  }
  return found;
}

/** An `if` without `else` whose block's last statement is a `return`. */
function alwaysReturns(ifNode: SyntaxNode): boolean {
  if (ifNode.getChild('else')) return false;
  const block = ifNode.getChild('Block');
  let last = block?.lastChild ?? null;
  while (last && (last.name === '}' || last.name.endsWith('Comment'))) last = last.prevSibling;
  return last?.name === 'ReturnStatement';
}

/** Statements whose body may not run, or may run in another order than the lines read. */
const BRANCHING = new Set([
  'IfStatement',
  'SwitchStatement',
  'TypeSwitchStatement',
  'ForStatement',
  'SelectStatement',
  'FunctionLiteral',
]);

/**
 * True when `node` sits in a branch (an `if`, `switch` case, loop or closure, up to `body`):
 * a check after it in the text need not run after it (lncli exportchanbackup's single-channel
 * call, made and returned from before its "--all must be set" check; deletepayments' calls in
 * `switch` cases before the `default` error).
 */
export function inBranch(node: SyntaxNode, body: SyntaxNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.from === body.from && parent.to === body.to && parent.name === body.name) return false;
    if (BRANCHING.has(parent.name)) return true;
  }
  return false;
}
