/**
 * What a page renders, resolved before React runs: plain JSON written as the page's route
 * chunk, so the server render and the client (hydration and navigation) use the same data.
 * Components are pure views of it. Markdown arrives as safe HTML rendered at build time.
 */
import type { UnservedView } from './unserved-rpc.ts';
import type { HttpMethod, PermissionStatus, RestPlacement, Streaming } from '../proto/model-types.ts';
import type { SlotRef } from '../shared/code-template.ts';
import type { NodeFacts } from '../shared/node-settings.ts';
import type { LinePatch } from '../shared/line-patch.ts';
import type { MarkedElement, RemovedElement } from '../shared/version-marks.ts';
import type { ErrorEntry } from './errors/catalogue-types.ts';
import type { Card, Link, PageBase } from './page-base.ts';
import type { CliFlowNoteView } from './cli-flow-view.ts';
import type {
  ApiChangesPage,
  ApiHistoryPage,
  DocumentationGapsPage,
  RemovedRpcPage,
  UpgradingPage,
} from './release-page-data.ts';

// The shared parts and the release pages' data live in their own files; importers read every page type here.
export type * from './page-base.ts';
export type * from './release-page-data.ts';

export interface HomePage extends PageBase {
  kind: 'home';
  title: string;
  introHtml: string;
  services: Card[];
}

export interface MarkdownPage extends PageBase {
  kind: 'markdown';
  title: string;
  html: string;
}

export interface SearchPage extends PageBase {
  kind: 'search';
  title: string;
}

export interface NotFoundPage extends PageBase {
  kind: 'not-found';
  title: string;
}

/** A generated index: the api-reference category or one sub-service's methods. */
export interface CategoryPage extends PageBase {
  kind: 'category';
  title: string;
  descriptionHtml: string;
  cards: Card[];
}

export interface ServiceIndexPage extends PageBase {
  kind: 'service-index';
  title: string;
  introHtml: string;
  version: { tag: string; commit: string; url: string };
  /** Connection facts; the values shown come from the reader's "Your node" settings. */
  connection: NodeFacts;
  subServices: Card[];
  restEndpoints: Link;
  /** The release's OpenAPI 3.1 document (docs/exports.md); absent when it has no REST routes. */
  openApi?: Link;
  /** The generated changes from the previous release, when one is pinned. */
  changes: Link | null;
  /** The daemon's macaroon permissions page, when its permissions are known. */
  permissions: Link | null;
  /** The daemon's API history: from which release it starts, and its timeline page. */
  history: { first: string; timeline: Link };
  protoFiles: Link[];
  /** The release's Documentation gaps page and how many findings it lists. */
  documentationGaps: { href: string; count: number };
  repo: Link;
}

export interface RestEndpointRow {
  method: HttpMethod;
  path: string;
  href: string;
  rpc: string;
  deprecated: boolean;
  /** The daemon's name when it does not serve the RPC (pool's auctioneer services, tapd's oracles). */
  notServedBy: string | null;
  /** A binding not in every release of its daemon: the reader's version marks read it. */
  mark?: { daemon: string; has: string; added: string | null };
}

export interface RestEndpointsPage extends PageBase {
  kind: 'rest-endpoints';
  title: string;
  service: string;
  rows: RestEndpointRow[];
  /** The release's OpenAPI 3.1 document; absent when it has no REST routes. */
  openApi?: Link;
}

/**
 * A small label beside a name ("new in v0.21.2-beta"). Optional everywhere: the release
 * diff fills it in; views render nothing when it is absent.
 */
export interface BadgeView {
  label: string;
  /** Colour of the badge: "new" (added), "changed", or a plain neutral one. */
  tone?: 'new' | 'changed' | 'neutral';
  /** A longer explanation, also read by screen readers. */
  title?: string;
}

/** A field's type as shown: label and, for messages and enums on the page, a link to them. */
export interface TypeLabel {
  /** Modifier before the name: "repeated ", "optional ", or "map<uint32, " (closed by suffix). */
  prefix: string;
  /** Scalar name, or a message's or enum's full name. */
  name: string;
  href: string | null;
  suffix: string;
}

/** How a field is written in REST JSON when that differs from what its gRPC type implies. */
export interface JsonEncoding {
  /** JSON type: string, object. */
  type: string;
  /** What the value looks like: "decimal string", "base64", "enum value name". */
  note: string;
}

/**
 * Where a request field travels over one REST route, shown only when it is not where the
 * route sends the other fields (see RestRouteView.others).
 */
export interface FieldPlacementView {
  /** Index into MethodPage.rest. */
  route: number;
  where: RestPlacement;
  /**
   * Set when only part of the field is in the path: the sub-fields the path names
   * (channel_point.funding_txid_str); the rest of the field travels as `where` says.
   */
  pathParts: string[] | null;
}

export interface FieldView {
  name: string;
  anchor: string;
  descriptionHtml: string;
  grpcType: TypeLabel;
  /** Null when the JSON type is the one the gRPC type implies (string, bool, int32, messages). */
  json: JsonEncoding | null;
  /** Request fields only: placements that differ from their route's usual one. */
  rest: FieldPlacementView[];
  deprecated: boolean;
  oneof: string | null;
  /**
   * True on the one field where the message type it holds is shown in place (the first in
   * reading order); other fields of that type link to it.
   */
  expands: boolean;
  badges?: BadgeView[];
  /** Release notes of the row (absent when none). */
  notes?: ReleaseNote[];
  /** The releases that have it, when not every release does. */
  mark?: HistoryMark;
  /** Request fields: the handler's rules on it ("Required", "Not with `outgoing_chan_ids`"), absent when none. */
  rules?: FieldRuleView[];
}

/** A request rule as one field shows it: its words seen from that field, and the error it produces. */
export interface FieldRuleView {
  /** "Required", "Requires `grouped_asset`", "At least 20000 (`funding.MinChanFundingSize`)"; field names in backticks. */
  text: string;
  /** The error the handler returns when the rule is broken. */
  message: string;
  code: { name: string; number: number };
  /** The guard's line in the daemon's Go source. */
  source: Link;
  /** The error's row on this page (`errors-3`), when listed there. */
  errorAnchor?: string;
  /** The error's page in the daemon's error catalogue, when it has one. */
  catalogue?: string;
}

/** One request rule of a method, for the Markdown copy, MCP and tools: the fields it is about and its words. */
export interface RequestRuleView extends FieldRuleView {
  kind: string;
  /** The request fields (dotted proto paths) the rule is shown on. */
  fields: string[];
}

export interface MessageView {
  fullName: string;
  anchor: string;
  descriptionHtml: string;
  fields: FieldView[];
  /** RPCs of the daemon whose request or response holds this message. */
  usedBy: Link[];
  badges?: BadgeView[];
}

export interface EnumValueView {
  name: string;
  number: number;
  anchor: string;
  descriptionHtml: string;
  deprecated: boolean;
  /** The value this one is an alias of (same number), or null. */
  aliasOf: string | null;
  badges?: BadgeView[];
  /** Release notes of the row (absent when none). */
  notes?: ReleaseNote[];
  /** The releases that have it, when not every release does. */
  mark?: HistoryMark;
}

export interface EnumView {
  fullName: string;
  anchor: string;
  descriptionHtml: string;
  values: EnumValueView[];
  /** RPCs of the daemon whose request or response holds this enum. */
  usedBy: Link[];
  badges?: BadgeView[];
}

/** One REST route of a method and where request fields travel by default on it. */
export interface RestRouteView {
  method: HttpMethod;
  path: string;
  /** Where fields without a FieldPlacementView for this route go; null when the request has no fields. */
  others: 'body' | 'query' | null;
  /** Release notes of the binding (absent when none). */
  notes?: ReleaseNote[];
  /** The releases that have it, when not every release does. */
  mark?: HistoryMark;
}

/** Highlighted code with slots for the reader's node (src/shared/code-template.ts). */
export interface CodeTemplateView {
  /** HTML pieces, one more than slots: highlighted and escaped at build time. */
  html: string[];
  slots: SlotRef[];
}

export interface CodeSampleView {
  protocol: 'grpc' | 'rest' | 'shell';
  language: string;
  label: string;
  /** The minimal request, and every field (null when it is the same code). */
  minimal: CodeTemplateView;
  full: CodeTemplateView | null;
  /** The request of the flow the CLI runs under a switch (`CodeSamplesView.flag`), when this kind has it. */
  flag?: CodeTemplateView;
}

/** The third request choice: the flow a CLI runs under a switch (src/site/code-samples/flag-flow.ts). */
export interface FlagRequestView {
  /** The choice's label: "Keysend". */
  label: string;
  /** The command and its switch: "lncli sendpayment --keysend". */
  command: string;
}

/** A CLI command as its --help describes it at the pinned release. */
export interface CliHelpView {
  /** Full command: lncli sendpayment. */
  command: string;
  /** What `<cli> <command> --help` prints. */
  help: string;
  /** Its one-line Usage, the words after the command on help's NAME line ("" when unknown): search indexes it. */
  usage: string;
}

/** The code samples section of a method page. */
export interface CodeSamplesView {
  node: NodeFacts;
  /** The macaroon file the samples use (null: the RPC needs none). */
  macaroon: string | null;
  samples: CodeSampleView[];
  /** Set when the samples have a third request, the flow the CLI runs under a switch (lncli sendpayment --keysend). */
  flag?: FlagRequestView;
  /** The CLI command (searchable) and its help text, or null when the RPC has none. */
  cli: CliHelpView | null;
  /** Whether the request, response or a nested message has a bytes field (the page then shows the bytes converter). */
  hasBytes: boolean;
  /** Set when the reader's daemon refuses every call of the RPC: the section says who serves it instead of samples. */
  unserved?: UnservedView | null;
  /** How the samples follow the reader's release of the daemon (absent: the daemon has no history). */
  releases?: ReleaseSamplesView;
}

/** The samples of the page's release, and how they change for the reader's release (src/site/history/release-samples.ts). */
export interface ReleaseSamplesView {
  /** The page's release: the tag the samples clone. */
  tag: string;
  /** The releases that have the RPC (release set), or null when every release has it. */
  rpc: string | null;
  /** Per set of request fields that releases having the RPC lack. */
  groups: ReleaseSamplesGroup[];
}

export interface ReleaseSamplesGroup {
  /** The releases lacking exactly these fields (release set). */
  has: string;
  /** The request fields they lack (dotted paths). */
  lacking: string[];
  /** Of those, the ones the page's minimal request sets. */
  minimal: string[];
  /** Per sample of the page (same order): the line edits of each variant, or null when it cannot follow. */
  patches: { minimal: LinePatch | null; full: LinePatch | null; flag?: LinePatch | null }[];
}

/**
 * What the daemon's API history says about an RPC, field, enum value or REST binding on one
 * release's pages: "Added in v0.21.2-beta; also v0.20.3-beta" (backports), "Deprecated in
 * vY", "Removed in vZ" (older releases' pages) or "Changed in vX" (its meaning changed in the
 * page's release), linking to the entry on the changes page of that release.
 */
export interface ReleaseNote {
  kind: 'added' | 'deprecated' | 'removed' | 'changed';
  /** The release the note is about. */
  tag: string;
  /** Other releases that introduced it outside the page's release line (added only). */
  also: string[];
  /** The entry on the release's changes page, or null when the release has none (the first of the history). */
  href: string | null;
  /** The "Upgrading to" page of the release (removed and deprecated notes, when the release has one). */
  upgrading?: string;
  /** A deprecated note whose deprecation is its comment's ("Deprecated, use ..."), not `option deprecated = true`. */
  byComment?: true;
}

/** An element a page shows that is not in every release, for the reader's version marks. */
export type HistoryMark = MarkedElement;

/** What a page of one release needs for the reader's version marks. */
export interface PageHistory {
  /** Daemon id: the reader's release of it is looked up in the node settings. */
  daemonId: string;
  /** The page's RPC, when not every release has it. */
  rpc: HistoryMark | null;
  /** Fields, enum values and REST bindings of the page that the page's release lacks and other releases have. */
  removed: RemovedElement[];
  /** The request and response fields not in every release having the RPC, for the summary at the top (absent: none). */
  summary?: VersionSummaryView;
}

/** A field the page summary lists when the reader's release lacks it. */
export interface VersionSummaryField {
  /** Its path from the request or response: `budget`, `outpoint.txid_str`. */
  path: string;
  anchor: string;
  has: string;
}

export interface VersionSummaryView {
  request: VersionSummaryField[];
  response: VersionSummaryField[];
}

export interface MethodPage extends PageBase {
  kind: 'method';
  title: string;
  fullName: string;
  deprecated: boolean;
  /** The RPC's release notes (shown in the header); empty when it is in every release unchanged. */
  notes: ReleaseNote[];
  /** What the reader's version marks need. */
  history: PageHistory;
  descriptionHtml: string;
  source: Link;
  streaming: Streaming;
  signature: string;
  rest: RestRouteView[];
  samples: CodeSamplesView;
  /** What the RPC's CLI command does around the call (calls made first, fields it computes), when read. */
  cliFlow?: CliFlowNoteView;
  request: MessageView;
  response: MessageView;
  /** Every other message the request and response hold, each shown once, in place. */
  nested: MessageView[];
  enums: EnumView[];
  /** The Permissions section, or null when the release's permissions are not known. */
  permissions: PermissionsView | null;
  /** The Errors section: messages the RPC's Go handler returns; absent when none are known. */
  errors?: ErrorView[];
  /** Why the RPC lists no errors (the section then shows this sentence), when it says. */
  errorsNote?: string;
  /** Catalogue entries of the layers before the handler that list this RPC, by origin (newest release only). */
  layerErrors?: LayerErrorGroup[];
  /** The handler's request rules, each with the fields it is on (absent when none are read). */
  requestRules?: RequestRuleView[];
  /** Minimal samples: rules no minimal request can pass, in words (absent when none). */
  unmetRules?: string[];
  badges?: BadgeView[];
  /** The "Try it" panel's own facts (absent without a REST binding): src/site/try-it/try-it-view.ts. */
  tryIt?: TryItView;
}

/** What the "Try it" panel reads besides the page's fields, routes and permissions. */
export interface TryItView {
  /** The minimal request of the code samples as proto3 JSON (the form's first values). */
  minimal: Record<string, unknown>;
  /** The primary REST binding's body rule: "*", one field's name, or null (no body). */
  body: string | null;
  /** Whether a call may change the node (a permission beyond read): the panel asks first. */
  changesState: boolean;
}

/** Errors a daemon's layer (wallet state, macaroon check, LiT's proxy, ...) answers a call with, linked to their entries. */
export interface LayerErrorGroup {
  origin: string;
  /** "Macaroon check" */
  title: string;
  entries: { template: string; href: string; code: { name: string; number: number } }[];
}

/** One message of a method page's Errors section (plain text, escaped when rendered). */
export interface ErrorView {
  message: string;
  /** The gRPC status the daemon answers with: `NotFound`, 5. */
  code: { name: string; number: number };
  /** The request fields' condition in words ("when `dest` is set"), or null. */
  condition: string | null;
  /** The helpers between the handler and the line writing it (`extractIntentFromSendRequest`), outermost first. */
  via: string[];
  /** Its line in the daemon's Go source (upstream link). */
  source: Link;
  /** Row anchor (errors-1, errors-2, ...). */
  anchor: string;
  /** Its page in the daemon's error catalogue (newest release only). */
  catalogue?: string;
}

/** What a method page's Permissions section shows (from the daemon's Go permission tables). */
export interface PermissionsView {
  status: PermissionStatus;
  /** Daemon binary: lnd, tapd. */
  daemon: string;
  /** Required permissions, `entity:action`. */
  ops: string[];
  /** The single-RPC permission: uri:/lnrpc.Lightning/GetInfo. */
  uriPermission: string;
  /** Default macaroons that allow the call, least privilege first. */
  macaroons: string[];
  smallestMacaroon: string | null;
  bakeCommand: string | null;
  bakeUriCommand: string | null;
  buildTags: string[];
  /** Daemon options under which no macaroon is needed. */
  publicWhen: string[];
  /** The daemon's whitelist listing the RPC (always, or under `publicWhen`): its Go name, linked to where it lists it. */
  whitelist: Link | null;
  /** Where the permission entry is declared upstream. */
  source: Link | null;
  /** The daemon's permissions page. */
  index: Link;
}

/** A daemon's macaroon permissions: reverse index, default macaroons, unauthenticated and unserved RPCs. */
export interface PermissionsPage extends PageBase {
  kind: 'permissions';
  title: string;
  service: string;
  daemon: string;
  tag: string;
  /** "lncli bakemacaroon", or null when the CLI cannot bake one at this release. */
  bakeCommand: string | null;
  /** Every `entity:action` with the RPCs that need it. */
  permissions: { op: string; anchor: string; rpcs: Link[] }[];
  macaroons: {
    file: string;
    anchor: string;
    ops: string[];
    allowsAll: boolean;
    note: string;
    source: Link | null;
    rpcCount: number;
  }[];
  /** RPCs that never need a macaroon (on the daemon's whitelist). */
  noMacaroon: Link[];
  /** RPCs that need a macaroon of the daemon, any one (an empty permission entry, not whitelisted), with the smallest default one. */
  anyMacaroon: { rpc: Link; smallestMacaroon: string | null }[];
  /** RPCs that need no macaroon when the daemon is configured so (tapd's public universe), with the whitelist listing them. */
  conditionallyPublic: { rpc: Link; when: string[]; whitelist: Link | null }[];
  /** RPCs present only in builds with extra tags (loop's Debug service: dev). */
  otherBuilds: { rpc: Link; tags: string[] }[];
  notServed: Link[];
  /** Served RPCs missing from the tables: rejected when macaroons are enabled. */
  noEntry: Link[];
}

/** One row of an error catalogue's index. */
export interface ErrorCatalogueRow {
  template: string;
  href: string;
  code: string;
  codeNumber: number;
  rpcCount: number;
}

/** A daemon's error catalogue (/api/<daemon>/errors/): its entries grouped by origin. */
export interface ErrorCataloguePage extends PageBase {
  kind: 'error-catalogue';
  title: string;
  daemon: string;
  tag: string;
  total: number;
  /** The same entries as errors.json (docs/exports.md) and its JSON Schema. */
  json: Link;
  schema: Link;
  groups: { id: string; title: string; summary: string; rows: ErrorCatalogueRow[] }[];
}

/** One error of a daemon's catalogue (/api/<daemon>/errors/<slug>/). */
export interface ErrorEntryPage extends PageBase {
  kind: 'error-entry';
  title: string;
  daemon: string;
  tag: string;
  /** The heading of the entry's origin ("Wallet state"). */
  originTitle: string;
  entry: Omit<ErrorEntry, 'href'>;
  /** The sample text of the template as gRPC and the REST gateway send it. */
  examples: { grpc: string; rest: string };
  catalogue: Link;
}

export type PageData =
  | HomePage
  | MarkdownPage
  | SearchPage
  | NotFoundPage
  | CategoryPage
  | ServiceIndexPage
  | RestEndpointsPage
  | MethodPage
  | ApiChangesPage
  | PermissionsPage
  | DocumentationGapsPage
  | ApiHistoryPage
  | RemovedRpcPage
  | UpgradingPage
  | ErrorCataloguePage
  | ErrorEntryPage;

export type PageKind = PageData['kind'];
