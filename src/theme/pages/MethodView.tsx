/** One RPC: notices, description, source, gRPC, REST, code samples and message tables. */
import type { MethodPage } from '../../site/page-data.ts';
import { Admonition } from '../components/Admonition.tsx';
import { CodeSamples } from '../components/CodeSamples.tsx';
import { EnumTable } from '../components/EnumTable.tsx';
import { MessageTable } from '../components/MessageTable.tsx';
import { MethodBadge } from '../components/MethodBadge.tsx';
import { NotServedNotice, PermissionsSection } from '../components/PermissionsSection.tsx';
import { breakAfter } from '../components/identifier-breaks.tsx';

const STREAMING_NOTICE = {
  server: 'This is a server-streaming RPC',
  client: 'This is a client-streaming RPC',
  bidi: 'This is a bidirectional-streaming RPC',
} as const;

export function MethodView({ page }: { page: MethodPage }) {
  return (
    <>
      <h1>{page.title}</h1>
      {page.permissions ? <NotServedNotice permissions={page.permissions} /> : null}
      {page.deprecated ? (
        <Admonition type="danger">
          <p>This RPC is deprecated and may be removed in a future release.</p>
        </Admonition>
      ) : null}
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {page.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} /> : null}
      <p className="source-link">
        Source:{' '}
        <a href={page.source.href} target="_blank" rel="noopener noreferrer">
          {page.source.label}
        </a>
      </p>

      {page.permissions ? <PermissionsSection permissions={page.permissions} /> : null}

      <h2 id="grpc">gRPC</h2>
      {page.streaming !== 'unary' ? (
        <Admonition type="info">
          <p>{STREAMING_NOTICE[page.streaming]}</p>
        </Admonition>
      ) : null}
      <pre className="signature">
        <code>{page.signature}</code>
      </pre>

      {page.rest.length > 0 ? (
        <>
          <h2 id="rest">REST</h2>
          <div className="table-wrapper">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">HTTP Method</th>
                  <th scope="col">Path</th>
                </tr>
              </thead>
              <tbody>
                {page.rest.map((route) => (
                  <tr key={`${route.method} ${route.path}`}>
                    <td>
                      <MethodBadge method={route.method} />
                    </td>
                    <td>
                      <code>{breakAfter(route.path, '/')}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      <h2 id="code-samples">Code Samples</h2>
      <CodeSamples samples={page.samples} />

      <h2 id="messages">Messages</h2>
      <MessageTable message={page.request} kind="request" />
      {page.response.fullName !== page.request.fullName ? <MessageTable message={page.response} kind="response" /> : null}

      {page.nested.length > 0 ? (
        <>
          <h2 id="nested-messages">Nested Messages</h2>
          {page.nested.map((message) => (
            <MessageTable key={message.fullName} message={message} kind="nested" />
          ))}
        </>
      ) : null}

      {page.enums.length > 0 ? (
        <>
          <h2 id="enums">Enums</h2>
          {page.enums.map((e) => (
            <EnumTable key={e.fullName} model={e} />
          ))}
        </>
      ) : null}
    </>
  );
}
