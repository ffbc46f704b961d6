/**
 * Moving the window after a navigation: to a recorded position (Back/Forward, reload), to
 * a #fragment's element, or to the top; and focus to the main content.
 */
import { fragmentId } from '../../shared/fragment-id.ts';

/** Where the reader is: the window's offset, and the element with an id at the top of the content. */
export interface ScrollPosition {
  x: number;
  y: number;
  /** The element at the top of the content, and its distance from the window's top. */
  anchor?: { id: string; top: number };
}

/** The element with an id (heading, field row) at the top of the visible content, if any. */
function topAnchor(): { id: string; top: number } | undefined {
  const main = document.getElementById('__main');
  if (!main) return undefined;
  const column = (main.querySelector('article') ?? main).getBoundingClientRect();
  const navbar = document.querySelector('nav.navbar')?.getBoundingClientRect();
  const y = Math.max(0, navbar?.bottom ?? 0) + 8;
  let element = document.elementFromPoint(column.left + Math.min(40, column.width / 2), y);
  while (element && element !== main && !element.id) element = element.parentElement;
  if (!element || element === main || !main.contains(element)) return undefined;
  return { id: element.id, top: Math.round(element.getBoundingClientRect().top) };
}

/** The current scroll position, to record in history. */
export function currentPosition(): ScrollPosition {
  return { x: Math.round(scrollX), y: Math.round(scrollY), anchor: topAnchor() };
}

/**
 * Returns to a recorded position. Message tables skip layout while off screen
 * (content-visibility in components.css), so their heights are estimates until rendered and
 * the same pixel offset can show other content after a fresh render. While restoring, every
 * table is laid out for real (html[data-scroll-restoring]) and the recorded anchor element
 * is put back where it was; each table then remembers its real height, so nothing moves
 * when they go back to skipping layout.
 */
export function scrollToPosition(position: ScrollPosition): void {
  const html = document.documentElement;
  html.setAttribute('data-scroll-restoring', '');
  scrollTo(position.x, position.y);
  const anchor = position.anchor && document.getElementById(position.anchor.id);
  if (anchor) scrollBy(0, anchor.getBoundingClientRect().top - position.anchor!.top);
  // Sizes are remembered during a rendering update, after animation-frame callbacks: wait
  // for one full frame with every table rendered before letting them skip layout again.
  requestAnimationFrame(() => requestAnimationFrame(() => html.removeAttribute('data-scroll-restoring')));
}

/**
 * Opens every closed <details> around an element (a field of a nested message shown in
 * place, a deprecated field), as the browser does for a #fragment it navigates to itself.
 */
export function revealElement(element: Element): void {
  for (
    let details = element.parentElement?.closest('details');
    details;
    details = details.parentElement?.closest('details')
  ) {
    if (!(details as HTMLDetailsElement).open) (details as HTMLDetailsElement).open = true;
  }
}

/** Scrolls to the element a #fragment names, or to the top when there is none. */
export function scrollToFragment(hash: string): void {
  const id = fragmentId(hash);
  const target = id ? document.getElementById(id) : null;
  if (target) {
    revealElement(target);
    target.scrollIntoView();
  } else scrollTo(0, 0);
}

/** Focus goes to the new content, as after a page load, without moving the scroll position. */
export function focusMain(): void {
  document.getElementById('__main')?.focus({ preventScroll: true });
}
