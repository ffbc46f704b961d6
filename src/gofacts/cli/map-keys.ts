/**
 * The keys a map local gets in a loop: `for _, feature := range features { featureMap[feature] = ... }`
 * (litcli autopilot add builds its request's `features` map keyed by each `--feature`). The
 * CLI input analysis binds the map field to the sources of what the loop ranges over.
 */
import type { SyntaxNode } from '@lezer/common';
import { type GoFile, textOf } from '../go-file.ts';
import { descendants } from '../go-program.ts';
import { type CondExpr, parseCondExpr } from '../go-cond.ts';

/** What each `name[key] = value` in the body ranges its key over (the loop's `range` expression), with where it is. */
export function mapKeyRanges(file: GoFile, body: SyntaxNode, name: string): { over: CondExpr; at: number }[] {
  const found: { over: CondExpr; at: number }[] = [];
  for (const assignment of descendants(body, 'Assignment')) {
    const target = assignment.firstChild;
    if (target?.name !== 'IndexExpr') continue;
    const [map, key] = target.getChildren('VariableName');
    if (!map || !key || textOf(file, map) !== name || key.from < map.to) continue;
    const clause = enclosingRange(file, assignment, textOf(file, key));
    const over = clause?.lastChild;
    if (over) found.push({ over: parseCondExpr(textOf(file, over)), at: clause!.from });
  }
  return found;
}

/** The `for ... range` clause around a node whose value variable (or sole variable) is `name`. */
function enclosingRange(file: GoFile, node: SyntaxNode, name: string): SyntaxNode | null {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.name === 'FunctionLiteral' || parent.name === 'FunctionDecl') return null;
    const clause = parent.name === 'ForStatement' ? parent.getChild('RangeClause') : null;
    if (!clause) continue;
    const names = clause.getChildren('DefName');
    const value = names.length === 2 ? names[1] : names[0];
    if (value && textOf(file, value) === name) return clause;
  }
  return null;
}
