/**
 * A highlighted code block with a copy button; same markup as markdown fences (see
 * src/highlight/code-block-html.ts) so one stylesheet and one click handler serve both.
 */
export function CodeBlock({ html, language }: { html: string; language: string }) {
  return (
    <div className="code-block">
      <pre className="code-block__pre" tabIndex={0}>
        {/* Safe HTML: highlighted and escaped at build time. */}
        <code className={`code language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      <button type="button" className="code-block__copy" data-copy aria-label="Copy code to clipboard" title="Copy">
        Copy
      </button>
    </div>
  );
}
