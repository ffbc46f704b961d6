/**
 * Why an RPC lists no errors, in one honest sentence (a page never reads as "no errors"):
 *
 *   - `no-handler-source`: the release's RPC-layer Go files hold no handler for it;
 *   - `forwarded`: the handler calls a method of the same name on another client (LiT's
 *     and tapd's calls into lnd, a proxy) and passes on whatever that answers;
 *   - `library`: the handler passes on errors of calls outside the read files (`return nil, err`);
 *   - `none-found`: the handler returns no error at all.
 */
import { toExpr } from '../go-expr.ts';
import { namedChildren, textOf } from '../go-file.ts';
import { descendants } from '../go-program.ts';
import type { MethodErrorsNote } from '../../proto/model-types.ts';
import type { GoFunction } from './go-functions.ts';

export interface NoteInput {
  daemon: string;
  /** The RPC's handler method, or null when none was found. */
  handler: GoFunction | null;
  /** Whether the service has a handler type at all. */
  handlerTypeFound: boolean;
}

/** The note of an RPC that has no errors. */
export function noErrorsNote(input: NoteInput): MethodErrorsNote {
  const { handler, daemon } = input;
  if (!handler) {
    return {
      reason: 'no-handler-source',
      text: input.handlerTypeFound
        ? `The handler type of this service in ${daemon}'s RPC-layer Go files declares no method for this RPC, so its errors are not listed.`
        : `No handler of this service is in ${daemon}'s RPC-layer Go files at this release, so its errors are not listed.`,
    };
  }
  const forwardedTo = forwardTarget(handler);
  if (forwardedTo) {
    return {
      reason: 'forwarded',
      text: `The handler forwards the call to \`${forwardedTo}\` and returns that service's errors unchanged.`,
    };
  }
  if (passesErrorsOn(handler)) {
    return {
      reason: 'library',
      text: "The handler passes on the errors of code outside the RPC layer (libraries and the daemon's internals), whose messages are not read here.",
    };
  }
  return {
    reason: 'none-found',
    text: 'The handler returns no error of its own; only the errors every call can get (wallet state, macaroon) apply.',
  };
}

/**
 * `x.y.<SameName>(...)` on anything but the handler's receiver: a client of another service
 * (a method of the read files of that name would have been followed, and its errors listed).
 */
function forwardTarget(handler: GoFunction): string | null {
  for (const node of descendants(handler.body, 'CallExpr')) {
    const call = toExpr(handler.file, node);
    if (call.kind !== 'call' || call.callee.kind !== 'selector' || call.callee.field !== handler.name) continue;
    const target = call.callee.target;
    if (target.kind === 'ident' && target.name === handler.receiverName) continue;
    return textOf(handler.file, call.callee.node).replace(/\s+/g, '');
  }
  return null;
}

/** True when a `return` of the handler passes an error variable on. */
function passesErrorsOn(handler: GoFunction): boolean {
  return descendants(handler.body, 'ReturnStatement').some((ret) => {
    const values = namedChildren(ret);
    const last = values.at(-1);
    return !!last && last.name === 'VariableName' && textOf(handler.file, last) !== 'nil';
  });
}
