/**
 * Gives every heading an id from the shared slug function (unique within the page) and
 * records it for the table of contents, so TOC links and ids always agree. Ids start with
 * the env's idPrefix (proto comments: one no page id can have).
 */
import type { MarkdownIt } from 'markdown-it';
import { anchorId } from '../../shared/slug.ts';
import type { MarkdownEnv } from './env.ts';

/** markdown-it plugin: heading ids + heading list in env.headings. */
export const headingIds = (md: MarkdownIt): void => {
  md.core.ruler.push('heading_ids', (state) => {
    const env = state.env as MarkdownEnv;
    const used = new Set(env.headings.map((h) => h.id));
    state.tokens.forEach((token, i) => {
      if (token.type !== 'heading_open') return;
      const inline = state.tokens[i + 1];
      const text = (inline?.children ?? [])
        .filter((t) => t.type === 'text' || t.type === 'code_inline')
        .map((t) => t.content)
        .join('');
      const base = `${env.idPrefix}${anchorId(text) || 'section'}`;
      let id = base;
      for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      token.attrSet('id', id);
      env.headings.push({ id, text, level: Number(token.tag.slice(1)) });
    });
  });
};
