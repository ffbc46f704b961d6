/**
 * Words for a change, shared by the terminal (`apidocs diff`) and the changes page: what
 * it is about ("shoprpc.Item.name") and what happened, with code parts marked so the page
 * can set them in <code> and the terminal can print them as they are.
 */
import type { ApiChange, FieldShape, RestRoute } from './api-changes.ts';
import { declaration, labelledType } from './field-shape.ts';
import { onlyVariablesChanged } from './rest-changes.ts';

/** Running text or a piece of code (a name, a type, a route). */
export type TextPart = string | { code: string };

export interface ChangeText {
  /** The full name of what changed: sub-service, RPC, or message/enum member. */
  subject: string;
  /** What happened to it. */
  parts: TextPart[];
}

const STREAMING_WORDS = {
  unary: 'unary',
  server: 'server-streaming',
  client: 'client-streaming',
  bidi: 'bidirectional streaming',
} as const;

/** Describes one change. */
export function describeChange(change: ApiChange): ChangeText {
  const code = (text: string | number) => ({ code: String(text) });
  switch (change.kind) {
    case 'sub-service-added':
      return { subject: change.subService, parts: [`sub-service added with ${rpcCount(change.affects.length)}`] };
    case 'sub-service-removed':
      return { subject: change.subService, parts: [`sub-service removed with its ${rpcCount(change.affects.length)}`] };
    case 'rpc-added':
      return { subject: change.rpc, parts: ['RPC added'] };
    case 'rpc-removed':
      return { subject: change.rpc, parts: ['RPC removed'] };
    case 'rpc-deprecated':
      return { subject: change.rpc, parts: [`RPC deprecated${byComment(change)}`] };
    case 'rpc-permissions-added':
      return {
        subject: change.rpc,
        parts: [
          `now also needs the macaroon permission${change.ops.length === 1 ? '' : 's'} `,
          ...change.ops.flatMap((op, i) => [...(i > 0 ? [', '] : []), { code: op }]),
        ],
      };
    case 'rpc-macaroon-required':
      return {
        subject: change.rpc,
        parts:
          change.ops.length === 0
            ? ["now needs a macaroon (any of the daemon's; it was answered without one)"]
            : [
                `now needs a macaroon with the permission${change.ops.length === 1 ? '' : 's'} `,
                ...change.ops.flatMap((op, i) => [...(i > 0 ? [', '] : []), { code: op }]),
                ' (it was answered without one)',
              ],
      };
    case 'rpc-macaroon-dropped':
      return { subject: change.rpc, parts: ['no longer needs a macaroon (the daemon answers it without one)'] };
    case 'rpc-permissions-removed':
      return {
        subject: change.rpc,
        parts: [
          `no longer needs the macaroon permission${change.ops.length === 1 ? '' : 's'} `,
          ...change.ops.flatMap((op, i) => [...(i > 0 ? [', '] : []), { code: op }]),
        ],
      };
    case 'rpc-streaming-changed':
      return {
        subject: change.rpc,
        parts: [`changed from ${STREAMING_WORDS[change.from]} to ${STREAMING_WORDS[change.to]}`],
      };
    case 'rpc-request-changed':
    case 'rpc-response-changed':
      return {
        subject: change.rpc,
        parts: [
          `${change.kind === 'rpc-request-changed' ? 'request' : 'response'} type changed from `,
          code(change.from),
          ' to ',
          code(change.to),
        ],
      };
    case 'rest-added':
      return { subject: change.rpc, parts: [`REST ${routeKind(change.route)} added: `, ...route(change.route)] };
    case 'rest-removed':
      return { subject: change.rpc, parts: [`REST ${routeKind(change.route)} removed: `, ...route(change.route)] };
    case 'rest-changed': {
      const what = onlyVariablesChanged(change) ? 'path variables' : change.aspects.join(' and ');
      return {
        subject: change.rpc,
        parts: [`REST ${routeKind(change.to)} ${what} changed: `, ...route(change.from), ' → ', ...route(change.to)],
      };
    }
    case 'field-added':
      return {
        subject: member(change.type, change.field),
        parts: ['field added: ', code(fieldLine(change.field, change.shape))],
      };
    case 'field-removed':
      return {
        subject: member(change.type, change.field),
        parts: ['field removed: ', code(fieldLine(change.field, change.shape))],
      };
    case 'field-renamed':
      return {
        subject: member(change.type, change.field),
        parts: ['field renamed from ', code(change.from), ' to ', code(change.field), ` (number ${change.number})`],
      };
    case 'field-number-changed':
      return {
        subject: member(change.type, change.field),
        parts: [`field number changed from ${change.from} to ${change.to}`],
      };
    case 'field-type-changed':
      return {
        subject: member(change.type, change.field),
        parts: ['field type changed from ', code(change.from), ' to ', code(change.to)],
      };
    case 'field-label-changed':
      return {
        subject: member(change.type, change.field),
        parts: ['field changed from ', code(declaration(change.from)), ' to ', code(declaration(change.to))],
      };
    case 'field-deprecated':
      return { subject: member(change.type, change.field), parts: [`field deprecated${byComment(change)}`] };
    case 'enum-value-added':
      return { subject: member(change.type, change.value), parts: [`enum value added (${change.number})`] };
    case 'enum-value-removed':
      return { subject: member(change.type, change.value), parts: [`enum value removed (was ${change.number})`] };
    case 'enum-value-deprecated':
      return { subject: member(change.type, change.value), parts: [`enum value deprecated${byComment(change)}`] };
    case 'enum-value-renumbered':
      return {
        subject: member(change.type, change.value),
        parts: [`enum value renumbered from ${change.from} to ${change.to}`],
      };
    case 'enum-value-renamed':
      return {
        subject: member(change.type, change.value),
        parts: [
          'enum value renamed from ',
          code(change.from),
          ' to ',
          code(change.value),
          ` (number ${change.number})`,
        ],
      };
  }
}

/** The parts as plain text (code as it is). */
export function plainText(parts: TextPart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.code)).join('');
}

function member(type: string, name: string): string {
  return `${type}.${name}`;
}

function rpcCount(n: number): string {
  return `${n} ${n === 1 ? 'RPC' : 'RPCs'}`;
}

function routeKind(r: RestRoute): string {
  return r.primary ? 'route' : 'additional binding';
}

/** "POST /v1/items/{id}/buy" with its body: `body "*"`. */
function route(r: RestRoute): TextPart[] {
  return [{ code: `${r.method} ${r.path}` }, ...(r.body === null ? [] : [' body ', { code: JSON.stringify(r.body) }])];
}

/** The field as a .proto line declares it: "repeated string tags = 5". */
function fieldLine(name: string, shape: FieldShape): string {
  return `${labelledType(shape)} ${name} = ${shape.number}${shape.oneof ? ` (in oneof ${shape.oneof})` : ''}`;
}

/** " by its comment" for a deprecation only the comment states (never claiming an `option deprecated`). */
function byComment(change: { inComment?: true }): string {
  return change.inComment ? ' by its comment' : '';
}
