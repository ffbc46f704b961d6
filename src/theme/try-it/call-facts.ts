/** What the connection doctor knows about a call from the page and the reader's settings. */
import { connectionValues, type NodeSettings, reachedThroughLitd } from '../../shared/node-settings.ts';
import type { MethodPage } from '../../site/page-data.ts';
import type { CallFacts } from './diagnose.ts';

/** The node URL "Your node" points at: https, host and the REST port (litd's when reached through it). */
export function directNodeUrl(page: MethodPage, settings: NodeSettings): string {
  const { daemon, litd } = page.samples.node;
  return `https://${connectionValues(settings, daemon, litd, page.samples.macaroon).restHost}`;
}

export function callFacts(page: MethodPage, settings: NodeSettings, nodeUrl: string, viaProxy: boolean): CallFacts {
  const { daemon, litd } = page.samples.node;
  const permissions = page.permissions;
  return {
    siteOrigin: location.origin,
    nodeUrl,
    viaProxy,
    daemon: { id: daemon.id, title: daemon.title, binary: daemon.daemon, cli: daemon.cli, restPort: daemon.ports.rest },
    litdPort: litd ? Number(settings.litPort || litd.port) : null,
    throughLitd: reachedThroughLitd(settings, daemon, litd),
    rpc: page.title,
    permissions: permissions?.status === 'required' ? permissions.ops : [],
    smallestMacaroon: permissions?.smallestMacaroon ?? null,
  };
}

/** Whether the RPC needs a macaroon at all (whitelisted RPCs do not). */
export function needsMacaroon(page: MethodPage): boolean {
  return page.permissions?.status !== 'none';
}
