/**
 * Client search, started once after hydration: registers the search runtime with the
 * theme's search store (the index loads on first hover or focus of a search box), focuses
 * the navbar box on Ctrl/Cmd+K, and highlights the search terms on pages a result opened.
 * The highlighter is a chunk of its own, loaded only for a page address with a query
 * (a result's link carries its terms there), so other pages never fetch it.
 */
import type { SiteData } from '../../site/site-data.ts';
import { registerSearchProvider } from '../../theme/search/search-store.ts';
import { createSearchProvider } from './search-provider.ts';

type PageHighlighter = typeof import('./page-highlight.ts');

/** The part of the page search terms are highlighted in. */
function articleOf(doc: Document): Element | null {
  return doc.querySelector('#__main article') ?? doc.getElementById('__main');
}

/** Wires search into the page. */
export function startSearch(site: SiteData): void {
  registerSearchProvider(createSearchProvider(site));
  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
      const input = document.querySelector<HTMLInputElement>('[data-search-bar] input');
      if (!input) return;
      event.preventDefault();
      input.focus();
      input.select();
    }
  });
  let highlighter: PageHighlighter | undefined;
  // After the first hydration and every client-side navigation: React has rendered the page.
  window.addEventListener('apidocs:navigated', () => {
    highlighter?.clearHighlights();
    if (!location.search) return;
    const shown = location.href;
    import('./page-highlight.ts').then(
      (loaded) => {
        highlighter = loaded;
        if (location.href !== shown) return; // another page shows by now; its own event highlights it
        loaded.clearHighlights();
        const terms = loaded.highlightTermsOf(location.search);
        const article = articleOf(document);
        if (terms.length > 0 && article) loaded.highlightPage(article, terms);
      },
      (error: unknown) => console.error('apidocs: the search term highlighter could not load:', error),
    );
  });
}
