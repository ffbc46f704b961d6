/**
 * Code samples with typed slots. A sample is generated and highlighted at build time with a
 * placeholder for every value that comes from the reader's node (host and ports, TLS
 * certificate and macaroon paths, CLI connection flags); the page fills the slots with the
 * "Your node" settings (server render: the defaults) and escapes each value for the place
 * it sits in: a JavaScript string, a Python path expression, a shell word, ... So a value
 * is never baked into a string, and changing a setting updates every sample in place.
 */
import {
  jsString,
  jsStringText,
  jsTemplateText,
  pyFStringText,
  pyString,
  shellDoubleQuotedText,
  shellWord,
} from './code-literals.ts';

/** The connection values a sample can refer to. */
export type SlotName = 'grpcHost' | 'restHost' | 'tlsCertPath' | 'macaroonPath' | 'cliFlags';

/**
 * Where a slot sits, which decides how its value is written:
 * - `js-string`, `py-string`: a whole string literal;
 * - `js-path`, `py-path`: an expression for a file path (a leading `~/` becomes the home folder);
 * - `js-string-text`, `js-template-text`, `py-string-text`, `py-fstring-text`: inside a literal already open;
 * - `shell-word`: one shell word; `shell-dq-text`: inside "..." in the shell;
 * - `text`: as is (comments, and CLI flags that are escaped when they are made).
 */
export type SlotContext =
  | 'js-string'
  | 'py-string'
  | 'js-path'
  | 'py-path'
  | 'js-string-text'
  | 'js-template-text'
  | 'py-string-text'
  | 'py-fstring-text'
  | 'shell-word'
  | 'shell-dq-text'
  | 'text';

export interface SlotRef {
  slot: SlotName;
  context: SlotContext;
}

/** Source text with slots: `parts[i]` is code, a slot sits between each two parts. */
export interface CodeTemplate {
  /** Highlighted HTML pieces (build time), `slots.length + 1` of them. */
  html: string[];
  /** Plain text pieces, `slots.length + 1` of them. */
  text: string[];
  slots: SlotRef[];
}

export type SlotValues = Record<SlotName, string>;

const MARK_OPEN = '\u0001';
const MARK_CLOSE = '\u0002';

/** A slot inside generated source text; `splitSlots` finds it again. */
export function slot(name: SlotName, context: SlotContext): string {
  return `${MARK_OPEN}${name}:${context}${MARK_CLOSE}`;
}

/** Source text split at its slots. */
export function splitSlots(source: string): { text: string[]; slots: SlotRef[] } {
  const text: string[] = [];
  const slots: SlotRef[] = [];
  let rest = source;
  for (;;) {
    const open = rest.indexOf(MARK_OPEN);
    if (open < 0) break;
    const close = rest.indexOf(MARK_CLOSE, open);
    if (close < 0) throw new Error('Internal error: an unclosed code slot');
    const [name, context] = rest.slice(open + 1, close).split(':') as [SlotName, SlotContext];
    text.push(rest.slice(0, open));
    slots.push({ slot: name, context });
    rest = rest.slice(close + 1);
  }
  text.push(rest);
  return { text, slots };
}

/** One private-use character per slot, which highlighters treat as plain text. */
export function slotSentinel(index: number): string {
  return String.fromCharCode(0xe000 + index);
}

/** Splits highlighted HTML at the sentinels that stood in for the slots. */
export function splitHighlighted(html: string, count: number): string[] {
  const parts: string[] = [];
  let rest = html;
  for (let i = 0; i < count; i++) {
    const at = rest.indexOf(slotSentinel(i));
    if (at < 0) throw new Error(`Internal error: the highlighter lost code slot ${i}`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  parts.push(rest);
  return parts;
}

/** A value written for the place its slot sits in. */
export function slotText(context: SlotContext, value: string): string {
  const home = value.startsWith('~/') ? value.slice(1) : null;
  switch (context) {
    case 'js-string':
      return jsString(value);
    case 'py-string':
      return pyString(value);
    case 'js-path':
      return home === null ? jsString(value) : `require('os').homedir() + ${jsString(home)}`;
    case 'py-path':
      return home === null ? pyString(value) : `os.path.expanduser(${pyString(value)})`;
    case 'js-string-text':
    case 'py-string-text':
      return jsStringText(value);
    case 'js-template-text':
      return jsTemplateText(value);
    case 'py-fstring-text':
      return pyFStringText(value);
    case 'shell-word':
      return shellWord(value);
    case 'shell-dq-text':
      return shellDoubleQuotedText(value);
    case 'text':
      return value;
  }
}

/** The plain text of a template with its slots filled (what the copy button copies). */
export function fillText(template: Pick<CodeTemplate, 'text' | 'slots'>, values: SlotValues): string {
  return template.text
    .map((part, i) =>
      i < template.slots.length ? part + slotText(template.slots[i]!.context, values[template.slots[i]!.slot]) : part,
    )
    .join('');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

// Slots that are a whole literal get the literal's colour; the rest take their surroundings'.
const LITERAL: ReadonlySet<SlotContext> = new Set(['js-string', 'py-string', 'shell-word']);

/** The highlighted HTML of a template with its slots filled; each value is marked as coming from "Your node". */
export function fillHtml(template: Pick<CodeTemplate, 'html' | 'slots'>, values: SlotValues): string {
  return template.html
    .map((part, i) => {
      if (i >= template.slots.length) return part;
      const { slot: name, context } = template.slots[i]!;
      const text = slotText(context, values[name]);
      const literal = LITERAL.has(context) || (/^(?:js|py)-path$/.test(context) && !values[name].startsWith('~/'));
      return `${part}<span class="code-slot${literal ? ' token string' : ''}" data-slot="${name}">${escapeHtml(text)}</span>`;
    })
    .join('');
}
