/** What one markdown render reads (link resolution) and collects (headings, warnings). */

export interface MarkdownHeading {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: number;
}

/** Outcome of resolving a link written in markdown. */
export type ResolvedLink = { href: string } | { broken: string };

export interface MarkdownEnv {
  [key: string | symbol]: unknown;
  /** Resolves relative and site-absolute links; external URLs never reach it. */
  resolveLink: (href: string) => ResolvedLink;
  /** File (and line offset) the text came from, for warnings. */
  source: string;
  /**
   * Prefix of every heading id ("" for content pages). Proto comments get one that no
   * page id can have (see sectionIdPrefix in src/site/pages/page-context.ts).
   */
  idPrefix: string;
  /** Filled during rendering. */
  headings: MarkdownHeading[];
  warnings: string[];
}

/** A fresh env for one render. */
export function markdownEnv(source: string, resolveLink: MarkdownEnv['resolveLink'], idPrefix = ''): MarkdownEnv {
  return { resolveLink, source, idPrefix, headings: [], warnings: [] };
}
