/**
 * The CLI checks of the samples runner: the sample runs in bash with a shell function standing
 * in for each Go CLI it calls, which prints the arguments it got; these checks read them.
 */
import fs from 'node:fs';
import type { MethodModel } from '../../../src/proto/model-types.ts';
import { methodCli } from '../../../src/site/code-samples/method-cli.ts';
import { argumentItems } from '../../../src/site/code-samples/cli-pieces.ts';
import { stoppedBy } from '../../../src/site/code-samples/cli-args.ts';
import { drivenCall } from '../../../src/site/code-samples/cli-driven.ts';
import type { RequestVariant } from '../../../src/site/code-samples/request-plan.ts';
import type { SiteRelease } from '../../../src/site/site-api.ts';
import { checkCliFields, checkDrivenCall } from './cli-fields.ts';
import type { GoCliPackage } from './go-cli-reading.ts';
import { secondReadingRefusal } from './second-reading.ts';

/** What the CLI checks need of a sample run. */
export interface CliRun {
  service: SiteRelease;
  method: MethodModel;
  variant: RequestVariant;
  goCli?: GoCliPackage | null;
}

/** The CLIs a CLI sample runs (its own, and litcli for tapd's channel RPCs). */
export function samplesClis(run: CliRun): string[] {
  const own = methodCli(run.service, run.method);
  const others = run.method.otherCliCommands ?? [];
  return [...new Set([...(own ? [own.path] : []), ...others.map((o) => o.path)].map((p) => p.split(' ')[0]!))];
}

/** Bash functions standing in for the Go CLIs: each prints its name and arguments, one call per record. */
export function cliStandIns(clis: string[]): string {
  return clis.map((cli) => `${cli}() { printf '%s\\0' ${cli} "$@"; printf '\\1\\0'; }`).join('\n');
}

/** Checks every call a CLI sample makes: the daemon's own CLI first, then each other CLI's command, each exactly once. */
export function checkCliCalls(
  run: CliRun,
  stdout: string,
  values: { tlsCertPath: string; macaroonPath: string },
  code: string,
): string | null {
  const calls = stdout
    .split('\u0001\0')
    .slice(0, -1)
    .map((record) => record.split('\0').slice(0, -1));
  const own = methodCli(run.service, run.method);
  const others = run.method.otherCliCommands ?? [];
  if (calls.length !== (own ? 1 : 0) + others.length)
    return `the sample runs ${calls.length} commands, not ${(own ? 1 : 0) + others.length}`;
  if (own) {
    const [name, ...argv] = calls.shift()!;
    if (name !== own.path.split(' ')[0]) return `runs ${name} first, not ${own.path}`;
    const problem = checkCliArguments(run, argv, values, code);
    if (problem) return problem;
  }
  for (const [i, other] of others.entries()) {
    const [name, ...argv] = calls[i]!;
    const problem = checkOtherCli(other, name!, argv);
    if (problem) return problem;
  }
  return null;
}

/**
 * Another daemon's CLI command (litcli for tapd): with its daemon's defaults (`--network` only),
 * the command path, and only flags the command defines.
 */
function checkOtherCli(
  command: NonNullable<MethodModel['otherCliCommands']>[number],
  name: string,
  argv: string[],
): string | null {
  const [cli, ...path] = command.path.split(' ');
  if (name !== cli) return `runs ${name}, not ${cli}`;
  const args = [...argv];
  while (args[0]?.startsWith('--')) {
    const [flag] = splitFlag(args.shift()!);
    if (flag !== 'network') return `${cli} gets --${flag}; with ${command.daemon}'s defaults only --network is needed`;
  }
  if (args.slice(0, path.length).join(' ') !== path.join(' '))
    return `runs "${cli} ${args.slice(0, path.length).join(' ')}", not "${command.path}"`;
  for (const arg of args.slice(path.length)) {
    if (!arg.startsWith('--')) return `unexpected argument ${arg}`;
    const [flagName, value] = splitFlag(arg);
    const flag = command.flags.find((f) => f.name === flagName || f.aliases.includes(flagName));
    if (!flag) return `${command.path} has no flag --${flagName}`;
    if (flag.kind === 'Bool' ? value !== undefined : value === undefined)
      return `--${flagName} ${flag.kind === 'Bool' ? 'takes no value' : 'needs a value'}`;
  }
  return null;
}

/**
 * Why a CLI sample's arguments are not what the pinned CLI accepts, or null: the global
 * connection flags (pointing at this run's files), the command path, then only flags the
 * command defines, each with a value its type parses, equal to the planned field value.
 */
function checkCliArguments(
  run: CliRun,
  argv: string[],
  values: { tlsCertPath: string; macaroonPath: string },
  code: string,
): string | null {
  const command = methodCli(run.service, run.method)!;
  const args = [...argv];
  while (args[0]?.startsWith('--')) {
    const [name, value] = splitFlag(args.shift()!);
    if (!CLI_CONNECTION_FLAGS.has(name)) return `unknown global flag --${name}`;
    if ((name === 'tlscertpath' || name === 'macaroonpath') && !fs.existsSync(value ?? ''))
      return `--${name}=${value} names no file`;
  }
  // One page, one macaroon: the CLI reads the file the other samples send.
  if (
    !argv.some((a) => a === `--tlscertpath=${values.tlsCertPath}`) ||
    !argv.some((a) => a === `--macaroonpath=${values.macaroonPath}`)
  ) {
    return `the CLI is not pointed at the run's files: ${argv.join(' ')}`;
  }
  const path = command.path.split(' ').slice(1);
  if (args.slice(0, path.length).join(' ') !== path.join(' '))
    return `runs "${args.slice(0, path.length).join(' ')}", not "${path.join(' ')}"`;
  const rest = args.slice(path.length);
  // What the Go source says, read the second way: flags the command defines, arguments where the action reads them.
  const refusal = run.goCli ? secondReadingRefusal(run.goCli, command.path, rest) : null;
  if (refusal) return `${command.path} refuses it: ${refusal}`;
  const positional: string[] = [];
  const given: { name: string; value: string }[] = [];
  for (const arg of rest) {
    if (!arg.startsWith('--')) {
      const takesItems = command.inputs?.requests.some(
        (r) => r.rpc === run.method.fullName && r.fields.some((f) => argumentItems(f)),
      );
      if (!command.inputs || (command.inputs.positional.length === 0 && !takesItems))
        return `unexpected argument ${arg}`;
      positional.push(arg);
      continue;
    }
    const [name, value] = splitFlag(arg);
    const flag = command.flags.find((f) => f.name === name || f.aliases.includes(name));
    if (!flag) return `${command.path} has no flag --${name}`;
    if (flag.kind === 'Bool' ? value !== undefined : value === undefined)
      return `--${name} ${flag.kind === 'Bool' ? 'takes no value' : 'needs a value'}`;
    if (/^(?:Int|Uint)/.test(flag.kind) && !/^-?\d+$/.test(value!)) return `--${name}=${value} is not an integer`;
    // A Go duration flag for a field counting seconds (`--timeout=3600s`).
    given.push({
      name: flag.name,
      value: flag.kind === 'Duration' && /^\d+s$/.test(value ?? '') ? value!.slice(0, -1) : (value ?? 'true'),
    });
  }
  if (!command.inputs) return null;
  // What the Go action checks first: its required flags and arguments ("dest argument missing").
  const stops = stoppedBy(rest, command);
  if (stops.length > 0) return `${command.path} stops: ${stops.join('; ')}`;
  const driven = drivenCall(command.inputs, command.flags, run.method.fullName, command.path.split(' ').at(-1)!);
  if (driven) return checkDrivenCall(run, command, driven, given, positional, code);
  return checkCliFields(run, command, given, positional, code);
}

/** The global flags every daemon's CLI has (read from each CLI's main.go at the pinned releases). */
const CLI_CONNECTION_FLAGS = new Set(['network', 'rpcserver', 'tlscertpath', 'macaroonpath']);

function splitFlag(arg: string): [string, string | undefined] {
  const at = arg.indexOf('=');
  return at < 0 ? [arg.slice(2), undefined] : [arg.slice(2, at), arg.slice(at + 1)];
}
