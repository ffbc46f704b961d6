/** "On this page": links to the page's h2 and h3 headings; the client highlights the one in view. */
import type { TocEntry } from '../../site/page-data.ts';
import { useActiveHeading } from './use-active-heading.ts';

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const top = Math.min(...entries.map((e) => e.level));
  const active = useActiveHeading(entries.map((e) => e.id));
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <ul className="toc__list">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level > top ? 'toc__item toc__item--nested' : 'toc__item'}>
            <a className={entry.id === active ? 'toc__link toc__link--active' : 'toc__link'} href={`#${entry.id}`}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
