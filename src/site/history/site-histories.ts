/**
 * The API history of each daemon as the pages read it: the history itself, an index by
 * kind and key, each release's place in history order, and, computed once when first asked,
 * each release as the diff reads it and the changes into it from the release it follows
 * (the timeline and the per-release changes pages).
 *
 * Without a computed history (fixture sites, a build given no history trees) a daemon's
 * history is computed from its full releases alone: the same views then span the
 * releases the site renders.
 */
import type { ApiChanges, ReleaseApi } from '../../diff/api-changes.ts';
import { diffReleases } from '../../diff/diff-releases.ts';
import { computeHistory } from '../../history/compute-history.ts';
import { type HistoryIndex, indexHistory } from '../../history/history-queries.ts';
import type { ApiHistory, HistoryRelease } from '../../history/history-types.ts';
import { releaseElements } from '../../history/release-elements.ts';
import type { SiteApi, SiteDaemon } from '../site-api.ts';
import { historyReleaseApi } from './history-release-api.ts';

export interface DaemonHistory {
  history: ApiHistory;
  index: HistoryIndex;
  /** A release's position in history order (bit index of release sets). */
  order: Map<string, number>;
  /** Releases by tag. */
  releases: Map<string, HistoryRelease>;
  /** The release as the diff reads it. */
  releaseApi: (tag: string) => ReleaseApi;
  /** The changes into a release from the release it follows; null for the first release. */
  changesInto: (tag: string) => ApiChanges | null;
  /**
   * Drops the release APIs and changes computed so far (asked for again, they are computed
   * again): the build calls it once every page is built, as they are the largest part of the
   * history in memory (a ReleaseApi per release of every line) and nothing after needs them.
   */
  forgetComputed: () => void;
}

/** The histories of the site's daemons by id; `computed` holds the histories computed from every pinned tree. */
export function siteHistories(
  api: SiteApi,
  computed: ReadonlyMap<string, ApiHistory> = new Map(),
): Map<string, DaemonHistory> {
  return new Map(
    api.daemons.map((daemon) => {
      const history = computed.get(daemon.id) ?? fullReleasesHistory(daemon);
      const missing = daemon.releases.filter((r) => !history.releases.some((h) => h.tag === r.version.tag));
      if (missing.length > 0)
        throw new Error(
          `Internal error: the ${daemon.id} history lacks the full release ${missing.map((r) => r.version.tag).join(', ')}`,
        );
      return [daemon.id, daemonHistory(history)];
    }),
  );
}

/** Views of one history, with the release APIs and changes computed when first asked. */
export function daemonHistory(history: ApiHistory): DaemonHistory {
  const releases = new Map(history.releases.map((r) => [r.tag, r]));
  const apis = new Map<string, ReleaseApi>();
  const changes = new Map<string, ApiChanges | null>();
  const releaseApi = (tag: string) => {
    let found = apis.get(tag);
    if (!found) apis.set(tag, (found = historyReleaseApi(history, tag)));
    return found;
  };
  return {
    history,
    index: indexHistory(history),
    order: new Map(history.releases.map((r, i) => [r.tag, i])),
    releases,
    releaseApi,
    changesInto: (tag) => {
      if (!changes.has(tag)) {
        const follows = releases.get(tag)?.follows;
        changes.set(tag, follows ? diffReleases(releaseApi(follows), releaseApi(tag)) : null);
      }
      return changes.get(tag)!;
    },
    forgetComputed: () => {
      apis.clear();
      changes.clear();
    },
  };
}

/** A history of the full releases only (their dates unknown: ordered by version). */
function fullReleasesHistory(daemon: SiteDaemon): ApiHistory {
  const releases = daemon.releases.map((r) => ({ tag: r.version.tag, date: '', kind: 'full' as const }));
  return computeHistory(
    daemon.id,
    releases,
    daemon.releases.map((r) => releaseElements({ ...r, tag: r.version.tag })),
  );
}
