/**
 * Turns an extracted urfave/cli tree into the model's CLI commands (full paths, flags,
 * help text, the RPCs each action calls) and picks each RPC's command: among the commands
 * whose action calls it, the one the proto comment names (or one in the group it names), else the one named like the
 * RPC, else the one calling it most directly and calling the fewest other RPCs. With no
 * caller, the comment's command is used when it exists at this release and its action is
 * not read calling a sibling RPC instead; a comment naming a command that does not exist,
 * or one calling a sibling instead, is a warning.
 */
import type { ModelWarning, SourceRef, SubServiceModel } from '../../proto/model-types.ts';
import type { CliCommandModel, CliFlagModel, MethodCliCommand } from '../../proto/cli-model-types.ts';
import type { ExtractedCommand, ExtractedFlag } from './cli-commands.ts';
import { flagHelpLine, renderCommandHelp } from './cli-help.ts';
import type { RpcCall, RpcCallTracer } from './cli-rpc-calls.ts';
import { readCliInputs } from './cli-inputs.ts';
import type { RequestTypes } from './input-types.ts';
import { usageWords } from './usage-words.ts';
import type { GoProgram } from '../go-program.ts';

export interface CliModelInput {
  cliName: string;
  commands: ExtractedCommand[];
  tracer: RpcCallTracer;
  linkFor: (path: string, line: number) => SourceRef;
  /** The CLI's Go program and the release's request types, for reading what each action takes. */
  program: GoProgram;
  types: RequestTypes;
}

/** A model command plus how directly it calls each RPC (for matching). */
export interface TracedCommand {
  model: CliCommandModel;
  calls: RpcCall[];
}

/** Flattens the tree depth first into model commands. */
export function cliCommandModels(input: CliModelInput): TracedCommand[] {
  const out: TracedCommand[] = [];
  const words = usageWords(input.commands);
  const visit = (command: ExtractedCommand, parent: string) => {
    const path = `${parent} ${command.name}`;
    const calls = command.action ? input.tracer.callsOfAction(command.action) : [];
    const foreign = command.action ? input.tracer.foreignCallsOfAction(command.action) : [];
    const inputs = command.action
      ? readCliInputs({
          program: input.program,
          action: command.action,
          rpcs: [...calls.map((c) => c.rpc), ...foreign],
          types: input.types,
          clients: input.tracer,
          argsUsage: command.argsUsage,
          requiredFlags: command.flags.filter((f) => f.required).map((f) => f.name),
          flagWords: {
            words,
            withoutDefault: new Set(command.flags.filter((f) => f.value === undefined).map((f) => f.name)),
            defaults: sentDefaults(command.flags),
          },
        })
      : null;
    out.push({
      model: {
        path,
        name: command.name,
        aliases: command.aliases,
        usage: command.usage,
        argsUsage: command.argsUsage,
        description: command.description,
        category: command.category,
        flags: command.flags.map(flagModel(command)),
        externalFlags: command.externalFlags,
        subcommands: command.subcommands.map((s) => s.name),
        helpText: renderCommandHelp(command, path),
        rpcs: calls.map((c) => c.rpc),
        ...(foreign.length > 0 ? { foreignRpcs: foreign } : {}),
        ...(inputs ? { inputs } : {}),
        hidden: command.hidden,
        source: input.linkFor(command.file.path, command.line),
      },
      calls,
    });
    for (const sub of command.subcommands) visit(sub, path);
  };
  for (const command of input.commands) visit(command, input.cliName);
  return out;
}

function flagModel(command: ExtractedCommand) {
  return (flag: ExtractedFlag): CliFlagModel => ({
    name: flag.name,
    aliases: flag.aliases,
    usage: flag.usage,
    kind: flag.goKind,
    defaultValue: shownDefault(flag, command),
    envVars: flag.envVars,
    hidden: flag.hidden,
    ...(flag.required ? { required: true } : {}),
  });
}

/** The flags whose constant `Value:` is not the Go zero value, with that value as Go holds it (a text unquoted). */
function sentDefaults(flags: ExtractedFlag[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const flag of flags) {
    if (!flag.value?.known) continue;
    const text = flag.value.text.startsWith('"') ? (JSON.parse(flag.value.text) as string) : flag.value.text;
    if (!['', '0', 'false'].includes(text)) out.set(flag.name, text);
  }
  return out;
}

/** The default the help line shows, or null when none is shown or it is computed at run time. */
function shownDefault(flag: ExtractedFlag, command: ExtractedCommand): string | null {
  const match = /\(default: (.*)\)/.exec(flagHelpLine(flag, command.framework).split('\t')[1] ?? '');
  return match ? match[1]! : null;
}

export interface CliMatchInput {
  subServices: SubServiceModel[];
  commands: TracedCommand[];
  cliName: string;
  locationOf: (fullName: string) => string;
}

/** The CLI command of each documented RPC, and warnings for proto comments naming missing commands. */
export function matchCliCommands(input: CliMatchInput): {
  byMethod: Map<string, MethodCliCommand>;
  warnings: ModelWarning[];
} {
  const byMethod = new Map<string, MethodCliCommand>();
  const warnings: ModelWarning[] = [];
  // Indexes: every method looks commands up by path and by the RPCs they call.
  const byPath = new Map(input.commands.map((c) => [c.model.path, c]));
  const callersOf = new Map<string, TracedCommand[]>();
  for (const command of input.commands) {
    for (const rpc of new Set(command.calls.map((call) => call.rpc))) {
      const callers = callersOf.get(rpc) ?? [];
      callers.push(command);
      callersOf.set(rpc, callers);
    }
  }
  for (const subService of input.subServices) {
    for (const method of subService.methods) {
      const commentPath = method.cli && method.cli.startsWith(`${input.cliName} `) ? method.cli : null;
      const commented = commentPath ? findByPathOrAlias(input.commands, byPath, commentPath) : undefined;
      const commentGap = (why: string) => {
        const message = `the comment of ${method.fullName} names "${method.cli}", ${why}`;
        warnings.push({
          location: input.locationOf(method.fullName),
          message,
          gap: { kind: 'cli-command-missing', rpc: method.fullName, message, source: method.source },
        });
      };
      if (commentPath && !commented) commentGap(`which ${input.cliName} does not have at this release`);
      const callers = [...(callersOf.get(method.fullName) ?? [])];
      const best = callers.sort(rankFor(method.fullName, method.name, commented?.model.path ?? commentPath))[0];
      if (best) byMethod.set(method.fullName, { ...best.model, matchedBy: 'action' });
      else if (commented && callsSiblingInstead(commented, method.fullName))
        // A stale comment: the command was moved on (pool's `auction snapshot` calls
        // BatchSnapshots, not the deprecated BatchSnapshot the comment is on).
        commentGap(`whose action calls ${[...new Set(commented.calls.map((c) => c.rpc))].join(', ')} instead`);
      else if (commented) byMethod.set(method.fullName, { ...commented.model, matchedBy: 'comment' });
    }
  }
  return { byMethod, warnings };
}

/**
 * True when a command's action is read calling, instead of `rpc`, another RPC of its own
 * service or a newer version of it (a name it begins: SendPaymentV2 for SendPayment): the
 * command was moved on. A call through a helper the reading misses is no such sign
 * (`lncli unlock` is read calling only lnrpc.State's SubscribeState).
 */
function callsSiblingInstead(command: TracedCommand, rpc: string): boolean {
  const service = rpc.slice(0, rpc.lastIndexOf('.') + 1);
  const name = rpc.slice(service.length);
  const calls = command.calls.map((c) => c.rpc);
  return (
    !calls.includes(rpc) &&
    calls.some((c) => {
      const callName = c.slice(c.lastIndexOf('.') + 1);
      return (c.startsWith(service) && !c.slice(service.length).includes('.')) || callName.startsWith(name);
    })
  );
}

/** A comment's command line may use an alias or carry arguments: `lncli wallet psbt fund --outputs=...`. */
function findByPathOrAlias(
  commands: TracedCommand[],
  byPath: Map<string, TracedCommand>,
  line: string,
): TracedCommand | undefined {
  const words = line.split(/\s+/).filter((w) => !w.startsWith('-'));
  let best: TracedCommand | undefined;
  for (const command of commands) {
    const pathWords = command.model.path.split(' ');
    if (pathWords.length > words.length) continue;
    const matches = pathWords.every(
      (word, i) => i === 0 || word === words[i] || aliasesAt(byPath, pathWords.slice(0, i + 1)).includes(words[i]!),
    );
    if (matches && (!best || pathWords.length > best.model.path.split(' ').length)) best = command;
  }
  // Only the full written command counts: "tapcli rfq buyorder" must not match "tapcli rfq".
  return best && best.model.path.split(' ').length === words.length ? best : undefined;
}

function aliasesAt(byPath: Map<string, TracedCommand>, pathWords: string[]): string[] {
  return byPath.get(pathWords.join(' '))?.model.aliases ?? [];
}

function normalized(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * How many fields of the RPC's request the command's inputs set (flags, arguments, prompts):
 * of lncli create and createwatchonly, which both call InitWallet, create carries more of its
 * request (the seed, its passphrase, the master key), while createwatchonly always sends a
 * watch-only account list read from a file.
 */
function carriedFields(command: CliCommandModel, rpc: string): number {
  return command.inputs?.requests.find((r) => r.rpc === rpc)?.fields.length ?? 0;
}

function rankFor(rpc: string, rpcName: string, commentPath: string | null) {
  const key = (c: TracedCommand) => {
    const call = c.calls.find((x) => x.rpc === rpc)!;
    const leaf = normalized(c.model.name);
    const joined = normalized(c.model.path.split(' ').slice(1).join(''));
    const named = leaf === normalized(rpcName) || joined === normalized(rpcName);
    // The comment may name the command or its group (`loop quote` for `loop quote in`).
    const commentRank =
      commentPath === null ? 2 : c.model.path === commentPath ? 0 : c.model.path.startsWith(`${commentPath} `) ? 1 : 2;
    return [
      commentRank,
      named ? 0 : 1,
      call.depth,
      -carriedFields(c.model, rpc),
      c.calls.length,
      c.model.path.split(' ').length,
    ] as const;
  };
  return (a: TracedCommand, b: TracedCommand): number => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a.model.path < b.model.path ? -1 : a.model.path > b.model.path ? 1 : 0;
  };
}
