/** One RPC's page: description, gRPC signature, REST routes, code samples, message tables. */
import type { MethodModel, ServiceModel, Streaming, SubServiceModel } from '../../proto/model-types.ts';
import { codeSamplesView } from '../code-samples/samples-view.ts';
import type { MethodPage, TocEntry } from '../page-data.ts';
import { summaryOf } from '../summary.ts';
import { sitePaths } from '../urls.ts';
import { methodTypes } from './message-views.ts';
import { type PageContext, href, markdownHtml, pageBase } from './page-context.ts';
import { methodPermissionsView } from './permissions-page.ts';

/** Builds the page data of a method. */
export function methodPage(ctx: PageContext, service: ServiceModel, sub: SubServiceModel, method: MethodModel): MethodPage {
  const types = methodTypes(ctx, service, method);
  const samples = codeSamplesView(ctx, service, sub, method);
  const permissions = methodPermissionsView(ctx, service, method);
  const toc: TocEntry[] = [
    ...(permissions ? [{ id: 'permissions', label: 'Permissions', level: 2 }] : []),
    { id: 'grpc', label: 'gRPC', level: 2 },
    ...(method.rest.length > 0 ? [{ id: 'rest', label: 'REST', level: 2 }] : []),
    { id: 'code-samples', label: 'Code Samples', level: 2 },
    { id: 'messages', label: 'Messages', level: 2 },
    { id: types.request.anchor, label: types.request.fullName, level: 3 },
    ...(types.response.fullName !== types.request.fullName ? [{ id: types.response.anchor, label: types.response.fullName, level: 3 }] : []),
    ...(types.nested.length > 0 ? [{ id: 'nested-messages', label: 'Nested Messages', level: 2 }] : []),
    ...types.nested.map((m) => ({ id: m.anchor, label: m.fullName, level: 3 })),
    ...(types.enums.length > 0 ? [{ id: 'enums', label: 'Enums', level: 2 }] : []),
    ...types.enums.map((e) => ({ id: e.anchor, label: e.fullName, level: 3 })),
  ];
  const description = summaryOf(method.description) || `${method.fullName} of ${service.title}.`;
  return {
    ...pageBase(ctx, { path: href(ctx, sitePaths.method(service, sub, method)), title: method.name, description, layout: 'doc', toc }),
    kind: 'method',
    title: method.name,
    fullName: method.fullName,
    deprecated: method.deprecated,
    descriptionHtml: method.description ? markdownHtml(ctx, `${method.source.path}:${method.source.line}`, method.description).html : '',
    source: { label: method.source.path.split('/').pop()!, href: method.source.url },
    streaming: method.streaming,
    signature: rpcSignature(method),
    rest: method.rest.map((b) => ({ method: b.method, path: b.path })),
    samples,
    ...types,
    permissions,
  };
}

/** The rpc line as written in a .proto file, with `stream` where the method streams. */
export function rpcSignature(method: MethodModel): string {
  const short = (fullName: string) => fullName.split('.').pop()!;
  const stream = (side: 'client' | 'server', streaming: Streaming) =>
    streaming === 'bidi' || streaming === side ? 'stream ' : '';
  return `rpc ${method.name} (${stream('client', method.streaming)}${short(method.requestType)}) returns (${stream('server', method.streaming)}${short(method.responseType)});`;
}
