/**
 * The steps between inputs and pages that both the full build and watch mode run: the
 * sidebar, the route plan, the page context, the site data, the document assets, and the
 * link check over rendered pages.
 */
import type { SiteContent } from '../content/load-content.ts';
import type { ApiModel } from '../proto/model-types.ts';
import type { ClientAssets } from '../render/bundle-client.ts';
import { headScript } from '../render/head-script.ts';
import type { DocumentAssets } from '../render/html-document.ts';
import { AggregateApidocsError, LinkError } from '../shared/errors.ts';
import { buildSiteData } from '../site/build-site-data.ts';
import { type PageLinkInfo, checkLinks, formatBrokenLinks } from '../site/check-links.ts';
import type { PageContext } from '../site/pages/page-context.ts';
import { type RoutePlan, planRoutes } from '../site/plan-routes.ts';
import { buildSidebar } from '../site/sidebar.ts';
import type { SiteData } from '../site/site-data.ts';
import { withBase } from '../site/urls.ts';
import { assertNoStaticCollisions, copyStaticFiles, listStaticFiles, outputKindIn, staticCollisions } from './copy-static.ts';
import { listFiles } from './output-dir.ts';

export interface PreparedSite {
  plan: RoutePlan;
  ctx: PageContext;
  /** Site data without the route table (filled once pages are built). */
  site: SiteData;
}

/** Plans routes and gathers what page builders read; `warnings` collects for the caller. */
export function prepareSite(model: ApiModel, content: SiteContent, warnings: string[]): PreparedSite {
  const baseUrl = content.config.baseUrl;
  const sidebar = buildSidebar(model, baseUrl);
  const plan = planRoutes({ model, baseUrl });
  warnings.push(...plan.warnings);
  const ctx: PageContext = {
    content,
    model,
    sidebar,
    baseUrl,
    warnings,
    routePaths: new Set(plan.routes.map((r) => r.path)),
    contentRoutes: new Map([
      [content.home.file, withBase(baseUrl, '')],
      [content.markdownPage.file, withBase(baseUrl, 'markdown-page/')],
      ...[...content.services.values()].map((s) => [s.file, withBase(baseUrl, `api/${s.id}/`)] as [string, string]),
    ]),
  };
  return { plan, ctx, site: buildSiteData(content, sidebar, plan.docIds) };
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

/** URL paths of every output file that is not a page (assets, images), for the link check. */
export function siteFiles(outDir: string, baseUrl: string): Set<string> {
  return new Set(listFiles(outDir).filter((f) => !f.endsWith('.html')).map((f) => withBase(baseUrl, f)));
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
