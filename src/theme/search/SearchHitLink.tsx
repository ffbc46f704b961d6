/**
 * One search hit as a link: title, breadcrumbs and excerpt, matches marked. Used by the
 * dropdown and the search page; a plain <a href>, so the client router opens it.
 */
import type { SearchHit } from '../../search/search-types.ts';
import { HighlightedText } from './HighlightedText.tsx';

export function SearchHitLink({ hit, id, active, onOpen }: { hit: SearchHit; id?: string; active?: boolean; onOpen?: () => void }) {
  return (
    <a className={active ? 'search-hit search-hit--active' : 'search-hit'} href={hit.href} id={id} data-search-hit={hit.type} onClick={onOpen}>
      <span className="search-hit__title">
        <HighlightedText parts={hit.title} />
      </span>
      {hit.breadcrumbs.length > 0 ? <span className="search-hit__breadcrumbs">{hit.breadcrumbs.join(' › ')}</span> : null}
      {hit.excerpt.length > 0 ? (
        <span className="search-hit__excerpt">
          <HighlightedText parts={hit.excerpt} />
        </span>
      ) : null}
    </a>
  );
}
