/**
 * The positional arguments an action reads, by slot (`args.First()` after n `args.Tail()`,
 * `ctx.Args().Get(n)`, `args[n]`, a `range` over them from a slot on), named after the
 * variable read into, with the flags that stand in for each (`case ctx.IsSet("dest"): ...
 * case args.Present(): dest = args.First()`).
 */
import type { CliPositionalModel } from '../../proto/cli-model-types.ts';
import { parseCondExpr } from '../go-cond.ts';
import { textOf } from '../go-file.ts';
import { descendants } from '../go-program.ts';
import { assignedName } from '../go-statements.ts';
import { helperCalls, scopeKey } from './action-scope.ts';
import type { CliReader, Scope } from './input-types.ts';
import { negatedFlags, pathCondition } from './path-conditions.ts';
import { slotOf, spreadSlot } from './urfave-reads.ts';

/** The positional arguments a scope (and the helpers it hands the context to) reads, by slot. */
export function positionalArguments(reader: CliReader, scope: Scope): CliPositionalModel[] {
  const bySlot = new Map<number, CliPositionalModel>();
  const visit = (s: Scope, seen: Set<string>) => {
    if (seen.has(scopeKey(s))) return;
    seen.add(scopeKey(s));
    for (const node of [...descendants(s.body, 'CallExpr'), ...descendants(s.body, 'IndexExpr')]) {
      const slot = slotOf(parseCondExpr(textOf(s.file, node)), s, node.from);
      if (slot === null) continue;
      const path = pathCondition(reader, node, s);
      const unless = path ? negatedFlags(path) : [];
      const existing = bySlot.get(slot);
      if (!existing)
        bySlot.set(slot, { slot, name: assignedName(node, s.file) ?? `arg${slot + 1}`, unlessFlags: unless });
      else existing.unlessFlags = existing.unlessFlags.filter((f) => unless.includes(f));
    }
    for (const node of descendants(s.body, 'RangeClause')) {
      const value = node.getChild('range')?.nextSibling;
      const slot = value ? spreadSlot(parseCondExpr(textOf(s.file, value)), s, node.from) : null;
      if (slot === null || bySlot.has(slot)) continue;
      const path = pathCondition(reader, node, s);
      bySlot.set(slot, { slot, name: `arg${slot + 1}`, unlessFlags: path ? negatedFlags(path) : [], spread: true });
    }
    for (const { helper } of helperCalls(reader.program, s)) visit(helper, seen);
  };
  visit(scope, new Set());
  return [...bySlot.values()].sort((a, b) => a.slot - b.slot);
}
