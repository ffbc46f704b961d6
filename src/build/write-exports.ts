/**
 * The exports for assistants and readers who copy (docs/exports.md): the Markdown copy of
 * every page beside its index.html, the site's llms.txt, and each daemon's llms.txt and
 * llms-full.txt. Views of the page data the HTML is rendered from; written through the same
 * output target (so production builds compress them like the other text files).
 */
import { type LlmsInput, daemonExportPath, daemonLlmsFull, daemonLlmsTxt, siteLlmsTxt } from '../export/llms/llms-txt.ts';
import { pageMarkdown } from '../export/markdown/page-markdown.ts';
import type { PageData } from '../site/page-data.ts';
import type { SiteApi } from '../site/site-api.ts';
import { markdownPathOf, withBase } from '../site/urls.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';

/** The output file of a URL path under the base (/api-docs/x/index.md -> x/index.md). */
function fileOf(baseUrl: string, urlPath: string): string {
  return urlPath.slice(baseUrl.length);
}

/** Writes the Markdown copy of each page that has one; returns each one's Markdown by route path. */
export function writePageMarkdown(pages: readonly { page: PageData }[], output: OutputTarget, baseUrl: string): Map<string, string> {
  const written = new Map<string, string>();
  for (const { page } of pages) {
    const text = pageMarkdown(page);
    if (text === null) continue;
    writeTo(output, fileOf(baseUrl, markdownPathOf(page.path)), text);
    written.set(page.path, text);
  }
  return written;
}

export interface LlmsParams {
  api: SiteApi;
  baseUrl: string;
  title: string;
  tagline: string;
  pages: readonly { page: PageData }[];
  markdown: ReadonlyMap<string, string>;
  output: OutputTarget;
}

/** Writes llms.txt and each daemon's llms.txt and llms-full.txt; returns the bytes of each llms-full.txt by daemon id. */
export function writeLlmsFiles(params: LlmsParams): Map<string, number> {
  const input: LlmsInput = {
    baseUrl: params.baseUrl,
    title: params.title,
    tagline: params.tagline,
    daemons: params.api.daemons,
    pages: new Map(params.pages.map(({ page }) => [page.path, page])),
    markdown: params.markdown,
  };
  const sizes = new Map<string, number>();
  writeTo(params.output, 'llms.txt', siteLlmsTxt(input));
  for (const daemon of params.api.daemons) {
    const release = daemon.releases[0];
    if (!release) continue;
    writeTo(params.output, fileOf(params.baseUrl, daemonExportPath(params.baseUrl, release, 'llms.txt')), daemonLlmsTxt(input, daemon));
    const full = daemonLlmsFull(input, daemon);
    writeTo(params.output, fileOf(params.baseUrl, daemonExportPath(params.baseUrl, release, 'llms-full.txt')), full);
    sizes.set(daemon.id, Buffer.byteLength(full));
  }
  return sizes;
}

/** The site's llms.txt URL path. */
export function siteLlmsPath(baseUrl: string): string {
  return withBase(baseUrl, 'llms.txt');
}
