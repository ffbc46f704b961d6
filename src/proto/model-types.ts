/**
 * The API model: plain, JSON-able data computed once from the compiled protos and REST
 * rules. Pages, REST overviews, search documents and the sidebar are all views of it;
 * nothing downstream reads a .proto file again. Its CLI part (commands, flags, what each
 * sets) is in cli-model-types.ts, the upstream places it links to in source-ref.ts.
 */

import type { ErrorOrigin, GrpcCodeName } from '../shared/error-kinds.ts';
import type { CliCommandModel, MethodCliCommand, OtherCliCommand } from './cli-model-types.ts';
import type { RequestRule } from '../shared/request-rules.ts';
import type { SourceFile, SourceRef } from './source-ref.ts';

export type { ErrorOrigin, GrpcCodeName };
export type { SourceFile, SourceRef };

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
  /** Deprecated by `option deprecated = true` (a fact of the descriptors, known without comments). */
  deprecatedOption: boolean;
  /** Its comment deprecates it: starts with "Deprecated" (src/proto/comment-deprecation.ts). */
  deprecatedInComment: boolean;
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
  /**
   * `option deprecated = true` alone: the code samples leave such a field out and the
   * wire-level diff reads it; pages and exports mark a field deprecated by either form.
   */
  deprecated: boolean;
  /** Its comment deprecates it: starts with "Deprecated" (src/proto/comment-deprecation.ts). */
  deprecatedInComment: boolean;
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
  /** `option deprecated = true` alone (see FieldModel.deprecated). */
  deprecated: boolean;
  /** Its comment deprecates it: starts with "Deprecated" (src/proto/comment-deprecation.ts). */
  deprecatedInComment: boolean;
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
