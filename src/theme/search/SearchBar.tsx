/**
 * The navbar search box. Server-rendered as a plain form that submits to the search page,
 * so it works without JavaScript. After hydration it loads the index on first hover or
 * focus (showing a loading state meanwhile) and shows a dropdown of at most 8 hits as you
 * type: arrows move, Enter opens the active hit (or the search page), Escape closes, and
 * "See all results" opens the search page. Ctrl/Cmd+K focuses it (src/client/search).
 * On an older release's pages both ways to the search page, Enter (the form, with or
 * without JavaScript) and "See all results", search that release (searchPageHref).
 * The first render does not depend on the browser: the dropdown only opens after input.
 *
 * The dropdown's code (SearchDropdown) is a chunk of its own, requested with the index:
 * until it is there, and on the server, the dropdown is its empty frame with the loading
 * line. The box itself (focus, typing, keys) works from hydration on.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { onDemand } from '../components/on-demand.ts';
import { useRouteContext, useSite } from '../contexts.tsx';
import { CURRENT_SCOPE, requestSearchIndex, searchScopeOf, useSearchState } from './search-store.ts';

/** The dropdown's code: asked for with the index (see wantSearch below). */
const dropdown = onDemand(() => import('./SearchDropdown.tsx').then((m) => m.SearchDropdown), 'the search dropdown');

/** The dropdown before its code is there: the loading line (or a problem) and the empty hit list. */
function DropdownFrame({ listId, open, problem }: { listId: string; open: boolean; problem?: string }) {
  return (
    <div className="search-dropdown" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
      {problem ? (
        <p className="search-dropdown__status search-dropdown__status--error" role="alert">
          Search is unavailable: {problem}
        </p>
      ) : (
        <p className="search-dropdown__status">Loading search index…</p>
      )}
      <div className="search-dropdown__hits" id={listId} role="listbox" aria-label="Search results" />
    </div>
  );
}

/** The search page's URL for a query (in an older release's scope, with its release filter). */
export function searchPageHref(baseUrl: string, query: string, scope: string = CURRENT_SCOPE): string {
  const release = scope === CURRENT_SCOPE ? '' : `&release=${encodeURIComponent(scope)}`;
  return `${baseUrl}search/?q=${encodeURIComponent(query.trim())}${release}`;
}

export function SearchBar() {
  const { baseUrl } = useSite();
  const page = useRouteContext();
  // The box searches the release being read (an older release's own index).
  const scope = searchScopeOf(page);
  const release = page.release && !page.release.latest ? `${page.release.daemonName} ${page.release.tag}` : undefined;
  const state = useSearchState(scope);
  const { status } = state;
  const loaded = dropdown.useLoaded(status !== 'idle');
  const Dropdown = loaded.status === 'ready' && status !== 'idle' ? loaded.value : null;
  /** The index and the dropdown's code are fetched together, on first hover or focus. */
  const wantSearch = () => {
    requestSearchIndex(scope);
    dropdown.load().catch(() => {}); // a failure is shown by useLoaded
  };
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const open = focused && !closed && query.trim() !== '';
  /** The hits the dropdown shows now (its list's items). */
  const hitCount = () => document.getElementById(listId)?.childElementCount ?? 0;

  // A new page (client-side navigation) starts with an empty, closed box.
  useEffect(() => {
    const reset = () => {
      setQuery('');
      setActive(-1);
      if (input.current) input.current.value = '';
      input.current?.blur();
    };
    window.addEventListener('apidocs:navigated', reset);
    return () => window.removeEventListener('apidocs:navigated', reset);
  }, []);

  // Text typed before hydration, while React was not listening yet.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
    if (document.activeElement === input.current) {
      setFocused(true);
      wantSearch();
    }
  }, []);

  const openHit = () => {
    setClosed(true);
    input.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Chrome would also clear a type="search" input; Escape only closes the dropdown.
      if (open) event.preventDefault();
      setClosed(true);
      setActive(-1);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setClosed(false);
      const count = hitCount();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
      return;
    }
    if (event.key === 'Enter' && open && active >= 0 && active < hitCount()) {
      // A click on the hit (a link), so the client router opens it as any link.
      event.preventDefault();
      document.getElementById(`${listId}-${active}`)?.click();
    }
  };

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;
  return (
    <form
      className="search-bar"
      role="search"
      action={`${baseUrl}search/`}
      method="get"
      data-search-bar
      data-search-state={status}
      aria-busy={status === 'loading' ? true : undefined}
      onMouseEnter={wantSearch}
    >
      <label className="visually-hidden" htmlFor="__search-input">
        Search
      </label>
      <input
        ref={input}
        id="__search-input"
        className="search-bar__input"
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        onFocus={() => {
          setFocused(true);
          setClosed(false);
          wantSearch();
        }}
        onBlur={() => setFocused(false)}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(-1);
          setClosed(false);
        }}
        onKeyDown={onKeyDown}
      />
      {/* The scope travels with the form as searchPageHref puts it in the link (same URL). */}
      {scope === CURRENT_SCOPE ? null : <input type="hidden" name="release" value={scope} />}
      {status === 'loading' ? (
        <span className="search-bar__spinner" role="status" aria-label="Loading the search index" />
      ) : null}
      <span className="search-bar__hint" aria-hidden="true">
        <kbd>ctrl</kbd>
        <kbd>K</kbd>
      </span>
      {loaded.status === 'failed' ? (
        <DropdownFrame listId={listId} open={open} problem={loaded.problem} />
      ) : !Dropdown ? (
        <DropdownFrame listId={listId} open={open} />
      ) : (
        <Dropdown
          query={query}
          scope={scope}
          open={open}
          active={active}
          onActivate={setActive}
          onOpen={openHit}
          listId={listId}
          state={state}
          allHref={searchPageHref(baseUrl, query, scope)}
          release={release}
          pageRelease={page.release}
        />
      )}
    </form>
  );
}
