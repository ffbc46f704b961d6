/**
 * The markdown renderer for content pages and proto comments: markdown-it with raw HTML
 * off (comments are untrusted and contain `<`, `{` and tags), bare URLs linked, and the
 * named plugins below, in order.
 */
import MarkdownIt from 'markdown-it';
import { codeBlocks } from './code-blocks.ts';
import type { MarkdownEnv, MarkdownHeading } from './env.ts';
import { headingIds } from './heading-ids.ts';
import { safeLinks } from './safe-links.ts';

export type { MarkdownEnv, MarkdownHeading, ResolvedLink } from './env.ts';
export { markdownEnv } from './env.ts';

const PLUGINS = [headingIds, safeLinks, codeBlocks];

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
for (const plugin of PLUGINS) md.use(plugin);

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

/** Renders a short inline text (no paragraphs), e.g. a one-line summary. */
export function renderMarkdownInline(source: string, env: MarkdownEnv): string {
  return md.renderInline(source, env);
}
