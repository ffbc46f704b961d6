/** A service's index page and its REST endpoints overview. */
import type { SiteRelease } from '../site-api.ts';
import { nodeFacts } from '../connection.ts';
import { type ListMark, elementMark, groupMark } from '../history/element-mark.ts';
import { releaseKey } from '../release-changes.ts';
import type { Link, RestEndpointsPage, ServiceIndexPage } from '../page-data.ts';
import { hasRestRoutes } from '../rest-operations.ts';
import { categoryLabel } from '../sidebar.ts';
import { summaryOf } from '../summary.ts';
import { sitePaths } from '../urls.ts';
import { type PageContext, daemonHistoryOf, href, markdownHtml, pageBase, releasePlace } from './page-context.ts';
import { hasPermissions } from '../site-api.ts';

/** /api/{service}/: intro, connection notes, sub-services, upstream files, version. */
export function serviceIndexPage(ctx: PageContext, service: SiteRelease): ServiceIndexPage {
  const content = ctx.content.services.get(service.id)!;
  const changes = ctx.changes.get(releaseKey(service));
  const toc = [
    { id: 'connecting', label: 'Connecting', level: 2 },
    { id: 'sub-services', label: 'Sub-services', level: 2 },
    { id: 'upstream-sources', label: 'Upstream sources', level: 2 },
  ];
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.service(service)),
      title: service.latest ? service.title : `${service.title} ${service.version.tag}`,
      description: content.description,
      layout: 'doc',
      toc,
      ...releasePlace(ctx, service, { kind: 'index' }),
    }),
    kind: 'service-index',
    title: service.title,
    introHtml: markdownHtml(ctx, content.file, content.intro).html,
    version: { ...service.version, url: `${service.repoUrl}/tree/${service.version.commit}` },
    connection: nodeFacts(service, ctx.content.services, ctx.api.daemons),
    subServices: service.subServices.map((sub) => ({
      title: categoryLabel(sub.name),
      href: href(ctx, sitePaths.category(service, sub)),
      summary: summaryOf(sub.description) || sub.fullName,
      meta: `${sub.methods.length} ${sub.methods.length === 1 ? 'RPC' : 'RPCs'}`,
      ...optionalMark(
        groupMark(
          service,
          daemonHistoryOf(ctx, service),
          'rpc',
          sub.methods.map((m) => m.fullName),
        ),
      ),
    })),
    restEndpoints: { label: `${service.title} REST endpoints`, href: href(ctx, sitePaths.restEndpoints(service)) },
    ...openApiLink(ctx, service),
    changes: changes
      ? { label: `API changes since ${changes.from}`, href: href(ctx, sitePaths.changes(service)) }
      : null,
    permissions: hasPermissions(service)
      ? { label: `${service.title} macaroon permissions`, href: href(ctx, sitePaths.permissions(service)) }
      : null,
    history: {
      first: daemonHistoryOf(ctx, service).history.releases[0]!.tag,
      timeline: { label: `${service.title} API history`, href: href(ctx, sitePaths.history(service.id)) },
    },
    protoFiles: service.protoFiles.map((f) => ({ label: f.path, href: f.url })),
    repo: { label: service.repo, href: service.repoUrl },
    documentationGaps: { href: href(ctx, sitePaths.documentationGaps(service)), count: service.gaps.length },
  };
}

/** /api/{service}/rest-endpoints/: every REST route of the service. */
export function restEndpointsPage(ctx: PageContext, service: SiteRelease): RestEndpointsPage {
  const history = daemonHistoryOf(ctx, service);
  const rows = service.subServices
    .flatMap((sub) =>
      sub.methods.flatMap((method) =>
        method.rest.map((binding) => ({
          method: binding.method,
          path: binding.path,
          href: href(ctx, sitePaths.method(service, sub, method)),
          rpc: `${sub.name}.${method.name}`,
          deprecated: method.deprecated,
          notServedBy: method.permissions?.status === 'not-served' ? service.daemon : null,
          ...optionalMark(elementMark(service, history, 'rest', `${binding.method} ${binding.path}`)),
        })),
      ),
    )
    .sort((a, b) => a.path.localeCompare(b.path, 'en') || a.method.localeCompare(b.method, 'en'));
  const title = 'REST Endpoints';
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.restEndpoints(service)),
      title: `${service.title} ${title}`,
      description: `Every REST route of ${service.title} with its HTTP method and RPC.`,
      layout: 'doc',
      ...releasePlace(ctx, service, { kind: 'rest-endpoints' }),
    }),
    kind: 'rest-endpoints',
    title,
    service: service.title,
    rows,
    ...openApiLink(ctx, service),
  };
}

function optionalMark(mark: ListMark | undefined): { mark?: ListMark } {
  return mark ? { mark } : {};
}

/** The link to the release's OpenAPI document (written by the build's openapi phase); none without REST routes. */
function openApiLink(ctx: PageContext, service: SiteRelease): { openApi?: Link } {
  return hasRestRoutes(service)
    ? { openApi: { label: 'OpenAPI 3.1 document', href: href(ctx, sitePaths.openApi(service)) } }
    : {};
}
