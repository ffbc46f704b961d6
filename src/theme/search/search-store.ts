/**
 * The search state the theme renders (idle, loading, ready, error) and the bridge to the
 * search engine. The theme never imports the engine (elasticlunr and the index load lazily
 * in the browser, src/client/search): the client registers a provider after hydration,
 * and the search box asks it to load on first hover or focus. The server snapshot is
 * always "idle", so the server render and the first client render agree.
 */
import { useSyncExternalStore } from 'react';
import type { SearchResults } from '../../search/search-types.ts';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** What went wrong loading the index (status "error"). */
  error: string | null;
}

/** What the client's search runtime offers the theme. */
export interface SearchProvider {
  /** Loads the dropdown index (fetch and deserialize). */
  load(): Promise<void>;
  /** The hits of a query over what is loaded (all hits without a limit). */
  search(query: string, options: { limit?: number }): SearchResults;
  /** Loads the deferred entries (the content file). */
  loadAll(): Promise<void>;
}

const IDLE: SearchState = { status: 'idle', error: null };

let state: SearchState = IDLE;
let provider: SearchProvider | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function setState(next: SearchState): void {
  state = next;
  for (const listener of listeners) listener();
}

function startLoading(current: SearchProvider): void {
  setState({ status: 'loading', error: null });
  current.load().then(
    () => setState({ status: 'ready', error: null }),
    (error: unknown) => {
      console.error('apidocs: the search index could not load:', error);
      setState({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    },
  );
}

/** Registers the client's search runtime; starts loading if the box asked already. */
export function registerSearchProvider(next: SearchProvider): void {
  provider = next;
  if (wanted && state.status === 'idle') startLoading(next);
}

/** Asks for the index (first hover or focus of a search box); loads it once. */
export function requestSearchIndex(): void {
  wanted = true;
  if (provider && (state.status === 'idle' || state.status === 'error')) startLoading(provider);
}

/** The hits of a query; null until the index is ready. */
export function searchNow(query: string, options: { limit?: number } = {}): SearchResults | null {
  return provider && state.status === 'ready' ? provider.search(query, options) : null;
}

/** Loads the rest of the index (the content file), when a search needs it. */
export function loadFullIndex(): Promise<void> {
  return provider ? provider.loadAll() : Promise.reject(new Error('Internal error: search is not started'));
}

/** The search state, for components (idle on the server and during hydration). */
export function useSearchState(): SearchState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => IDLE,
  );
}
