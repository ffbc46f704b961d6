/**
 * A daemon's generated API changes between two releases: counts, then the changes by
 * severity (breaking first) and section, every entry linked to where it can be seen.
 */
import type { TextPart } from '../../diff/describe-change.ts';
import type { ApiChangesPage, ChangeEntryView, MaybeLink } from '../../site/page-data.ts';
import { keepVersions } from '../components/identifier-breaks.tsx';

/** Affected-RPC lists longer than this fold into a <details> (works without JavaScript). */
const INLINE_AFFECTS = 6;

export function ApiChangesView({ page }: { page: ApiChangesPage }) {
  return (
    <>
      <h1>{keepVersions(page.title)}</h1>
      <p className="changes__releases">
        {page.daemon} <MaybeLinked link={page.to} code /> compared with <MaybeLinked link={page.from} code />, generated
        from the protos and REST rules of both releases.
        {page.upgrading ? (
          <>
            {' '}
            What breaks and what replaces it: <a href={page.upgrading.href}>{keepVersions(page.upgrading.label)}</a>.
          </>
        ) : null}
      </p>
      {page.total === 0 ? (
        <p className="changes__none">No API changes.</p>
      ) : (
        <ul className="changes__counts" aria-label="Changes by severity">
          {page.counts.map((c) => (
            <li
              key={c.severity}
              className={c.breaking && c.count > 0 ? 'changes__count changes__count--breaking' : 'changes__count'}
            >
              <span className="changes__count-number">{c.count}</span> {c.label}
            </li>
          ))}
        </ul>
      )}
      {page.groups.map((group) => (
        <section
          key={group.id}
          className={`changes__group changes__group--${group.severity}`}
          aria-labelledby={group.id}
        >
          <h2 id={group.id}>
            {group.title} ({group.count})
          </h2>
          {group.sections.map((section) => (
            // Named with its group ("Wire-breaking (2) RPCs"): two groups' "RPCs" regions must not share a name.
            <section key={section.id} aria-labelledby={`${group.id} ${section.id}`}>
              <h3 id={section.id}>{section.title}</h3>
              <ul className="changes__list">
                {section.entries.map((entry) => (
                  <ChangeEntry key={entry.id} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}

function ChangeEntry({ entry }: { entry: ChangeEntryView }) {
  return (
    <li id={entry.id} className="changes__entry">
      <MaybeLinked link={entry.subject} code />: <Text parts={entry.text} />
      {entry.before?.href ? (
        <>
          {' '}
          (<a href={entry.before.href}>{entry.before.label}</a>)
        </>
      ) : null}
      {entry.affects.length > 0 ? <Affects links={entry.affects} /> : null}
    </li>
  );
}

export function Affects({ links }: { links: MaybeLink[] }) {
  const list = (
    <span className="changes__affects-list">
      {links.map((link, i) => (
        <span key={link.label}>
          {i > 0 ? ', ' : null}
          <MaybeLinked link={link} code />
        </span>
      ))}
    </span>
  );
  if (links.length <= INLINE_AFFECTS) return <div className="changes__affects">RPCs: {list}</div>;
  return (
    <details className="changes__affects">
      <summary>{links.length} RPCs</summary>
      {list}
    </details>
  );
}

export function Text({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? <span key={i}>{part}</span> : <code key={i}>{part.code}</code>,
      )}
    </>
  );
}

export function MaybeLinked({ link, code = false }: { link: MaybeLink; code?: boolean }) {
  const label = code ? <code>{keepVersions(link.label)}</code> : link.label;
  return link.href ? <a href={link.href}>{label}</a> : label;
}
