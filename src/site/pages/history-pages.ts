/**
 * The pages of a daemon's API history: the timeline (api/<daemon>/history/: every pinned
 * release, newest first, with its date and changes by severity), the changes into each
 * release from the release it follows (api/<daemon>/history/<tag>/: the same diff and
 * classification as the changes page of a full release, computed from what the history
 * keeps of both releases: elements and meanings, no comments or CLI), and the page at the
 * URL of an RPC the newest release removed.
 */
import { SEVERITIES } from '../../diff/api-changes.ts';
import { newestRelease } from '../../history/release-order.ts';
import type { ApiChangesPage, ApiHistoryPage, RemovedRpcPage, TimelineRelease } from '../page-data.ts';
import { changeIsAbout, historyChangesHref, releaseSetOf } from '../history/element-notes.ts';
import { replacementView } from '../history/replacement-views.ts';
import { kebabCase } from '../../shared/slug.ts';
import type { DaemonHistory } from '../history/site-histories.ts';
import { daemonReleaseLinks } from '../release-links.ts';
import type { SiteDaemon } from '../site-api.ts';
import { historyJsonPath, sitePaths } from '../urls.ts';
import { changeGroups, changesToc } from './api-changes-page.ts';
import { historyLinkFor, historyPageBase, historyTargetLink, timelineCrumb } from './history-navigation.ts';
import { type PageContext, daemonHistoryOf, href } from './page-context.ts';
import { upgradingLink } from './upgrading-links.ts';

/** The releases of a history that have a changes page: every one that follows another. */
export function releasesWithChanges(history: DaemonHistory): string[] {
  return history.history.releases.filter((r) => r.follows !== null).map((r) => r.tag);
}

/** api/<daemon>/history/: the timeline. */
export function apiHistoryPage(ctx: PageContext, daemon: SiteDaemon): ApiHistoryPage {
  const history = daemonHistoryOf(ctx, daemon);
  const links = daemonReleaseLinks(daemon, ctx.baseUrl);
  const releases = [...history.history.releases].reverse().map((release): TimelineRelease => {
    const changes = history.changesInto(release.tag);
    return {
      tag: release.tag,
      date: release.date,
      kind: release.kind,
      follows: release.follows,
      changes: changes ? historyChangesHref(ctx.baseUrl, daemon.id, release.tag) : null,
      page: links(release.tag, { kind: 'index' }),
      counts: changes
        ? SEVERITIES.map(({ severity, label, breaking }) => ({
            severity,
            label,
            count: changes.counts[severity],
            breaking,
          }))
        : [],
      total: changes?.counts.total ?? 0,
      breaking: changes?.counts.breaking ?? 0,
      upgrading: upgradingLink(ctx, daemon, history, release.tag)?.href ?? null,
    };
  });
  const first = history.history.releases[0]!.tag;
  const title = `${daemon.title} API history`;
  return {
    ...historyPageBase(
      ctx,
      daemon,
      {
        path: href(ctx, sitePaths.history(daemon.id)),
        title,
        crumb: 'API history',
        description: `Every pinned ${daemon.title} release since ${first} with the API changes each made, generated from the release trees.`,
      },
      { kind: 'index' },
      [],
    ),
    kind: 'api-history',
    title,
    daemon: daemon.title,
    first,
    json: href(ctx, historyJsonPath(daemon.id)),
    releases,
  };
}

/** api/<daemon>/history/<tag>/: the changes into a release from the one it follows. */
export function historyChangesPage(ctx: PageContext, daemon: SiteDaemon, tag: string): ApiChangesPage {
  const history = daemonHistoryOf(ctx, daemon);
  const changes = history.changesInto(tag);
  if (!changes) throw new Error(`Internal error: ${daemon.id} ${tag} follows no release`);
  const links = daemonReleaseLinks(daemon, ctx.baseUrl);
  const removedPaths = removedRpcPaths(ctx, daemon);
  const groups = changeGroups(
    changes,
    historyLinkFor(ctx, daemon, removedPaths),
    historyTargetLink(ctx, daemon, removedPaths),
  );
  const toc = changesToc(groups);
  const { counts } = changes;
  const title = 'API Changes';
  const indexOr = (release: string) =>
    links(release, { kind: 'index' }) ?? historyChangesHref(ctx.baseUrl, daemon.id, release);
  return {
    ...historyPageBase(
      ctx,
      daemon,
      {
        path: historyChangesHref(ctx.baseUrl, daemon.id, tag),
        title: `${daemon.title} ${title} in ${tag}`,
        crumb: tag,
        description: `Generated changes of the ${daemon.title} API from ${changes.from} to ${tag}: ${counts.breaking} breaking, ${counts['non-breaking']} non-breaking.`,
        toc,
      },
      { kind: 'index' },
      [timelineCrumb(ctx, daemon)],
    ),
    kind: 'api-changes',
    upgrading: upgradingLink(ctx, daemon, history, tag),
    title,
    daemon: daemon.title,
    from: {
      label: changes.from,
      href: history.releases.get(changes.from)?.follows
        ? indexOr(changes.from)
        : links(changes.from, { kind: 'index' }),
    },
    to: { label: tag, href: links(tag, { kind: 'index' }) ?? href(ctx, sitePaths.history(daemon.id)) },
    counts: SEVERITIES.map(({ severity, label, breaking }) => ({ severity, label, count: counts[severity], breaking })),
    total: counts.total,
    breaking: counts.breaking,
    groups,
  };
}

/** An RPC some release has and the newest release lacks, with the URL it would have there. */
export interface RemovedRpc {
  fullName: string;
  /** Site path in the newest release's URL space: api/lnd/lightning/send-payment-sync/. */
  sitePath: string;
}

/**
 * The RPCs of a daemon's history that the newest release lacks, at the URL they would have
 * in the newest release (sub-service slug of the newest release, or the kebab-case
 * sub-service name when that is gone too; kebab-case method name).
 */
export function removedRpcs(history: DaemonHistory, daemon: SiteDaemon, kebab: (name: string) => string): RemovedRpc[] {
  const newest = daemon.releases[0]!;
  return history.history.elements
    .filter((e) => e.kind === 'rpc' && !e.tags.includes(newest.version.tag))
    .map((e) => {
      const [service, method] = [e.key.slice(0, e.key.lastIndexOf('.')), e.key.slice(e.key.lastIndexOf('.') + 1)];
      const sub = newest.subServices.find((s) => s.fullName === service);
      const subSlug = sub?.slug ?? kebab(service.slice(service.lastIndexOf('.') + 1));
      return { fullName: e.key, sitePath: `${newest.sitePrefix}${subSlug}/${kebab(method)}/` };
    });
}

/** Removed RPCs' page paths by full name (site paths), once per daemon and build. */
const removedPathsOf = new WeakMap<PageContext, Map<string, Map<string, string>>>();
export function removedRpcPaths(ctx: PageContext, daemon: SiteDaemon): Map<string, string> {
  let byDaemon = removedPathsOf.get(ctx);
  if (!byDaemon) removedPathsOf.set(ctx, (byDaemon = new Map()));
  let paths = byDaemon.get(daemon.id);
  if (!paths) {
    paths = new Map(removedRpcs(daemonHistoryOf(ctx, daemon), daemon, kebabCase).map((r) => [r.fullName, r.sitePath]));
    byDaemon.set(daemon.id, paths);
  }
  return paths;
}

/** The page at a removed RPC's URL in the newest release. */
export function removedRpcPage(ctx: PageContext, daemon: SiteDaemon, rpc: RemovedRpc): RemovedRpcPage {
  const history = daemonHistoryOf(ctx, daemon);
  const element = history.history.elements.find((e) => e.kind === 'rpc' && e.key === rpc.fullName)!;
  const newest = daemon.releases[0]!;
  const links = daemonReleaseLinks(daemon, ctx.baseUrl);
  // The newest release that has it: the highest version among its tags (membership, then order by version).
  const lastWithTag = newestRelease(history.history.releases.filter((r) => element.tags.includes(r.tag))).tag;
  const removedTag = removedInNewestLine(history, element.tags, newest.version.tag);
  const removedChanges = removedTag ? history.changesInto(removedTag) : null;
  const removedEntry = removedChanges?.changes.find((c) => changeIsAbout(c, element, 'removed'));
  const name = rpc.fullName.split('.').pop()!;
  const replacement = replacementView(ctx, daemon, { kind: 'rpc', key: rpc.fullName });
  const successor = replacement?.successor ? `; use ${replacement.successor.label}` : '';
  return {
    ...historyPageBase(
      ctx,
      daemon,
      {
        path: href(ctx, rpc.sitePath),
        title: `${name} (removed)`,
        crumb: `${name} (removed)`,
        description: `${rpc.fullName} is not in ${daemon.title} ${newest.version.tag}${successor}; the last release that has it is ${lastWithTag}.`,
      },
      { kind: 'method', method: rpc.fullName },
      [timelineCrumb(ctx, daemon)],
    ),
    kind: 'removed-rpc',
    daemonId: daemon.id,
    has: releaseSetOf(history, element) ?? '',
    replacement,
    title: name,
    fullName: rpc.fullName,
    daemon: daemon.title,
    newestTag: newest.version.tag,
    removedIn: removedTag
      ? {
          label: removedTag,
          href: `${historyChangesHref(ctx.baseUrl, daemon.id, removedTag)}${removedEntry ? `#${removedEntry.id}` : ''}`,
        }
      : null,
    upgrading: removedTag ? upgradingLink(ctx, daemon, history, removedTag) : null,
    lastWith: {
      label: lastWithTag,
      href: lastWithPage(ctx, daemon, rpc.fullName, lastWithTag, element.tags) ?? links(lastWithTag, { kind: 'index' }),
    },
    timeline: { label: `${daemon.title} API history`, href: href(ctx, sitePaths.history(daemon.id)) },
  };
}

/** The release of the newest release's line of descent from which on the RPC is absent. */
function removedInNewestLine(history: DaemonHistory, tags: string[], newestTag: string): string | null {
  let release = history.releases.get(newestTag);
  let after: string | null = null;
  while (release && !tags.includes(release.tag)) {
    after = release.tag;
    release = release.follows ? history.releases.get(release.follows) : undefined;
  }
  return release ? after : null;
}

/** The RPC's page in the newest full release that has it (older full releases have pages), else null. */
function lastWithPage(
  ctx: PageContext,
  daemon: SiteDaemon,
  fullName: string,
  lastWithTag: string,
  tags: string[],
): string | null {
  const links = daemonReleaseLinks(daemon, ctx.baseUrl);
  const full = daemon.releases.filter((r) => tags.includes(r.version.tag));
  const preferred = full.find((r) => r.version.tag === lastWithTag) ?? full[0];
  return preferred ? links(preferred.version.tag, { kind: 'method', method: fullName }) : null;
}
