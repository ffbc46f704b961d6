/**
 * The CLI checks of the samples runner: the sample runs in bash with a shell function standing
 * in for each Go CLI it calls, which prints the arguments it got; these checks read them.
 */
import fs from 'node:fs';
import type { FieldModel, MessageModel, MethodModel } from '../../../src/proto/model-types.ts';
import type { SampleVariant } from '../../../src/site/code-samples/types.ts';
import type { SiteRelease } from '../../../src/site/site-api.ts';
import { type CommandLine, checkCliFields } from './cli-fields.ts';
import { checkPromptNotes } from './cli-notes.ts';
import type { GoCliPackage } from './go-cli-reading.ts';
import { secondReadingRefusal } from './second-reading.ts';

/** What the CLI checks need of a sample run. */
export interface CliRun {
  service: SiteRelease;
  method: MethodModel;
  variant: SampleVariant;
  /** The request the sample was written from, as canonical JSON (the runner's plan). */
  expected: unknown;
  /** The same request as proto3 JSON with its zero values kept (an enum's first value the sample still gives). */
  planned?: unknown;
  /** The full request's plan in the same form (the values a sample sets because the command requires them). */
  plannedFull?: unknown;
  goCli?: GoCliPackage | null;
}

/** The command a CLI sample of the method runs: the one the model found calling the RPC, or the one its comment names when the release has no CLI files. */
function ownCommand(run: CliRun): string | null {
  if (run.method.cliCommand) return run.method.cliCommand.path;
  return run.service.cliCommands.length === 0 ? (run.method.cli ?? null) : null;
}

/** The CLIs a CLI sample runs (its own, and litcli for tapd's channel RPCs). */
export function samplesClis(run: CliRun): string[] {
  const own = ownCommand(run);
  const others = run.method.otherCliCommands ?? [];
  return [...new Set([...(own ? [own] : []), ...others.map((o) => o.path)].map((p) => p.split(' ')[0]!))];
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
  const own = ownCommand(run);
  const others = run.method.otherCliCommands ?? [];
  if (calls.length !== (own ? 1 : 0) + others.length)
    return `the sample runs ${calls.length} commands, not ${(own ? 1 : 0) + others.length}`;
  if (own) {
    const [name, ...argv] = calls.shift()!;
    if (name !== own.split(' ')[0]) return `runs ${name} first, not ${own}`;
    const problem = checkCliArguments(run, own, argv, values, code);
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
 * command defines (second reading), each with a value its type parses, arguments where the
 * action reads them, and the planned request sent (cli-fields.ts).
 */
function checkCliArguments(
  run: CliRun,
  path: string,
  argv: string[],
  values: { tlsCertPath: string; macaroonPath: string },
  code: string,
): string | null {
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
  const words = path.split(' ').slice(1);
  if (args.slice(0, words.length).join(' ') !== words.join(' '))
    return `runs "${args.slice(0, words.length).join(' ')}", not "${words.join(' ')}"`;
  const rest = args.slice(words.length);
  // A release without the CLI's Go files: only the command path can be checked.
  if (!run.goCli) return null;
  const command = run.goCli.command(path);
  if (!command) return `the second reading cannot find ${path} in the CLI's Go source`;
  // What the Go source says, read the second way: flags the command defines, arguments where the action reads them.
  const refusal = secondReadingRefusal(run.goCli, path, rest);
  if (refusal) return `${path} refuses it: ${refusal}`;
  const line: CommandLine = { flags: [], positional: [] };
  for (const arg of rest) {
    if (!arg.startsWith('--')) {
      line.positional.push(arg);
      continue;
    }
    const [name, value] = splitFlag(arg);
    const flag = command.flags?.get(name);
    if (command.flags && !flag) return `${path} has no flag --${name}`;
    // Flags this reading cannot list (borrowed from elsewhere): their kinds are not known.
    const kind = flag?.kind === 'BoolT' ? 'Bool' : flag?.kind;
    if (kind && (kind === 'Bool' ? value !== undefined : value === undefined))
      return `--${name} ${kind === 'Bool' ? 'takes no value' : 'needs a value'}`;
    if (kind && /^(?:Int|Uint)/.test(kind) && !/^-?\d+$/.test(value!)) return `--${name}=${value} is not an integer`;
    line.flags.push({ name, value });
  }
  if (command.action) {
    const prompts = checkPromptNotes(run.goCli, command.action, path, code);
    if (prompts) return prompts;
  }
  return checkCliFields(run.goCli, command, path, line, {
    rpc: run.method.name,
    expected: run.planned ?? run.expected,
    fullExpected: run.plannedFull,
    code,
    // A command only the proto comment names, kept because no reading sees it call this RPC or a
    // sibling (cli-model.ts drops the stale ones): this check cannot see the call either.
    mustCall: run.method.cliCommand?.matchedBy !== 'comment',
    zeroWord: (fieldPath, word) => isZeroWord(run.service, run.method.requestType, fieldPath, word),
  });
}

/** Whether a word names the zero value of the enum field at a path of a request (`opaque` for META_TYPE_OPAQUE), by the proto model. */
function isZeroWord(service: SiteRelease, requestType: string, fieldPath: string, word: string): boolean {
  let message: MessageModel | undefined = service.messages[requestType];
  let enumName: string | null = null;
  for (const name of fieldPath.split('.')) {
    const field: FieldModel | undefined = message?.fields.find((f) => f.name === name.replace(/\[\]$/, ''));
    if (!field) return false;
    enumName = field.type.kind === 'enum' ? field.type.fullName : null;
    message = field.type.kind === 'message' ? service.messages[field.type.fullName] : undefined;
  }
  const zero = enumName ? service.enums[enumName]?.values.find((v) => v.number === 0)?.name : undefined;
  const upper = word.toUpperCase().replace(/-/g, '_');
  // The word as whole words of the value's name (`inbound` in AUCTION_TYPE_BTC_INBOUND_LIQUIDITY): a switch on named constants picks it.
  return zero !== undefined && `_${zero}_`.includes(`_${upper}_`);
}

/** The global flags every daemon's CLI has (read from each CLI's main.go at the pinned releases). */
const CLI_CONNECTION_FLAGS = new Set(['network', 'rpcserver', 'tlscertpath', 'macaroonpath']);

function splitFlag(arg: string): [string, string | undefined] {
  const at = arg.indexOf('=');
  return at < 0 ? [arg.slice(2), undefined] : [arg.slice(2, at), arg.slice(at + 1)];
}
