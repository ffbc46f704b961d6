/**
 * "Used by": the RPCs whose request or response holds a message or enum. The page's own RPC
 * is named without a link; past the first few, the rest fold into a native <details>.
 */
import { Fragment } from 'react';
import type { Link } from '../../site/page-data.ts';
import { useRouteContext } from '../contexts.tsx';

/** How many RPCs show before the rest fold away. */
const SHOWN = 6;

export function UsedBy({ links }: { links: Link[] }) {
  const { path } = useRouteContext();
  if (links.length === 0) return null;
  const item = (link: Link, i: number, all: Link[]) => (
    <Fragment key={link.href}>
      {link.href === path ? <strong>{link.label}</strong> : <a href={link.href}>{link.label}</a>}
      {i < all.length - 1 ? ', ' : null}
    </Fragment>
  );
  const shown = links.slice(0, SHOWN);
  const rest = links.slice(SHOWN);
  return (
    <div className="used-by">
      {'Used by: '}
      {shown.map((link, i) => item(link, i, shown))}
      {rest.length > 0 ? ', ' : null}
      {rest.length > 0 ? (
        <details className="used-by__more">
          <summary>{`and ${rest.length} more`}</summary>
          {rest.map((link, i) => item(link, i, rest))}
        </details>
      ) : null}
    </div>
  );
}
