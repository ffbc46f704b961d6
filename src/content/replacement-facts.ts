/**
 * content/replacements.yaml: what replaces an RPC, field, enum value or REST route that a
 * release removed or deprecated, where no deprecation comment names it (or where the comment
 * says too little to migrate by): the successor or `none`, the releases its elements are
 * checked in, the mapping of each old request and response field to its new place, the
 * behaviour differences that break callers, and the upstream source it was reviewed against.
 * Facts only; the pages, history.json and MCP read them through src/site/history/replacements.ts.
 * Further entries may sit in content/replacements/*.yaml (one topic per file, so no file grows
 * past reading); the loader reads them all as one list. A missing file means no reviewed facts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '../shared/errors.ts';
import { parseYamlWithLines, readOptionalContentFile, validateYaml } from './yaml-errors.ts';

const text = (max: number) => z.string().trim().min(1).max(max, `at most ${max} characters`);

/** How an old field reaches the new request or response. */
export const FIELD_MAPPINGS = ['same', 'renamed', 'computed', 'none'] as const;
export type FieldMappingKind = (typeof FIELD_MAPPINGS)[number];

/** An element written `<kind> <key>`: `rpc lnrpc.Lightning.SendPaymentSync`, `field lnrpc.X.y`. */
const ELEMENT = /^(rpc|message|field|enum|enumValue|rest) (\S.*)$/;
const elementRef = z.string().regex(ELEMENT, 'an element such as "rpc lnrpc.Lightning.SendPaymentSync"');

const releasePair = z.object({ old: text(40), new: text(40) }).strict();

const mappingSchema = z
  .object({
    /** The old field's name (in the old request or response message). */
    old: text(80),
    how: z.enum(FIELD_MAPPINGS),
    /** Its place in the new message: a field name, or a dotted path into nested messages (htlcs.route). */
    new: text(120).nullable().default(null),
    note: text(300).nullable().default(null),
  })
  .strict()
  .refine((m) => (m.how === 'none') === (m.new === null), {
    message: '"new" is required unless how is "none" (and not allowed with it)',
  });

const entrySchema = z
  .object({
    /** The daemons whose API has the element (lit serves lnd's messages too). */
    daemons: z.array(text(40)).min(1),
    element: elementRef,
    /** The successor element, or "none" when nothing replaces it. */
    successor: z.union([z.literal('none'), elementRef]),
    /**
     * The release where the old element (and its messages) is checked, and where the successor
     * is; per daemon id when the entry names several (their tags differ).
     */
    checked: z.union([releasePair, z.record(z.string(), releasePair)]),
    /** One sentence a reader acts on: what to call instead, or why nothing replaces it. */
    summary: text(400),
    /** Messages and enums this entry also answers for: their fields and values removed with them. */
    covers: z.array(elementRef).default([]),
    request: z.array(mappingSchema).default([]),
    response: z.array(mappingSchema).default([]),
    /** For a message: its old fields and their place in the successor message. */
    fields: z.array(mappingSchema).default([]),
    /** Behaviour differences that break a caller moving to the successor. */
    breaks: z.array(text(400)).default([]),
    /** Where the facts were read upstream (files at the checked tags). */
    source: text(300),
  })
  .strict();

const fileSchema = z.object({ replacements: z.array(entrySchema) }).strict();

export type FieldMappingFact = z.infer<typeof mappingSchema>;

export interface ElementRef {
  kind: 'rpc' | 'message' | 'field' | 'enum' | 'enumValue' | 'rest';
  key: string;
}

export interface ReplacementFact
  extends Omit<z.infer<typeof entrySchema>, 'element' | 'successor' | 'covers' | 'checked'> {
  /** The checked releases by daemon id. */
  checked: Record<string, { old: string; new: string }>;
  element: ElementRef;
  successor: ElementRef | null;
  covers: ElementRef[];
  /** `content/replacements.yaml:12`: where the entry starts. */
  location: string;
  /** The file it was read from, as pages name it: `content/replacements/taproot-assets-alphas.yaml`. */
  file: string;
}

/** Reads content/replacements.yaml and content/replacements/*.yaml (in name order) as one list. */
export function loadContentReplacementFacts(contentDir: string): ReplacementFact[] {
  const folder = path.join(contentDir, 'replacements');
  const more = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.yaml'))
        .sort()
        .map((name) => `replacements/${name}`)
    : [];
  const facts = ['replacements.yaml', ...more].flatMap((name) =>
    loadReplacementFacts(path.join(contentDir, name)).map((fact) => ({ ...fact, file: `content/${name}` })),
  );
  checkOneEntryEach(facts);
  return facts;
}

/** Reads content/replacements.yaml (none when absent); a bad entry is a ContentError at its line. */
export function loadReplacementFacts(file: string): ReplacementFact[] {
  const raw = readOptionalContentFile(file);
  return raw === null ? [] : parseReplacementFacts(raw, file);
}

/** Parses and validates the text of a replacements file. */
export function parseReplacementFacts(raw: string, file: string): ReplacementFact[] {
  const yaml = parseYamlWithLines(raw, file);
  const data = validateYaml(fileSchema, yaml, file, 'See docs/content.md, "Replacements", for the keys of an entry.');
  return data.replacements.map((entry, index) => ({
    ...entry,
    checked: checkedByDaemon(entry.daemons, entry.checked, `${file}:${yaml.lineOf(['replacements', index])}`),
    element: parseElementRef(entry.element),
    successor: entry.successor === 'none' ? null : parseElementRef(entry.successor),
    covers: entry.covers.map(parseElementRef),
    location: `${file}:${yaml.lineOf(['replacements', index])}`,
    file,
  }));
}

/** An element has one entry per daemon, in a file and across all the files read. */
function checkOneEntryEach(facts: readonly ReplacementFact[]): void {
  const seen = new Map<string, string>();
  for (const fact of facts)
    for (const daemon of fact.daemons) {
      const id = `${daemon} ${fact.element.kind} ${fact.element.key}`;
      const first = seen.get(id);
      if (first) throw new ContentError(`${id} has two entries (the other at ${first})`, { location: fact.location });
      seen.set(id, fact.location);
    }
}

/** The checked releases of each daemon of an entry: one pair for all, or one per daemon (every daemon named). */
function checkedByDaemon(
  daemons: string[],
  checked: { old: string; new: string } | Record<string, { old: string; new: string }>,
  location: string,
): Record<string, { old: string; new: string }> {
  if (typeof checked.old === 'string')
    return Object.fromEntries(daemons.map((d) => [d, checked as { old: string; new: string }]));
  const byDaemon = checked as Record<string, { old: string; new: string }>;
  const missing = daemons.filter((d) => !byDaemon[d]);
  if (missing.length > 0) throw new ContentError(`checked names no releases of ${missing.join(', ')}`, { location });
  return byDaemon;
}

/** `rpc lnrpc.Lightning.SendPaymentSync` → { kind, key }. */
export function parseElementRef(text: string): ElementRef {
  const match = ELEMENT.exec(text)!;
  return { kind: match[1] as ElementRef['kind'], key: match[2]! };
}
