/**
 * The daemon and release a tool call is about: each daemon's newest release unless the
 * call names one; an unknown daemon or release is a ToolInputError listing the valid ones.
 */
import type { ApiIndexDaemon, ApiIndexRelease } from '../../site/api-index.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';

export interface DaemonRelease {
  daemon: ApiIndexDaemon;
  release: ApiIndexRelease;
}

/** The daemon of an id. */
export function findDaemon(build: SiteBuild, id: string): ApiIndexDaemon {
  const daemon = build.index.daemons.find((d) => d.id === id.toLowerCase());
  if (!daemon)
    throw new ToolInputError(
      'daemon',
      `unknown daemon "${id}"; the daemons are ${listValues(build.index.daemons.map((d) => d.id))}`,
    );
  return daemon;
}

/** A release of a daemon by tag; the newest when `tag` is absent. */
export function findRelease(daemon: ApiIndexDaemon, tag: string | undefined): ApiIndexRelease {
  if (tag === undefined) return daemon.releases[0]!;
  const wanted = tag.startsWith('v') ? tag : `v${tag}`;
  const release = daemon.releases.find((r) => r.tag === wanted);
  if (!release)
    throw new ToolInputError(
      'release',
      `${daemon.id} has no release "${tag}" in this build; its releases are ${listValues(daemon.releases.map((r) => r.tag))}`,
    );
  return release;
}

/**
 * The releases a lookup searches: the named daemon's release (its newest by default), or
 * every daemon's newest. A release without a daemon is that tag in whichever daemons have it.
 */
export function releasesInScope(
  build: SiteBuild,
  daemon: string | undefined,
  release: string | undefined,
): DaemonRelease[] {
  if (daemon === undefined) {
    if (release === undefined) return build.index.daemons.map((d) => ({ daemon: d, release: d.releases[0]! }));
    const tag = release.startsWith('v') ? release : `v${release}`;
    const having = build.index.daemons.flatMap((d) =>
      d.releases.filter((r) => r.tag === tag).map((r) => ({ daemon: d, release: r })),
    );
    if (having.length === 0) {
      const all = build.index.daemons.flatMap((d) => d.releases.map((r) => `${d.id} ${r.tag}`));
      throw new ToolInputError(
        'release',
        `no daemon has a release "${release}" in this build; the releases are ${listValues(all, 20)}`,
      );
    }
    return having;
  }
  const found = findDaemon(build, daemon);
  return [{ daemon: found, release: findRelease(found, release) }];
}
