/** A one-line shell command with the copy button, in the markup of highlighted code blocks. */
export function CommandBlock({ command }: { command: string }) {
  return (
    <div className="code-block">
      <pre className="code-block__pre" tabIndex={0}>
        <code className="code language-bash">{command}</code>
      </pre>
      <button type="button" className="code-block__copy" data-copy aria-label="Copy code to clipboard" title="Copy">
        Copy
      </button>
    </div>
  );
}
