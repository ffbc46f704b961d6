/**
 * The navbar search box. Server-rendered as a plain form that submits to the search page,
 * so it works without JavaScript; the client search (src/client/search) takes it over.
 */
import { useSite } from '../contexts.tsx';

export function SearchBar() {
  const { baseUrl } = useSite();
  return (
    <form className="search-bar" role="search" action={`${baseUrl}search/`} method="get" data-search-bar>
      <label className="visually-hidden" htmlFor="__search-input">
        Search
      </label>
      <input id="__search-input" className="search-bar__input" type="search" name="q" placeholder="Search" autoComplete="off" spellCheck={false} />
      <span className="search-bar__hint" aria-hidden="true">
        <kbd>ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </form>
  );
}
