/**
 * The heading the reader is at, for the table of contents: the last of `ids` whose top
 * has scrolled above a line just below the navbar. The last sections of a page may be too
 * short to ever reach that line, so at the bottom of the page the heading the URL's
 * #fragment names wins when it is in view, else (once scrolled) the last heading in view.
 * Null on the server and during hydration (no layout there); computed after mount, on
 * every scroll frame and when the #fragment changes.
 */
import { useEffect, useState } from 'react';
import { fragmentId } from '../../shared/fragment-id.ts';

/** Pixels below the top of the window where a heading counts as reached. */
const REACHED_LINE = 120;

/** The id of the heading in view, or null. */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key.split('\n');
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(headingInView(list));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    // First measure in the next frame, not inside React's commit (no forced layout there).
    onScroll();
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll, { passive: true });
    addEventListener('hashchange', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
      removeEventListener('hashchange', onScroll);
    };
  }, [key]);
  return active;
}

/** The active heading's id, measured now (see useActiveHeading). */
function headingInView(ids: string[]): string | null {
  // Headings inside a closed <details> (a nested message not opened) are not shown: skip them.
  const headings = ids
    .map((id) => document.getElementById(id))
    .filter((h): h is HTMLElement => h !== null && isShown(h));
  const tops = headings.map((h) => h.getBoundingClientRect().top);
  let current: string | null = null;
  for (const [i, heading] of headings.entries()) {
    if (tops[i]! > REACHED_LINE) break;
    current = heading.id;
  }
  if (atPageBottom()) {
    const inView = headings.filter((_, i) => tops[i]! >= 0 && tops[i]! < innerHeight).map((h) => h.id);
    const linked = fragmentId(location.hash);
    if (inView.includes(linked)) return linked;
    // Scrolled all the way down (a page that does not scroll keeps its first heading).
    if (scrollY > 0 && inView.length > 0 && tops[headings.length - 1]! > REACHED_LINE) return inView.at(-1)!;
  }
  return current ?? ids[0] ?? null;
}

/**
 * False inside a closed <details>: browsers hide its content with content-visibility, which
 * keeps layout boxes, so only checkVisibility() tells (older browsers: no box at all).
 */
function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
}

/** True when the window cannot scroll further down. */
function atPageBottom(): boolean {
  return innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
}
