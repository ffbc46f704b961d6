/**
 * Glossary terms found in a query's words (src/search/glossary.ts), step 5 of a query plan:
 * where each term stands, with articles, possessives, a pronoun, an amount or a phrasal
 * verb's object allowed between its words, and the groups of the API's words it adds.
 */
import { GLOSSARY } from './glossary.ts';
import { indexedForm } from './pipeline.ts';
import { type PlanGroup, type PlanTerm, span } from './plan-types.ts';
import { QUERY_WEIGHTS } from './search-config.ts';
import { chunkWords, phraseTokens } from './tokenize.ts';

export interface GlossaryMatch {
  start: number;
  end: number;
  /** Words inside start..end that are not the term's: a phrasal verb's object ("turn autopilot on"). */
  skipped: number;
  means: string[];
}

/** The words of a match that are the term's (as bits). */
export const termBits = (m: GlossaryMatch) => span(m.start, m.end) & ~m.skipped;

/** A glossary term in indexed forms, with its entry's meanings. */
interface IndexedTerm {
  forms: string[];
  entry: number;
  means: string[];
}

let termsByFirstForm: Map<string, IndexedTerm[]> | null = null;

/**
 * Words a glossary term may have or lack in between its own: articles, possessives, and the
 * pronoun a phrasal verb takes between its parts ("speed it up", "pull them out").
 */
const FILLER_WORDS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'its', 'their', 'it', 'them']);

/** True for a word a term skips between its own: a filler word or an amount ("request 5000 sats"). */
const isFiller = (word: string) => FILLER_WORDS.has(word) || /^\d+$/.test(word);

/** The glossary's terms by the indexed form of their first word (built once). */
function glossaryTerms(): Map<string, IndexedTerm[]> {
  if (!termsByFirstForm) {
    termsByFirstForm = new Map();
    GLOSSARY.forEach((entry, index) => {
      for (const term of entry.terms) {
        const forms = term
          .split(/\s+/)
          .flatMap(chunkWords)
          .map((w) => indexedForm(w) ?? w);
        if (forms.length === 0) continue;
        const list = termsByFirstForm!.get(forms[0]!) ?? [];
        list.push({ forms, entry: index, means: entry.means });
        termsByFirstForm!.set(forms[0]!, list);
      }
    });
  }
  return termsByFirstForm;
}

/** Glossary terms found among the words (longest term of each entry at each position; none inside a longer one). */
export function glossaryMatches(words: string[]): GlossaryMatch[] {
  const forms = words.map((w) => indexedForm(w) ?? w);
  const terms = glossaryTerms();
  const matches: GlossaryMatch[] = [];
  for (let start = 0; start < words.length; start++) {
    const best = new Map<number, GlossaryMatch>();
    for (const term of terms.get(forms[start]!) ?? []) {
      const found = termEnd(term.forms, words, forms, start);
      if (found === null) continue;
      const current = best.get(term.entry);
      if (!current || current.end - current.start < found.end - start)
        best.set(term.entry, { start, end: found.end, skipped: found.skipped, means: term.means });
    }
    matches.push(...best.values());
  }
  // A term inside a longer term of another entry is part of that concept, not its own
  // ("profit" in "profit and loss" is an audit, not routing income).
  return matches.filter(
    (m) => !matches.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start),
  );
}

/** The particles of phrasal verbs ("turn on", "speed up", "pull out"): their object may stand between the two. */
const PARTICLES = new Set(['on', 'off', 'up', 'down', 'out', 'back']);

/** Words a phrasal verb's object may have ("turn the autopilot agent off"). */
const MAX_OBJECT_WORDS = 3;

/**
 * Where a term found at `start` ends, or null: its words in order, with articles,
 * possessives and numbers of the query allowed between them ("channel funds to my on-chain
 * wallet" holds "channel funds to on chain", "request 5000 sats" "request sats"), and a
 * phrasal verb's object before its particle ("turn autopilot on": `skipped` has its bits).
 */
function termEnd(
  term: string[],
  words: string[],
  forms: string[],
  start: number,
): { end: number; skipped: number } | null {
  let at = start;
  let skipped = 0;
  for (let k = 0; k < term.length; k++) {
    while (k > 0 && at < words.length && forms[at] !== term[k] && isFiller(words[at]!)) at++;
    if (k === term.length - 1 && k > 0 && PARTICLES.has(term[k]!) && forms[at] !== term[k]) {
      const particle = forms.slice(at, at + MAX_OBJECT_WORDS + 1).indexOf(term[k]!);
      if (particle > 0) {
        skipped = span(at, at + particle);
        at += particle;
      }
    }
    if (at >= words.length || forms[at] !== term[k]) return null;
    at++;
  }
  return { end: at, skipped };
}

/**
 * The groups of a glossary term's meanings. A one-word meaning stands for the term; a
 * phrase ("mint asset") only as a whole name: its words alone score but cover nothing
 * ("asset" is not "issue").
 */
export function glossaryGroups(match: GlossaryMatch): PlanGroup[] {
  const whole: PlanTerm[] = [];
  const parts: PlanTerm[] = [];
  for (const phrase of match.means) {
    const wordCount = chunkWords(phrase).length;
    phraseTokens(phrase).forEach((t, k) => {
      const token = indexedForm(t);
      if (!token || whole.some((x) => x.token === token) || parts.some((x) => x.token === token)) return;
      const term = { token, weight: QUERY_WEIGHTS.glossary, expand: k >= wordCount };
      if (wordCount === 1 || k >= wordCount) whole.push(term);
      else parts.push(term);
    });
  }
  return parts.length > 0
    ? [
        { terms: whole, covers: termBits(match) },
        { terms: parts, covers: 0 },
      ]
    : [{ terms: whole, covers: termBits(match) }];
}
