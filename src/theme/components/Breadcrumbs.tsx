/** Home icon, then the sidebar trail to the current page (the last crumb is not a link). */
import type { Link } from '../../site/page-data.ts';
import { useSite } from '../contexts.tsx';

export function Breadcrumbs({ items }: { items: Link[] }) {
  const { baseUrl } = useSite();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link" href={baseUrl} aria-label="Home page">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .6.4 1 1 1h3c.6 0 1-.4 1-1v-7h1.7c.5 0 .7-.6.3-.9L12.7 3.6a1 1 0 0 0-1.4 0l-8.4 7.5c-.3.3-.1.9.4.9H5v7c0 .6.4 1 1 1h3c.6 0 1-.4 1-1Z"
              />
            </svg>
          </a>
        </li>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={item.href} className="breadcrumbs__item breadcrumbs__item--active" aria-current="page">
              <span className="breadcrumbs__link">{item.label}</span>
            </li>
          ) : (
            <li key={item.href} className="breadcrumbs__item">
              <a className="breadcrumbs__link" href={item.href}>
                {item.label}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
