/**
 * One search hit as a link: title, breadcrumbs and excerpt, matches marked. Used by the
 * dropdown and the search page; a plain <a href>, so the client router opens it.
 */
import type { SearchHit } from '../../search/search-types.ts';
import { HighlightedText } from './HighlightedText.tsx';

/**
 * A hit shown as an option of the dropdown's listbox. The link itself is the option: an
 * option containing a focusable link is a nested interactive control, which screen
 * readers announce badly. Focus stays in the search box (aria-activedescendant), so the
 * option is out of the Tab order.
 */
export interface HitOption {
  id: string;
  selected: boolean;
  /** The pointer moved onto the hit. */
  onHover: () => void;
}

/** `release` labels hits of an older release ("lnd v0.20.3-beta"). */
export function SearchHitLink({
  hit,
  option,
  onOpen,
  release,
}: {
  hit: SearchHit;
  option?: HitOption;
  onOpen?: (() => void) | undefined;
  release?: string | undefined;
}) {
  return (
    <a
      className={option?.selected ? 'search-hit search-hit--active' : 'search-hit'}
      href={hit.href}
      data-search-hit={hit.type}
      onClick={onOpen}
      {...(option
        ? {
            id: option.id,
            role: 'option',
            'aria-selected': option.selected,
            tabIndex: -1,
            onMouseEnter: option.onHover,
          }
        : {})}
    >
      <span className="search-hit__title">
        <HighlightedText parts={hit.title} />
        {release ? <span className="badge search-hit__release">{release}</span> : null}
      </span>
      {hit.breadcrumbs.length > 0 ? (
        <span className="search-hit__breadcrumbs">{hit.breadcrumbs.join(' › ')}</span>
      ) : null}
      {hit.excerpt.length > 0 ? (
        <span className="search-hit__excerpt">
          <HighlightedText parts={hit.excerpt} />
        </span>
      ) : null}
    </a>
  );
}
