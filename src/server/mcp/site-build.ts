/**
 * A built site as the MCP server reads it: the name index (api-index.json) and the site
 * data (route table, search index files) at start, each page's data chunk and each search
 * scope's index on first use, then kept. Reads only the build output, never the protos, so
 * it serves a deployed build as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_INDEX_FILE, API_INDEX_FORMAT, type ApiIndex, type ApiIndexPage } from '../../site/api-index.ts';
import { chunkUrl } from '../../site/chunk-url.ts';
import type { PageData, PageKind } from '../../site/page-data.ts';
import type { SiteData } from '../../site/site-data.ts';
import { SearchEngine } from '../../search/search-engine.ts';
import type { StoredEntry, SearchIndexFile } from '../../search/search-types.ts';
import { ApidocsError } from '../../shared/errors.ts';

/** The search scope of the newest releases (and the site's other pages). */
export const CURRENT_SCOPE = 'current';

export class SiteBuild {
  private readonly chunks = new Map<string, PageData>();
  private readonly engines = new Map<string, Promise<SearchEngine>>();
  private readonly pageAt = new Map<string, number>();

  private constructor(
    readonly dir: string,
    readonly index: ApiIndex,
    readonly site: SiteData,
  ) {
    index.pages.forEach((page, at) => this.pageAt.set(page.path, at));
  }

  /** Opens a build folder; a folder that is not a finished build is an error saying what to do. */
  static open(dir: string): SiteBuild {
    const root = path.resolve(dir);
    if (!fs.existsSync(root))
      throw new ApidocsError(
        `there is no build at ${root}: run \`apidocs build\` first, or pass --dir <the build folder>`,
      );
    const indexFile = path.join(root, API_INDEX_FILE);
    if (!fs.existsSync(indexFile))
      throw new ApidocsError(
        `${indexFile} is missing: ${root} is not a build of this apidocs version (rebuild it with \`apidocs build\`)`,
      );
    const index = readJson<ApiIndex>(indexFile);
    if (index.format !== API_INDEX_FORMAT)
      throw new ApidocsError(
        `${indexFile} has format ${index.format}, this server reads format ${API_INDEX_FORMAT}: rebuild the site with this apidocs version`,
      );
    const site = readJson<SiteData>(path.join(root, index.siteData.slice(index.baseUrl.length)));
    return new SiteBuild(root, index, site);
  }

  /** A file of the build by its URL path (with the base URL). */
  fileOf(urlPath: string): string {
    return path.join(this.dir, urlPath.slice(this.index.baseUrl.length));
  }

  /** The absolute URL of a page path (and anchor). */
  absoluteUrl(pagePath: string, anchor = ''): string {
    return `${this.index.url.replace(/\/$/, '')}${pagePath}${anchor ? `#${anchor}` : ''}`;
  }

  /** The index entry of a page path, or undefined. */
  pageEntry(pagePath: string): ApiIndexPage | undefined {
    const at = this.pageAt.get(pagePath);
    return at === undefined ? undefined : this.index.pages[at];
  }

  /** A page's data, read from its chunk on first use. */
  page<K extends PageKind>(pagePath: string, kind?: K): Extract<PageData, { kind: K }> {
    let data = this.chunks.get(pagePath);
    if (!data) {
      const hash = this.site.routes[pagePath];
      if (hash === undefined) throw new ApidocsError(`the build has no page ${pagePath}`);
      data = readJson<PageData>(this.fileOf(chunkUrl(this.index.baseUrl, pagePath, hash)));
      this.chunks.set(pagePath, data);
    }
    if (kind && data.kind !== kind)
      throw new ApidocsError(`Internal error: ${pagePath} is a ${data.kind} page, not a ${kind} page`);
    return data as Extract<PageData, { kind: K }>;
  }

  /** The search engine of a scope ("current", or "lnd@v0.20.3-beta"), its content file loaded too. */
  search(scope: string): Promise<SearchEngine> {
    let engine = this.engines.get(scope);
    if (!engine) {
      const url = scope === CURRENT_SCOPE ? this.site.searchIndex : this.site.searchReleases[scope];
      if (!url) return Promise.reject(new ApidocsError(`the build has no search index for ${scope}`));
      const file = this.fileOf(url);
      engine = (async () => {
        const loaded = new SearchEngine(readJson<SearchIndexFile>(file), async (src) =>
          readJson<StoredEntry>(path.join(path.dirname(file), src)),
        );
        await loaded.loadDeferred();
        return loaded;
      })();
      engine.catch(() => this.engines.delete(scope));
      this.engines.set(scope, engine);
    }
    return engine;
  }
}

function readJson<T>(file: string): T {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ApidocsError(
      `could not read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}): is the build complete? Rebuild it with \`apidocs build\``,
    );
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApidocsError(`${file} is not valid JSON (${(error as Error).message}): rebuild the site`);
  }
}
