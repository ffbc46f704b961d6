/**
 * The before/after samples of an RPC replaced by another RPC, as page data: both sides'
 * samples highlighted like a method page's (src/site/code-samples/samples-view.ts), the
 * RPCs linked to their pages at the releases that wrote them, and what the after request
 * carries from the old one. The same pair shows on several pages (the removed RPC's page, the
 * "Upgrading to" pages of the release that deprecated it and of the one that removed it):
 * it is written and highlighted once per build.
 */
import { findElement } from '../../history/compute-history.ts';
import { newestRelease } from '../../history/release-order.ts';
import { sampleView } from '../code-samples/samples-view.ts';
import { nodeFacts } from '../connection.ts';
import { type Replacement, refId } from '../history/replacements.ts';
import { type PageContext, daemonHistoryOf } from '../pages/page-context.ts';
import { daemonReleaseLinks } from '../release-links.ts';
import type { SiteDaemon } from '../site-api.ts';
import type { BeforeAfterSideView, BeforeAfterView } from './before-after-types.ts';
import { type PairSideSamples, pairSamples } from './pair-samples.ts';
import { rpcPair } from './rpc-pairs.ts';

const written = new WeakMap<PageContext, Map<string, BeforeAfterView | undefined>>();

/** The before/after samples of a replacement, or undefined when it is not an RPC replaced by an RPC. */
export function beforeAfterView(
  ctx: PageContext,
  daemon: SiteDaemon,
  replacement: Replacement,
): BeforeAfterView | undefined {
  let byElement = written.get(ctx);
  if (!byElement) written.set(ctx, (byElement = new Map()));
  const key = `${daemon.id} ${refId(replacement.element)}`;
  if (!byElement.has(key)) byElement.set(key, writeView(ctx, daemon, replacement));
  return byElement.get(key);
}

function writeView(ctx: PageContext, daemon: SiteDaemon, replacement: Replacement): BeforeAfterView | undefined {
  const result = rpcPair(daemon, replacement, lastWith(ctx, daemon, replacement.element.key));
  if (!result) return undefined;
  if ('why' in result) return { kind: 'none', why: result.why };
  const node = nodeFacts(result.pair.after.release, ctx.content.services, ctx.api.daemons);
  const samples = pairSamples(result.pair, node.daemon);
  const links = daemonReleaseLinks(daemon, ctx.baseUrl);
  const side = (s: PairSideSamples): BeforeAfterSideView => {
    const tag = s.side.release.version.tag;
    return {
      rpc: { label: s.method.fullName, href: links(tag, { kind: 'method', method: s.method.fullName }) },
      tag,
      macaroon: s.macaroon,
      samples: s.samples.map(sampleView),
    };
  };
  return {
    kind: 'samples',
    node,
    before: side(samples.before),
    after: side(samples.after),
    mapped: {
      minimal: { carried: samples.mapped.minimal.carried, left: samples.mapped.minimal.left },
      full: { carried: samples.mapped.full.carried, left: samples.mapped.full.left },
    },
  };
}

/** The newest tracked release that has the RPC (named when no full release has it). */
function lastWith(ctx: PageContext, daemon: SiteDaemon, rpc: string): string | null {
  const history = daemonHistoryOf(ctx, daemon).history;
  const element = findElement(history, 'rpc', rpc);
  const releases = history.releases.filter((r) => element?.tags.includes(r.tag));
  return releases.length > 0 ? newestRelease(releases).tag : null;
}
