/**
 * The shapes a query plan is made of (src/search/query-plan.ts), shared by its steps: what
 * the plan needs to know of the index, the groups of weighted tokens a word becomes, a
 * correction, the query cut into words, and the word bits groups cover.
 */
import type { RouteQuery } from './rest-route.ts';
import type { SearchDaemon } from './search-types.ts';

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

export const bit = (i: number) => 1 << i;
export const span = (start: number, end: number) => ((1 << end) - 1) & ~((1 << start) - 1);

/** The query's words (and the chunk each came from), its identifier chunks and REST path. */
export interface QueryWords {
  words: string[];
  chunks: string[];
  chunkOf: number[];
  /** Per chunk: written as an identifier. */
  isIdentifier: boolean[];
  route: RouteQuery | null;
}
