/**
 * The errors each RPC's Go handler can return, read from the release's RPC-layer Go files
 * (sources.json `handlerFiles`): the handler is the method named like the RPC on the
 * service's handler type (go-functions.ts); its errors are collected following calls into the
 * daemon's own code (error-walk.ts), deduplicated by message (the first, nearest the handler,
 * wins), each with its gRPC code (Unknown unless the code sets one) and, when written in the
 * handler itself under guards on request fields only, its condition (request-conditions.ts).
 * An RPC without errors gets a note saying why (errors-note.ts).
 */
import type { SyntaxNode } from '@lezer/common';
import type { GoFile } from '../go-file.ts';
import type { GoProgram } from '../go-program.ts';
import type { GrpcCodeName, MessageModel, MethodErrorsNote } from '../../proto/model-types.ts';
import { ErrorWalker, type FoundError } from './error-walk.ts';
import { noErrorsNote } from './errors-note.ts';
import { GoFunctions, parametersOf, type GoFunction } from './go-functions.ts';
import { requestCondition } from './request-conditions.ts';

/** One error of an RPC, with where it is written. */
export interface HandlerError {
  /** The message with format verbs shown as `…` ("unable to find invoice: …"). */
  message: string;
  code: GrpcCodeName;
  condition: string | null;
  sentinel: string | null;
  via: string[];
  file: GoFile;
  line: number;
}

/** An RPC's errors, or the note saying why there are none. */
export interface RpcErrors {
  errors: HandlerError[];
  note: MethodErrorsNote | null;
}

export interface HandlerErrorsInput {
  program: GoProgram;
  files: GoFile[];
  daemon: string;
  services: { fullName: string; methods: { name: string; requestType: string }[] }[];
  messages: Record<string, MessageModel>;
}

/** The errors of every RPC of the services: service full name -> RPC name -> errors or note. */
export function handlerErrors(input: HandlerErrorsInput): Map<string, Map<string, RpcErrors>> {
  const functions = new GoFunctions(input.program, input.files);
  const walker = new ErrorWalker(functions);
  const result = new Map<string, Map<string, RpcErrors>>();
  for (const service of input.services) {
    const handler = functions.handlerType(service.methods.map((m) => m.name));
    const perMethod = new Map<string, RpcErrors>();
    for (const method of service.methods) {
      const fn = handler?.get(method.name);
      if (!fn) {
        perMethod.set(method.name, {
          errors: [],
          note: noErrorsNote({ daemon: input.daemon, handler: null, handlerTypeFound: handler !== null }),
        });
        continue;
      }
      const errors = rpcErrors(input, walker, fn, method.requestType);
      perMethod.set(method.name, {
        errors,
        note: errors.length > 0 ? null : noErrorsNote({ daemon: input.daemon, handler: fn, handlerTypeFound: true }),
      });
    }
    result.set(service.fullName, perMethod);
  }
  return result;
}

function rpcErrors(
  input: HandlerErrorsInput,
  walker: ErrorWalker,
  fn: GoFunction,
  requestType: string,
): HandlerError[] {
  const request = input.messages[requestType];
  const shortName = requestType.slice(requestType.lastIndexOf('.') + 1);
  const requestName =
    parametersOf(fn).find((p) => p.type.replace(/^\*/, '').split('.').at(-1) === shortName)?.name ?? null;
  const conditionOf = (node: SyntaxNode | null): string | null =>
    node && request && requestName
      ? requestCondition(
          { program: input.program, file: fn.file, body: fn.body, requestName, request, messages: input.messages },
          node,
        )
      : null;
  const seen = new Set<string>();
  return walker
    .errorsOf(fn)
    .filter((e) => !seen.has(e.message) && seen.add(e.message))
    .map((e: FoundError) => ({
      message: e.message,
      code: e.code ?? 'Unknown',
      condition: e.via.length === 0 ? conditionOf(e.handlerNode) : null,
      sentinel: e.sentinel,
      via: e.via,
      file: e.file,
      line: e.line,
    }));
}
