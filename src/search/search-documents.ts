/**
 * Search documents from the built pages' data: a page document (type 0) per page, a heading
 * document (type 1) per table-of-contents heading, and content documents (type 2) for the
 * text (RPC, message, field and enum descriptions; markdown sections). Each document comes
 * with the token strings of its index fields (src/search/tokenize.ts).
 *
 * API pages index the RPC name in its written forms (title), its CLI command, REST paths
 * and full name (names), its summary, the start of its description, service and
 * sub-service (text): the words that say what the RPC does rank it in the dropdown, whose
 * file has no other text. Message and enum headings and their fields and values are
 * heading documents. A message's fields and descriptions are indexed once, on its
 * canonical page (where it is a request or response, else the most specific page showing
 * it), so a field shown on thirty pages does not fill the results thirty times.
 *
 * Page documents carry their daemon (d) and kind (k); RPC pages their CLI command (c) and
 * REST routes (r), which the query side matches REST paths with values against; enum
 * values are marked (k: 'value') to tell them from fields. The corpus also lists its
 * daemons with their release, so the index of one release can be written on its own.
 */
import type { MethodPage, PageData, ServiceIndexPage } from '../site/page-data.ts';
import { DEFAULT_SETTINGS, connectionValues } from '../shared/node-settings.ts';
import type { DocumentKind } from './document-kinds.ts';
import { type ContentField, type PageField, PAGE_TEXT_WORDS, WEIGHTS } from './search-config.ts';
import type { SearchDaemon, SearchDocument } from './search-types.ts';
import { expandAbbreviations } from './abbreviations.ts';
import { canonicalPages, namedAfter } from './canonical-pages.ts';
import { contentDocuments } from './content-documents.ts';
import { type IndexedDocument, phrases, text } from './document-tokens.ts';
import { errorEntryNames, errorTitleTokens, isIndexedErrorPage } from './error-documents.ts';
import { htmlText } from './html-text.ts';
import { isStopWord } from './pipeline.ts';
import { chunkWords, joinedSuffixes, phraseTokens } from './tokenize.ts';

export type { IndexedDocument };

export interface SearchCorpus {
  /** Page and heading documents (the dropdown's entry). */
  pages: IndexedDocument<PageField>[];
  /** Content documents and secondary headings (the deferred entry). */
  contents: IndexedDocument<ContentField>[];
  /** The daemons the pages document, with their release (from their overview pages). */
  daemons: SearchDaemon[];
}

/** Page kinds that are not search results (shells without content). */
const UNINDEXED = new Set<PageData['kind']>(['search', 'not-found']);

/**
 * A page whose canonical URL is another page's is a copy of it at a second URL (see
 * src/site/pages/page-copy.ts): hits lead to the original only.
 */
function isCopy(page: PageData): boolean {
  return !page.head.canonical.endsWith(page.path);
}

/** Headings every method page repeats; they stay searchable but rank low. */
const STRUCTURAL_HEADINGS = new Set(['grpc', 'rest', 'code-samples', 'messages', 'nested-messages', 'enums', 'errors']);

/** Builds every search document of the site from its pages, in page order. */
export function searchCorpus(pages: PageData[]): SearchCorpus {
  const indexed = pages.filter((p) => !UNINDEXED.has(p.kind) && !isCopy(p) && isIndexedErrorPage(p));
  const canonical = canonicalPages(indexed);
  const corpus: SearchCorpus = { pages: [], contents: [], daemons: searchDaemons(indexed) };
  let nextId = 0;
  const pageIds = new Map<PageData, number>();
  const secondary: HeadingDocument[] = [];
  // The first daemon of the site (lnd) is the main one; the others' pages weigh a little less.
  const mainDaemon = indexed.map(pageDaemon).find((d) => d !== null);
  const twins = subServiceTwins(indexed);
  const serviceWeight = (page: PageData) => {
    const daemon = pageDaemon(page);
    return (
      (daemon !== null && daemon !== mainDaemon ? WEIGHTS.otherService : 1) *
      (twins.has(page) ? WEIGHTS.subServiceTwin : 1)
    );
  };
  const sharedErrors = new SharedErrors();
  for (const page of indexed) {
    const pageId = nextId++;
    pageIds.set(page, pageId);
    const weight = serviceWeight(page);
    const daemon = pageDaemon(page);
    corpus.pages.push(weighted(pageDocument(page, pageId), weight));
    for (const heading of headingDocuments(page, pageId, canonical)) {
      if (!heading.primary) secondary.push({ ...heading, heading: weighted(heading.heading, weight) });
      else if (!sharedErrors.foldedIntoEarlier(heading.heading.doc, daemon, errorSourceRank(page))) {
        const indexed = withId(weighted(heading.heading, weight), nextId++);
        sharedErrors.add(indexed.doc, daemon, errorSourceRank(page));
        corpus.pages.push(indexed);
      }
    }
  }
  for (const { heading } of secondary)
    corpus.contents.push(withId({ doc: heading.doc, fields: { title: heading.fields.title, text: '' } }, nextId++));
  for (const page of indexed) {
    const pageId = pageIds.get(page)!;
    for (const content of contentDocuments(page, pageId, canonical))
      corpus.contents.push(withId(weighted(content, serviceWeight(page)), nextId++));
  }
  return corpus;
}

/**
 * RPCs of a daemon's other services named as one of its main service's (lnd's Lightning): DisconnectPeer of the neutrino kit, VerifyMessage of the signer, ListUnspent
 * of the wallet kit. Asked for by what they do, the main service's is the likelier call;
 * the other is asked for by its package ("walletrpc list unspent") or service.
 */
export function subServiceTwins(pages: PageData[]): Set<PageData> {
  const methods = pages.filter((p): p is MethodPage => p.kind === 'method');
  // A daemon's main service is the one serving the most RPCs (pool's trader, not the auctioneer it talks to).
  const served = new Map<string, number>();
  for (const page of methods)
    if (page.permissions?.status !== 'not-served')
      served.set(serviceFolder(page), (served.get(serviceFolder(page)) ?? 0) + 1);
  const mainFolder = new Map<string | null, string>();
  for (const page of methods) {
    const current = mainFolder.get(pageDaemon(page));
    if (current === undefined || (served.get(serviceFolder(page)) ?? 0) > (served.get(current) ?? 0))
      mainFolder.set(pageDaemon(page), serviceFolder(page));
  }
  const mainNames = new Set(
    methods.filter((p) => mainFolder.get(pageDaemon(p)) === serviceFolder(p)).map((p) => `${pageDaemon(p)} ${p.title}`),
  );
  return new Set(
    methods.filter(
      (p) => mainFolder.get(pageDaemon(p)) !== serviceFolder(p) && mainNames.has(`${pageDaemon(p)} ${p.title}`),
    ),
  );
}

/**
 * A message several RPCs of a daemon return (a sub-server's "still starting", a shared
 * helper's check) is one error document: its first RPC's, listing the others' page ids in
 * `o`; the search engine scores it once and ranks each RPC's Errors section as its own hit
 * (search-engine.ts). One document per RPC made 1,400 of the dropdown file's 2,200 error
 * documents and postings.
 */
export class SharedErrors {
  private readonly first = new Map<string, { doc: SearchDocument; rank: number }>();

  /**
   * When the daemon has this error message already: adds the page to that document's `o`
   * and returns true. The document itself goes to the page of lowest `rank` (the RPC it is
   * likelier to come from: OpenChannel rather than OpenChannelSync), where it ranks first.
   */
  foldedIntoEarlier(doc: SearchDocument, daemon: string | null, rank: number): boolean {
    if (doc.k !== 'error') return false;
    const first = this.first.get(`${daemon} ${doc.t}`);
    if (!first) return false;
    if (rank < first.rank) {
      (first.doc.o ??= []).push(first.doc.p!);
      first.doc.p = doc.p;
      first.rank = rank;
    } else (first.doc.o ??= []).push(doc.p!);
    return true;
  }

  add(doc: SearchDocument, daemon: string | null, rank: number): void {
    if (doc.k === 'error') this.first.set(`${daemon} ${doc.t}`, { doc, rank });
  }
}

/**
 * How likely a reader pasting a message several RPCs return means this page's RPC (lower is
 * likelier): an RPC its request is named after before one borrowing another's request
 * (OpenChannelSync takes OpenChannelRequest), one the daemon serves before one it refuses.
 */
function errorSourceRank(page: PageData): number {
  if (page.kind !== 'method') return 0;
  return (page.samples.unserved ? 2 : 0) + (namedAfter(page, page.request.fullName) ? 0 : 1);
}

/** The document with its weight multiplied by `factor` (weights of 1 are left out of the file). */
function weighted<F extends string>(indexed: IndexedDocument<F>, factor: number): IndexedDocument<F> {
  const w = Math.round((indexed.doc.w ?? 1) * factor * 1000) / 1000;
  const doc = { ...indexed.doc };
  if (w === 1) delete doc.w;
  else doc.w = w;
  return { ...indexed, doc };
}

function withId<F extends string>(indexed: IndexedDocument<F>, id: number): IndexedDocument<F> {
  return { ...indexed, doc: { ...indexed.doc, i: id } };
}

/**
 * Tokens of a protobuf full name without its package word, plus the whole name joined:
 * `lnrpc.PendingChannelsResponse.PendingOpenChannel` indexes the words and joins of
 * `PendingChannelsResponse PendingOpenChannel` and `lnrpcpendingchannelsresponsependingopenchannel`.
 * The package alone ("lnrpc") would otherwise be a token of a thousand headings, read by
 * every query that mentions it; typed with a name it still meets the whole join.
 */
export function fullNameTokens(fullName: string): string[] {
  const segments = fullName.split('.');
  const first = segments.findIndex((s) => /^[A-Z]/.test(s));
  if (first <= 0) return phraseTokens(fullName);
  return [...phraseTokens(segments.slice(first).join(' ')), chunkWords(fullName).join('')];
}

/**
 * Tokens of a name, of its abbreviations written out (DecodePayReq: also "decode payment
 * request") and of it without a version suffix (SendPaymentV2: also "send payment").
 */
function nameTokens(name: string, tokens = phrases(name)): string {
  const words = name.split(/\s+/).flatMap(chunkWords);
  const expanded = expandAbbreviations(words);
  const unversioned = words.length > 2 && /^v\d+$/.test(words.at(-1)!) ? words.slice(0, -1) : null;
  return [tokens, expanded ? phrases(expanded.join(' ')) : '', unversioned ? joinedSuffixes(unversioned).join(' ') : '']
    .filter((t) => t !== '')
    .join(' ');
}

/** The daemons of the pages (one per overview page): id, title, release and the words naming it. */
export function searchDaemons(pages: PageData[]): SearchDaemon[] {
  return pages
    .filter((p): p is ServiceIndexPage => p.kind === 'service-index')
    .map((p) => ({
      id: pageDaemon(p)!,
      title: p.title,
      release: p.version.tag,
      words: [
        ...new Set([pageDaemon(p)!, p.connection.daemon.daemon, p.connection.daemon.cli].map((w) => w.toLowerCase())),
      ],
      packages: daemonPackages(pages, pageDaemon(p)!),
    }));
}

/** The folder of an RPC page's service (/api-docs/api/lnd/wallet-kit/). */
function serviceFolder(page: MethodPage): string {
  return page.path.replace(/[^/]+\/$/, '');
}

/** A daemon's proto packages ("walletrpc"), each with the folders of the service pages its RPCs are on. */
function daemonPackages(pages: PageData[], daemon: string): Record<string, string[]> {
  const packages: Record<string, string[]> = {};
  for (const page of pages) {
    if (page.kind !== 'method' || pageDaemon(page) !== daemon) continue;
    // The full name is package.Service.Method; the page's folder is its service's.
    const name = page.fullName.split('.').slice(0, -2).join('.').toLowerCase();
    const folder = serviceFolder(page);
    const folders = (packages[name] ??= []);
    if (!folders.includes(folder)) folders.push(folder);
  }
  return packages;
}

/** The daemon (id) a page belongs to, from its release; null for pages of the whole site. */
export function pageDaemon(page: PageData): string | null {
  return page.release?.daemonId ?? null;
}

/** The kind of a page's document. */
function pageKind(page: PageData): DocumentKind {
  switch (page.kind) {
    case 'method':
      return 'rpc';
    case 'service-index':
      return 'daemon';
    case 'rest-endpoints':
      return 'rest-endpoints';
    case 'category':
      return 'category';
    case 'error-entry':
      return 'catalogue';
    default:
      return 'page';
  }
}

/** The page document: title, breadcrumbs above it, names, the summary and the start of the page's text. */
function pageDocument(page: PageData, id: number): IndexedDocument<PageField> {
  const crumbs = page.breadcrumbs.map((b) => b.label);
  if (page.breadcrumbs.at(-1)?.href === page.path) crumbs.pop();
  const doc: SearchDocument = {
    i: id,
    y: 0,
    t: page.title,
    u: page.path,
    b: crumbs,
    x: page.head.description,
    k: pageKind(page),
  };
  const daemon = pageDaemon(page);
  if (daemon) doc.d = daemon;
  if (page.kind === 'error-entry') {
    doc.e = 1;
    // Its title is the whole message; the dropdown file holds no description for it.
    delete doc.x;
  }
  if (page.kind === 'method') {
    // An RPC without a description explains nothing (pool's auctioneer-side RPCs).
    // Nor can a reader call an RPC their daemon does not serve (pool's auctioneer side): asked
    // for by what it does, the daemon's own RPC comes first; unless the reader may run its
    // server (tapd's price oracle), when implementing it is a task of its own.
    const unserved = page.permissions?.status === 'not-served' && !page.samples.unserved?.readerServes;
    const weight =
      (page.deprecated ? WEIGHTS.deprecatedPage : 1) *
      (htmlText(page.descriptionHtml) === '' ? WEIGHTS.undocumentedPage : 1) *
      (unserved ? WEIGHTS.unservedPage : 1);
    if (weight !== 1) doc.w = weight;
    const cli = cliCommand(page);
    if (cli) doc.c = cli;
    if (page.rest.length > 0) doc.r = page.rest.map((r) => `${r.method} ${r.path}`);
  }
  // Breadcrumb labels (service, sub-service) go with the text: they place a page, not name it.
  const context = page.breadcrumbs
    .slice(1, -1)
    .map((b) => b.label)
    .join(' ');
  const history = page.kind === 'method' ? releaseNoteWords(page) : '';
  // The CLI command's one-line usage, in a user's words as readers phrase tasks (its
  // DESCRIPTION cost first places: docs/search-relevance.md).
  const usage = page.kind === 'method' ? (page.samples.cli?.usage ?? '') : '';
  const title = page.kind === 'error-entry' ? errorTitleTokens(page.title) : nameTokens(page.title);
  return {
    doc,
    fields: {
      title,
      names: pageNames(page),
      text: text(
        `${page.head.description} ${firstWords(pageText(page), PAGE_TEXT_WORDS)} ${usage} ${context} ${history}`,
      ),
    },
  };
}

/**
 * The release notes of an RPC as words a reader types: "added in 0.18.0", "added in 0.18"
 * (its release line), "deprecated in ...": a search for "added in 0.18" or an RPC name with
 * a version finds the RPCs that release added.
 */
export function releaseNoteWords(page: MethodPage): string {
  return page.notes
    .flatMap((note) =>
      [note.tag, ...note.also].flatMap((tag) => {
        const version = versionOf(tag);
        return version ? [`${note.kind} in ${version.full}`, `${note.kind} in ${version.line}`] : [];
      }),
    )
    .join(' ');
}

/** The running text of a page (RPC description, overview or markdown), as plain text. */
function pageText(page: PageData): string {
  switch (page.kind) {
    case 'method':
      return htmlText(page.descriptionHtml);
    case 'service-index':
    case 'home':
      return htmlText(page.introHtml);
    case 'category':
      return htmlText(page.descriptionHtml);
    case 'markdown':
      return htmlText(page.html);
    default:
      return '';
  }
}

/** The first `count` words of a text. */
function firstWords(value: string, count: number): string {
  const words = value.split(/\s+/);
  return words.length <= count ? value : words.slice(0, count).join(' ');
}

/** Names a page is called by besides its title: CLI command, REST paths, full name. */
function pageNames(page: PageData): string {
  switch (page.kind) {
    case 'method':
      return [phrases(cliCommand(page), ...page.rest.map((r) => r.path)), ...fullNameTokens(page.fullName)].join(' ');
    case 'service-index':
      return serviceIndexNames(page);
    case 'rest-endpoints':
      return phrases(`${page.service} REST endpoints`);
    case 'permissions':
      return phrases(`${page.service} macaroon permissions`, page.daemon, ...page.macaroons.map((m) => m.file));
    case 'error-entry':
      return errorEntryNames(page);
    case 'error-catalogue':
      return phrases(`${page.daemon} errors error codes`);
    case 'api-history':
      return phrases(`${page.daemon} API history`, 'releases versions changelog', ...page.releases.map((r) => r.tag));
    case 'upgrading':
      return upgradingNames(page);
    case 'api-changes':
      // Its title says the daemon, "changes" and the tag.
      return phrases('release added new', ...releaseVersions(page.to.label));
    default:
      return '';
  }
}

/**
 * A release tag as readers type its version: "v0.18.0-beta" is "0.18.0" and, as the first
 * release of its line, "0.18" ("what changed in lnd 0.18"); a point release only by its own.
 */
export function releaseVersions(tag: string): string[] {
  const version = versionOf(tag);
  if (!version) return [];
  return version.full === `${version.line}.0` ? [version.full, version.line] : [version.full];
}

/** A tag's version as readers type it: "v0.18.2-beta" is 0.18.2, of the line 0.18; null for a tag without one. */
function versionOf(tag: string): { full: string; line: string } | null {
  const version = /^v?(\d+\.\d+)(\.\d+)?/.exec(tag);
  return version ? { full: `${version[1]}${version[2] ?? ''}`, line: version[1]! } : null;
}

/** Names of an "Upgrading to" page: the release, migration words, and what it removed or deprecated with their successors. */
function upgradingNames(page: Extract<PageData, { kind: 'upgrading' }>): string {
  const items = [...page.removed, ...page.deprecated];
  const names = items.flatMap((item) => [item.subject.label, item.replacement?.successor?.label ?? '']);
  return [
    phrases(
      `upgrading to ${page.daemon} ${page.tag}`,
      'migration breaking changes removed deprecated replacement',
      ...releaseVersions(page.tag),
    ),
    ...names.filter(Boolean).flatMap((name) => fullNameTokens(name)),
  ].join(' ');
}

/** Names of a daemon's overview: its binaries, repository and release, and the files a client needs (tls.cert, admin.macaroon) as the page shows them by default. */
function serviceIndexNames(page: ServiceIndexPage): string {
  const { daemon, litd } = page.connection;
  const files = connectionValues(DEFAULT_SETTINGS, daemon, litd, daemon.defaultMacaroon);
  return phrases(daemon.cli, daemon.daemon, page.repo.label, page.version.tag, files.tlsCertPath, files.macaroonPath);
}

/** The RPC's CLI command ("lncli getinfo"), as the page data names it. */
export function cliCommand(page: MethodPage): string | null {
  return page.samples.cli?.command ?? null;
}

/** A heading document and whether the dropdown needs it (false: only the search page lists it). */
interface HeadingDocument {
  heading: IndexedDocument<PageField>;
  primary: boolean;
}

/** A type 1 document with only a title (its tokens given, or those of the phrase). */
function titleDocument(doc: SearchDocument, title: string, tokens?: string): IndexedDocument<PageField> {
  return { doc, fields: { title: nameTokens(title, tokens), names: '', text: '' } };
}

/**
 * A heading document per table-of-contents entry and, on a message's or enum's canonical
 * page, one per field or value: a permalinked row a reader looks for by name (a document
 * of its own, because in one long list of names a full match would weigh little). The
 * structural headings every method page repeats ("Code Samples") and the other pages'
 * copies of a nested message are secondary: indexed with the contents, so the search page
 * lists them while the dropdown file stays small.
 */
function headingDocuments(page: PageData, pageId: number, canonical: Map<string, PageData>): HeadingDocument[] {
  const headings: HeadingDocument[] = [];
  // An error's page is found by its template; its Causes and Fixes headings, and the index's
  // origin headings ("Payment failure reasons"), would only catch a pasted error's common words.
  if (page.kind === 'error-entry' || page.kind === 'error-catalogue') return headings;
  for (const entry of page.toc) {
    const doc: SearchDocument = { i: -1, y: 1, t: entry.label, h: entry.id, p: pageId };
    if (page.kind !== 'method') {
      // A prose heading ("Messages and enums") is found by its words, not its stop words.
      const words = /\s/.test(entry.label.trim())
        ? phraseTokens(entry.label)
            .filter((w) => !isStopWord(w))
            .join(' ')
        : undefined;
      headings.push({ heading: titleDocument(doc, entry.label, words), primary: true });
      continue;
    }
    const message = [page.request, page.response, ...page.nested].find((m) => m.anchor === entry.id);
    const enumView = page.enums.find((e) => e.anchor === entry.id);
    const type = message ?? enumView;
    const own = message !== undefined && (message === page.request || message === page.response);
    const weight = own
      ? WEIGHTS.ownMessageHeading
      : type
        ? WEIGHTS.nestedHeading
        : STRUCTURAL_HEADINGS.has(entry.id)
          ? WEIGHTS.structuralHeading
          : 1;
    if (weight !== 1) doc.w = weight;
    const primary = type ? canonical.get(type.fullName) === page : !STRUCTURAL_HEADINGS.has(entry.id);
    headings.push({
      heading: titleDocument(doc, entry.label, type ? fullNameTokens(type.fullName).join(' ') : undefined),
      primary,
    });
    if (!type || !primary) continue;
    const rows = message ? message.fields : enumView!.values;
    // A value of an enum the daemon's own API does not take or return (an external service's
    // copy, as portfolio pilot's ExecutionPolicy of rfq's) yields to a served one of that name.
    const rowWeight = !message && page.permissions?.status === 'not-served' ? weight * WEIGHTS.unservedValue : weight;
    for (const row of rows) {
      const field: SearchDocument = { i: -1, y: 1, t: row.name, h: row.anchor, s: type.fullName, p: pageId };
      if (!message) field.k = 'value';
      if (rowWeight !== 1) field.w = rowWeight;
      headings.push({ heading: titleDocument(field, row.name), primary: true });
    }
  }
  if (page.kind === 'method')
    for (const error of errorDocuments(page, pageId)) headings.push({ heading: error, primary: true });
  return headings;
}

/**
 * One document per message of the RPC's Errors section (kind `error`), found by its words:
 * a pasted error ("cannot open channel to self") reaches the RPC whose handler returns it.
 * Its title is the message; its words without stop words and the `…` of run-time values.
 */
function errorDocuments(page: MethodPage, pageId: number): IndexedDocument<PageField>[] {
  const seen = new Set<string>();
  return (page.errors ?? []).flatMap((e) => {
    const words = errorTitleTokens(e.message);
    if (words === '' || seen.has(words)) return [];
    seen.add(words);
    const doc: SearchDocument = { i: -1, y: 1, t: e.message, h: 'errors', s: 'Errors', p: pageId, k: 'error' };
    return [{ doc, fields: { title: words, names: '', text: '' } }];
  });
}
