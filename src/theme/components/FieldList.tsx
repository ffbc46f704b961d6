/**
 * A message's fields as a list a reader scans at a glance: name, type and badges on one line,
 * the REST JSON form where it differs from the gRPC type, the description below at full
 * width. Oneof members are grouped ("exactly one of"), deprecated fields fold away at the
 * end, and the message a field holds opens in place in a native <details> (no JavaScript
 * needed) at the one field where the page shows it; other fields link to it. Every field
 * keeps its permalink anchor (#<message>-<field>), and the browser opens the <details>
 * around an anchor it is sent to.
 */
import { ReleaseBadges, markAttributes } from './ReleaseBadge.tsx';
import { BytesHelp } from './BytesHelp.tsx';
import type { FieldView, MessageView, RestRouteView } from '../../site/page-data.ts';
import { placementText } from '../../site/placement-text.ts';
import { type FieldGroup, fieldLayout } from '../../shared/field-layout.ts';
import { Badges } from './Badges.tsx';
import { FieldRules } from './FieldRules.tsx';
import { breakAfter } from './identifier-breaks.tsx';
import { TypeName } from './TypeName.tsx';
import { UsedBy } from './UsedBy.tsx';

/** What fields need from their page: the nested messages to open in place, and the REST routes. */
export interface FieldScope {
  nested: ReadonlyMap<string, MessageView>;
  routes: RestRouteView[];
  /** The page's daemon, for the version marks of rows not in every release. */
  daemonId?: string;
}

const EMPTY = {
  request: 'This request has no fields.',
  response: 'This response has no fields.',
  nested: 'This message has no fields.',
};

/** A message's description, users and fields (the body of its section or of its in-place <details>). */
export function MessageBody({
  message,
  scope,
  kind,
}: {
  message: MessageView;
  scope: FieldScope;
  kind: keyof typeof EMPTY;
}) {
  return (
    <>
      <Badges badges={message.badges} />
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {message.descriptionHtml ? (
        <div className="markdown" dangerouslySetInnerHTML={{ __html: message.descriptionHtml }} />
      ) : null}
      <UsedBy links={message.usedBy} />
      {message.fields.length === 0 ? (
        <p className="message__empty">{EMPTY[kind]}</p>
      ) : (
        <FieldList message={message} scope={scope} />
      )}
    </>
  );
}

function FieldList({ message, scope }: { message: MessageView; scope: FieldScope }) {
  const { groups, deprecated } = fieldLayout(message.fields);
  return (
    <>
      {groups.length > 0 ? (
        <ul className="fields">
          {groups.map((group) =>
            group.oneof === null ? (
              <Field key={group.fields[0]!.name} field={group.fields[0]!} scope={scope} />
            ) : (
              <Oneof key={`oneof ${group.oneof}`} group={group} scope={scope} />
            ),
          )}
        </ul>
      ) : null}
      {deprecated.length > 0 ? (
        <details className="fields__deprecated">
          <summary>{`${deprecated.length} deprecated ${deprecated.length === 1 ? 'field' : 'fields'}`}</summary>
          <ul className="fields">
            {deprecated.map((field) => (
              <Field key={field.name} field={field} scope={scope} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function Oneof({ group, scope }: { group: FieldGroup<FieldView>; scope: FieldScope }) {
  return (
    <li className="fields__oneof">
      <p className="fields__oneof-title">
        Exactly one of <span>{`(oneof ${group.oneof})`}</span>
      </p>
      <ul className="fields">
        {group.fields.map((field) => (
          <Field key={field.name} field={field} scope={scope} />
        ))}
      </ul>
    </li>
  );
}

function Field({ field, scope }: { field: FieldView; scope: FieldScope }) {
  const nested = field.expands ? scope.nested.get(field.grpcType.name) : undefined;
  // One flex line: name, type, badges, JSON form; the rest wraps below at full width
  // (fields.css). Few wrappers and classes: a method page lists hundreds of fields.
  return (
    <li
      id={field.anchor}
      className={field.deprecated ? 'field--deprecated' : undefined}
      {...markAttributes(scope.daemonId ?? '', field.mark)}
    >
      <a href={`#${field.anchor}`}>{breakAfter(field.name, '_')}</a>
      <TypeName type={field.grpcType} />
      {field.deprecated ? <span className="badge badge--deprecated">deprecated</span> : null}
      {/* A deprecated oneof member is listed apart from its group: say which it belongs to. */}
      {field.deprecated && field.oneof ? <span className="badge">{`oneof ${field.oneof}`}</span> : null}
      <Badges badges={field.badges} />
      <ReleaseBadges notes={field.notes} />
      {field.json ? (
        <span className="field__json">
          JSON <code>{field.json.type}</code>
          {` (${field.json.note})`}
        </span>
      ) : null}
      {field.grpcType.name === 'bytes' && !field.grpcType.href ? <BytesHelp /> : null}
      {field.rules ? <FieldRules rules={field.rules} /> : null}
      {field.rest.map((placement) => (
        <p key={placement.route} className="field__rest">
          {placementText(placement, scope.routes)}
        </p>
      ))}
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {field.descriptionHtml ? (
        <div className="markdown" dangerouslySetInnerHTML={{ __html: field.descriptionHtml }} />
      ) : null}
      {nested ? (
        <details className="nested">
          <summary>
            {`${nested.fullName} `}
            <span>{`(${nested.fields.length} ${nested.fields.length === 1 ? 'field' : 'fields'})`}</span>
          </summary>
          <div className="nested__body" id={nested.anchor}>
            <MessageBody message={nested} scope={scope} kind="nested" />
          </div>
        </details>
      ) : null}
    </li>
  );
}
