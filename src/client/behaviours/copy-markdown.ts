/**
 * The "Copy page as Markdown" link (theme/components/CopyMarkdown.tsx): one delegated click
 * handler fetches the page's Markdown copy, puts it on the clipboard and says so in the
 * link's live region. Plain clicks only: a modified click (new tab) or a failure to fetch
 * leaves the link to open the file.
 */
import { copyText } from './copy-code.ts';

/** Wires every Copy-as-Markdown link, present and future. */
export function startCopyMarkdown(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-copy-markdown]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const status = link.parentElement?.querySelector('[role="status"]');
    const say = (text: string) => status && (status.textContent = text);
    say('Copying…');
    void fetch(link.href)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(copyText)
      .then((ok) => say(ok ? 'Copied the page as Markdown' : 'Could not copy: open the link to see the Markdown'))
      .catch((error: unknown) => {
        console.error('apidocs: could not fetch the Markdown copy:', error);
        say('Could not copy: open the link to see the Markdown');
      });
  });
}
