/**
 * Links into a daemon's releases for views that span two of them (the changes page): a
 * page is named by what it shows, and each release answers with its own URL for it.
 */
import { type ReleasePageTarget, targetPath } from './release-switch.ts';
import type { SiteDaemon } from './site-api.ts';
import { withBase } from './urls.ts';

/** The URL of a page in a release (by tag), or null when that release has no such page. */
export type ReleaseLinkFor = (release: string, target: ReleasePageTarget) => string | null;

/** Links into the pinned releases of a daemon. */
export function daemonReleaseLinks(daemon: SiteDaemon, baseUrl: string): ReleaseLinkFor {
  return (tag, target) => {
    const release = daemon.releases.find((r) => r.version.tag === tag);
    const found = release ? targetPath(release, target) : null;
    return found === null ? null : withBase(baseUrl, found);
  };
}
