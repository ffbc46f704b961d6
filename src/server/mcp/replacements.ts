/**
 * What replaces a removed or deprecated element, as the MCP tools report it (`replacement`
 * in element_in_release, get_method and get_type). The facts themselves are the reviewed
 * replacements (content/replacements.yaml and their loader, issue 30's "Replacements and
 * mappings"); this file is the one place the tools read them through: `replacementSource`
 * returns the lookup over what the build wrote into each daemon's history.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { historyJsonPath } from '../../site/urls.ts';
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

const lookups = new WeakMap<SiteBuild, Map<string, Map<string, WrittenReplacement>>>();

/** The replacements the build wrote into each daemon's history.json, read on first use. */
export function replacementSource(build: SiteBuild): ReplacementLookup {
  let daemons = lookups.get(build);
  if (!daemons) lookups.set(build, (daemons = new Map()));
  const of = (daemon: string) => {
    let found = daemons.get(daemon);
    if (!found) daemons.set(daemon, (found = readReplacements(build, daemon)));
    return found;
  };
  return (daemon, kind, key) => {
    const written = of(daemon).get(`${kind} ${key}`);
    return written ? replacementAnswer(written) : null;
  };
}

function readReplacements(build: SiteBuild, daemon: string): Map<string, WrittenReplacement> {
  const found = new Map<string, WrittenReplacement>();
  let json: { elements?: { kind: string; key: string; replacement?: WrittenReplacement }[] };
  try {
    json = JSON.parse(fs.readFileSync(path.join(build.dir, historyJsonPath(daemon).slice(1)), 'utf8'));
  } catch {
    return found;
  }
  for (const element of json.elements ?? [])
    if (element.replacement) found.set(`${element.kind} ${element.key}`, element.replacement);
  return found;
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
