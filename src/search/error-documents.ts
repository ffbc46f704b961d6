/**
 * Search documents of the error catalogues' pages (kind `catalogue`): an entry's page is
 * found by its template's words, and its origin and code name it too. An entry a handler
 * returns is left out of the index: the RPC's own error document (search-documents.ts)
 * leads to the RPC, whose page links the entry, and the dropdown file stays small; the
 * errors no handler writes (wallet state, macaroons, gRPC, the gateway, payment failures)
 * are found here only.
 */
import type { ErrorEntryPage, PageData } from '../site/page-data.ts';
import { isStopWord } from './pipeline.ts';
import { phraseTokens } from './tokenize.ts';

/** Whether a page of the catalogues is a search result of its own. */
export function isIndexedErrorPage(page: PageData): boolean {
  return page.kind !== 'error-entry' || page.entry.origin !== 'handler';
}

/** The template's words without stop words and placeholders (an error's title field). */
export function errorTitleTokens(template: string): string {
  return phraseTokens(template.replace(/…/g, ' '))
    .filter((w) => !isStopWord(w))
    .join(' ');
}

/** What an entry is called besides its template: its origin and gRPC code. */
export function errorEntryNames(page: ErrorEntryPage): string {
  return phraseTokens(`${page.originTitle} ${page.entry.code} error`).join(' ');
}
