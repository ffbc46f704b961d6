/**
 * What the sample tabs of method pages and of upgrades (before/after) share: each language's
 * highlighting (the protocol tabs in order: src/shared/sample-protocols.ts).
 */
export const HIGHLIGHT_LANGUAGE: Record<string, string> = {
  javascript: 'javascript',
  python: 'python',
  cli: 'bash',
  curl: 'bash',
};
