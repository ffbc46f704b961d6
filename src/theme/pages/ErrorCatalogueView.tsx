/**
 * A daemon's error catalogue: every entry grouped by origin, with its gRPC code and how
 * many RPCs return it (each entry's page is ErrorEntryView.tsx). The texts are the daemons'
 * and libraries' own: rendered as text, never as HTML.
 */
import type { ErrorCataloguePage } from '../../site/page-data.ts';

export function ErrorCatalogueView({ page }: { page: ErrorCataloguePage }) {
  return (
    <>
      <h1>
        {page.daemon} {page.title}
      </h1>
      <p>
        {`The ${page.total} errors ${page.daemon} ${page.tag} can answer with, each with its causes and fixes: `}
        the messages its RPC handlers return (<code>…</code> is a value filled in at run time) and the answers of the
        layers every call passes through. For code: <a href={page.json.href}>{page.json.label}</a> holds every entry
        with a pattern that matches the pasted text (schema: <a href={page.schema.href}>{page.schema.label}</a>).
      </p>
      {page.groups.map((group) => (
        <section key={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          <p>{group.summary}</p>
          <div className="table-wrapper">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Error</th>
                  <th scope="col">gRPC code</th>
                  <th scope="col">RPCs</th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.href}>
                    <td>
                      <a href={row.href}>
                        <code>{row.template}</code>
                      </a>
                    </td>
                    <td>{`${row.code} (${row.codeNumber})`}</td>
                    <td>{row.rpcCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
