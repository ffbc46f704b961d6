/**
 * The page at the URL an RPC had before the newest release removed it: bookmarks, links
 * from the changes pages and URLs in people's code comments get an answer, not a bare 404.
 */
import type { RemovedRpcPage } from '../../site/page-data.ts';
import { Admonition } from '../components/Admonition.tsx';

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
    </>
  );
}
