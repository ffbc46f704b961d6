/**
 * The token strings search documents are indexed by (src/search/tokenize.ts): a document
 * with its index fields, the tokens of names and phrases, and of running text.
 */
import type { SearchDocument } from './search-types.ts';
import { isStopWord } from './pipeline.ts';
import { phraseTokens, textTokens } from './tokenize.ts';

/** A document and the token strings of its index fields. */
export interface IndexedDocument<F extends string> {
  doc: SearchDocument;
  fields: Record<F, string>;
}

/** Space-separated tokens of several phrases. */
export function phrases(...values: (string | null | undefined)[]): string {
  return values.flatMap((v) => (v ? phraseTokens(v) : [])).join(' ');
}

/** Tokens of running text, without English stop words. */
export function text(value: string): string {
  return textTokens(value)
    .filter((t) => !isStopWord(t))
    .join(' ');
}

/** Appends in a loop: `push(...items)` passes every item as an argument and overflows the stack on huge pages. */
export function append<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}
