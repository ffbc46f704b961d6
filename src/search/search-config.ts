/**
 * Search constants shared by build and browser: limits from the spec (section 9), the
 * index fields and their boosts, and the one docs version and search context.
 */

/** The dropdown shows at most this many results. */
export const DROPDOWN_LIMIT = 8;

/** Excerpts are at most this many characters, ellipses included. */
export const EXCERPT_LENGTH = 50;

/** The site has one docs version and one search context. */
export const DOCS_VERSION = 'current';
export const SEARCH_CONTEXT = 'default';

/** Query parameter carrying the terms to highlight on the target page. */
export const HIGHLIGHT_PARAM = '_highlight';

/**
 * Fields of the pages entry (pages and headings) and of the contents entry, with their
 * query-time boosts: a match in a title (page, heading, field name) outweighs one in a
 * name (CLI command, REST path, full name), which outweighs running text. `expand` also
 * matches title tokens that start with a query token (type-ahead, `open channel` ->
 * OpenChannelSync) at elasticlunr's penalty; expanding the other fields costs more time
 * than it finds.
 */
export const PAGE_FIELDS = {
  title: { boost: 10, expand: true },
  names: { boost: 6, expand: false },
  text: { boost: 1, expand: false },
} as const;

export const CONTENT_FIELDS = {
  title: { boost: 3, expand: true },
  text: { boost: 1, expand: false },
} as const;

export type PageField = keyof typeof PAGE_FIELDS;
export type ContentField = keyof typeof CONTENT_FIELDS;

/**
 * Document weights (multiplying elasticlunr's score). Structural headings repeated on
 * every method page ("Code Samples"), nested messages (shown on many pages) and deprecated
 * RPCs rank below the pages and definitions a reader most likely wants. Pages of the
 * services after the first (lnd, the site's main docs) weigh slightly less, so when
 * daemons share an RPC name (GetInfo is in five) lnd's comes first; a better match on
 * another daemon still wins.
 */
export const WEIGHTS = {
  otherService: 0.97,
  deprecatedPage: 0.8,
  ownMessageHeading: 0.9,
  nestedHeading: 0.5,
  structuralHeading: 0.3,
} as const;
