/**
 * The heading the reader is at, for the table of contents: the last of `ids` whose top
 * has scrolled above a line just below the navbar. Null on the server and during
 * hydration (no layout there); computed after mount and on every scroll frame.
 */
import { useEffect, useState } from 'react';

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
      let current: string | null = null;
      for (const id of list) {
        const heading = document.getElementById(id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top > REACHED_LINE) break;
        current = id;
      }
      setActive(current ?? list[0] ?? null);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    // First measure in the next frame, not inside React's commit (no forced layout there).
    onScroll();
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
    };
  }, [key]);
  return active;
}
