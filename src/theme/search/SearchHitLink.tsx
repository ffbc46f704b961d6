/**
 * One search hit as a link: title, breadcrumbs and excerpt, matches marked. Used by the
 * dropdown and the search page; a plain <a href>, so the client router opens it.
 */
import type { SearchHit } from '../../search/search-types.ts';
import { HighlightedText } from './HighlightedText.tsx';

/** `release` labels hits of an older release ("lnd v0.20.3-beta"). */
export function SearchHitLink({ hit, id, active, onOpen, release }: { hit: SearchHit; id?: string; active?: boolean; onOpen?: (() => void) | undefined; release?: string | undefined }) {
  return (
    <a className={active ? 'search-hit search-hit--active' : 'search-hit'} href={hit.href} id={id} data-search-hit={hit.type} onClick={onOpen}>
      <span className="search-hit__title">
        <HighlightedText parts={hit.title} />
        {release ? <span className="badge search-hit__release">{release}</span> : null}
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
