/**
 * What a developer needs first about an RPC, stated plainly under its name: request and
 * response types (linked to their fields; "stream of" where a side streams), the streaming
 * kind, every REST route with its HTTP method, the gRPC signature and the source file.
 */
import { ReleaseBadges, markAttributes } from './ReleaseBadge.tsx';
import type { MethodPage } from '../../site/page-data.ts';
import { MethodBadge } from './MethodBadge.tsx';
import { breakAfter } from './identifier-breaks.tsx';

const STREAMING = {
  unary: 'Unary: one request, one response',
  server: 'Server streaming: one request, a stream of responses',
  client: 'Client streaming: a stream of requests, one response',
  bidi: 'Bidirectional streaming: streams of requests and responses',
} as const;

export function MethodHeader({ page }: { page: MethodPage }) {
  const streams = (side: 'client' | 'server') => page.streaming === 'bidi' || page.streaming === side;
  const typeLink = (message: MethodPage['request'], streamed: boolean) => (
    <>
      {streamed ? 'stream of ' : null}
      <a href={`#${message.anchor}`}>
        <code>{breakAfter(message.fullName, '.')}</code>
      </a>
    </>
  );
  return (
    <dl className="method-facts">
      <div className="method-facts__row">
        <dt>Request</dt>
        <dd>{typeLink(page.request, streams('client'))}</dd>
      </div>
      <div className="method-facts__row">
        <dt>Response</dt>
        <dd>{typeLink(page.response, streams('server'))}</dd>
      </div>
      <div className="method-facts__row">
        <dt>Streaming</dt>
        <dd>{STREAMING[page.streaming]}</dd>
      </div>
      <div className="method-facts__row">
        <dt>REST</dt>
        <dd>
          {page.rest.length === 0 ? (
            'No REST route: call it over gRPC.'
          ) : (
            <ul className="method-facts__routes">
              {page.rest.map((route) => (
                <li key={`${route.method} ${route.path}`} {...markAttributes(page.history.daemonId, route.mark)}>
                  <MethodBadge method={route.method} />{' '}
                  <code className="route-path">{breakAfter(route.path, '/')}</code>{' '}
                  <ReleaseBadges notes={route.notes} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <div className="method-facts__row">
        <dt>gRPC</dt>
        <dd>
          <code className="signature">{page.signature}</code>
        </dd>
      </div>
      <div className="method-facts__row">
        <dt>Source</dt>
        <dd>
          <a href={page.source.href} target="_blank" rel="noopener noreferrer">
            {page.source.label}
          </a>
        </dd>
      </div>
    </dl>
  );
}
