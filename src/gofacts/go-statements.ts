/**
 * Where a node sits among Go statements, for readers that follow a function body: the `if`'s
 * condition, the `switch` case a statement runs in, closures, the variable a value is assigned to.
 */
import type { SyntaxNode } from '@lezer/common';
import { type GoFile, textOf } from './go-file.ts';

/** Every child node, punctuation included (comments left out). */
export function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) if (!c.name.endsWith('Comment')) out.push(c);
  return out;
}

/** The named nodes of a parent before a child (a switch's keyword and tag before its block). */
export function namedBefore(parent: SyntaxNode, child: SyntaxNode): SyntaxNode[] {
  return childrenOf(parent).filter((n) => n.to <= child.from && /^[A-Za-z]/.test(n.name));
}

/** The condition expression of an if statement: the last expression before its block. */
export function conditionNode(ifNode: SyntaxNode): SyntaxNode | null {
  const block = ifNode.getChild('Block');
  const before = childrenOf(ifNode).filter((n) => block && n.to <= block.from && !['if', ';'].includes(n.name));
  const last = before.at(-1);
  return last && !['VarDecl', 'Assignment', 'ExprStatement', 'SimpleStatement'].includes(last.name) ? last : null;
}

/** Whether a statement sits in the `default:` clause of the switch around it. */
export function inDefaultCase(node: SyntaxNode): boolean {
  for (let at: SyntaxNode | null = node; at; at = at.parent) {
    if (at.parent?.name !== 'SwitchBlock') continue;
    const clause = at.parent.getChildren('Case').findLast((c) => c.from <= at!.from);
    return clause?.getChild('default') !== null && clause !== undefined;
  }
  return false;
}

/** Whether a node sits in a function literal inside a body. */
export function insideClosure(node: SyntaxNode, body: SyntaxNode): boolean {
  for (let p = node.parent; p && p.from >= body.from && !(p.from === body.from && p.to === body.to); p = p.parent)
    if (p.name === 'FunctionLiteral') return true;
  return false;
}

/** The variable a value is assigned to (`req := &lnrpc.X{...}`, `dest = args.First()`), or null. */
export function assignedName(node: SyntaxNode, file: GoFile): string | null {
  let p: SyntaxNode | null = node.parent;
  while (
    p &&
    (p.name === 'UnaryExp' || p.name === 'CallExpr' || p.name === 'Arguments' || p.name === 'ParenthesizedExpr')
  )
    p = p.parent;
  if (!p || !['VarDecl', 'Assignment', 'VarSpec'].includes(p.name)) return null;
  const target = p.firstChild;
  return target && (target.name === 'DefName' || target.name === 'VariableName') ? textOf(file, target) : null;
}

/** A statement directly in a case of a `switch` (no `if`, loop or closure between them), with the switch and the case. */
export interface SwitchCase {
  statement: SyntaxNode;
  switchNode: SyntaxNode;
  block: SyntaxNode;
  /** The `case ...:` (or `default:`) clause the statement runs under, if any. */
  clause: SyntaxNode | undefined;
}

/** The switch case the statement at an offset of a body runs in directly, or null. */
export function switchCaseAt(body: SyntaxNode, at: number): SwitchCase | null {
  let statement: SyntaxNode | null = body.resolveInner(at, 1);
  while (statement && statement.parent?.name !== 'SwitchBlock') {
    if (
      statement.parent === null ||
      statement.parent.from <= body.from ||
      /^(?:IfStatement|ForStatement|FunctionLiteral)$/.test(statement.parent.name)
    )
      return null;
    statement = statement.parent;
  }
  const block = statement?.parent;
  const switchNode = block?.parent;
  if (!statement || !block || switchNode?.name !== 'SwitchStatement') return null;
  const from = statement.from;
  return { statement, switchNode, block, clause: block.getChildren('Case').findLast((c) => c.from <= from) };
}

/** The expressions a case clause tests (`case "p2tr", "p2wkh":`), punctuation and keywords left out. */
export function caseTests(clause: SyntaxNode): SyntaxNode[] {
  return childrenOf(clause).filter((n) => !['case', 'default', ':', ','].includes(n.name));
}
