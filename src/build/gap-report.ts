/**
 * How the CLI tells of documentation gaps (src/proto/documentation-gaps.ts): findings about
 * upstream sources the user cannot change would, printed one by one on every build, teach
 * people to skip warnings. So each kind gets one summary line with its counts, and a line
 * says where the list is: `--verbose` (the findings under their kind's line), the report
 * file the build writes into its output, and each daemon's Documentation gaps page.
 * Warnings the user can fix (content, config, links) stay full `warning:` lines.
 */
import path from 'node:path';
import { GAP_KINDS, type ReleaseGaps } from '../proto/documentation-gaps.ts';
import type { DocumentationGap } from '../proto/model-types.ts';
import { sitePaths, withBase } from '../site/urls.ts';

/** The report file, at the root of the build output (so at /api-docs/documentation-gaps.txt). */
export const GAP_REPORT_FILE = 'documentation-gaps.txt';

/** Where else the list is, for the pointer line. */
export interface GapListPlaces {
  /** Print every finding under its kind's line. */
  verbose: boolean;
  /** The report file written, as the user should open it (null when none is written: `apidocs model`). */
  reportFile: string | null;
  /** The pattern of the daemons' Documentation gaps pages (/api-docs/api/<daemon>/documentation-gaps/), or null. */
  pages: string | null;
}

/** Where a build's gaps are listed besides --verbose: its report file and the daemons' pages. */
export function gapListPlaces(outDir: string, baseUrl: string, verbose: boolean): GapListPlaces {
  return {
    verbose,
    reportFile: path.join(outDir, GAP_REPORT_FILE),
    pages: withBase(baseUrl, sitePaths.documentationGaps({ sitePrefix: 'api/<daemon>/' })),
  };
}

/** A finding with its release, as reports list it. */
interface Finding {
  daemonId: string;
  tag: string;
  gap: DocumentationGap;
}

/** Every finding of a kind, in release order and then in the order found. */
function findingsOf(releases: readonly ReleaseGaps[], kind: DocumentationGap['kind']): Finding[] {
  return releases.flatMap((r) =>
    r.gaps.filter((g) => g.kind === kind).map((gap) => ({ daemonId: r.daemonId, tag: r.tag, gap })),
  );
}

/** "pool 13, lit 1": the count per daemon, in release order. */
function perDaemon(findings: readonly Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.daemonId, (counts.get(f.daemonId) ?? 0) + 1);
  return [...counts].map(([daemon, n]) => `${daemon} ${n}`).join(', ');
}

/** One finding as a line: "pool v0.6.6-beta auctioneerrpc/auctioneer.proto:12: documented RPC ... has no comment". */
function findingLine(f: Finding): string {
  return `${f.daemonId} ${f.tag} ${f.gap.source.path}:${f.gap.source.line}: ${f.gap.message}`;
}

/**
 * The lines telling of the gaps (none when there are none): per kind "upstream: 14 RPCs
 * without a comment (pool 13, lit 1)", with `verbose` each finding indented under it, then
 * where the list is.
 */
export function gapReportLines(releases: readonly ReleaseGaps[], places: GapListPlaces): string[] {
  const lines: string[] = [];
  for (const { kind, one, many } of GAP_KINDS) {
    const findings = findingsOf(releases, kind);
    if (findings.length === 0) continue;
    lines.push(`upstream: ${findings.length} ${findings.length === 1 ? one : many} (${perDaemon(findings)})`);
    if (places.verbose) lines.push(...findings.map((f) => `  ${findingLine(f)}`));
  }
  if (lines.length === 0) return [];
  const elsewhere = [
    ...(places.reportFile ? [places.reportFile] : []),
    ...(places.pages ? [`each daemon's Documentation gaps page (${places.pages})`] : []),
  ];
  const list = places.verbose ? 'listed above' : '--verbose lists them';
  const also =
    elsewhere.length === 0
      ? ''
      : places.verbose
        ? `; also in ${elsewhere.join(' and ')}`
        : `, as do ${elsewhere.join(' and ')}`;
  lines.push(`upstream: these are gaps in the daemons' own sources, for their maintainers to fix (${list}${also})`);
  return lines;
}

/**
 * The report file: every finding of the newest releases, one per line with tab-separated
 * fields (daemon, tag, kind, file:line, RPC, what is missing, permalink), so a CI job can
 * diff two builds' reports or cut columns from it.
 */
export function gapReportText(releases: readonly ReleaseGaps[]): string {
  const header = [
    '# Documentation gaps in the upstream sources of the newest pinned releases, found by apidocs.',
    '# Only their maintainers can fix them. One finding per line, tab-separated:',
    '# daemon\ttag\tkind\tfile:line\trpc\tmessage\turl',
  ];
  // A CLI line of a comment is upstream text: it must not add fields or lines.
  const field = (text: string) => text.replace(/\s+/g, ' ');
  const rows = GAP_KINDS.flatMap(({ kind }) =>
    findingsOf(releases, kind).map(({ daemonId, tag, gap }) =>
      [daemonId, tag, gap.kind, `${gap.source.path}:${gap.source.line}`, gap.rpc, gap.message, gap.source.url]
        .map(field)
        .join('\t'),
    ),
  );
  return `${[...header, ...rows].join('\n')}\n`;
}
