/**
 * The first tier of a pasted error's hits: the error catalogue pages whose pattern matches
 * the text (documents marked `e`, and the Errors sections of RPCs whose handlers return it, whose title is the template: the pattern is made here as
 * the build makes errors.json's, so the dropdown file does not carry it), as MCP's `explain_error` matches
 * errors.json (src/site/errors/match-error.ts): the daemon the query names first, then the
 * site's main daemon (its documents weigh 1), then the others.
 */
import { literalLength, templatePattern } from '../site/errors/error-template.ts';
import { type ErrorMatch, matchErrorEntries } from '../site/errors/match-error.ts';
import { normalisePastedError } from './pasted-error.ts';
import type { SearchDocument } from './search-types.ts';

/** An RPC's error message whose document lists this many other RPCs or more (four or more share it) is left to the words' score. */
const MAX_SHARING_RPCS = 3;

interface PatternDoc {
  doc: SearchDocument;
  /** The daemon and weight the tier reads: the document's own, or for an Errors section its page's. */
  daemon: string | undefined;
  weight: number;
  /** An RPC's Errors section, not a catalogue page. */
  section: boolean;
  pattern: string;
  specificity: number;
  template: string;
}

/** Words a wrapping template must have before the error it wraps to name the step that failed. */
const STEP_WORDS = 3;

/** True for a template wrapping another error after a few words of its own ("order valid validation: …"). */
export function namesItsStep(template: string): boolean {
  const wrapper = /^([^…%]*):\s*…$/.exec(template);
  return wrapper !== null && wrapper[1]!.trim().split(/\s+/).length >= STEP_WORDS;
}

/** The catalogue documents a pasted text matches, with their tier (higher first). */
export class ErrorTier {
  private readonly docs: PatternDoc[] = [];

  /**
   * A catalogue page (`e`), or an RPC's Errors-section document (the message its handler
   * returns, ranked by its page's daemon and weight) unless many RPCs share it: a sub-server's
   * "still starting" names no one RPC, and its many sections would fill the dropdown.
   */
  add(doc: SearchDocument, page?: SearchDocument): void {
    const section = doc.k === 'error' && (doc.o?.length ?? 0) < MAX_SHARING_RPCS;
    if (!doc.e && !section) return;
    const owner = doc.e ? doc : (page ?? doc);
    this.docs.push({
      doc,
      daemon: owner.d,
      weight: owner.w ?? 1,
      section: !doc.e,
      pattern: templatePattern(doc.t),
      specificity: literalLength(doc.t),
      template: doc.t,
    });
  }

  /** Tier per matched document id: the named daemon's 3, else 1 plus the document's weight (the main daemon's 2). */
  tiers(query: string, daemons: readonly string[]): Map<number, number> {
    const tiers = new Map<number, number>();
    if (this.docs.length === 0) return tiers;
    const message = normalisePastedError(query).message;
    const matches: ErrorMatch<PatternDoc>[] = matchErrorEntries(this.docs, message);
    const longest = matches[0]?.matched.length ?? 0;
    for (const { entry, matched } of matches) {
      // Only the best match of the text (several daemons have it): a shorter inner match is another error.
      if (matched.length < longest) continue;
      // A section's template must say most of the text: "payment failed: …" names no cause;
      // but a wrapper naming its step in three words or more ("order valid validation: …") does.
      if (entry.section && entry.specificity * 2 < message.length && !namesItsStep(entry.template)) continue;
      const named = entry.daemon !== undefined && daemons.includes(entry.daemon);
      // Among texts that match whole, the more specific template first (specificity is under 1,000).
      tiers.set(entry.doc.i, (named ? 3 : 1 + entry.weight) + entry.specificity / 1e4);
    }
    return tiers;
  }
}
