/**
 * Everything the page builders read, gathered once per build: configuration, content, the
 * API model, the sidebar and the set of routes (for resolving markdown links).
 */
import path from 'node:path';
import type { SiteContent } from '../../content/load-content.ts';
import type { ApiChanges } from '../../diff/api-changes.ts';
import { type MarkdownEnv, markdownEnv, renderComment, renderMarkdown } from '../../content/markdown/index.ts';
import { flattenSidebar, sidebarTrail } from '../sidebar-trail.ts';
import type { Head, Link, PageBase, ReleaseContext, TocEntry } from '../page-data.ts';
import { type ReleasePageTarget, releaseContext } from '../release-switch.ts';
import { documentTitle } from './document-title.ts';
import { type SiteApi, type SiteRelease, daemonOf } from '../site-api.ts';
import { SIDEBAR_ID, sidebarIdOf } from '../sidebar.ts';
import type { SidebarItem } from '../site-data.ts';
import { sitePaths, withBase } from '../urls.ts';
import type { DaemonHistory } from '../history/site-histories.ts';
import type { ErrorCatalogue } from '../errors/catalogue-types.ts';

export interface PageContext {
  content: SiteContent;
  api: SiteApi;
  /** Generated API changes into each release from the one before it, by releaseKey (lnd@v0.21.2-beta). */
  changes: Map<string, ApiChanges>;
  /** The API history of each daemon, by daemon id (src/site/history/site-histories.ts). */
  histories: Map<string, DaemonHistory>;
  /** The error catalogue of each daemon's newest release, by daemon id (src/site/errors/). */
  catalogues: Map<string, ErrorCatalogue>;
  /** Every sidebar by id: the main one (tutorialSidebar) and one per older release. */
  sidebars: Record<string, SidebarItem[]>;
  baseUrl: string;
  /** Every route path of the site (filled before pages are built). */
  routePaths: Set<string>;
  /** Content files that become pages, by absolute file path -> route path. */
  contentRoutes: Map<string, string>;
  /** Warnings collected while building pages (broken markdown links). */
  warnings: string[];
}

/** A full route path for a site path. */
export function href(ctx: PageContext, sitePath: string): string {
  return withBase(ctx.baseUrl, sitePath);
}

/** Rendered markdown of this build, by folder of the source, id scope and text (see markdownHtml). */
const renderedMarkdown = new WeakMap<PageContext, Map<string, ReturnType<typeof renderMarkdown>>>();

/**
 * Renders markdown from a file (or a proto comment) with link resolution and warnings.
 * `idScope` is given for proto comments: see commentIdPrefix. The same text from the same
 * folder renders the same (links resolve relative to the folder), so it is rendered once
 * per build: the releases of a daemon share most comments.
 */
export function markdownHtml(ctx: PageContext, source: string, markdown: string, idScope?: string) {
  return cachedRender(ctx, 'md', source, markdown, idScope, renderMarkdown);
}

/** Renders a proto comment (see renderComment) to safe HTML, collecting link warnings; heading ids are scoped to `idScope`. */
export function commentHtml(ctx: PageContext, source: string, comment: string, idScope?: string): string {
  return cachedRender(ctx, 'comment', source, comment, idScope, renderComment).html;
}

function cachedRender(
  ctx: PageContext,
  kind: string,
  source: string,
  text: string,
  idScope: string | undefined,
  render: (text: string, env: MarkdownEnv) => ReturnType<typeof renderMarkdown>,
) {
  let cache = renderedMarkdown.get(ctx);
  if (!cache) renderedMarkdown.set(ctx, (cache = new Map()));
  const key = `${kind}\0${path.dirname(source.replace(/:\d+$/, ''))}\0${idScope ?? ''}\0${text}`;
  const known = cache.get(key);
  if (known) return known;
  const env = markdownEnv(
    source,
    (link) => resolveLink(ctx, source, link),
    idScope === undefined ? '' : commentIdPrefix(idScope),
  );
  const rendered = render(text, env);
  for (const warning of rendered.warnings) ctx.warnings.push(warning); // a spread of 100,000s overflows the stack
  cache.set(key, rendered);
  return rendered;
}

/**
 * The heading id prefix of a proto comment: the anchor of what the comment describes and
 * "--" (`lnrpc.getinforesponse--example`). Page ids never contain "--" (anchorId collapses
 * runs of "-", section ids and type anchors have none, field anchors have one "-"), so a
 * comment heading such as `## lnrpc.getinforesponse` or `# rest` cannot take an id the
 * page uses, and two comments on one page cannot take each other's (their scopes differ).
 */
export function commentIdPrefix(scope: string): string {
  return `${scope}--`;
}

function resolveLink(ctx: PageContext, source: string, link: string): ReturnType<MarkdownEnv['resolveLink']> {
  const [target = '', anchor] = link.split('#');
  const suffix = anchor === undefined ? '' : `#${anchor}`;
  if (target.startsWith('/')) {
    const route = href(ctx, target.endsWith('/') ? target : `${target}/`);
    return ctx.routePaths.has(route) ? { href: `${route}${suffix}` } : { broken: `no page at ${route}` };
  }
  if (target.endsWith('.md') && path.isAbsolute(source.replace(/:\d+$/, ''))) {
    const file = path.resolve(path.dirname(source.replace(/:\d+$/, '')), target);
    const route = ctx.contentRoutes.get(file);
    return route ? { href: `${route}${suffix}` } : { broken: `no content page ${file}` };
  }
  return { broken: 'relative links only work to .md files of content/ or to site paths such as /api/lnd/' };
}

/** The API history of a release's daemon. */
export function daemonHistoryOf(ctx: Pick<PageContext, 'histories'>, release: Pick<SiteRelease, 'id'>): DaemonHistory {
  const history = ctx.histories.get(release.id);
  if (!history) throw new Error(`Internal error: no API history of ${release.id}`);
  return history;
}

/** The sidebar and release context of a page of one daemon release. */
export function releasePlace(ctx: PageContext, release: SiteRelease, target: ReleasePageTarget) {
  return {
    sidebar: sidebarIdOf(release),
    release: releaseContext(daemonOf(ctx.api, release), release, target, ctx.baseUrl),
  };
}

/** The parts every page shares; docs pages also get breadcrumbs and previous/next. */
export function pageBase(
  ctx: PageContext,
  params: {
    path: string;
    title: string;
    description: string;
    layout: 'doc' | 'plain';
    toc?: TocEntry[];
    /** The sidebar to show (default: the main one). */
    sidebar?: string;
    /**
     * For a page the sidebar does not list: the entry it belongs under. Its breadcrumbs are
     * the trail to that entry and the page itself; it has no previous/next.
     */
    sidebarPath?: string;
    /** The last breadcrumb's label of such a page (default: the title). */
    crumb?: string;
    release?: ReleaseContext | null;
  },
): PageBase {
  const { config } = ctx.content;
  const release = params.release ?? null;
  const head: Head = {
    title: documentTitle({
      pageTitle: params.title,
      siteTitle: config.title,
      home: params.path === href(ctx, sitePaths.home()),
      release,
    }),
    description: params.description,
    canonical: `${config.url.replace(/\/$/, '')}${params.path}`,
    noIndex: config.noIndex || (release !== null && !release.latest && !config.docs.indexOlderReleases),
  };
  const sidebarId = params.sidebar ?? SIDEBAR_ID;
  const base: PageBase = {
    path: params.path,
    head,
    layout: params.layout,
    sidebar: sidebarId,
    release,
    breadcrumbs: [],
    toc: params.toc ?? [],
    prev: null,
    next: null,
  };
  if (params.layout !== 'doc') return base;
  const sidebar = ctx.sidebars[sidebarId];
  if (!sidebar) throw new Error(`Internal error: no sidebar "${sidebarId}"`);
  if (params.sidebarPath !== undefined) {
    const under = sidebarTrail(sidebar, params.sidebarPath);
    if (under.length === 0)
      throw new Error(
        `Internal error: ${params.path} sits under ${params.sidebarPath}, which sidebar "${sidebarId}" does not list`,
      );
    const breadcrumbs = [
      ...under.map((item) => ({ label: item.label, href: item.href })),
      { label: params.crumb ?? params.title, href: params.path },
    ];
    return { ...base, breadcrumbs, sidebarPath: params.sidebarPath };
  }
  const trail = sidebarTrail(sidebar, params.path);
  const { flat, indexOf } = sidebarOrder(sidebar);
  const index = indexOf.get(params.path) ?? -1;
  const link = (item: SidebarItem | undefined): Link | null => (item ? { label: item.label, href: item.href } : null);
  return {
    ...base,
    breadcrumbs: trail.map((item) => ({ label: item.label, href: item.href })),
    prev: index > 0 ? link(flat[index - 1]) : null,
    next: index >= 0 ? link(flat[index + 1]) : null,
  };
}

const orders = new WeakMap<SidebarItem[], { flat: SidebarItem[]; indexOf: Map<string, number> }>();

/** The sidebar in reading order with an index by path, computed once per sidebar. */
function sidebarOrder(sidebar: SidebarItem[]) {
  let order = orders.get(sidebar);
  if (!order) {
    const flat = flattenSidebar(sidebar);
    order = { flat, indexOf: new Map(flat.map((item, i) => [item.href, i])) };
    orders.set(sidebar, order);
  }
  return order;
}

/** TOC entries from markdown headings within the configured levels. */
export function tocFromHeadings(ctx: PageContext, headings: { id: string; text: string; level: number }[]): TocEntry[] {
  const { minHeadingLevel, maxHeadingLevel } = ctx.content.config.tableOfContents;
  return headings
    .filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel)
    .map((h) => ({ id: h.id, label: h.text, level: h.level }));
}
