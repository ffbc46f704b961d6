/**
 * The `unserved` question of the `permissions` tool: the RPCs a daemon's protos define but the
 * daemon does not serve (`not-served`: pool's auctioneer services, tapd's price oracle, the
 * API of a server the daemon talks to) and the served RPCs its permission tables miss
 * (`no-entry`: refused while macaroons are enabled), each with the daemons of this build that
 * serve the same RPC. Read from the permissions pages (their "Not served" and "No entry"
 * lists) and the name index.
 */
import { z } from 'zod';
import type { PermissionsPage } from '../../site/page-data.ts';
import type { SiteBuild } from './site-build.ts';

export const unservedRpc = z.object({
  rpc: z.string(),
  name: z.string(),
  url: z.string(),
  /** Daemons of this build (newest releases) that serve the same RPC, with its page there. */
  servedBy: z.array(z.object({ daemon: z.string(), release: z.string(), url: z.string() })),
});

type UnservedRpc = z.infer<typeof unservedRpc>;

export interface UnservedLists {
  notServed: UnservedRpc[];
  noEntry: UnservedRpc[];
  note: string;
}

/** The unserved RPCs of one release's permissions page. */
export function unservedLists(build: SiteBuild, page: PermissionsPage): UnservedLists {
  const entry = (link: { label: string; href: string }): UnservedRpc => {
    const name =
      build.index.methods.find((m) => build.index.pages[m.page]!.path === link.href && m.anchor === '')?.name ??
      link.label;
    return { rpc: link.label, name, url: build.absoluteUrl(link.href), servedBy: servers(build, name, page.daemon) };
  };
  return {
    notServed: page.notServed.map(entry),
    noEntry: page.noEntry.map(entry),
    note: `${page.daemon} does not implement the not-served RPCs: their service is the API of another server (${page.daemon} may be its client); the no-entry RPCs are served but missing from ${page.daemon}'s permission tables, so a call is refused while macaroons are enabled.`,
  };
}

/** The daemons whose newest release serves an RPC of this full name (it has a permission entry there). */
function servers(build: SiteBuild, name: string, except: string): UnservedRpc['servedBy'] {
  const out: UnservedRpc['servedBy'] = [];
  for (const daemon of build.index.daemons) {
    const release = daemon.releases[0]!;
    const method = build.index.methods.find(
      (m) =>
        m.name === name &&
        m.anchor === '' &&
        build.index.pages[m.page]!.daemon === daemon.id &&
        build.index.pages[m.page]!.tag === release.tag,
    );
    if (!method || !release.permissions) continue;
    const page = build.page(release.permissions, 'permissions');
    if (page.daemon === except) continue;
    const path = build.index.pages[method.page]!.path;
    if (page.notServed.some((l) => l.href === path) || page.noEntry.some((l) => l.href === path)) continue;
    out.push({ daemon: daemon.id, release: release.tag, url: build.absoluteUrl(path) });
  }
  return out;
}

/** The lists as text. */
export function unservedText(lists: UnservedLists): string {
  const line = (r: UnservedRpc) =>
    `- ${r.name}: ${r.servedBy.length > 0 ? `served by ${r.servedBy.map((s) => `${s.daemon} ${s.release}`).join(', ')}` : 'served by no daemon of this build'}`;
  return [
    `Not served (${lists.notServed.length}):`,
    ...(lists.notServed.length > 0 ? lists.notServed.map(line) : ['- none']),
    `Served without a permission entry (${lists.noEntry.length}):`,
    ...(lists.noEntry.length > 0 ? lists.noEntry.map(line) : ['- none']),
    lists.note,
  ].join('\n');
}
