/**
 * The static parts of a method page (see static-parts.tsx): everything but the title and
 * the code samples. No state, no effects, no handlers: rendered on the server, and on the
 * client only when a method page is shown by navigation.
 */
import { markdownPathOf } from '../../site/urls.ts';
import { CopyMarkdown } from '../components/CopyMarkdown.tsx';
import type { MethodPage } from '../../site/page-data.ts';
import { Admonition } from '../components/Admonition.tsx';
import { Badges } from '../components/Badges.tsx';
import { EnumSection } from '../components/EnumSection.tsx';
import type { FieldScope } from '../components/FieldList.tsx';
import { MessageSection } from '../components/MessageSection.tsx';
import { MethodHeader } from '../components/MethodHeader.tsx';
import { NotServedNotice, PermissionsSection } from '../components/PermissionsSection.tsx';
import { ReleaseBadge } from '../components/ReleaseBadge.tsx';

/** Badges, notices, the facts, the description and the permissions: what precedes the code samples. */
export function MethodFacts({ page }: { page: MethodPage }) {
  return (
    <>
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
      <CopyMarkdown href={markdownPathOf(page.path)} />
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {page.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} /> : null}
      {page.permissions ? <PermissionsSection permissions={page.permissions} /> : null}
    </>
  );
}

/** The request and response messages with their nested messages, then the enums. */
export function MethodTypes({ page }: { page: MethodPage }) {
  const scope: FieldScope = { nested: new Map(page.nested.map((m) => [m.fullName, m])), routes: page.rest };
  return (
    <>
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
