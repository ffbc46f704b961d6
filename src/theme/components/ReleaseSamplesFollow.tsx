/**
 * The code samples of a method page for the reader's release (src/site/history/release-samples.ts),
 * loaded on demand once "Your node" names a release of the daemon other than the page's
 * (ReleaseSamples.tsx): every sample clones that release's protos and, where that release
 * lacks request fields, gets the lines the generator wrote for it; a note says so, and names
 * the fields the page's minimal request sets that the release lacks.
 */
import { patchPieces } from '../../shared/line-patch.ts';
import { releaseSetHas } from '../../shared/release-set.ts';
import type { ReleaseSamplesGroup, ReleaseSamplesView } from '../../site/page-data.ts';
import type { ReaderSamples } from './ReleaseSamples.tsx';

function Names({ paths }: { paths: string[] }) {
  return (
    <>
      {paths.map((path, i) => (
        <span key={path}>
          {i === 0 ? '' : i === paths.length - 1 ? ' and ' : ', '}
          <code>{path}</code>
        </span>
      ))}
    </>
  );
}

function FollowNote({ tag, group, page }: { tag: string; group: ReleaseSamplesGroup | undefined; page: string }) {
  const stuck = group?.patches.some((p) => p.minimal === null || p.full === null || p.flag === null);
  return (
    <p className="release-samples" data-release-samples={tag}>
      {`These samples follow your ${tag}: they clone its protos`}
      {group ? (
        <>
          {' and leave out '}
          <Names paths={group.lacking} />
          {', which it lacks'}
        </>
      ) : null}
      .
      {group && group.minimal.length > 0 ? (
        <>
          {` The minimal request of ${page} sets `}
          <Names paths={group.minimal} />
          {`: ${tag} lacks ${group.minimal.length === 1 ? 'it' : 'them'}, so check what your release asks for instead.`}
        </>
      ) : null}
      {stuck ? ` Some samples are shown as for ${page}.` : null}
    </p>
  );
}

/** How the page's samples change for the reader's release `tag` (at `index` of the daemon's tags). */
export function readerSamples(releases: ReleaseSamplesView, tag: string, index: number): ReaderSamples {
  if (releases.rpc !== null && !releaseSetHas(releases.rpc, index))
    return {
      adapt: (template) => template,
      note: (
        <p className="release-samples" data-release-samples={tag}>
          {`This RPC is not in your ${tag}: these samples are for ${releases.tag}.`}
        </p>
      ),
    };
  const group = releases.groups.find((g) => releaseSetHas(g.has, index));
  const from = `--branch ${releases.tag} `;
  const to = `--branch ${tag} `;
  return {
    adapt: (template, sample, variant) => {
      const patch = group ? group.patches[sample]?.[variant] : [];
      if (!patch) return template; // this sample cannot follow: it stays as for the page's release
      const html = patch.length > 0 ? patchPieces(template.html, patch) : template.html;
      return { html: html.map((piece) => piece.split(from).join(to)), slots: template.slots };
    },
    note: <FollowNote tag={tag} group={group} page={releases.tag} />,
  };
}
