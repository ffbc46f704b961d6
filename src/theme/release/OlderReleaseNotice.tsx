/** The notice on every page of an older release, linking to the same page in the newest one. */
import type { ReleaseContext } from '../../site/page-data.ts';

export function OlderReleaseNotice({ release }: { release: ReleaseContext }) {
  if (release.latest) return null;
  const pick = `${release.daemonId}@${release.newestTag}`;
  return (
    <div className="release-notice" role="note">
      You are reading {release.daemonName} {release.tag}. The newest release is{' '}
      <a href={release.newest.href} data-release-pick={pick}>
        {release.newestTag}
      </a>
      {release.newest.missing ? ', which no longer has this page (the link opens its index).' : '.'}
    </div>
  );
}
