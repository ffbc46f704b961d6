/**
 * What a page renders, resolved before React runs: plain JSON written as the page's route
 * chunk, so the server render and the client (hydration and navigation) use the same data.
 * Components are pure views of it. Markdown arrives as safe HTML rendered at build time.
 */
import type { HttpMethod, RestPlacement, Streaming } from '../proto/model-types.ts';

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
  protoFiles: Link[];
  repo: Link;
}

export interface RestEndpointRow {
  method: HttpMethod;
  path: string;
  href: string;
  rpc: string;
  deprecated: boolean;
}

export interface RestEndpointsPage extends PageBase {
  kind: 'rest-endpoints';
  title: string;
  service: string;
  rows: RestEndpointRow[];
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
  rest: RestRouteView[];
  samples: CodeSampleView[];
  request: MessageView;
  response: MessageView;
  /** Every other message the request and response hold, each shown once, in place. */
  nested: MessageView[];
  enums: EnumView[];
  badges?: BadgeView[];
}

export type PageData =
  | HomePage
  | MarkdownPage
  | SearchPage
  | NotFoundPage
  | CategoryPage
  | ServiceIndexPage
  | RestEndpointsPage
  | MethodPage;

export type PageKind = PageData['kind'];
