/**
 * Where a local variable's value comes from: a helper's parameter stands for the caller's
 * argument; any other local for what each of its assignments wrote, read by the assignment rules
 * (the range over the arguments, JSON decoded into it, an item of a list, one of a call's
 * results, a `switch` on a text picking a constant, or the value assigned).
 */
import { type GoRule, firstAnswer } from '../go-rules.ts';
import { paramOf } from './action-scope.ts';
import type { Assignment, CliReader, Scope, Source, SourceRule } from './input-types.ts';
import { switchPick } from './switch-picks.ts';
import { spreadSlot } from './urfave-reads.ts';

/** A question to the assignment rules: one write of the local `name`. */
export interface AssignmentQuery {
  name: string;
  assignment: Assignment;
  scope: Scope;
  /** What the reading has followed, this local included. */
  seen: Set<string>;
  reader: CliReader;
}

/** The assignment rules, in the order they are tried (the last answers for any write). */
export const ASSIGNMENT_RULES: readonly GoRule<AssignmentQuery, Source[]>[] = [
  {
    name: 'range over the arguments',
    example: 'for _, tx := range ctx.Args() {\n\trawTx := tx',
    apply: ({ assignment: a, scope }) => {
      const slot = a.item ? spreadSlot(a.value, scope, a.at) : null;
      return slot === null ? null : [{ kind: 'arg', slot, spread: true }];
    },
  },
  {
    name: 'decoded JSON',
    // JSON decoded into a declared struct: the whole text, at its root.
    example:
      'var channels []*channelJSON\nerr := json.Unmarshal([]byte(ctx.String("channels")), &channels)\nlist := channels',
    apply: ({ name, assignment: a, scope, seen, reader }) =>
      a.json
        ? reader
            .sources(a.value, scope, a.at, seen)
            .map((s) => ({ ...s, json: { path: '', type: scope.types.get(name) ?? '' } }))
        : null,
  },
  {
    name: 'item of a list',
    // An item of a list decoded from JSON: one level into it.
    example:
      'type channelJSON struct {\n\tNodePubkey string `json:"node_pubkey"`\n}\nvar channels []*channelJSON\nerr := json.Unmarshal([]byte(ctx.String("channels")), &channels)\nfor _, channel := range channels {\n\tpubKey := channel.NodePubkey',
    apply: ({ assignment: a, scope, seen, reader }) =>
      a.item
        ? reader
            .sources(a.value, scope, a.at, seen)
            .map((s) =>
              s.json ? { ...s, json: { path: `${s.json.path}[]`, type: s.json.type.replace(/^\[\]\*?/, '') } } : s,
            )
        : null,
  },
  {
    name: 'one of several results',
    example:
      'func parseIDOrLabel(ctx *cli.Context) (string, string, error) {\n\treturn ctx.String("id"), ctx.String("label"), nil\n}\nid, label, err := parseIDOrLabel(ctx)\nname := label',
    apply: ({ assignment: a, scope, seen, reader }) =>
      a.result > 0 && a.value.kind === 'call' ? reader.callSources(a.value, scope, a.at, seen, a.result) : null,
  },
  {
    name: 'switch on a text',
    example:
      'var addrType lnrpc.AddressType\nswitch ctx.String("type") {\ncase "p2tr":\n\taddrType = lnrpc.AddressType_TAPROOT_PUBKEY\n}\nkind := addrType',
    apply: ({ assignment: a, scope, seen, reader }) => {
      const picked = switchPick(scope.file, scope.body, a.at, a.value);
      return picked
        ? reader.sources(picked.tag, scope, picked.at, seen).map((s) => ({ ...s, choices: picked.choices }))
        : null;
    },
  },
  {
    name: 'assigned value',
    example: 'amt := ctx.Int64("amt")\nmsat := amt',
    apply: ({ assignment: a, scope, seen, reader }) => reader.sources(a.value, scope, a.at, seen),
  },
];

/** The value-source rules of names: a helper's parameter, then a local. */
export const LOCAL_SOURCE_RULES: readonly SourceRule[] = [
  {
    name: 'parameter value',
    example:
      'func withDefault(ctx *cli.Context, value string) string {\n\treturn value\n}\ndest := withDefault(ctx, ctx.String("dest"))',
    apply: ({ expr, scope, seen, reader }) => {
      const param = expr.kind === 'ident' && !seen.has(expr.name) ? paramOf(expr, scope) : null;
      return param ? reader.sources(param.value, param.scope, param.at) : null;
    },
  },
  {
    name: 'local variable',
    // A local written from itself (`amt = amt * 1000`) is followed once.
    example: 'dest := ctx.String("dest")\npubKey := dest',
    apply: ({ expr, scope, seen, reader }) => {
      if (expr.kind !== 'ident') return null;
      if (seen.has(expr.name)) return [];
      const next = new Set(seen).add(expr.name);
      return (scope.assigns.get(expr.name) ?? []).flatMap(
        (assignment) => firstAnswer(ASSIGNMENT_RULES, { name: expr.name, assignment, scope, seen: next, reader }) ?? [],
      );
    },
  },
];
