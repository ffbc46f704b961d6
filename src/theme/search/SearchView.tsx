/**
 * The search page. Server-rendered as a form; the client reads q, ctx and version from the
 * URL, loads the index and lists every hit grouped by page (src/client/search).
 */
import type { SearchPage } from '../../site/page-data.ts';
import { useSite } from '../contexts.tsx';

export function SearchView({ page }: { page: SearchPage }) {
  const { baseUrl } = useSite();
  return (
    <div className="search-page">
      <h1>{page.title}</h1>
      <form className="search-page__form" role="search" action={`${baseUrl}search/`} method="get">
        <label className="visually-hidden" htmlFor="__search-page-input">
          Search the documentation
        </label>
        <input id="__search-page-input" className="search-page__input" type="search" name="q" placeholder="Search" autoComplete="off" />
        <button className="button" type="submit">
          Search
        </button>
      </form>
      <div className="search-page__results" id="__search-results" aria-live="polite" />
    </div>
  );
}
