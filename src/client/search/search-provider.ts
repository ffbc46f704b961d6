/**
 * The browser's search runtime behind the theme's search store: on first use of a scope it
 * fetches that scope's dropdown index file and, in parallel, imports the engine
 * (elasticlunr and the query code, a lazy chunk outside the first-load bundle); the
 * content file is fetched only when a search needs it. Each scope (the newest releases,
 * or one older release) has its own files and engine; an older release's files load only
 * when it is searched.
 */
import type { SearchEngine } from '../../search/search-engine.ts';
import type { StoredEntry, SearchIndexFile } from '../../search/search-types.ts';
import type { SiteData } from '../../site/site-data.ts';
import { CURRENT_SCOPE, type SearchProvider } from '../../theme/search/search-store.ts';
import { resolveIndexUrl } from './index-url.ts';

async function fetchIndexText(url: URL): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The search index ${url.pathname} could not load: HTTP ${response.status}`);
  return response.text();
}

async function fetchIndexJson<T>(url: URL): Promise<T> {
  return JSON.parse(await fetchIndexText(url)) as T;
}

/** The address of a scope's index file, or null when the site has none. */
function indexAddress(site: SiteData, scope: string): string | null {
  if (scope === CURRENT_SCOPE) return site.searchIndex;
  return Object.hasOwn(site.searchReleases, scope) ? site.searchReleases[scope]! : null;
}

/** The search provider of a site (index addresses: site.searchIndex and site.searchReleases). */
export function createSearchProvider(site: SiteData): SearchProvider {
  const engines = new Map<string, SearchEngine>();
  const loading = new Map<string, Promise<void>>();
  const ready = (scope: string) => {
    const engine = engines.get(scope);
    if (!engine) throw new Error(`Internal error: search of "${scope}" was used before its index loaded`);
    return engine;
  };
  return {
    load(scope) {
      let pending = loading.get(scope);
      if (!pending) {
        pending = (async () => {
          const address = indexAddress(site, scope);
          if (!address)
            throw new Error(
              scope === CURRENT_SCOPE
                ? 'This site was built without a search index.'
                : `This site has no search index for ${scope}.`,
            );
          const indexUrl = resolveIndexUrl(address, document.baseURI, location.origin);
          // The index is parsed once the engine's modules are all there: parsing it (tens of
          // milliseconds of main thread) as soon as it arrived held up the fetches of the
          // engine chunk's own imports, which the browser starts from the main thread.
          const [{ SearchEngine }, text] = await Promise.all([
            import('../../search/search-engine.ts'),
            fetchIndexText(indexUrl),
          ]);
          const file = JSON.parse(text) as SearchIndexFile;
          engines.set(
            scope,
            new SearchEngine(file, (src) =>
              fetchIndexJson<StoredEntry>(resolveIndexUrl(src, indexUrl.href, location.origin)),
            ),
          );
        })().catch((error: unknown) => {
          loading.delete(scope);
          throw error;
        });
        loading.set(scope, pending);
      }
      return pending;
    },
    search: (scope, query, options) => ready(scope).search(query, options),
    loadAll: (scope) => ready(scope).loadDeferred(),
  };
}
