/**
 * Links in untrusted markdown (proto comments, content pages): only http(s), mailto, site
 * paths, relative paths and #anchors survive (markdown-it already drops javascript: and
 * friends). External links open in a new tab without an opener; internal ones are resolved
 * to routes, and an unresolvable one is a warning and is rendered as plain text.
 */
import type { MarkdownIt } from 'markdown-it';
import type { MarkdownEnv } from './env.ts';

const EXTERNAL = /^(https?:|mailto:)/i;

/** markdown-it plugin: safe, resolved links. */
export const safeLinks = (md: MarkdownIt): void => {
  md.core.ruler.push('safe_links', (state) => {
    const env = state.env as MarkdownEnv;
    for (const block of state.tokens) {
      const children = block.children;
      if (!children) continue;
      const dropped = new Set<number>();
      // Lines of the block passed so far (a link's line is its block's first line plus these).
      let breaks = 0;
      children.forEach((token, i) => {
        if (token.type === 'softbreak' || token.type === 'hardbreak') breaks++;
        if (token.type !== 'link_open') return;
        const href = String(token.attrGet('href') ?? '');
        if (EXTERNAL.test(href)) {
          token.attrSet('target', '_blank');
          token.attrSet('rel', 'noopener noreferrer');
          return;
        }
        if (href.startsWith('#')) return;
        const resolved = env.resolveLink(href);
        if ('href' in resolved) {
          token.attrSet('href', resolved.href);
          return;
        }
        env.warnings.push(
          `${sourceLine(env.source, block.map ? block.map[0] + breaks : undefined)}: broken markdown link "${href}": ${resolved.broken}`,
        );
        dropped.add(i);
        dropped.add(closingIndex(children, i));
      });
      if (dropped.size > 0) block.children = children.filter((_, i) => !dropped.has(i));
    }
  });
};

function closingIndex(tokens: { type: string; level: number }[], open: number): number {
  const level = tokens[open]!.level;
  for (let i = open + 1; i < tokens.length; i++) {
    if (tokens[i]!.type === 'link_close' && tokens[i]!.level === level) return i;
  }
  return open;
}

/**
 * The location of a line of the rendered text: a source given as `file:line` (where the
 * text starts, e.g. a proto comment's first description line) plus the line's offset in
 * the text; other sources as they are.
 */
function sourceLine(source: string, offset: number | undefined): string {
  const match = /^(.*):(\d+)$/.exec(source);
  return match && offset !== undefined ? `${match[1]}:${Number(match[2]) + offset}` : source;
}
