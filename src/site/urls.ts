/** Route paths of the site, all under the base URL and ending in "/". */
import { DOCUMENTATION_GAPS_SEGMENT, ERRORS_SEGMENT } from './release-segments.ts';
import type { SiteMethod, SiteRelease, SiteSubService } from './site-api.ts';

/** Joins the base URL ("/api-docs/") and a site path ("api/lnd/" or "/api/lnd/"). */
export function withBase(baseUrl: string, sitePath: string): string {
  return `${baseUrl}${sitePath.replace(/^\//, '')}`;
}

/** Site paths (without base) of every kind of page; the one place they are spelled. */
/** The JSON Schema of every errors.json, at the site root. */
export const ERRORS_SCHEMA_FILE = 'errors.schema.json';

export const sitePaths = {
  home: () => '',
  search: () => 'search/',
  markdownPage: () => 'markdown-page/',
  apiReference: () => 'category/api-reference/',
  /** The newest release's categories are site-wide (category/lightning-service/); an older release's sit in its own space. */
  category: (release: SiteRelease, sub: SiteSubService) =>
    release.latest ? `category/${sub.categorySlug}/` : sitePaths.subService(release, sub),
  /** The folder of every daemon's pages and of every sub-service's methods (pages of their own too: see plan-routes.ts). */
  apiRoot: () => 'api/',
  categoryRoot: () => 'category/',
  /** The folder of a sub-service's method pages: the category page of an older release, a copy of it for the newest. */
  subService: (release: SiteRelease, sub: SiteSubService) => `${release.sitePrefix}${sub.slug}/`,
  service: (release: Pick<SiteRelease, 'sitePrefix'>) => release.sitePrefix,
  restEndpoints: (release: SiteRelease) => `${release.sitePrefix}rest-endpoints/`,
  permissions: (release: SiteRelease) => `${release.sitePrefix}permissions/`,
  changes: (release: SiteRelease) => `${release.sitePrefix}changes/`,
  /** The error catalogue of a daemon's newest release (src/site/errors/), and one of its entries. */
  errors: (release: Pick<SiteRelease, 'sitePrefix'>) => `${release.sitePrefix}${ERRORS_SEGMENT}/`,
  errorEntry: (release: Pick<SiteRelease, 'sitePrefix'>, slug: string) =>
    `${release.sitePrefix}${ERRORS_SEGMENT}/${slug}/`,
  /** The catalogue as JSON (a file, not a page; docs/exports.md), and its JSON Schema. */
  errorsJson: (release: Pick<SiteRelease, 'sitePrefix'>) => `${release.sitePrefix}errors.json`,
  /** The release's OpenAPI document (a file, not a page). */
  openApi: (release: SiteRelease) => `${release.sitePrefix}openapi.json`,
  /** Not in the sidebar: linked from the release's index. The CLI names the pattern with sitePrefix "api/<daemon>/". */
  documentationGaps: (release: Pick<SiteRelease, 'sitePrefix'>) =>
    `${release.sitePrefix}${DOCUMENTATION_GAPS_SEGMENT}/`,
  method: (release: SiteRelease, sub: SiteSubService, method: SiteMethod) =>
    `${release.sitePrefix}${sub.slug}/${method.slug}/`,
  /** A daemon's API history: every pinned release, newest first (the timeline). */
  history: (daemonId: string) => `api/${daemonId}/history/`,
  /** The changes into one release of a daemon's history from the release it follows. */
  historyChanges: (daemonId: string, tag: string) => `api/${daemonId}/history/${tag}/`,
};

/** Doc ids, as navbar items and footer links name docs (e.g. api/lnd/index). */
export const docIds = {
  service: (release: SiteRelease) => `${release.sitePrefix}index`,
  restEndpoints: (release: SiteRelease) => `${release.sitePrefix}rest-endpoints`,
  changes: (release: SiteRelease) => `${release.sitePrefix}changes`,
  permissions: (release: SiteRelease) => `${release.sitePrefix}permissions`,
  documentationGaps: (release: SiteRelease) => `${release.sitePrefix}${DOCUMENTATION_GAPS_SEGMENT}`,
  errors: (release: SiteRelease) => `${release.sitePrefix}${ERRORS_SEGMENT}`,
  method: (release: SiteRelease, sub: SiteSubService, method: SiteMethod) =>
    `${release.sitePrefix}${sub.slug}/${method.slug}`,
};

/** The output file of a route path relative to the output folder: /api-docs/x/ -> x/index.html, /api-docs/404.html -> 404.html. */
export function outputFileOf(baseUrl: string, routePath: string): string {
  const relative = routePath.slice(baseUrl.length);
  return relative.endsWith('.html') ? relative : `${relative}index.html`;
}

/**
 * The Markdown copy of a route (docs/exports.md): `index.md` beside the route's `index.html`
 * (/api-docs/api/lnd/lightning/get-info/ -> /api-docs/api/lnd/lightning/get-info/index.md).
 */
export function markdownPathOf(routePath: string): string {
  return `${routePath}index.md`;
}

/**
 * The second address of a route's Markdown copy, the one assistants try first: `<page>.md`
 * beside the page's folder (/api-docs/api/lnd/lightning/get-info.md); null for the site's
 * root, whose sibling would lie outside the base URL.
 */
export function markdownSiblingOf(baseUrl: string, routePath: string): string | null {
  return routePath === baseUrl || !routePath.endsWith('/') ? null : `${routePath.slice(0, -1)}.md`;
}

/** Site path of a daemon's machine-readable API history (docs/how-it-works.md, "API history"). */
export function historyJsonPath(daemonId: string): string {
  return `/api/${daemonId}/history.json`;
}
