/**
 * Which catalogue entries a pasted error is: the entries whose pattern matches the whole
 * text, or the text after a caller's own wrapping ("unable to pay: rpc error: ..."), best
 * first: the match that covers the most of the text, then the most specific template.
 * Reads only what errors.json holds, so MCP serves it from a built site.
 */
import { PLACEHOLDER } from './error-template.ts';

/** What matching needs of an entry (errors.json's fields). */
export interface MatchableEntry {
  pattern: string;
  specificity: number;
  /** The message template (`…` for values), when known: its longest word must be in any text the pattern matches. */
  template?: string;
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

/**
 * The longest word of a template's fixed text, or '' when it has none. A pattern keeps the
 * template's words as they are (only spaces, quotes and backslashes get alternatives, and
 * values sit between the fixed parts), so a text without that word cannot match: one
 * `includes` rules most entries out before any regular expression runs.
 */
const needles = new WeakMap<MatchableEntry, string>();
function needleOf(entry: MatchableEntry): string {
  let needle = needles.get(entry);
  if (needle === undefined) {
    const words = (entry.template ?? '').split(PLACEHOLDER).join(' ').match(/\w+/g) ?? [];
    needle = words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
    needles.set(entry, needle);
  }
  return needle;
}

/** Every entry matching the pasted text, best first; each entry once. */
export function matchErrorEntries<E extends MatchableEntry>(entries: readonly E[], pasted: string): ErrorMatch<E>[] {
  const found = new Map<E, string>();
  const possible = entries.filter((entry) => pasted.includes(needleOf(entry)));
  for (const candidate of errorCandidates(pasted)) {
    for (const entry of possible) {
      if (!found.has(entry) && regexOf(entry).test(candidate)) found.set(entry, candidate);
    }
  }
  return [...found]
    .map(([entry, matched]) => ({ entry, matched }))
    .sort((a, b) => b.matched.length - a.matched.length || b.entry.specificity - a.entry.specificity);
}
