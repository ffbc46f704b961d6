/**
 * The "apidocs:navigated" event: the contract between the router and other client code.
 *
 * It is dispatched on `window` once after the first hydration and once after every
 * client-side navigation has rendered its page (history push, replace, back/forward, and a
 * successful Retry / Try again), after scrolling and focus are done. It is not dispatched
 * for same-page #fragment changes or for the load-error state.
 *
 *   window.addEventListener('apidocs:navigated', (e) => e.detail.path)
 *
 * `detail.path` is the URL path now shown (location.pathname, e.g. "/api-docs/search/");
 * read the query string and hash from `location`. The search code uses it to highlight
 * search terms on the page it opened.
 */

export const NAVIGATED_EVENT = 'apidocs:navigated';

export interface NavigatedDetail {
  path: string;
}

/** Dispatches the event for the page now shown. */
export function dispatchNavigated(): void {
  window.dispatchEvent(new CustomEvent<NavigatedDetail>(NAVIGATED_EVENT, { detail: { path: location.pathname } }));
}
