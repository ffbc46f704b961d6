/**
 * Where search terms occur in a text, as plain parts to render (matches become <mark>
 * elements built by React or the DOM, never HTML strings), and excerpts of at most
 * EXCERPT_LENGTH characters around the first match. Shared by the dropdown, the search page
 * and the on-page highlighting; no Node or DOM imports.
 *
 * A term matches where a word starts: at the start of the text, after a non-alphanumeric
 * character, or at a camelCase boundary (`info` in `GetInfo`). A match runs on to the end
 * of the word it stemmed from (`invoic` marks `invoices`), but not across a camelCase
 * boundary (`get` marks `Get` in `GetInfo`).
 */
import { EXCERPT_LENGTH } from './search-config.ts';
import type { TextPart } from './search-types.ts';

const ALNUM = /[A-Za-z0-9]/;
const LOWER_OR_DIGIT = /[a-z0-9]/;
const UPPER = /[A-Z]/;

function startsWord(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text[at - 1]!;
  if (!ALNUM.test(before)) return true;
  return LOWER_OR_DIGIT.test(before) && UPPER.test(text[at]!);
}

/** Sorted, merged [start, end) ranges where the terms (lowercase) match in text. */
export function matchRanges(text: string, terms: string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (term === '') continue;
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      if (!startsWord(text, at)) continue;
      let end = at + term.length;
      // Run to the end of the word unless the match already ends at a camelCase boundary.
      while (end < text.length && LOWER_OR_DIGIT.test(text[end]!) && /[A-Za-z0-9]/.test(text[end - 1]!)) end++;
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The text cut into parts, matches marked. */
export function highlightParts(text: string, terms: string[], ranges = matchRanges(text, terms)): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/**
 * At most `length` characters of text around its first match (ellipses included), as
 * parts; the start of the text when nothing matches; [] for empty text.
 */
export function excerptParts(text: string, terms: string[], length = EXCERPT_LENGTH): TextPart[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '') return [];
  const ranges = matchRanges(clean, terms);
  const first = ranges[0];
  if (clean.length <= length) return highlightParts(clean, terms, ranges);
  // Room for the text itself once a leading and a trailing ellipsis are counted.
  const room = length - 2;
  let start = 0;
  if (first) {
    // Show a little context before the match (a third of the room), starting at a word.
    start = Math.max(0, Math.min(first[0] - Math.floor(room / 3), clean.length - room));
    if (start > 0) {
      const space = clean.indexOf(' ', start);
      if (space >= 0 && space < first[0]) start = space + 1;
    }
  }
  const lead = start > 0 ? '…' : '';
  let end = Math.min(clean.length, start + (lead ? room : length - 1));
  // End at a word boundary, after the match, rather than in the middle of a word.
  if (end < clean.length && /\w/.test(clean[end]!)) {
    const space = clean.lastIndexOf(' ', end);
    if (space > (first ? first[1] : start)) end = space;
  }
  const tail = end < clean.length ? '…' : '';
  const window = clean.slice(start, end);
  const windowRanges = ranges
    .filter(([s, e]) => e > start && s < end)
    .map(([s, e]) => [Math.max(s, start) - start, Math.min(e, end) - start] as [number, number]);
  const parts = highlightParts(window, terms, windowRanges);
  if (lead) parts.unshift({ text: lead, mark: false });
  if (tail) parts.push({ text: tail, mark: false });
  return parts;
}

/** The plain text of parts. */
export function partsText(parts: TextPart[]): string {
  return parts.map((p) => p.text).join('');
}
