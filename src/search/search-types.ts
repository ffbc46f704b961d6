/**
 * The search index as written at build time and read in the browser (and by Node tests and
 * the benchmark). Two files per docs version and search context, both content-hashed at
 * the site root:
 *
 * - `search-index-<version>-<context>.<hash>.json` (SiteData.searchIndex): what the
 *   dropdown needs — page documents (type 0) and heading documents (type 1: headings,
 *   message fields, enum values) with one elasticlunr index over both, and a deferred
 *   entry naming the content file;
 * - `search-content-<version>-<context>.<hash>.json`: content documents (type 2) with their
 *   full text, and the headings only the search page lists (those every method page
 *   repeats, other pages' copies of a nested message), with their own index; fetched only
 *   when a search needs them (the search page, or a dropdown that found fewer hits than it
 *   shows).
 *
 * The file is a list of index entries, each with documents and a serialized index.
 */

/** Document types, as in the spec: 0 page, 1 heading, 2 content. */
export type SearchDocType = 0 | 1 | 2;

/**
 * One search document. Short keys keep the file small: title (t), url (u), hash (h),
 * breadcrumbs (b), section (s), page (p), type (y); x is the text excerpts are cut from
 * and w the document's weight in the ranking (default 1). Page documents of the API also
 * carry their daemon (d), an RPC page its CLI command (c) and REST routes (r); k names the
 * document's kind where its type, section and anchor do not tell it
 * (src/search/document-kinds.ts).
 */
export interface SearchDocument {
  /** Id, unique across the entries of one version and context; also the elasticlunr ref. */
  i: number;
  y: SearchDocType;
  /** Page and heading documents: the title; content documents: the full text. */
  t: string;
  /** Page documents: the page path (/api-docs/api/lnd/lightning/get-info/). */
  u?: string;
  /** Heading and content documents: the anchor on the page ("" for the top). */
  h?: string;
  /** Page documents: breadcrumb labels above the page. */
  b?: string[];
  /** Content documents: the section (heading, message) the text belongs to; field documents: their message. */
  s?: string;
  /** Heading and content documents: the id of their page document. */
  p?: number;
  /** Page and heading documents: the text their excerpt is cut from. */
  x?: string;
  w?: number;
  /** Page documents: the daemon (service id, "lnd") the page documents, when it documents one. */
  d?: string;
  /** The document's kind, when its type and fields do not tell it (see documentKind). */
  k?: string;
  /** RPC page documents: the CLI command ("lncli getinfo"). */
  c?: string;
  /** RPC page documents: REST routes as "METHOD /path/{template}". */
  r?: string[];
  /** Error catalogue page documents: 1, their title is an error template whose pattern the query side makes (src/search/error-tier.ts). */
  e?: 1;
  /** Error documents: the other pages (their page documents' ids) whose RPC returns the same message. */
  o?: number[];
}

/** A daemon of the index: what its documents' `d` names, the words that ask for it, its release. */
export interface SearchDaemon {
  /** Service id, as in documents' `d` and in URLs ("taproot-assets"). */
  id: string;
  title: string;
  /** The release the documents describe ("v0.21.2-beta"). */
  release: string;
  /** Words that qualify a query with this daemon: id, daemon and CLI binary ("lnd", "lncli"). */
  words: string[];
  /**
   * The daemon's proto packages, each with the paths of the service pages its RPCs are on
   * ("walletrpc": ["/api-docs/api/lnd/wallet-kit/"]): a package typed in a query narrows it
   * to those services as a daemon word narrows it to the daemon.
   */
  packages?: Record<string, string[]>;
}

/**
 * An elasticlunr index in a compact form: elasticlunr's own serialization repeats
 * `{"docs":{},"df":0}` for every character of every token; this keeps only, per field,
 * each token's postings and each document's field length, which an elasticlunr Index reads
 * through its own inverted-index interface once loaded (src/search/compact-index.ts).
 */
export interface CompactIndex {
  /** elasticlunr version the index was built with. */
  version: string;
  fields: string[];
  /** Registered elasticlunr pipeline functions (trimmer, stopWordFilter, stemmer). */
  pipeline: string[];
  /** Per field: token count of each document, in the order of the entry's documents. */
  lengths: Record<string, number[]>;
  /**
   * Per field and token: postings as document positions (delta-encoded, starting at 1);
   * a negative delta is followed by the token's count in that document (when above 1).
   */
  postings: Record<string, Record<string, number[]>>;
}

/** What elasticlunr indexes of a document: its ref `i` and each field's token string. */
export type IndexedFields = Record<string, string | number>;

/** An entry with its documents and index inline. */
export interface LoadedEntry {
  name: 'pages' | 'contents';
  documents: SearchDocument[];
  index: CompactIndex;
  /** The pages entry: the daemons its documents belong to. */
  daemons?: SearchDaemon[];
}

/** A document as a search file stores it: derivable fields left out (src/search/stored-entry.ts). */
export type StoredDocument = Omit<SearchDocument, 'i' | 'y'> & { y?: SearchDocType };

/** An entry with its documents and index inline, as a search file stores it. */
export interface StoredEntry extends Omit<LoadedEntry, 'documents'> {
  /** The id of the entry's first document; the others follow in order. */
  first: number;
  documents: StoredDocument[];
}

/** An entry fetched on demand: `src` is relative to the index file's URL. */
export interface DeferredEntry {
  name: 'contents';
  src: string;
}

export type SearchIndexEntry = StoredEntry | DeferredEntry;

/** The dropdown file: a list of index entries. */
export type SearchIndexFile = SearchIndexEntry[];

/** A piece of displayed text; `mark` pieces matched the query. */
export interface TextPart {
  text: string;
  mark: boolean;
}

/** A search result, ready to display (all text is plain; React escapes it). */
export interface SearchHit {
  id: number;
  type: SearchDocType;
  /** Id of the hit's page document. */
  page: number;
  pageTitle: string;
  /** Page path, anchor ("" for the top) and the link to open (with highlight terms). */
  url: string;
  hash: string;
  href: string;
  /** Breadcrumb labels (for heading and content hits they end with the page title). */
  breadcrumbs: string[];
  title: TextPart[];
  /** At most EXCERPT_LENGTH characters around the first match (may be empty). */
  excerpt: TextPart[];
  score: number;
  /** The terms highlighted in this hit and on the target page. */
  tokens: string[];
  /** The daemon (service id) and release of the hit's page, when it documents a daemon. */
  daemon?: string;
  release?: string;
}

/** The hits of one query. */
export interface SearchResults {
  query: string;
  /**
   * The query as it was searched when words without any match were read as near names
   * ("listchanels" -> "listchannels"): shown as "Showing results for ..."; else null.
   */
  correctedQuery: string | null;
  hits: SearchHit[];
  /** True when a deferred entry (the content file) could add hits but is not loaded. */
  incomplete: boolean;
}
