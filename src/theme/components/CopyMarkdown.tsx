/**
 * "Copy page as Markdown": a link to the page's Markdown copy (docs/exports.md) that, with
 * JavaScript, copies that file instead and says "Copied" in its label for two seconds, as a
 * code block's copy button does (the same delegated listener,
 * src/client/behaviours/copy-code.ts). Without JavaScript it opens the Markdown.
 */
export function CopyMarkdown({ href }: { href: string }) {
  return (
    <p className="copy-markdown">
      <a href={href} type="text/markdown" data-copy-markdown="">
        Copy page as Markdown
      </a>
    </p>
  );
}
