/** A daemon's overview: intro, how to connect, sub-services, upstream files and version. */
import type { ServiceIndexPage } from '../../site/page-data.ts';
import { connectionValues } from '../../shared/node-settings.ts';
import { Cards } from '../components/Cards.tsx';
import { ExternalIcon } from '../components/ExternalIcon.tsx';
import { YourNodePanel } from '../components/YourNodePanel.tsx';
import { breakAfter, keepVersions } from '../components/identifier-breaks.tsx';
import { useNodeSettings } from '../node-settings-store.ts';

export function ServiceIndexView({ page }: { page: ServiceIndexPage }) {
  const { connection: node, version } = page;
  const c = connectionValues(useNodeSettings(), node.daemon, node.litd, node.daemon.defaultMacaroon);
  return (
    <>
      <h1>{page.title}</h1>
      {/* Safe HTML: content markdown rendered with raw HTML disabled. */}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.introHtml }} />
      <p className="version-note">
        This reference documents <strong>{version.tag}</strong> (commit{' '}
        <a href={version.url} target="_blank" rel="noopener noreferrer">
          <code>{version.commit.slice(0, 12)}</code>
        </a>
        ).
        {page.changes ? (
          <>
            {' '}
            <a href={page.changes.href}>{page.changes.label}</a>.
          </>
        ) : null}{' '}
        The API history starts at <code>{keepVersions(page.history.first)}</code>. Pages mark what came later with an
        &ldquo;Added in&rdquo; note; what <code>{keepVersions(page.history.first)}</code> already had carries none.{' '}
        <a href={page.history.timeline.href}>{page.history.timeline.label}</a>.
      </p>

      <h2 id="connecting">Connecting</h2>
      <YourNodePanel node={node} />
      <div className="table-wrapper">
        <table className="table">
          <tbody>
            <tr>
              <th scope="row">gRPC</th>
              <td>
                <code>{c.grpcHost}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">REST</th>
              <td>
                <code>https://{c.restHost}</code> — <a href={page.restEndpoints.href}>{page.restEndpoints.label}</a>
                {page.openApi ? (
                  <>
                    {', '}
                    <a href={page.openApi.href}>{page.openApi.label}</a>
                  </>
                ) : null}
              </td>
            </tr>
            <tr>
              <th scope="row">TLS certificate</th>
              <td>
                <code>{c.tlsCertPath}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">Macaroon</th>
              <td>
                <code>{c.macaroonPath}</code>
                {page.permissions ? (
                  <>
                    {' '}
                    — <a href={page.permissions.href}>{page.permissions.label}</a>
                  </>
                ) : null}
              </td>
            </tr>
            <tr>
              <th scope="row">Command line</th>
              <td>
                <code>
                  {node.daemon.cli}
                  {c.cliFlags}
                </code>{' '}
                (talks to <code>{c.throughLitd ? 'litd' : node.daemon.daemon}</code>)
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Paths use <code>{node.daemon.dirVariable}</code> for the daemon&apos;s data folder until you set yours under
        &ldquo;Your node&rdquo;, which also sets the host, ports and network of every code sample. Every request carries
        the macaroon, hex encoded, as the <code>macaroon</code> gRPC metadata or the <code>Grpc-Metadata-macaroon</code>{' '}
        HTTP header, over TLS with the daemon&apos;s certificate.
      </p>

      <h2 id="sub-services">Sub-services</h2>
      <Cards cards={page.subServices} headingLevel={3} />

      <h2 id="upstream-sources">Upstream sources</h2>
      <p>
        Generated from the <code>.proto</code> files of{' '}
        <a href={page.repo.href} target="_blank" rel="noopener noreferrer">
          {page.repo.label}
          <ExternalIcon />
        </a>{' '}
        at {version.tag}:
      </p>
      <ul className="proto-files">
        {page.protoFiles.map((file) => (
          <li key={file.href}>
            <a href={file.href} target="_blank" rel="noopener noreferrer">
              {/* A long path wraps after a "/", never inside a file name (watchtower.prot o). */}
              <code>{breakAfter(file.label, '/')}</code>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href={page.documentationGaps.href}>Documentation gaps</a>:{' '}
        {page.documentationGaps.count === 0
          ? 'none found in these sources.'
          : `${page.documentationGaps.count} ${page.documentationGaps.count === 1 ? 'thing' : 'things'} these sources leave undocumented or get wrong, for their maintainers.`}
      </p>
    </>
  );
}
