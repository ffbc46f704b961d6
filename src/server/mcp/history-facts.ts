/**
 * The `history` part of get_method and get_type: Added/Deprecated/Removed (with backports)
 * of the RPC or type and of each field and enum value it shows, relative to the release
 * answered about, the members other releases have that this one lacks, and the
 * replacement. From the build's history.json, with the badges the pages use.
 */
import { z } from 'zod';
import type { ElementHistory, ElementKind } from '../../history/history-types.ts';
import { lookupElement } from '../../history/history-queries.ts';
import { type BuildHistory, buildHistory } from './build-history.ts';
import { deprecationText, elementLife } from './history-element.ts';
import { replacementSchema, replacementSource } from './replacements.ts';
import type { SiteBuild } from './site-build.ts';

const memberSchema = z.object({
  key: z.string().describe('walletrpc.BumpFeeRequest.immediate'),
  kind: z.enum(['field', 'enumValue']),
  added: z
    .string()
    .nullable()
    .describe(
      "From which release of the answered release's line on it is present (null: since the first tracked release)",
    ),
  also: z.array(z.string()).describe('Other releases that brought it in (backports)'),
  deprecated: z.boolean(),
  deprecatedSince: z
    .string()
    .nullable()
    .describe('From which release of the line on it is deprecated (null: since before the history starts)'),
  deprecatedBy: z
    .enum(['option', 'comment'])
    .nullable()
    .describe('What deprecates it: `option deprecated = true`, or only its comment ("Deprecated, use ...")'),
  removed: z.string().nullable().describe("When the daemon's newest release lacks it: from which release on"),
});

const absentSchema = z.object({
  key: z.string(),
  kind: z.enum(['field', 'enumValue']),
  releases: z.number().describe('How many tracked releases have it'),
  since: z.string(),
  until: z.string().nullable(),
  nextAfter: z
    .string()
    .nullable()
    .describe('The first release descending from the answered one that has it (the upgrade that brings it)'),
});

export const historySchema = z
  .object({
    release: z.string(),
    releaseKind: z.enum(['full', 'history']),
    firstTracked: z.string().describe('The first release the history tracks: "added" null means present since then'),
    added: z.object({ tag: z.string(), also: z.array(z.string()) }).nullable(),
    deprecated: z.boolean(),
    deprecatedSince: z.string().nullable(),
    deprecatedBy: z
      .enum(['option', 'comment'])
      .nullable()
      .describe('What deprecates it: `option deprecated = true`, or only its comment ("Deprecated, use ...")'),
    removed: z.string().nullable(),
    since: z.string(),
    until: z.string().nullable(),
    replacement: replacementSchema.nullable(),
    members: z
      .array(memberSchema)
      .describe(
        'Fields and enum values shown whose history says something at this release (added after the first tracked release, deprecated or removed); the others are present since the first tracked release',
      ),
    absent: z
      .array(absentSchema)
      .describe('Fields and enum values of these types that other tracked releases have and this release lacks'),
  })
  .describe('Added/Deprecated/Removed from the API history (history.json), relative to the release answered about');

export type HistoryFacts = z.infer<typeof historySchema>;

/** What get_method and get_type add to their output schemas. */
export const historyOutputShape = {
  source: z
    .enum(['page', 'history'])
    .optional()
    .describe(
      'page: the release has pages (full answer); history: a history release, answered from its API elements only',
    ),
  historyNote: z.string().nullable().optional().describe('What an answer from the history lacks, when it is one'),
  history: historySchema.nullable().optional(),
};

/** Fields and enum values of a history by their message or enum, indexed once per history. */
const members = new WeakMap<BuildHistory, Map<string, ElementHistory[]>>();

function membersOf(history: BuildHistory, type: string): ElementHistory[] {
  let byParent = members.get(history);
  if (!byParent) {
    byParent = new Map();
    for (const element of history.history.elements) {
      if (element.kind !== 'field' && element.kind !== 'enumValue') continue;
      const parent = element.key.slice(0, element.key.lastIndexOf('.'));
      const list = byParent.get(parent);
      if (list) list.push(element);
      else byParent.set(parent, [element]);
    }
    members.set(history, byParent);
  }
  return byParent.get(type) ?? [];
}

/**
 * The history facts of element `kind` `key` (an RPC, message or enum) of a daemon at release
 * `tag`, with the members of `types` (the messages and enums the answer shows); null when
 * the build has no history for the daemon or it lacks the element.
 */
export function historyFacts(
  build: SiteBuild,
  daemon: string,
  kind: ElementKind,
  key: string,
  tag: string,
  types: string[],
): HistoryFacts | null {
  const history = buildHistory(build, daemon);
  const element = history && lookupElement(history.index, kind, key);
  if (!history || !element || !history.releases.has(tag)) return null;
  const life = elementLife(history, element, tag);
  const shown = [...new Set(types)].flatMap((type) => membersOf(history, type));
  return {
    release: tag,
    releaseKind: build.index.daemons.some((d) => d.id === daemon && d.releases.some((r) => r.tag === tag))
      ? 'full'
      : 'history',
    firstTracked: history.history.releases[0]!.tag,
    added: life.added,
    deprecated: life.deprecated,
    deprecatedSince: life.deprecatedSince,
    deprecatedBy: life.deprecatedBy,
    removed: life.removed,
    since: life.since,
    until: life.until,
    replacement: replacementSource(build)(daemon, kind, key),
    members: shown
      .filter((m) => m.tags.includes(tag))
      .map((m) => elementLife(history, m, tag))
      .filter((m) => m.added !== null || m.deprecated || m.removed !== null)
      .map((m) => ({
        key: m.key,
        kind: m.kind as 'field' | 'enumValue',
        added: m.added?.tag ?? null,
        also: m.added?.also ?? [],
        deprecated: m.deprecated,
        deprecatedSince: m.deprecatedSince,
        deprecatedBy: m.deprecatedBy,
        removed: m.removed,
      })),
    absent: shown
      .filter((m) => !m.tags.includes(tag))
      .map((m) => {
        const absent = elementLife(history, m, tag);
        return {
          key: m.key,
          kind: m.kind as 'field' | 'enumValue',
          releases: m.tags.length,
          since: absent.since,
          until: absent.until,
          nextAfter: absent.nextAfter,
        };
      }),
  };
}

/** The history facts as text lines. */
export function historyLines(facts: HistoryFacts | null | undefined): string[] {
  if (!facts) return [];
  const lines = ['', `History (from history.json; tracked since ${facts.firstTracked}):`];
  const added = facts.added
    ? `added in ${facts.added.tag}${facts.added.also.length > 0 ? `, also in ${facts.added.also.join(', ')}` : ''}`
    : `present since ${facts.since}, the first tracked release`;
  lines.push(
    `  ${added}${facts.deprecated ? `; ${deprecationText(facts)}` : ''}${facts.removed ? `; removed in ${facts.removed} (last in ${facts.until})` : ''}`,
  );
  if (facts.replacement)
    lines.push(`  replaced by ${facts.replacement.successor ?? 'nothing'}: ${facts.replacement.summary}`);
  for (const m of facts.members) {
    const parts = [
      m.added && `added in ${m.added}${m.also.length > 0 ? `, also in ${m.also.join(', ')}` : ''}`,
      m.deprecated && deprecationText(m),
      m.removed && `removed in ${m.removed}`,
    ].filter(Boolean);
    lines.push(`  - ${m.key}: ${parts.join('; ')}`);
  }
  if (facts.absent.length > 0) {
    lines.push(`  Not in ${facts.release} (other releases have them):`);
    for (const m of facts.absent)
      lines.push(
        `  - ${m.key}: in ${m.releases} release${m.releases === 1 ? '' : 's'} from ${m.since}${m.until ? ` to ${m.until}` : ''}${m.nextAfter ? `; upgrade to ${m.nextAfter} for it` : ''}`,
      );
  }
  return lines;
}
