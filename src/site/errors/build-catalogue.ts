/**
 * Builds each daemon's error catalogue from its newest full release: every distinct handler
 * message (grouped by template across RPCs), the release's `serviceErrors`, and the
 * cross-cutting errors of content/errors.yaml; "since" from the daemon's oldest full
 * release that has the template.
 */
import type { CrossCuttingErrorFact } from '../../content/error-facts.ts';
import type { ErrorOrigin, GrpcCodeName, MethodErrorModel, ServiceErrorModel } from '../../proto/model-types.ts';
import { ConfigError } from '../../shared/errors.ts';
import type { SiteDaemon, SiteMethod, SiteRelease, SiteSubService } from '../site-api.ts';
import { sitePaths, withBase } from '../urls.ts';
import type { ErrorCatalogue, ErrorCause, ErrorEntry, ErrorFix, ErrorRpcRef } from './catalogue-types.ts';
import { ORIGIN_ADVICE, fillAdvice, handlerCauses, handlerFixes } from './error-advice.ts';
import { literalLength, shortHash, templatePattern, templateSlug } from './error-template.ts';
import { GRPC_STATUS } from '../../proto/grpc-codes.ts';

/** An entry before its slug and page: what the sources say about one template. */
interface Draft {
  template: string;
  origin: ErrorOrigin;
  codes: GrpcCodeName[];
  rpcs: Map<string, ErrorRpcRef>;
  conditions: Set<string>;
  sentinel: string | null;
  sources: Map<string, string>;
  cliCommands: Set<string>;
  reviewed: { causes: ErrorCause[]; fixes: ErrorFix[] } | null;
}

/** The catalogue of every daemon with a release, by daemon id. */
export function buildErrorCatalogues(
  daemons: readonly SiteDaemon[],
  facts: readonly CrossCuttingErrorFact[],
  baseUrl: string,
): Map<string, ErrorCatalogue> {
  assertFactRpcsExist(daemons, facts);
  return new Map(daemons.filter((d) => d.releases[0]).map((d) => [d.id, buildErrorCatalogue(d, facts, baseUrl)]));
}

/** One daemon's catalogue (its newest release's errors). */
export function buildErrorCatalogue(
  daemon: SiteDaemon,
  facts: readonly CrossCuttingErrorFact[],
  baseUrl: string,
): ErrorCatalogue {
  const release = daemon.releases[0]!;
  const drafts = new Map<string, Draft>();
  const draft = (template: string, origin: ErrorOrigin): Draft => {
    let found = drafts.get(template);
    if (!found) {
      found = {
        template,
        origin,
        codes: [],
        rpcs: new Map(),
        conditions: new Set(),
        sentinel: null,
        sources: new Map(),
        cliCommands: new Set(),
        reviewed: null,
      };
      drafts.set(template, found);
    }
    return found;
  };
  for (const { sub, method } of releaseMethods(release)) {
    for (const error of method.errors ?? [])
      addHandlerError(draft(error.message, 'handler'), error, rpcRef(baseUrl, release, sub, method), method);
  }
  for (const error of release.serviceErrors ?? []) addServiceError(draft(error.message, error.origin), error);
  const names = { cli: daemon.cli, daemon: daemon.daemon };
  for (const fact of facts) {
    if (!fact.daemons.includes(daemon.id)) continue;
    const entry = draft(fact.template, fact.origin);
    entry.origin = fact.origin;
    entry.codes.unshift(fact.code);
    entry.sources.set(fact.source.url, fact.source.label);
    entry.reviewed = { causes: fillAdvice(fact.causes, names), fixes: fillAdvice(fact.fixes, names) };
    for (const rpc of methodsNamed(release, fact.rpcs))
      entry.rpcs.set(rpc.method.fullName, rpcRef(baseUrl, release, rpc.sub, rpc.method));
  }
  for (const entry of drafts.values()) {
    if (entry.origin === 'handler' || entry.rpcs.size > 0) continue;
    for (const { sub, method } of layerRpcs(release, entry.origin))
      entry.rpcs.set(method.fullName, rpcRef(baseUrl, release, sub, method));
  }
  const older = templatesOf(daemon.releases.at(-1)!);
  const oldestTag = daemon.releases.at(-1)!.version.tag;
  const slugs = assignSlugs([...drafts.keys()]);
  const entries = [...drafts.values()].map((d) =>
    toEntry(d, {
      slug: slugs.get(d.template)!,
      since: d.reviewed || older.has(d.template) ? oldestTag : release.version.tag,
      href: withBase(baseUrl, sitePaths.errorEntry(release, slugs.get(d.template)!)),
      names,
    }),
  );
  entries.sort((a, b) => b.specificity - a.specificity || a.slug.localeCompare(b.slug, 'en'));
  return {
    daemonId: daemon.id,
    daemonTitle: release.title,
    cli: daemon.cli,
    tag: release.version.tag,
    entries,
    href: withBase(baseUrl, sitePaths.errors(release)),
  };
}

function addHandlerError(draft: Draft, error: MethodErrorModel, rpc: ErrorRpcRef, method: SiteMethod): void {
  draft.codes.push(error.code ?? 'Unknown');
  draft.rpcs.set(rpc.fullName, rpc);
  if (error.condition) draft.conditions.add(error.condition);
  draft.sentinel ??= error.sentinel ?? null;
  draft.sources.set(error.source.url, `${error.source.path}:${error.source.line}`);
  if (method.cliCommand) draft.cliCommands.add(method.cliCommand.path);
}

function addServiceError(draft: Draft, error: ServiceErrorModel): void {
  // A layer every call passes through says more than one handler that repeats its text.
  draft.origin = error.origin;
  draft.codes.unshift(error.code);
  draft.sentinel ??= error.sentinel;
  draft.sources.set(error.source.url, `${error.source.path}:${error.source.line}`);
}

function toEntry(
  d: Draft,
  place: { slug: string; since: string; href: string; names: { cli: string; daemon: string } },
): ErrorEntry {
  const code = mostCommon(d.codes);
  const conditions = [...d.conditions];
  const sources = [...d.sources].map(([href, label]) => ({ label, href }));
  const handler = {
    code,
    conditions,
    sourceLabel: sources[0]?.label ?? null,
    cliCommand: d.cliCommands.size === 1 ? [...d.cliCommands][0]! : null,
  };
  const advice =
    d.reviewed ??
    (d.origin === 'handler'
      ? { causes: handlerCauses(handler), fixes: handlerFixes(handler) }
      : {
          causes: fillAdvice(ORIGIN_ADVICE[d.origin].causes, place.names),
          fixes: fillAdvice(ORIGIN_ADVICE[d.origin].fixes, place.names),
        });
  return {
    slug: place.slug,
    template: d.template,
    pattern: templatePattern(d.template),
    specificity: literalLength(d.template),
    code,
    codeNumber: GRPC_STATUS[code].number,
    httpStatus: GRPC_STATUS[code].http,
    origin: d.origin,
    rpcs: [...d.rpcs.values()].sort((a, b) => a.label.localeCompare(b.label, 'en')),
    conditions,
    sentinel: d.sentinel,
    causes: advice.causes,
    fixes: advice.fixes,
    since: place.since,
    sources,
    href: place.href,
  };
}

/** Slugs from the templates' words; templates whose words give the same slug each take their hash after it. */
export function assignSlugs(templates: readonly string[]): Map<string, string> {
  const byBase = new Map<string, string[]>();
  for (const template of templates)
    byBase.set(templateSlug(template), [...(byBase.get(templateSlug(template)) ?? []), template]);
  const slugs = new Map<string, string>();
  for (const [base, group] of byBase) {
    for (const template of group) slugs.set(template, group.length === 1 ? base : `${base}-${shortHash(template)}`);
  }
  return slugs;
}

function mostCommon(codes: readonly GrpcCodeName[]): GrpcCodeName {
  const counts = new Map<GrpcCodeName, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  let best: GrpcCodeName = codes[0] ?? 'Unknown';
  for (const [code, count] of counts) if (count > (counts.get(best) ?? 0)) best = code;
  return best;
}

function releaseMethods(release: SiteRelease): { sub: SiteSubService; method: SiteMethod }[] {
  return release.subServices.flatMap((sub) => sub.methods.map((method) => ({ sub, method })));
}

/**
 * The RPCs an error of a layer every call passes through can reach, when no reviewed fact
 * names them: the macaroon check and the wallet-state interceptor stand before every RPC
 * that needs a macaroon (the whitelisted ones, such as the wallet unlocker's, pass them);
 * a payment failure reason reaches the RPCs whose messages carry PaymentFailureReason; the
 * transport, the gateway and litd's proxy stand before every RPC the daemon serves.
 */
function layerRpcs(release: SiteRelease, origin: ErrorOrigin): { sub: SiteSubService; method: SiteMethod }[] {
  const served = releaseMethods(release).filter(({ method }) => method.permissions?.status !== 'not-served');
  if (origin === 'macaroon' || origin === 'wallet-state')
    return served.filter(
      ({ method }) => method.permissions?.status === 'required' || method.permissions?.status === 'any',
    );
  if (origin === 'payment-failure')
    return served.filter(({ method }) => (method.types ?? []).some((t) => t.endsWith('.PaymentFailureReason')));
  return served;
}

function methodsNamed(
  release: SiteRelease,
  fullNames: readonly string[],
): { sub: SiteSubService; method: SiteMethod }[] {
  const wanted = new Set(fullNames);
  return releaseMethods(release).filter(({ method }) => wanted.has(method.fullName));
}

function rpcRef(baseUrl: string, release: SiteRelease, sub: SiteSubService, method: SiteMethod): ErrorRpcRef {
  return {
    fullName: method.fullName,
    label: `${sub.name}.${method.name}`,
    href: withBase(baseUrl, sitePaths.method(release, sub, method)),
  };
}

/** Every template a release has: its handlers' messages and its layers' errors. */
function templatesOf(release: SiteRelease): Set<string> {
  const templates = new Set((release.serviceErrors ?? []).map((e) => e.message));
  for (const { method } of releaseMethods(release)) for (const e of method.errors ?? []) templates.add(e.message);
  return templates;
}

/** An RPC a content entry names must be in the newest release of one of its daemons. */
function assertFactRpcsExist(daemons: readonly SiteDaemon[], facts: readonly CrossCuttingErrorFact[]): void {
  for (const fact of facts) {
    const releases = daemons.filter((d) => fact.daemons.includes(d.id) && d.releases[0]).map((d) => d.releases[0]!);
    if (releases.length === 0) continue; // none of its daemons is in this build
    for (const rpc of fact.rpcs) {
      if (!releases.some((r) => methodsNamed(r, [rpc]).length > 0)) {
        throw new ConfigError(
          `error "${fact.template}" names RPC ${rpc}, which the newest release of ${fact.daemons.join(', ')} does not have`,
          {
            location: fact.location,
            hint: "Name an RPC by its full name (package.Service.Method) as the API reference shows it, of one of the entry's daemons.",
          },
        );
      }
    }
  }
}
