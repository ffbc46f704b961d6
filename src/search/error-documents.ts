/**
 * Search documents of the error catalogues' pages (kind `catalogue`): an entry's page is
 * found by its template's words, and its origin and code name it too. The errors no handler
 * writes (wallet state, macaroons, gRPC, the gateway, payment failures) are found here only.
 * A message handlers write is indexed once: when one RPC returns it, as that RPC's error
 * document (search-documents.ts), which leads to the RPC, whose page links the entry; when
 * several do, as the entry's page, which lists them all. Indexing it on each of their pages
 * instead would give a pasted text several equal hits and the dropdown file about 960
 * more documents.
 */
import type { ErrorEntryPage, PageData } from '../site/page-data.ts';
import { isStopWord } from './pipeline.ts';
import { phraseTokens } from './tokenize.ts';

/** Catalogue pages (paths) of the messages several RPCs' handlers return. */
export function sharedHandlerErrors(pages: PageData[]): Set<string> {
  return new Set(
    pages.flatMap((p) =>
      p.kind === 'error-entry' && p.entry.origin === 'handler' && p.entry.rpcs.length > 1 ? [p.path] : [],
    ),
  );
}

/** Whether a page of the catalogues is a search result of its own. */
export function isIndexedErrorPage(page: PageData, shared: Set<string>): boolean {
  return page.kind !== 'error-entry' || page.entry.origin !== 'handler' || shared.has(page.path);
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
