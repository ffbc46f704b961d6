/**
 * A line above the search hits when the release being read lacks the RPC searched for:
 * "SendOnionMessage is not in v0.20.3-beta: added in v0.21.0-beta (3 releases have it)",
 * linking its page in the newest release that has it. From the daemon's RPC table in the
 * site data (src/site/history/daemon-releases-data.ts).
 */
import { missingRpcNote, missingRpcText } from '../../shared/version-marks.ts';
import { useSite } from '../contexts.tsx';

export function MissingRpcNote({
  query,
  release,
  className,
}: {
  query: string;
  release: { daemonId: string; tag: string } | null;
  className: string;
}) {
  const site = useSite();
  const note = release ? missingRpcNote(site.history?.[release.daemonId], release.tag, query) : null;
  if (!note) return null;
  return (
    <p className={className} data-missing-rpc={note.name}>
      {missingRpcText(note)}
      {note.href ? (
        <>
          {' '}
          <a href={note.href}>See {note.name}</a>
        </>
      ) : null}
    </p>
  );
}
