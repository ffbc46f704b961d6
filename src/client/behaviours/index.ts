/**
 * Theme behaviours that work on the server markup through the DOM (data attributes and
 * <html> attributes, outside React's tree), so they run even before hydration or when the
 * route data cannot load. Order matters for popstate: the mobile sidebar must listen
 * before the router (see mobile-sidebar.ts).
 */
import { startAnnouncement } from './announcement.ts';
import { startColorMode } from './color-mode.ts';
import { startCopyButtons } from './copy-code.ts';
import { startDropdowns } from './dropdowns.ts';
import { startMobileSidebar } from './mobile-sidebar.ts';
import { startNavbarHide } from './navbar-hide.ts';
import { startSkipLink } from './skip-link.ts';

/** Starts every DOM-level behaviour once. */
export function startBehaviours(): void {
  startColorMode();
  startMobileSidebar();
  startNavbarHide();
  startAnnouncement();
  startDropdowns();
  startCopyButtons();
  startSkipLink();
}
