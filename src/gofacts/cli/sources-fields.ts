/**
 * Where a field's value comes from (`x.Field`): what the user types at a prompt
 * (`bufio.NewReader(os.Stdin)`), what was written to that field of a local or its literal
 * (`req.NodePubkey = ...`, `limits := getOutLimits(...)` then `limits.maxSwapRoutingFee = ...`
 * under a flag), or a field of a struct decoded from JSON (the key its json tag names).
 */
import type { CliCondition } from '../../proto/cli-model-types.ts';
import type { CondExpr } from '../go-cond.ts';
import { textOf } from '../go-file.ts';
import { descendants } from '../go-program.ts';
import { MAX_VALUE_STEPS, helperScope, isPackage, paramOf, returnValues, valueHelperScope } from './action-scope.ts';
import type { CliReader, Scope, Source, SourceRule } from './input-types.ts';
import { flagsAround, simplify } from './path-conditions.ts';
import { isStandardInput } from './standard-input.ts';

/** A composite literal, the scope it is written in and where. */
export interface LiteralAt {
  literal: CondExpr & { kind: 'composite' };
  scope: Scope;
  at: number;
}

/** The composite literal an expression stands for: itself, `&T{}`, a local bound to one, or what a helper returns. */
export function literalOf(
  reader: CliReader,
  expr: CondExpr,
  scope: Scope,
  at: number,
  depth: number,
): LiteralAt | null {
  if (depth > MAX_VALUE_STEPS) return null;
  if (expr.kind === 'composite') return { literal: expr, scope, at };
  if (expr.kind === 'unary' && expr.op === '&') return literalOf(reader, expr.operand, scope, at, depth + 1);
  const param = paramOf(expr, scope);
  if (param) return literalOf(reader, param.value, param.scope, param.at, depth + 1);
  if (expr.kind === 'ident') {
    const assigns = scope.assigns.get(expr.name) ?? [];
    return assigns.length === 1 ? literalOf(reader, assigns[0]!.value, scope, assigns[0]!.at, depth + 1) : null;
  }
  if (expr.kind !== 'call') return null;
  const helper = helperScope(reader.program, expr, scope, at) ?? valueHelperScope(reader.program, expr, scope, at);
  const found = helper
    ? returnValues(helper)
        .map((r) => literalOf(reader, r.value, helper, r.at, depth + 1))
        .filter((x) => x !== null)
    : [];
  return found.length === 1 ? found[0]! : null;
}

/**
 * The sources a struct's field got when the struct was made, given the writes to that field
 * after it (`limits := getOutLimits(amt, quote)`, then `if cmd.IsSet("max_swap_routing_fee")
 * { limits.maxSwapRoutingFee = ... }`): each such write under flags means the first value
 * stands only when those flags are not given. A later write under anything else leaves them unchanged.
 */
function writtenOverUnless(
  reader: CliReader,
  sources: Source[],
  variable: string,
  key: string,
  scope: Scope,
): Source[] {
  const made = scope.assigns.get(variable)?.[0]?.at;
  if (made === undefined) return sources;
  const later = (scope.assigns.get(key) ?? []).filter((a) => a.at > made).map((a) => flagsAround(reader, scope, a.at));
  if (later.length === 0 || later.some((c) => c === null)) return sources;
  const stands: CliCondition = {
    kind: 'not',
    term: later.length === 1 ? later[0]! : { kind: 'or', terms: later as CliCondition[] },
  };
  return sources.map((s) => ({
    ...s,
    inputWhen: s.inputWhen ? simplify({ kind: 'and', terms: [s.inputWhen, stands] }) : stands,
  }));
}

/** The json key and Go type of a field of a package struct type (`NodePubkey string \`json:"node_pubkey,omitempty"\``), or null. */
function jsonKey(reader: CliReader, type: string, field: string, scope: Scope): { name: string; type: string } | null {
  const decl = reader.program.activeDecl(reader.program.packageOf(scope.file), type.replace(/^\*/, ''));
  if (decl?.kind !== 'type') return null;
  for (const fieldDecl of descendants(decl.node, 'FieldDecl')) {
    const nameNode = fieldDecl.getChild('FieldName');
    if (nameNode === null || textOf(decl.file, nameNode) !== field) continue;
    const tag = fieldDecl.getChild('String') ?? fieldDecl.getChild('RawString');
    const typeNode = nameNode.nextSibling;
    const name = tag ? /(?:^|\s)json:"([^",]*)/.exec(textOf(decl.file, tag).slice(1, -1))?.[1] : undefined;
    // encoding/json matches a key without a tag by the field's name.
    return { name: name || field, type: typeNode && typeNode !== tag ? textOf(decl.file, typeNode) : '' };
  }
  return null;
}

/** `x.Field` on a local: the key the reading marks as followed. */
function fieldKey(expr: CondExpr & { kind: 'selector' }): string | null {
  return expr.target.kind === 'ident' ? `${expr.target.name}.${expr.field}` : null;
}

/** The value-source rules of field selections, in the order they are tried (the last answers for any). */
export const FIELD_SOURCE_RULES: readonly SourceRule[] = [
  {
    name: 'standard input',
    example: "reader := bufio.NewReader(os.Stdin)\npw, _ := reader.ReadString('\\n')",
    apply: ({ expr, scope, at }) =>
      expr.kind === 'selector' &&
      expr.target.kind === 'ident' &&
      isStandardInput(scope.file, expr.target.name, expr.field) &&
      isPackage(expr.target, scope, at)
        ? [{ kind: 'prompt' }]
        : null,
  },
  {
    name: 'written field',
    // What was written to that field (`req.NodePubkey = ...`) and what its literal gave it, not what was written to the whole.
    example: 'req := &lnrpc.ConnectPeerRequest{}\nreq.Perm = ctx.Bool("perm")\nperm := req.Perm',
    apply: ({ expr, scope, at, seen, reader }) => {
      if (expr.kind !== 'selector' || expr.target.kind !== 'ident') return null;
      const key = `${expr.target.name}.${expr.field}`;
      if (seen.has(key)) return [];
      const next = new Set(seen).add(key);
      const written = (scope.assigns.get(key) ?? []).flatMap((a) => reader.sources(a.value, scope, a.at, next));
      const literal = literalOf(reader, expr.target, scope, at, 0);
      const inLiteral = literal?.literal.fields.find((f) => f.key === expr.field);
      const fromLiteral =
        literal && inLiteral
          ? writtenOverUnless(
              reader,
              reader.sources(inLiteral.value, literal.scope, literal.at, next),
              expr.target.name,
              key,
              scope,
            )
          : [];
      if (literal) return [...written, ...fromLiteral];
      return written.length > 0 ? written : null;
    },
  },
  {
    name: 'field of decoded JSON',
    // A field of a struct decoded from JSON: the key its json tag names (any other field: its struct's sources).
    example:
      'type channelJSON struct {\n\tNodePubkey string `json:"node_pubkey"`\n}\nvar channel channelJSON\nerr := json.Unmarshal([]byte(ctx.String("channel")), &channel)\npubKey := channel.NodePubkey',
    apply: ({ expr, scope, at, seen, reader }) => {
      if (expr.kind !== 'selector') return null;
      const key = fieldKey(expr);
      const next = key ? new Set(seen).add(key) : seen;
      return reader.sources(expr.target, scope, at, next).flatMap((s) => {
        if (!s.json) return [s];
        const found = jsonKey(reader, s.json.type, expr.field, scope);
        return found ? [{ ...s, json: { path: `${s.json.path}.${found.name}`, type: found.type } }] : [];
      });
    },
  },
];
