/**
 * Which clicks the router may take over: a plain left click (no modifier: those open new
 * tabs or windows) on an <a href> that opens in this window, is not a download, and that
 * no other handler has already taken care of.
 */

/** The anchor of a click the router may handle, or null to let the browser do its job. */
export function routableAnchor(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  return anchor;
}
