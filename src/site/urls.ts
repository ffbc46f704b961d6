/** Route paths of the site, all under the base URL and ending in "/". */
import type { MethodModel, ServiceModel, SubServiceModel } from '../proto/model-types.ts';

/** Joins the base URL ("/api-docs/") and a site path ("api/lnd/" or "/api/lnd/"). */
export function withBase(baseUrl: string, sitePath: string): string {
  return `${baseUrl}${sitePath.replace(/^\//, '')}`;
}

/** Site paths (without base) of every kind of page; the one place they are spelled. */
export const sitePaths = {
  home: () => '',
  search: () => 'search/',
  markdownPage: () => 'markdown-page/',
  apiReference: () => 'category/api-reference/',
  category: (sub: SubServiceModel) => `category/${sub.categorySlug}/`,
  service: (service: ServiceModel) => `api/${service.id}/`,
  restEndpoints: (service: ServiceModel) => `api/${service.id}/rest-endpoints/`,
  permissions: (service: ServiceModel) => `api/${service.id}/permissions/`,
  method: (service: ServiceModel, sub: SubServiceModel, method: MethodModel) => `api/${service.id}/${sub.slug}/${method.slug}/`,
};

/** Doc ids, as navbar items and footer links name docs (e.g. api/lnd/index). */
export const docIds = {
  service: (service: ServiceModel) => `api/${service.id}/index`,
  restEndpoints: (service: ServiceModel) => `api/${service.id}/rest-endpoints`,
  permissions: (service: ServiceModel) => `api/${service.id}/permissions`,
  method: (service: ServiceModel, sub: SubServiceModel, method: MethodModel) => `api/${service.id}/${sub.slug}/${method.slug}`,
};

/** The output file of a route path relative to the output folder: /api-docs/x/ -> x/index.html, /api-docs/404.html -> 404.html. */
export function outputFileOf(baseUrl: string, routePath: string): string {
  const relative = routePath.slice(baseUrl.length);
  return relative.endsWith('.html') ? relative : `${relative}index.html`;
}
