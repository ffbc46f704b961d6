/**
 * What a query asks for, worked out before any document is scored (no Node or DOM
 * imports): the words to search and, for each, the index tokens that stand for it with
 * their weights; the daemons it names; a REST path with values; whether it names an
 * identifier; and the words it corrected.
 *
 * Steps, in order:
 * 1. A pasted error is unwrapped (src/search/pasted-error.ts): its gRPC prefix
 *    (`rpc error: code = Unknown desc = `) or REST body dropped, its values taken out.
 * 2. A REST path (`DELETE /v1/peers/03f1...`) is kept for route matching
 *    (src/search/rest-route.ts); only its name segments are searched as words.
 * 3. The rest is cut into words as the index cuts names (src/search/tokenize.ts).
 * 4. Daemon words (lnd, lncli, loop, loopd, tapd, taproot, litd, terminal, ...) name the
 *    daemons the reader wants; they are still searched ("loop out" is a name), but a
 *    document need not contain them.
 * 5. Glossary terms (src/search/glossary.ts) add the words the API uses for them.
 * 6. A word with no match in the index is looked up among its other forms
 *    (src/search/word-forms.ts) and, when it has five letters or more and no form matches,
 *    among the names within one or two edits (typo tolerance): the nearest name replaces it
 *    and the query is reported as corrected.
 * 7. Each word, and each run of adjacent words joined (as names are indexed), becomes a
 *    group of weighted index tokens; a document's coverage is the share of the query's
 *    words its matched groups cover.
 */
import { writtenOut } from './abbreviations.ts';
import { DAEMON_ALIASES } from './daemon-aliases.ts';
import { GLOSSARY } from './glossary.ts';
import { normalisePastedError } from './pasted-error.ts';
import { indexedForm, isStopWord } from './pipeline.ts';
import { looksLikeValue, type RouteQuery, routeQuery } from './rest-route.ts';
import { QUERY_WEIGHTS } from './search-config.ts';
import type { SearchDaemon } from './search-types.ts';
import { chunkWords, MAX_JOINED_WORDS, phraseTokens } from './tokenize.ts';
import { wordForms, wordRoots } from './word-forms.ts';

/**
 * Queries longer than this many words lose their stop words, then words past it (a word is
 * a bit of a 32-bit mask; a long task's last words are as telling as its first).
 */
const MAX_WORDS = 16;

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

/** What the plan needs to know about the index. */
export interface Vocabulary {
  /** True when the token (in its indexed form) is in the index. */
  has(token: string): boolean;
  /** True when some token of the index starts with it. */
  hasPrefix(token: string): boolean;
  /** Names of the index within `maxEdits` edits of a word, best first (the daemons' named, RPC and CLI names before others). */
  nearNames(word: string, maxEdits: number, daemons?: string[]): string[];
  daemons: SearchDaemon[];
}

/** One index token a group matches, with its weight; `expand` also matches longer tokens it starts. */
export interface PlanTerm {
  token: string;
  weight: number;
  expand: boolean;
}

/** Tokens standing for some of the query's words (a bit per word in `covers`). */
export interface PlanGroup {
  terms: PlanTerm[];
  covers: number;
}

/** A word that had no match, and the name searched instead. */
export interface Correction {
  from: string;
  to: string;
}

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

interface GlossaryMatch {
  start: number;
  end: number;
  /** Words inside start..end that are not the term's: a phrasal verb's object ("turn autopilot on"). */
  skipped: number;
  means: string[];
}

/** The words of a match that are the term's (as bits). */
const termBits = (m: GlossaryMatch) => span(m.start, m.end) & ~m.skipped;

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
function glossaryMatches(words: string[]): GlossaryMatch[] {
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

/** A word naming a daemon, or one of its proto packages (then with the folders of that package's services). */
interface DaemonWord {
  id: string;
  folders?: string[];
}

/** The daemon words of an index: each daemon's words, the aliases and its packages, lower case. */
function daemonWordMap(daemons: SearchDaemon[]): Map<string, DaemonWord> {
  const map = new Map<string, DaemonWord>();
  for (const daemon of daemons) {
    for (const [name, folders] of Object.entries(daemon.packages ?? {}))
      if (!name.includes('.')) map.set(name, { id: daemon.id, folders });
    for (const word of daemon.words) map.set(chunkWords(word).join(' '), { id: daemon.id });
  }
  for (const [alias, id] of Object.entries(DAEMON_ALIASES))
    if (daemons.some((d) => d.id === id)) map.set(alias, { id });
  return map;
}

const bit = (i: number) => 1 << i;
const span = (start: number, end: number) => ((1 << end) - 1) & ~((1 << start) - 1);

/** The query's words (and the chunk each came from), its identifier chunks and REST path. */
interface QueryWords {
  words: string[];
  chunks: string[];
  chunkOf: number[];
  /** Per chunk: written as an identifier. */
  isIdentifier: boolean[];
  route: RouteQuery | null;
}

/** Cuts a query into words: error prefix dropped, a REST path's values left out, at most MAX_WORDS (stop words go first). */
function readWords(query: string): QueryWords {
  let text = stripErrorPrefix(query);
  const route = routeQuery(text);
  // A REST path keeps its values for route matching; any other text loses a pasted error's wrapping and values.
  if (!route) text = normalisePastedError(query).query;
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

/** Daemon words among the words: a whole chunk (or two, "lightning terminal"), never part of an identifier. */
function findDaemonWords(
  read: QueryWords,
  daemons: SearchDaemon[],
): { ids: string[]; words: string[]; positions: Set<number>; folders: string[] } {
  const map = daemonWordMap(daemons);
  const { words, chunks, chunkOf } = read;
  const ids = new Set<string>();
  const found: string[] = [];
  const positions = new Set<number>();
  const folders: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const size of [2, 1]) {
      if (i + size > words.length) continue;
      const slice = words.slice(i, i + size);
      const wholeChunks = chunkWords(chunks.slice(chunkOf[i]!, chunkOf[i + size - 1]! + 1).join(' ')).length === size;
      const named = map.get(slice.join(' '));
      if (!named || !wholeChunks) continue;
      ids.add(named.id);
      folders.push(...(named.folders ?? []));
      found.push(slice.join(''));
      for (let k = i; k < i + size; k++) positions.add(k);
      break;
    }
  }
  return { ids: [...ids], words: found, positions, folders };
}

/**
 * Reads each word that matches nothing (five letters or more, not a stop word, daemon
 * word, glossary term or number, no other form in the index, not a name still being
 * typed) as the nearest name; replaces it in `words` and returns the corrections.
 */
function correctTypos(
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
 * differs is read as that name's word there.
 */
function correctNameTypos(read: QueryWords, vocabulary: Vocabulary, daemons: string[]): Map<number, Correction> {
  const corrections = new Map<number, Correction>();
  read.chunks.forEach((_, c) => {
    if (!read.isIdentifier[c]) return;
    const at = read.chunkOf.flatMap((chunk, i) => (chunk === c ? [i] : []));
    if (at.length < 2) return;
    const parts = at.map((i) => read.words[i]!);
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
  });
  return corrections;
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
 * The groups of a glossary term's meanings. A one-word meaning stands for the term; a
 * phrase ("mint asset") only as a whole name: its words alone score but cover nothing
 * ("asset" is not "issue").
 */
function glossaryGroups(match: GlossaryMatch): PlanGroup[] {
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

/**
 * Words a task has that no page needs to cover: a lone letter ("from node A to node B") and
 * an amount ("100k", "5000", "2btc"); they are still searched.
 */
function isUncountedWord(word: string): boolean {
  return /^[a-z]$/.test(word) || /^\d+(k|m|sats?|btc)?$/.test(word);
}

/** Bits of the words a document should cover: not stop words or daemon words (unless the query has nothing else). */
function countedBits(words: string[], daemonWords: Set<number>): number {
  let counted = 0;
  for (let i = 0; i < words.length; i++)
    if (!daemonWords.has(i) && !isStopWord(words[i]!) && !isUncountedWord(words[i]!)) counted |= bit(i);
  if (counted === 0) for (let i = 0; i < words.length; i++) if (!daemonWords.has(i)) counted |= bit(i);
  return counted === 0 ? span(0, words.length) : counted;
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
    counted: countedBits(words, daemon.positions),
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
  };
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
function correctedText(query: string, corrections: Correction[], words: string[]): string {
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
