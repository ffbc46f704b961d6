/** One RPC's page: header facts (types, streaming, REST routes), description, permissions, code samples, messages. */
import type { Streaming } from '../../proto/model-types.ts';
import type { SiteMethod, SiteRelease, SiteSubService } from '../site-api.ts';
import { codeSamplesView } from '../code-samples/samples-view.ts';
import type { ErrorView, MethodPage, TocEntry } from '../page-data.ts';
import { GRPC_STATUS } from '../../proto/grpc-codes.ts';
import { anchorId } from '../../shared/slug.ts';
import { summaryOf } from '../summary.ts';
import { methodHistory, methodPageHistory } from '../history/method-history.ts';
import { releaseSamples } from '../history/release-samples.ts';
import { sitePaths } from '../urls.ts';
import { methodTypes } from './message-views.ts';
import { layerErrorGroups, withCatalogueLinks } from './error-catalogue-pages.ts';
import { type PageContext, commentHtml, daemonHistoryOf, href, pageBase, releasePlace } from './page-context.ts';
import { methodPermissionsView } from './permissions-page.ts';
import { restRouteViews } from './rest-placement-views.ts';
import { withCliFlowNote } from './cli-flow-note.ts';
import { tryItView } from '../try-it/try-it-view.ts';
import { methodRules } from './method-rules.ts';

/** Builds the page data of a method. */
export function methodPage(
  ctx: PageContext,
  service: SiteRelease,
  sub: SiteSubService,
  method: SiteMethod,
): MethodPage {
  const errors = withCatalogueLinks(ctx, service, errorViews(method));
  const rules = methodRules(service, method, errors);
  const pageHistory = methodPageHistory(ctx, daemonHistoryOf(ctx, service), service, method);
  const { nestedInRequest, ...types } = methodTypes(ctx, service, sub, method, pageHistory.row, rules.byField);
  const samples = codeSamplesView(ctx, service, sub, method);
  const permissions = methodPermissionsView(ctx, service, method);
  const rest = restRouteViews(method, types.request.fields.length > 0, pageHistory.row);
  const history = methodHistory(pageHistory, { ...types, rest });
  const releases = releaseSamples(ctx, daemonHistoryOf(ctx, service), service, sub, method, samples);
  if (releases) samples.releases = releases;
  const layerErrors = layerErrorGroups(ctx, service, method.fullName);
  const tryIt = tryItView({ service, sub, method });
  // In document order (the active-heading logic needs it): nested messages sit inside the
  // request or the response that holds them first.
  const typeEntry = (m: { anchor: string; fullName: string }): TocEntry => ({
    id: m.anchor,
    label: m.fullName,
    level: 3,
  });
  const toc: TocEntry[] = [
    ...(permissions ? [{ id: 'permissions', label: 'Permissions', level: 2 }] : []),
    { id: 'code-samples', label: 'Code Samples', level: 2 },
    { id: 'messages', label: 'Messages', level: 2 },
    typeEntry(types.request),
    ...types.nested.slice(0, nestedInRequest).map(typeEntry),
    ...(types.response.fullName !== types.request.fullName ? [typeEntry(types.response)] : []),
    ...types.nested.slice(nestedInRequest).map(typeEntry),
    ...(types.enums.length > 0 ? [{ id: 'enums', label: 'Enums', level: 2 }] : []),
    ...types.enums.map(typeEntry),
    ...(errors.length > 0 || method.errorsNote || layerErrors.length > 0
      ? [{ id: 'errors', label: 'Errors', level: 2 }]
      : []),
  ];
  const description = summaryOf(method.description) || `${method.fullName} of ${service.title}.`;
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.method(service, sub, method)),
      title: method.name,
      description,
      layout: 'doc',
      toc,
      ...releasePlace(ctx, service, { kind: 'method', method: method.fullName }),
    }),
    kind: 'method',
    title: method.name,
    fullName: method.fullName,
    deprecated: method.deprecated,
    ...history,
    descriptionHtml: method.description
      ? commentHtml(
          ctx,
          `${method.source.path}:${method.descriptionLine ?? method.source.line}`,
          method.description,
          anchorId(method.fullName),
        )
      : '',
    source: { label: method.source.path.split('/').pop()!, href: method.source.url },
    streaming: method.streaming,
    signature: rpcSignature(method),
    rest,
    samples,
    ...withCliFlowNote(method),
    ...types,
    permissions,
    ...(errors.length > 0 ? { errors } : {}),
    ...(errors.length === 0 && method.errorsNote ? { errorsNote: method.errorsNote.text } : {}),
    ...(layerErrors.length > 0 ? { layerErrors } : {}),
    ...(tryIt ? { tryIt } : {}),
    ...rules.page,
  };
}

/** The Errors section's rows: the handler's messages with their code, condition, helpers and source lines. */
export function errorViews(method: SiteMethod): ErrorView[] {
  return (method.errors ?? []).map((e, i) => ({
    message: e.message,
    code: { name: e.code ?? 'Unknown', number: GRPC_STATUS[e.code ?? 'Unknown'].number },
    condition: e.condition ?? null,
    via: e.via ?? [],
    source: { label: `${e.source.path.split('/').pop()}:${e.source.line}`, href: e.source.url },
    anchor: `errors-${i + 1}`,
  }));
}

/** The rpc line as written in a .proto file, with `stream` where the method streams. */
export function rpcSignature(method: Pick<SiteMethod, 'name' | 'streaming' | 'requestType' | 'responseType'>): string {
  const short = (fullName: string) => fullName.split('.').pop()!;
  const stream = (side: 'client' | 'server', streaming: Streaming) =>
    streaming === 'bidi' || streaming === side ? 'stream ' : '';
  return `rpc ${method.name} (${stream('client', method.streaming)}${short(method.requestType)}) returns (${stream('server', method.streaming)}${short(method.responseType)});`;
}
