/**
 * The copy button of every code block (markdown fences and the React CodeBlock share the
 * markup) and the "Copy page as Markdown" link: one delegated click handler copies the
 * block's text (the link: the page's Markdown copy) and says "Copied" for two seconds. Without the async Clipboard API (plain-HTTP hosts) it falls back to a hidden
 * textarea and execCommand.
 */

const FEEDBACK_MS = 2000;

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'visually-hidden';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Puts text on the clipboard; resolves false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.warn('apidocs: the clipboard refused the code; trying the fallback:', error);
  }
  return copyWithTextarea(text);
}

/** A button's own label while it shows feedback, and the timer that puts it back. */
const showing = new WeakMap<
  HTMLElement,
  { text: string; aria: string; timer: ReturnType<typeof setTimeout> | undefined }
>();

function showFeedback(button: HTMLElement, label: string): void {
  const own = showing.get(button) ?? {
    text: button.textContent ?? '',
    aria: button.getAttribute('aria-label') ?? '',
    timer: undefined,
  };
  clearTimeout(own.timer);
  button.textContent = label;
  button.setAttribute('aria-label', label);
  button.setAttribute('data-copied', '');
  own.timer = setTimeout(() => {
    button.textContent = own.text;
    button.setAttribute('aria-label', own.aria);
    button.removeAttribute('data-copied');
    showing.delete(button);
  }, FEEDBACK_MS);
  showing.set(button, own);
}

/**
 * The text a copy control copies: a code block's text, or for the "Copy page as Markdown"
 * link (theme/components/CopyMarkdown.tsx) the page's Markdown copy, fetched. Undefined when
 * the click is not for it: a modified click on the link (a new tab) opens the file.
 */
function textToCopy(control: HTMLElement, event: MouseEvent): Promise<string> | undefined {
  if (!(control instanceof HTMLAnchorElement)) {
    const code = control.closest('.code-block')?.querySelector('pre code');
    return code ? Promise.resolve(code.textContent ?? '') : undefined;
  }
  if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  event.preventDefault();
  return fetch(control.href).then((response) =>
    response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
  );
}

/**
 * Wires every copy control, present and future, with one delegated handler: code blocks'
 * buttons and the Markdown link share it, so the link adds no first-load JavaScript of its own.
 */
export function startCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(
      '.code-block [data-copy], a[data-copy-markdown]',
    );
    const text = control && textToCopy(control, event);
    if (!text) return;
    void text
      .then(copyText)
      .catch((error: unknown) => (console.error('apidocs: could not fetch the text to copy:', error), false))
      .then((ok) => {
        if (!ok) console.error('apidocs: could not copy to the clipboard');
        showFeedback(control, ok ? 'Copied' : 'Copy failed');
      });
  });
}
