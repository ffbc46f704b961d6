/**
 * Which releases get an "Upgrading to" page and where it is: the changes page, the timeline
 * and the route plan ask here (src/site/pages/upgrading-page.ts builds the page).
 */
import type { ApiChange, ApiChanges } from '../../diff/api-changes.ts';
import type { PageContext } from './page-context.ts';
import type { SiteDaemon } from '../site-api.ts';
import { sitePaths, withBase } from '../urls.ts';

export const DEPRECATIONS = new Set<ApiChange['kind']>(['rpc-deprecated', 'field-deprecated', 'enum-value-deprecated']);

/** True when the changes into a release break or deprecate something: it gets an "Upgrading to" page. */
export function hasUpgradingPage(changes: ApiChanges): boolean {
  return changes.counts.breaking > 0 || changes.changes.some((c) => DEPRECATIONS.has(c.kind));
}

/** The site path of a release's "Upgrading to" page. */
export function upgradingPath(daemonId: string, tag: string): string {
  return `${sitePaths.historyChanges(daemonId, tag)}upgrading/`;
}

export function upgradingHref(ctx: Pick<PageContext, 'baseUrl'>, daemon: Pick<SiteDaemon, 'id'>, tag: string): string {
  return withBase(ctx.baseUrl, upgradingPath(daemon.id, tag));
}
