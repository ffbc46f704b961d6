/**
 * Every route of the site, planned before any page is built: its path, doc id and the
 * builder of its page data. A second route with the same path is a warning and is dropped.
 */
import type { PageData } from './page-data.ts';
import { apiChangesPage } from './pages/api-changes-page.ts';
import {
  apiHistoryPage,
  historyChangesPage,
  releasesWithChanges,
  removedRpcPage,
  removedRpcPaths,
  removedRpcs,
} from './pages/history-pages.ts';
import type { ApiHistory } from '../history/history-types.ts';
import type { DaemonHistory } from './history/site-histories.ts';
import { kebabCase } from '../shared/slug.ts';
import { apiReferencePage, subServiceCategoryPage } from './pages/category-pages.ts';
import { documentationGapsPage } from './pages/documentation-gaps-page.ts';
import { catalogueOf, errorCataloguePage, errorEntryPage } from './pages/error-catalogue-pages.ts';
import { methodPage } from './pages/method-page.ts';
import { hasUpgradingPage, upgradingPath } from './pages/upgrading-links.ts';
import { upgradingPage } from './pages/upgrading-page.ts';
import { pageCopyAt } from './pages/page-copy.ts';
import type { PageContext } from './pages/page-context.ts';
import { permissionsPage } from './pages/permissions-page.ts';
import { hasPermissions } from './site-api.ts';
import { restEndpointsPage, serviceIndexPage } from './pages/service-pages.ts';
import { homePage, markdownPage, notFoundPage, searchPage } from './pages/simple-pages.ts';
import type { SiteApi, SiteRelease } from './site-api.ts';
import { docIds, sitePaths, withBase } from './urls.ts';

export interface PlannedRoute {
  /** Full path: /api-docs/api/lnd/. The not-found page's path is /api-docs/404.html. */
  path: string;
  /** Doc id for docs pages (navbar and footer items refer to docs by id). */
  docId: string | null;
  /**
   * What the page is made from, for watch mode: `page:home`, `page:markdown-page`,
   * `service-page:<id>` (content/services/<id>.md), `model:<id>@<tag>` (a release's API model),
   * `content:errors` (content/errors.yaml).
   * Every page also depends on site.yaml and the sidebar, which rebuild everything.
   */
  deps: string[];
  /**
   * false keeps the page out of sitemap.xml (search, 404; pages of older releases). Absent
   * means true.
   */
  indexable?: boolean;
  build: (ctx: PageContext) => PageData;
}

export interface RoutePlan {
  routes: PlannedRoute[];
  docIds: Map<string, string>;
  warnings: string[];
}

/** The paths of the routes that belong in the sitemap, in plan order. */
export function indexablePaths(routes: readonly PlannedRoute[]): string[] {
  return routes.filter((route) => route.indexable !== false).map((route) => route.path);
}

/** Plans the routes of the model and content in sidebar order (home and shells first). */
export function planRoutes(
  ctx: Pick<PageContext, 'api' | 'baseUrl'> & Partial<Pick<PageContext, 'histories' | 'catalogues'>>,
): RoutePlan {
  const at = (sitePath: string) => withBase(ctx.baseUrl, sitePath);
  const everyService = ctx.api.daemons.flatMap((d) => [`service-page:${d.id}`, ...d.releases.map((r) => modelDep(r))]);
  const candidates: PlannedRoute[] = [
    { path: at(sitePaths.home()), docId: null, deps: ['page:home', ...everyService], build: homePage },
    { path: at(sitePaths.search()), docId: null, deps: [], indexable: false, build: searchPage },
    { path: at(sitePaths.markdownPage()), docId: null, deps: ['page:markdown-page'], build: markdownPage },
    { path: at('404.html'), docId: null, deps: [], indexable: false, build: notFoundPage },
    { path: at(sitePaths.apiReference()), docId: null, deps: everyService, build: apiReferencePage },
    // The folders above every daemon's pages and every category show the API reference.
    ...[sitePaths.apiRoot(), sitePaths.categoryRoot()].map((folder) =>
      pageCopy(at(folder), everyService, (c) => apiReferencePage(c)),
    ),
  ];
  for (const daemon of ctx.api.daemons) {
    // Every page of a release links to its counterparts in the daemon's other releases
    // (version dropdown, notice), so it depends on all of the daemon's release models.
    const models = daemon.releases.map(modelDep);
    const page = `service-page:${daemon.id}`;
    for (const service of daemon.releases) {
      // Pages of older releases repeat the newest one's: search engines get the newest only.
      const before = candidates.length;
      candidates.push(
        {
          path: at(sitePaths.service(service)),
          docId: docIds.service(service),
          deps: [page, ...models],
          build: (c) => serviceIndexPage(c, service),
        },
        {
          path: at(sitePaths.restEndpoints(service)),
          docId: docIds.restEndpoints(service),
          deps: models,
          build: (c) => restEndpointsPage(c, service),
        },
      );
      if (service.previousTag) {
        candidates.push({
          path: at(sitePaths.changes(service)),
          docId: docIds.changes(service),
          deps: models,
          build: (c) => apiChangesPage(c, service),
        });
      }
      if (hasPermissions(service)) {
        candidates.push({
          path: at(sitePaths.permissions(service)),
          docId: docIds.permissions(service),
          deps: models,
          build: (c) => permissionsPage(c, service),
        });
      }
      // Linked from the release's index only; for the daemon's maintainers, not for search engines.
      candidates.push({
        path: at(sitePaths.documentationGaps(service)),
        docId: docIds.documentationGaps(service),
        deps: models,
        indexable: false,
        build: (c) => documentationGapsPage(c, service),
      });
      candidates.push(...errorRoutes(ctx, service, models));
      for (const sub of service.subServices) {
        const category = (c: PageContext) => subServiceCategoryPage(c, service, sub);
        candidates.push({ path: at(sitePaths.category(service, sub)), docId: null, deps: models, build: category });
        // The folder of the newest release's method pages (an older release's category is there).
        if (service.latest) candidates.push(pageCopy(at(sitePaths.subService(service, sub)), models, category));
        for (const method of sub.methods) {
          candidates.push({
            path: at(sitePaths.method(service, sub, method)),
            docId: docIds.method(service, sub, method),
            // The service page gives the connection facts of code samples; errors.yaml the slugs of catalogue links.
            deps: [page, ...models, ...(service.latest ? ['content:errors'] : [])],
            build: (c) => methodPage(c, service, sub, method),
          });
        }
      }
      if (!service.latest) for (const route of candidates.slice(before)) route.indexable = false;
    }
    const history = ctx.histories?.get(daemon.id);
    if (history) {
      // A removed RPC's URL that a page of the releases has (a same-named RPC elsewhere) stays that page's.
      const taken = new Set(candidates.map((r) => r.path));
      candidates.push(...historyRoutes(ctx.baseUrl, daemon, history, models).filter((r) => !taken.has(r.path)));
    }
  }
  const routes: PlannedRoute[] = [];
  const seen = new Set<string>();
  const warnings: string[] = [];
  for (const route of candidates) {
    if (seen.has(route.path)) {
      warnings.push(
        `duplicate route ${route.path}${route.docId ? ` (doc ${route.docId})` : ''}: only the first page with this path is kept`,
      );
      continue;
    }
    seen.add(route.path);
    routes.push(route);
  }
  const ids = new Map(routes.flatMap((r) => (r.docId ? [[r.docId, r.path] as [string, string]] : [])));
  return { routes, docIds: ids, warnings };
}

/** The error catalogue of a daemon's newest release: its index and a page per entry (src/site/errors/). */
function errorRoutes(
  ctx: Partial<Pick<PageContext, 'catalogues'>>,
  release: SiteRelease,
  models: string[],
): PlannedRoute[] {
  const catalogue = ctx.catalogues ? catalogueOf({ catalogues: ctx.catalogues }, release) : null;
  if (!catalogue) return [];
  // Catalogue pages read content/errors.yaml besides the models.
  const deps = ['content:errors', ...models];
  return [
    {
      path: catalogue.href,
      docId: docIds.errors(release),
      deps,
      build: (c: PageContext) => errorCataloguePage(c, release, catalogue),
    },
    ...catalogue.entries.map((entry) => ({
      path: entry.href,
      docId: null,
      deps,
      build: (c: PageContext) => errorEntryPage(c, release, catalogue, entry),
    })),
  ];
}

/** A copy of a page at a folder URL readers guess (see page-copy.ts): not in the sitemap. */
function pageCopy(path: string, deps: string[], build: (ctx: PageContext) => PageData): PlannedRoute {
  return { path, docId: null, deps, indexable: false, build: (c) => pageCopyAt(build(c), path) };
}

/**
 * The pages of a daemon's API history: the timeline, the changes into every release that
 * follows another (kept out of the sitemap: 127 pages of diffs), and the pages at the URLs
 * of RPCs the newest release removed (after every page of the releases: a real page wins).
 */
function historyRoutes(
  baseUrl: string,
  daemon: SiteApi['daemons'][number],
  history: DaemonHistory,
  models: string[],
): PlannedRoute[] {
  const at = (sitePath: string) => withBase(baseUrl, sitePath);
  return [
    {
      path: at(sitePaths.history(daemon.id)),
      docId: `api/${daemon.id}/history`,
      deps: models,
      build: (c) => apiHistoryPage(c, daemon),
    },
    ...releasesWithChanges(history).map((tag) => ({
      path: at(sitePaths.historyChanges(daemon.id, tag)),
      docId: null,
      deps: models,
      indexable: false,
      build: (c: PageContext) => historyChangesPage(c, daemon, tag),
    })),
    ...upgradingReleases(history).map((tag) => ({
      path: at(upgradingPath(daemon.id, tag)),
      docId: null,
      deps: [...models, REPLACEMENTS_DEP],
      build: (c: PageContext) => upgradingPage(c, daemon, tag, removedRpcPaths(c, daemon)),
    })),
    ...removedRpcs(history, daemon, kebabCase).map((rpc) => ({
      path: at(rpc.sitePath),
      docId: null,
      deps: [...models, REPLACEMENTS_DEP],
      indexable: false,
      build: (c: PageContext) => removedRpcPage(c, daemon, rpc),
    })),
  ];
}

/** What the "Upgrading to" and removed RPCs' pages also read: content/replacements.yaml. */
export const REPLACEMENTS_DEP = 'content:replacements';

/**
 * The releases of a history whose changes break or deprecate something: each gets an "Upgrading to" page.
 * Deciding needs every release's changes; kept per history, so watch mode's rebuilds (which plan
 * the routes again over the same history) do not diff every release on each edit.
 */
export function upgradingReleases(history: DaemonHistory): string[] {
  let tags = upgradingOf.get(history.history);
  if (!tags) {
    tags = releasesWithChanges(history).filter((tag) => hasUpgradingPage(history, tag));
    upgradingOf.set(history.history, tags);
  }
  return tags;
}
const upgradingOf = new WeakMap<ApiHistory, string[]>();

/** The dependency name of a release's API model: model:lnd@v0.21.2-beta. */
export function modelDep(release: SiteRelease): string {
  return `model:${release.id}@${release.version.tag}`;
}
