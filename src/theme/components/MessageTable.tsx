/**
 * A message's fields: Field | gRPC Type | REST Type (| REST Placement for requests). Every
 * message and field has a permalink anchor; deprecated fields are marked.
 */
import type { MessageView } from '../../site/page-data.ts';
import { BytesHelp } from './BytesHelp.tsx';
import { breakAfter } from './identifier-breaks.tsx';
import { TypeCell } from './TypeCell.tsx';

const EMPTY = { request: 'This request has no parameters.', response: 'This response has no parameters.', nested: 'This message has no parameters.' };

export function MessageTable({ message, kind }: { message: MessageView; kind: 'request' | 'response' | 'nested' }) {
  const withPlacement = kind === 'request' && message.fields.some((f) => f.placement !== null);
  return (
    <section className="message" aria-labelledby={message.anchor}>
      <h3 id={message.anchor} className="anchor-heading">
        {message.fullName}
        <a className="hash-link" href={`#${message.anchor}`} aria-label={`Direct link to ${message.fullName}`} />
      </h3>
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {message.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: message.descriptionHtml }} /> : null}
      {message.fields.length === 0 ? (
        <p className="message__empty">{EMPTY[kind]}</p>
      ) : (
        <div className="table-wrapper">
          <table className="table fields">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">gRPC Type</th>
                <th scope="col">REST Type</th>
                {withPlacement ? <th scope="col">REST Placement</th> : null}
              </tr>
            </thead>
            <tbody>
              {message.fields.map((field) => (
                <tr key={field.name} id={field.anchor} className={field.deprecated ? 'fields__row fields__row--deprecated' : 'fields__row'}>
                  <td className="fields__name">
                    <a className="fields__permalink" href={`#${field.anchor}`} aria-label={`Direct link to ${message.fullName}.${field.name}`}>
                      <code>{breakAfter(field.name, '_')}</code>
                    </a>
                    {field.deprecated ? <span className="badge badge--deprecated">deprecated</span> : null}
                    {field.oneof ? <span className="badge">oneof {field.oneof}</span> : null}
                    {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
                    {field.descriptionHtml ? <div className="fields__description markdown" dangerouslySetInnerHTML={{ __html: field.descriptionHtml }} /> : null}
                  </td>
                  <td>
                    <TypeCell type={field.grpcType} />
                    {field.grpcType.name === 'bytes' ? <BytesHelp placement={field.placement} /> : null}
                  </td>
                  <td>
                    <code>{field.restType}</code>
                  </td>
                  {withPlacement ? <td>{field.placement ? <code>{field.placement}</code> : null}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
