/**
 * Every REST route of a service: HTTP method, path (linked to the RPC page) and RPC. A list
 * laid out as a grid: one row per route on wide screens; on a phone each route stacks, the
 * method and RPC above the path at full width. A route not in every release carries its
 * release set on its link, for the reader's version marks.
 */
import type { RestEndpointsPage } from '../../site/page-data.ts';
import { MethodBadge } from '../components/MethodBadge.tsx';
import { markAttributes } from '../components/ReleaseBadge.tsx';
import { breakAfter } from '../components/identifier-breaks.tsx';

export function RestEndpointsView({ page }: { page: RestEndpointsPage }) {
  return (
    <>
      <h1>
        {page.service} {page.title}
      </h1>
      <p>
        {`${page.rows.length} ${page.rows.length === 1 ? 'route' : 'routes'}. `}Send the macaroon in the{' '}
        <code>Grpc-Metadata-macaroon</code> header, hex encoded.
        {page.openApi ? (
          <>
            {' '}
            For REST clients and code generators: the <a href={page.openApi.href}>{page.openApi.label}</a> (every route,
            its parameters, permissions and streaming).
          </>
        ) : null}
      </p>
      <ul className="rest-endpoints">
        {page.rows.map((row) => (
          <li key={`${row.method} ${row.path}`} className="rest-endpoints__route">
            <MethodBadge method={row.method} />
            <a
              className="rest-endpoints__path"
              href={row.href}
              {...(row.mark ? markAttributes(row.mark.daemon, row.mark) : {})}
            >
              <code>{breakAfter(row.path, '/')}</code>
            </a>
            <span className="rest-endpoints__rpc">
              {row.rpc}
              {row.deprecated ? <span className="badge badge--deprecated">deprecated</span> : null}
              {row.notServedBy ? (
                <span className="badge badge--deprecated">not served by {row.notServedBy}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
