/**
 * Page data for every route, written as content-hashed JSON chunks the client fetches to
 * hydrate and to navigate; and the site data file every page shares.
 */
import crypto from 'node:crypto';
import { ApidocsError, AggregateApidocsError } from '../shared/errors.ts';
import type { PageData } from '../site/page-data.ts';
import type { PageContext } from '../site/pages/page-context.ts';
import { chunkUrl } from '../site/chunk-url.ts';
import type { PlannedRoute } from '../site/plan-routes.ts';
import type { SiteData } from '../site/site-data.ts';
import { withBase } from '../site/urls.ts';
import { writeOutputFile } from './output-dir.ts';

export interface BuiltPage {
  page: PageData;
  /** Content hash of the page's chunk (see src/site/chunk-url.ts). */
  hash: string;
  /** URL of the page's chunk. */
  chunk: string;
}

/** Short content hash used in file names. */
export function contentHash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * How data files are named: content-hashed for production (cached forever), or with the
 * fixed hash "dev" in watch mode, so a changed page does not change every page's HTML.
 */
export type BuildMode = 'production' | 'development';

/** The hash in a data file name. */
function fileHash(json: string, mode: BuildMode): string {
  return mode === 'production' ? contentHash(json) : 'dev';
}

/** Builds every route's page data and writes its chunk; all failures are reported together. */
export function buildPageData(ctx: PageContext, routes: PlannedRoute[], outDir: string, mode: BuildMode = 'production'): BuiltPage[] {
  const built: BuiltPage[] = [];
  const failures: ApidocsError[] = [];
  for (const route of routes) {
    try {
      const page = route.build(ctx);
      const json = JSON.stringify(page);
      const hash = fileHash(json, mode);
      const chunk = chunkUrl(ctx.baseUrl, route.path, hash);
      writeOutputFile(outDir, chunk.slice(ctx.baseUrl.length), json);
      built.push({ page, hash, chunk });
    } catch (error) {
      failures.push(error instanceof ApidocsError ? error : new ApidocsError(`could not build the page: ${(error as Error).stack ?? String(error)}`, { location: route.path, cause: error }));
    }
  }
  if (failures.length > 0) throw new AggregateApidocsError(`${failures.length} page${failures.length === 1 ? '' : 's'} failed to build:`, failures);
  return built;
}

/** Writes site-data.<hash>.json and returns its URL. */
export function writeSiteData(site: SiteData, outDir: string, mode: BuildMode = 'production'): string {
  const json = JSON.stringify(site);
  const file = `assets/site-data.${fileHash(json, mode)}.json`;
  writeOutputFile(outDir, file, json);
  return withBase(site.baseUrl, file);
}
