/**
 * The replacements of a daemon's removed and deprecated elements as pages show them: the
 * successor linked to its page, where the answer comes from, the field mappings, what breaks,
 * and for a removed RPC the error a client written for it now gets (gRPC's unknown method,
 * the REST gateway's 404), linked to the daemon's error catalogue. Computed once per daemon
 * and build (the removed pages and the "Upgrading to" pages read the same list).
 */
import type { ElementRef } from '../../content/replacement-facts.ts';
import type { ErrorCatalogue } from '../errors/catalogue-types.ts';
import type { PageContext } from '../pages/page-context.ts';
import type { FieldMappingView, MaybeLink, ReplacementView } from '../release-page-data.ts';
import { daemonReleaseLinks } from '../release-links.ts';
import type { SiteDaemon } from '../site-api.ts';
import { type Replacement, daemonReplacements, refId } from './replacements.ts';
import { beforeAfterView } from '../upgrading/before-after-view.ts';
import { newestSide } from '../upgrading/rpc-pairs.ts';

/** The catalogue templates of the errors a removed RPC's old callers get (content/errors.yaml). */
export const UNKNOWN_METHOD_TEMPLATE = 'unknown method … for service …';
export const REST_NOT_FOUND_TEMPLATE = 'Not Found';

const computed = new WeakMap<PageContext, Map<string, Map<string, Replacement>>>();

/** The replacements of a daemon by `<kind> <key>` (src/site/history/replacements.ts), computed once per build. */
export function replacementsOf(ctx: PageContext, daemon: SiteDaemon): Map<string, Replacement> {
  let byDaemon = computed.get(ctx);
  if (!byDaemon) computed.set(ctx, (byDaemon = new Map()));
  let replacements = byDaemon.get(daemon.id);
  if (!replacements) {
    const history = ctx.histories.get(daemon.id)!.history;
    replacements = daemonReplacements(daemon, history, ctx.content.replacements ?? []);
    byDaemon.set(daemon.id, replacements);
  }
  return replacements;
}

/** The replacement of one element as a page shows it, or null when it is neither removed nor deprecated. */
export function replacementView(ctx: PageContext, daemon: SiteDaemon, element: ElementRef): ReplacementView | null {
  const replacement = replacementsOf(ctx, daemon).get(refId(element));
  if (!replacement) return null;
  return {
    element: refId(element),
    status: replacement.status,
    successor: replacement.successor ? successorLink(ctx, daemon, replacement.successor) : null,
    basis: basisText(replacement),
    summary: replacement.summary,
    request: replacement.request.map(mappingView),
    response: replacement.response.map(mappingView),
    fields: replacement.fields.map(mappingView),
    breaks: replacement.breaks,
    errors:
      element.kind === 'rpc' && replacement.status === 'removed' ? removedRpcErrors(ctx, daemon, element.key) : [],
    beforeAfter: beforeAfterView(ctx, daemon, replacement),
  };
}

/** An RPC successor links to its page in the newest full release that has it; other elements are named. */
function successorLink(ctx: PageContext, daemon: SiteDaemon, successor: ElementRef): MaybeLink {
  const label = successor.key;
  const newest = successor.kind === 'rpc' ? newestSide(daemon, successor.key) : null;
  if (!newest) return { label, href: null };
  const links = daemonReleaseLinks(daemon, ctx.baseUrl);
  return { label, href: links(newest.release.version.tag, { kind: 'method', method: successor.key }) };
}

function basisText(replacement: Replacement): string {
  switch (replacement.source) {
    case 'reviewed':
      return `Reviewed against ${replacement.reviewedFrom} (${replacement.reviewedIn}).`;
    case 'covered':
      return replacement.via
        ? `Answered with ${replacement.via.kind} ${replacement.via.key}.`
        : 'Answered with its parent.';
    case 'comment':
      return 'Named in its deprecation comment.';
    case 'unnamed':
      return 'Its deprecation comment names no successor.';
    case 'unknown':
      return 'No successor is known.';
  }
}

function mappingView(m: { old: string; how: FieldMappingView['how']; new: string | null; note: string | null }) {
  return { old: m.old, how: m.how, new: m.new, note: m.note };
}

/** gRPC's answer to an unknown method and the gateway's 404 for its routes, linked to the catalogue. */
function removedRpcErrors(ctx: PageContext, daemon: SiteDaemon, fullName: string): ReplacementView['errors'] {
  const catalogue = ctx.catalogues.get(daemon.id);
  const dot = fullName.lastIndexOf('.');
  const errors: ReplacementView['errors'] = [
    {
      via: 'gRPC',
      text: `unknown method ${fullName.slice(dot + 1)} for service ${fullName.slice(0, dot)} (code 12, Unimplemented)`,
      href: entryHref(catalogue, UNKNOWN_METHOD_TEMPLATE),
    },
  ];
  const history = ctx.histories.get(daemon.id)!.history;
  const routes = history.elements.filter(
    (e) => e.kind === 'rest' && (e.meanings ?? []).some((m) => m.meaning.rpc === fullName),
  );
  if (routes.length > 0)
    errors.push({
      via: 'REST',
      text: `${routes.map((r) => r.key).join(', ')}: HTTP 404 {"code":5,"message":"Not Found"}`,
      href: entryHref(catalogue, REST_NOT_FOUND_TEMPLATE),
    });
  return errors;
}

function entryHref(catalogue: ErrorCatalogue | undefined, template: string): string | null {
  return catalogue?.entries.find((e) => e.template === template)?.href ?? null;
}
