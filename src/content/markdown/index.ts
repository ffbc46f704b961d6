/**
 * The markdown renderers for content pages and proto comments: markdown-it with raw HTML
 * off (comments are untrusted and contain `<`, `{` and tags), bare URLs linked, and the
 * named plugins below, in order. Proto comments are not quite markdown: they also go
 * through comment-layout.ts (lines their authors laid out stay lines) and keep asterisks
 * inside words literal.
 */
import MarkdownIt from 'markdown-it';
import { codeBlocks } from './code-blocks.ts';
import { layoutComment } from './comment-layout.ts';
import type { MarkdownEnv, MarkdownHeading } from './env.ts';
import { headingIds } from './heading-ids.ts';
import { literalAsterisks } from './literal-asterisks.ts';
import { localUrls } from './local-urls.ts';
import { safeLinks } from './safe-links.ts';

export type { MarkdownEnv, MarkdownHeading, ResolvedLink } from './env.ts';
export { markdownEnv } from './env.ts';

const PLUGINS = [headingIds, localUrls, safeLinks, codeBlocks];
const COMMENT_PLUGINS = [...PLUGINS, literalAsterisks];

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
for (const plugin of PLUGINS) md.use(plugin);

const commentMd = new MarkdownIt({ html: false, linkify: true, typographer: false });
for (const plugin of COMMENT_PLUGINS) commentMd.use(plugin);

export interface RenderedMarkdown {
  html: string;
  headings: MarkdownHeading[];
  warnings: string[];
}

/** Renders markdown to safe HTML, collecting headings and link warnings in env. */
export function renderMarkdown(source: string, env: MarkdownEnv): RenderedMarkdown {
  const html = md.render(source, env);
  return { html, headings: env.headings, warnings: env.warnings };
}

/** Renders a proto comment (untrusted) to safe HTML, keeping the lines its author laid out. */
export function renderComment(source: string, env: MarkdownEnv): RenderedMarkdown {
  const html = commentMd.render(layoutComment(source), env);
  return { html, headings: env.headings, warnings: env.warnings };
}

/** Renders a short inline text (no paragraphs), e.g. a one-line summary. */
export function renderMarkdownInline(source: string, env: MarkdownEnv): string {
  return md.renderInline(source, env);
}
