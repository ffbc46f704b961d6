/**
 * What a query asks for, worked out before any document is scored (no Node or DOM
 * imports): the words to search and, for each, the index tokens that stand for it with
 * their weights; the daemons it names; a REST path with values; whether it names an
 * identifier; and the words it corrected.
 *
 * Steps, in order:
 * 1. A pasted error is unwrapped (src/search/pasted-error.ts): its gRPC prefix
 *    (`rpc error: code = Unknown desc = `) or REST body dropped, its values taken out;
 *    a negated clause ("without removing it") dropped (src/search/negated-clauses.ts).
 * 2. A REST path (`DELETE /v1/peers/03f1...`) is kept for route matching
 *    (src/search/rest-route.ts); only its name segments are searched as words.
 * 3. The rest is cut into words as the index cuts names (src/search/tokenize.ts).
 * 4. Daemon words (lnd, lncli, loop, loopd, tapd, taproot, litd, terminal, ...; package
 *    names such as walletrpc; src/search/daemon-words.ts) name the daemons the reader
 *    wants; they are still searched ("loop out" is a name), but a document need not
 *    contain them.
 * 5. Glossary terms (src/search/glossary.ts, found by src/search/glossary-match.ts) add
 *    the words the API uses for them.
 * 6. A word with no match in the index is looked up among its other forms
 *    (src/search/word-forms.ts) and, when it has five letters or more and no form matches,
 *    among the names within one or two edits (typo tolerance, src/search/typo-correction.ts):
 *    the nearest name replaces it and the query is reported as corrected.
 * 7. Each word, and each run of adjacent words joined (as names are indexed), becomes a
 *    group of weighted index tokens; a document's coverage is the share of the query's
 *    words its matched groups cover.
 */
import { writtenOut } from './abbreviations.ts';
import { glossaryGroups, glossaryMatches, termBits } from './glossary-match.ts';
import { findDaemonWords } from './daemon-words.ts';
import { withoutNegatedClauses } from './negated-clauses.ts';
import { normalisePastedError } from './pasted-error.ts';
import { indexedForm, isStopWord } from './pipeline.ts';
import {
  bit,
  type Correction,
  type PlanGroup,
  type PlanTerm,
  type QueryWords,
  span,
  type Vocabulary,
} from './plan-types.ts';
import { looksLikeValue, type RouteQuery, routeQuery } from './rest-route.ts';
import { QUERY_WEIGHTS } from './search-config.ts';
import { chunkWords, MAX_JOINED_WORDS } from './tokenize.ts';
import { correctedText, correctNameTypos, correctTypos } from './typo-correction.ts';
import { wordForms, wordRoots } from './word-forms.ts';

export type { Correction, PlanGroup, PlanTerm, Vocabulary } from './plan-types.ts';

/**
 * Queries longer than this many words lose their stop words, then words past it (a word is
 * a bit of a 32-bit mask; a long task's last words are as telling as its first).
 */
const MAX_WORDS = 16;

export interface QueryPlan {
  query: string;
  /** The words searched (lower case), after corrections. */
  words: string[];
  groups: PlanGroup[];
  /** Bits of the words a document should cover (not stop words, not daemon words). */
  counted: number;
  /** Bits of the daemon words. */
  qualifiers: number;
  /** True when the query names an identifier (snake_case, camelCase, UPPER_CASE, dotted). */
  identifier: boolean;
  /**
   * True when an identifier typed is written as proto enum values are (UPPER_SNAKE_CASE:
   * STATIC_REMOTE_KEY, TIER_0): the reader copied a value, not the lower-case field that
   * shares its words (static_remote_key), nor the field it was copied with
   * (`close_type BREACH_CLOSE`: the value first, its field after).
   */
  valueCase: boolean;
  /**
   * Upper-case words of a sentence that are not identifiers (NORMAL in "NORMAL asset
   * type"): maybe an acronym, maybe an enum value named with its enum's words; a value row
   * of that name weighs as if typed alone.
   */
  valueWords: string[];
  /** The identifiers typed, as their words joined ("pushsat", "lnrpclightninggetinfo"). */
  identifiers: string[];
  /** Daemons (service ids) the query names. */
  daemons: string[];
  /** The daemon words typed ("tapcli"), to recognise CLI commands of another daemon's page. */
  daemonWords: string[];
  /** Folders of the service pages of the proto packages the query names ("walletrpc"); empty: none named. */
  serviceFolders: string[];
  route: RouteQuery | null;
  corrections: Correction[];
  /** The query as searched when words were corrected, else null. */
  correctedQuery: string | null;
  /** Verbs (and their roots) the query asks for: typed words and the first words of glossary expansions. */
  verbs: Set<string>;
  /** Roots of the verbs the query names as a state ("am I connected": connect), see stateVerbs. */
  states: Set<string>;
}

// The prefix gRPC puts before a status message, and a CLI's "[lncli]" tag.
const ERROR_PREFIX = /^\s*(\[[^\]]*\]\s*)?(rpc error:\s*)?(code\s*=\s*\w+\s*)?(desc\s*=\s*)?/i;

/** The query without a gRPC error's prefix (what a pasted error message says is after it). */
export function stripErrorPrefix(query: string): string {
  const stripped = query.replace(ERROR_PREFIX, '');
  return stripped.trim() === '' ? query : stripped;
}

/** True for a whitespace-free chunk written as an identifier: snake_case, camelCase, a dotted name, UPPER_CASE. */
export function isIdentifierChunk(chunk: string, alone: boolean): boolean {
  const name = chunk.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  if (!/[A-Za-z]/.test(name)) return false;
  if (/[A-Za-z0-9]_[A-Za-z0-9]/.test(name)) return true;
  if (/[A-Za-z]\.[A-Za-z]/.test(name)) return true;
  if (/[a-z][A-Z]/.test(name)) return true;
  // A lone upper-case word is an enum value (ANCHORS); in a sentence it may be an acronym (RPC).
  return alone && isUpperWord(name);
}

/** True for a chunk that is one upper-case word of three letters or more (ANCHORS, NORMAL, PSBT). */
function isUpperWord(chunk: string): boolean {
  return /^[A-Z][A-Z0-9]{2,}$/.test(chunk.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''));
}

/** True for a chunk written as an enum value: upper-case letters, digits and underscores. */
function isValueCase(chunk: string): boolean {
  const name = chunk.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  return /^[A-Z][A-Z0-9_]*$/.test(name) && /[A-Z]{2}/.test(name);
}

/** A word the index never holds on its own: a hash, a long number, an encoded blob. */
function isValueWord(word: string): boolean {
  return /^\d{6,}$/.test(word) || (/^[0-9a-f]{12,}$/.test(word) && /\d/.test(word));
}

/** Cuts a query into words: error prefix dropped, a REST path's values left out, at most MAX_WORDS (stop words go first). */
function readWords(query: string): QueryWords {
  let text = stripErrorPrefix(query);
  const route = routeQuery(text);
  // A REST path keeps its values for route matching; any other text loses a pasted error's wrapping and values.
  if (!route) text = withoutNegatedClauses(normalisePastedError(query).query, startsGlossaryTerm);
  if (route) {
    // Search the path's names, not its values (they match nothing, or something by chance).
    const names = route.segments.filter((s) => !looksLikeValue(s) && !/^v\d+$/i.test(s));
    text = text.replace(route.text, ` ${names.join(' ')} `);
  }
  const chunks = text.split(/\s+/).filter((c) => c !== '');
  const isIdentifier = chunks.map((c) => isIdentifierChunk(c, chunks.length === 1));
  const words: string[] = [];
  const chunkOf: number[] = [];
  chunks.forEach((chunk, c) => {
    for (const word of chunkWords(chunk)) {
      if (isValueWord(word)) continue;
      words.push(word);
      chunkOf.push(c);
    }
  });
  // A long task loses its stop words before its last words: "... is not confirming, raise its fee" keeps "fee".
  const kept = words.length <= MAX_WORDS ? words.map((_, i) => i) : words.flatMap((w, i) => (isStopWord(w) ? [] : [i]));
  const at = kept.slice(0, MAX_WORDS);
  return { words: at.map((i) => words[i]!), chunks, chunkOf: at.map((i) => chunkOf[i]!), isIdentifier, route };
}

/** True when a glossary term starts at the text's first word ("without streaming"). */
function startsGlossaryTerm(text: string): boolean {
  return glossaryMatches(chunkWords(text)).some((match) => match.start === 0);
}

/** The group of each word: its token, its other forms the index has, and (corrected) its token as typed. */
function wordGroups(
  words: string[],
  weightOf: (i: number) => number,
  typeAhead: (i: number) => boolean,
  corrections: Map<number, Correction>,
  vocabulary: Vocabulary,
): PlanGroup[] {
  const groups: PlanGroup[] = [];
  words.forEach((word, i) => {
    const token = indexedForm(word);
    if (!token) return;
    const weight = weightOf(i);
    const terms: PlanTerm[] = [{ token, weight, expand: typeAhead(i) }];
    // A corrected word is still searched as typed: an entry not loaded yet may hold it.
    const typed = corrections.get(i) ? indexedForm(corrections.get(i)!.from) : null;
    if (typed && typed !== token) terms.push({ token: typed, weight: 1, expand: false });
    for (const form of [...wordForms(word), ...(writtenOut(word) ?? [])]) {
      const other = indexedForm(form);
      if (other && other !== token && vocabulary.has(other) && !terms.some((t) => t.token === other))
        terms.push({ token: other, weight: weight * QUERY_WEIGHTS.form, expand: false });
    }
    groups.push({ terms, covers: bit(i) });
  });
  return groups;
}

/** Groups of adjacent words joined, as names are indexed: "open channel" -> "openchannel". */
function joinGroups(
  words: string[],
  corrections: Map<number, Correction>,
  typeAhead: (i: number) => boolean,
): PlanGroup[] {
  const groups: PlanGroup[] = [];
  for (let size = 2; size <= Math.min(MAX_JOINED_WORDS, words.length); size++) {
    for (let start = 0; start + size <= words.length; start++) {
      const token = indexedForm(words.slice(start, start + size).join(''));
      if (!token) continue;
      const weight = Math.min(
        ...Array.from({ length: size }, (_, k) => (corrections.has(start + k) ? QUERY_WEIGHTS.corrected : 1)),
      );
      groups.push({
        terms: [{ token, weight, expand: typeAhead(start + size - 1) }],
        covers: span(start, start + size),
      });
    }
  }
  if (words.length > MAX_JOINED_WORDS && words.length <= 8) {
    const token = indexedForm(words.join(''));
    if (token) groups.push({ terms: [{ token, weight: 1, expand: false }], covers: span(0, words.length) });
  }
  return groups;
}

/**
 * Words a task has that no page needs to cover: a lone letter ("from node A to node B") and
 * an amount ("100k", "5000", "2btc"); they are still searched.
 */
function isUncountedWord(word: string): boolean {
  return /^[a-z]$/.test(word) || /^\d+(k|m|sats?|btc)?$/.test(word);
}

/** True for a chunk written as a release version ("0.18", "v0.20.1-beta"): its numbers name the release. */
function isVersionChunk(chunk: string): boolean {
  return /^v?\d+\.\d+(\.\d+)?(-[a-z]+)?[.,;:!?]?$/i.test(chunk);
}

/**
 * Bits of the words a document should cover: not stop words or daemon words (unless the
 * query has nothing else), nor a number, unless it is part of a version ("added in 0.18":
 * the RPCs that release added, not every Add RPC).
 */
function countedBits(read: QueryWords, daemonWords: Set<number>): number {
  const { words } = read;
  const inVersion = (i: number) => isVersionChunk(read.chunks[read.chunkOf[i]!]!);
  let counted = 0;
  for (let i = 0; i < words.length; i++)
    if (!daemonWords.has(i) && !isStopWord(words[i]!) && (!isUncountedWord(words[i]!) || inVersion(i)))
      counted |= bit(i);
  if (counted === 0) for (let i = 0; i < words.length; i++) if (!daemonWords.has(i)) counted |= bit(i);
  return counted === 0 ? span(0, words.length) : counted;
}

/**
 * Present forms of "to be" before a participle naming a state ("am I connected", "is it
 * synced"); a past one tells of an event ("when the channel was closed": CloseReport).
 */
const BE_FORMS = new Set(['am', 'is', 'are']);

/**
 * Roots of the participles a query names as states: an -ed word after a form of "to be",
 * maybe with a pronoun between ("which nodes am I connected to", "channels that are
 * closed"). It asks what is in that state, not for the action that puts things there:
 * ConnectPeer is not what "am I connected" looks for (src/search/rank.ts).
 */
function stateVerbs(words: string[]): Set<string> {
  const states = new Set<string>();
  words.forEach((word, i) => {
    if (!/..ed$/.test(word)) return;
    const before = words[i - 1] === 'i' || words[i - 1] === 'it' || words[i - 1] === 'they' ? i - 2 : i - 1;
    if (BE_FORMS.has(words[before] ?? '')) for (const root of wordRoots(word)) if (root !== word) states.add(root);
  });
  return states;
}

/** Works out what a query asks for, against an index's vocabulary. */
export function planQuery(query: string, vocabulary: Vocabulary): QueryPlan {
  const read = readWords(query);
  const { words, route } = read;
  const typingLast = !/\s$/.test(query);
  const typeAhead = (i: number) => typingLast && i === words.length - 1 && !route;
  const daemon = findDaemonWords(read, vocabulary.daemons);
  // A daemon's name in its own spelling ("LiT", "LND") is a daemon word, not an identifier.
  for (const i of daemon.positions) read.isIdentifier[read.chunkOf[i]!] = false;

  // Identifiers are names, not descriptions: no glossary term inside them (typos, yes).
  const named = (i: number) => read.isIdentifier[read.chunkOf[i]!]!;
  // Nor a daemon word alone: "terminal" names LiT, though its stem is "terminate"'s ("loop in" is a term).
  const glossary = glossaryMatches(words).filter(
    (m) =>
      !Array.from({ length: m.end - m.start }, (_, k) => m.start + k).some(named) &&
      !(m.end - m.start === 1 && daemon.positions.has(m.start)),
  );
  const inGlossary = (i: number) => glossary.some((m) => (termBits(m) >> i) & 1);
  const corrections = correctTypos(
    words,
    (i) => daemon.positions.has(i) || inGlossary(i),
    typeAhead,
    vocabulary,
    daemon.ids,
  );
  for (const [i, correction] of correctNameTypos(read, vocabulary, daemon.ids)) {
    if (corrections.has(i) || daemon.positions.has(i)) continue;
    corrections.set(i, correction);
    words[i] = correction.to;
  }

  const weightOf = (i: number) => {
    let weight = isStopWord(words[i]!)
      ? QUERY_WEIGHTS.stopWord
      : daemon.positions.has(i)
        ? QUERY_WEIGHTS.daemonWord
        : 1;
    if (corrections.has(i)) weight *= QUERY_WEIGHTS.corrected;
    // A word inside a multi-word glossary term ("inbound liquidity") stands for the term.
    if (glossary.some((m) => m.end - m.start > 1 && (termBits(m) >> i) & 1)) weight *= QUERY_WEIGHTS.insideTerm;
    return weight;
  };
  const groups = [
    ...wordGroups(words, weightOf, typeAhead, corrections, vocabulary),
    ...joinGroups(words, corrections, typeAhead),
    ...glossary.flatMap(glossaryGroups),
  ];

  // The verb of a task is its first word ("close a channel", "how to pay ..."), or what a
  // glossary term there means ("pay": send).
  const verbs = new Set<string>();
  const first = words.findIndex((w, i) => !isStopWord(w) && !daemon.positions.has(i));
  if (first >= 0) for (const root of wordRoots(words[first]!)) verbs.add(root);
  for (const match of glossary)
    if (match.start <= first) for (const phrase of match.means) verbs.add(chunkWords(phrase)[0]!);

  const identifierChunks = read.chunks.filter((_, c) => read.isIdentifier[c]);
  const corrected = [...corrections.values()];
  return {
    query,
    words,
    groups,
    counted: countedBits(read, daemon.positions),
    qualifiers: [...daemon.positions].reduce((mask, i) => mask | bit(i), 0),
    identifier: identifierChunks.length > 0,
    valueCase: identifierChunks.some(isValueCase),
    identifiers: identifierChunks.map((c) => chunkWords(c).join('')),
    valueWords: read.chunks
      .filter((c, i) => !read.isIdentifier[i] && isUpperWord(c))
      .map((c) => c.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '').toLowerCase()),
    daemons: daemon.ids,
    daemonWords: daemon.words,
    serviceFolders: daemon.folders,
    route,
    corrections: corrected,
    correctedQuery: corrected.length > 0 ? correctedText(query, corrected, words) : null,
    verbs,
    states: stateVerbs(words),
  };
}
