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
import { type OutputTarget, writeTo, yieldToEventLoop } from './output-dir.ts';

export interface BuiltPage {
  page: PageData;
  /** Content hash of the page's data, whatever the build mode (watch mode compares it). */
  digest: string;
  /** The full sha256 of the page's serialized data (the render cache's key: render-cache.ts). */
  dataDigest: string;
  /** Hash in the chunk's file name (see src/site/chunk-url.ts): the digest, or "dev" in watch mode. */
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

/** Writes a route's chunk (its page's serialized data `json`) and returns the page as built. */
export function writeChunk(
  baseUrl: string,
  routePath: string,
  page: PageData,
  json: string,
  output: OutputTarget,
  mode: BuildMode,
): BuiltPage {
  const dataDigest = crypto.createHash('sha256').update(json).digest('hex');
  const digest = dataDigest.slice(0, 10);
  const hash = mode === 'production' ? digest : 'dev';
  const chunk = chunkUrl(baseUrl, routePath, hash);
  writeTo(output, chunk.slice(baseUrl.length), json);
  return { page, digest, dataDigest, hash, chunk };
}

/**
 * Builds every route's page data and writes its chunk; all failures are reported together.
 * `onBuilt` sees each route's serialized page data (the page data cache stores it).
 */
export async function buildPageData(
  ctx: PageContext,
  routes: PlannedRoute[],
  output: OutputTarget,
  mode: BuildMode = 'production',
  onBuilt?: (routePath: string, json: string) => void,
): Promise<BuiltPage[]> {
  const built: BuiltPage[] = [];
  const failures: ApidocsError[] = [];
  for (const [index, route] of routes.entries()) {
    if (index % 16 === 15) await yieldToEventLoop();
    try {
      const page = route.build(ctx);
      const json = JSON.stringify(page);
      built.push(writeChunk(ctx.baseUrl, route.path, page, json, output, mode));
      onBuilt?.(route.path, json);
    } catch (error) {
      failures.push(
        error instanceof ApidocsError
          ? error
          : new ApidocsError(`could not build the page: ${(error as Error).stack ?? String(error)}`, {
              location: route.path,
              cause: error,
            }),
      );
    }
  }
  if (failures.length > 0)
    throw new AggregateApidocsError(
      `${failures.length} page${failures.length === 1 ? '' : 's'} failed to build:`,
      failures,
    );
  return built;
}

/** Writes site-data.<hash>.json and returns its URL. */
export function writeSiteData(site: SiteData, output: OutputTarget, mode: BuildMode = 'production'): string {
  const json = JSON.stringify(site);
  const file = `assets/site-data.${fileHash(json, mode)}.json`;
  writeTo(output, file, json);
  return withBase(site.baseUrl, file);
}
