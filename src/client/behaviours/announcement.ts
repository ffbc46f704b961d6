/**
 * The announcement bar's close button. The dismissal is stored as the bar's id, so a bar
 * with a new id shows again; a stored id of another bar is removed (reset). The head
 * script hides a dismissed bar before first paint (html[data-announcement-dismissed]).
 */
import { STORAGE_KEYS } from '../../theme/storage-keys.ts';
import { readStorage, removeStorage, writeStorage } from '../../theme/storage.ts';

/** Wires the close button and resets a dismissal of an older bar. */
export function startAnnouncement(): void {
  const id = document.querySelector<HTMLElement>('.announcement[data-announcement-id]')?.dataset.announcementId ?? null;
  const dismissed = readStorage(STORAGE_KEYS.announcementDismissed);
  if (dismissed !== null && dismissed !== id) removeStorage(STORAGE_KEYS.announcementDismissed);
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-announcement-close]');
    const bar = button?.closest<HTMLElement>('.announcement[data-announcement-id]');
    if (!bar) return;
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    writeStorage(STORAGE_KEYS.announcementDismissed, bar.dataset.announcementId!);
  });
}
