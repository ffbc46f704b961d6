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
import { phraseTokens, textTokens } from './tokenize.ts';

/** Whether a page of the catalogues is a search result of its own. */
export function isIndexedErrorPage(page: PageData): boolean {
  return page.kind !== 'error-entry' || page.entry.origin !== 'handler';
}

/** A message of at most this many words is also found by its joins, as a name is ("notfound"). */
const JOINED_MESSAGE_WORDS = 4;

/**
 * The template's words without stop words and placeholders (an error's title field). A
 * short message (`Not Found`, `permission denied`) gets the joins of its words, as a name
 * does; a longer one only those of the names written in it (`SendToRouteSync` ->
 * `sendtoroutesync`): the joins across a sentence's words (`mustbeprovid`,
 * `durationmustbeprovid`, ...) were two fifths of the dropdown file's title tokens
 * (5,600 of 13,600) and match nothing a reader types.
 */
export function errorTitleTokens(template: string): string {
  const text = template.replace(/…/g, ' ');
  const short = text.split(/\s+/).filter(Boolean).length <= JOINED_MESSAGE_WORDS;
  return (short ? phraseTokens(text) : textTokens(text)).filter((w) => !isStopWord(w)).join(' ');
}

/** What an entry is called besides its template: its origin and gRPC code. */
export function errorEntryNames(page: ErrorEntryPage): string {
  return phraseTokens(`${page.originTitle} ${page.entry.code} error`).join(' ');
}
