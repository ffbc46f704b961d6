/**
 * What the React root shows, as a tiny external store the router writes and <ClientRoot>
 * reads: a page, or the loading / load-error state of the route being opened (the shell
 * keeps showing the last page meanwhile). It starts with the server-rendered page, so
 * hydration renders exactly the server markup.
 */
import type { PageData } from '../../site/page-data.ts';

export type RouteState =
  | { status: 'ready'; page: PageData }
  | { status: 'loading'; page: PageData }
  | { status: 'error'; page: PageData; error: Error };

export interface RouteStore {
  get(): RouteState;
  set(state: RouteState): void;
  subscribe(listener: () => void): () => void;
}

/** A store holding `initial` (the page the server rendered). */
export function createRouteStore(initial: PageData): RouteStore {
  let state: RouteState = { status: 'ready', page: initial };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
