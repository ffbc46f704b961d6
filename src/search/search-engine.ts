/**
 * The query side, shared by the browser, Node tests and the benchmark (no Node or DOM
 * imports): loads index entries into elasticlunr, works out what a query asks for
 * (src/search/query-plan.ts: words, glossary expansions, typo corrections, daemons, a REST
 * path), scores every entry's documents (src/search/scorer.ts), ranks them
 * (src/search/rank.ts) and returns display-ready hits.
 *
 * Ranking: hits of the pages entry (page titles, names, headings) first, then hits of the
 * contents entry, each by rank score; an RPC whose REST route the query's path matches
 * comes before both. Ties keep document (page) order, which puts lnd before the other
 * daemons as in the sidebar. A hit on a page and anchor already listed is dropped; the
 * dropdown also keeps one hit per heading title (a nested message is a heading on every
 * page that shows it). Only the query's last word (and the joins ending with it) may stand
 * for longer title tokens: the reader may still be typing it (`getinf` finds GetInfo).
 */
import elasticlunr from './elasticlunr.ts';
import { loadCompactIndex } from './compact-index.ts';
import { excerptParts, highlightParts } from './highlight.ts';
import { NearNames } from './near-names.ts';
import { indexedForm, isStopWord } from './pipeline.ts';
import { ErrorTier } from './error-tier.ts';
import { creditedScore, type FieldCredit, pageCredits } from './field-credit.ts';
import { planQuery, type Vocabulary } from './query-plan.ts';
import { documentNames, exactTier, type RankContext, rankQuery, rankScore, routeTier } from './rank.ts';
import { type ScoredField, scoreIndex } from './scorer.ts';
import { CONTENT_FIELDS, HIGHLIGHT_PARAM, PAGE_FIELDS } from './search-config.ts';
import type {
  DeferredEntry,
  IndexedFields,
  LoadedEntry,
  SearchDaemon,
  SearchDocument,
  SearchHit,
  SearchIndexEntry,
  SearchResults,
  StoredEntry,
} from './search-types.ts';
import { loadStoredEntry } from './stored-entry.ts';
import { chunkWords, joinedRuns, queryWords } from './tokenize.ts';

/** Below this share of the best score, a document is not among the dropdown's hits. */
const CUTOFF = 0.001;

/** Fetches a deferred entry's file (src relative to the index file). */
export type EntryLoader = (src: string) => Promise<StoredEntry>;

interface ReadyEntry {
  name: LoadedEntry['name'];
  index: elasticlunr.Index<IndexedFields>;
  fields: ScoredField[];
  /** The entry's documents, by position. */
  documents: SearchDocument[];
}

export interface SearchOptions {
  /** Most hits to return (the dropdown's 8); all hits when absent. */
  limit?: number;
}

/** The fields of an entry as the scorer reads them. */
function scoredFields(fields: Record<string, { boost: number; expand: number }>): ScoredField[] {
  return Object.entries(fields).map(([name, { boost, expand }]) => ({ name, boost, expand }));
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

/** The link of a hit: its page with the highlight terms, and its anchor. */
export function hitHref(url: string, hash: string, terms: string[]): string {
  const query = terms.map((t) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(t)}`).join('&');
  return `${url}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The number of words of a name (its last dotted segment, without a version suffix). */
function nameLength(title: string): number {
  const words = chunkWords(title.split('.').at(-1) ?? '');
  return Math.max(1, words.length > 1 && /^v\d+$/.test(words.at(-1)!) ? words.length - 1 : words.length);
}

/** A loaded search index: query it with search(); load the deferred entries with loadDeferred(). */
export class SearchEngine {
  private readonly ready: ReadyEntry[] = [];
  private readonly documents = new Map<number, SearchDocument>();
  private deferred: DeferredEntry[];
  private loading: Promise<void> | null = null;
  private daemons: SearchDaemon[] = [];
  /** Page documents with REST routes (matched against a path typed with values). */
  private readonly routed: SearchDocument[] = [];
  private readonly errorTier = new ErrorTier();
  /** Names typos are matched against, built on the first typo. */
  private nearNames: NearNames | null = null;
  /** The contents entry's text at the top of each page (an RPC's description), by page id, once loaded. */
  private readonly pageText = new Map<number, SearchDocument>();
  /** An error document's copies on the other RPCs returning its message (its `o`), by its id. */
  private readonly twins = new Map<number, SearchDocument[]>();
  /** The document each twin copies. */
  private readonly twinOf = new Map<number, number>();
  private nextTwinId = -1;
  private readonly titleWordCache = new Map<number, string[]>();
  private readonly nameCache = new Map<number, string[]>();
  private readonly vocabulary: Vocabulary;

  /** The engine over an index file's entries; deferred entries load through `loadEntry`. */
  constructor(
    entries: SearchIndexEntry[],
    private readonly loadEntry: EntryLoader,
  ) {
    this.deferred = entries.filter((e): e is DeferredEntry => 'src' in e);
    for (const entry of entries) if ('documents' in entry) this.add(loadStoredEntry(entry));
    // Every field of every loaded entry: a word in the content file only is no typo.
    const fields = () =>
      this.ready.flatMap((e) =>
        e.fields.map((f) => (e.index.index as Record<string, elasticlunr.InvertedIndex>)[f.name]!),
      );
    this.vocabulary = {
      has: (token) => fields().some((f) => f.getDocFreq(token) > 0),
      hasPrefix: (token) => fields().some((f) => f.expandToken(token).length > 0),
      nearNames: (word, maxEdits, daemons) =>
        (this.nearNames ??= new NearNames(this.documents.values())).near(word, maxEdits, daemons),
      daemons: this.daemons,
    };
  }

  /** True while some entry (the content file) is not loaded. */
  get incomplete(): boolean {
    return this.deferred.length > 0;
  }

  /** Loads every deferred entry (once; concurrent calls share the load). */
  loadDeferred(): Promise<void> {
    this.loading ??= Promise.all(this.deferred.map((e) => this.loadEntry(e.src))).then(
      (entries) => {
        for (const entry of entries) this.add(loadStoredEntry(entry));
        this.deferred = [];
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** Where a document stands in page order: its id, or for a twin, just after the document it copies (which ranks first among equals). */
  private order(doc: SearchDocument): number {
    return doc.i >= 0 ? doc.i : this.twinOf.get(doc.i)! + 0.5;
  }

  /** The document as found on each other page (ids below zero: they are in no index). */
  private addTwins(doc: SearchDocument, pages: number[]): void {
    const twins = pages.map((p): SearchDocument => {
      const { o: _others, ...twin } = doc;
      return { ...twin, i: this.nextTwinId--, p };
    });
    for (const twin of twins) {
      this.documents.set(twin.i, twin);
      this.twinOf.set(twin.i, doc.i);
    }
    this.twins.set(doc.i, twins);
  }

  private add(entry: LoadedEntry): void {
    for (const doc of entry.documents) {
      this.documents.set(doc.i, doc);
      if (doc.o) this.addTwins(doc, doc.o);
      if (doc.r) this.routed.push(doc);
      this.errorTier.add(doc, doc.p === undefined ? undefined : this.documents.get(doc.p));
      if (doc.y === 2 && doc.h === '' && doc.p !== undefined && !this.pageText.has(doc.p))
        this.pageText.set(doc.p, doc);
    }
    if (entry.daemons) this.daemons = entry.daemons;
    const fields = scoredFields(entry.name === 'pages' ? PAGE_FIELDS : CONTENT_FIELDS);
    if (entry.name === 'pages') {
      // A title's length is its name's words: its joins, abbreviations written out and
      // version-less form are other spellings of one name, not a longer one.
      // Worked out when a document first matches: loading stays as fast as elasticlunr's.
      const lengths = new Int32Array(entry.documents.length);
      const title = fields.find((f) => f.name === 'title');
      if (title) title.length = (position) => (lengths[position] ||= nameLength(entry.documents[position]!.t));
    }
    this.ready.push({
      name: entry.name,
      index: loadCompactIndex(
        entry.index,
        entry.documents.map((d) => d.i),
      ),
      fields,
      documents: entry.documents,
    });
    // Pages first, then contents, whatever order the entries loaded in.
    this.ready.sort((a, b) => (a.name === b.name ? 0 : a.name === 'pages' ? -1 : 1));
  }

  /** The hits of a query over the loaded entries. */
  search(query: string, options: SearchOptions = {}): SearchResults {
    const plan = planQuery(query, this.vocabulary);
    const results: SearchResults = {
      query,
      correctedQuery: plan.correctedQuery,
      hits: [],
      incomplete: this.incomplete,
    };
    if (plan.groups.length === 0 && !plan.route) return results;
    const terms = highlightTerms(plan.correctedQuery ?? plan.words.join(' '));
    const ranking = rankQuery(plan);
    const seen = new Set<string>();
    const headingTitles = new Set<string>();
    // Catalogue pages whose pattern matches a pasted error come first (src/search/error-tier.ts).
    const errorTiers = this.errorTier.tiers(query, plan.daemons);
    for (const entry of this.ready) {
      const scores = scoreIndex(entry.index, entry.fields, plan.groups);
      // A word query credits an RPC page with what its fields match (src/search/field-credit.ts).
      const credits =
        entry.name === 'pages' && !plan.identifier && errorTiers.size === 0
          ? pageCredits({ ...scores, documents: entry.documents })
          : new Map<number, FieldCredit>();
      // Tiers: a matching REST route, then an exact name (ordered by preference), then the score.
      let ranked: { doc: SearchDocument; score: number; route: number; error: number; exact: number }[] = [];
      let best = 0;
      const firstId = entry.documents[0]?.i ?? 0;
      const matchedAt = scores.matched;
      // A page none of whose own words matched ranks by its fields' credit alone.
      if (entry.name === 'pages')
        for (const page of credits.keys()) if (scores.score[page - firstId] === 0) matchedAt.push(page - firstId);
      for (const at of matchedAt) {
        const matched = entry.documents[at]!;
        let text = scores.score[at]!;
        let covered = scores.covered[at]!;
        const credit = matched.k === 'rpc' ? credits.get(matched.i) : undefined;
        if (credit) [text, covered] = creditedScore(text, covered, credit);
        // A message several RPCs return is scored once and ranked on each of their pages.
        for (const doc of [matched, ...(this.twins.get(matched.i) ?? [])]) {
          const score = rankScore(ranking, doc, text, covered, this.context);
          best = Math.max(best, score);
          ranked.push({
            doc,
            score,
            route: plan.route ? routeTier(plan, doc) : 0,
            error: errorTiers.get(doc.i) ?? errorTiers.get(matched.i) ?? 0,
            exact: exactTier(ranking, doc, this.context),
          });
        }
      }
      // The dropdown shows a few hits: documents scoring a thousandth of the best never make it.
      if (options.limit !== undefined)
        ranked = ranked.filter((r) => r.route > 0 || r.error > 0 || r.exact > 0 || r.score >= best * CUTOFF);
      if (entry.name === 'pages') {
        // A matching error page is a hit even when its words are not the query's (a value, a name in the text).
        for (const [id, error] of errorTiers) {
          const doc = this.documents.get(id);
          if (doc && !ranked.some((r) => r.doc === doc)) ranked.push({ doc, score: 0, route: 0, error, exact: 0 });
        }
      }
      if (entry.name === 'pages' && plan.route) {
        // An RPC whose route the path matches is a hit even when none of its words is typed.
        for (const doc of this.routed) {
          const route = routeTier(plan, doc);
          if (route > 0 && scores.score[doc.i - entry.documents[0]!.i] === 0)
            ranked.push({ doc, score: 0, route, error: 0, exact: 0 });
        }
      }
      ranked.sort(
        (a, b) =>
          b.route - a.route ||
          b.error - a.error ||
          b.exact - a.exact ||
          b.score - a.score ||
          this.order(a.doc) - this.order(b.doc),
      );
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

  /** What ranking asks of documents, cached per document: ranking reads hundreds per query. */
  private readonly context: RankContext = {
    pageOf: (doc) => (doc.y === 0 ? doc : (this.documents.get(doc.p!) ?? doc)),
    titleWords: (doc) => {
      let words = this.titleWordCache.get(doc.i);
      if (!words) {
        words = chunkWords(doc.y === 2 ? (doc.s ?? '') : doc.t);
        this.titleWordCache.set(doc.i, words);
      }
      return words;
    },
    names: (doc) => {
      let names = this.nameCache.get(doc.i);
      if (!names) {
        names = doc.y === 2 ? [] : documentNames(doc);
        // A daemon's overview is named by its binaries too ("lncli", "tapd").
        if (doc.k === 'daemon')
          names.push(...(this.daemons.find((d) => d.id === doc.d)?.words.map((w) => chunkWords(w).join('')) ?? []));
        this.nameCache.set(doc.i, names);
      }
      return names;
    },
  };

  /** A display-ready hit. */
  private hit(doc: SearchDocument, score: number, terms: string[]): SearchHit {
    const page = doc.y === 0 ? doc : this.documents.get(doc.p!)!;
    const url = page.u!;
    const hash = doc.h ?? '';
    const crumbs = page.b ?? [];
    const title = doc.y === 2 ? doc.s! : doc.t;
    let excerpt = excerptParts(doc.y === 2 ? doc.t : (doc.x ?? ''), terms);
    // A page found by words of its description rather than its summary: the excerpt shows
    // them from the description when the contents entry is loaded.
    const text = doc.y === 0 ? this.pageText.get(doc.i) : undefined;
    if (text && !excerpt.some((p) => p.mark)) {
      const fromText = excerptParts(text.t, terms);
      if (fromText.some((p) => p.mark)) excerpt = fromText;
    }
    const hit: SearchHit = {
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
      excerpt,
      score,
      tokens: terms,
    };
    if (page.d) {
      hit.daemon = page.d;
      const release = this.daemons.find((d) => d.id === page.d)?.release;
      if (release) hit.release = release;
    }
    return hit;
  }
}
