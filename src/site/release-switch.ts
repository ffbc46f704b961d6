/**
 * Where each page of a release leads in the daemon's other releases: the version dropdown
 * and the "you are reading an older release" notice. A page is matched by what it shows
 * (the daemon index, its REST endpoints, a sub-service or an RPC by full name), never by
 * URL, so a renamed slug cannot send readers to the wrong page; when the other release
 * lacks it, the choice leads to that release's index and says so.
 */
import type { ReleaseChoice, ReleaseContext } from './page-data.ts';
import { type SiteDaemon, type SiteRelease, hasPermissions } from './site-api.ts';
import { sitePaths, withBase } from './urls.ts';

/** What a release page shows, independent of its URL. */
export type ReleasePageTarget =
  | { kind: 'index' }
  | { kind: 'rest-endpoints' }
  | { kind: 'changes' }
  | { kind: 'permissions' }
  | { kind: 'documentation-gaps' }
  | { kind: 'errors' }
  | { kind: 'category'; subService: string }
  | { kind: 'method'; method: string };

/** The site path of a target in a release, or null when the release does not have it. */
export function targetPath(release: SiteRelease, target: ReleasePageTarget): string | null {
  switch (target.kind) {
    case 'index':
      return sitePaths.service(release);
    case 'rest-endpoints':
      return sitePaths.restEndpoints(release);
    case 'changes':
      return release.previousTag ? sitePaths.changes(release) : null;
    case 'permissions':
      return hasPermissions(release) ? sitePaths.permissions(release) : null;
    case 'documentation-gaps':
      return sitePaths.documentationGaps(release);
    case 'errors':
      // The catalogue documents the newest release; an older release's choice is its index.
      return release.latest ? sitePaths.errors(release) : null;
    case 'category': {
      const sub = release.subServices.find((s) => s.fullName === target.subService);
      return sub ? sitePaths.category(release, sub) : null;
    }
    case 'method': {
      for (const sub of release.subServices) {
        const method = sub.methods.find((m) => m.fullName === target.method);
        if (method) return sitePaths.method(release, sub, method);
      }
      return null;
    }
  }
}

/** The release context of a page: the daemon's releases with the same page in each. */
export function releaseContext(
  daemon: SiteDaemon,
  release: SiteRelease,
  target: ReleasePageTarget,
  baseUrl: string,
): ReleaseContext {
  const choice = (other: SiteRelease): ReleaseChoice => {
    const found = targetPath(other, target);
    return {
      tag: other.version.tag,
      href: withBase(baseUrl, found ?? sitePaths.service(other)),
      latest: other.latest,
      missing: found === null,
    };
  };
  const choices = daemon.releases.map(choice);
  const newest = daemon.releases[0]!;
  return {
    daemonId: daemon.id,
    daemonName: daemon.daemon,
    tag: release.version.tag,
    latest: release.latest,
    newestTag: newest.version.tag,
    newest: choices[0]!,
    choices,
    changesHref: newest.previousTag ? withBase(baseUrl, sitePaths.changes(newest)) : null,
  };
}
