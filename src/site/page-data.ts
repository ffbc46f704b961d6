/**
 * What a page renders, resolved before React runs: plain JSON written as the page's route
 * chunk, so the server render and the client (hydration and navigation) use the same data.
 * Components are pure views of it. Markdown arrives as safe HTML rendered at build time.
 */
import type { HttpMethod, PermissionStatus, RestPlacement, Streaming } from '../proto/model-types.ts';
import type { SlotRef } from '../shared/code-template.ts';
import type { NodeFacts } from '../shared/node-settings.ts';

export interface Link {
  label: string;
  href: string;
}

export interface TocEntry {
  id: string;
  /** Plain text (React escapes it). */
  label: string;
  level: number;
}

export interface Head {
  /** The document title: "OpenChannel | Lightning Labs API Reference". */
  title: string;
  description: string;
  canonical: string;
}

export interface PageBase {
  /** Full URL path with base and trailing slash: /api-docs/api/lnd/. */
  path: string;
  head: Head;
  /** Docs pages get the sidebar layout and breadcrumbs. */
  layout: 'doc' | 'plain';
  breadcrumbs: Link[];
  toc: TocEntry[];
  prev: Link | null;
  next: Link | null;
}

/** A card linking to a page, with a one-line plain-text summary. */
export interface Card {
  title: string;
  href: string;
  summary: string;
  /** Small caption, e.g. "172 methods". */
  meta?: string;
}

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
  /** The daemon's macaroon permissions page, when its permissions are known. */
  permissions: Link | null;
  protoFiles: Link[];
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
}

export interface RestEndpointsPage extends PageBase {
  kind: 'rest-endpoints';
  title: string;
  service: string;
  rows: RestEndpointRow[];
}

/** A type as shown in a table: label and, for messages and enums, a link to its table. */
export interface TypeLabel {
  /** Modifier before the name: "repeated", "optional", or "map<uint32, " (closed by the view). */
  prefix: string;
  name: string;
  href: string | null;
  suffix: string;
}

export interface FieldView {
  name: string;
  anchor: string;
  descriptionHtml: string;
  grpcType: TypeLabel;
  restType: string;
  /** Request fields of methods with REST only. */
  placement: RestPlacement | null;
  deprecated: boolean;
  oneof: string | null;
}

export interface MessageView {
  fullName: string;
  anchor: string;
  descriptionHtml: string;
  fields: FieldView[];
}

export interface EnumValueView {
  name: string;
  number: number;
  anchor: string;
  descriptionHtml: string;
  deprecated: boolean;
}

export interface EnumView {
  fullName: string;
  anchor: string;
  descriptionHtml: string;
  values: EnumValueView[];
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
}

/** A CLI command as its --help describes it at the pinned release. */
export interface CliHelpView {
  /** Full command: lncli sendpayment. */
  command: string;
  /** What `<cli> <command> --help` prints. */
  help: string;
}

/** The code samples section of a method page. */
export interface CodeSamplesView {
  node: NodeFacts;
  /** The macaroon file the samples use (null: the RPC needs none). */
  macaroon: string | null;
  samples: CodeSampleView[];
  /** The CLI command (searchable) and its help text, or null when the RPC has none. */
  cli: CliHelpView | null;
  /** Whether the request, response or a nested message has a bytes field (the page then shows the bytes converter). */
  hasBytes: boolean;
}

export interface MethodPage extends PageBase {
  kind: 'method';
  title: string;
  fullName: string;
  deprecated: boolean;
  descriptionHtml: string;
  source: Link;
  streaming: Streaming;
  signature: string;
  rest: { method: HttpMethod; path: string }[];
  samples: CodeSamplesView;
  request: MessageView;
  response: MessageView;
  nested: MessageView[];
  enums: EnumView[];
  /** The Permissions section, or null when the release's permissions are not known. */
  permissions: PermissionsView | null;
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
  macaroons: { file: string; anchor: string; ops: string[]; allowsAll: boolean; note: string; source: Link | null; rpcCount: number }[];
  /** RPCs that never need a macaroon. */
  noMacaroon: Link[];
  /** RPCs that need no macaroon when the daemon is configured so (tapd's public universe). */
  conditionallyPublic: { rpc: Link; when: string[] }[];
  /** RPCs present only in builds with extra tags (loop's Debug service: dev). */
  otherBuilds: { rpc: Link; tags: string[] }[];
  notServed: Link[];
  /** Served RPCs missing from the tables: rejected when macaroons are enabled. */
  noEntry: Link[];
}

export type PageData =
  | HomePage
  | MarkdownPage
  | SearchPage
  | NotFoundPage
  | CategoryPage
  | ServiceIndexPage
  | RestEndpointsPage
  | PermissionsPage
  | MethodPage;

export type PageKind = PageData['kind'];
