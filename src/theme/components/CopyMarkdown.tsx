/**
 * "Copy page as Markdown": a link to the page's Markdown copy (docs/exports.md) that, with
 * JavaScript, copies that file instead (src/client/behaviours/copy-markdown.ts, a delegated
 * listener) and says so in its live region. Without JavaScript it opens the Markdown.
 */
export function CopyMarkdown({ href }: { href: string }) {
  return (
    <p className="copy-markdown">
      <a href={href} type="text/markdown" data-copy-markdown="">
        Copy page as Markdown
      </a>
      <span className="copy-markdown__status" role="status" aria-live="polite" />
    </p>
  );
}
