/**
 * The `release` argument against every release a daemon tracks (its API history: the full
 * releases the build has pages for and the history releases it has only the elements of).
 * A tag may be written without its "v" and, where one release has those numbers, without
 * its suffix (0.17.5 is v0.17.5-beta); a release line (v0.17) names the line's releases. A
 * release no daemon tracks is a ToolInputError listing the nearest tracked ones.
 */
import { compareVersions, parseReleaseVersion, type ReleaseVersion } from '../../history/release-order.ts';
import { buildHistory } from './build-history.ts';
import { findDaemon } from './scope.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';

export interface TrackedRelease {
  daemon: string;
  tag: string;
  /** `full`: the build has its pages; `history`: only its API elements (from history.json). */
  kind: 'full' | 'history';
}

/** What a release argument names in one daemon: one release, the releases of a line, or nothing. */
export type ReleaseMatch = { release: TrackedRelease } | { line: string; releases: TrackedRelease[] } | null;

/** Every release a daemon tracks, oldest first: its history's, or the build's full releases without one. */
export function trackedReleases(build: SiteBuild, daemonId: string): TrackedRelease[] {
  const daemon = findDaemon(build, daemonId);
  const full = new Set(daemon.releases.map((r) => r.tag));
  const history = buildHistory(build, daemon.id);
  const tags = history ? history.history.releases.map((r) => r.tag) : [...full].reverse();
  return tags.map((tag) => ({ daemon: daemon.id, tag, kind: full.has(tag) ? 'full' : 'history' }));
}

const LINE = /^v?(\d+)\.(\d+)$/i;

/** What `text` names among a daemon's tracked releases; a suffix-less version of several releases is an error listing them. */
export function matchRelease(releases: TrackedRelease[], text: string, argument: string): ReleaseMatch {
  const asked = text.trim().toLowerCase();
  const wanted = asked.startsWith('v') ? asked : `v${asked}`;
  const exact = releases.find((r) => r.tag.toLowerCase() === wanted);
  if (exact) return { release: exact };
  const line = LINE.exec(asked);
  if (line) {
    const name = `${Number(line[1])}.${Number(line[2])}`;
    const inLine = releases.filter((r) => lineOf(r.tag) === name);
    return inLine.length > 0 ? { line: name, releases: inLine } : null;
  }
  const version = parseReleaseVersion(asked);
  // Only a bare version may drop the suffix: v0.17.5-rc1 is not v0.17.5-beta.
  if (!version || /-/.test(asked)) return null;
  const same = releases.filter((r) => {
    const other = parseReleaseVersion(r.tag);
    return other !== null && compareVersions(other, version) === 0;
  });
  if (same.length > 1)
    throw new ToolInputError(
      argument,
      `"${text}" names several ${same[0]!.daemon} releases: ${listValues(same.map((r) => r.tag))}; pass the full tag`,
    );
  return same.length === 1 ? { release: same[0]! } : null;
}

function lineOf(tag: string): string | null {
  const version = parseReleaseVersion(tag);
  return version ? `${version.major}.${version.minor}` : null;
}

/**
 * The tracked releases `text` names in the given daemon, or in every daemon when none is
 * given (a tag several daemons have names one release in each). A line is an error listing
 * its releases unless `lines` is set; a release nobody tracks is an error naming the nearest.
 */
export function resolveReleases(
  build: SiteBuild,
  daemonId: string | undefined,
  text: string,
  options: { argument?: string; lines?: boolean } = {},
): TrackedRelease[] {
  const argument = options.argument ?? 'release';
  const daemons = daemonId === undefined ? build.index.daemons.map((d) => d.id) : [findDaemon(build, daemonId).id];
  const found: TrackedRelease[] = [];
  for (const id of daemons) {
    const match = matchRelease(trackedReleases(build, id), text, argument);
    if (!match) continue;
    if ('release' in match) found.push(match.release);
    else if (options.lines) found.push(...match.releases);
    else
      throw new ToolInputError(
        argument,
        `"${text}" is the ${id} release line ${match.line}, not one release; its tracked releases are ${listValues(match.releases.map((r) => r.tag))}`,
      );
  }
  if (found.length > 0) return found;
  throw new ToolInputError(argument, untrackedMessage(build, daemons, text));
}

/** "lnd does not track v0.15.0-beta: its API history covers v0.16.0-beta to v0.21.2-beta (28 releases); nearest: ...". */
function untrackedMessage(build: SiteBuild, daemons: string[], text: string): string {
  const line = LINE.exec(text.trim());
  const version = line
    ? { major: Number(line[1]), minor: Number(line[2]), patch: 0 }
    : parseReleaseVersion(text.trim().replace(/^v?/i, 'v'));
  const parts = daemons.map((id) => {
    const releases = trackedReleases(build, id);
    const covers =
      releases.length === 1
        ? `${id} tracks one release, ${releases[0]!.tag}`
        : `${id} tracks ${releases.length} releases, ${releases[0]!.tag} to ${releases.at(-1)!.tag} in history order`;
    const nearest = version && releases.length > 1 ? nearestReleases(releases, version) : [];
    return nearest.length > 0 ? `${covers} (nearest: ${listValues(nearest.map((r) => r.tag))})` : covers;
  });
  const who = daemons.length === 1 ? daemons[0] : 'no daemon';
  return `${who}${daemons.length === 1 ? ' does not track' : ' tracks'} a release "${text}": ${parts.join('; ')}`;
}

/** The tracked releases closest in version to `version`: the two below and the two above it. */
export function nearestReleases(releases: TrackedRelease[], version: ReleaseVersion): TrackedRelease[] {
  const parsed = releases
    .map((release) => ({ release, version: parseReleaseVersion(release.tag) }))
    .filter((r): r is { release: TrackedRelease; version: ReleaseVersion } => r.version !== null)
    .sort((a, b) => compareVersions(a.version, b.version));
  const below = parsed.filter((r) => compareVersions(r.version, version) < 0).slice(-2);
  const above = parsed.filter((r) => compareVersions(r.version, version) > 0).slice(0, 2);
  return [...below, ...above].map((r) => r.release);
}

/**
 * The tag of the full release `text` names, for a tool that reads pages only (`what` it
 * reads: "search index"); a history release is an error pointing to the tools that answer
 * from the history. Undefined when no release is asked for.
 */
export function pagesRelease(
  build: SiteBuild,
  daemonId: string | undefined,
  text: string | undefined,
  what: string,
): string | undefined {
  if (text === undefined) return undefined;
  const tracked = resolveReleases(build, daemonId, text);
  const full = tracked.find((r) => r.kind === 'full');
  if (full) return full.tag;
  const names = tracked.map((r) => `${r.daemon} ${r.tag}`).join(', ');
  throw new ToolInputError(
    'release',
    `${names} ${tracked.length === 1 ? 'is a history release' : 'are history releases'}: the build has no pages for ${tracked.length === 1 ? 'it' : 'them'}, so no ${what}; get_method, get_type, element_in_release and api_changes answer about any tracked release from the API history`,
  );
}
