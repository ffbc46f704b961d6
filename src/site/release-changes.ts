/** The generated API changes of the site: each release compared with the release before it. */
import type { ApiChanges, ReleaseApi } from '../diff/api-changes.ts';
import { diffReleases } from '../diff/diff-releases.ts';
import type { SiteApi, SiteRelease } from './site-api.ts';

/** The key of a release in maps of the site: lnd@v0.21.2-beta. */
export function releaseKey(release: Pick<SiteRelease, 'id' | 'version'>): string {
  return `${release.id}@${release.version.tag}`;
}

/** The changes into every release that has a previous pinned release, by releaseKey of the newer one. */
export function releaseChanges(api: SiteApi): Map<string, ApiChanges> {
  const changes = new Map<string, ApiChanges>();
  for (const daemon of api.daemons) {
    daemon.releases.forEach((release, i) => {
      const previous = daemon.releases[i + 1];
      if (previous) changes.set(releaseKey(release), diffReleases(releaseApi(previous), releaseApi(release)));
    });
  }
  return changes;
}

/** What the diff reads of a site release. */
function releaseApi(release: SiteRelease): ReleaseApi {
  return {
    tag: release.version.tag,
    subServices: release.subServices,
    messages: release.messages,
    enums: release.enums,
  };
}
