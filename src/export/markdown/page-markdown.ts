/**
 * The Markdown copy of a page, by page kind: null for pages that have none (search, 404,
 * and the copies of a page at a folder URL, whose Markdown is the original's).
 */
import { hasOwnMarkdown } from '../../site/markdown-copy.ts';
import type { PageData } from '../../site/page-data.ts';
import { errorCatalogueMarkdown, errorEntryMarkdown } from './error-markdown.ts';
import { methodMarkdown } from './method-markdown.ts';
import {
  apiChangesMarkdown,
  apiHistoryMarkdown,
  categoryMarkdown,
  contentMarkdown,
  documentationGapsMarkdown,
  homeMarkdown,
  permissionsPageMarkdown,
  removedRpcMarkdown,
  restEndpointsMarkdown,
  serviceIndexMarkdown,
} from './site-pages-markdown.ts';
import { upgradingMarkdown } from './upgrading-markdown.ts';

/** The page's Markdown, ending in one newline, or null when it has no Markdown copy of its own. */
export function pageMarkdown(page: PageData): string | null {
  if (!hasOwnMarkdown(page)) return null;
  const text = bodyOf(page);
  return text === null ? null : `${text.trimEnd()}\n`;
}

function bodyOf(page: PageData): string | null {
  switch (page.kind) {
    case 'search':
    case 'not-found':
      return null;
    case 'home':
      return homeMarkdown(page);
    case 'markdown':
      return contentMarkdown(page);
    case 'category':
      return categoryMarkdown(page);
    case 'service-index':
      return serviceIndexMarkdown(page);
    case 'rest-endpoints':
      return restEndpointsMarkdown(page);
    case 'method':
      return methodMarkdown(page);
    case 'api-changes':
      return apiChangesMarkdown(page);
    case 'permissions':
      return permissionsPageMarkdown(page);
    case 'documentation-gaps':
      return documentationGapsMarkdown(page);
    case 'api-history':
      return apiHistoryMarkdown(page);
    case 'removed-rpc':
      return removedRpcMarkdown(page);
    case 'upgrading':
      return upgradingMarkdown(page);
    case 'error-catalogue':
      return errorCatalogueMarkdown(page);
    case 'error-entry':
      return errorEntryMarkdown(page);
  }
}
