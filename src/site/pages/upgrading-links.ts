/**
 * Which releases get an "Upgrading to" page and where it is: the changes page, the timeline
 * and the route plan ask here (src/site/pages/upgrading-page.ts builds the page).
 */
import type { ApiChange } from '../../diff/api-changes.ts';
import type { DaemonHistory } from '../history/site-histories.ts';
import type { PageContext } from './page-context.ts';
import type { SiteDaemon } from '../site-api.ts';
import { sitePaths, withBase } from '../urls.ts';

export const DEPRECATIONS = new Set<ApiChange['kind']>(['rpc-deprecated', 'field-deprecated', 'enum-value-deprecated']);

/**
 * True when release `tag` of a daemon's history gets an "Upgrading to" page: it follows a
 * release and the changes into it break or deprecate something.
 */
export function hasUpgradingPage(history: Pick<DaemonHistory, 'changesInto'>, tag: string): boolean {
  const changes = history.changesInto(tag);
  return changes !== null && (changes.counts.breaking > 0 || changes.changes.some((c) => DEPRECATIONS.has(c.kind)));
}

/** The link to release `tag`'s "Upgrading to" page, labelled by it, or null when it has none. */
export function upgradingLink(
  ctx: Pick<PageContext, 'baseUrl'>,
  daemon: Pick<SiteDaemon, 'id'>,
  history: Pick<DaemonHistory, 'changesInto'>,
  tag: string,
): { label: string; href: string } | null {
  return hasUpgradingPage(history, tag)
    ? { label: `Upgrading to ${tag}`, href: upgradingHref(ctx, daemon, tag) }
    : null;
}

/** The site path of a release's "Upgrading to" page. */
export function upgradingPath(daemonId: string, tag: string): string {
  return `${sitePaths.historyChanges(daemonId, tag)}upgrading/`;
}

export function upgradingHref(ctx: Pick<PageContext, 'baseUrl'>, daemon: Pick<SiteDaemon, 'id'>, tag: string): string {
  return withBase(ctx.baseUrl, upgradingPath(daemon.id, tag));
}
