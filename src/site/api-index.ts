/**
 * The build's name index (`api-index.json` at the site root): what a reader of the build
 * without a browser (the MCP server, src/server/mcp/) needs to find pages by name without
 * opening every page's data chunk: every page's path, title and kind, each RPC's and
 * type's full name with the page (and anchor) that documents it, each daemon's releases
 * with their permissions and changes pages, and the site data file with the route table.
 * Pages never load it, so it adds nothing to a page's first load. Built from the same page
 * data the HTML is rendered from.
 */
import type { PageData, PageKind } from './page-data.ts';
import type { SiteData } from './site-data.ts';

/** Bumped when the shape changes, so a reader can refuse an index it does not understand. */
export const API_INDEX_FORMAT = 1;

/** Where the file is written, relative to the output folder. */
export const API_INDEX_FILE = 'api-index.json';

export interface ApiIndexPage {
  path: string;
  title: string;
  kind: PageKind;
  /** Daemon id and release tag, on pages of one daemon release. */
  daemon?: string;
  tag?: string;
}

export interface ApiIndexRelease {
  tag: string;
  latest: boolean;
  /** The release's index page. */
  index: string;
  /** Its permissions page, when its permissions are known. */
  permissions: string | null;
  /** Its error catalogue's page and errors.json (the newest release's), or null. */
  errors: { page: string; json: string } | null;
}

export interface ApiIndexDaemon {
  id: string;
  title: string;
  /** Newest first. */
  releases: ApiIndexRelease[];
}

/** A name and the page documenting it: index into `pages`, and the anchor ("" for the page). */
export interface ApiIndexName {
  name: string;
  page: number;
  anchor: string;
}

export interface ApiIndexChanges {
  daemon: string;
  from: string;
  to: string;
  path: string;
}

export interface ApiIndex {
  format: number;
  title: string;
  baseUrl: string;
  /** The site's origin (https://lightning.engineering), for absolute URLs. */
  url: string;
  /** URL of the site data file (route table, search index files). */
  siteData: string;
  daemons: ApiIndexDaemon[];
  pages: ApiIndexPage[];
  /** RPCs by full name (lnrpc.Lightning.GetInfo), one per release that has them. */
  methods: ApiIndexName[];
  /** Messages and enums by full name, each at the first method page of its release that shows it. */
  messages: ApiIndexName[];
  enums: ApiIndexName[];
  /** The API changes pages: which release pairs have generated changes. */
  changes: ApiIndexChanges[];
}

/** The index of a build's pages. */
export function buildApiIndex(pages: PageData[], site: SiteData, siteDataUrl: string): ApiIndex {
  const index: ApiIndex = {
    format: API_INDEX_FORMAT,
    title: site.title,
    baseUrl: site.baseUrl,
    url: site.url,
    siteData: siteDataUrl,
    daemons: [],
    pages: [],
    methods: [],
    messages: [],
    enums: [],
    changes: [],
  };
  const daemons = new Map<string, ApiIndexDaemon>();
  const typesSeen = new Set<string>();
  const addType = (list: ApiIndexName[], release: string, name: string, page: number, anchor: string) => {
    const key = `${release} ${name}`;
    if (typesSeen.has(key)) return;
    typesSeen.add(key);
    list.push({ name, page, anchor });
  };
  const kinds = new Map(pages.map((p) => [p.path, p.kind]));
  const catalogues = new Map<string, { page: string; json: string }>();
  for (const page of pages) {
    // A copy of a page at a second URL (src/site/pages/page-copy.ts) names nothing new.
    if (page.sidebarPath !== undefined && kinds.get(page.sidebarPath) === page.kind) continue;
    const at = index.pages.length;
    const entry: ApiIndexPage = { path: page.path, title: page.title, kind: page.kind };
    if (page.release) Object.assign(entry, { daemon: page.release.daemonId, tag: page.release.tag });
    index.pages.push(entry);
    const release = page.release ? `${page.release.daemonId}@${page.release.tag}` : '';
    if (page.kind === 'service-index' && page.release) {
      let daemon = daemons.get(page.release.daemonId);
      if (!daemon) {
        daemon = { id: page.release.daemonId, title: page.title, releases: [] };
        daemons.set(daemon.id, daemon);
      }
      if (page.release.latest) daemon.title = page.title;
      daemon.releases.push({
        tag: page.release.tag,
        latest: page.release.latest,
        index: page.path,
        permissions: page.permissions?.href ?? null,
        errors: null,
      });
    } else if (page.kind === 'method') {
      index.methods.push({ name: page.fullName, page: at, anchor: '' });
      for (const message of [page.request, page.response, ...page.nested])
        addType(index.messages, release, message.fullName, at, message.anchor);
      for (const enumView of page.enums) addType(index.enums, release, enumView.fullName, at, enumView.anchor);
    } else if (page.kind === 'error-catalogue' && page.release) {
      catalogues.set(`${page.release.daemonId}@${page.release.tag}`, { page: page.path, json: page.json.href });
    } else if (page.kind === 'api-changes' && page.release) {
      index.changes.push({ daemon: page.release.daemonId, from: page.from.label, to: page.to.label, path: page.path });
    }
  }
  // Releases newest first, in the order the site data lists them.
  for (const daemon of daemons.values()) {
    const order = site.releases[daemon.id] ?? [];
    daemon.releases.sort((a, b) => order.indexOf(a.tag) - order.indexOf(b.tag));
    for (const release of daemon.releases) release.errors = catalogues.get(`${daemon.id}@${release.tag}`) ?? null;
    index.daemons.push(daemon);
  }
  return index;
}
