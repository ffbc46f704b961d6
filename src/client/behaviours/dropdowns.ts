/**
 * Navbar dropdowns are <details> elements, so they open without JavaScript; here they also
 * close on a click elsewhere, on a click on one of their links, on Escape (focus returns
 * to the summary) and after a navigation. One dropdown is open at a time.
 */
import { NAVIGATED_EVENT } from '../router/navigated-event.ts';

function openDropdowns(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')];
}

/** Wires closing behaviour of every dropdown. */
export function startDropdowns(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const inside = target?.closest?.('details[data-dropdown]') ?? null;
    const onLink = Boolean(target?.closest?.('.dropdown__menu a'));
    for (const details of openDropdowns()) if (details !== inside || onLink) details.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const details of openDropdowns()) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  });
  addEventListener(NAVIGATED_EVENT, () => {
    for (const details of openDropdowns()) details.open = false;
  });
}
