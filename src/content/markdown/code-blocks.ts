/**
 * Fenced code blocks highlighted at build time, wrapped in the same markup as the theme's
 * CodeBlock component (including its copy button) so one stylesheet and one click handler
 * serve both.
 */
import type { MarkdownIt } from 'markdown-it';
import { codeBlockHtml } from '../../highlight/code-block-html.ts';

/** markdown-it plugin: highlighted fences and indented code. */
export const codeBlocks = (md: MarkdownIt): void => {
  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx]!;
    const language = token.info.trim().split(/\s+/)[0] || undefined;
    return codeBlockHtml(token.content.replace(/\n$/, ''), language);
  };
  md.renderer.rules.code_block = (tokens, idx) => codeBlockHtml(tokens[idx]!.content.replace(/\n$/, ''), undefined);
};
