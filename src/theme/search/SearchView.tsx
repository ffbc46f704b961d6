/**
 * The search page. Server-rendered as a form that submits here, so it works without
 * JavaScript; after hydration it reads q, ctx, version and release from the URL (in an
 * effect: the first render must match the server's), loads the whole index of the chosen
 * release (default: the newest release of every daemon) and lists every hit grouped by
 * page, or "No results". Hits of an older release are labelled with it.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { SEARCH_CONTEXT } from '../../search/search-config.ts';
import type { SearchHit } from '../../search/search-types.ts';
import type { SearchPage } from '../../site/page-data.ts';
import { useSite } from '../contexts.tsx';
import { CorrectedQuery } from './CorrectedQuery.tsx';
import { MissingRpcNote } from './MissingRpcNote.tsx';
import { SearchHitLink } from './SearchHitLink.tsx';
import { CURRENT_SCOPE, requestSearchIndex, useSearchState } from './search-store.ts';
import { useSearchResults } from './use-search-results.ts';

/** The search page's parameters, as the URL gives them. */
export interface SearchParams {
  q: string;
  ctx: string | null;
  version: string | null;
  /** An older release to search ("lnd@v0.20.3-beta"); null for the newest releases. */
  release: string | null;
}

/** The daemon and tag of an older release's scope ("lnd@v0.20.3-beta"). */
function scopeRelease(scope: string): { daemonId: string; tag: string } | null {
  const at = scope.indexOf('@');
  return at > 0 ? { daemonId: scope.slice(0, at), tag: scope.slice(at + 1) } : null;
}

/** Reads q, ctx, version and release from a query string. */
export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  return {
    q: params.get('q') ?? '',
    ctx: params.get('ctx'),
    version: params.get('version'),
    release: params.get('release') || null,
  };
}

/** "lnd@v0.20.3-beta" -> "lnd v0.20.3-beta". */
export function releaseLabel(scope: string): string {
  return scope.replace('@', ' ');
}

/** The hits of each page, in the order their best hit ranks. */
export function groupByPage(
  hits: SearchHit[],
): { page: number; title: string; top: SearchHit | null; hits: SearchHit[] }[] {
  const groups = new Map<number, { page: number; title: string; top: SearchHit | null; hits: SearchHit[] }>();
  for (const hit of hits) {
    let group = groups.get(hit.page);
    if (!group) {
      group = { page: hit.page, title: hit.pageTitle, top: null, hits: [] };
      groups.set(hit.page, group);
    }
    if (hit.type === 0) group.top = hit;
    else group.hits.push(hit);
  }
  return [...groups.values()];
}

export function SearchView({ page }: { page: SearchPage }) {
  const site = useSite();
  const [params, setParams] = useState<SearchParams | null>(null);
  const releases = Object.keys(site.searchReleases);
  const scope = params?.release && releases.includes(params.release) ? params.release : CURRENT_SCOPE;
  const { status, error } = useSearchState(scope);
  const [draft, setDraft] = useState('');

  // The query lives in the URL: read it after hydration and after each navigation here.
  useEffect(() => {
    const read = () => {
      const next = readSearchParams(location.search);
      setParams(next);
      setDraft(next.q);
    };
    read();
    window.addEventListener('popstate', read);
    window.addEventListener('apidocs:navigated', read);
    return () => {
      window.removeEventListener('popstate', read);
      window.removeEventListener('apidocs:navigated', read);
    };
  }, []);

  // An older release's index loads only when it is searched.
  useEffect(() => {
    if (params) requestSearchIndex(scope);
  }, [params, scope]);

  const unknown =
    params?.release && !releases.includes(params.release)
      ? `There is no release "${params.release}" to search: choose one from the list.`
      : params?.version && params.version !== site.docsVersion.name
        ? `There is no docs version "${params.version}": this site has "${site.docsVersion.name}".`
        : params?.ctx && params.ctx !== SEARCH_CONTEXT
          ? `There is no search context "${params.ctx}": this site has "${SEARCH_CONTEXT}".`
          : null;
  const query = params && !unknown ? params.q : '';
  const { results, settled } = useSearchResults(query, undefined, true, scope);
  const hitRelease = scope === CURRENT_SCOPE ? undefined : releaseLabel(scope);
  const groups = results && settled ? groupByPage(results.hits) : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set('q', draft.trim());
    const chosen = new FormData(event.currentTarget).get('release');
    if (typeof chosen === 'string' && chosen) url.searchParams.set('release', chosen);
    else url.searchParams.delete('release');
    history.pushState(history.state, '', url);
    setParams(readSearchParams(url.search));
  };

  return (
    <div className="search-page">
      <h1>{page.title}</h1>
      <form
        className="search-page__form"
        role="search"
        aria-label="Search the documentation"
        action={`${site.baseUrl}search/`}
        method="get"
        onSubmit={submit}
      >
        <label className="visually-hidden" htmlFor="__search-page-input">
          Search the documentation
        </label>
        <input
          id="__search-page-input"
          className="search-page__input"
          type="search"
          name="q"
          placeholder="Search"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        {releases.length > 0 ? (
          <>
            <label className="visually-hidden" htmlFor="__search-release">
              Release
            </label>
            <select
              id="__search-release"
              className="search-page__release"
              name="release"
              value={scope === CURRENT_SCOPE ? '' : scope}
              onChange={(event) => {
                const url = new URL(location.href);
                if (event.currentTarget.value) url.searchParams.set('release', event.currentTarget.value);
                else url.searchParams.delete('release');
                history.replaceState(history.state, '', url);
                setParams(readSearchParams(url.search));
              }}
            >
              <option value="">Newest release of every daemon</option>
              {releases.map((release) => (
                <option key={release} value={release}>
                  {releaseLabel(release)}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button className="button" type="submit">
          Search
        </button>
      </form>
      {/* Without JavaScript the form still submits here, but nothing can search the index. */}
      <p className="search-page__nojs">
        Search needs JavaScript. Turn it on, or find your way from the sidebar and the service pages.
      </p>
      <div className="search-page__results" id="__search-results">
        {/* The one live region: screen readers hear the status and the count, not every hit. */}
        <p className="search-page__status" role="status">
          {unknown ??
            (!query || status === 'error'
              ? ''
              : status === 'loading' || (status === 'ready' && !settled)
                ? 'Loading search index…'
                : results && settled
                  ? groups.length === 0
                    ? 'No results'
                    : `${results.hits.length} ${results.hits.length === 1 ? 'result' : 'results'} for “${query}” on ${groups.length} ${groups.length === 1 ? 'page' : 'pages'}`
                  : '')}
        </p>
        {query && status === 'error' ? (
          <p className="search-page__status search-page__status--error" role="alert">
            Search is unavailable: {error}
          </p>
        ) : null}
        {query && scope !== CURRENT_SCOPE ? (
          <MissingRpcNote
            query={query}
            release={scopeRelease(scope)}
            className="search-page__status search-page__missing"
          />
        ) : null}
        {query && results && settled && results.correctedQuery && groups.length > 0 ? (
          <CorrectedQuery className="search-page__status search-page__corrected" text={results.correctedQuery} />
        ) : null}
        {query && results && settled
          ? groups.map((group) => (
              <section className="search-page__group" key={group.page} data-search-group>
                {group.top ? (
                  <SearchHitLink hit={group.top} release={hitRelease} />
                ) : (
                  <h2 className="search-page__page">
                    <a href={group.hits[0]!.href.split('#')[0]}>{group.title}</a>
                  </h2>
                )}
                {group.hits.length > 0 ? (
                  <ul className="search-page__hits">
                    {group.hits.map((hit) => (
                      <li key={hit.id}>
                        <SearchHitLink hit={hit} release={hitRelease} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))
          : null}
      </div>
    </div>
  );
}
