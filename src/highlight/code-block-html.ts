/**
 * The HTML of a code block with its copy button, shared by markdown fences (rendered to
 * strings) and the theme's CodeBlock component (which uses the same class names). The
 * copy button works through one delegated click handler in the client.
 */
import { escapeHtml, highlight, languageOf } from './highlight.ts';

/** A highlighted code block with a copy button. */
export function codeBlockHtml(code: string, language: string | undefined): string {
  const lang = languageOf(language);
  const cls = lang ? ` language-${lang}` : '';
  return (
    `<div class="code-block"><pre class="code-block__pre" tabindex="0"><code class="code${cls}">${highlight(code, language)}</code></pre>` +
    `<button type="button" class="code-block__copy" data-copy aria-label="Copy code to clipboard" title="Copy">Copy</button></div>\n`
  );
}

export { escapeHtml };
