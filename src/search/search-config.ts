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
 * name (CLI command, REST path, full name), which outweighs running text. A word still
 * being typed also matches tokens it starts (type-ahead, `open chan` -> OpenChannel) at
 * elasticlunr's penalty: in titles from its first letter (`expand`: the shortest such
 * word), in names from its third (`lncl` -> lncli), never in running text, where
 * expanding costs more time than it finds.
 */
export const PAGE_FIELDS = {
  title: { boost: 10, expand: 1 },
  names: { boost: 6, expand: 3 },
  text: { boost: 1, expand: 0 },
} as const;

export const CONTENT_FIELDS = {
  title: { boost: 3, expand: 1 },
  text: { boost: 1, expand: 0 },
} as const;

export type PageField = keyof typeof PAGE_FIELDS;

/**
 * Words of a page's running text (an RPC's description after its summary, an overview's
 * introduction) indexed on its page document, so the dropdown ranks an RPC by what its
 * documentation says it does; the rest is in the contents entry. Most RPC descriptions
 * are shorter; the cap keeps a few very long ones from bloating the dropdown file.
 */
export const PAGE_TEXT_WORDS = 80;
export type ContentField = keyof typeof CONTENT_FIELDS;

/**
 * Weights of the tokens a query searches (src/search/query-plan.ts), relative to a word
 * as typed (1): a stop word (it only meets names: "get" in "get info"); a word read as a
 * near name after a typo; a word inside a multi-word glossary term (the term's meaning
 * stands for it); another form of a word ("payment" for "pay"); a glossary expansion.
 */
export const QUERY_WEIGHTS = {
  stopWord: 0.2,
  corrected: 0.9,
  insideTerm: 0.6,
  form: 0.8,
  glossary: 0.9,
  /** A daemon word: it names a daemon (a filter) more than a thing to find, though "loop" in "loop out" is both. */
  daemonWord: 0.3,
} as const;

/**
 * Ranking factors (src/search/rank.ts). `coverage` is the exponent of the share of the
 * query's words a document covers: two of three words is worth (2/3)^2 of all three.
 */
export const RANKING = {
  coverage: 2,
  /** A document covering none of the counted words (it matched stop or daemon words only). */
  uncovered: 0.05,
  /** Documents of a daemon the query does not name (when it names one); pages of no daemon. */
  otherDaemon: 0.1,
  /** Pages of the daemon named but not of the proto package the query names ("walletrpc list unspent"). */
  otherPackage: 0.3,
  noDaemon: 0.5,
  /** Per share of the query's words that are words of the title as typed ("close" in CloseChannel, not ClosedChannels). */
  titleWords: 0.5,
  /**
   * A name typed whole (ANCHORS, "get info" for GetInfo, "trackpayment" for lncli's
   * command): such documents rank first (src/search/rank.ts), and among them, the daemon
   * asked for and the main daemon before the others.
   */
  /** Word queries naming a verb: an RPC whose name starts with it, with a verb of its class, or with another verb (or none). */
  verbMatch: 1.5,
  verbClass: 1.15,
  /** The verb a name without one implies (a plural noun lists: AccountPayments) when it is the verb asked for. */
  verbImplied: 1.3,
  verbMiss: 0.7,
  /**
   * An RPC named for all of something (ExportAllChannelBackups, DeleteAllPayments) when the
   * query says "all", and when it asks for one ("a single channel backup").
   */
  allAsked: 1.5,
  oneAsked: 0.6,
  /** An RPC whose verb the query names as a state ("am I connected": ConnectPeer). */
  stateVerb: 0.5,
  /** Share of its best matching field's score an RPC page adds to its own (src/search/field-credit.ts). */
  fieldCredit: 0.3,
} as const;

/**
 * Document weights (multiplying elasticlunr's score). Structural headings repeated on
 * every method page ("Code Samples"), nested messages (shown on many pages) and deprecated
 * RPCs rank below the pages and definitions a reader most likely wants. Pages of the
 * services after the first (lnd, the site's main docs) weigh less, so when daemons share
 * an RPC name (GetInfo is in five) or a task (Taproot Assets wraps lnd's SendPaymentV2 and
 * AddInvoice) lnd's comes first unless the query names the daemon; a clearly better match
 * on another daemon still wins.
 */
export const WEIGHTS = {
  otherService: 0.85,
  /** An RPC of a daemon's other service named as one of its main service's (src/search/search-documents.ts). */
  subServiceTwin: 0.9,
  deprecatedPage: 0.8,
  undocumentedPage: 0.8,
  /** An RPC the daemon does not serve (the server side of its API: pool's auctioneer), unless a reader may run its server (tapd's price oracle: content's readerServes). */
  unservedPage: 0.8,
  ownMessageHeading: 0.9,
  nestedHeading: 0.5,
  structuralHeading: 0.3,
  /** An enum value on the page of an RPC the daemon does not serve (a service it calls, or the server side of its API). */
  unservedValue: 0.9,
} as const;
