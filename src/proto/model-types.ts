/**
 * The API model: plain, JSON-able data computed once from the compiled protos and REST
 * rules. Pages, REST overviews, search documents and the sidebar are all views of it;
 * nothing downstream reads a .proto file again.
 */

import type { ErrorOrigin, GrpcCodeName } from '../shared/error-kinds.ts';
import type { CliFlowModel } from './cli-flow-types.ts';
import type { RequestRule } from '../shared/request-rules.ts';

export type { ErrorOrigin, GrpcCodeName };

/** The whole API: every daemon of sources.json, in its order. */
export interface ApiModel {
  daemons: DaemonModel[];
}

/** A daemon and the facts that do not change between its releases. */
export interface DaemonModel {
  /** Stable id: lnd, loop, pool, faraday, taproot-assets, lit. */
  id: string;
  /** Display title: LND, Loop, Pool, Faraday, Taproot Assets Protocol, LiT. */
  title: string;
  /** "owner/name" on GitHub. */
  repo: string;
  repoUrl: string;
  daemon: string;
  cli: string;
  ports: { grpc: number; rest: number };
  /** Every pinned release, newest first. */
  releases: ApiRelease[];
}

/** One compiled release of a daemon's API: what is rendered and compared. */
export interface ApiRelease {
  /** Id of the daemon it belongs to. */
  daemonId: string;
  /** The release tag as written upstream: v0.21.2-beta. */
  tag: string;
  commit: string;
  /** Documented proto files with upstream links at the release's commit. */
  protoFiles: SourceFile[];
  subServices: SubServiceModel[];
  /** Every message reachable from a documented method, by full name. */
  messages: Record<string, MessageModel>;
  /** Every enum reachable from a documented method, by full name. */
  enums: Record<string, EnumModel>;
  /** The macaroons the daemon bakes by default, with what each allows (from its Go source). */
  macaroons: DefaultMacaroonModel[];
  /** The CLI's command to bake a custom macaroon at this release ("lncli bakemacaroon"), or null. */
  bakeMacaroonCommand: string | null;
  /** Every command of the CLI at this release, depth first in the order `--help` lists them. */
  cliCommands: CliCommandModel[];
  /** What the release's own sources leave undocumented or wrong, in the order found (see DocumentationGap). */
  gaps: DocumentationGap[];
  /** Errors of the layers every call passes through (full releases with RPC-layer Go files), read from the Go source. */
  serviceErrors?: ServiceErrorModel[];
}

/** One macaroon permission, written `entity:action`. */
export interface PermissionOp {
  entity: string;
  action: string;
}

/**
 * What a call needs: `required` (a macaroon holding the ops below), `any` (any valid
 * macaroon of the daemon: its permission entry lists no permission, but the RPC is not
 * whitelisted, so the interceptor still validates a macaroon and a call without one fails
 * with "expected 1 macaroon, got 0"), `none` (no macaroon: the daemon's whitelist lists
 * the RPC unconditionally), `not-served` (the daemon does not implement it: pool's
 * auctioneer services, tapd's price oracle), or `no-entry` (served, but missing from the
 * permission tables, so rejected when macaroons are enabled). A whitelist that lists the
 * RPC only under a condition (tapd's public universe access) leaves it `required` or
 * `any` and names the condition in `publicWhen`.
 */
export type PermissionStatus = 'required' | 'any' | 'none' | 'not-served' | 'no-entry';

/** The whitelist of a daemon's Go source that lists an RPC (always, or under `publicWhen`). */
export interface MacaroonWhitelistRef {
  /** Go name of the variable or function: macaroonWhitelist, whiteListedLitMethods, MacaroonWhitelist. */
  name: string;
  /** Where it lists the RPC. */
  source: SourceRef;
}

/** Macaroon permissions of one RPC, from the daemon's Go permission tables. */
export interface MethodPermissions {
  status: PermissionStatus;
  /** gRPC method URI: /lnrpc.Lightning/GetInfo. The permission `uri:<uri>` allows exactly this RPC. */
  uri: string;
  /** Required permissions in declaration order ([] unless status is required). */
  ops: PermissionOp[];
  /**
   * Default macaroons that allow the call, least privilege first (every one when status is
   * `any`): ranked by what each grants beyond the call's needs, compared as sets, whichever
   * sub-server bakes it (see byExtraPrivilege).
   */
  macaroons: string[];
  /**
   * The default macaroon granting least beyond what the call needs (fewest extra non-read
   * permissions, then fewest extra permissions; router.macaroon for SendOnionMessage), or
   * null. For `any`, the smallest of all.
   */
  smallestMacaroon: string | null;
  /** A command baking a macaroon with exactly `ops` ("lncli bakemacaroon info:read"), or null. */
  bakeCommand: string | null;
  /** A command baking a macaroon for this RPC only (`uri:` permission), when the CLI supports it. */
  bakeUriCommand: string | null;
  /** Build tags the daemon must be built with to serve the RPC (loop's Debug: ["dev"]); [] for release builds. */
  buildTags: string[];
  /**
   * Daemon options (Go conditions) under which the RPC needs no macaroon: tapd's
   * `MacaroonWhitelist(allowUniPublicAccessRead, ...)` lists universe RPCs only when tapd
   * is configured for public universe access. [] when no condition whitelists it.
   */
  publicWhen: string[];
  /** The whitelist listing the RPC (status `none`, or with `publicWhen`), or null. */
  whitelist: MacaroonWhitelistRef | null;
  /** Where the permission entry is declared (for a whitelisted RPC without one, the whitelist), or null. */
  source: SourceRef | null;
}

/** A macaroon a daemon bakes by default. */
export interface DefaultMacaroonModel {
  /** File name: admin.macaroon. */
  file: string;
  ops: PermissionOp[];
  /** True when it holds every permission of the daemon's tables. */
  allowsAll: boolean;
  /** Plain words about it ("baked by the routerrpc sub-server"), or "". */
  note: string;
  /** The Go package of the sub-server that bakes it ("routerrpc"), or null for the daemon's own macaroons. */
  subServer: string | null;
  /** Where its permission list is declared, or null ("*" in sources.json). */
  source: SourceRef | null;
}

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

/** A file of the upstream tree with its link at the pinned commit. */
export interface SourceFile {
  /** Tree-relative path, e.g. lnrpc/lightning.proto. */
  path: string;
  url: string;
}

/** A position in an upstream file: path, 1-based line and permalink. */
export interface SourceRef {
  path: string;
  line: number;
  url: string;
}

/** One proto `service`, shown as a sidebar category. */
export interface SubServiceModel {
  /** Proto service name: Lightning, WalletKit. */
  name: string;
  /** Fully qualified: lnrpc.Lightning. */
  fullName: string;
  package: string;
  /** The file's path as `import` statements name it (relative to its import root): routerrpc/router.proto. */
  importPath: string;
  source: SourceRef;
  /** Markdown from the service's leading comment ("" when there is none). */
  description: string;
  /** File line of the description's first line (warnings about it name this line). */
  descriptionLine?: number;
  /** Its own file and every file it imports (transitively), as protoc needs them to generate code. */
  compileFiles: ProtoFileRef[];
  methods: MethodModel[];
}

/** A .proto file of an upstream tree as a compiler sees it: import path under an import root. */
export interface ProtoFileRef {
  /** "owner/name" of the repository holding the file. */
  repo: string;
  /** Release tag of that repository the site pins. */
  tag: string;
  /** Import root inside the repository: "lnrpc", or "." for the repository root. */
  root: string;
  /** Path as `import` statements name it, relative to the root: routerrpc/router.proto. */
  importPath: string;
}

export type Streaming = 'unary' | 'server' | 'client' | 'bidi';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RestPlacement = 'path' | 'query' | 'body';

/** One REST route of a method, from the grpc-gateway rules. */
export interface RestBinding {
  method: HttpMethod;
  /** Path template as written in the rules: /v1/channels/{channel_point.funding_txid_str}. */
  path: string;
  /** "*" (whole request), a request field name, or null (no body). */
  body: string | null;
  /** Where each top-level request field travels, in request field order. */
  placements: Record<string, RestPlacement>;
  /** false for a rule's additional_bindings and for the bindings of a later rule with the same selector. */
  primary: boolean;
}

export interface MethodModel {
  name: string;
  /** lnrpc.Lightning.GetInfo */
  fullName: string;
  /** Markdown with the leading CLI line removed. */
  description: string;
  /** File line of the description's first line (warnings about it name this line). */
  descriptionLine?: number;
  /** Full CLI command line: "lncli getinfo", or null when the comment names none. */
  cli: string | null;
  /** Deprecated by `option deprecated = true` or by a comment starting "Deprecated". */
  deprecated: boolean;
  /**
   * Deprecated by `option deprecated = true` alone: a fact of the descriptors, known without
   * comments (the API history compiles without them).
   */
  deprecatedOption: boolean;
  streaming: Streaming;
  requestType: string;
  responseType: string;
  /** Primary binding first, then additional bindings and those of later rules with the same selector. Empty when the RPC has no REST route. */
  rest: RestBinding[];
  source: SourceRef;
  /** Messages and enums reachable from request and response (closure), request/response first. */
  types: string[];
  /** Macaroon permissions the call needs at this release; null when the release names no permission files. */
  permissions: MethodPermissions | null;
  /** The CLI command that calls this RPC at this release, or null when none does. */
  cliCommand: MethodCliCommand | null;
  /**
   * Messages the RPC's Go handler returns at this release (src/gofacts/errors/), in source
   * order; absent or null when the release's Go files hold no handler for its service.
   */
  errors?: MethodErrorModel[] | null;
  /** Why `errors` is empty or null, when it is. */
  errorsNote?: MethodErrorsNote | null;
  /**
   * What the request must satisfy, read from the guards of the handler and its helpers
   * (src/gofacts/rules/); absent or null when the release's handlers are not read.
   */
  requestRules?: RequestRuleModel[] | null;
  /**
   * Commands of other daemons' CLIs that call this RPC (litcli's `ln sendpayment` calls tapd's
   * TaprootAssetChannels.SendPayment through litd), one per CLI; newest releases only.
   */
  otherCliCommands?: OtherCliCommand[];
}

/**
 * One error message a handler returns (read from the Go source, src/gofacts/errors/): the
 * template with format verbs shown as `…`, the gRPC status the daemon sends, and where it is written.
 */
export interface MethodErrorModel {
  message: string;
  /** The code the Go sets (`status.Error(codes.X, ...)`), else Unknown as gRPC sends a plain error. */
  code?: GrpcCodeName;
  /** The guard in words when it reads only request fields ("when `group_key` is set and `grouped_asset` is false"), else null. */
  condition?: string | null;
  /** The package-qualified sentinel error variable it is (`invoices.ErrInvoiceNotFound`), or null. */
  sentinel?: string | null;
  /** The helpers between the handler and the line that writes it (`extractIntentFromSendRequest`); empty when the handler writes it. */
  via?: string[];
  source: SourceRef;
}

/** A request rule (src/shared/request-rules.ts) with the line of its guard's error. */
export interface RequestRuleModel extends RequestRule {
  source: SourceRef;
}

/** Why an RPC lists no errors: never silence on a page. */
export interface MethodErrorsNote {
  reason: 'forwarded' | 'library' | 'no-handler-source' | 'none-found';
  /** One sentence for the page ("The handler forwards the call to lnd's Lightning service."). */
  text: string;
}

/** An error no handler writes, read from a layer every call passes through (interceptor, macaroon check, proxy, payment failure reasons). */
export interface ServiceErrorModel {
  origin: ErrorOrigin;
  message: string;
  code: GrpcCodeName;
  sentinel: string | null;
  source: SourceRef;
}

export type ScalarType =
  | 'double'
  | 'float'
  | 'int64'
  | 'uint64'
  | 'int32'
  | 'fixed64'
  | 'fixed32'
  | 'bool'
  | 'string'
  | 'bytes'
  | 'uint32'
  | 'sfixed32'
  | 'sfixed64'
  | 'sint32'
  | 'sint64';

/** A field's type: a scalar or a link to a message or enum of the model. */
export type TypeRef =
  | { kind: 'scalar'; name: ScalarType }
  | { kind: 'message'; fullName: string }
  | { kind: 'enum'; fullName: string };

export interface FieldModel {
  name: string;
  number: number;
  /** lowerCamelCase name of the proto3 JSON mapping. */
  jsonName: string;
  description: string;
  /** File line of the description's first line. */
  descriptionLine?: number;
  deprecated: boolean;
  /** repeated, explicit proto3 optional, or a plain singular field. */
  label: 'repeated' | 'optional' | 'singular';
  /** Set for map fields; `type` is then the value type. */
  mapKey: ScalarType | null;
  /** Name of the real oneof the field belongs to (not synthetic proto3-optional oneofs). */
  oneof: string | null;
  type: TypeRef;
  /** JSON type over REST (proto3 JSON mapping): string, integer, number, boolean, object, array<...>. */
  restType: string;
}

export interface MessageModel {
  fullName: string;
  name: string;
  /** Proto package of the file declaring it ("" when none): lnrpc. */
  package: string;
  /** Import path of that file (its name in the descriptor set): routerrpc/router.proto. */
  importPath: string;
  source: SourceRef;
  description: string;
  /** File line of the description's first line. */
  descriptionLine?: number;
  fields: FieldModel[];
  /** Full names of messages and enums declared inside this one (map entries excluded). */
  nested: string[];
}

export interface EnumValueModel {
  name: string;
  number: number;
  description: string;
  /** File line of the description's first line. */
  descriptionLine?: number;
  deprecated: boolean;
  /** The first value with the same number when this one is an alias of it (allow_alias), else null. */
  aliasOf: string | null;
}

export interface EnumModel {
  fullName: string;
  name: string;
  /** Proto package of the file declaring it ("" when none): lnrpc. */
  package: string;
  /** Import path of that file (its name in the descriptor set): routerrpc/router.proto. */
  importPath: string;
  source: SourceRef;
  description: string;
  /** File line of the description's first line. */
  descriptionLine?: number;
  values: EnumValueModel[];
}

/** Something worth telling the user that does not stop the build. */
export interface ModelWarning {
  location: string;
  message: string;
  /**
   * Set when the warning is about the upstream sources of a release (a documentation gap
   * only their maintainers can fix): such warnings are summarised, not printed one by one.
   * Absent for what the user can fix.
   */
  gap?: DocumentationGap;
}

/**
 * The kinds of documentation gap: an RPC without a comment, a comment naming a CLI command
 * the release's CLI does not have, and an RPC the daemon serves without a macaroon
 * permission entry (it rejects the call when macaroons are enabled).
 */
export type DocumentationGapKind = 'rpc-without-comment' | 'cli-command-missing' | 'permission-entry-missing';

/**
 * A finding about a release's upstream sources (its .proto comments or Go tables) that the
 * build cannot change: the daemon's maintainers can fix it at the source. Listed on the
 * release's Documentation gaps page and summarised by the CLI.
 */
export interface DocumentationGap {
  kind: DocumentationGapKind;
  /** Full name of the RPC it is about: poolrpc.ChannelAuctioneer.Terms. */
  rpc: string;
  /** One sentence saying what is missing or wrong (as the warning says it). */
  message: string;
  /** Where the RPC is declared upstream, with a permalink at the release's commit. */
  source: SourceRef;
}
