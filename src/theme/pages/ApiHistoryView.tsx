/**
 * A daemon's API history: every pinned release, newest first, with its date, the release
 * it follows and its changes by severity, linked to the changes page of that release.
 */
import type { ApiHistoryPage, TimelineRelease } from '../../site/page-data.ts';
import { keepVersions } from '../components/identifier-breaks.tsx';

export function ApiHistoryView({ page }: { page: ApiHistoryPage }) {
  return (
    <>
      <h1>{page.title}</h1>
      <p>
        Every pinned {page.daemon} release since <code>{keepVersions(page.first)}</code>, generated from the protos,
        REST rules and permission tables of each release. A release is compared with the release it follows in its own
        line: a patch of an older line follows that line, not the newest release.
        {page.json ? (
          <>
            {' '}
            The same history for tools: <a href={page.json}>history.json</a>.
          </>
        ) : null}
      </p>
      <ol className="timeline">
        {page.releases.map((release) => (
          <TimelineEntry key={release.tag} release={release} />
        ))}
      </ol>
    </>
  );
}

function TimelineEntry({ release }: { release: TimelineRelease }) {
  return (
    <li id={release.tag} className="timeline__release">
      <span className="timeline__tag">
        {release.page ? (
          <a href={release.page}>
            <code>{keepVersions(release.tag)}</code>
          </a>
        ) : (
          <code>{keepVersions(release.tag)}</code>
        )}
      </span>
      {release.date ? <span className="timeline__date"> {release.date}</span> : null}
      {release.follows === null ? (
        <span> first release of the history</span>
      ) : (
        <>
          {' '}
          <a href={release.changes!}>
            {release.total === 0 ? 'no API changes' : `${release.total} ${release.total === 1 ? 'change' : 'changes'}`}
          </a>{' '}
          since <code>{keepVersions(release.follows)}</code>
          {release.total > 0 ? (
            <span className="timeline__counts">
              {': '}
              {release.counts
                .filter((c) => c.count > 0)
                .map((c) => `${c.count} ${c.label.toLowerCase()}`)
                .join(', ')}
            </span>
          ) : null}
          {release.upgrading ? (
            <>
              {' · '}
              <a href={release.upgrading}>Upgrading to {keepVersions(release.tag)}</a>
            </>
          ) : null}
        </>
      )}
    </li>
  );
}
