/**
 * A release's Documentation gaps: what its upstream sources leave undocumented or get
 * wrong, one section per kind, each finding with the RPC's page and the upstream file and
 * line where the daemon's maintainers can fix it.
 */
import type { DocumentationGapGroupView, DocumentationGapsPage } from '../../site/page-data.ts';
import { ExternalIcon } from '../components/ExternalIcon.tsx';
import { breakAfter, breakCamelCase } from '../components/identifier-breaks.tsx';

function GapGroup({ group }: { group: DocumentationGapGroupView }) {
  const withCommand = group.findings.some((f) => f.namedCommand !== null);
  return (
    <section>
      <h2 id={group.id}>{group.title}</h2>
      <p>{group.explanation}</p>
      <div className="table-wrapper">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">RPC</th>
              {withCommand ? <th scope="col">Command named</th> : null}
              <th scope="col">Upstream source</th>
            </tr>
          </thead>
          <tbody>
            {group.findings.map((finding) => (
              <tr key={finding.rpc.href}>
                <td>
                  <a href={finding.rpc.href}>{breakCamelCase(finding.rpc.label)}</a>
                </td>
                {withCommand ? <td>{finding.namedCommand ? <code>{finding.namedCommand}</code> : null}</td> : null}
                <td>
                  <a href={finding.source.href} target="_blank" rel="noopener noreferrer">
                    <code>{breakAfter(finding.source.label, '/')}</code>
                    <ExternalIcon />
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function DocumentationGapsView({ page }: { page: DocumentationGapsPage }) {
  return (
    <>
      <h1>
        {page.daemon} {page.title}
      </h1>
      <p>
        What the upstream sources of {page.daemon} {page.tag} leave undocumented or get wrong, found while this
        reference was built from them: the pages of these RPCs say less than they could. Only the maintainers of{' '}
        <a href={page.repo.href} target="_blank" rel="noopener noreferrer">
          {page.repo.label}
          <ExternalIcon />
        </a>{' '}
        can fix them, at the file and line given.
      </p>
      {page.total === 0 ? (
        <p>
          None found: every documented RPC has a comment, every CLI command a comment names exists, and every RPC the
          daemon serves has a macaroon permission entry (where its permission tables are known).
        </p>
      ) : (
        <p>{`${page.total} ${page.total === 1 ? 'finding' : 'findings'}.`}</p>
      )}
      {page.groups.map((group) => (
        <GapGroup key={group.id} group={group} />
      ))}
    </>
  );
}
