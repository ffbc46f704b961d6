/**
 * The data of the pages about releases as a whole (page-data.ts lists every page kind): the
 * API changes between two releases, the documentation gaps of a release, a daemon's timeline
 * and the page at the URL of an RPC a newer release removed.
 */
import type { Link, PageBase } from './page-base.ts';
import type { Severity } from '../diff/api-changes.ts';
import type { TextPart } from '../diff/describe-change.ts';
import type { BeforeAfterView } from './upgrading/before-after-types.ts';

/** A link that may have no target yet (a page of a release that is not built). */
export interface MaybeLink {
  label: string;
  href: string | null;
}

/** One generated change, ready to show. */
export interface ChangeEntryView {
  /** The entry's anchor (ApiChange.id). */
  id: string;
  /** Full name of what changed, linked to it in the release that has it. */
  subject: MaybeLink;
  /** What happened; code parts are set in <code>. */
  text: TextPart[];
  /** The same thing in the older release, for changes of something both have. */
  before: MaybeLink | null;
  /** The RPCs a message or enum change affects, or a sub-service's RPCs (empty for RPC-level changes). */
  affects: MaybeLink[];
}

/** The entries of one severity and one section (RPCs, REST bindings, ...). */
export interface ChangeSectionView {
  id: string;
  title: string;
  entries: ChangeEntryView[];
}

/** The entries of one severity, breaking ones first. */
export interface ChangeGroupView {
  id: string;
  severity: Severity;
  title: string;
  breaking: boolean;
  count: number;
  sections: ChangeSectionView[];
}

/** What changed in a daemon's API between two releases, generated from both models. */
export interface ApiChangesPage extends PageBase {
  kind: 'api-changes';
  title: string;
  /** The daemon's title: LND. */
  daemon: string;
  /** The older and the newer release, linked to their index pages. */
  from: MaybeLink;
  to: MaybeLink;
  /** Number of changes per severity, most severe first, and in total. */
  counts: { severity: Severity; label: string; count: number; breaking: boolean }[];
  total: number;
  breaking: number;
  groups: ChangeGroupView[];
  /** The "Upgrading to" page of the newer release, when it breaks or deprecates something. */
  upgrading: Link | null;
}

/** One finding of a Documentation gaps page. */
export interface DocumentationGapView {
  /** The RPC's page in the release. */
  rpc: Link;
  /** The upstream file and line ("lnrpc/lightning.proto:562") and its permalink at the release's commit. */
  source: Link;
  /** The CLI command the RPC's comment names, for a comment naming a missing one; else null. */
  namedCommand: string | null;
}

/** The findings of one kind. */
export interface DocumentationGapGroupView {
  /** The section's id: the kind (rpc-without-comment). */
  id: string;
  title: string;
  /** What these findings mean for readers and for the maintainers (plain text). */
  explanation: string;
  findings: DocumentationGapView[];
}

/**
 * What a release's upstream sources leave undocumented or wrong (src/proto/documentation-gaps.ts),
 * for their maintainers: not in the sidebar, linked from the release's index.
 */
export interface DocumentationGapsPage extends PageBase {
  kind: 'documentation-gaps';
  title: string;
  /** The daemon's title (LND) and the release's tag. */
  daemon: string;
  tag: string;
  /** The repository at the release's commit. */
  repo: Link;
  total: number;
  /** One group per kind that has findings, in report order. */
  groups: DocumentationGapGroupView[];
}

/** One release on a daemon's API history timeline. */
export interface TimelineRelease {
  tag: string;
  /** YYYY-MM-DD, or "" when not pinned with a date. */
  date: string;
  /** `full` when the site has its pages. */
  kind: 'full' | 'history';
  /** The release it follows (in its own line), or null for the first release of the history. */
  follows: string | null;
  /** The changes page into it from `follows`, or null for the first release. */
  changes: string | null;
  /** Its index page, for full releases. */
  page: string | null;
  /** Changes per severity, most severe first (empty for the first release). */
  counts: { severity: Severity; label: string; count: number; breaking: boolean }[];
  total: number;
  breaking: number;
  /** Its "Upgrading to" page, when it breaks or deprecates something. */
  upgrading: string | null;
}

/** A daemon's API history: every pinned release, newest first, with its changes. */
export interface ApiHistoryPage extends PageBase {
  kind: 'api-history';
  title: string;
  /** The daemon's title: LND. */
  daemon: string;
  /** The first release of the history: elements it has carry no "Added in" note. */
  first: string;
  /** The machine-readable history (history.json). */
  json: string | null;
  releases: TimelineRelease[];
}

/** The page at the URL a removed RPC had in the newest release: when it was removed and where it still is. */
export interface RemovedRpcPage extends PageBase {
  kind: 'removed-rpc';
  title: string;
  /** Full name: lnrpc.Lightning.SendPaymentSync. */
  fullName: string;
  daemon: string;
  /** The newest release, which lacks it. */
  newestTag: string;
  /** The release of the newest release's line from which on it is absent, with its changes entry. */
  removedIn: MaybeLink | null;
  /** The "Upgrading to" page of that release, when it has one. */
  upgrading: Link | null;
  /** The newest release that has it, linked to its page there when the site renders that release. */
  lastWith: MaybeLink;
  /** The daemon's API history page. */
  timeline: Link;
  /** What replaces it, with the mapping of its fields and what breaks (src/site/history/replacements.ts). */
  replacement: ReplacementView | null;
  /** The releases that have it (release set, src/shared/release-set.ts): the page says when the reader's node still does. */
  has: string;
  /** The daemon's id: the reader's node release is stored per daemon. */
  daemonId: string;
}

/** An old field and its place in the successor's message. */
export interface FieldMappingView {
  old: string;
  how: 'same' | 'renamed' | 'computed' | 'none';
  /** Its new place (a field name or a dotted path), or null for "no equivalent". */
  new: string | null;
  note: string | null;
}

/** The replacement of a removed or deprecated element, ready to show. */
export interface ReplacementView {
  /** "rpc lnrpc.Lightning.SendPaymentSync". */
  element: string;
  status: 'removed' | 'deprecated';
  /** The successor, linked to its page in the newest release when it is an RPC there; null when nothing replaces it. */
  successor: MaybeLink | null;
  /** Where the answer comes from, as a sentence: "Named in its deprecation comment.", "Reviewed against ...". */
  basis: string;
  summary: string | null;
  request: FieldMappingView[];
  response: FieldMappingView[];
  fields: FieldMappingView[];
  breaks: string[];
  /** What a client written for it gets from the newest release, linked to the error catalogue entry. */
  errors: { via: 'gRPC' | 'REST'; text: string; href: string | null }[];
  /** An RPC replaced by an RPC: the call before and after in every sample kind (src/site/upgrading/). */
  beforeAfter?: BeforeAfterView;
}

/** One removed, deprecated or otherwise breaking change of an "Upgrading to" page. */
export interface UpgradeItemView {
  /** The changes page entry's id (also this item's anchor). */
  id: string;
  /** What changed, linked to where it can be seen. */
  subject: MaybeLink;
  /** The change in words, as on the changes page. */
  text: TextPart[];
  /** Who it breaks: the RPCs whose callers meet it. */
  affects: MaybeLink[];
  /** Its replacement (removed and deprecated elements), or null. */
  replacement: ReplacementView | null;
}

/** api/<daemon>/history/<tag>/upgrading/: what breaks in a release, for whom, and what to do. */
export interface UpgradingPage extends PageBase {
  kind: 'upgrading';
  title: string;
  daemon: string;
  /** The release upgraded to, and the one it follows. */
  tag: string;
  from: MaybeLink;
  /** Its changes page. */
  changes: Link;
  timeline: Link;
  /** Removed RPCs, fields, values and routes (breaking). */
  removed: UpgradeItemView[];
  /** Breaking changes that are not removals (types, renames, routes, permissions). */
  breaking: UpgradeItemView[];
  /** Newly deprecated elements: they still work, and say what to move to. */
  deprecated: UpgradeItemView[];
}
