/**
 * The first tier of a pasted error's hits: the error catalogue pages whose pattern matches
 * the text (documents marked `e`, whose title is the template: the pattern is made here as
 * the build makes errors.json's, so the dropdown file does not carry it), as MCP's `explain_error` matches
 * errors.json (src/site/errors/match-error.ts): the daemon the query names first, then the
 * site's main daemon (its documents weigh 1), then the others.
 */
import { literalLength, templatePattern } from '../site/errors/error-template.ts';
import { type ErrorMatch, matchErrorEntries } from '../site/errors/match-error.ts';
import { normalisePastedError } from './pasted-error.ts';
import type { SearchDocument } from './search-types.ts';

interface PatternDoc {
  doc: SearchDocument;
  pattern: string;
  specificity: number;
  template: string;
}

/** The catalogue documents a pasted text matches, with their tier (higher first). */
export class ErrorTier {
  private readonly docs: PatternDoc[] = [];

  add(doc: SearchDocument): void {
    if (doc.e)
      this.docs.push({ doc, pattern: templatePattern(doc.t), specificity: literalLength(doc.t), template: doc.t });
  }

  /** Tier per matched document id: the named daemon's 3, else 1 plus the document's weight (the main daemon's 2). */
  tiers(query: string, daemons: readonly string[]): Map<number, number> {
    const tiers = new Map<number, number>();
    if (this.docs.length === 0) return tiers;
    const matches: ErrorMatch<PatternDoc>[] = matchErrorEntries(this.docs, normalisePastedError(query).message);
    const longest = matches[0]?.matched.length ?? 0;
    for (const { entry, matched } of matches) {
      // Only the best match of the text (several daemons have it): a shorter inner match is another error.
      if (matched.length < longest) continue;
      const named = entry.doc.d !== undefined && daemons.includes(entry.doc.d);
      // Among texts that match whole, the more specific template first (specificity is under 1,000).
      tiers.set(entry.doc.i, (named ? 3 : 1 + (entry.doc.w ?? 1)) + entry.specificity / 1e4);
    }
    return tiers;
  }
}
