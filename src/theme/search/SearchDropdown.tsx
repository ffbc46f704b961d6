/**
 * The navbar search box's dropdown (SearchBar): at most 8 hits of the query, the active one
 * marked, "Showing results for" after a typo, "No results", "See all results". Its own
 * chunk: SearchBar renders it once the box asked for the index, so it loads alongside the
 * search engine; until then SearchBar shows the same frame with the loading line.
 */
import { DROPDOWN_LIMIT } from '../../search/search-config.ts';
import { CorrectedQuery } from './CorrectedQuery.tsx';
import { MissingRpcNote } from './MissingRpcNote.tsx';
import { SearchHitLink } from './SearchHitLink.tsx';
import type { SearchState } from './search-store.ts';
import { useSearchResults } from './use-search-results.ts';

export interface SearchDropdownProps {
  query: string;
  scope: string;
  /** The box has focus and a query, and Escape did not close it. */
  open: boolean;
  /** The index of the active hit, or -1. */
  active: number;
  onActivate: (index: number) => void;
  /** A hit or "See all results" was chosen. */
  onOpen: () => void;
  /** The id of the hit list (the input's aria-controls); hit i has `${listId}-${i}`. */
  listId: string;
  state: SearchState;
  /** The search page's URL for the query. */
  allHref: string;
  /** Labels hits of an older release. */
  release: string | undefined;
  /** The release of the page being read: a search for an RPC it lacks says which releases have it. */
  pageRelease?: { daemonId: string; tag: string } | null;
}

export function SearchDropdown({
  query,
  scope,
  open,
  active,
  onActivate,
  onOpen,
  listId,
  state,
  allHref,
  release,
  pageRelease = null,
}: SearchDropdownProps) {
  const { status, error } = state;
  const { results, settled } = useSearchResults(query, DROPDOWN_LIMIT, open, scope);
  const hits = results?.hits ?? [];
  return (
    // Pressing on the dropdown must not blur the input, or the click that follows is lost.
    <div
      className="search-dropdown"
      hidden={!open}
      // The query whose final hits are shown (tests and tools wait for it).
      data-query={open && results && settled ? results.query : undefined}
      onMouseDown={(event) => event.preventDefault()}
    >
      {status === 'loading' || status === 'idle' ? (
        <p className="search-dropdown__status">Loading search index…</p>
      ) : null}
      {status === 'error' ? (
        <p className="search-dropdown__status search-dropdown__status--error" role="alert">
          Search is unavailable: {error}
        </p>
      ) : null}
      {open && results?.correctedQuery && hits.length > 0 ? (
        <CorrectedQuery className="search-dropdown__status search-dropdown__corrected" text={results.correctedQuery} />
      ) : null}
      {open ? (
        <MissingRpcNote
          query={query}
          release={pageRelease}
          className="search-dropdown__status search-dropdown__missing"
        />
      ) : null}
      {/* The hits are the options themselves (links): see SearchHitLink. */}
      <div className="search-dropdown__hits" id={listId} role="listbox" aria-label="Search results">
        {open
          ? hits.map((hit, i) => (
              <SearchHitLink
                key={hit.id}
                hit={hit}
                option={{ id: `${listId}-${i}`, selected: i === active, onHover: () => onActivate(i) }}
                onOpen={onOpen}
                release={release}
              />
            ))
          : null}
      </div>
      {status === 'ready' && results && hits.length === 0 ? (
        <p className="search-dropdown__status">{settled ? 'No results' : 'Searching…'}</p>
      ) : null}
      {status === 'ready' ? (
        <a className="search-dropdown__all" href={allHref} onClick={onOpen}>
          See all results
        </a>
      ) : null}
    </div>
  );
}
