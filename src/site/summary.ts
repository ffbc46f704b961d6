/** One plain-text line from a markdown description, for cards and meta descriptions. */

const MAX = 180;

/**
 * The first sentence (or first MAX characters) of markdown, without markdown syntax.
 * Every pattern is linear in the text: comments are untrusted, and a link pattern whose
 * text part may run over other "[" (`\[[^\]]*\]`) rescans the rest of the text from
 * every "[", which takes minutes on a comment of 100,000 of them.
 */
export function summaryOf(markdown: string): string {
  const paragraphEnd = markdown.search(/\n[ \t\r\f\v]*\n/);
  const text = (paragraphEnd === -1 ? markdown : markdown.slice(0, paragraphEnd)) // first paragraph
    .replace(/\[([^[\]]*)\]\([^()]*\)/g, '$1') // links -> their text
    .replace(/[`*_]+/g, '') // code and emphasis markers
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length <= MAX ? sentence : `${sentence.slice(0, MAX - 1).replace(/\s+\S*$/, '')}…`;
}
