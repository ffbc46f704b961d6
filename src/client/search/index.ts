/**
 * Client search: entry point called once after hydration. Until the index is loaded the
 * navbar box is a plain form that submits to the search page; Ctrl/Cmd+K focuses it.
 */
import type { SiteData } from '../../site/site-data.ts';

/** Wires the navbar search box. */
export function startSearch(_site: SiteData): void {
  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      const input = document.querySelector<HTMLInputElement>('[data-search-bar] input');
      if (!input) return;
      event.preventDefault();
      input.focus();
    }
  });
}
