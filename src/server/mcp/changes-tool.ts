/**
 * `api_changes`: what changed in a daemon's API between two releases, from the build's
 * generated changes pages (one per release pair the build has changes for).
 */
import { z } from 'zod';
import type { ApiIndexChanges } from '../../site/api-index.ts';
import { buildHistory } from './build-history.ts';
import { historyChanges, historyPair } from './history-changes.ts';
import { findDaemon } from './scope.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';
import type { ToolAnswer } from './tool-result.ts';

export const changesInput = {
  daemon: z.string().min(1).max(100).describe('The daemon (lnd, loop, pool, faraday, taproot-assets, lit)'),
  from: z
    .string()
    .optional()
    .describe(
      'The older release: any tracked release (v0.17.5-beta, 0.17.5); default: the release `to` follows (with neither, the newest pair the build has pages for)',
    ),
  to: z.string().optional().describe("The newer release: any tracked release; default: the daemon's newest"),
};

export const changesOutput = {
  daemon: z.string(),
  from: z.string(),
  to: z.string(),
  url: z.string(),
  total: z.number(),
  breaking: z.number(),
  counts: z.array(z.object({ severity: z.string(), label: z.string(), count: z.number(), breaking: z.boolean() })),
  source: z
    .enum(['page', 'history'])
    .optional()
    .describe("page: the build's changes page of the pair; history: diffed from the API history (history.json)"),
  changes: z.array(
    z.object({
      severity: z.string(),
      section: z.string(),
      subject: z.string(),
      change: z.string(),
      url: z.string().nullable(),
      affects: z.array(z.string()),
    }),
  ),
};

export type ChangesArgs = { daemon: string; from?: string | undefined; to?: string | undefined };
export type ChangesResult = z.infer<z.ZodObject<typeof changesOutput>>;

/** The release pairs with changes, as "lnd v0.20.3-beta → v0.21.2-beta". */
export function supportedPairs(pairs: ApiIndexChanges[]): string[] {
  return pairs.map((c) => `${c.daemon} ${c.from} → ${c.to}`);
}

export function runApiChanges(build: SiteBuild, args: ChangesArgs): ToolAnswer<ChangesResult> {
  const daemon = findDaemon(build, args.daemon);
  const pairs = build.index.changes.filter((c) => c.daemon === daemon.id);
  if (args.from === undefined && args.to === undefined) {
    if (pairs.length > 0) return pageChanges(build, daemon, pairs[0]!);
    if (!buildHistory(build, daemon.id)?.releases.get(daemon.releases[0]!.tag)?.follows)
      throw new ToolInputError(
        'daemon',
        `this build has no API changes for ${daemon.id} (it tracks one release); pairs with changes: ${listValues(supportedPairs(build.index.changes))}`,
      );
  }
  const { from, to } = historyPair(build, daemon.id, args);
  const pair = pairs.find((c) => c.from === from && c.to === to);
  return pair
    ? pageChanges(build, daemon, pair)
    : changesAnswer(daemon.title, historyChanges(build, daemon.id, from, to));
}

function pageChanges(build: SiteBuild, daemon: { title: string }, pair: ApiIndexChanges): ToolAnswer<ChangesResult> {
  const page = build.page(pair.path, 'api-changes');
  const changes = page.groups.flatMap((group) =>
    group.sections.flatMap((section) =>
      section.entries.map((entry) => ({
        severity: group.severity,
        section: section.title,
        subject: entry.subject.label,
        change: entry.text.map((part) => (typeof part === 'string' ? part : part.code)).join(''),
        url: entry.subject.href ? build.absoluteUrl(entry.subject.href) : null,
        affects: entry.affects.map((a) => a.label),
      })),
    ),
  );
  return changesAnswer(daemon.title, {
    daemon: pair.daemon,
    from: pair.from,
    to: pair.to,
    url: build.absoluteUrl(page.path),
    total: page.total,
    breaking: page.breaking,
    counts: page.counts,
    source: 'page',
    changes,
  });
}

function changesAnswer(title: string, result: ChangesResult): ToolAnswer<ChangesResult> {
  const lines = result.counts.filter((c) => c.count > 0).map((c) => `${c.label}: ${c.count}`);
  const entries = result.changes.map(
    (c) =>
      `- [${c.severity}] ${c.subject}: ${c.change}${c.affects.length > 0 ? ` (affects ${c.affects.join(', ')})` : ''}`,
  );
  return {
    structured: result,
    text: [
      `# ${title} API changes ${result.from} → ${result.to}`,
      result.url,
      ...(result.source === 'history'
        ? [
            '',
            'Diffed from the API history (history.json): API elements only, so a deprecation written only in a comment is not seen.',
          ]
        : []),
      '',
      `${result.total} changes, ${result.breaking} breaking${lines.length > 0 ? ` (${lines.join(', ')})` : ''}`,
      '',
      ...entries,
    ].join('\n'),
  };
}
