/**
 * What replaces a removed or deprecated element, as the MCP tools report it (`replacement`
 * in element_in_release, get_method and get_type). The facts themselves are the reviewed
 * replacements (content/replacements.yaml and their loader, issue 30's "Replacements and
 * mappings"); this file is the one place the tools read them through, so wiring them in
 * is one change here: `replacementSource` returns the lookup over what the build wrote.
 */
import { z } from 'zod';
import type { ElementKind } from '../../history/history-types.ts';
import type { SiteBuild } from './site-build.ts';

export const replacementSchema = z
  .object({
    successor: z
      .string()
      .nullable()
      .describe('The element to use instead (full name), or null when nothing replaces it'),
    summary: z.string().describe('What changes for a caller moving to it'),
    mapping: z
      .array(z.object({ from: z.string(), to: z.string().nullable(), how: z.string() }))
      .describe('Each old request or response field and its new place: same, renamed, computed from, no equivalent'),
    url: z.string().nullable().describe('The page saying more (an "Upgrading to" page), when there is one'),
  })
  .describe('What replaces the element, when it is removed or deprecated and the replacements name it; null otherwise');

export type Replacement = z.infer<typeof replacementSchema>;

/** The replacement of element `kind` `key` of a daemon, or null when none is known. */
export type ReplacementLookup = (daemon: string, kind: ElementKind, key: string) => Replacement | null;

const NONE: ReplacementLookup = () => null;

/** The replacements this build states. None yet: the build writes no replacement facts on this branch. */
export function replacementSource(_build: SiteBuild): ReplacementLookup {
  return NONE;
}
