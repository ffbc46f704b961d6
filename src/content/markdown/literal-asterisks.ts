/**
 * In proto comments an asterisk inside a word is maths or code (`privKey*sha256(...)`,
 * `2**64`), never emphasis, and a run of three or more quotes a literal value
 * (lit's `"***readonly***"` keyword). Both stay text; `*emphasis*` and `**strong**` between
 * words keep working. Content pages use plain markdown and do not load this plugin.
 */
import type { MarkdownIt, StateInline } from 'markdown-it';

const ASTERISK = 0x2a;
const WORD = /[\p{L}\p{N}]/u;

/** markdown-it plugin: literal intraword asterisks and runs of three or more. */
export const literalAsterisks = (md: MarkdownIt): void => {
  md.inline.ruler.before('emphasis', 'literal_asterisks', (state: StateInline, silent: boolean) => {
    const start = state.pos;
    if (state.src.charCodeAt(start) !== ASTERISK) return false;
    let end = start;
    while (end < state.posMax && state.src.charCodeAt(end) === ASTERISK) end++;
    const intraword = start > 0 && WORD.test(state.src[start - 1]!) && WORD.test(state.src[end] ?? '');
    if (!intraword && end - start < 3) return false;
    if (!silent) state.push('text', '', 0).content = state.src.slice(start, end);
    state.pos = end;
    return true;
  });
};
