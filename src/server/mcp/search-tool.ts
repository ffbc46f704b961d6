/**
 * `search`: the site's own search engine and ranking (src/search/search-engine.ts, as the
 * search page runs it: both index files loaded), over the newest releases, or one older
 * release's own index; filtered to a daemon when one is named.
 */
import { z } from 'zod';
import type { SearchHit } from '../../search/search-types.ts';
import { findDaemon, findRelease } from './scope.ts';
import { CURRENT_SCOPE, type SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';
import type { ToolAnswer } from './tool-result.ts';
import { pagesRelease } from './tracked-release.ts';

export const searchInput = {
  query: z
    .string()
    .trim()
    .min(1, 'query must not be empty')
    .max(500)
    .describe('What to look for: words, an RPC or field name, a REST path, an error message'),
  daemon: z.string().optional().describe('Only pages of this daemon (lnd, loop, pool, faraday, taproot-assets, lit)'),
  release: z
    .string()
    .optional()
    .describe("Search this release of the daemon (needs daemon); default: the daemon's newest"),
  limit: z.number().int().min(1).max(50).default(10).describe('Most results to return (1-50, default 10)'),
};

const hitSchema = z.object({
  title: z.string(),
  page: z.string(),
  url: z.string(),
  summary: z.string(),
  breadcrumbs: z.array(z.string()),
  daemon: z.string().optional(),
  release: z.string().optional(),
});

export const searchOutput = {
  query: z.string(),
  correctedQuery: z.string().nullable(),
  results: z.array(hitSchema),
};

type SearchArgs = { query: string; daemon?: string | undefined; release?: string | undefined; limit: number };
type SearchResult = z.infer<z.ZodObject<typeof searchOutput>>;

const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

export async function runSearch(build: SiteBuild, args: SearchArgs): Promise<ToolAnswer<SearchResult>> {
  if (args.release !== undefined && args.daemon === undefined)
    throw new ToolInputError(
      'release',
      `searching a release needs its daemon: pass "daemon" too (one of ${listValues(build.index.daemons.map((d) => d.id))})`,
    );
  const daemon = args.daemon === undefined ? undefined : findDaemon(build, args.daemon);
  const release = daemon
    ? findRelease(daemon, pagesRelease(build, daemon.id, args.release, 'search index'))
    : undefined;
  const scope = daemon && release && !release.latest ? `${daemon.id}@${release.tag}` : CURRENT_SCOPE;
  const engine = await build.search(scope);
  // Unfiltered, the engine stops at the limit; filtered, the daemon's hits are taken in rank order.
  const found = engine.search(args.query, daemon ? {} : { limit: args.limit });
  const hits = (daemon ? found.hits.filter((h) => h.daemon === daemon.id) : found.hits).slice(0, args.limit);
  const results = hits.map((hit: SearchHit) => ({
    title: plain(hit.title),
    page: hit.pageTitle,
    url: build.absoluteUrl(hit.url, hit.hash),
    summary: plain(hit.excerpt),
    breadcrumbs: hit.breadcrumbs,
    ...(hit.daemon ? { daemon: hit.daemon } : {}),
    ...(hit.release ? { release: hit.release } : {}),
  }));
  const lines = results.map(
    (r, i) =>
      `${i + 1}. ${r.title}${r.title !== r.page ? ` (${r.page})` : ''}${r.daemon ? ` [${r.daemon} ${r.release ?? ''}]`.replace(' ]', ']') : ''}\n   ${r.url}${r.summary ? `\n   ${r.summary}` : ''}`,
  );
  const heading = found.correctedQuery
    ? `Showing results for "${found.correctedQuery}"`
    : `Results for "${args.query}"`;
  return {
    structured: { query: args.query, correctedQuery: found.correctedQuery, results },
    text: results.length > 0 ? `${heading}:\n${lines.join('\n')}` : `No results for "${args.query}".`,
  };
}
