/**
 * The generated API changes page of a release (api/<daemon>/changes/ for the newest,
 * api/<daemon>/<tag>/changes/ for an older one): what changed since the release before
 * it. Summary counts, then the changes by severity (breaking first) and section, each
 * entry linked to the page and row anchor that shows it in the right release.
 */
import {
  type ApiChange,
  type ApiChanges,
  type ChangeTarget,
  SECTIONS,
  SEVERITIES,
  sectionOf,
} from '../../diff/api-changes.ts';
import { describeChange } from '../../diff/describe-change.ts';
import type { ApiChangesPage, ChangeEntryView, ChangeGroupView, MaybeLink, TocEntry } from '../page-data.ts';
import { releaseKey } from '../release-changes.ts';
import { type ReleaseLinkFor, daemonReleaseLinks } from '../release-links.ts';
import { type SiteRelease, daemonOf } from '../site-api.ts';
import { sitePaths } from '../urls.ts';
import { memberAnchor, typeAnchor } from './message-views.ts';
import { type PageContext, href, pageBase, releasePlace } from './page-context.ts';
import { upgradingLink } from './upgrading-links.ts';

/** The table of contents of a changes page: each severity with its count, then its sections. */
export function changesToc(groups: ChangeGroupView[]): TocEntry[] {
  return groups.flatMap((g) => [
    { id: g.id, label: `${g.title} (${g.count})`, level: 2 },
    ...g.sections.map((s) => ({ id: s.id, label: s.title, level: 3 })),
  ]);
}

/** The page's groups: one per severity that has changes, most severe first, then by section. */
export function changeGroups(
  changes: ApiChanges,
  linkFor: ReleaseLinkFor,
  // How a change's subject is linked (the history's pages link releases without pages elsewhere).
  linkTarget: TargetLink = (target) => targetHref(target, linkFor),
): ChangeGroupView[] {
  return SEVERITIES.flatMap(({ severity, label, breaking }) => {
    const ofSeverity = changes.changes.filter((c) => c.severity === severity);
    if (ofSeverity.length === 0) return [];
    const sections = SECTIONS.flatMap(({ section, label: title }) => {
      const entries = ofSeverity.filter((c) => sectionOf(c.kind) === section);
      return entries.length === 0
        ? []
        : [
            {
              id: `${severity}-${section}`,
              title,
              entries: entries.map((c) => changeEntry(changes, c, linkFor, linkTarget)),
            },
          ];
    });
    return [{ id: severity, severity, title: label, breaking, count: ofSeverity.length, sections }];
  });
}

/** One entry: subject linked to where it is, the words, the older release's link and affected RPCs. */
export function changeEntry(
  changes: ApiChanges,
  change: ApiChange,
  linkFor: ReleaseLinkFor,
  linkTarget: TargetLink = (target) => targetHref(target, linkFor),
): ChangeEntryView {
  const text = describeChange(change);
  const beforeHref = change.before ? linkTarget(change.before) : null;
  // RPC-level entries are about the RPC they name; listing it again says nothing.
  const listsAffected = sectionOf(change.kind) === 'types' || sectionOf(change.kind) === 'sub-services';
  return {
    id: change.id,
    subject: { label: text.subject, href: linkTarget(change.target) },
    text: text.parts,
    before: beforeHref ? { label: `in ${changes.from}`, href: beforeHref } : null,
    affects: listsAffected ? change.affects.map((rpc) => rpcLink(changes, rpc, linkFor)) : [],
  };
}

/** The page data of the changes into `release` from the release before it. */
export function apiChangesPage(ctx: PageContext, release: SiteRelease, linkFor?: ReleaseLinkFor): ApiChangesPage {
  const changes = ctx.changes.get(releaseKey(release));
  if (!changes) throw new Error(`Internal error: no API changes for ${releaseKey(release)}`);
  const links = linkFor ?? daemonReleaseLinks(daemonOf(ctx.api, release), ctx.baseUrl);
  const groups = changeGroups(changes, links);
  const toc = changesToc(groups);
  const { counts } = changes;
  const title = 'API Changes';
  const history = ctx.histories.get(release.id);
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.changes(release)),
      title: `${release.title} ${title} in ${changes.to}`,
      description: `Generated changes of the ${release.title} API from ${changes.from} to ${changes.to}: ${counts.breaking} breaking, ${counts['non-breaking']} non-breaking.`,
      layout: 'doc',
      toc,
      ...releasePlace(ctx, release, { kind: 'changes' }),
    }),
    kind: 'api-changes',
    title,
    daemon: release.title,
    from: { label: changes.from, href: links(changes.from, { kind: 'index' }) },
    to: { label: changes.to, href: links(changes.to, { kind: 'index' }) },
    counts: SEVERITIES.map(({ severity, label, breaking }) => ({ severity, label, count: counts[severity], breaking })),
    total: counts.total,
    breaking: counts.breaking,
    groups,
    upgrading: history ? upgradingLink(ctx, release, history, release.version.tag) : null,
  };
}

/** The link of a change's subject (or its place in the older release), or null. */
export type TargetLink = (target: ChangeTarget) => string | null;

/** The link of a change target: its page in its release, plus the row or table anchor. */
export function targetHref(target: ChangeTarget, linkFor: ReleaseLinkFor): string | null {
  const page = target.subService
    ? linkFor(target.release, { kind: 'category', subService: target.subService })
    : linkFor(target.release, { kind: 'method', method: target.rpc! });
  if (page === null || !target.type) return page;
  return `${page}#${target.member ? memberAnchor(typeAnchor(target.type), target.member) : typeAnchor(target.type)}`;
}

/** An affected RPC, "Shop.GetItem", linked in the newer release, else the older one. */
function rpcLink(changes: ApiChanges, rpc: string, linkFor: ReleaseLinkFor): MaybeLink {
  const page = { kind: 'method', method: rpc } as const;
  return { label: rpc.split('.').slice(-2).join('.'), href: linkFor(changes.to, page) ?? linkFor(changes.from, page) };
}
