/**
 * What an error's template (its message with run-time values shown as `…`) gives: a slug for
 * its catalogue page, a regular expression that matches the text as people paste it, and a
 * sample text. Patterns use only what JavaScript and RE2 (Go, Rust's regex) both read.
 */

/** The placeholder the Go reading writes for a format verb (`%v`, `%d`, `%x`). */
export const PLACEHOLDER = '…';

/** Longest slug before the template's hash takes over (URLs stay readable). */
const SLUG_LENGTH = 60;

/**
 * The template's words in kebab-case, at most 60 characters cut at a word: "cannot open
 * channel to self" -> cannot-open-channel-to-self; placeholders are dropped.
 */
export function templateSlug(template: string): string {
  const words = template
    .split(PLACEHOLDER)
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_LENGTH) return words || 'error';
  const cut = words.slice(0, SLUG_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_LENGTH);
}

/** A short stable hash of a text (FNV-1a, 32 bits, 6 hex digits): the tie-break of equal slugs. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0').slice(0, 6);
}

/** How many characters of the template are fixed text: the more, the more specific its pattern. */
export function literalLength(template: string): number {
  return template.split(PLACEHOLDER).join('').replace(/\s+/g, ' ').trim().length;
}

/** gRPC's text of a status (`rpc error: code = Unknown desc = `), with lncli's `[lncli] ` before it. */
const GRPC_PREFIX = String.raw`(?:\[[a-z-]+\] )?(?:rpc error: code = [A-Za-z]+ desc = )?`;
/** The REST gateway's body around the message: `{"code":2,"message":"…","details":[]}`. */
const REST_OPEN = String.raw`(?:\{\s*"code"\s*:\s*\d+\s*,\s*"message"\s*:\s*")?`;
const REST_CLOSE = String.raw`(?:"\s*(?:,\s*"details"\s*:\s*\[[\s\S]*\]\s*)?\})?`;

/**
 * The pattern of a template: the whole pasted text, with gRPC's `rpc error: code = X desc = `
 * prefix (and lncli's `[lncli] `) or the REST body around it optional, placeholders as
 * wildcards, quotes and backslashes also JSON-escaped and runs of spaces as any whitespace.
 */
export function templatePattern(template: string): string {
  return `^\\s*${GRPC_PREFIX}${REST_OPEN}${templateBody(template)}${REST_CLOSE}\\s*$`;
}

/** The template's own text as a pattern (no prefix, no anchors). */
export function templateBody(template: string): string {
  return template.split(PLACEHOLDER).map(literalPattern).join('[\\s\\S]*?');
}

function literalPattern(text: string): string {
  return text
    .split(/(\s+|"|\\)/)
    .map((part) => {
      if (part === '') return '';
      if (part === '"') return '(?:"|\\\\")';
      if (part === '\\') return '\\\\{1,2}';
      if (/^\s+$/.test(part)) return '\\s+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
    })
    .join('');
}

/** The template with every placeholder filled with `value`: a text the daemon could send. */
export function sampleText(template: string, value = '42'): string {
  return template.split(PLACEHOLDER).join(value);
}
