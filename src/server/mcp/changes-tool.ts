/**
 * `api_changes`: what changed in a daemon's API between two releases, from the build's
 * generated changes pages (one per release pair the build has changes for).
 */
import { z } from 'zod';
import type { ApiIndexChanges } from '../../site/api-index.ts';
import { findDaemon } from './scope.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';
import type { ToolAnswer } from './tool-result.ts';

export const changesInput = {
  daemon: z.string().min(1).max(100).describe('The daemon (lnd, loop, pool, faraday, taproot-assets, lit)'),
  from: z.string().optional().describe('The older release tag; default: the newest pair the build has'),
  to: z.string().optional().describe('The newer release tag; default: the newest pair the build has'),
};

export const changesOutput = {
  daemon: z.string(),
  from: z.string(),
  to: z.string(),
  url: z.string(),
  total: z.number(),
  breaking: z.number(),
  counts: z.array(z.object({ severity: z.string(), label: z.string(), count: z.number(), breaking: z.boolean() })),
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

type ChangesArgs = { daemon: string; from?: string | undefined; to?: string | undefined };
type ChangesResult = z.infer<z.ZodObject<typeof changesOutput>>;

/** The release pairs with changes, as "lnd v0.20.3-beta → v0.21.2-beta". */
export function supportedPairs(pairs: ApiIndexChanges[]): string[] {
  return pairs.map((c) => `${c.daemon} ${c.from} → ${c.to}`);
}

const tagOf = (tag: string) => (tag.startsWith('v') ? tag : `v${tag}`);

export function runApiChanges(build: SiteBuild, args: ChangesArgs): ToolAnswer<ChangesResult> {
  const daemon = findDaemon(build, args.daemon);
  const pairs = build.index.changes.filter((c) => c.daemon === daemon.id);
  if (pairs.length === 0)
    throw new ToolInputError(
      'daemon',
      `this build has no API changes for ${daemon.id} (it pins one release); pairs with changes: ${listValues(supportedPairs(build.index.changes))}`,
    );
  const from = args.from === undefined ? undefined : tagOf(args.from);
  const to = args.to === undefined ? undefined : tagOf(args.to);
  const pair = pairs.find((c) => (from === undefined || c.from === from) && (to === undefined || c.to === to));
  if (!pair)
    throw new ToolInputError(
      from !== undefined ? 'from' : 'to',
      `no API changes of ${daemon.id} ${from ?? '…'} → ${to ?? '…'} in this build; the pairs with changes are ${listValues(supportedPairs(pairs))}`,
    );
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
  const result: ChangesResult = {
    daemon: daemon.id,
    from: pair.from,
    to: pair.to,
    url: build.absoluteUrl(page.path),
    total: page.total,
    breaking: page.breaking,
    counts: page.counts,
    changes,
  };
  const lines = page.counts.map((c) => `${c.label}: ${c.count}`);
  const entries = changes.map(
    (c) =>
      `- [${c.severity}] ${c.subject}: ${c.change}${c.affects.length > 0 ? ` (affects ${c.affects.join(', ')})` : ''}`,
  );
  return {
    structured: result,
    text: [
      `# ${daemon.title} API changes ${pair.from} → ${pair.to}`,
      result.url,
      '',
      `${page.total} changes, ${page.breaking} breaking (${lines.join(', ')})`,
      '',
      ...entries,
    ].join('\n'),
  };
}
