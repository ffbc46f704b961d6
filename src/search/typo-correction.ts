/**
 * Typo tolerance, step 6 of a query plan: a word matching nothing is read as the nearest
 * name of the index (a camelCase name with one misspelt word as the nearest whole name),
 * and the query is reported as it was searched ("Showing results for ...").
 */
import { indexedForm, isStopWord } from './pipeline.ts';
import type { Correction, QueryWords, Vocabulary } from './plan-types.ts';
import { wordForms } from './word-forms.ts';

/** Words shorter than this are corrected only by a swap of neighbouring letters (too many names are one edit away). */
export const MIN_TYPO_LENGTH = 5;

/** Words shorter than this are never corrected. */
const MIN_SWAP_LENGTH = 4;

/** True when `b` is `a` with two neighbouring letters swapped. */
function isSwapOf(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const diff = [...a].flatMap((c, k) => (c === b[k] ? [] : [k]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

/**
 * Reads each word that matches nothing (five letters or more, not a stop word, daemon
 * word, glossary term or number, no other form in the index, not a name still being
 * typed) as the nearest name; replaces it in `words` and returns the corrections.
 */
export function correctTypos(
  words: string[],
  skip: (i: number) => boolean,
  typeAhead: (i: number) => boolean,
  vocabulary: Vocabulary,
  daemons: string[],
): Map<number, Correction> {
  const corrections = new Map<number, Correction>();
  const maxEdits = words.length > 2 ? 1 : 2;
  for (let i = 0; i < words.length; i++) {
    const typed = words[i]!;
    // A version suffix is kept as typed and the name before it corrected (sendpaymnetv2).
    const [, word = typed, version = ''] = /^([a-z_]{5,}?)(v\d+)$/.exec(typed) ?? [];
    if (skip(i) || isStopWord(word) || word.length < MIN_SWAP_LENGTH || /\d/.test(word)) continue;
    const form = indexedForm(typed);
    if (!form || vocabulary.has(form) || (typeAhead(i) && vocabulary.hasPrefix(form))) continue;
    if (wordForms(typed).some((f) => vocabulary.has(indexedForm(f) ?? ''))) continue;
    const names = vocabulary.nearNames(word, word.length < 8 ? 1 : maxEdits, daemons);
    // A short word is corrected only by the commonest slip, two neighbouring letters
    // swapped ("opne" for "open" in "opne chanel", "mnit" for "mint" even where "unit" is
    // as near): any other one edit fits too many names.
    const near = word.length < MIN_TYPO_LENGTH ? names.find((name) => isSwapOf(word, name)) : names[0];
    if (!near || (version && !vocabulary.has(indexedForm(near + version) ?? ''))) continue;
    corrections.set(i, { from: typed, to: near + version });
    words[i] = near + version;
  }
  return corrections;
}

/**
 * A name typed in camelCase or snake_case with one of its words misspelt ("PendingSweps"):
 * the word alone may look like the start of another ("swep" of "swept") and be left as
 * typed, but the whole name is within an edit or two of an RPC's or field's. The word that
 * differs is read as that name's word there. So is a short query of plain words one of
 * which the index does not hold ("pending sweps", "bumb fee"): it is a name typed in words.
 */
export function correctNameTypos(read: QueryWords, vocabulary: Vocabulary, daemons: string[]): Map<number, Correction> {
  const corrections = new Map<number, Correction>();
  read.chunks.forEach((_, c) => {
    if (!read.isIdentifier[c]) return;
    const at = read.chunkOf.flatMap((chunk, i) => (chunk === c ? [i] : []));
    correctJoinedName(at, read.words, vocabulary, daemons, corrections);
  });
  const words = read.words;
  const plainName =
    words.length >= 2 &&
    words.length <= MAX_NAME_WORDS &&
    !read.isIdentifier.some(Boolean) &&
    words.every((w) => !isStopWord(w)) &&
    words.some((w) => !vocabulary.has(indexedForm(w) ?? ''));
  if (plainName) {
    const found = new Map<number, Correction>();
    correctJoinedName(
      words.map((_, i) => i),
      words,
      vocabulary,
      daemons,
      found,
    );
    // A word of three letters is never corrected, whole name or not ("opn channel").
    for (const [i, correction] of found) if (correction.from.length >= MIN_SWAP_LENGTH) corrections.set(i, correction);
  }
  return corrections;
}

/** Most words of a query read as one name typed in words. */
const MAX_NAME_WORDS = 3;

/** Corrects the one word of the words at `at` that keeps their join from being the nearest name. */
function correctJoinedName(
  at: number[],
  words: string[],
  vocabulary: Vocabulary,
  daemons: string[],
  corrections: Map<number, Correction>,
): void {
  if (at.length < 2) return;
  const parts = at.map((i) => words[i]!);
  const joined = parts.join('');
  if (joined.length < MIN_TYPO_LENGTH || /\d/.test(joined) || vocabulary.has(indexedForm(joined) ?? '')) return;
  const near = vocabulary.nearNames(joined, joined.length < 8 ? 1 : 2, daemons)[0];
  if (!near) return;
  // The one word that differs: the name keeps every other word as typed.
  for (let k = 0; k < parts.length; k++) {
    const before = parts.slice(0, k).join('');
    const after = parts.slice(k + 1).join('');
    if (!near.startsWith(before) || !near.endsWith(after) || near.length < before.length + after.length + 1) continue;
    const word = near.slice(before.length, near.length - after.length);
    if (word !== parts[k]) corrections.set(at[k]!, { from: parts[k]!, to: word });
    return;
  }
}

/** Where a word starts or ends in a name: at its ends, next to a non-alphanumeric character, or at a camelCase step. */
function isWordEdge(text: string, at: number): boolean {
  const before = text[at - 1];
  const after = text[at];
  if (before === undefined || after === undefined) return true;
  if (!/[A-Za-z0-9]/.test(before) || !/[A-Za-z0-9]/.test(after)) return true;
  return /[a-z0-9]/.test(before) && /[A-Z]/.test(after);
}

/**
 * The query with each corrected word replaced by the name searched instead, where the
 * word stands whole (also inside camelCase: "sendPaymnet"); else the words searched.
 */
export function correctedText(query: string, corrections: Correction[], words: string[]): string {
  let text = query.trim();
  for (const { from, to } of corrections) {
    const lower = text.toLowerCase();
    let at = lower.indexOf(from);
    while (at >= 0 && !(isWordEdge(text, at) && isWordEdge(text, at + from.length))) at = lower.indexOf(from, at + 1);
    if (at < 0) return words.join(' ');
    // Keep a camelCase word's capital: "sendPaymnet" reads "sendPayment".
    const name = /[A-Z]/.test(text[at]!) ? to[0]!.toUpperCase() + to.slice(1) : to;
    text = `${text.slice(0, at)}${name}${text.slice(at + from.length)}`;
  }
  return text;
}
