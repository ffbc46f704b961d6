/**
 * The API history of a daemon: which pinned releases have each element of its API, and when
 * an element's meaning changed. Computed from the release trees (src/history/), never written
 * by hand; the pages, the "your node" marks, the timeline and `history.json` are views of it.
 *
 * One word per concept: a *release* is a pinned upstream tag of a daemon (full or history), a
 * *tag* is its name (v0.21.2-beta), an *element* is one thing of the API a release may have.
 * "Does release X have it" is always answered by membership in `tags`, never by comparing
 * version numbers: fixes are backported to older lines.
 */

/** The kinds of element the history tracks. */
export type ElementKind = 'rpc' | 'message' | 'field' | 'enum' | 'enumValue' | 'rest' | 'permission';

/**
 * The facts of one element at one release that define its meaning, by aspect name. Two
 * releases that both have the element but differ in an aspect make a change of meaning.
 *
 * Aspects by kind (values are strings so every aspect compares the same way):
 * - rpc: `streaming` (unary, server, client, bidi), `request` and `response` (message full
 *   names), `deprecated` ("true"/"false": `option deprecated = true` alone),
 *   `deprecatedInComment` ("true" when its comment starts with "Deprecated", see
 *   src/proto/comment-deprecation.ts; absent otherwise, as for fields and enum values), `permissions` (the RPC's ops, sorted, joined by
 *   spaces: "info:read offchain:write"; "none" for no macaroon, "no-entry", "not-served"; absent
 *   when the release names no permission files)
 * - message: none (a message either is or is not in a release; its fields carry the meaning)
 * - field: `type` (scalar name or message/enum full name; `map<k, v>` for maps), `label`
 *   (repeated, optional, singular), `number`, `oneof` (the real oneof's name or ""),
 *   `deprecated`, `deprecatedInComment`
 * - enum: none (its values carry the meaning)
 * - enumValue: `number`, `deprecated`, `deprecatedInComment`
 * - rest: `rpc` (the RPC full name it calls), `body` ("*", a field name, or "" for none)
 * - permission: none (an entry either is or is not in a release)
 */
export type ElementMeaning = Record<string, string>;

/** The elements of one release: what history is computed from. */
export interface ReleaseElements {
  /** The release tag: v0.21.2-beta. */
  tag: string;
  /**
   * Every element of the release by kind, then by key (see ElementHistory.key), with its
   * meaning. By kind first because a key alone could name two kinds (a nested enum's value and a field).
   */
  elements: Record<ElementKind, Record<string, ElementMeaning>>;
}

/** A pinned release of a daemon, in history order. */
export interface HistoryRelease {
  /** The release tag as written upstream: v0.21.2-beta. */
  tag: string;
  /** Release date (YYYY-MM-DD), from content/sources.json; "" for a full release pinned without one. */
  date: string;
  /** `full` when the site renders its pages, `history` when only its elements are known. */
  kind: 'full' | 'history';
  /** Its release line, major.minor without the "v": "0.21" for v0.21.2-beta. */
  line: string;
  /**
   * The release it follows, or null for the first release of the history. In its own line
   * (lnd v0.20.2-beta follows v0.20.1-beta even when v0.21.1-beta is dated earlier); the first
   * release of a line follows the newest release of the line before it dated no later than it.
   */
  follows: string | null;
}

/** A change of one aspect of an element's meaning between a release and the one it follows. */
export interface MeaningChange {
  /** The release with the new meaning. */
  tag: string;
  /** The release it is compared with: the `follows` of `tag`. */
  follows: string;
  /** Which aspect changed: type, label, number, oneof, streaming, request, response, deprecated, deprecatedInComment, permissions, body, rpc. */
  aspect: string;
  /** The aspect's value in `follows` ("" when the aspect was absent there). */
  before: string;
  /** The aspect's value in `tag` ("" when the aspect is absent there). */
  after: string;
}

/** The history of one element. */
export interface ElementHistory {
  /**
   * Stable key, unique per daemon and kind:
   * - rpc: `lnrpc.Lightning.SendOnionMessage`
   * - message: `lnrpc.GetInfoRequest`; enum: `lnrpc.CommitmentType`
   * - field: `routerrpc.ForwardHtlcInterceptRequest.outgoing_requested_node_id`
   * - enumValue: `lnrpc.CommitmentType.SIMPLE_TAPROOT_FINAL`
   * - rest: `POST /v2/router/send` (verb and path template; the body is in its meaning)
   * - permission: `/lnrpc.Lightning/GetInfo info:read` (gRPC URI and one op; `uri:<uri>` alone
   *   for an RPC that needs no macaroon is written `/pkg.Service/Method none`)
   */
  key: string;
  kind: ElementKind;
  /** Every release that has the element, in history order (the order of ApiHistory.releases). */
  tags: string[];
  /** Changes of meaning, in history order; empty when its meaning never changed. */
  changes: MeaningChange[];
  /**
   * Its distinct meanings, each with the releases that have it so (history order), first
   * seen first: what a view needs to rebuild a release (the changes page of a history
   * release diffs two of them). Absent in histories written before it was kept.
   */
  meanings?: { tags: string[]; meaning: ElementMeaning }[];
}

/** The API history of one daemon. */
export interface ApiHistory {
  /** Daemon id: lnd, loop, pool, faraday, taproot-assets, lit. */
  daemon: string;
  /** Every pinned release, oldest first (by date, then version). */
  releases: HistoryRelease[];
  /** Every element any release has, sorted by kind and then key. */
  elements: ElementHistory[];
}

/** A badge of an element on one release's page, relative to that release. */
export interface ElementBadges {
  /**
   * The release along the page release's line of descent (follows chain) from which on the
   * element is present up to the page's release, with the other releases that introduced it
   * outside that chain (backports: "Added in v0.21.2-beta; also v0.20.3-beta"); null when the
   * page's release lacks it or it is present since the first release of the history.
   */
  added: { tag: string; also: string[] } | null;
  /**
   * The release along the chain where the element became deprecated, when it is deprecated at
   * the page's release; else null. `by`: `option` when `deprecated` (the option) holds there
   * (the release it became true), else `comment` (the release `deprecatedInComment` appeared).
   */
  deprecated: { tag: string; by: 'option' | 'comment' } | null;
  /**
   * When the page's release has the element and the daemon's newest release does not: the
   * release of the newest release's chain from which on it is absent; else null.
   */
  removed: { tag: string } | null;
}

/**
 * The committed, checked history file (content/history.json): element keys, tag sets and
 * changes (facts), never upstream prose. Served only when `generator` equals the extraction
 * code's version and every daemon's `trees` equals its pins in sources.json (same tags, same
 * tree hashes) and its release dates equal the pinned dates; otherwise the build recomputes.
 */
export interface HistoryFile {
  /** The format version of the file and the extraction (bumped by hand when either changes). */
  generator: number;
  /**
   * A digest of the extraction code that wrote it, as it runs (src/history/extraction-code.ts):
   * a file written by other code is never served.
   */
  code: string;
  /**
   * Per daemon id: the tree hash (the pinned sha256 of sources.json) of every tree its
   * releases were computed from, by tree key (`lnd@v0.21.2-beta`; loop's releases also read
   * lnd's newest tree), and the history.
   */
  daemons: Record<string, { trees: Record<string, string>; history: ApiHistory }>;
}
