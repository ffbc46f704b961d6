/** An enum: its values with numbers and permalinks, deprecated values and aliases marked. */
import { ReleaseBadges, markAttributes } from './ReleaseBadge.tsx';
import type { EnumView } from '../../site/page-data.ts';
import { Badges } from './Badges.tsx';
import { UsedBy } from './UsedBy.tsx';
import { breakAfter } from './identifier-breaks.tsx';

export function EnumSection({ model, daemonId }: { model: EnumView; daemonId?: string }) {
  return (
    <section className="enum" aria-labelledby={model.anchor}>
      <h3 id={model.anchor} className="anchor-heading">
        {model.fullName}
        <a className="hash-link" href={`#${model.anchor}`} aria-label={`Direct link to ${model.fullName}`} />
      </h3>
      <Badges badges={model.badges} />
      {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
      {model.descriptionHtml ? (
        <div className="markdown" dangerouslySetInnerHTML={{ __html: model.descriptionHtml }} />
      ) : null}
      <UsedBy links={model.usedBy} />
      <ul className="fields">
        {model.values.map((value) => (
          <li
            key={value.name}
            id={value.anchor}
            className={value.deprecated ? 'field--deprecated' : undefined}
            {...markAttributes(daemonId ?? '', value.mark)}
          >
            <a href={`#${value.anchor}`}>{breakAfter(value.name, '_')}</a>
            <code>{`= ${value.number}`}</code>
            {value.aliasOf ? <span className="badge">{`alias of ${value.aliasOf}`}</span> : null}
            {value.deprecated ? <span className="badge badge--deprecated">deprecated</span> : null}
            <Badges badges={value.badges} />
            <ReleaseBadges notes={value.notes} />
            {/* Safe HTML: proto comment rendered as markdown with raw HTML disabled. */}
            {value.descriptionHtml ? (
              <div className="markdown" dangerouslySetInnerHTML={{ __html: value.descriptionHtml }} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
