/**
 * "Upgrading to <release>": what a release removed (with what replaces it), its other
 * breaking changes and its new deprecations, each saying whose calls it affects.
 */
import type { UpgradeItemView, UpgradingPage } from '../../site/page-data.ts';
import { ReplacementSection } from '../components/ReplacementSection.tsx';
import { keepVersions } from '../components/identifier-breaks.tsx';
import { Affects, MaybeLinked, Text } from './ApiChangesView.tsx';

export function UpgradingView({ page }: { page: UpgradingPage }) {
  return (
    <>
      <h1>{keepVersions(page.title)}</h1>
      <p>
        For clients moving from <MaybeLinked link={page.from} code /> to <code>{keepVersions(page.tag)}</code>: what
        breaks, whose calls it affects and what to do. Every change:{' '}
        <a href={page.changes.href}>{page.changes.label}</a>; every release:{' '}
        <a href={page.timeline.href}>{page.timeline.label}</a>.
      </p>
      <ItemSection id="removed" title="Removed" items={page.removed} none="Nothing was removed." />
      <ItemSection
        id="breaking"
        title="Other breaking changes"
        items={page.breaking}
        none="No other breaking change."
      />
      <ItemSection id="deprecated" title="Deprecated" items={page.deprecated} none="Nothing was deprecated." />
    </>
  );
}

function ItemSection({
  id,
  title,
  items,
  none,
}: {
  id: string;
  title: string;
  items: UpgradeItemView[];
  none: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="changes__list">
          {items.map((item) => (
            <li key={item.id} id={item.id} className="changes__entry">
              <MaybeLinked link={item.subject} code />: <Text parts={item.text} />
              {item.affects.length > 0 ? <Affects links={item.affects} /> : null}
              {item.replacement ? <ReplacementSection replacement={item.replacement} id={item.id} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
