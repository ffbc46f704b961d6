/**
 * The results of a query as state: the hits of the loaded index at once, then, when the
 * content file could add hits the view needs (the dropdown shows fewer than its limit, the
 * search page lists every hit), the hits once it has loaded. Runs in effects only.
 */
import { useEffect, useState } from 'react';
import type { SearchResults } from '../../search/search-types.ts';
import { CURRENT_SCOPE, loadFullIndex, searchNow, useSearchState } from './search-store.ts';

export interface QueryResults {
  results: SearchResults | null;
  /** False while the content file is loading for this query. */
  settled: boolean;
}

/** Needs the rest of the index: hits may be missing, and the view shows fewer than it could. */
function needsMore(results: SearchResults, limit: number | undefined): boolean {
  return results.incomplete && (limit === undefined || results.hits.length < limit);
}

/** Searches `query` in a scope (when enabled and its index is ready), with at most `limit` hits. */
export function useSearchResults(
  query: string,
  limit: number | undefined,
  enabled = true,
  scope: string = CURRENT_SCOPE,
): QueryResults {
  const { status } = useSearchState(scope);
  const [state, setState] = useState<QueryResults>({ results: null, settled: true });
  useEffect(() => {
    if (!enabled || status !== 'ready' || query.trim() === '') {
      setState({ results: null, settled: true });
      return;
    }
    let current = true;
    const first = searchNow(query, { limit, scope });
    const more = first !== null && needsMore(first, limit);
    setState({ results: first, settled: !more });
    if (more) {
      loadFullIndex(scope).then(
        () => {
          if (current) setState({ results: searchNow(query, { limit, scope }), settled: true });
        },
        (error: unknown) => {
          console.error('apidocs: the search content index could not load:', error);
          if (current) setState({ results: first, settled: true });
        },
      );
    }
    return () => {
      current = false;
    };
  }, [query, limit, status, enabled, scope]);
  return state;
}
