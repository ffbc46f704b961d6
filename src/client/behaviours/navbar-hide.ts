/**
 * Hides the navbar while the reader scrolls down and brings it back on the way up (when
 * the navbar has data-hide-on-scroll; CSS: html[data-navbar-hidden]). It stays while the
 * reader is near the top, uses it (focus inside), or has the mobile sidebar open, and it
 * comes back after every navigation.
 */
import { NAVIGATED_EVENT } from '../router/navigated-event.ts';

const HIDDEN = 'data-navbar-hidden';

/** Wires hide-on-scroll. */
export function startNavbarHide(): void {
  const navbar = document.querySelector<HTMLElement>('nav.navbar[data-hide-on-scroll]');
  if (!navbar) return;
  const html = document.documentElement;
  let lastY = scrollY;
  let frame = 0;

  const update = () => {
    frame = 0;
    const y = scrollY;
    const busy = navbar.contains(document.activeElement) || html.hasAttribute('data-sidebar-open');
    if (y < navbar.offsetHeight || y < lastY) html.removeAttribute(HIDDEN);
    else if (y > lastY && !busy) html.setAttribute(HIDDEN, '');
    lastY = y;
  };
  addEventListener(
    'scroll',
    () => {
      frame ||= requestAnimationFrame(update);
    },
    { passive: true },
  );
  addEventListener(NAVIGATED_EVENT, () => {
    html.removeAttribute(HIDDEN);
    lastY = scrollY;
  });
}
