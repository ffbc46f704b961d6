/**
 * A sample template changed line by line: how the samples of a method page follow the
 * reader's release. The server writes the samples of the page's release, and for each
 * other set of request fields a release of the RPC has, the same samples written by the same
 * generator from the model without the fields that release lacks (src/site/history/release-samples.ts);
 * the page carries only the lines that differ. The browser applies them to the highlighted
 * template (its slots kept: `\0` stands for each while lines are patched). Pure and small: it
 * runs in the browser.
 */

/** One change: at line `0` (of the original), remove `1` lines and put the rest in their place. */
export type LineEdit = [number, number, ...string[]];

/** The edits of one template, in ascending line order (each against the original lines). */
export type LinePatch = LineEdit[];

/** Stands for a slot while a template's pieces are joined into lines. */
export const SLOT_JOIN = '\u0000';

/** The template's pieces joined into lines. */
export function templateLines(html: readonly string[]): string[] {
  return html.join(SLOT_JOIN).split('\n');
}

/** The template's pieces with a patch applied (the same number of slots, in the same order). */
export function patchPieces(html: readonly string[], patch: LinePatch): string[] {
  const lines = templateLines(html);
  for (let i = patch.length - 1; i >= 0; i--) {
    const [at, remove, ...insert] = patch[i]!;
    lines.splice(at, remove, ...insert);
  }
  return lines.join('\n').split(SLOT_JOIN);
}
