/**
 * After a client-side navigation, the parts of <head> that describe the page (title,
 * description, canonical URL) are updated to what the server renders for that page.
 */
import type { Head } from '../../site/page-data.ts';

function setAttribute(selector: string, attribute: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Applies a page's head data to the document. */
export function applyHead(head: Head): void {
  document.title = head.title;
  setAttribute('meta[name="description"]', 'content', head.description);
  setAttribute('meta[property="og:title"]', 'content', head.title);
  setAttribute('meta[property="og:description"]', 'content', head.description);
  setAttribute('meta[property="og:url"]', 'content', head.canonical);
  setAttribute('link[rel="canonical"]', 'href', head.canonical);
}
