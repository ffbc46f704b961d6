/** One RPC: header facts, notices, description, code samples, then its messages and enums. */
import type { MethodPage } from '../../site/page-data.ts';
import { Admonition } from '../components/Admonition.tsx';
import { Badges } from '../components/Badges.tsx';
import { CodeSamples } from '../components/CodeSamples.tsx';
import { EnumSection } from '../components/EnumSection.tsx';
import type { FieldScope } from '../components/FieldList.tsx';
import { MessageSection } from '../components/MessageSection.tsx';
import { MethodHeader } from '../components/MethodHeader.tsx';
import { NotServedNotice, PermissionsSection } from '../components/PermissionsSection.tsx';
import { ReleaseBadge } from '../components/ReleaseBadge.tsx';

export function MethodView({ page }: { page: MethodPage }) {
  const scope: FieldScope = { nested: new Map(page.nested.map((m) => [m.fullName, m])), routes: page.rest };
  return (
    <>
      <h1>{page.title}</h1>
      <Badges badges={page.badges} />
      {page.releaseNote ? (
        <p className="release-note">
          <ReleaseBadge note={page.releaseNote} />
        </p>
      ) : null}
      {page.permissions ? <NotServedNotice permissions={page.permissions} /> : null}
      {page.deprecated ? (
        <Admonition type="danger">
          <p>This RPC is deprecated and may be removed in a future release.</p>
        </Admonition>
      ) : null}
      <MethodHeader page={page} />
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {page.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} /> : null}
      {page.permissions ? <PermissionsSection permissions={page.permissions} /> : null}


      <h2 id="code-samples">Code Samples</h2>
      <CodeSamples samples={page.samples} />

      <h2 id="messages">Messages</h2>
      <MessageSection message={page.request} scope={scope} kind="request" />
      {page.response.fullName !== page.request.fullName ? <MessageSection message={page.response} scope={scope} kind="response" /> : null}

      {page.enums.length > 0 ? (
        <>
          <h2 id="enums">Enums</h2>
          {page.enums.map((e) => (
            <EnumSection key={e.fullName} model={e} />
          ))}
        </>
      ) : null}
    </>
  );
}
