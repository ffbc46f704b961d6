/**
 * The shapes the CLI input reading passes between its files: the scope of a function it reads,
 * where a value comes from (`Source`), and the reader every rule calls back into for the
 * recursion (`CliReader`, made once per command in cli-inputs.ts).
 */
import type { SyntaxNode } from '@lezer/common';
import type { EnumModel, MessageModel } from '../../proto/model-types.ts';
import type { CliCondition, CliPieces, CliScale } from '../../proto/cli-model-types.ts';
import type { CondExpr } from '../go-cond.ts';
import type { GoFile } from '../go-file.ts';
import type { GoProgram } from '../go-program.ts';
import type { GoRule } from '../go-rules.ts';

/** The request message of each RPC a command calls, and every message by full name. */
export interface RequestTypes {
  requestOf: (rpc: string) => MessageModel | undefined;
  /** The response message of an RPC (for the fields a later request takes from it, cli-flows.ts). */
  responseOf?: (rpc: string) => MessageModel | undefined;
  messages: Record<string, MessageModel>;
  /** Every enum by full name (for the words another module parses into one, see usage-words.ts). */
  enums?: Record<string, EnumModel>;
}

/**
 * What the CLI's help says of flag values another module parses: per flag name, the words its
 * usage quotes (usage-words.ts), and the command's flags that have no default value (so that a
 * parse of one not given fails).
 */
export interface FlagWords {
  words: ReadonlyMap<string, string[]>;
  withoutDefault: ReadonlySet<string>;
  /** The command's flags with a constant default other than the Go zero value, and that default as Go holds it (`compact`, `1`). */
  defaults?: ReadonlyMap<string, string>;
}

/** Which calls are RPC calls: a method of the command's RPCs on a client of its service (cli-rpc-calls.ts knows the clients). */
export interface RpcClients {
  isClientCall: (file: GoFile, fn: SyntaxNode, receiver: CondExpr, method: string) => boolean;
}

/** A place in a JSON text the action decodes: the path so far and the Go type of the value there. */
export type JsonAt = { path: string; type: string };

/**
 * How a source's value reaches the field when it is not as written: as the keys of a map
 * (`featureMap[feature]` for each `--feature`), added to the clock (`time.Now().Add(...)`), or
 * through another module's parser (`session.Parse(...)`, whose text form the files read do not give).
 */
export type SourceForm = {
  mapKeys?: true;
  fromNow?: true;
  via?: string;
  /** The value is compared with a constant (`minConfs == 0`): the field holds the comparison's result. */
  compare?: { op: '==' | '!='; value: string };
  /** The value is in another unit than the flag's (`x * 1000`, `chainfee.SatPerKVByte(x).FeePerKWeight()`). */
  scale?: CliScale;
};

/** A text a `switch` (or a map of texts) takes, and the Go constant it picks. */
export type Choice = { text: string; constant: string };

/**
 * Where a value comes from; `choices` when a `switch` on its text picks an enum constant;
 * `when` when the whole assignment happens under flags, `inputWhen` when this input's value
 * is written over later under flags (it then sets the field only when they are not given).
 */
export type Source = (
  | { kind: 'flag'; name: string; picks?: string }
  | { kind: 'arg'; slot: number; spread?: true }
  | { kind: 'prompt' }
) & {
  choices?: Choice[];
  part?: { separator: string; index: number };
  json?: JsonAt;
  when?: CliCondition;
  inputWhen?: CliCondition;
} & SourceForm;

/** Records the sources of a request field (or the argument items a repeated message field is built from). */
export type AddBinding = (field: string, sources: Source[], items?: CliPieces) => void;

/** One write of a local: the value and where it is written; `item` for the value variable of a `range` over it, `json` for JSON decoded into it. */
export interface Assignment {
  value: CondExpr;
  at: number;
  /** Which result of a call with several (`id, label, args, err := parseIDOrLabel(ctx)`). */
  result: number;
  item?: true;
  json?: true;
}

/** A function body the reading follows, with the name its urfave/cli context goes by. */
export interface Scope {
  file: GoFile;
  /** The function declaration or literal. */
  fn: SyntaxNode;
  body: SyntaxNode;
  ctx: string;
  depth: number;
  /** Local names bound to the positional arguments (`args := ctx.Args()`), with the offsets of their `args = args.Tail()`. */
  argVars: Map<string, number[]>;
  /** Local assignments by name. */
  assigns: Map<string, Assignment[]>;
  /** Declared types of locals (`var jsonChannels []*batchChannelJSON`). */
  types: Map<string, string>;
  /** A helper's parameters bound to the caller's arguments (`buildBurnAssetSpecifier(assetIDBytes, groupKeyBytes)`). */
  params: Map<string, Argument>;
  /** The function's parameters with their type's text (a helper handed the request: `func f(req *lnrpc.X)`). */
  paramTypes: { name: string; type: string }[];
}

/** A value read in a scope at an offset (a helper's argument in the caller's scope, an item of a list). */
export interface Argument {
  value: CondExpr;
  scope: Scope;
  at: number;
}

/** The reading of one command: its facts and the recursion every rule calls back into. */
export interface CliReader {
  program: GoProgram;
  types: RequestTypes;
  flagWords: FlagWords;
  /** Whether a call is one of the command's RPCs on a client of its service (what it answers comes from the daemon). */
  isRpcCall: (call: CondExpr & { kind: 'call' }, scope: Scope) => boolean;
  /** The flags, positional arguments and prompts an expression's value comes from (value-sources.ts). */
  sources: (expr: CondExpr, scope: Scope, at: number, seen?: Set<string>) => Source[];
  /** The sources of one result of a call (`index`: `id, label, args, err := parseIDOrLabel(ctx)`). */
  callSources: (
    call: CondExpr & { kind: 'call' },
    scope: Scope,
    at: number,
    seen: Set<string>,
    index: number,
  ) => Source[];
  /** A Go condition as a condition on the arguments (input-conditions.ts). */
  condition: (expr: CondExpr, scope: Scope, at: number) => CliCondition;
}

/** A question to the value-source rules: where an expression's value comes from. */
export interface SourceQuery {
  expr: CondExpr;
  scope: Scope;
  at: number;
  /** Locals and fields already followed on this path (a local written from itself stops). */
  seen: Set<string>;
  reader: CliReader;
}

/** A rule of where a value comes from (the lists in value-sources.ts); `[]` answers "from no input". */
export type SourceRule = GoRule<SourceQuery, Source[]>;
