/**
 * The keys of a tab list (WAI-ARIA tabs pattern, automatic activation): Left and Right
 * move to the previous and next tab, wrapping at the ends; Home and End move to the first
 * and last tab.
 */

/** The index of the tab a key moves to from tab `index` of `count`, or null for other keys. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
