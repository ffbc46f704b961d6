/**
 * Which pages have a Markdown copy and where it is (docs/exports.md): every page but search
 * and 404; a copy of a page at a folder URL (page-copy.ts) points at its original's.
 * Read by the HTML head (the alternate link), the page's copy button and the exports writer.
 */
import type { PageData, PageKind } from './page-data.ts';
import { markdownPathOf } from './urls.ts';

const WITHOUT_MARKDOWN: ReadonlySet<PageKind> = new Set(['search', 'not-found']);

/** The URL path of the page a folder copy stands for, or null when the page is no copy. */
export function originalOf(page: Pick<PageData, 'path' | 'sidebarPath' | 'head'>): string | null {
  return page.sidebarPath !== undefined &&
    page.sidebarPath !== page.path &&
    page.head.canonical.endsWith(page.sidebarPath)
    ? page.sidebarPath
    : null;
}

/** Whether the build writes a Markdown file at this page's own URL. */
export function hasOwnMarkdown(page: PageData): boolean {
  return !WITHOUT_MARKDOWN.has(page.kind) && originalOf(page) === null;
}

/** The URL path of the page's Markdown copy (its original's for a folder copy), or null when it has none. */
export function markdownHrefOf(page: PageData): string | null {
  if (WITHOUT_MARKDOWN.has(page.kind)) return null;
  return markdownPathOf(originalOf(page) ?? page.path);
}
