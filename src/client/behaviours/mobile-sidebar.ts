/**
 * The mobile sidebar (below 996 px): the navbar button slides the docs sidebar in
 * (html[data-sidebar-open], CSS in narrow-screens.css). It closes with its close button, the
 * backdrop, Escape, a link inside it, on reaching desktop width, and on Back: opening
 * adds a history entry for the same page, so Back closes the panel instead of leaving
 * the page, as on a phone's native drawers. While it is open, focus stays inside it
 * (Tab and Shift+Tab cycle through it), as in a modal dialog.
 *
 * The open and close controls are links acting as buttons: without JavaScript they go to
 * #__sidebar and away from it, and CSS (:target) shows the panel.
 *
 * Its popstate listener must be registered before the router's (src/client/entry.tsx
 * starts behaviours first): it stops the event when Back only closed the panel.
 */
import { entryState } from '../router/history-state.ts';
import { NAVIGATED_EVENT } from '../router/navigated-event.ts';

const OPEN = 'data-sidebar-open';
/** Desktop starts above the 996 px breakpoint of narrow-screens.css. */
const DESKTOP = '(min-width: 997px)';

const html = () => document.documentElement;
const isOpen = () => html().hasAttribute(OPEN);

function setExpanded(expanded: boolean): void {
  for (const button of document.querySelectorAll('[data-sidebar-toggle]'))
    button.setAttribute('aria-expanded', String(expanded));
}

/** The open sidebar panel, or null (closed, or the desktop layout). */
function openSidebar(): HTMLElement | null {
  return isOpen() && !matchMedia(DESKTOP).matches ? document.getElementById('__sidebar') : null;
}

/** The elements Tab reaches inside a container, in order. */
function focusables(container: HTMLElement): HTMLElement[] {
  const candidates = container.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
  );
  return [...candidates].filter((element) => element.getClientRects().length > 0);
}

/** Tab on the last element goes to the first, Shift+Tab on the first to the last. */
function keepFocusInside(event: KeyboardEvent): void {
  const sidebar = openSidebar();
  if (!sidebar) return;
  const items = focusables(sidebar);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const current = document.activeElement;
  if (event.shiftKey && (current === first || !sidebar.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !sidebar.contains(current))) {
    event.preventDefault();
    first.focus();
  }
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
    if (document.activeElement?.closest('#__sidebar'))
      document.querySelector<HTMLElement>('[data-sidebar-toggle]')?.focus();
    if (!leaveEntry && entryState().sidebar) {
      poppingOwnEntry = true;
      history.back();
    }
  };

  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    if (target.closest('[data-sidebar-toggle]')) {
      event.preventDefault();
      open();
    } else if (target.closest('[data-sidebar-close]')) {
      event.preventDefault();
      close();
    } else if (target.closest('#__sidebar a[href]:not([role="button"])')) close({ leaveEntry: true });
    else if (target === document.body && isOpen()) close(); // the dimmed backdrop (body::after)
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) close();
    else if (event.key === 'Tab' && isOpen()) keepFocusInside(event);
    else if (
      event.key === ' ' &&
      (event.target as Element | null)?.closest?.('[data-sidebar-toggle], [data-sidebar-close]')
    ) {
      // Links acting as buttons answer the space bar as buttons do.
      event.preventDefault();
      (event.target as HTMLElement).click();
    }
  });
  // Focus that lands outside while open (a click elsewhere, a screen reader's jump) goes back in.
  document.addEventListener('focusin', (event) => {
    const sidebar = openSidebar();
    if (sidebar && !sidebar.contains(event.target as Node)) focusables(sidebar)[0]?.focus();
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
