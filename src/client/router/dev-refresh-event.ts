/**
 * The "apidocs:dev-refresh" event: the contract between the `apidocs dev` reload client
 * (src/server/dev/dev-client.ts) and the client runtime.
 *
 * After an edit that changed only some pages' data (no site data, bundle or asset), the
 * reload client dispatches it on `window`, cancelable. The runtime claims it with
 * preventDefault(), forgets the chunks of those pages it holds, and when the page shown is
 * one of them renders the fresh data in place, keeping scroll position and focus: several
 * times faster than a reload. If nobody claims it (the runtime has not started, or
 * JavaScript failed), the reload client reloads the tab when its page changed.
 */
export const DEV_REFRESH_EVENT = 'apidocs:dev-refresh';

export interface DevRefreshDetail {
  /** Route paths whose data changed: chunks of them loaded earlier (prefetched) are dropped. */
  routes: string[];
  /** Whether the page shown is one of them (and must be shown again). */
  current: boolean;
}
