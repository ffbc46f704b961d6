/**
 * The page at the URL an RPC had before the newest release removed it: bookmarks, links
 * from the changes pages and URLs in people's code comments get an answer, not a bare 404.
 */
import { releaseSetHas } from '../../shared/release-set.ts';
import type { RemovedRpcPage } from '../../site/page-data.ts';
import { Admonition } from '../components/Admonition.tsx';
import { ReplacementSection } from '../components/ReplacementSection.tsx';
import { useSite } from '../contexts.tsx';
import { useNodeSettings } from '../node-settings-store.ts';

export function RemovedRpcView({ page }: { page: RemovedRpcPage }) {
  return (
    <>
      <h1>{page.title}</h1>
      <Admonition type="info">
        <p>
          <code>{page.fullName}</code> is not in {page.daemon} <code>{page.newestTag}</code>
          {page.removedIn ? (
            <>
              : it was removed in{' '}
              {page.removedIn.href ? (
                <a href={page.removedIn.href}>
                  <code>{page.removedIn.label}</code>
                </a>
              ) : (
                <code>{page.removedIn.label}</code>
              )}
            </>
          ) : null}
          .
        </p>
      </Admonition>
      <p>
        The newest release that has it is{' '}
        {page.lastWith.href ? (
          <a href={page.lastWith.href}>
            <code>{page.lastWith.label}</code>
          </a>
        ) : (
          <code>{page.lastWith.label}</code>
        )}
        . Every release and its changes: <a href={page.timeline.href}>{page.timeline.label}</a>.
      </p>
      <ReaderStillHas page={page} />
      {page.replacement ? (
        <section aria-labelledby="replacement">
          <h2 id="replacement">What replaces it</h2>
          <ReplacementSection replacement={page.replacement} id="replacement" />
        </section>
      ) : null}
    </>
  );
}

/**
 * When the release the reader set in "Your node" still has the RPC: says so and links the
 * last release that has it. Client-side only (the server and hydration render nothing).
 */
function ReaderStillHas({ page }: { page: RemovedRpcPage }) {
  const reader = useNodeSettings().versions[page.daemonId];
  const tags = useSite().history?.[page.daemonId]?.tags ?? [];
  const index = reader ? tags.indexOf(reader) : -1;
  if (!reader || index < 0 || !releaseSetHas(page.has, index)) return null;
  return (
    <p className="removed__reader" data-reader-has={reader}>
      Your node runs <code>{reader}</code>, which still has <code>{page.title}</code>: see it in{' '}
      {page.lastWith.href ? (
        <a href={page.lastWith.href}>
          <code>{page.lastWith.label}</code>
        </a>
      ) : (
        <code>{page.lastWith.label}</code>
      )}
      , and move to its replacement before upgrading past it.
    </p>
  );
}
