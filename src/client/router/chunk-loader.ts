/**
 * Loads route chunks (the hashed JSON page data of a route) once and shares the result
 * between prefetching and navigation. A load also waits for whatever else the page needs
 * to render (its view's code, see view-loader.ts), so a loaded route can be shown at once. Two kinds of failure are kept apart because they
 * are handled differently: the file could not be fetched (network, a 404 after a
 * redeploy: the router falls back to a full page load) or it was fetched but is not the
 * page data of its route (shown as a page load error with Retry).
 */
import { chunkUrl } from '../../site/chunk-url.ts';
import type { PageData } from '../../site/page-data.ts';
import { MalformedChunkError, validateChunk } from './validate-chunk.ts';

/** The chunk file could not be fetched. */
export class ChunkLoadError extends Error {
  constructor(url: string, reason: string) {
    super(`could not load ${url}: ${reason}`);
    this.name = 'ChunkLoadError';
  }
}

/** A fetched file that does not parse as JSON. */
export class InvalidJsonError extends Error {
  constructor(
    url: string,
    readonly detail: string,
  ) {
    super(`${url} is not valid JSON (${detail})`);
    this.name = 'InvalidJsonError';
  }
}

/** Chunks kept in memory; prefetching many links must not grow the page without bound. */
const MAX_CACHED = 60;

export interface ChunkLoader {
  /** The validated page data of a route; `fresh` bypasses the memory and HTTP caches. */
  load(route: string, options?: { fresh?: boolean }): Promise<PageData>;
  /** Whether a route's chunk is loaded or on its way. */
  has(route: string): boolean;
  /** Records page data loaded elsewhere (the first page, fetched before hydration). */
  prime(route: string, page: PageData): void;
  /** Drops what is held for these routes (their data changed: watch mode). */
  forget(routes: string[]): void;
}

/** Fetches JSON: network and HTTP failures are ChunkLoadError, invalid JSON InvalidJsonError. */
export async function fetchJson(url: string, fresh = false): Promise<unknown> {
  let response: Response;
  try {
    // Same mode and credentials as the <link rel=preload as=fetch crossorigin> of the page.
    response = await fetch(url, { credentials: 'same-origin', cache: fresh ? 'reload' : 'default' });
  } catch (error) {
    throw new ChunkLoadError(url, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new ChunkLoadError(url, `HTTP ${response.status}`);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidJsonError(url, (error as Error).message);
  }
}

/** Resolves once a page can be rendered (its view is loaded); rejects like a chunk fetch. */
export type PrepareRender = (page: PageData) => Promise<void>;

/** A loader over the site's route table. */
export function createChunkLoader(
  baseUrl: string,
  routes: Readonly<Record<string, string>>,
  prepareRender: PrepareRender = async () => {},
): ChunkLoader {
  const cache = new Map<string, Promise<PageData>>();
  const urlOf = (route: string) => (route in routes ? chunkUrl(baseUrl, route, routes[route]!) : null);

  const fetchRoute = async (route: string, fresh: boolean): Promise<PageData> => {
    const url = urlOf(route);
    if (!url) throw new ChunkLoadError(route, 'the route table has no such route');
    let data: unknown;
    try {
      data = await fetchJson(url, fresh);
    } catch (error) {
      throw error instanceof InvalidJsonError
        ? new MalformedChunkError(url, route, `it is not valid JSON (${error.detail})`)
        : error;
    }
    const page = validateChunk(data, url, route);
    await prepareRender(page);
    return page;
  };

  return {
    has: (route) => cache.has(route),
    prime: (route, page) => void cache.set(route, Promise.resolve(page)),
    forget: (changed) => changed.forEach((route) => cache.delete(route)),
    load(route, options = {}) {
      const cached = cache.get(route);
      if (cached && !options.fresh) return cached;
      const promise = fetchRoute(route, options.fresh ?? false);
      cache.delete(route);
      cache.set(route, promise);
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
      // A failure is not kept: the next attempt (navigation, Retry) fetches again.
      promise.catch(() => {
        if (cache.get(route) === promise) cache.delete(route);
      });
      return promise;
    },
  };
}
