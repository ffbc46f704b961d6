/**
 * The generated API changes page of a daemon (/api/<daemon>/changes/): summary counts,
 * then the changes by severity (breaking first) and section, each entry linked to the
 * page and row anchor that shows it in the right release.
 */
import { type ApiChange, type ApiChanges, type ChangeTarget, SECTIONS, SEVERITIES, sectionOf } from '../../diff/api-changes.ts';
import { describeChange } from '../../diff/describe-change.ts';
import type { ServiceModel } from '../../proto/model-types.ts';
import type { ApiChangesPage, ChangeEntryView, ChangeGroupView, MaybeLink, TocEntry } from '../page-data.ts';
import { type ReleaseLinkFor, newestReleaseLinks } from '../release-links.ts';
import { sitePaths } from '../urls.ts';
import { memberAnchor, typeAnchor } from './message-views.ts';
import { type PageContext, href, pageBase } from './page-context.ts';

/** The page's groups: one per severity that has changes, most severe first, then by section. */
export function changeGroups(changes: ApiChanges, linkFor: ReleaseLinkFor): ChangeGroupView[] {
  return SEVERITIES.flatMap(({ severity, label, breaking }) => {
    const ofSeverity = changes.changes.filter((c) => c.severity === severity);
    if (ofSeverity.length === 0) return [];
    const sections = SECTIONS.flatMap(({ section, label: title }) => {
      const entries = ofSeverity.filter((c) => sectionOf(c.kind) === section);
      return entries.length === 0 ? [] : [{ id: `${severity}-${section}`, title, entries: entries.map((c) => changeEntry(changes, c, linkFor)) }];
    });
    return [{ id: severity, severity, title: label, breaking, count: ofSeverity.length, sections }];
  });
}

/** One entry: subject linked to where it is, the words, the older release's link and affected RPCs. */
export function changeEntry(changes: ApiChanges, change: ApiChange, linkFor: ReleaseLinkFor): ChangeEntryView {
  const text = describeChange(change);
  const beforeHref = change.before ? targetHref(change.before, linkFor) : null;
  // RPC-level entries are about the RPC they name; listing it again says nothing.
  const listsAffected = sectionOf(change.kind) === 'types' || sectionOf(change.kind) === 'sub-services';
  return {
    id: change.id,
    subject: { label: text.subject, href: targetHref(change.target, linkFor) },
    text: text.parts,
    before: beforeHref ? { label: `in ${changes.from}`, href: beforeHref } : null,
    affects: listsAffected ? change.affects.map((rpc) => rpcLink(changes, rpc, linkFor)) : [],
  };
}

/** The page data of a daemon's changes between its two newest releases. */
export function apiChangesPage(
  ctx: PageContext,
  service: ServiceModel,
  changes: ApiChanges,
  linkFor: ReleaseLinkFor = newestReleaseLinks(ctx, service),
): ApiChangesPage {
  const groups = changeGroups(changes, linkFor);
  const toc: TocEntry[] = groups.flatMap((g) => [
    { id: g.id, label: `${g.title} (${g.count})`, level: 2 },
    ...g.sections.map((s) => ({ id: s.id, label: s.title, level: 3 })),
  ]);
  const { counts } = changes;
  const title = 'API Changes';
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.apiChanges(service)),
      title: `${service.title} ${title}`,
      description: `Generated changes of the ${service.title} API from ${changes.from} to ${changes.to}: ${counts.breaking} breaking, ${counts['non-breaking']} non-breaking.`,
      layout: 'doc',
      toc,
    }),
    kind: 'api-changes',
    title,
    daemon: service.title,
    from: { label: changes.from, href: linkFor(changes.from, { kind: 'index' }) },
    to: { label: changes.to, href: linkFor(changes.to, { kind: 'index' }) },
    counts: SEVERITIES.map(({ severity, label, breaking }) => ({ severity, label, count: counts[severity], breaking })),
    total: counts.total,
    breaking: counts.breaking,
    groups,
  };
}

/** The link of a change target: its page in its release, plus the row or table anchor. */
function targetHref(target: ChangeTarget, linkFor: ReleaseLinkFor): string | null {
  const page = target.subService ? linkFor(target.release, { kind: 'sub-service', fullName: target.subService }) : linkFor(target.release, { kind: 'rpc', fullName: target.rpc! });
  if (page === null || !target.type) return page;
  return `${page}#${target.member ? memberAnchor(typeAnchor(target.type), target.member) : typeAnchor(target.type)}`;
}

/** An affected RPC, "Shop.GetItem", linked in the newer release, else the older one. */
function rpcLink(changes: ApiChanges, rpc: string, linkFor: ReleaseLinkFor): MaybeLink {
  const page = { kind: 'rpc', fullName: rpc } as const;
  return { label: rpc.split('.').slice(-2).join('.'), href: linkFor(changes.to, page) ?? linkFor(changes.from, page) };
}
