/**
 * The order of a daemon's releases and the release each one follows. Releases are ordered
 * by date, then version (two lines often release the same day). "Follows" is in a release's
 * own line, not by date alone: lnd v0.20.2-beta (July) follows v0.20.1-beta, not
 * v0.21.1-beta (June). The first release of a line follows the newest release of the line
 * before it dated no later than it (v0.21.0-beta follows the newest v0.20 release out by
 * then). Pure: no file access.
 */
import { ConfigError } from '../shared/errors.ts';
import type { HistoryRelease } from './history-types.ts';

/** A pinned release as the history sees it. */
export interface DatedRelease {
  tag: string;
  date: string;
  kind: 'full' | 'history';
}

/** The numeric parts of a release tag: v0.21.2-beta -> [0, 21, 2]. */
export interface ReleaseVersion {
  major: number;
  minor: number;
  patch: number;
}

/** Parses vMAJOR.MINOR.PATCH with an optional -suffix; null for other tags. */
export function parseReleaseVersion(tag: string): ReleaseVersion | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-[A-Za-z0-9.]+)?$/.exec(tag);
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
}

function versionOf(tag: string): ReleaseVersion {
  const version = parseReleaseVersion(tag);
  if (!version) {
    throw new ConfigError(`release tag "${tag}" is not of the form vMAJOR.MINOR.PATCH[-suffix]`, {
      location: 'content/sources.json',
      hint: 'The API history orders releases and finds their lines from the tag; pin release tags only (no release candidates or module tags).',
    });
  }
  return version;
}

/** Compares two versions: negative when a is older. */
export function compareVersions(a: ReleaseVersion, b: ReleaseVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

function compareLines(a: ReleaseVersion, b: ReleaseVersion): number {
  return a.major - b.major || a.minor - b.minor;
}

/** The releases in history order (oldest first) with their line and the release each follows. */
export function orderReleases(releases: DatedRelease[]): HistoryRelease[] {
  const parsed = releases.map((release) => ({ ...release, version: versionOf(release.tag) }));
  const ordered = [...parsed].sort((a, b) => a.date.localeCompare(b.date) || compareVersions(a.version, b.version));
  return ordered.map((release): HistoryRelease => {
    const sameLine = parsed.filter(
      (other) => compareLines(other.version, release.version) === 0 && other.version.patch < release.version.patch,
    );
    let follows = newest(sameLine);
    if (!follows) {
      const earlierLines = parsed.filter(
        (other) => compareLines(other.version, release.version) < 0 && other.date <= release.date,
      );
      const lineBefore = earlierLines.reduce<(typeof parsed)[number] | undefined>(
        (best, other) => (!best || compareLines(other.version, best.version) > 0 ? other : best),
        undefined,
      );
      follows = lineBefore
        ? newest(earlierLines.filter((other) => compareLines(other.version, lineBefore.version) === 0))
        : undefined;
    }
    return {
      tag: release.tag,
      date: release.date,
      kind: release.kind,
      line: `${release.version.major}.${release.version.minor}`,
      follows: follows?.tag ?? null,
    };
  });
}

function newest<T extends { version: ReleaseVersion }>(releases: T[]): T | undefined {
  return releases.reduce<T | undefined>(
    (best, other) => (!best || compareVersions(other.version, best.version) > 0 ? other : best),
    undefined,
  );
}

/** The daemon's newest release: the highest version (a backport to an older line can be dated later). */
export function newestRelease(releases: HistoryRelease[]): HistoryRelease {
  return releases.reduce((best, other) =>
    compareVersions(versionOf(other.tag), versionOf(best.tag)) > 0 ? other : best,
  );
}

/** A release and the releases it descends from through `follows`, the release itself first. */
export function lineOfDescent(releases: HistoryRelease[], tag: string): HistoryRelease[] {
  const byTag = new Map(releases.map((r) => [r.tag, r]));
  const chain: HistoryRelease[] = [];
  for (let release = byTag.get(tag); release; release = release.follows ? byTag.get(release.follows) : undefined)
    chain.push(release);
  return chain;
}
