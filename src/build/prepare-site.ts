/**
 * The steps between inputs and pages that both the full build and watch mode run: the
 * sidebar, the route plan, the page context, the site data, the document assets, and the
 * link check over rendered pages.
 */
import type { SiteContent } from '../content/load-content.ts';
import type { ClientAssets } from '../render/bundle-client.ts';
import { headScript } from '../render/head-script.ts';
import type { DocumentAssets } from '../render/html-document.ts';
import { AggregateApidocsError, LinkError } from '../shared/errors.ts';
import { buildSiteData } from '../site/build-site-data.ts';
import { type PageLinkInfo, checkLinks, formatBrokenLinks } from '../site/check-links.ts';
import type { PageContext } from '../site/pages/page-context.ts';
import { type PlannedRoute, type RoutePlan, indexablePaths, planRoutes } from '../site/plan-routes.ts';
import { releaseChanges } from '../site/release-changes.ts';
import { siteHistories } from '../site/history/site-histories.ts';
import type { ApiHistory } from '../history/history-types.ts';
import { buildSidebars } from '../site/sidebar.ts';
import { buildErrorCatalogues } from '../site/errors/build-catalogue.ts';
import type { SiteApi } from '../site/site-api.ts';
import type { SiteData } from '../site/site-data.ts';
import { robotsTxt, sitemapXml } from '../site/sitemap.ts';
import { withBase } from '../site/urls.ts';
import { sidebarMarks } from '../site/history/sidebar-marks.ts';
import { daemonReleasesData } from '../site/history/daemon-releases-data.ts';
import {
  assertNoStaticCollisions,
  copyStaticFiles,
  listStaticFiles,
  outputKindIn,
  staticCollisions,
} from './copy-static.ts';
import { type OutputTarget, listFiles, writeTo } from './output-dir.ts';

export interface PreparedSite {
  plan: RoutePlan;
  ctx: PageContext;
  /** Site data without the route table (filled once pages are built). */
  site: SiteData;
}

/**
 * Plans routes and gathers what page builders read; `warnings` collects for the caller.
 * `histories` are the daemons' API histories computed from every pinned tree; a daemon
 * without one gets the history of its full releases.
 */
export function prepareSite(
  api: SiteApi,
  content: SiteContent,
  warnings: string[],
  histories?: ReadonlyMap<string, ApiHistory>,
): PreparedSite {
  const baseUrl = content.config.baseUrl;
  const daemonHistories = siteHistories(api, histories);
  const sidebars = buildSidebars(api, baseUrl, sidebarMarks(daemonHistories));
  const catalogues = buildErrorCatalogues(api.daemons, content.errors, baseUrl);
  const plan = planRoutes({ api, baseUrl, histories: daemonHistories, catalogues });
  warnings.push(...plan.warnings);
  const ctx: PageContext = {
    content,
    api,
    changes: releaseChanges(api),
    histories: daemonHistories,
    catalogues,
    sidebars,
    baseUrl,
    warnings,
    routePaths: new Set(plan.routes.map((r) => r.path)),
    contentRoutes: new Map([
      [content.home.file, withBase(baseUrl, '')],
      [content.markdownPage.file, withBase(baseUrl, 'markdown-page/')],
      ...[...content.services.values()].map((s) => [s.file, withBase(baseUrl, `api/${s.id}/`)] as [string, string]),
    ]),
  };
  const releases = Object.fromEntries(api.daemons.map((d) => [d.id, d.releases.map((r) => r.version.tag)]));
  const site = buildSiteData(content, sidebars, plan.docIds, releases);
  site.history = Object.fromEntries(
    api.daemons.map((d) => [d.id, daemonReleasesData(baseUrl, d, daemonHistories.get(d.id)!)]),
  );
  return { plan, ctx, site };
}

/** What every HTML document links to: bundle, stylesheet, site data, favicon, head script. */
export function documentAssets(content: SiteContent, client: ClientAssets, siteDataUrl: string): DocumentAssets {
  const { config } = content;
  return {
    ...client,
    siteData: siteDataUrl,
    defaultMode: config.colorMode.defaultMode,
    favicon: withBase(config.baseUrl, config.favicon),
    headScript: headScript({
      baseUrl: config.baseUrl,
      defaultMode: config.colorMode.defaultMode,
      respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
      announcementId: config.announcementBar?.id ?? null,
      baseUrlBanner: config.baseUrlIssueBanner,
    }),
  };
}

/**
 * Copies content/static to the output root (files, never links: see copy-static.ts);
 * fails when a static file would replace generated output. Returns the copied paths.
 */
export function copyStatic(staticDir: string, outDir: string): string[] {
  const files = listStaticFiles(staticDir);
  assertNoStaticCollisions(staticDir, staticCollisions(files, outputKindIn(outDir)));
  copyStaticFiles(files, outDir);
  return files.map((file) => file.relative);
}

/** Writes sitemap.xml (indexable routes; none with noIndex) and robots.txt; returns the number of URLs. */
export function writeSitemap(content: SiteContent, routes: readonly PlannedRoute[], output: OutputTarget): number {
  const { url, baseUrl, noIndex } = content.config;
  const origin = url.replace(/\/$/, '');
  const urls = noIndex ? [] : indexablePaths(routes).map((route) => `${origin}${route}`);
  if (!noIndex) writeTo(output, 'sitemap.xml', sitemapXml(urls));
  writeTo(output, 'robots.txt', robotsTxt({ origin, baseUrl, noIndex }));
  return urls.length;
}

/** URL paths of every output file that is not a page (assets, images), for the link check. */
export function siteFiles(outDir: string, baseUrl: string): Set<string> {
  return new Set(
    listFiles(outDir)
      .filter((f) => !f.endsWith('.html'))
      .map((f) => withBase(baseUrl, f)),
  );
}

/**
 * Fails when an internal link of the checked pages (all by default) reaches no page, file
 * or #id. Returns the number of links checked.
 */
export function assertNoBrokenLinks(pages: Map<string, PageLinkInfo>, files: Set<string>, only?: Set<string>): number {
  const broken = checkLinks(pages, files, only);
  if (broken.length > 0) {
    throw new AggregateApidocsError(`${broken.length} broken internal link${broken.length === 1 ? '' : 's'}:`, [
      new LinkError(formatBrokenLinks(broken).trimStart(), {
        hint: 'Fix the links (page -> link above) in content/ or the protos; every internal link must reach a page, file or #id.',
      }),
    ]);
  }
  let count = 0;
  for (const [path, info] of pages) if (!only || only.has(path)) count += info.links.length;
  return count;
}
