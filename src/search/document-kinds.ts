/**
 * Kinds of search documents and how much each weighs in the ranking (shared by build and
 * browser; no Node imports). A reader who types words ("close a channel") wants the RPC that
 * does it, not a message field that shares a word; a reader who types an identifier
 * (`push_sat`, `IN_FLIGHT`, `SwapStatus`) wants that field, value or message. So each kind
 * has two weights, one per query mode (src/search/query-plan.ts decides the mode).
 *
 * To add a kind (CLI commands, macaroon permissions, ...): produce documents with `k` set
 * to a new name (src/search/search-documents.ts lists the producers) and add its weights
 * here; a kind without a row weighs 1 in both modes.
 */
import type { SearchDocument } from './search-types.ts';

/** The kinds this site's documents have. */
export type DocumentKind =
  | 'rpc' // an RPC's page
  | 'daemon' // a daemon's overview page
  | 'rest-endpoints' // a daemon's REST endpoints table
  | 'category' // a sub-service's (or the API reference's) list of RPCs
  | 'page' // any other page (home, markdown pages)
  | 'type' // a message or enum table on an RPC page
  | 'field' // a message field row
  | 'value' // an enum value row
  | 'error' // a message an RPC's Go handler returns (its Errors section)
  | 'catalogue' // an error catalogue's entry no handler returns (src/search/error-documents.ts)
  | 'heading' // any other heading
  | 'text'; // a paragraph of text (the contents entry)

/** Weights of a kind: when the query is words, when it names an identifier, and (when set) when that identifier is written as an enum value. */
export interface KindWeights {
  words: number;
  identifier: number;
  /** When every identifier typed is UPPER_SNAKE_CASE (STATIC_REMOTE_KEY); `identifier` when unset. */
  valueCase?: number;
}

/**
 * Kind weights (multiplying the document's score and weight). Fields and values weigh a
 * fourth when the query is words: with no identifier typed, a row matching a word
 * ("on_chain" for "move coins on chain") must not beat the RPC whose name and summary
 * describe the task, yet it still shows when nothing better matches.
 */
export const KIND_WEIGHTS: Record<string, KindWeights> = {
  rpc: { words: 1, identifier: 1 },
  daemon: { words: 0.8, identifier: 0.8 },
  'rest-endpoints': { words: 0.9, identifier: 0.8 },
  category: { words: 0.85, identifier: 0.8 },
  page: { words: 1, identifier: 0.8 },
  type: { words: 0.5, identifier: 1, valueCase: 0.5 },
  // An upper-case name is a value copied from a response or a proto: the lower-case field
  // that shares its words (static_remote_key for STATIC_REMOTE_KEY) comes after the value.
  field: { words: 0.25, identifier: 1, valueCase: 0.5 },
  value: { words: 0.25, identifier: 1 },
  error: { words: 0.6, identifier: 0.5 },
  catalogue: { words: 1, identifier: 0.5 },
  heading: { words: 1, identifier: 1 },
  text: { words: 1, identifier: 1 },
};

/**
 * A document's kind: its `k` when set, else what its type, section and anchor tell (a
 * type-1 document with a section is a field row; one whose anchor is a full name is a
 * message or enum table).
 */
export function documentKind(doc: SearchDocument): string {
  if (doc.k) return doc.k;
  if (doc.y === 0) return 'page';
  if (doc.y === 2) return 'text';
  if (doc.s) return 'field';
  return doc.h && doc.h.includes('.') ? 'type' : 'heading';
}

/** The weight of a kind in a query mode (1 for kinds without a row). */
export function kindWeight(kind: string, identifier: boolean, valueCase = false): number {
  const weights = KIND_WEIGHTS[kind];
  if (!weights) return 1;
  if (identifier && valueCase) return weights.valueCase ?? weights.identifier;
  return identifier ? weights.identifier : weights.words;
}
