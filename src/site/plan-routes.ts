/**
 * Every route of the site, planned before any page is built: its path, doc id and the
 * builder of its page data. A second route with the same path is a warning and is dropped.
 */
import type { PageData } from './page-data.ts';
import { apiReferencePage, subServiceCategoryPage } from './pages/category-pages.ts';
import { methodPage } from './pages/method-page.ts';
import type { PageContext } from './pages/page-context.ts';
import { hasPermissions, permissionsPage } from './pages/permissions-page.ts';
import { restEndpointsPage, serviceIndexPage } from './pages/service-pages.ts';
import { homePage, markdownPage, notFoundPage, searchPage } from './pages/simple-pages.ts';
import { docIds, sitePaths, withBase } from './urls.ts';

export interface PlannedRoute {
  /** Full path: /api-docs/api/lnd/. The not-found page's path is /api-docs/404.html. */
  path: string;
  /** Doc id for docs pages (navbar and footer items refer to docs by id). */
  docId: string | null;
  /**
   * What the page is made from, for watch mode: `page:home`, `page:markdown-page`,
   * `service-page:<id>` (content/services/<id>.md), `model:<id>` (a service's API model).
   * Every page also depends on site.yaml and the sidebar, which rebuild everything.
   */
  deps: string[];
  /**
   * For method pages: the model data the page is made from, so watch mode can skip pages
   * whose inputs did not change when a proto file changes.
   */
  inputs?: () => unknown;
  build: (ctx: PageContext) => PageData;
}

export interface RoutePlan {
  routes: PlannedRoute[];
  docIds: Map<string, string>;
  warnings: string[];
}

/** Plans the routes of the model and content in sidebar order (home and shells first). */
export function planRoutes(ctx: Pick<PageContext, 'model' | 'baseUrl'>): RoutePlan {
  const at = (sitePath: string) => withBase(ctx.baseUrl, sitePath);
  const everyService = ctx.model.services.flatMap((s) => [`service-page:${s.id}`, `model:${s.id}`]);
  const candidates: PlannedRoute[] = [
    { path: at(sitePaths.home()), docId: null, deps: ['page:home', ...everyService], build: homePage },
    { path: at(sitePaths.search()), docId: null, deps: [], build: searchPage },
    { path: at(sitePaths.markdownPage()), docId: null, deps: ['page:markdown-page'], build: markdownPage },
    { path: at('404.html'), docId: null, deps: [], build: notFoundPage },
    { path: at(sitePaths.apiReference()), docId: null, deps: everyService, build: apiReferencePage },
  ];
  for (const service of ctx.model.services) {
    const page = `service-page:${service.id}`;
    const model = `model:${service.id}`;
    candidates.push(
      { path: at(sitePaths.service(service)), docId: docIds.service(service), deps: [page, model], build: (c) => serviceIndexPage(c, service) },
      { path: at(sitePaths.restEndpoints(service)), docId: docIds.restEndpoints(service), deps: [model], build: (c) => restEndpointsPage(c, service) },
    );
    if (hasPermissions(service)) {
      candidates.push({ path: at(sitePaths.permissions(service)), docId: docIds.permissions(service), deps: [model], build: (c) => permissionsPage(c, service) });
    }
    for (const sub of service.subServices) {
      candidates.push({ path: at(sitePaths.category(sub)), docId: null, deps: [model], build: (c) => subServiceCategoryPage(c, service, sub) });
      for (const method of sub.methods) {
        candidates.push({
          path: at(sitePaths.method(service, sub, method)),
          docId: docIds.method(service, sub, method),
          deps: [page, model], // the service page gives the connection facts of code samples
          inputs: () => [sub.name, sub.slug, sub.package, sub.importPath, method, method.types.map((t) => service.messages[t] ?? service.enums[t])],
          build: (c) => methodPage(c, service, sub, method),
        });
      }
    }
  }
  const routes: PlannedRoute[] = [];
  const seen = new Set<string>();
  const warnings: string[] = [];
  for (const route of candidates) {
    if (seen.has(route.path)) {
      warnings.push(`duplicate route ${route.path}${route.docId ? ` (doc ${route.docId})` : ''}: only the first page with this path is kept`);
      continue;
    }
    seen.add(route.path);
    routes.push(route);
  }
  const ids = new Map(routes.flatMap((r) => (r.docId ? [[r.docId, r.path] as [string, string]] : [])));
  return { routes, docIds: ids, warnings };
}
