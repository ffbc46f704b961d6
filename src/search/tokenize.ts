/**
 * Tokenising for search, shared by the index build and the query side (no Node imports).
 * API names are written many ways — `GetInfo`, `get info`, `getinfo`, `get-info`,
 * `/v1/getinfo`, `local_funding_amount`, `localFundingAmount` — so every name is split into
 * its words (camelCase, snake_case, paths, dots) and adjacent words are also joined.
 *
 * The index joins each suffix of a name's words (`LoopOutQuote` -> `loopoutquote`,
 * `outquote`); a query joins every run of adjacent words (`loop out` -> `loopout`). A run
 * is a prefix of some suffix, so each query join either equals an indexed join (a full
 * match) or is a prefix of one, which elasticlunr's token expansion finds at a lower
 * score: `open channel` matches OpenChannel fully and OpenChannelSync by expansion. Only
 * suffixes are indexed because every indexed token is a key of the index file.
 * elasticlunr's pipeline (trimmer, English stop words, stemmer) then runs on these tokens
 * on both sides.
 */

/** Longest run of adjacent query words joined into one token. */
export const MAX_JOINED_WORDS = 4;

/** Queries longer than this many words are searched by their first words only. */
const MAX_QUERY_WORDS = 12;

// An identifier segment's words: acronyms before a capitalised word (HTLC|Events, X|Import),
// a word ending in one capital letter (LiT, the daemon's name, is one word), capitalised or
// lowercase words with trailing digits (Route|V2, sha256), plain numbers.
const CAMEL_WORD = /[A-Z]+(?=[A-Z][a-z])|[A-Z][a-z]+[A-Z](?![A-Za-z0-9])|[A-Z]?[a-z]+\d*|[A-Z]+\d*|\d+[a-z]*/g;

/** The lowercase words of one whitespace-free chunk: "/v1/getInfo" -> ["v1", "get", "info"]. */
export function chunkWords(chunk: string): string[] {
  const words: string[] = [];
  for (const segment of chunk.split(/[^A-Za-z0-9]+/)) {
    for (const word of segment.match(CAMEL_WORD) ?? []) words.push(word.toLowerCase());
  }
  return words;
}

/** Each suffix of two or more words, joined: [loop, out, quote] -> [loopoutquote, outquote]. */
export function joinedSuffixes(words: string[]): string[] {
  const joined: string[] = [];
  for (let start = 0; start < words.length - 1; start++) joined.push(words.slice(start).join(''));
  return joined;
}

/** Every run of 2..MAX_JOINED_WORDS adjacent words joined, plus the whole run when longer. */
export function joinedRuns(words: string[]): string[] {
  const joined: string[] = [];
  for (let size = 2; size <= Math.min(MAX_JOINED_WORDS, words.length); size++) {
    for (let start = 0; start + size <= words.length; start++) joined.push(words.slice(start, start + size).join(''));
  }
  if (words.length > MAX_JOINED_WORDS) joined.push(words.join(''));
  return joined;
}

/** More words than this in one chunk is not a name (the longest upstream names have about 8). */
const MAX_NAME_WORDS = 16;

// Prose repeats its words: a build tokenises the same chunks thousands of times. The cache
// lives for one index build (clearTokenCache): kept across the rebuilds of `apidocs dev`,
// every word ever typed would stay in memory.
const chunkCache = new Map<string, string[]>();
const CHUNK_CACHE_SIZE = 100_000;

/** Forgets the tokens of chunks seen so far (at the end of an index build). */
export function clearTokenCache(): void {
  chunkCache.clear();
}

/** A chunk's words plus, for several words, their joined suffixes (`open+pending` -> `openpending`). */
function chunkTokens(chunk: string): string[] {
  let tokens = chunkCache.get(chunk);
  if (!tokens) {
    const words = chunkWords(chunk);
    // Joined suffixes grow with the square of the words: only names (a few words) get them.
    tokens = words.length > 1 && words.length <= MAX_NAME_WORDS ? [...words, ...joinedSuffixes(words)] : words;
    if (chunkCache.size >= CHUNK_CACHE_SIZE) chunkCache.clear();
    chunkCache.set(chunk, tokens);
  }
  return tokens;
}

/**
 * Index tokens of running text (descriptions): each chunk's words, plus the joined
 * suffixes of chunks made of several words (`open+pending`, `GetInfo` -> `getinfo`).
 */
export function textTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of text.split(/\s+/)) for (const token of chunkTokens(chunk)) tokens.push(token);
  return tokens;
}

/**
 * Index tokens of a name or short phrase (titles, CLI commands, REST paths): its words and
 * the joined suffixes across the whole phrase, so `lncli wallet psbt fund`, `LoopOutQuote`
 * and `loop out quote` share tokens.
 */
export function phraseTokens(phrase: string): string[] {
  const words = phrase.split(/\s+/).flatMap(chunkWords);
  return [...words, ...joinedSuffixes(words)];
}

/** Tokens of a search query: the same as a phrase, for its first MAX_QUERY_WORDS words. */
export function queryTokens(query: string): string[] {
  const words = query.split(/\s+/).flatMap(chunkWords).slice(0, MAX_QUERY_WORDS);
  return [...new Set([...words, ...joinedRuns(words)])];
}

/** The plain words of a query (no joins), lowercased, in order and without repeats. */
export function queryWords(query: string): string[] {
  return [...new Set(query.split(/\s+/).flatMap(chunkWords).slice(0, MAX_QUERY_WORDS))];
}
