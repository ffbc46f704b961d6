/**
 * Light/dark mode. The head script applies the stored mode to <html data-theme> before
 * first paint; from then on the attribute is the source of truth. The navbar toggle flips
 * it and stores the choice, and a change made in another tab (storage event) is applied
 * here too. The system colour scheme is ignored (spec section 4). Code highlighting
 * follows through CSS on [data-theme].
 */
import { STORAGE_KEYS } from '../../theme/storage-keys.ts';
import { writeStorage } from '../../theme/storage.ts';

export type ColorMode = 'light' | 'dark';

/** The mode the page shows now. */
export function currentColorMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Shows and remembers a mode. */
export function setColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  writeStorage(STORAGE_KEYS.theme, mode);
}

/** Wires the toggle and the cross-tab sync. */
export function startColorMode(): void {
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-color-mode-toggle]'))
      setColorMode(currentColorMode() === 'dark' ? 'light' : 'dark');
  });
  addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme && (event.newValue === 'light' || event.newValue === 'dark')) {
      document.documentElement.setAttribute('data-theme', event.newValue);
    }
  });
}
