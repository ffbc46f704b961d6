/**
 * The copy button of every code block (markdown fences and the React CodeBlock share the
 * markup): one delegated click handler copies the block's text and says "Copied" for two
 * seconds. Without the async Clipboard API (plain-HTTP hosts) it falls back to a hidden
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
const showing = new WeakMap<HTMLElement, { text: string; aria: string; timer: ReturnType<typeof setTimeout> | undefined }>();

function showFeedback(button: HTMLElement, label: string): void {
  const own = showing.get(button) ?? { text: button.textContent ?? '', aria: button.getAttribute('aria-label') ?? '', timer: undefined };
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

/** Wires every copy button, present and future. */
export function startCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('.code-block [data-copy]');
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!button || !code) return;
    void copyText(code.textContent ?? '').then((ok) => {
      if (!ok) console.error('apidocs: could not copy the code block to the clipboard');
      showFeedback(button, ok ? 'Copied' : 'Copy failed');
    });
  });
}
