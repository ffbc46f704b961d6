/**
 * What the browser knows of a daemon's API history (SiteData.history): its releases in
 * history order (what release sets index), its timeline, and the RPCs not in every release
 * by name, with their release set and their page in the newest full release that has them.
 * The search box reads the RPC table to say, on a page of a release that lacks the RPC
 * searched for, which releases have it. Only RPCs not in every release are listed: a few
 * dozen per daemon.
 */
import { daemonReleaseLinks } from '../release-links.ts';
import type { SiteDaemon } from '../site-api.ts';
import type { DaemonReleasesData } from '../site-data.ts';
import { sitePaths, withBase } from '../urls.ts';
import { releaseSetOf } from './element-notes.ts';
import type { DaemonHistory } from './site-histories.ts';

export function daemonReleasesData(baseUrl: string, daemon: SiteDaemon, history: DaemonHistory): DaemonReleasesData {
  const links = daemonReleaseLinks(daemon, baseUrl);
  const rpcs: DaemonReleasesData['rpcs'] = {};
  for (const element of history.history.elements) {
    if (element.kind !== 'rpc') continue;
    const has = releaseSetOf(history, element);
    if (!has) continue;
    const name = element.key.slice(element.key.lastIndexOf('.') + 1);
    // Two sub-services with an RPC of one name: the first keeps the name (the note is a hint, not an index).
    if (rpcs[name]) continue;
    const full = daemon.releases.find((r) => element.tags.includes(r.version.tag));
    rpcs[name] = { has, href: full ? links(full.version.tag, { kind: 'method', method: element.key }) : null };
  }
  const tags = history.history.releases.map((r) => r.tag);
  return {
    tags,
    follows: history.history.releases.map((r) => (r.follows === null ? -1 : tags.indexOf(r.follows))),
    timeline: withBase(baseUrl, sitePaths.history(daemon.id)),
    rpcs,
  };
}
