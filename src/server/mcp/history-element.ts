/**
 * One element of a daemon's API history as the MCP tools answer about it: found by the name
 * a caller has (an RPC, `BumpFee.immediate` for a field of an RPC's request or response,
 * `lnrpc.BumpFeeRequest.immediate`, an enum value, a REST route `POST /v2/wallet/bumpfee`),
 * and its life relative to one release: present or not, added (with backports), deprecated,
 * removed, the first and last releases having it. The badges are the pages' own
 * (elementBadges): one function knows them.
 */
import { elementBadges } from '../../history/element-badges.ts';
import type { ElementHistory, ElementKind } from '../../history/history-types.ts';
import { lookupElement } from '../../history/history-queries.ts';
import { lineOfDescent } from '../../history/release-order.ts';
import { meaningAt } from '../../site/history/history-release-api.ts';
import { type BuildHistory, buildHistory } from './build-history.ts';
import { nearestNames } from './find-names.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';

/** The kinds a caller can ask about by name (permission entries are asked through `permissions`). */
const NAMED_KINDS: readonly ElementKind[] = ['rpc', 'message', 'enum', 'field', 'enumValue', 'rest'];

export interface FoundElement {
  history: BuildHistory;
  element: ElementHistory;
  /** How a `Method.field` name was read ("request field of walletrpc.WalletKit.BumpFee"), else null. */
  via: string | null;
}

/** Where an element is relative to one release. */
export interface ElementLife {
  kind: ElementKind;
  key: string;
  /** Whether the release has it. */
  present: boolean;
  /** Where the release has it: from which release of its line on, and the other releases that brought it in (backports); null when present since the first tracked release. */
  added: { tag: string; also: string[] } | null;
  /** Whether it is deprecated in the release, and from which release of its line on (null when since before the history starts or unknown). */
  deprecated: boolean;
  deprecatedSince: string | null;
  /** What deprecates it: `option deprecated = true`, or only its comment ("Deprecated, use ..."); null when not deprecated. */
  deprecatedBy: 'option' | 'comment' | null;
  /** When the daemon's newest release lacks it: the release of the newest line from which on it is absent. */
  removed: string | null;
  /** The first and last releases (history order) having it; `until` is null while the newest release has it. */
  since: string;
  until: string | null;
  /** Every release bringing it in after the first: releases having it whose predecessor lacks it. */
  introducedIn: string[];
  /** When the release lacks it: the newest release it descends from (its line of descent) that has it. */
  lastBefore: string | null;
  /** When the release lacks it: the first release descending from it that has it (the upgrade that brings it). */
  nextAfter: string | null;
}

/** The life of `element` relative to release `tag` of the history. */
export function elementLife(history: BuildHistory, element: ElementHistory, tag: string): ElementLife {
  const badges = elementBadges(history.history, element, tag);
  const has = new Set(element.tags);
  const present = has.has(tag);
  const releases = history.history.releases;
  const having = releases.filter((r) => has.has(r.tag));
  const meaning = present && history.hasMeanings ? meaningAt(element, tag) : {};
  const deprecatedBy =
    meaning.deprecated === 'true' ? 'option' : meaning.deprecatedInComment === 'true' ? 'comment' : null;
  return {
    kind: element.kind,
    key: element.key,
    present,
    added: badges.added,
    deprecated: deprecatedBy !== null || badges.deprecated !== null,
    deprecatedSince: badges.deprecated?.tag ?? null,
    deprecatedBy: deprecatedBy ?? badges.deprecated?.by ?? null,
    removed: badges.removed?.tag ?? (!present && !has.has(history.newest.tag) ? removedAfter(history, element) : null),
    since: having[0]!.tag,
    until: has.has(history.newest.tag) ? null : having.at(-1)!.tag,
    introducedIn: having.filter((r, i) => i > 0 && (r.follows === null || !has.has(r.follows))).map((r) => r.tag),
    lastBefore: present ? null : (lineOfDescent(releases, tag).find((r) => has.has(r.tag))?.tag ?? null),
    nextAfter: present
      ? null
      : (having.find((r) => lineOfDescent(releases, r.tag).some((before) => before.tag === tag))?.tag ?? null),
  };
}

/** The release of the newest line from which on an element is absent (its pages' "Removed in"). */
function removedAfter(history: BuildHistory, element: ElementHistory): string | null {
  const last = element.tags.at(-1)!;
  return elementBadges(history.history, element, last).removed?.tag ?? null;
}

/** The releases having an element, shortly: "every release from v0.18.0-beta to v0.21.2-beta (17)" or a list. */
export function releasesText(history: BuildHistory, tags: string[]): string {
  if (tags.length <= 8) return tags.join(', ');
  const first = history.order.get(tags[0]!)!;
  const contiguous = tags.every((tag, i) => history.order.get(tag) === first + i);
  return `${contiguous ? 'every release' : `${tags.length} releases`} from ${tags[0]} to ${tags.at(-1)} (history order${contiguous ? `, ${tags.length}` : ''})`;
}

/** One sentence on the element at the release: "No: the field walletrpc.BumpFeeRequest.immediate is not in lnd v0.17.5-beta ...". */
export function lifeSentence(history: BuildHistory, tag: string, life: ElementLife, tags: string[]): string {
  const what = `${KIND_WORDS[life.kind]} ${life.key}`;
  const daemon = history.daemon;
  if (!life.present) {
    const removed = life.removed ? ` It was removed in ${life.removed} (last in ${life.until}).` : '';
    const upgrade = life.nextAfter ? ` The first later release of its line that has it: ${life.nextAfter}.` : '';
    const earlier =
      life.lastBefore && !life.removed ? ` The releases it descends from had it up to ${life.lastBefore}.` : '';
    return `No: the ${what} is not in ${daemon} ${tag}.${removed} It is in ${releasesText(history, tags)}.${upgrade}${earlier}`;
  }
  const added = life.added
    ? `added in ${life.added.tag}${life.added.also.length > 0 ? `, also in ${life.added.also.join(', ')}` : ''}`
    : `present since ${life.since}, the first tracked release`;
  const deprecated = life.deprecated ? `; ${deprecationText(life)}` : '';
  const removed = life.removed ? `; removed in ${life.removed} (last in ${life.until})` : '';
  return `Yes: the ${what} is in ${daemon} ${tag} (${added}${deprecated}${removed}).`;
}

/** "deprecated since v0.18.0-beta", "deprecated by its comment since v0.18.0-beta" (never claiming an option it lacks). */
export function deprecationText(facts: Pick<ElementLife, 'deprecatedSince' | 'deprecatedBy'>): string {
  const by = facts.deprecatedBy === 'comment' ? ' by its comment' : '';
  return `deprecated${by}${facts.deprecatedSince ? ` since ${facts.deprecatedSince}` : ''}`;
}

export const KIND_WORDS: Record<ElementKind, string> = {
  rpc: 'RPC',
  message: 'message',
  field: 'field',
  enum: 'enum',
  enumValue: 'enum value',
  rest: 'REST route',
  permission: 'permission entry',
};

/**
 * The element a name means in the histories of the given daemons (every daemon when none is
 * given). `tag` picks the RPC's request type for `Method.field` names when the release has
 * the RPC. An unknown or ambiguous name is a ToolInputError.
 */
export function findHistoryElement(
  build: SiteBuild,
  daemons: string[],
  name: string,
  tag: string | null,
  argument = 'element',
  kinds: readonly ElementKind[] = NAMED_KINDS,
): FoundElement {
  const histories = daemons.map((id) => buildHistory(build, id)).filter((h): h is BuildHistory => h !== null);
  if (histories.length === 0)
    throw new ToolInputError(argument, `this build has no API history for ${daemons.join(', ')} (no history.json)`);
  let found = histories.flatMap((history) => namedIn(history, name, tag, kinds));
  const parts = normalized(name).split('.');
  if (found.length === 0 && parts.length > 2) {
    // A wrong package (lnrpc.BumpFeeRequest.immediate for walletrpc's): the type and member alone, said so.
    const tail = parts.slice(-2).join('.');
    found = histories
      .flatMap((history) => namedIn(history, tail, tag, kinds))
      .map((f) => ({ ...f, via: `no element is named ${name}; read as ${tail}` }));
  }
  if (found.length > 1) found = ownersFirst(found);
  if (found.length === 1) return found[0]!;
  if (found.length > 1)
    throw new ToolInputError(
      argument,
      `"${name}" is ambiguous: ${listValues(found.map((f) => `${f.element.key} (${KIND_WORDS[f.element.kind]}, ${f.history.daemon})`))}; pass the full name or "daemon"`,
    );
  const keys = histories.flatMap((h) => h.history.elements.filter((e) => kinds.includes(e.kind)).map((e) => e.key));
  const near = nearestNames(keys, normalized(name).toLowerCase());
  throw new ToolInputError(
    argument,
    `no ${kinds.map((k) => KIND_WORDS[k]).join(', ')} "${name}" in the API history of ${daemons.length === 1 ? daemons[0] : 'any daemon'}${near.length > 0 ? `; did you mean ${listValues(near, 5)}?` : ''}`,
  );
}

/** A name as keys write it: dotted, no leading slash (a gRPC path /pkg.Service/Method is pkg.Service.Method). */
function normalized(name: string): string {
  return name.trim().replace(/^\//, '').replace(/\//g, '.');
}

/** The elements of one history a name means: exact keys first, then key tails, then `Method.field`. */
function namedIn(
  history: BuildHistory,
  name: string,
  tag: string | null,
  kinds: readonly ElementKind[],
): FoundElement[] {
  const of = (element: ElementHistory, via: string | null = null): FoundElement => ({ history, element, via });
  const route = /^(get|post|put|patch|delete)\s+(\/\S*)$/i.exec(name.trim());
  if (route) {
    const element = lookupElement(history.index, 'rest', `${route[1]!.toUpperCase()} ${route[2]}`);
    return element && kinds.includes('rest') ? [of(element)] : [];
  }
  const wanted = normalized(name);
  const named = byLastPart(history, wanted).filter((e) => kinds.includes(e.kind));
  for (const matches of [
    (key: string) => key === wanted,
    (key: string) => key.endsWith(`.${wanted}`),
    (key: string) => key.toLowerCase() === wanted.toLowerCase(),
    (key: string) => key.toLowerCase().endsWith(`.${wanted.toLowerCase()}`),
  ]) {
    const found = named.filter((e) => matches(e.key));
    if (found.length > 0) return found.map((e) => of(e));
  }
  if (!kinds.includes('field')) return [];
  return methodFields(history, wanted, tag).map(({ element, via }) => of(element, via));
}

/** The named elements (all but REST routes and permissions) by the last part of their key, lowercased, indexed once per history. */
const lastParts = new WeakMap<BuildHistory, Map<string, ElementHistory[]>>();

/** The elements whose key ends in the last part of `name` (case-insensitive): every match of any tier is among them. */
function byLastPart(history: BuildHistory, name: string): ElementHistory[] {
  let index = lastParts.get(history);
  if (!index) {
    index = new Map();
    for (const element of history.history.elements) {
      if (element.kind === 'rest' || element.kind === 'permission') continue;
      const last = element.key.slice(element.key.lastIndexOf('.') + 1).toLowerCase();
      const list = index.get(last);
      if (list) list.push(element);
      else index.set(last, [element]);
    }
    lastParts.set(history, index);
  }
  return index.get(name.slice(name.lastIndexOf('.') + 1).toLowerCase()) ?? [];
}

/** `Method.field`: the field of the RPC's request (else response) message, at `tag` when the RPC is there, else at its last release. */
function methodFields(history: BuildHistory, wanted: string, tag: string | null) {
  const dot = wanted.lastIndexOf('.');
  if (dot < 0 || !history.hasMeanings) return [];
  const [method, field] = [wanted.slice(0, dot).toLowerCase(), wanted.slice(dot + 1)];
  const rpcs = byLastPart(history, method).filter(
    (e) => e.kind === 'rpc' && (e.key.toLowerCase() === method || e.key.toLowerCase().endsWith(`.${method}`)),
  );
  return rpcs.flatMap((rpc) => {
    const meaning = meaningAt(rpc, tag !== null && rpc.tags.includes(tag) ? tag : rpc.tags.at(-1)!);
    for (const side of ['request', 'response'] as const) {
      const element = lookupElement(history.index, 'field', `${meaning[side]}.${field}`);
      if (element) return [{ element, via: `${side} field of ${rpc.key}` }];
    }
    return [];
  });
}

/**
 * One element in several daemons (taproot-assets and lit bundle copies of lnd's types): the
 * daemon with an RPC in the element's package owns it. Different elements stay ambiguous.
 */
function ownersFirst(found: FoundElement[]): FoundElement[] {
  const keys = new Set(found.map((f) => `${f.element.kind} ${f.element.key}`));
  if (keys.size > 1) return found;
  const owners = found.filter((f) =>
    f.history.history.elements.some(
      (e) => e.kind === 'rpc' && f.element.key.startsWith(`${e.key.split('.').slice(0, -2).join('.')}.`),
    ),
  );
  return owners.length === 1 ? owners : found;
}
