/**
 * A list of sidebar items; categories expand and collapse, starting open on the active trail.
 * Without JavaScript a category's caret is a link to its page, which shows it open.
 */
import { markAttributes } from '../components/ReleaseBadge.tsx';
import { useEffect, useState } from 'react';
import type { SidebarItem } from '../../site/site-data.ts';

interface ItemsProps {
  items: SidebarItem[];
  trail: Set<string>;
  activePath: string;
}

export function SidebarItems({ items, trail, activePath }: ItemsProps) {
  return (
    <ul className="menu__list">
      {items.map((item) =>
        item.items ? (
          <SidebarCategory key={item.href} item={item} trail={trail} activePath={activePath} />
        ) : (
          // No class on the many plain items: every page lists a whole category (side-parts.css
          // styles .menu__list > li).
          <li key={item.href}>
            <a
              {...(item.mark ? markAttributes(item.mark.daemon, item.mark) : {})}
              className={`menu__link${item.href === activePath ? ' menu__link--active' : ''}${item.deprecated ? ' menu__link--deprecated' : ''}`}
              href={item.href}
              aria-current={item.href === activePath ? 'page' : undefined}
            >
              {item.label}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

function SidebarCategory({ item, trail, activePath }: { item: SidebarItem } & Omit<ItemsProps, 'items'>) {
  const onTrail = trail.has(item.href);
  const [open, setOpen] = useState(onTrail);
  // Every navigation to a page inside a category opens it (the active route's category is
  // open); categories the reader opened or closed elsewhere keep their state.
  useEffect(() => {
    if (onTrail) setOpen(true);
  }, [onTrail, activePath]);
  const active = item.href === activePath;
  return (
    <li className={`menu__item menu__item--category${open ? '' : ' menu__item--collapsed'}`}>
      <div className="menu__category">
        <a
          className={`menu__link menu__link--category${active ? ' menu__link--active' : onTrail ? ' menu__link--on-trail' : ''}`}
          href={item.href}
          aria-current={active ? 'page' : undefined}
        >
          {item.label}
        </a>
        {/* A link acting as a button: without JavaScript it opens the category's page, where
            the category is open (collapsed children are not in the HTML). */}
        <a
          href={item.href}
          role="button"
          className="menu__caret"
          aria-expanded={open}
          aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
          onClick={(event) => {
            event.preventDefault();
            setOpen(!open);
          }}
          onKeyDown={(event) => {
            // A button also answers the space bar (Enter already clicks a link).
            if (event.key !== ' ') return;
            event.preventDefault();
            setOpen(!open);
          }}
        />
      </div>
      {open ? <SidebarItems items={item.items!} trail={trail} activePath={activePath} /> : null}
    </li>
  );
}
