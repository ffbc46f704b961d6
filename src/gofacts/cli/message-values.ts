/**
 * Walks a request value into field bindings: a literal's fields (nested messages and oneof
 * wrappers into dotted paths), a message built field by field (`channelPoint.OutputIndex = ...`)
 * or returned by a helper, lists of messages (`[]*unirpc.Server{{Host: ...}}`, `append`,
 * `req.Channels[idx] = ...`), map fields filled in a loop, repeated messages built one item per
 * positional argument; each scalar's sources read by the value-source rules.
 */
import type { MessageModel } from '../../proto/model-types.ts';
import type { CondExpr } from '../go-cond.ts';
import { MAX_VALUE_STEPS, helperScope, paramOf, returnValues, valueHelperScope } from './action-scope.ts';
import { argumentItems } from './argument-items.ts';
import type { AddBinding, Argument, CliReader, Scope, Source } from './input-types.ts';
import { mapKeyRanges } from './map-keys.ts';
import { flagsAround } from './path-conditions.ts';
import { fieldOfGoName, fieldPath, goFieldName, goMessageName, isMessageType } from '../proto-go-names.ts';
import { literalOf } from './sources-fields.ts';

/** What a walk of request values carries: the reader, and the callback recording each field's sources. */
export interface Walk {
  reader: CliReader;
  add: AddBinding;
}

/** The fields of a request literal (nested literals and oneof wrappers followed into dotted paths). */
export function literalFields(
  walk: Walk,
  literal: CondExpr & { kind: 'composite' },
  message: MessageModel,
  prefix: string,
  scope: Scope,
  at: number,
  depth: number,
): void {
  for (const { key, value } of literal.fields) {
    if (key !== null) fieldValue(walk, message, key, value, prefix, scope, at, depth);
  }
}

/** One Go field of a message set to a value: a scalar's sources, a nested message's fields, or a oneof wrapper's member. */
export function fieldValue(
  walk: Walk,
  message: MessageModel,
  goName: string,
  value: CondExpr,
  prefix: string,
  scope: Scope,
  at: number,
  depth: number,
): void {
  const { reader, add } = walk;
  // `req.Channels[idx] = &lnrpc.BatchOpenChannel{...}`: an item of a list of messages.
  if (goName.endsWith('[]')) {
    const list = message.fields.find((f) => goFieldName(f.name) === goName.slice(0, -2) && f.label === 'repeated');
    const item = list?.type.kind === 'message' ? reader.types.messages[list.type.fullName] : undefined;
    if (list && item && depth < MAX_VALUE_STEPS)
      messageValue(walk, value, item, `${prefix}${list.name}[]`, scope, at, depth + 1, new Set());
    return;
  }
  const field = fieldOfGoName(message, goName);
  if (!field) return oneofMember(walk, message, value, prefix, scope, at, depth);
  const path = `${prefix}${field.name}`;
  const sub = field.type.kind === 'message' ? reader.types.messages[field.type.fullName] : undefined;
  const items = sub && field.label === 'repeated' ? argumentItems(scope, value, sub, goFieldName, goMessageName) : null;
  // A repeated message built one item per positional argument (`lncli bakemacaroon info:read ...`).
  if (items) add(path, [], items);
  else if (sub && field.label !== 'repeated' && !field.mapKey && depth < MAX_VALUE_STEPS)
    messageValue(walk, value, sub, path, scope, at, depth + 1, new Set());
  else if (field.mapKey && value.kind === 'ident' && scope.assigns.has(value.name))
    add(path, mapKeySources(reader, value.name, scope));
  else if (sub && field.label === 'repeated' && depth < MAX_VALUE_STEPS)
    messageList(walk, sub, value, path, scope, at, depth);
  else add(path, reader.sources(value, scope, at));
}

/** A oneof's wrapper: `FundingTxid: &lnrpc.ChannelPoint_FundingTxidStr{FundingTxidStr: txid}` sets the member. */
function oneofMember(
  walk: Walk,
  message: MessageModel,
  value: CondExpr,
  prefix: string,
  scope: Scope,
  at: number,
  depth: number,
): void {
  const inner = literalOf(walk.reader, value, scope, at, depth);
  const only = inner?.literal.fields.length === 1 ? inner.literal.fields[0] : undefined;
  const member = only?.key
    ? message.fields.find((f) => f.oneof !== null && goFieldName(f.name) === only.key)
    : undefined;
  if (member && only) walk.add(`${prefix}${member.name}`, walk.reader.sources(only.value, inner!.scope, inner!.at));
}

/**
 * A list of messages written as a slice literal (`Servers: []*unirpc.Server{{Host: ...}}`) or appended to
 * (`rpcAddrs = append(rpcAddrs, &taprpc.AddressWithAmount{...})`): its items' fields, at `servers[].host`.
 */
function messageList(
  walk: Walk,
  item: MessageModel,
  value: CondExpr,
  path: string,
  scope: Scope,
  at: number,
  depth: number,
): void {
  const listed = listItems(value, scope, at, new Set());
  for (const entry of listed)
    messageValue(walk, entry.value, item, `${path}[]`, entry.scope, entry.at, depth + 1, new Set());
  // The list as a whole comes from the same inputs, though not as parts or JSON places of it.
  if (listed.length === 0 || value.kind !== 'composite')
    walk.add(
      path,
      walk.reader.sources(value, scope, at).map(({ part: _p, json: _j, ...source }) => source),
    );
}

/** The items a list value is built from: a slice literal's, and what `append` adds to a local. */
function listItems(expr: CondExpr, scope: Scope, at: number, seen: Set<string>): Argument[] {
  if (expr.kind === 'composite' && expr.type.startsWith('[]'))
    return expr.fields.map((f) => ({ value: f.value, scope, at }));
  if (expr.kind !== 'ident' || seen.has(expr.name)) return [];
  const next = new Set(seen).add(expr.name);
  return (scope.assigns.get(expr.name) ?? []).flatMap((a) => {
    const value = a.value;
    if (value.kind === 'call' && value.callee.kind === 'ident' && value.callee.name === 'append') {
      return [
        ...listItems(value.args[0] ?? { kind: 'other' }, scope, a.at, next),
        ...value.args.slice(1).map((v) => ({ value: v, scope, at: a.at })),
      ];
    }
    return listItems(value, scope, a.at, next);
  });
}

/**
 * The fields a message value gets: from a literal of its type, a local built up field by
 * field (`channelPoint.OutputIndex = ...`), or what a helper returns; a value built any other
 * way (`parseChanPoint(ctx.String("chan_point"))`) sets the whole message at `path`.
 */
export function messageValue(
  walk: Walk,
  expr: CondExpr,
  message: MessageModel,
  path: string,
  scope: Scope,
  at: number,
  depth: number,
  seen: Set<string>,
): void {
  if (depth > MAX_VALUE_STEPS) return;
  if (expr.kind === 'unary' && expr.op === '&')
    return messageValue(walk, expr.operand, message, path, scope, at, depth + 1, seen);
  // (An item of a slice literal may leave its type out: `{Host: host}`.)
  if (
    expr.kind === 'composite' &&
    !expr.type.startsWith('[]') &&
    (expr.type === '' || isMessageType(expr.type, message))
  )
    return literalFields(walk, expr, message, `${path}.`, scope, at, depth);
  if (expr.kind === 'ident' && expr.name === 'nil') return;
  const param = paramOf(expr, scope);
  if (param) return messageValue(walk, param.value, message, path, param.scope, param.at, depth + 1, seen);
  if (expr.kind === 'ident' && scope.assigns.has(expr.name))
    return localMessage(walk, expr.name, message, path, scope, depth, seen);
  if (expr.kind === 'call') {
    const helper = helperScope(walk.reader.program, expr, scope, at);
    const traced = helper ?? valueHelperScope(walk.reader.program, expr, scope, at);
    if (traced)
      for (const r of returnValues(traced)) messageValue(walk, r.value, message, path, traced, r.at, depth + 1, seen);
    // A helper given the context builds the message; one given values (`parseChanPoint(ctx.String("chan_point"))`)
    // builds its fields from them and also parses the whole message from them (an outpoint as `txid:index`).
    if (helper) return;
  }
  walk.add(path, walk.reader.sources(expr, scope, at));
}

/** A local message: what was assigned to it, and each field written on it afterwards (`channelPoint.OutputIndex = ...`). */
function localMessage(
  walk: Walk,
  name: string,
  message: MessageModel,
  path: string,
  scope: Scope,
  depth: number,
  seen: Set<string>,
): void {
  const key = `${scope.file.path}:${scope.body.from}:${name}`;
  if (seen.has(key)) return;
  const next = new Set(seen).add(key);
  for (const a of scope.assigns.get(name)!) messageValue(walk, a.value, message, path, scope, a.at, depth + 1, next);
  for (const [target, assigns] of scope.assigns) {
    const goNames = target.startsWith(`${name}.`) ? target.slice(name.length + 1).split('.') : null;
    if (goNames?.length === 1)
      for (const a of assigns) fieldValue(walk, message, goNames[0]!, a.value, `${path}.`, scope, a.at, depth + 1);
    // `importResult.History.FailTime = ts`, set under the flags around it.
    const field = goNames && goNames.length > 1 ? fieldPath(message, goNames, walk.reader.types.messages) : null;
    if (field)
      for (const a of assigns)
        walk.add(`${path}.${field}`, conditioned(walk.reader, walk.reader.sources(a.value, scope, a.at), scope, a.at));
  }
}

/**
 * Sources set under a condition on flags alone (`if ctx.IsSet("failure")` or its `else`),
 * which then says when they set the field; unchanged for any other condition.
 */
function conditioned(reader: CliReader, sources: Source[], scope: Scope, at: number): Source[] {
  const cond = flagsAround(reader, scope, at);
  return cond ? sources.map((s) => ({ ...s, when: cond })) : sources;
}

/** A map local's keys, from what the loops filling it range over (`featureMap[feature]` for each `--feature`). */
function mapKeySources(reader: CliReader, name: string, scope: Scope): Source[] {
  return mapKeyRanges(scope.file, scope.body, name).flatMap(({ over, at }) =>
    reader.sources(over, scope, at).map((s) => ({ ...s, mapKeys: true as const })),
  );
}
