/**
 * "Used by": the RPCs whose request or response holds a message or enum. The page's own RPC
 * comes first, named without a link, so the fold never hides it ("and 1 more" that opens on
 * the page one is reading); past the first few, the rest fold into a native <details>.
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
  const ordered = ownFirst(links, path);
  const shown = ordered.slice(0, SHOWN);
  const rest = ordered.slice(SHOWN);
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

/** The link to the page itself first, the others in their order. */
function ownFirst(links: Link[], path: string): Link[] {
  const own = links.filter((link) => link.href === path);
  return own.length === 0 ? links : [...own, ...links.filter((link) => link.href !== path)];
}
