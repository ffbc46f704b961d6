/**
 * Which catalogue entries a pasted error is: the entries whose pattern matches the whole
 * text, or the text after a caller's own wrapping ("unable to pay: rpc error: ..."), best
 * first: the match that covers the most of the text, then the most specific template.
 * Reads only what errors.json holds, so MCP serves it from a built site.
 */

/** What matching needs of an entry (errors.json's fields). */
export interface MatchableEntry {
  pattern: string;
  specificity: number;
}

export interface ErrorMatch<E extends MatchableEntry> {
  entry: E;
  /** The part of the pasted text the pattern matched (the text itself, or what follows a wrapping "...: "). */
  matched: string;
}

/** Compiled patterns, kept per entry object. */
const compiled = new WeakMap<MatchableEntry, RegExp>();

function regexOf(entry: MatchableEntry): RegExp {
  let regex = compiled.get(entry);
  if (!regex) compiled.set(entry, (regex = new RegExp(entry.pattern)));
  return regex;
}

/** At most this many wrappings are peeled off a pasted text (each "...: " before the error). */
const MAX_WRAPPINGS = 6;

/** The pasted text and what follows each of its first few ": " (callers wrap errors in their own words). */
export function errorCandidates(pasted: string): string[] {
  const text = pasted.trim();
  const candidates = [text];
  let at = 0;
  for (let n = 0; n < MAX_WRAPPINGS; n++) {
    const next = text.indexOf(': ', at);
    if (next < 0) break;
    candidates.push(text.slice(next + 2));
    at = next + 2;
  }
  return candidates;
}

/** Every entry matching the pasted text, best first; each entry once. */
export function matchErrorEntries<E extends MatchableEntry>(entries: readonly E[], pasted: string): ErrorMatch<E>[] {
  const found = new Map<E, string>();
  for (const candidate of errorCandidates(pasted)) {
    for (const entry of entries) {
      if (!found.has(entry) && regexOf(entry).test(candidate)) found.set(entry, candidate);
    }
  }
  return [...found]
    .map(([entry, matched]) => ({ entry, matched }))
    .sort((a, b) => b.matched.length - a.matched.length || b.entry.specificity - a.entry.specificity);
}
