/**
 * Every page of the build as an MCP resource, `apidocs://<page path without the base>`
 * (apidocs://api/lnd/lightning/get-info/). Its content is the page's Markdown copy when the
 * build has one (<page>index.md, or <page>.md beside the folder), else the same Markdown
 * written from the page's data.
 */
import fs from 'node:fs';
import { originalOf } from '../../site/markdown-copy.ts';
import type { SiteBuild } from './site-build.ts';

export const RESOURCE_SCHEME = 'apidocs://';

export function resourceUri(build: SiteBuild, pagePath: string): string {
  return `${RESOURCE_SCHEME}${pagePath.slice(build.index.baseUrl.length)}`;
}

/** The page path of a resource URI, or null. */
export function resourcePath(build: SiteBuild, uri: string): string | null {
  if (!uri.startsWith(RESOURCE_SCHEME)) return null;
  return `${build.index.baseUrl}${uri.slice(RESOURCE_SCHEME.length)}`;
}

/** The Markdown copy of a page, when the build has one. */
function markdownCopy(build: SiteBuild, pagePath: string): string | null {
  const file = build.fileOf(pagePath);
  for (const candidate of [`${file.replace(/\/$/, '')}/index.md`, `${file.replace(/\/$/, '')}.md`]) {
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
  }
  return null;
}

/**
 * A page's content as a resource: its Markdown copy, or (a build without the copy) the same
 * Markdown made from the page's data by the writer the build uses (src/export/markdown/), so
 * a page has one text view. A copy of a page at a folder URL reads its original's; search
 * and 404 pages, which have no Markdown, are their title and URL. The writer is loaded on
 * first use: most sessions never need it, and start-up does not pay for it.
 */
export async function pageText(build: SiteBuild, pagePath: string): Promise<string> {
  const copy = markdownCopy(build, pagePath);
  if (copy !== null) return copy;
  const page = build.page(pagePath);
  const original = originalOf(page);
  if (original !== null && original !== pagePath && build.pageEntry(original)) return pageText(build, original);
  const { pageMarkdown } = await import('../../export/markdown/page-markdown.ts');
  return pageMarkdown(page) ?? `# ${page.title}\n\n${build.absoluteUrl(page.path)}\n`;
}
