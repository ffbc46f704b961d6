/**
 * What every page's data carries (page-data.ts lists the page kinds): its place, head, table of
 * contents and release context, and the links and cards the kinds share.
 */
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
  /** The document title: "OpenChannel · lnd v0.21.2-beta | Lightning Labs API Reference" (see document-title.ts). */
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
  /**
   * Set on a docs page the sidebar does not list: the path of the entry it belongs under,
   * whose trail the sidebar shows open (a Documentation gaps page: its daemon's index; a
   * copy of a page at a URL readers guess: that page).
   */
  sidebarPath?: string;
}

/** A card linking to a page, with a one-line plain-text summary. */
export interface Card {
  title: string;
  href: string;
  summary: string;
  /** Small caption, e.g. "172 methods". */
  meta?: string;
  /** An RPC not in every release of its daemon: the reader's version marks read it. */
  mark?: { daemon: string; has: string; added: string | null };
}
