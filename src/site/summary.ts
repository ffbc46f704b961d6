/** One plain-text line from a markdown description, for cards and meta descriptions. */

const MAX = 180;

/** The first sentence (or first MAX characters) of markdown, without markdown syntax. */
export function summaryOf(markdown: string): string {
  const text = markdown
    .split(/\n\s*\n/)[0]! // first paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links -> their text
    .replace(/[`*_]+/g, '') // code and emphasis markers
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length <= MAX ? sentence : `${sentence.slice(0, MAX - 1).replace(/\s+\S*$/, '')}…`;
}
