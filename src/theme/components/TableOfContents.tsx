/**
 * "On this page": links to the page's h2 and h3 headings; the client highlights the one in
 * view. A column beside the page on wide screens; below 997 px a bar above it that opens
 * the list over the page (a button, so it starts closed; without JavaScript the list is
 * simply shown). Its place is reserved by the layout, so nothing moves when it arrives.
 */
import { useState } from 'react';
import type { TocEntry } from '../../site/page-data.ts';
import { useActiveHeading } from './use-active-heading.ts';
import { breakIdentifier } from './identifier-breaks.tsx';

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const top = Math.min(...entries.map((e) => e.level));
  const active = useActiveHeading(entries.map((e) => e.id));
  const [open, setOpen] = useState(false);
  return (
    <nav className={open ? 'toc toc--open' : 'toc'} aria-label="On this page">
      <p className="toc__title">On this page</p>
      <button
        type="button"
        className="toc__toggle"
        aria-expanded={open}
        aria-controls="__toc-list"
        onClick={() => setOpen(!open)}
      >
        On this page
      </button>
      <ul className="toc__list" id="__toc-list">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level > top ? 'toc__item toc__item--nested' : 'toc__item'}>
            {/* A link followed on a narrow screen closes the list. */}
            <a
              className={entry.id === active ? 'toc__link toc__link--active' : 'toc__link'}
              href={`#${entry.id}`}
              onClick={() => setOpen(false)}
            >
              {breakIdentifier(entry.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
