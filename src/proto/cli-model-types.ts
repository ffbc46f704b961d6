/**
 * The CLI part of the API model: a daemon's CLI commands at a release, their flags and
 * positional arguments, and what each sets of an RPC's request (read from the CLI's Go
 * source by src/gofacts/cli/). The rest of the model is in model-types.ts.
 */
import type { CliFlowModel } from './cli-flow-types.ts';
import type { SourceRef } from './source-ref.ts';

/** A flag of a CLI command. */
export interface CliFlagModel {
  name: string;
  aliases: string[];
  usage: string;
  /** urfave/cli flag type without "Flag": String, Bool, Uint64, StringSlice, Duration, ... */
  kind: string;
  /** Default value as the CLI prints it, when the source writes it as a constant; null otherwise. */
  defaultValue: string | null;
  envVars: string[];
  hidden: boolean;
  /** `Required: true`: urfave/cli refuses to run the command without it. */
  required?: boolean;
}

/**
 * A condition on a CLI command's arguments, read from its action's Go code: a flag given
 * (`ctx.IsSet("dest")`, or true for a bool flag), the positional argument of a slot present,
 * the number of positional arguments or flags compared with a constant; `unknown` for
 * anything else (a condition on it is never taken as met).
 */
export type CliCondition =
  | { kind: 'and' | 'or'; terms: CliCondition[] }
  | { kind: 'not'; term: CliCondition }
  | { kind: 'flag'; flag: string }
  | { kind: 'arg'; slot: number }
  | { kind: 'count'; of: 'args' | 'flags'; op: '==' | '!=' | '<' | '<=' | '>' | '>='; value: number }
  | { kind: 'unknown'; text: string };

/** A positional argument the action reads: `args.First()` after `slot` calls of `args.Tail()`. */
export interface CliPositionalModel {
  slot: number;
  /** Its name in the command's ArgsUsage, or the Go variable it is read into. */
  name: string;
  /** Flags that stand in for it: when one is given the action does not read this argument. */
  unlessFlags: string[];
  /** The action ranges over the arguments from this slot on (`for _, arg := range ctx.Args()`): it takes every one left. */
  spread?: true;
}

/** Where the action stops before calling an RPC: an error it returns (or the help it shows) under a condition. */
export interface CliGuardModel {
  when: CliCondition;
  /** The error's text ("dest argument missing"), or "shows the help". */
  message: string;
  line: number;
}

/** Which flags and positional arguments set one field of an RPC's request. */
export interface CliFieldBindingModel {
  /** Dotted proto field path: pub_key, chan_point.funding_txid_str. */
  field: string;
  flags: string[];
  slots: number[];
  /**
   * For an enum field the action picks with a `switch` on the argument's text: each text it
   * accepts and the Go constant it picks (`p2tr` → `AddressType_TAPROOT_PUBKEY`).
   */
  choices?: { text: string; constant: string }[];
  /**
   * For an enum field the action picks by which flag is given (faraday's `case
   * ctx.IsSet("uptime"): Metric = ..._UPTIME`): each flag and the Go constant it picks.
   */
  flagChoices?: { flag: string; constant: string }[];
  /**
   * Flags and slots whose text carries this field's values other than one text for one value:
   * one value per argument from a slot on, a part of a text split on a separator, or the items
   * of a repeated message (see `CliPieces`); the inputs not listed carry it whole.
   */
  pieces?: CliPieces[];
  /**
   * Flags and slots whose text is JSON the action decodes into a Go struct, and where this field's
   * value sits in it (lncli batchopenchannel's `channels[].node_pubkey` at `[].node_pubkey`, from the struct's json tags).
   */
  json?: CliJsonPlace[];
  /**
   * The flags under which the action sets the field from these inputs (lncli importmc's
   * `if ctx.IsSet("failure") { ...FailTime = ts } else { ...SuccessTime = ts }`); always when absent.
   */
  when?: CliCondition;
  /**
   * Inputs that set the field only under a condition of their own: a later assignment writes
   * over what they gave (loop out's `--amt` feeds max_swap_routing_fee through the fee limits,
   * unless `--max_swap_routing_fee` is given: `when` is `!--max_swap_routing_fee` for `--amt` and argument 1).
   */
  inputWhen?: CliInputCondition[];
  /** The action also reads it at a prompt, from standard input (lncli create's wallet password). */
  prompt?: true;
  /** The flags' values are the keys of this map field, one per value (litcli autopilot add's `--feature`). */
  mapKeys?: true;
  /** The field is the time the command runs plus the flag's value (litcli's `--expiry` seconds for an expiry timestamp). */
  fromNow?: true;
  /** Another module's function the value passes through, parsing a form of its own (`session.Parse`). */
  via?: string;
  /**
   * The field is a comparison of the flag's value with a constant, not the value itself (lncli's
   * `SpendUnconfirmed: minConfs == 0`): it is sent as the comparison's result.
   */
  compare?: { op: '==' | '!='; value: string };
  /** The field is the flag's value in another unit (see `CliScale`): tapcli's `--sat_per_vbyte` for a sat/kw fee_rate. */
  scale?: CliScale;
  /**
   * The flag's `Value:` default, which the command sends when the flag is not given: the action
   * reads the flag into the field without asking whether it is set (tapcli assets backup
   * export's `--mode`, "compact"). Only defaults other than the Go zero value.
   */
  sentDefault?: { flag: string; value: string };
}

/**
 * A unit conversion between a flag and its field: the field is the flag's value times `factor`,
 * raised to `floor` when below it (tapcli's `chainfee.SatPerKVByte(satPerVByte * 1000).FeePerKWeight()`,
 * then `FeePerKwFloor`: factor 250, floor 253).
 */
export interface CliScale {
  factor: number;
  floor?: number;
}

/**
 * How one flag's or positional argument's text carries a field's values when it is not one text
 * for one value: `each`, every argument from `slot` on is one value of the repeated field (lncli
 * `wallet submitpackage <tx> <tx>...`); `separator` and `index`, the value is part `index` of the
 * text split there (lncli `wtclient add pubkey@host`: `strings.Split(arg, "@")[0]` is pubkey, `[1]`
 * address); `each`, `separator` and `fields`, a repeated message built one item per argument, part
 * i of each setting the item's field `fields[i]` (`bakemacaroon info:read`: entity and action of a
 * MacaroonPermission; `separator` is empty when the whole text is the one field).
 */
export interface CliPieces {
  flag?: string;
  slot?: number;
  each?: true;
  separator?: string;
  index?: number;
  fields?: string[];
}

/** One flag or positional argument, and when it sets a field (see `CliFieldBindingModel.inputWhen`). */
export interface CliInputCondition {
  flag?: string;
  slot?: number;
  when: CliCondition;
}

/** Where a field's value sits in a JSON text: `[]` for each item of a list, `.key` for an object's key. */
export interface CliJsonPlace {
  flag?: string;
  slot?: number;
  path: string;
}

/** What a CLI command's action reads from its arguments, from its Go code. */
export interface CliInputsModel {
  positional: CliPositionalModel[];
  guards: CliGuardModel[];
  /** Per RPC the action calls, the request fields its arguments set. */
  requests: {
    rpc: string;
    fields: CliFieldBindingModel[];
    /** Flags without which the action never reaches the call (`lncli openchannel` calls FundingStateStep only under `--psbt`). */
    callFlags?: string[];
    /** The calls made before it and the fields computed for it (cli-flow-types.ts), when the reading finds any. */
    flow?: CliFlowModel;
    /**
     * Fields the action writes with a value the reading traces to no flag or argument: a constant
     * (which a flag's branch may pick: lncli wallet bumpfee's `immediate = true`), a value computed
     * from others (`SpendUnconfirmed: minConfs == 0`), an answer of another RPC. Not "no flag" fields.
     */
    writtenOtherwise?: string[];
  }[];
  /** Flags whose values the action reads only after its last RPC call (tapcli's `--output_file`, where the response goes): they set no request field. */
  readAfterCall?: string[];
}

/** A command of a daemon's CLI at one release. */
export interface CliCommandModel {
  /** Full command: "lncli wallet psbt fund". */
  path: string;
  name: string;
  aliases: string[];
  usage: string;
  argsUsage: string;
  description: string;
  category: string;
  flags: CliFlagModel[];
  /** Flag lists the command borrows from other Go modules (not read): its help text lacks them. */
  externalFlags: string[];
  /** Names of its sub-commands. */
  subcommands: string[];
  /** What `<path> --help` prints at this release. */
  helpText: string;
  /** RPCs (full names) its action calls, directly or through helpers. */
  rpcs: string[];
  /** RPCs of other daemons' services its action calls (litcli ln sendpayment: tapchannelrpc.TaprootAssetChannels.SendPayment). */
  foreignRpcs?: string[];
  /** What the action reads from its arguments; absent when the command has no action the analysis can read. */
  inputs?: CliInputsModel;
  hidden: boolean;
  source: SourceRef;
}

/** The CLI command of an RPC: the command whose action calls it, or the proto comment's (when it exists). */
export interface MethodCliCommand extends CliCommandModel {
  /** How the command was matched to the RPC. */
  matchedBy: 'action' | 'comment';
}

/** A command of another daemon's CLI that calls an RPC. */
export interface OtherCliCommand extends CliCommandModel {
  /** The daemon whose CLI it is (lit), and that daemon's name (litd). */
  daemonId: string;
  daemon: string;
}
