/**
 * What a page renders, resolved before React runs: plain JSON written as the page's route
 * chunk, so the server render and the client (hydration and navigation) use the same data.
 * Components are pure views of it. Markdown arrives as safe HTML rendered at build time.
 */
import type { HttpMethod, PermissionStatus, RestPlacement, Streaming } from '../proto/model-types.ts';

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
  /** Keep search engines away (older releases, unless site.yaml says otherwise). */
  noIndex: boolean;
}

/** A release the version dropdown offers: the same page there, or the daemon's index when the page does not exist there. */
export interface ReleaseChoice {
  tag: string;
  href: string;
  latest: boolean;
  /** The page has no counterpart in this release: href is the release's index. */
  missing: boolean;
}

/** Which release of which daemon a page documents, for the notice and the version dropdown. */
export interface ReleaseContext {
  /** Daemon id (lnd) and the name readers know it by (the daemon binary: lnd, loopd, tapd). */
  daemonId: string;
  daemonName: string;
  tag: string;
  latest: boolean;
  newestTag: string;
  /** The same page in the newest release (or the daemon's index there). */
  newest: ReleaseChoice;
  /** Every release of the daemon, newest first. */
  choices: ReleaseChoice[];
  /** The daemon's API changes page of the newest release pair. */
  changesHref: string | null;
}

export interface PageBase {
  /** Full URL path with base and trailing slash: /api-docs/api/lnd/. */
  path: string;
  head: Head;
  /** Docs pages get the sidebar layout and breadcrumbs. */
  layout: 'doc' | 'plain';
  /** Id of the sidebar the page shows (site data `sidebars`). */
  sidebar: string;
  /** Set on pages of one daemon release. */
  release: ReleaseContext | null;
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
  connection: {
    grpcHost: string;
    restHost: string;
    tlsCertPath: string;
    macaroonPath: string;
    cli: string;
    daemon: string;
  };
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

export interface CodeSampleView {
  protocol: 'grpc' | 'rest' | 'shell';
  language: string;
  label: string;
  code: string;
  html: string;
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
  samples: CodeSampleView[];
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
