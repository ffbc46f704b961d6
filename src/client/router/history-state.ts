/**
 * What the client keeps in each history entry: the scroll position to restore when the
 * reader comes back (the router restores it itself, because the browser would restore it
 * before the page's content is rendered), and a marker for the entry the mobile sidebar
 * adds. Other fields already in history.state are kept.
 */
import { type ScrollPosition, currentPosition, scrollToPosition } from './scroll.ts';

export interface EntryState {
  scroll?: ScrollPosition;
  /** The entry pushed when the mobile sidebar opened (Back closes the sidebar). */
  sidebar?: boolean;
}

/** How long scrolling must pause before the position is recorded. */
const SAVE_DELAY_MS = 120;

/** The current entry's state (empty for entries the browser made, e.g. #fragment links). */
export function entryState(): EntryState {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? (state as EntryState) : {};
}

/** Merges fields into the current entry's state without changing the URL. */
export function updateEntryState(fields: EntryState): void {
  history.replaceState({ ...entryState(), ...fields }, '');
}

/** Records the current scroll position in the current entry. */
export function saveScroll(): void {
  updateEntryState({ scroll: currentPosition() });
}

/** Takes over scroll restoration and records positions as the reader scrolls. */
export function startScrollMemory(): void {
  history.scrollRestoration = 'manual';
  let timer: ReturnType<typeof setTimeout> | undefined;
  addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(saveScroll, SAVE_DELAY_MS);
    },
    { passive: true },
  );
  addEventListener('pagehide', saveScroll);
}

/** After a reload or Back/Forward from another site, returns to the recorded position. */
export function restoreScrollAfterLoad(): void {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved = entryState().scroll;
  if (saved && (navigation?.type === 'reload' || navigation?.type === 'back_forward')) scrollToPosition(saved);
}
