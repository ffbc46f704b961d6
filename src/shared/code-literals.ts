/**
 * Source-text building blocks for JavaScript, Python and the shell: string literals and
 * shell words. Everything that goes into a code sample passes through these, at build
 * time and in the browser (values from the "Your node" panel), so a quote in a path can
 * never break the code.
 */

/** A single-quoted JavaScript string literal. */
export function jsString(text: string): string {
  return `'${jsStringText(text)}'`;
}

/** Text for the inside of a single-quoted JavaScript (or Python) string literal. */
export function jsStringText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n');
}

/** A single-quoted Python string literal. */
export function pyString(text: string): string {
  return jsString(text);
}

/** Text for the inside of a JavaScript template literal (escapes `, \ and ${). */
export function jsTemplateText(text: string): string {
  return text.replace(/[\\`]/g, (c) => `\\${c}`).replace(/\$\{/g, '\\${');
}

/** Text for the inside of a single-quoted Python f-string (escapes quotes, \ and braces). */
export function pyFStringText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\{/g, '{{').replace(/\}/g, '}}');
}

/** A shell word, single-quoted only when it has characters the shell would interpret; a leading ~/ stays unquoted so it expands. */
export function shellWord(text: string): string {
  if (text.startsWith('~/') && text.length > 2) return `~/${shellWord(text.slice(2))}`;
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Text for the inside of a double-quoted shell string (escapes ", \, $ and `). */
export function shellDoubleQuotedText(text: string): string {
  return text.replace(/["\\$`]/g, (c) => `\\${c}`);
}
