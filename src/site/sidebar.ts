/**
 * The docs sidebars. The main one (tutorialSidebar): API Reference > daemon (newest
 * release) > REST Endpoints, the changes since the previous release, and sub-service
 * categories > methods, sorted by
 * name as readers scan them. Every older release gets a sidebar of its own with the same
 * shape for that release only.
 */
import { hasPermissions } from './site-api.ts';
import type { SidebarItem } from './site-data.ts';
import { type SiteApi, type SiteRelease, latestReleases } from './site-api.ts';
import { sitePaths, withBase } from './urls.ts';

export const SIDEBAR_ID = 'tutorialSidebar';

/** Category label of a sub-service: "Lightning Service". */
export function categoryLabel(name: string): string {
  return `${name} Service`;
}

/** Id of the sidebar a release's pages show. */
export function sidebarIdOf(release: SiteRelease): string {
  return release.latest ? SIDEBAR_ID : `${release.id}@${release.version.tag}`;
}

/** Label of the "what changed" page of a release. */
export function changesLabel(release: SiteRelease): string {
  return `Changes in ${release.version.tag}`;
}

/** The version mark of an RPC on a release's sidebar, when not every release has it (src/site/history/sidebar-marks.ts). */
export type RpcMark = (release: SiteRelease, rpc: string) => SidebarItem['mark'];

function optionalMark(mark: SidebarItem['mark']): Pick<SidebarItem, 'mark'> {
  return mark ? { mark } : {};
}

/** Builds every sidebar, by id. */
export function buildSidebars(
  api: SiteApi,
  baseUrl: string,
  markOf: RpcMark = () => undefined,
): Record<string, SidebarItem[]> {
  const href = (sitePath: string) => withBase(baseUrl, sitePath);
  const sidebars: Record<string, SidebarItem[]> = {
    [SIDEBAR_ID]: [
      {
        label: 'API Reference',
        href: href(sitePaths.apiReference()),
        items: latestReleases(api).map((r) => releaseItem(r, r.title, href, markOf)),
      },
    ],
  };
  for (const daemon of api.daemons) {
    for (const release of daemon.releases.slice(1)) {
      sidebars[sidebarIdOf(release)] = [releaseItem(release, `${release.title} ${release.version.tag}`, href, markOf)];
    }
  }
  return sidebars;
}

/** One release: its index, REST endpoints and categories. */
function releaseItem(
  release: SiteRelease,
  label: string,
  href: (sitePath: string) => string,
  markOf: RpcMark,
): SidebarItem {
  return {
    label,
    href: href(sitePaths.service(release)),
    items: [
      { label: 'REST Endpoints', href: href(sitePaths.restEndpoints(release)) },
      ...(release.previousTag ? [{ label: changesLabel(release), href: href(sitePaths.changes(release)) }] : []),
      ...(hasPermissions(release) ? [{ label: 'Permissions', href: href(sitePaths.permissions(release)) }] : []),
      ...(release.latest ? [{ label: 'Errors', href: href(sitePaths.errors(release)) }] : []),
      ...release.subServices.map((sub) => ({
        label: categoryLabel(sub.name),
        href: href(sitePaths.category(release, sub)),
        items: [...sub.methods]
          .sort((a, b) => a.name.localeCompare(b.name, 'en'))
          .map((method) => ({
            label: method.name,
            href: href(sitePaths.method(release, sub, method)),
            ...(method.deprecated ? { deprecated: true } : {}),
            ...optionalMark(markOf(release, method.fullName)),
          })),
      })),
    ],
  };
}
