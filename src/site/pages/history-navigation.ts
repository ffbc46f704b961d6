/**
 * The history pages (timeline, per-release changes, "Upgrading to", removed RPCs) inside
 * their daemon's navigation: the daemon's sidebar open at its index, breadcrumbs through
 * the daemon and its timeline, and the daemon's release menu (not the site's docs version);
 * and links from a history release's changes to pages that exist: a history release has no
 * pages, so an element links to its page in the newest full release that has it (with its
 * row's anchor only when that release has the row), or to a removed RPC's page.
 */
import type { ChangeTarget } from '../../diff/api-changes.ts';
import type { Link } from '../page-data.ts';
import { type ReleaseLinkFor, daemonReleaseLinks } from '../release-links.ts';
import { type ReleasePageTarget, releaseContext } from '../release-switch.ts';
import type { SiteDaemon, SiteRelease } from '../site-api.ts';
import { sidebarIdOf } from '../sidebar.ts';
import { sitePaths, withBase } from '../urls.ts';
import { type TargetLink, targetHref } from './api-changes-page.ts';
import { type PageContext, href, pageBase } from './page-context.ts';

/** pageBase of a history page: the daemon's sidebar, release menu and breadcrumbs (daemon, then `crumbs`, then the page). */
export function historyPageBase(
  ctx: PageContext,
  daemon: SiteDaemon,
  params: { path: string; title: string; description: string; crumb: string; toc?: PageBaseToc },
  target: ReleasePageTarget,
  crumbs: Link[],
) {
  const newest = daemon.releases[0]!;
  const base = pageBase(ctx, {
    ...params,
    layout: 'doc',
    sidebar: sidebarIdOf(newest),
    sidebarPath: href(ctx, sitePaths.service(newest)),
    release: releaseContext(daemon, newest, target, ctx.baseUrl),
  });
  const page = base.breadcrumbs.at(-1)!;
  return { ...base, breadcrumbs: [...base.breadcrumbs.slice(0, -1), ...crumbs, page] };
}
type PageBaseToc = NonNullable<Parameters<typeof pageBase>[1]['toc']>;

/** The timeline as a breadcrumb. */
export function timelineCrumb(ctx: PageContext, daemon: SiteDaemon): Link {
  return { label: 'API history', href: href(ctx, sitePaths.history(daemon.id)) };
}

/**
 * Links into the daemon's pages for the changes of any tracked release: the release's own
 * page when the site renders it, else the RPC's page in the newest full release having it,
 * else the page at a removed RPC's URL.
 */
export function historyLinkFor(
  ctx: PageContext,
  daemon: SiteDaemon,
  removedPaths: ReadonlyMap<string, string>,
): ReleaseLinkFor {
  const links = daemonReleaseLinks(daemon, ctx.baseUrl);
  return (tag, target) => {
    const own = links(tag, target);
    if (own !== null || target.kind === 'index') return own;
    for (const release of daemon.releases) {
      const found = links(release.version.tag, target);
      if (found !== null) return found;
    }
    const removed = target.kind === 'method' ? removedPaths.get(target.method) : undefined;
    return removed ? withBase(ctx.baseUrl, removed) : null;
  };
}

/** A change's subject linked with `historyLinkFor`, its anchor kept only where the page has the row. */
export function historyTargetLink(
  ctx: PageContext,
  daemon: SiteDaemon,
  removedPaths: ReadonlyMap<string, string>,
): TargetLink {
  const links = daemonReleaseLinks(daemon, ctx.baseUrl);
  const fallback = historyLinkFor(ctx, daemon, removedPaths);
  return (target: ChangeTarget) => {
    if (links(target.release, { kind: 'index' }) !== null) return targetHref(target, links);
    if (target.subService) return fallback(target.release, { kind: 'category', subService: target.subService });
    if (!target.rpc) return null;
    const method = { kind: 'method', method: target.rpc } as const;
    const shown = daemon.releases.find((r) => showsTarget(r, target));
    if (shown) return targetHref({ ...target, release: shown.version.tag }, links);
    // No full release shows the row: the RPC's page without an anchor (or the removed RPC's page).
    return fallback(target.release, method);
  };
}

/** True when the release's page of the target's RPC shows its type (and member), so the page has their anchors. */
function showsTarget(release: SiteRelease, target: ChangeTarget): boolean {
  const method = release.subServices.flatMap((s) => s.methods).find((m) => m.fullName === target.rpc);
  if (!method) return false;
  if (!target.type) return true;
  if (!method.types.includes(target.type)) return false;
  if (!target.member) return true;
  const message = release.messages[target.type];
  if (message) return message.fields.some((f) => f.name === target.member);
  return release.enums[target.type]?.values.some((v) => v.name === target.member) ?? false;
}
