/**
 * What replaces a removed or deprecated element, as the MCP tools report it (`replacement`
 * in element_in_release, get_method and get_type). The facts themselves are the reviewed
 * replacements (content/replacements.yaml and their loader, issue 30's "Replacements and
 * mappings"); this file is the one place the tools read them through: `replacementSource`
 * returns the lookup over what the build wrote into each daemon's history.json.
 */
import { z } from 'zod';
import { buildHistory } from './build-history.ts';
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

/** An element's `replacement` as the build writes it into history.json (src/build/write-history.ts). */
interface WrittenReplacement {
  status: 'removed' | 'deprecated';
  /** `<kind> <key>`, or null. */
  successor: string | null;
  source: string;
  summary: string | null;
  request?: WrittenMapping[];
  response?: WrittenMapping[];
  fields?: WrittenMapping[];
  breaks?: string[];
}

interface WrittenMapping {
  old: string;
  how: string;
  new: string | null;
  note?: string | null;
}

/** The replacements the build wrote into each daemon's history.json (read once, with the history). */
export function replacementSource(build: SiteBuild): ReplacementLookup {
  return (daemon, kind, key) => {
    const written = buildHistory(build, daemon)?.extras.get(`${kind} ${key}`)?.replacement;
    return written ? replacementAnswer(written as WrittenReplacement) : null;
  };
}

/** The tool's answer from what the build wrote: the successor's name, a sentence, every field mapping. */
function replacementAnswer(written: WrittenReplacement): Replacement {
  const successor = written.successor ? written.successor.slice(written.successor.indexOf(' ') + 1) : null;
  const summary =
    written.summary ??
    (successor
      ? `${written.status === 'removed' ? 'Removed' : 'Deprecated'}: use ${successor} instead.`
      : `${written.status === 'removed' ? 'Removed' : 'Deprecated'} with no successor named (${written.source}).`);
  const mapping = [...(written.request ?? []), ...(written.response ?? []), ...(written.fields ?? [])].map((m) => ({
    from: m.old,
    to: m.new,
    how: m.note ? `${m.how}: ${m.note}` : m.how,
  }));
  const breaks = written.breaks ?? [];
  return {
    successor,
    summary: breaks.length > 0 ? `${summary} What breaks: ${breaks.join(' ')}` : summary,
    mapping,
    url: null,
  };
}
