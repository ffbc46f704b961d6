/** A request or response message: heading with permalink, then its body (description, users, fields). */
import type { MessageView, RestRouteView } from '../../site/page-data.ts';
import { type FieldScope, MessageBody } from './FieldList.tsx';
import { MethodBadge } from './MethodBadge.tsx';
import { breakAfter } from './identifier-breaks.tsx';

const OTHERS = {
  body: 'fields in the JSON body',
  query: 'fields in the query string (nested ones as parent.child=...)',
} as const;

export function MessageSection({
  message,
  scope,
  kind,
}: {
  message: MessageView;
  scope: FieldScope;
  kind: 'request' | 'response';
}) {
  return (
    <section className="message" aria-labelledby={message.anchor}>
      <h3 id={message.anchor} className="anchor-heading">
        <span className="message__kind">{kind === 'request' ? 'Request' : 'Response'}</span>
        {` ${message.fullName}`}
        <a className="hash-link" href={`#${message.anchor}`} aria-label={`Direct link to ${message.fullName}`} />
      </h3>
      {kind === 'request' ? <RestSummary message={message} routes={scope.routes} /> : null}
      <MessageBody message={message} scope={scope} kind={kind} />
    </section>
  );
}

/** Where each REST route sends the request's fields; fields that go elsewhere say so themselves. */
function RestSummary({ message, routes }: { message: MessageView; routes: RestRouteView[] }) {
  const shown = routes.flatMap((route, index) => (route.others ? [{ route, index, others: route.others }] : []));
  if (shown.length === 0) return null;
  return (
    <ul className="rest-summary">
      {shown.map(({ route, index, others }) => (
        <li key={index}>
          <MethodBadge method={route.method} /> <code className="route-path">{breakAfter(route.path, '/')}</code>
          {`: ${OTHERS[others]}${message.fields.some((f) => f.rest.some((p) => p.route === index)) ? ', except where a field says otherwise' : ''}`}
        </li>
      ))}
    </ul>
  );
}
