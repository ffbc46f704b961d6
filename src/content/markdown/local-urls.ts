/**
 * Example URLs on the reader's own machine (`http://localhost:8466/v1/faraday/revenue`) are
 * not live links: on the documentation site they lead nowhere. A bare one becomes inline
 * code; a written link to one keeps its text.
 */
import type { MarkdownIt, Token } from 'markdown-it';

/** True for a URL whose host is this machine. */
export function isLocalUrl(href: string): boolean {
  try {
    const host = new URL(href).hostname.replace(/^\[|\]$/g, '');
    return (
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      host === '0.0.0.0' ||
      host === '::1' ||
      /^127\.\d+\.\d+\.\d+$/.test(host)
    );
  } catch {
    return false;
  }
}

/** markdown-it plugin: local URLs as code (bare) or text (written links). */
export const localUrls = (md: MarkdownIt): void => {
  md.core.ruler.after('linkify', 'local_urls', (state) => {
    for (const block of state.tokens) {
      if (!block.children) continue;
      const out: Token[] = [];
      const children = block.children;
      for (let i = 0; i < children.length; i++) {
        const token = children[i]!;
        if (token.type !== 'link_open' || !isLocalUrl(String(token.attrGet('href') ?? ''))) {
          out.push(token);
          continue;
        }
        const close = children.findIndex((t, j) => j > i && t.type === 'link_close' && t.level === token.level);
        const inner = children.slice(i + 1, close < 0 ? children.length : close);
        if (token.markup === 'linkify') {
          const code = new state.Token('code_inline', 'code', 0);
          code.content = inner.map((t) => t.content).join('');
          code.markup = '`';
          out.push(code);
        } else {
          out.push(...inner);
        }
        i = close < 0 ? children.length : close;
      }
      block.children = out;
    }
  });
};
