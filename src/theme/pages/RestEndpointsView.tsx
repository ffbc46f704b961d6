/** Every REST route of a service: path (linked to the RPC page), HTTP method, RPC. */
import type { RestEndpointsPage } from '../../site/page-data.ts';
import { MethodBadge } from '../components/MethodBadge.tsx';
import { breakAfter } from '../components/identifier-breaks.tsx';

export function RestEndpointsView({ page }: { page: RestEndpointsPage }) {
  return (
    <>
      <h1>
        {page.service} {page.title}
      </h1>
      <p>
        {page.rows.length} routes. Send the macaroon in the <code>Grpc-Metadata-macaroon</code> header, hex encoded.
      </p>
      <div className="table-wrapper">
        <table className="table rest-table">
          <thead>
            <tr>
              <th scope="col">REST Path</th>
              <th scope="col">Method</th>
              <th scope="col">RPC</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={`${row.method} ${row.path}`}>
                <td>
                  <a href={row.href}>
                    <code>{breakAfter(row.path, '/')}</code>
                  </a>
                </td>
                <td>
                  <MethodBadge method={row.method} />
                </td>
                <td>
                  {row.rpc}
                  {row.deprecated ? <span className="badge badge--deprecated">deprecated</span> : null}
                  {row.notServedBy ? <span className="badge badge--deprecated">not served by {row.notServedBy}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
