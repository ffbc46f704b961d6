/** Previous and next pages in sidebar order. */
import type { Link } from '../../site/page-data.ts';

export function Pager({ prev, next }: { prev: Link | null; next: Link | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {prev ? (
        <a className="pager__link pager__link--prev" href={prev.href}>
          <span className="pager__sublabel">Previous</span>
          <span className="pager__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pager__link pager__link--next" href={next.href}>
          <span className="pager__sublabel">Next</span>
          <span className="pager__label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
