/**
 * The before/after samples of an RPC replaced by another RPC, as page data: both sides'
 * samples highlighted like a method page's (src/site/code-samples/samples-view.ts), the
 * RPCs linked to their pages at the releases that wrote them, and what the after request
 * carries from the old one. The same pair shows on several pages (the removed RPC's page, the
 * "Upgrading to" pages of the release that deprecated it and of the one that removed it):
 * it is written and highlighted once per build.
 */
import { newestRelease } from '../../history/release-order.ts';
import { highlightTemplate } from '../code-samples/index.ts';
import type { CodeSample } from '../code-samples/types.ts';
import { nodeFacts } from '../connection.ts';
import type { Replacement } from '../history/replacements.ts';
import type { CodeSampleView } from '../page-data.ts';
import { type PageContext, daemonHistoryOf } from '../pages/page-context.ts';
import { daemonReleaseLinks } from '../release-links.ts';
import type { SiteDaemon } from '../site-api.ts';
import type { BeforeAfterSideView, BeforeAfterView } from './before-after-types.ts';
import { type PairSideSamples, pairSamples } from './pair-samples.ts';
import { rpcPair } from './rpc-pairs.ts';

const written = new WeakMap<PageContext, Map<string, BeforeAfterView>>();

/** The before/after samples of a replacement, or undefined when it is not an RPC replaced by an RPC. */
export function beforeAfterView(
  ctx: PageContext,
  daemon: SiteDaemon,
  replacement: Replacement,
): BeforeAfterView | undefined {
  const result = rpcPair(daemon, replacement, lastWith(ctx, daemon, replacement.element.key));
  if (!result) return undefined;
  if ('why' in result) return { kind: 'none', why: result.why };
  let byPair = written.get(ctx);
  if (!byPair) written.set(ctx, (byPair = new Map()));
  const cached = byPair.get(result.pair.id);
  if (cached) return cached;
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
  const view: BeforeAfterView = {
    kind: 'samples',
    node,
    before: side(samples.before),
    after: side(samples.after),
    mapped: {
      minimal: { carried: samples.mapped.minimal.carried, left: samples.mapped.minimal.left },
      full: { carried: samples.mapped.full.carried, left: samples.mapped.full.left },
    },
  };
  byPair.set(result.pair.id, view);
  return view;
}

/** A sample as the method page's tabs take it (highlighted templates with their slots). */
function sampleView(s: CodeSample): CodeSampleView {
  return {
    protocol: s.protocol,
    language: s.language,
    label: s.label,
    minimal: highlightTemplate(s.variants.minimal, s.language),
    full: s.variants.full === null ? null : highlightTemplate(s.variants.full, s.language),
  };
}

/** The newest tracked release that has the RPC (named when no full release has it). */
function lastWith(ctx: PageContext, daemon: SiteDaemon, rpc: string): string | null {
  const history = daemonHistoryOf(ctx, daemon).history;
  const element = history.elements.find((e) => e.kind === 'rpc' && e.key === rpc);
  const releases = history.releases.filter((r) => element?.tags.includes(r.tag));
  return releases.length > 0 ? newestRelease(releases).tag : null;
}
