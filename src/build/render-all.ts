/**
 * Server-renders every page into its HTML document, writes it with its Markdown copy, and
 * keeps only its ids and links (render, write, forget; the Markdown is kept for llms-full.txt). Render errors are collected and reported together. With
 * a render pool the rendering happens on worker threads (see render-pool.ts).
 */
import { ApidocsError, AggregateApidocsError } from '../shared/errors.ts';
import { type DocumentAssets, htmlDocument } from '../render/html-document.ts';
import { renderPage } from '../render/render-page.tsx';
import type { PageLinkInfo } from '../site/check-links.ts';
import type { SiteData } from '../site/site-data.ts';
import { markdownPathOf, markdownSiblingOf, outputFileOf } from '../site/urls.ts';
import { pageMarkdown } from '../export/markdown/page-markdown.ts';
import { type LinkExtraction, inlineLinkExtraction } from './link-extraction.ts';
import type { BuiltPage } from './page-chunks.ts';
import { linkTo, type OutputTarget, writeTo, yieldToEventLoop } from './output-dir.ts';
import type { RenderPool } from './render-pool.ts';

export interface RenderAllParams {
  site: SiteData;
  pages: BuiltPage[];
  assets: DocumentAssets;
  output: OutputTarget;
  noIndex: boolean;
  /** Where the ids and links of rendered pages are read (default: inline). */
  extraction?: LinkExtraction;
  /** Render on these worker threads instead of inline (then `extraction` is not used). */
  pool?: RenderPool;
  /** Receives the Markdown copy of each page that has one (written beside its HTML), by route path. */
  markdown: Map<string, string>;
}

/**
 * Writes a page's Markdown copy (docs/exports.md) beside its HTML, links it as `<page>.md`
 * beside its folder (a static host serves both as they are), and keeps it for the llms files.
 */
function writeMarkdown(
  output: OutputTarget,
  baseUrl: string,
  markdown: Map<string, string>,
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

/** Renders and writes every page; returns each page's ids and internal links by route path. */
export async function renderAllPages(params: RenderAllParams): Promise<Map<string, PageLinkInfo>> {
  return params.pool ? renderOnPool(params, params.pool) : renderInline(params);
}

async function renderInline({
  site,
  pages,
  assets,
  output,
  noIndex,
  markdown,
  extraction = inlineLinkExtraction(),
}: RenderAllParams): Promise<Map<string, PageLinkInfo>> {
  const failures: ApidocsError[] = [];
  for (const [index, { page, chunk }] of pages.entries()) {
    if (index % 16 === 15) await yieldToEventLoop();
    const result = renderPage(site, page);
    if (!result.ok) {
      failures.push(
        new ApidocsError(`render failed: ${result.error.stack ?? result.error.message}`, {
          location: page.path,
          cause: result.error,
        }),
      );
      continue;
    }
    const html = htmlDocument({ page, appHtml: result.html, chunk, assets, noIndex });
    writeTo(output, outputFileOf(site.baseUrl, page.path), html);
    writeMarkdown(output, site.baseUrl, markdown, page.path, pageMarkdown(page));
    extraction.add(page.path, html);
  }
  if (failures.length > 0) {
    await extraction.close();
    throw new AggregateApidocsError(
      `${failures.length} page${failures.length === 1 ? '' : 's'} failed to render:`,
      failures,
    );
  }
  return extraction.finish();
}

async function renderOnPool(
  { site, pages, assets, output, noIndex, markdown }: RenderAllParams,
  pool: RenderPool,
): Promise<Map<string, PageLinkInfo>> {
  const failures: ApidocsError[] = [];
  const links = new Map<string, PageLinkInfo>();
  await pool.render(
    { site, assets, noIndex },
    pages.map(({ page, chunk }) => ({ page, chunk })),
    (outcome) => {
      if (!outcome.ok) {
        failures.push(new ApidocsError(`render failed: ${outcome.error}`, { location: outcome.path }));
        return;
      }
      writeTo(output, outputFileOf(site.baseUrl, outcome.path), outcome.html);
      writeMarkdown(output, site.baseUrl, markdown, outcome.path, outcome.markdown);
      links.set(outcome.path, outcome.links);
    },
  );
  if (failures.length > 0)
    throw new AggregateApidocsError(
      `${failures.length} page${failures.length === 1 ? '' : 's'} failed to render:`,
      failures,
    );
  // In page order, as inline rendering returns them (reports list pages in a stable order).
  return new Map(pages.map(({ page }) => [page.path, links.get(page.path)!]));
}
