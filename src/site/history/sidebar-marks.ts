/**
 * The version marks of the sidebars' RPCs: each RPC that not every release of its daemon has
 * carries its release set, so the reader's release can be marked where it lacks the RPC.
 */
import type { RpcMark } from '../sidebar.ts';
import { elementMark } from './element-mark.ts';
import type { DaemonHistory } from './site-histories.ts';

export function sidebarMarks(histories: ReadonlyMap<string, DaemonHistory>): RpcMark {
  return (release, rpc) => {
    const history = histories.get(release.id);
    if (!history) return undefined;
    return elementMark(release, history, 'rpc', rpc);
  };
}
