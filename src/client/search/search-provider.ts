/**
 * The browser's search runtime behind the theme's search store: on first use it fetches
 * the dropdown index file and, in parallel, imports the engine (elasticlunr and the query
 * code, a lazy chunk outside the first-load bundle); the content file is fetched only
 * when a search needs it.
 */
import type { SearchEngine } from '../../search/search-engine.ts';
import type { LoadedEntry, SearchIndexFile } from '../../search/search-types.ts';
import type { SiteData } from '../../site/site-data.ts';
import type { SearchProvider } from '../../theme/search/search-store.ts';
import { resolveIndexUrl } from './index-url.ts';

async function fetchIndexJson<T>(url: URL): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The search index ${url.pathname} could not load: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The search provider of a site (its index address is site.searchIndex). */
export function createSearchProvider(site: SiteData): SearchProvider {
  let engine: SearchEngine | null = null;
  let loading: Promise<void> | null = null;
  const ready = () => {
    if (!engine) throw new Error('Internal error: search was used before its index loaded');
    return engine;
  };
  return {
    load() {
      loading ??= (async () => {
        if (!site.searchIndex) throw new Error('This site was built without a search index.');
        const indexUrl = resolveIndexUrl(site.searchIndex, document.baseURI, location.origin);
        const [{ SearchEngine }, file] = await Promise.all([import('../../search/search-engine.ts'), fetchIndexJson<SearchIndexFile>(indexUrl)]);
        engine = new SearchEngine(file, (src) => fetchIndexJson<LoadedEntry>(resolveIndexUrl(src, indexUrl.href, location.origin)));
      })().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
    search: (query, options) => ready().search(query, options),
    loadAll: () => ready().loadDeferred(),
  };
}
