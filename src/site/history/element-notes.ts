/**
 * The release notes of one element on one release's page, from the daemon's API history:
 * "Added in vX" (with the backport line "also vY"), "Deprecated in vY" ("(its comment)" when
 * only its comment deprecates it), "Removed in vZ"
 * (older releases' pages) and "Changed in vX" (its meaning changed in the page's release),
 * each linking to the entry on the changes page of that release ("Deprecated in" and
 * "Removed in" also to its "Upgrading to" page, when it has one). And the set of releases
 * that have it, for the reader's version marks, when not every release has it.
 */
import type { ApiChange } from '../../diff/api-changes.ts';
import { elementBadges } from '../../history/element-badges.ts';
import { lookupElement } from '../../history/history-queries.ts';
import { DEPRECATION_ASPECTS } from '../../history/release-elements.ts';
import type { ElementBadges, ElementHistory, ElementKind } from '../../history/history-types.ts';
import { encodeReleaseSet } from '../../shared/release-set.ts';
import type { ReleaseNote } from '../page-data.ts';
import { upgradingLink } from '../pages/upgrading-links.ts';
import { sitePaths, withBase } from '../urls.ts';
import type { DaemonHistory } from './site-histories.ts';

/** What a page shows of one element's history. */
export interface ElementNotes {
  notes: ReleaseNote[];
  /** The releases that have it (release set), or null when every release has it. */
  has: string | null;
  /** Its "Added in" release on this page, for the marks. */
  added: string | null;
}

const NONE: ElementNotes = { notes: [], has: null, added: null };

/** Where an element is, on the pages of one release: its badges and release set, without the notes' links. */
export interface ElementPresence {
  element: ElementHistory;
  badges: ElementBadges;
  /** The releases that have it (release set), or null when every release has it. */
  has: string | null;
}

/** The presence of element `kind` `key` on the pages of release `pageTag`, or null when the history lacks it. */
export function elementPresence(
  history: DaemonHistory,
  kind: ElementKind,
  key: string,
  pageTag: string,
): ElementPresence | null {
  const element = lookupElement(history.index, kind, key);
  if (!element) return null;
  return { element, badges: elementBadges(history.history, element, pageTag), has: releaseSetOf(history, element) };
}

/** The notes of element `kind` `key` on the pages of release `pageTag` of the daemon (each linking to its entry on a changes page). */
export function elementNotes(
  site: { baseUrl: string },
  daemonId: string,
  history: DaemonHistory,
  kind: ElementKind,
  key: string,
  pageTag: string,
): ElementNotes {
  const presence = elementPresence(history, kind, key, pageTag);
  if (!presence) return NONE;
  const { element, badges } = presence;
  const link = (tag: string, word: string) => changeHref(site.baseUrl, daemonId, history, tag, element, word);
  const upgrading = (tag: string) => {
    const page = upgradingLink(site, { id: daemonId }, history, tag);
    return page ? { upgrading: page.href } : {};
  };
  const notes: ReleaseNote[] = [];
  if (badges.added)
    notes.push({
      kind: 'added',
      tag: badges.added.tag,
      also: badges.added.also,
      href: link(badges.added.tag, 'added'),
    });
  if (badges.deprecated)
    notes.push({
      kind: 'deprecated',
      tag: badges.deprecated.tag,
      also: [],
      href: link(badges.deprecated.tag, 'deprecated'),
      ...(badges.deprecated.by === 'comment' ? { byComment: true as const } : {}),
      ...upgrading(badges.deprecated.tag),
    });
  if (badges.removed)
    notes.push({
      kind: 'removed',
      tag: badges.removed.tag,
      also: [],
      href: link(badges.removed.tag, 'removed'),
      ...upgrading(badges.removed.tag),
    });
  const changed = element.changes.some((c) => c.tag === pageTag && !DEPRECATION_ASPECTS.includes(c.aspect));
  if (changed && badges.added?.tag !== pageTag)
    notes.push({ kind: 'changed', tag: pageTag, also: [], href: link(pageTag, '') });
  return { notes, has: presence.has, added: badges.added?.tag ?? null };
}

/** The release set of an element, or null when every release has it. */
export function releaseSetOf(history: DaemonHistory, element: ElementHistory): string | null {
  if (element.tags.length === history.history.releases.length) return null;
  return encodeReleaseSet(element.tags.map((tag) => history.order.get(tag)!));
}

/** The changes page of a release of the daemon's history. */
export function historyChangesHref(baseUrl: string, daemonId: string, tag: string): string {
  return withBase(baseUrl, sitePaths.historyChanges(daemonId, tag));
}

/** The entry about the element on the changes page of `tag` (its page when no entry names it: a rename, a moved route). */
function changeHref(
  baseUrl: string,
  daemonId: string,
  history: DaemonHistory,
  tag: string,
  element: ElementHistory,
  word: string,
): string | null {
  if (!history.releases.get(tag)?.follows) return null;
  const page = historyChangesHref(baseUrl, daemonId, tag);
  const entry = history.changesInto(tag)?.changes.find((change) => changeIsAbout(change, element, word));
  return entry ? `${page}#${entry.id}` : page;
}

/** True when a change is about the element ("added", "removed", "deprecated", or "" for any). */
export function changeIsAbout(change: ApiChange, element: Pick<ElementHistory, 'kind' | 'key'>, word: string): boolean {
  const kindIs = (prefix: string) =>
    change.kind === `${prefix}-${word}` || (word === '' && change.kind.startsWith(`${prefix}-`));
  switch (element.kind) {
    case 'rpc':
      if (kindIs('rpc') && 'rpc' in change && change.rpc === element.key) return true;
      return (
        (word === 'added' || word === 'removed') &&
        change.kind === `sub-service-${word}` &&
        change.affects.includes(element.key)
      );
    case 'field':
      return kindIs('field') && 'field' in change && `${change.type}.${change.field}` === element.key;
    case 'enumValue':
      return kindIs('enum-value') && 'value' in change && `${change.type}.${change.value}` === element.key;
    case 'rest':
      return kindIs('rest') && 'route' in change && `${change.route.method} ${change.route.path}` === element.key;
    default:
      return false;
  }
}
