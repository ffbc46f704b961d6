/**
 * The query side, shared by the browser, Node tests and the benchmark (no Node or DOM
 * imports): loads index entries into elasticlunr, runs a query through the same tokeniser
 * as the build, ranks and returns display-ready hits.
 *
 * Ranking: hits of the pages entry (page titles, names, headings) by elasticlunr score times
 * the document's weight, then hits of the contents entry the same way; ties keep document
 * (page) order, which puts lnd before the other daemons as in the sidebar. A hit on a page
 * and anchor already listed is dropped; the dropdown also keeps one hit per heading title
 * (a nested message is a heading on every page that shows it). Only the query's last word
 * (and the joins ending with it) may stand for longer title tokens: the reader may still
 * be typing it (`getinf` finds GetInfo).
 */
import elasticlunr from './elasticlunr.ts';
import { limitExpansion, loadCompactIndex } from './compact-index.ts';
import { excerptParts, highlightParts } from './highlight.ts';
import { indexedForm, isStopWord } from './pipeline.ts';
import { CONTENT_FIELDS, HIGHLIGHT_PARAM, PAGE_FIELDS } from './search-config.ts';
import type { DeferredEntry, IndexedFields, LoadedEntry, SearchDocument, SearchHit, SearchIndexEntry, SearchResults } from './search-types.ts';
import { joinedRuns, queryTokens, queryWords } from './tokenize.ts';

/** Fetches a deferred entry's file (src relative to the index file). */
export type EntryLoader = (src: string) => Promise<LoadedEntry>;

interface ReadyEntry {
  name: LoadedEntry['name'];
  index: elasticlunr.Index<IndexedFields>;
  config: elasticlunr.SearchConfig<IndexedFields>;
}

export interface SearchOptions {
  /** Most hits to return (the dropdown's 8); all hits when absent. */
  limit?: number;
}

/** elasticlunr's query configuration for a set of fields. */
function searchConfig(fields: Record<string, { boost: number; expand: boolean }>): elasticlunr.SearchConfig<IndexedFields> {
  const config: Record<string, { boost: number; bool: 'OR'; expand: boolean }> = {};
  for (const [name, { boost, expand }] of Object.entries(fields)) config[name] = { boost, bool: 'OR', expand };
  return { fields: config, bool: 'OR' } as elasticlunr.SearchConfig<IndexedFields>;
}

/**
 * The terms to highlight for a query: its words without stop words (all of them when
 * there is nothing else), their joins and their stems.
 */
export function highlightTerms(query: string): string[] {
  const words = queryWords(query);
  const kept = words.filter((w) => !isStopWord(w));
  const chosen = kept.length > 0 ? kept : words;
  const terms = new Set<string>();
  for (const token of [...chosen, ...joinedRuns(chosen)]) {
    terms.add(token);
    const stem = indexedForm(token);
    if (stem && stem.length >= 3 && token.startsWith(stem)) terms.add(stem);
  }
  return [...terms];
}

/**
 * The tokens (as the index stores them) that may stand for longer ones: the last word of
 * the query and the joins ending with it, which the reader may still be typing. None when
 * the query ends with a space.
 */
export function typeAheadTokens(query: string): Set<string> {
  if (/\s$/.test(query)) return new Set();
  const words = queryWords(query);
  const runs = words.map((_, start) => words.slice(start).join(''));
  return new Set(runs.map(indexedForm).filter((t): t is string => t !== null));
}

/** The link of a hit: its page with the highlight terms, and its anchor. */
export function hitHref(url: string, hash: string, terms: string[]): string {
  const query = terms.map((t) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(t)}`).join('&');
  return `${url}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** A loaded search index: query it with search(); load the deferred entries with loadDeferred(). */
export class SearchEngine {
  private readonly ready: ReadyEntry[] = [];
  private readonly documents = new Map<number, SearchDocument>();
  private deferred: DeferredEntry[];
  private loading: Promise<void> | null = null;

  /** The engine over an index file's entries; deferred entries load through `loadEntry`. */
  constructor(entries: SearchIndexEntry[], private readonly loadEntry: EntryLoader) {
    this.deferred = entries.filter((e): e is DeferredEntry => 'src' in e);
    for (const entry of entries) if ('documents' in entry) this.add(entry);
  }

  /** True while some entry (the content file) is not loaded. */
  get incomplete(): boolean {
    return this.deferred.length > 0;
  }

  /** Loads every deferred entry (once; concurrent calls share the load). */
  loadDeferred(): Promise<void> {
    this.loading ??= Promise.all(this.deferred.map((e) => this.loadEntry(e.src))).then(
      (entries) => {
        for (const entry of entries) this.add(entry);
        this.deferred = [];
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  private add(entry: LoadedEntry): void {
    for (const doc of entry.documents) this.documents.set(doc.i, doc);
    const fields = entry.name === 'pages' ? PAGE_FIELDS : CONTENT_FIELDS;
    this.ready.push({ name: entry.name, index: loadCompactIndex(entry.index, entry.documents.map((d) => d.i)), config: searchConfig(fields) });
    // Pages first, then contents, whatever order the entries loaded in.
    this.ready.sort((a, b) => (a.name === b.name ? 0 : a.name === 'pages' ? -1 : 1));
  }

  /** The hits of a query over the loaded entries. */
  search(query: string, options: SearchOptions = {}): SearchResults {
    const tokens = queryTokens(query);
    const results: SearchResults = { query, hits: [], incomplete: this.incomplete };
    if (tokens.length === 0) return results;
    const terms = highlightTerms(query);
    const expandable = typeAheadTokens(query);
    const seen = new Set<string>();
    const headingTitles = new Set<string>();
    for (const entry of this.ready) {
      let found: elasticlunr.SearchResults[];
      try {
        limitExpansion(entry.index, expandable);
        found = entry.index.search(tokens.join(' '), entry.config);
      } finally {
        limitExpansion(entry.index, null);
      }
      const ranked = found
        .map(({ ref, score }) => {
          const doc = this.documents.get(Number(ref))!;
          return { doc, score: score * (doc.w ?? 1) };
        })
        .sort((a, b) => b.score - a.score || a.doc.i - b.doc.i);
      for (const { doc, score } of ranked) {
        if (options.limit !== undefined && results.hits.length >= options.limit) return results;
        const pageId = doc.y === 0 ? doc.i : doc.p!;
        const key = `${pageId}#${doc.h ?? ''}`;
        if (seen.has(key)) continue;
        if (options.limit !== undefined && doc.y === 1) {
          if (headingTitles.has(doc.t)) continue;
          headingTitles.add(doc.t);
        }
        seen.add(key);
        results.hits.push(this.hit(doc, score, terms));
      }
    }
    return results;
  }

  /** A display-ready hit. */
  private hit(doc: SearchDocument, score: number, terms: string[]): SearchHit {
    const page = doc.y === 0 ? doc : this.documents.get(doc.p!)!;
    const url = page.u!;
    const hash = doc.h ?? '';
    const crumbs = page.b ?? [];
    const title = doc.y === 2 ? doc.s! : doc.t;
    const excerptSource = doc.y === 2 ? doc.t : (doc.x ?? '');
    return {
      id: doc.i,
      type: doc.y,
      page: page.i,
      pageTitle: page.t,
      url,
      hash,
      href: hitHref(url, hash, terms),
      // A field's breadcrumbs end with its message (section); a content hit's title is its section.
      breadcrumbs: doc.y === 0 ? crumbs : doc.y === 1 && doc.s ? [...crumbs, page.t, doc.s] : [...crumbs, page.t],
      title: highlightParts(title, terms),
      excerpt: excerptParts(excerptSource, terms),
      score,
      tokens: terms,
    };
  }
}
