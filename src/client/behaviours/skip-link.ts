/**
 * "Skip to main content": moves keyboard focus into the main content (the native #__main
 * jump only moves the caret start, and would add #__main to the address). Without
 * JavaScript the plain link still works.
 */

/** Wires the skip link. */
export function startSkipLink(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('.skip-to-content')) return;
    const main = document.getElementById('__main');
    if (!main) return;
    event.preventDefault();
    main.focus();
  });
}
