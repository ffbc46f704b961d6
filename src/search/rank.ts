/**
 * The ranking of scored documents for a query plan (no Node or DOM imports): the text
 * score (src/search/scorer.ts) times the share of the query's words a document covers,
 * its weight, its kind's weight in the query's mode (src/search/document-kinds.ts), and
 * factors for what the query names: a daemon, words of the title as typed, a verb.
 *
 * Two tiers come before every score: RPCs whose REST route the query's path matches, then
 * documents whose name is the query typed whole (an RPC, CLI command, message, or, when the
 * query is an identifier, a field or value). Among exact names the daemon asked for (or
 * the main daemon) comes first: GetInfo is lnd's unless the query says tapd.
 */
import { documentKind, kindWeight } from './document-kinds.ts';
import { API_VERBS, VERB_CLASSES } from './api-verbs.ts';
import type { QueryPlan } from './query-plan.ts';
import { routeMatch } from './rest-route.ts';
import { RANKING } from './search-config.ts';
import type { SearchDocument } from './search-types.ts';
import { chunkWords } from './tokenize.ts';

/** What ranking needs to know of a document besides itself: its page, title words and names. */
export interface RankContext {
  pageOf(doc: SearchDocument): SearchDocument;
  /** The lower-case words of its title (of its section for a content document). */
  titleWords(doc: SearchDocument): string[];
  /** See documentNames. */
  names(doc: SearchDocument): string[];
}

/** A query plan with what ranking asks of it for every document worked out once. */
export interface RankQuery {
  plan: QueryPlan;
  /** Number of words a document should cover. */
  counted: number;
  /** Those words. */
  countedWords: string[];
  /** The query without daemon words, joined (a name typed whole). */
  typed: string;
  identifiers: Set<string>;
  /** The API verbs the query asks for (only for word queries). */
  verbs: string[];
}

/** Number of set bits. */
function bits(value: number): number {
  let count = 0;
  for (let v = value; v !== 0; v &= v - 1) count++;
  return count;
}

/** What ranking needs of a plan, once per query. */
export function rankQuery(plan: QueryPlan): RankQuery {
  const words = plan.words.filter((_, i) => !((plan.qualifiers >> i) & 1));
  return {
    plan,
    counted: bits(plan.counted),
    countedWords: plan.words.filter((_, i) => (plan.counted >> i) & 1),
    typed: (words.length > 0 ? words : plan.words).join(''),
    identifiers: new Set(plan.identifiers),
    verbs: plan.identifier ? [] : [...plan.verbs].filter((v) => API_VERBS.has(v)),
  };
}

/** The names a document is typed as, each as its words joined: its title, each dotted tail of it, its CLI command without the binary. */
export function documentNames(doc: SearchDocument): string[] {
  const names = new Set<string>();
  const segments = doc.t.split('.');
  for (let start = 0; start < segments.length; start++) names.add(chunkWords(segments.slice(start).join('.')).join(''));
  if (doc.c) names.add(chunkWords(doc.c.split(' ').slice(1).join(' ')).join(''));
  // A daemon's overview is also named by the daemon's id ("taproot assets").
  if (doc.k === 'daemon' && doc.d) names.add(chunkWords(doc.d).join(''));
  names.delete('');
  return [...names];
}

/** 1 when a document belongs to a daemon the query names (or names none); less otherwise. */
export function daemonFactor(plan: QueryPlan, page: SearchDocument): number {
  if (plan.daemons.length === 0) return 1;
  if (!page.d) return RANKING.noDaemon;
  if (plan.daemons.includes(page.d))
    return plan.serviceFolders.length === 0 || plan.serviceFolders.some((f) => page.u?.startsWith(f))
      ? 1
      : RANKING.otherPackage;
  // An RPC of one daemon run with another's CLI (tapd's asset channels with litcli).
  const binary = page.c?.split(' ')[0];
  return binary && plan.daemonWords.includes(binary) ? 1 : RANKING.otherDaemon;
}

/**
 * The verb of an RPC name: its first API verb among its first three words, after a prefix
 * such as Batch or X (BatchOpenChannel opens, XAddLocalChanAliases adds,
 * MuSig2CreateSession creates); none for a one-word name.
 */
export function rpcVerb(titleWords: string[]): string | null {
  if (titleWords.length < 2) return null;
  return titleWords.slice(0, 3).find((w) => API_VERBS.has(w)) ?? null;
}

/** Nouns in the singular that name a list of records: a history is a list of events. */
const COLLECTIVE_NOUNS = new Set(['history']);

/**
 * The verb an RPC named without one does: a plural or collective noun lists those things
 * (PendingChannels, ClosedChannels, Leases, ForwardingHistory), any other noun gets it
 * (ChannelBalance, FeeReport).
 */
export function implicitVerb(titleWords: string[]): string | null {
  if (titleWords.length === 0 || titleWords.slice(0, 3).some((w) => API_VERBS.has(w))) return null;
  const at = titleWords.length - 1;
  const last = at > 0 && /^v\d+$/.test(titleWords[at]!) ? titleWords[at - 1]! : titleWords[at]!;
  return /[^s]s$/.test(last) || COLLECTIVE_NOUNS.has(last) ? 'list' : 'get';
}

/** The verb factor of an RPC (its title's words) for the verbs a word query asks for. */
export function verbFactor(asked: string[], titleWords: string[]): number {
  const verb = rpcVerb(titleWords);
  if (!verb) {
    // A verb the name implies is weaker evidence than one it spells ("see every payment":
    // AccountPayments lists them, though ListAccounts spells "list"); another verb of its class, weaker still.
    const implied = implicitVerb(titleWords);
    if (implied && asked.includes(implied)) return RANKING.verbImplied;
    const classed = implied && VERB_CLASSES.some((c) => c.includes(implied) && asked.some((v) => c.includes(v)));
    return classed ? RANKING.verbClass : RANKING.verbMiss;
  }
  if (asked.includes(verb)) return RANKING.verbMatch;
  if (VERB_CLASSES.some((c) => c.includes(verb) && asked.some((v) => c.includes(v)))) return RANKING.verbClass;
  return RANKING.verbMiss;
}

/** How a document's title answers the query: words typed as they are in it, its verb. */
export function titleFactor(query: RankQuery, titleWords: string[], kind: string): number {
  let factor = 1;
  if (query.countedWords.length > 0) {
    let inTitle = 0;
    for (const word of query.countedWords) if (titleWords.includes(word)) inTitle++;
    factor *= 1 + (RANKING.titleWords * inTitle) / query.countedWords.length;
  }
  if (kind === 'rpc' && query.verbs.length > 0) factor *= verbFactor(query.verbs, titleWords);
  if (kind === 'rpc' && titleWords.includes('all')) factor *= quantityFactor(query.plan.words);
  // "which nodes am I connected to" asks who is connected: ConnectPeer connects.
  if (kind === 'rpc' && query.plan.states.size > 0) {
    const verb = rpcVerb(titleWords);
    if (verb && query.plan.states.has(verb)) factor *= RANKING.stateVerb;
  }
  return factor;
}

/** Words asking for all of something ("back up every channel"). */
const ALL_WORDS = new Set(['all', 'every', 'everything']);

/** Words asking for one of something rather than all of them. */
const ONE_WORDS = new Set(['single', 'one', 'specific', 'particular']);

/**
 * How an RPC named for all of something answers the query: "all" is a stop word, so it
 * is not counted among the words a title has, but it is what tells ExportAllChannelBackups
 * from ExportChannelBackup ("back up all my channels", "export a single channel backup").
 */
export function quantityFactor(words: string[]): number {
  if (words.some((w) => ALL_WORDS.has(w))) return RANKING.allAsked;
  return words.some((w) => ONE_WORDS.has(w)) ? RANKING.oneAsked : 1;
}

/** True for an enum value whose name the query writes as an upper-case word of a sentence ("NORMAL asset type"). */
function namedValue(query: RankQuery, doc: SearchDocument, kind: string): boolean {
  return kind === 'value' && query.plan.valueWords.length > 0 && query.plan.valueWords.includes(doc.t.toLowerCase());
}

/** The query's words (as bits) that are words of a value document's enum name (AssetType: asset, type). */
function enumWordsCovered(query: RankQuery, doc: SearchDocument): number {
  const enumWords = chunkWords(doc.s?.split('.').pop() ?? '');
  let covered = 0;
  query.plan.words.forEach((word, i) => {
    if (enumWords.includes(word)) covered |= 1 << i;
  });
  return covered;
}

/** The final score of a document with text score `score` covering the words `covered`. */
export function rankScore(
  query: RankQuery,
  doc: SearchDocument,
  score: number,
  covered: number,
  context: RankContext,
): number {
  const kind = documentKind(doc);
  const named = namedValue(query, doc, kind);
  // A value named with its enum's words ("NORMAL asset type") covers them too.
  if (named) covered |= enumWordsCovered(query, doc);
  const share = bits(covered & query.plan.counted);
  const coverage = share === 0 ? RANKING.uncovered : (share / query.counted) ** RANKING.coverage;
  return (
    score *
    coverage *
    (doc.w ?? 1) *
    kindWeight(kind, query.plan.identifier || named, query.plan.valueCase) *
    daemonFactor(query.plan, context.pageOf(doc)) *
    titleFactor(query, context.titleWords(doc), kind)
  );
}

/** The exact-name tier of a name that is not the enum value typed beside it (below any value's). */
const VALUE_FIRST = 0.1;

/**
 * The exact-name tier of a document: 0 when none of its names is the query typed whole
 * (or an identifier in it), else its order among exact names (the daemon asked for, then
 * its weight: the main daemon first). Headings (messages, fields, values) count only when
 * the query is an identifier: typed as words ("channel info", "local balance"), a
 * message's or field's name is more likely the topic of an RPC. A document of another
 * daemon than the one named never counts.
 */
export function exactTier(query: RankQuery, doc: SearchDocument, context: RankContext): number {
  if (doc.y !== 0 && !query.plan.identifier) return 0;
  const page = context.pageOf(doc);
  const daemon = daemonFactor(query.plan, page);
  if (daemon < 1) return 0;
  const kind = documentKind(doc);
  // A value named in capitals beside its field ("asset_type COLLECTIBLE") is named whole too.
  const exact =
    context.names(doc).some((name) => name === query.typed || query.identifiers.has(name)) ||
    (query.plan.identifier && namedValue(query, doc, kind));
  // An enum value typed (BREACH_CLOSE, or close_type BREACH_CLOSE) is asked for before a
  // field or message named alike, whatever their daemons and weights.
  const valueTyped = query.plan.valueCase || query.plan.valueWords.length > 0;
  return exact ? daemon * (doc.w ?? 1) * (valueTyped && kind !== 'value' ? VALUE_FIRST : 1) : 0;
}

/** How well the query's REST path matches a page document's routes (0: not at all, or no path). */
export function routeTier(plan: QueryPlan, doc: SearchDocument): number {
  if (!plan.route || !doc.r) return 0;
  let best = 0;
  for (const route of doc.r) best = Math.max(best, routeMatch(plan.route, route));
  return best;
}
