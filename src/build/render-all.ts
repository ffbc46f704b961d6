/**
 * Server-renders every page into its HTML document, writes it with its Markdown copy, and
 * keeps only its ids and links (render, write, forget; the Markdown is kept for
 * llms-full.txt). Render errors are collected and reported together. With a render cache, a
 * page whose data and site-wide inputs did not change takes its markup from the cache
 * (render-cache.ts) and only the others are rendered: on worker threads when there are
 * enough of them (render-pool.ts), else inline. Pages see the server's site data
 * (server-site-data.ts), the same rendered or cached.
 */
import { ApidocsError, AggregateApidocsError } from '../shared/errors.ts';
import { type PageLinks, extractLinks } from '../render/extract-links.ts';
import { type DocumentAssets, htmlDocument } from '../render/html-document.ts';
import { renderPage } from '../render/render-page.tsx';
import { serverSiteData } from '../render/server-site-data.ts';
import type { PageLinkInfo } from '../site/check-links.ts';
import type { SiteData } from '../site/site-data.ts';
import { markdownPathOf, markdownSiblingOf, outputFileOf } from '../site/urls.ts';
import { pageMarkdown } from '../export/markdown/page-markdown.ts';
import type { BuiltPage } from './page-chunks.ts';
import type { Texts } from './utf8-texts.ts';
import { linkTo, type OutputTarget, writeTo, yieldToEventLoop } from './output-dir.ts';
import { type RenderCache, documentDigest } from './render-cache.ts';
import { POOL_MIN_PAGES, type RenderPool } from './render-pool.ts';

export interface RenderAllParams {
  site: SiteData;
  pages: BuiltPage[];
  assets: DocumentAssets;
  output: OutputTarget;
  noIndex: boolean;
  /** Render on these worker threads instead of inline. */
  pool?: RenderPool;
  /** Starts a pool when at least POOL_MIN_PAGES pages are to be rendered and no `pool` is given. */
  startPool?: () => RenderPool;
  /** Where rendered pages are taken from and stored (render-cache.ts); none renders every page. */
  cache?: RenderCache | null;
  /** Receives the Markdown copy of each page that has one (written beside its HTML), by route path. */
  markdown: Texts;
}

/** A page's render as the cache keeps it, before its document is made. */
interface Rendered {
  appHtml: string;
  markdown: string | null;
  /** The ids and links of the document, when read from it already (the pool reads them). */
  links?: PageLinks;
  /** For a cached render: the sha256 of the document its `links` were read from. */
  document?: string;
}

/**
 * Writes a page's Markdown copy (docs/exports.md) beside its HTML, links it as `<page>.md`
 * beside its folder (a static host serves both as they are), and keeps it for the llms files.
 */
function writeMarkdown(
  output: OutputTarget,
  baseUrl: string,
  markdown: Texts,
  routePath: string,
  text: string | null,
): void {
  if (text === null) return;
  const own = markdownPathOf(routePath).slice(baseUrl.length);
  writeTo(output, own, text);
  const sibling = markdownSiblingOf(baseUrl, routePath);
  // The same bytes under a second name: a hard link, compressed once (compress.ts).
  if (sibling !== null) linkTo(output, own, sibling.slice(baseUrl.length));
  markdown.set(routePath, text);
}

/** Renders and writes every page; returns each page's ids and internal links by route path, in page order. */
export async function renderAllPages(params: RenderAllParams): Promise<Map<string, PageLinkInfo>> {
  const { cache } = params;
  const links = new Map<string, PageLinks>();
  const shared = sharedLinkStrings();
  /** Writes a page from its markup, and stores a fresh render (or a cached one's new links) in the cache. */
  const write = ({ page, chunk, dataDigest }: BuiltPage, rendered: Rendered) => {
    const { site, assets, noIndex, output } = params;
    const html = htmlDocument({ page, appHtml: rendered.appHtml, chunk, assets, noIndex });
    writeTo(output, outputFileOf(site.baseUrl, page.path), html);
    writeMarkdown(output, site.baseUrl, params.markdown, page.path, rendered.markdown);
    const document = cache ? documentDigest(html) : undefined;
    // Fresh links were read from this very document; cached ones only count for the same bytes.
    const known = rendered.document === undefined || rendered.document === document ? rendered.links : undefined;
    const pageLinks = known ?? extractLinks(html);
    links.set(page.path, shared(pageLinks));
    if (cache && document !== rendered.document) {
      const { appHtml, markdown } = rendered;
      cache.write(cache.key(dataDigest), { appHtml, markdown, document: document!, links: pageLinks });
    }
  };
  const misses: BuiltPage[] = [];
  for (const [index, built] of params.pages.entries()) {
    if (index % 16 === 15) await yieldToEventLoop();
    const hit = cache?.read(cache.key(built.dataDigest));
    if (hit) write(built, hit);
    else misses.push(built);
  }
  const pool = params.pool ?? (misses.length >= POOL_MIN_PAGES ? params.startPool?.() : undefined);
  const failures = pool ? await renderOnPool(params, misses, pool, write) : await renderInline(params, misses, write);
  if (failures.length > 0)
    throw new AggregateApidocsError(
      `${failures.length} page${failures.length === 1 ? '' : 's'} failed to render:`,
      failures,
    );
  return new Map(params.pages.map(({ page }) => [page.path, links.get(page.path)!]));
}

/**
 * Keeps one copy of each id and link string across the pages: the links of the navbar, the
 * sidebar and the breadcrumbs and many ids are on hundreds of pages, and each page's come as
 * strings of their own (from a worker or the render cache). The real site's 343,000 links and
 * their ids took about 40 MB, held from the render to the link check at the end of the build.
 */
function sharedLinkStrings(): (links: PageLinks) => PageLinks {
  const strings = new Map<string, string>();
  const one = (text: string) => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, text);
    return text;
  };
  return ({ ids, duplicateIds, links }) => ({
    ids: new Set(Array.from(ids, one)),
    duplicateIds: duplicateIds.map(one),
    links: links.map(one),
  });
}

type WritePage = (built: BuiltPage, rendered: Rendered) => void;

async function renderInline({ site }: RenderAllParams, pages: BuiltPage[], write: WritePage): Promise<ApidocsError[]> {
  const server = serverSiteData(site);
  const failures: ApidocsError[] = [];
  for (const [index, built] of pages.entries()) {
    if (index % 16 === 15) await yieldToEventLoop();
    const result = renderPage(server, built.page);
    if (!result.ok) {
      failures.push(
        new ApidocsError(`render failed: ${result.error.stack ?? result.error.message}`, {
          location: built.page.path,
          cause: result.error,
        }),
      );
      continue;
    }
    write(built, { appHtml: result.html, markdown: pageMarkdown(built.page) });
  }
  return failures;
}

async function renderOnPool(
  { site, assets, noIndex }: RenderAllParams,
  pages: BuiltPage[],
  pool: RenderPool,
  write: WritePage,
): Promise<ApidocsError[]> {
  const failures: ApidocsError[] = [];
  const byPath = new Map(pages.map((built) => [built.page.path, built]));
  await pool.render(
    { site: serverSiteData(site), assets, noIndex },
    pages.map(({ page, chunk }) => ({ page, chunk })),
    (outcome) => {
      if (!outcome.ok) {
        failures.push(new ApidocsError(`render failed: ${outcome.error}`, { location: outcome.path }));
        return;
      }
      write(byPath.get(outcome.path)!, outcome);
    },
  );
  return failures;
}
