/**
 * The release notes of an RPC, field, enum value or REST binding, from the daemon's API
 * history: "Added in v0.21.2-beta; also v0.20.3-beta", "Deprecated in vY", "Removed in vZ",
 * "Changed in vX", each a link to its entry on that release's changes page, followed for a
 * removal or deprecation by a link to the release's "Upgrading to" page. Server-rendered
 * (no JavaScript needed). An element not in every release also carries its release set as
 * data attributes: the reader's version marks (src/client/version-marks.ts) read them.
 */
import type { HistoryMark, ReleaseNote } from '../../site/page-data.ts';
import { releaseNoteLabel } from '../../site/release-note-label.ts';
import { keepVersions } from './identifier-breaks.tsx';

export { releaseNoteLabel };

const TONES: Record<ReleaseNote['kind'], string> = {
  added: 'new',
  deprecated: 'deprecated',
  removed: 'removed',
  changed: 'changed',
};

export function ReleaseBadge({ note }: { note: ReleaseNote }) {
  const badge = <NoteBadge note={note} />;
  if (!note.upgrading) return badge;
  return (
    <>
      {badge}{' '}
      <a className="release-note__upgrading" href={note.upgrading}>
        Upgrading to {keepVersions(note.tag)}
      </a>
    </>
  );
}

function NoteBadge({ note }: { note: ReleaseNote }) {
  const label = releaseNoteLabel(note);
  const className = `badge badge--${TONES[note.kind]}`;
  return note.href ? (
    <a className={className} href={note.href} title={`${label}: see the API changes`}>
      {keepVersions(label)}
    </a>
  ) : (
    <span className={className}>{keepVersions(label)}</span>
  );
}

/** Every note of an element; nothing when it has none. */
export function ReleaseBadges({ notes }: { notes: ReleaseNote[] | undefined }) {
  if (!notes || notes.length === 0) return null;
  return (
    <>
      {notes.map((note) => (
        <ReleaseBadge key={note.kind} note={note} />
      ))}
    </>
  );
}

/** The data attributes of an element's release set, for the reader's version marks. */
export function markAttributes(daemonId: string, mark: HistoryMark | undefined | null): Record<string, string> {
  if (!mark) return {};
  return { 'data-has': mark.has, 'data-daemon': daemonId, ...(mark.added ? { 'data-added': mark.added } : {}) };
}
