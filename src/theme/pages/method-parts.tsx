/**
 * The static parts of a method page (see static-parts.tsx): everything but the title and
 * the code samples. No state, no effects, no handlers: rendered on the server, and on the
 * client only when a method page is shown by navigation.
 */
import { Fragment } from 'react';
import { markdownPathOf } from '../../site/urls.ts';
import { CopyMarkdown } from '../components/CopyMarkdown.tsx';
import type { ErrorView, LayerErrorGroup, MethodPage } from '../../site/page-data.ts';
import { Admonition } from '../components/Admonition.tsx';
import { Badges } from '../components/Badges.tsx';
import { EnumSection } from '../components/EnumSection.tsx';
import type { FieldScope } from '../components/FieldList.tsx';
import { MessageSection } from '../components/MessageSection.tsx';
import { MethodHeader } from '../components/MethodHeader.tsx';
import { NotServedNotice, PermissionsSection } from '../components/PermissionsSection.tsx';
import { ReleaseBadges, markAttributes } from '../components/ReleaseBadge.tsx';
import { VersionSummary } from '../components/VersionSummary.tsx';

/** Badges, notices, the facts, the description and the permissions: what precedes the code samples. */
export function MethodFacts({ page }: { page: MethodPage }) {
  return (
    <>
      <Badges badges={page.badges} />
      {page.notes.length > 0 || page.history.rpc ? (
        <p
          className="release-note"
          {...markAttributes(page.history.daemonId, page.history.rpc)}
          {...(page.history.rpc ? { 'data-subject': 'This RPC' } : {})}
        >
          <ReleaseBadges notes={page.notes} />
        </p>
      ) : null}
      <VersionSummary daemonId={page.history.daemonId} summary={page.history.summary} />
      <RemovedInRelease page={page} />
      {page.permissions ? <NotServedNotice permissions={page.permissions} /> : null}
      {page.deprecated ? (
        <Admonition type="danger">
          <p>This RPC is deprecated and may be removed in a future release.</p>
        </Admonition>
      ) : null}
      <MethodHeader page={page} />
      <CopyMarkdown href={markdownPathOf(page.path)} />
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {page.descriptionHtml ? (
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
      ) : null}
      {page.permissions ? <PermissionsSection permissions={page.permissions} /> : null}
    </>
  );
}

/** The request and response messages with their nested messages, then the enums. */
export function MethodTypes({ page }: { page: MethodPage }) {
  const scope: FieldScope = {
    nested: new Map(page.nested.map((m) => [m.fullName, m])),
    routes: page.rest,
    daemonId: page.history.daemonId,
  };
  return (
    <>
      <h2 id="messages">Messages</h2>
      <MessageSection message={page.request} scope={scope} kind="request" />
      {page.response.fullName !== page.request.fullName ? (
        <MessageSection message={page.response} scope={scope} kind="response" />
      ) : null}
      {page.enums.length > 0 ? (
        <>
          <h2 id="enums">Enums</h2>
          {page.enums.map((e) => (
            <EnumSection key={e.fullName} model={e} daemonId={page.history.daemonId} />
          ))}
        </>
      ) : null}
      {page.errors || page.errorsNote || page.layerErrors ? (
        <ErrorsSection errors={page.errors ?? []} note={page.errorsNote ?? null} layers={page.layerErrors ?? []} />
      ) : null}
    </>
  );
}

/** Text with `backticked` parts (request field names in a condition) shown as code. */
function CodeSpans({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

/** Lists longer than this start folded: the section sits last, but a long list would bury the page's end. */
const OPEN_ERRORS = 8;

/**
 * The errors the RPC's handler returns, read from the daemon's Go source: each message with its
 * gRPC code, the request condition when known, the helper that writes it and its source line;
 * or the sentence saying why there are none.
 */
function ErrorsSection({
  errors,
  note,
  layers,
}: {
  errors: ErrorView[];
  note: string | null;
  layers: LayerErrorGroup[];
}) {
  const list = (
    <ul className="errors-list">
      {errors.map((e) => (
        <li key={e.anchor} id={e.anchor}>
          {e.catalogue ? (
            <a href={e.catalogue}>
              <code>{e.message}</code>
            </a>
          ) : (
            <code>{e.message}</code>
          )}{' '}
          <span className="errors-code">{`${e.code.name} (${e.code.number})`}</span>
          {e.condition ? (
            <span className="errors-detail">
              {', '}
              <CodeSpans text={e.condition} />
            </span>
          ) : null}
          {e.via.length > 0 ? (
            <span className="errors-detail">
              {', via '}
              <code>{e.via.map((v) => `${v}()`).join(' → ')}</code>
            </span>
          ) : null}{' '}
          <a className="errors-source" href={e.source.href}>
            {e.source.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <h2 id="errors">Errors</h2>
      {errors.length === 0 ? (
        note ? (
          <p>
            <CodeSpans text={note} />
          </p>
        ) : null
      ) : (
        <p>
          Errors this RPC's handler returns, read from the daemon's Go source, with the gRPC status code the daemon
          answers with (<code>…</code> is a value filled in at run time).
        </p>
      )}
      {errors.length > OPEN_ERRORS ? (
        // One fold for both lists when the handler's is folded: the section stays one line tall.
        <details className="errors-fold">
          <summary>
            {layers.length > 0 ? `${errors.length} errors; ${layerSummary(layers)}` : `${errors.length} errors`}
          </summary>
          {list}
          <LayerErrorList groups={layers} />
        </details>
      ) : (
        <>
          {errors.length > 0 ? list : null}
          <LayerErrors groups={layers} />
        </>
      )}
    </>
  );
}

/** "59 errors the daemon can answer before the handler runs". */
function layerSummary(groups: LayerErrorGroup[]): string {
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  return `${count} ${count === 1 ? 'error' : 'errors'} the daemon can answer before the handler runs`;
}

/** The catalogue entries of the layers in front of the handler that name this RPC, folded: they are the same on many pages. */
function LayerErrors({ groups }: { groups: LayerErrorGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <details className="errors-fold">
      <summary>{layerSummary(groups)}</summary>
      <LayerErrorList groups={groups} />
    </details>
  );
}

/** The layers' entries by origin, each linked to its catalogue page. */
function LayerErrorList({ groups }: { groups: LayerErrorGroup[] }) {
  return (
    <>
      {groups.map((g) => (
        <Fragment key={g.origin}>
          <p>{g.title}</p>
          <ul className="errors-list">
            {g.entries.map((e) => (
              <li key={e.href}>
                <a href={e.href}>
                  <code>{e.template}</code>
                </a>{' '}
                <span className="errors-code">{`${e.code.name} (${e.code.number})`}</span>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </>
  );
}

/**
 * What other releases have and this page's release removed (fields, enum values, REST
 * bindings), hidden until the reader's release is set and has some of them: the version
 * marks (src/client/version-marks.ts) show the list and the items the reader's release has.
 */
function RemovedInRelease({ page }: { page: MethodPage }) {
  const { removed, daemonId } = page.history;
  if (removed.length === 0 || !page.release) return null;
  return (
    <div className="version-removed" data-version-removed="" hidden>
      <p>Your release has what {page.release.tag} removed:</p>
      <ul>
        {removed.map((element) => (
          <li key={element.label} data-has={element.has} data-daemon={daemonId} hidden>
            <code>{element.label}</code>
            {element.removedIn ? ` (removed in ${element.removedIn})` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
