/**
 * The search state the theme renders (idle, loading, ready, error) and the bridge to the
 * search engine. The theme never imports the engine (elasticlunr and the index load lazily
 * in the browser, src/client/search): the client registers a provider after hydration,
 * and a search box asks it to load on first hover or focus. The server snapshot is
 * always "idle", so the server render and the first client render agree.
 *
 * Each release has its own index (a search scope): "current" holds the newest release of
 * every daemon and the other pages; an older release's scope is "<daemon>@<tag>"
 * (searchScopeOf). Scopes load independently, each only when a search asks for it.
 */
import { useSyncExternalStore } from 'react';
import type { SearchResults } from '../../search/search-types.ts';
import type { PageData } from '../../site/page-data.ts';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** What went wrong loading the index (status "error"). */
  error: string | null;
}

/** The scope of the newest releases and every page outside a release. */
export const CURRENT_SCOPE = 'current';

/** What the client's search runtime offers the theme. */
export interface SearchProvider {
  /** Loads a scope's dropdown index (fetch and deserialize). */
  load(scope: string): Promise<void>;
  /** The hits of a query over what is loaded of a scope (all hits without a limit). */
  search(scope: string, query: string, options: { limit?: number }): SearchResults;
  /** Loads a scope's deferred entries (the content file). */
  loadAll(scope: string): Promise<void>;
}

/** The scope a page's search box searches: the release being read. */
export function searchScopeOf(page: Pick<PageData, 'release'>): string {
  return page.release && !page.release.latest ? `${page.release.daemonId}@${page.release.tag}` : CURRENT_SCOPE;
}

const IDLE: SearchState = { status: 'idle', error: null };

const states = new Map<string, SearchState>();
let provider: SearchProvider | null = null;
const wanted = new Set<string>();
const listeners = new Set<() => void>();

function stateOf(scope: string): SearchState {
  return states.get(scope) ?? IDLE;
}

function setState(scope: string, next: SearchState): void {
  states.set(scope, next);
  for (const listener of listeners) listener();
}

function startLoading(current: SearchProvider, scope: string): void {
  setState(scope, { status: 'loading', error: null });
  current.load(scope).then(
    () => setState(scope, { status: 'ready', error: null }),
    (error: unknown) => {
      console.error('apidocs: the search index could not load:', error);
      setState(scope, { status: 'error', error: error instanceof Error ? error.message : String(error) });
    },
  );
}

/** Registers the client's search runtime; starts loading the scopes a box asked for already. */
export function registerSearchProvider(next: SearchProvider): void {
  provider = next;
  for (const scope of wanted) if (stateOf(scope).status === 'idle') startLoading(next, scope);
}

/** True while some scope's index is loading (background work such as prefetching waits). */
export function searchIndexLoading(): boolean {
  for (const state of states.values()) if (state.status === 'loading') return true;
  return false;
}

/** Asks for a scope's index (first hover or focus of a search box); loads it once. */
export function requestSearchIndex(scope: string = CURRENT_SCOPE): void {
  wanted.add(scope);
  const { status } = stateOf(scope);
  if (provider && (status === 'idle' || status === 'error')) startLoading(provider, scope);
}

/** The hits of a query in a scope; null until its index is ready. */
export function searchNow(query: string, options: { limit?: number; scope?: string } = {}): SearchResults | null {
  const scope = options.scope ?? CURRENT_SCOPE;
  return provider && stateOf(scope).status === 'ready'
    ? provider.search(scope, query, { ...(options.limit === undefined ? {} : { limit: options.limit }) })
    : null;
}

/** Loads the rest of a scope's index (the content file), when a search needs it. */
export function loadFullIndex(scope: string = CURRENT_SCOPE): Promise<void> {
  return provider ? provider.loadAll(scope) : Promise.reject(new Error('Internal error: search is not started'));
}

/** A scope's search state, for components (idle on the server and during hydration). */
export function useSearchState(scope: string = CURRENT_SCOPE): SearchState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => stateOf(scope),
    () => IDLE,
  );
}
