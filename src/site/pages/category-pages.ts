/** Generated index pages: the api-reference category and one per sub-service. */
import { type SiteRelease, type SiteSubService, latestReleases } from '../site-api.ts';
import { anchorId } from '../../shared/slug.ts';
import type { Card, CategoryPage } from '../page-data.ts';
import { elementMark } from '../history/element-mark.ts';
import { categoryLabel } from '../sidebar.ts';
import { summaryOf } from '../summary.ts';
import { sitePaths } from '../urls.ts';
import { type PageContext, commentHtml, daemonHistoryOf, href, pageBase, releasePlace } from './page-context.ts';

/** /category/api-reference/: every service. */
export function apiReferencePage(ctx: PageContext): CategoryPage {
  const description = 'The gRPC and REST APIs of every daemon, generated from their protos.';
  return {
    ...pageBase(ctx, { path: href(ctx, sitePaths.apiReference()), title: 'API Reference', description, layout: 'doc' }),
    kind: 'category',
    title: 'API Reference',
    descriptionHtml: `<p>${description}</p>`,
    cards: latestReleases(ctx.api).map((service) => ({
      title: service.title,
      href: href(ctx, sitePaths.service(service)),
      summary: ctx.content.services.get(service.id)!.description,
      meta: `${service.subServices.length} ${service.subServices.length === 1 ? 'sub-service' : 'sub-services'}`,
    })),
  };
}

/** The version mark of an RPC card, when not every release of the daemon has the RPC. */
function rpcMark(ctx: PageContext, release: SiteRelease, rpc: string): Pick<Card, 'mark'> {
  const mark = elementMark(release, daemonHistoryOf(ctx, release), 'rpc', rpc);
  return mark ? { mark } : {};
}

/** /category/{name}-service/: the sub-service's methods as cards. */
export function subServiceCategoryPage(ctx: PageContext, service: SiteRelease, sub: SiteSubService): CategoryPage {
  const title = categoryLabel(sub.name);
  const fallback = `The ${sub.name} sub-service of ${service.title} (${sub.fullName}).`;
  const description = summaryOf(sub.description) || fallback;
  return {
    ...pageBase(ctx, {
      path: href(ctx, sitePaths.category(service, sub)),
      title,
      description,
      layout: 'doc',
      ...releasePlace(ctx, service, { kind: 'category', subService: sub.fullName }),
    }),
    kind: 'category',
    title,
    descriptionHtml: commentHtml(
      ctx,
      `${sub.source.path}:${sub.descriptionLine ?? sub.source.line}`,
      sub.description || fallback,
      anchorId(sub.fullName),
    ),
    cards: [...sub.methods]
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((method) => ({
        title: method.name,
        href: href(ctx, sitePaths.method(service, sub, method)),
        summary: summaryOf(method.description) || `${method.fullName}`,
        ...(method.deprecated ? { meta: 'Deprecated' } : {}),
        ...rpcMark(ctx, service, method.fullName),
      })),
  };
}
