/**
 * What a CLI command's action reads from its arguments, from its Go code (urfave/cli v1
 * and v3): the positional arguments it takes (`args.First()` after n `args = args.Tail()`,
 * `ctx.Args().Get(n)`), the conditions under which it stops with an error or its help before
 * calling an RPC (`default: return fmt.Errorf("dest argument missing")` under
 * `!ctx.IsSet("dest") && !args.Present()`, `Required: true` flags), and which request
 * fields each flag and positional argument ends up in (`PubKey: dest` where `dest` was read
 * from `ctx.String("dest")` or `args.First()`), following local variables and helper
 * functions that get the context a few calls deep. It reads what the code says and no more:
 * anything it cannot follow is `unknown`, never guessed.
 *
 * The reading is layered along its recursion: the action's scope (action-scope.ts), where a
 * value comes from (value-sources.ts and its rules, sources-*.ts), conditions (input-conditions.ts,
 * path-conditions.ts), the stops (action-guards.ts), the positional arguments (positional-args.ts)
 * and the request bindings (request-bindings.ts, message-values.ts). This file makes the reader
 * they all call back into and puts the command's facts together.
 */
import type { CliGuardModel, CliInputsModel, CliPositionalModel } from '../../proto/cli-model-types.ts';
import type { GoExpr } from '../go-expr.ts';
import type { GoProgram } from '../go-program.ts';
import { actionGuards, callFlags, flagReads, lastRpcCall } from './action-guards.ts';
import { actionScope } from './action-scope.ts';
import { readFlow } from './cli-flows.ts';
import { readCondition } from './input-conditions.ts';
import type { CliReader, FlagWords, RequestTypes, RpcClients } from './input-types.ts';
import { positionalArguments } from './positional-args.ts';
import { requestFields } from './request-bindings.ts';
import { withSentDefaults } from './sent-defaults.ts';
import { callSources } from './sources-calls.ts';
import { readSources } from './value-sources.ts';

/** The reader of one command: its RPC calls are the methods of its RPCs on clients of their services. */
export function cliReader(
  program: GoProgram,
  types: RequestTypes,
  rpcs: string[],
  clients: RpcClients,
  flagWords: FlagWords,
): CliReader {
  const methods = new Set(rpcs.map((rpc) => rpc.split('.').at(-1)!));
  const reader: CliReader = {
    program,
    types,
    flagWords,
    isRpcCall: (call, scope) =>
      call.callee.kind === 'selector' &&
      methods.has(call.callee.field) &&
      clients.isClientCall(scope.file, scope.fn, call.callee.target, call.callee.field),
    sources: (expr, scope, at, seen) => readSources(reader, expr, scope, at, seen),
    callSources: (call, scope, at, seen, index) => callSources(reader, call, scope, at, seen, index),
    condition: (expr, scope, at) => readCondition(reader, expr, scope, at),
  };
  return reader;
}

/** The words of a command's ArgsUsage that name its positional arguments (`<dest> [amt]` -> dest, amt). */
function usageNames(argsUsage: string): string[] {
  return argsUsage
    .replace(/[[\]<>.|]/g, ' ')
    .split(/\s+/)
    .filter((w) => /^\w/.test(w) && !/^-/.test(w));
}

/** Reads a command's inputs; null when its action is not a function the analysis can read. */
export function readCliInputs(params: {
  program: GoProgram;
  action: GoExpr;
  rpcs: string[];
  types: RequestTypes;
  /** The clients of the release's services (cli-rpc-calls.ts's tracer). */
  clients: RpcClients;
  argsUsage: string;
  requiredFlags: string[];
  flagWords?: FlagWords;
}): CliInputsModel | null {
  const reader = cliReader(
    params.program,
    params.types,
    params.rpcs,
    params.clients,
    params.flagWords ?? { words: new Map(), withoutDefault: new Set() },
  );
  const scope = actionScope(params.program, params.action);
  if (!scope) return null;
  const guards: CliGuardModel[] = params.requiredFlags.map((flag) => ({
    when: { kind: 'not', term: { kind: 'flag', flag } },
    message: `Required flag "${flag}" not set`,
    line: 0,
  }));
  // A check after the action's last RPC call cannot stop that call (tapcli's `universe federation config info` parses its IDs after querying).
  const lastCall = lastRpcCall(reader, scope, params.rpcs);
  guards.push(
    ...actionGuards(reader, scope, { kind: 'and', terms: [] })
      .filter((g) => lastCall === null || g.at < lastCall)
      .map(({ at: _, ...g }) => g),
  );
  const names = usageNames(params.argsUsage);
  const positional = positionalArguments(reader, scope).map(
    (p): CliPositionalModel => ({ ...p, name: names[p.slot] ?? p.name }),
  );
  const requests = params.rpcs.flatMap((rpc) => {
    const message = params.types.requestOf(rpc);
    if (!message) return [];
    const flags = callFlags(reader, scope, rpc.split('.').at(-1)!);
    const read = requestFields(reader, scope, message);
    const fields = withSentDefaults(reader, scope, message, read.fields);
    const writtenOtherwise = read.writtenOtherwise;
    const flow = flowOrNone(() => readFlow(reader, scope, rpc, params.rpcs, fields));
    return [
      {
        rpc,
        fields,
        ...(writtenOtherwise.length > 0 ? { writtenOtherwise } : {}),
        ...(flags.length > 0 ? { callFlags: flags } : {}),
        ...(flow ? { flow } : {}),
      },
    ];
  });
  const readAfterCall =
    lastCall === null
      ? []
      : flagReads(reader, scope)
          .filter((r) => r.at.every((at) => at > lastCall))
          .map((r) => r.flag);
  return { positional, guards, requests, ...(readAfterCall.length > 0 ? { readAfterCall } : {}) };
}

/** A flow reading that runs too deep (mutually recursive helpers) reads as no flow: nothing is guessed. */
function flowOrNone<T>(read: () => T | undefined): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
