/**
 * Highlights search terms on the page a search result opened (its URL carries them as
 * `_highlight` parameters): matches in the article's text are wrapped in <mark> elements,
 * after React has rendered (on "apidocs:navigated"), never before hydration.
 *
 * React owns the article's text nodes, so each node is split in place (`splitText` keeps
 * the original node, with the text before the first match) and only the nodes added here
 * are removed again on the next navigation: if React rewrote the original meanwhile, the
 * added nodes simply go; if not, its text is restored.
 */
import { matchRanges } from '../../search/highlight.ts';
import { HIGHLIGHT_PARAM } from '../../search/search-config.ts';

interface Applied {
  original: Text;
  originalText: string;
  truncatedText: string;
  added: Node[];
}

let applied: Applied[] = [];

/** Elements whose text is not page prose. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'MARK', 'BUTTON']);

/** The terms a URL asks to highlight. */
export function highlightTermsOf(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(HIGHLIGHT_PARAM)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
}

/** Removes the marks of the last highlight. */
export function clearHighlights(): void {
  for (const { original, originalText, truncatedText, added } of applied) {
    for (const node of added) node.parentNode?.removeChild(node);
    if (original.nodeValue === truncatedText) original.nodeValue = originalText;
  }
  applied = [];
}

/** Wraps every match of the terms in the text under `root` in <mark>; returns how many. */
export function highlightPage(root: Element, terms: string[]): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement)
        if (SKIPPED.has(el.tagName)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  let marks = 0;
  for (const original of texts) {
    const originalText = original.nodeValue ?? '';
    const ranges = matchRanges(originalText, terms);
    if (ranges.length === 0) continue;
    const added: Node[] = [];
    // From the last match back, so the original node keeps the text before the first one.
    for (const [start, end] of [...ranges].reverse()) {
      if (end < (original.nodeValue ?? '').length) added.push(original.splitText(end));
      const matched = original.splitText(start);
      const mark = document.createElement('mark');
      mark.dataset.searchHighlight = '';
      matched.replaceWith(mark);
      mark.append(matched);
      added.push(mark);
      marks += 1;
    }
    applied.push({ original, originalText, truncatedText: original.nodeValue ?? '', added });
  }
  return marks;
}
