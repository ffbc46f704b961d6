/**
 * The mobile sidebar (below 996 px): the navbar button slides the docs sidebar in
 * (html[data-sidebar-open], CSS in layout.css). It closes with its close button, the
 * backdrop, Escape, a link inside it, on reaching desktop width, and on Back: opening
 * adds a history entry for the same page, so Back closes the panel instead of leaving
 * the page, as on a phone's native drawers.
 *
 * Its popstate listener must be registered before the router's (src/client/entry.tsx
 * starts behaviours first): it stops the event when Back only closed the panel.
 */
import { entryState } from '../router/history-state.ts';
import { NAVIGATED_EVENT } from '../router/navigated-event.ts';

const OPEN = 'data-sidebar-open';
/** Desktop starts above the 996 px breakpoint of layout.css. */
const DESKTOP = '(min-width: 997px)';

const html = () => document.documentElement;
const isOpen = () => html().hasAttribute(OPEN);

function setExpanded(expanded: boolean): void {
  for (const button of document.querySelectorAll('[data-sidebar-toggle]')) button.setAttribute('aria-expanded', String(expanded));
}

/** Wires the mobile sidebar. */
export function startMobileSidebar(): void {
  // Set while Back removes the sidebar's own history entry after a close.
  let poppingOwnEntry = false;

  const open = () => {
    if (isOpen() || matchMedia(DESKTOP).matches) return;
    html().setAttribute(OPEN, '');
    setExpanded(true);
    history.pushState({ ...entryState(), sidebar: true }, '');
    document.querySelector<HTMLElement>('#__sidebar [data-sidebar-close]')?.focus();
  };

  /** `leaveEntry`: the router replaces the sidebar's entry (a link was followed). */
  const close = ({ leaveEntry = false } = {}) => {
    if (!isOpen()) return;
    html().removeAttribute(OPEN);
    setExpanded(false);
    if (document.activeElement?.closest('#__sidebar')) document.querySelector<HTMLElement>('[data-sidebar-toggle]')?.focus();
    if (!leaveEntry && entryState().sidebar) {
      poppingOwnEntry = true;
      history.back();
    }
  };

  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    if (target.closest('[data-sidebar-toggle]')) open();
    else if (target.closest('[data-sidebar-close]')) close();
    else if (target.closest('#__sidebar a[href]')) close({ leaveEntry: true });
    else if (target === document.body && isOpen()) close(); // the dimmed backdrop (body::after)
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) close();
  });
  matchMedia(DESKTOP).addEventListener('change', (event) => {
    if (event.matches) close();
  });
  addEventListener('popstate', (event) => {
    if (poppingOwnEntry) {
      poppingOwnEntry = false;
      event.stopImmediatePropagation();
    } else if (isOpen()) {
      // Back while open: the panel closes and the reader stays on the page.
      html().removeAttribute(OPEN);
      setExpanded(false);
      event.stopImmediatePropagation();
    }
  });
  addEventListener(NAVIGATED_EVENT, () => close({ leaveEntry: true }));
}
