/**
 * The build's search phase: documents from the built pages, elasticlunr indexes, and the
 * two content-hashed files at the site root (see src/search/search-types.ts): the dropdown
 * file, whose URL goes into SiteData.searchIndex, and the content file it names.
 *
 * There is one pair per search scope (writeSearchIndexes): the newest releases with the
 * site's other pages ("current"), and each older release under its daemon and tag
 * (search-index-lnd-v0.20.3-beta-default.<hash>.json), each listing its daemons and releases.
 */
import { type BuildMode, type BuiltPage, contentHash } from './page-chunks.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';
import type { SiteData } from '../site/site-data.ts';
import { withBase } from '../site/urls.ts';
import { buildEntries } from '../search/build-index.ts';
import { clearStemCache } from '../search/pipeline.ts';
import { DOCS_VERSION, SEARCH_CONTEXT } from '../search/search-config.ts';
import { searchCorpus } from '../search/search-documents.ts';
import type { SearchIndexFile } from '../search/search-types.ts';
import { storeEntry } from '../search/stored-entry.ts';
import { clearTokenCache } from '../search/tokenize.ts';

export interface SearchIndexFiles {
  /** URL (with base) of the dropdown file, for SiteData.searchIndex. */
  url: string;
  documents: { pages: number; headings: number; contents: number };
  /** Written files, relative to the output folder, with their sizes. */
  files: { name: string; bytes: number }[];
}

/**
 * The name of an index file: search-index-current-default.1a2b3c4d5e.json, or with the
 * fixed hash "dev" in watch mode, so that rewriting the index after an edit keeps the URL
 * every page's site data already points at.
 */
export function searchFileName(
  kind: 'index' | 'content',
  json: string,
  mode: BuildMode = 'production',
  version: string = DOCS_VERSION,
): string {
  if (!/^[A-Za-z0-9._-]+$/.test(version))
    throw new Error(`Internal error: search index version "${version}" must be a file-name-safe word`);
  return `search-${kind}-${version}-${SEARCH_CONTEXT}.${mode === 'production' ? contentHash(json) : 'dev'}.json`;
}

/** True for the URL path or file name of a search index file (either kind, any hash). */
export function isSearchIndexFile(pathOrName: string): boolean {
  return /(^|\/)search-(index|content)-[^/]+\.json$/.test(pathOrName);
}

/**
 * Runs `write` with the tokenizer and stemmer caches, then empties them: they speed up one
 * build (the releases of a daemon share most words, so every scope's index of a build
 * shares them); kept, they would grow with every rebuild of `apidocs dev`.
 */
function withTokenCaches<T>(write: () => T): T {
  try {
    return write();
  } finally {
    clearTokenCache();
    clearStemCache();
  }
}

/** Builds and writes one scope's index of the given pages, its files named by `version`. */
function writeIndexFiles(params: {
  pages: BuiltPage[];
  site: SiteData;
  output: OutputTarget;
  mode?: BuildMode;
  version: string;
}): SearchIndexFiles {
  const corpus = searchCorpus(params.pages.map((p) => p.page));
  const entries = buildEntries(corpus);
  const contentJson = JSON.stringify(storeEntry(entries.contents));
  const contentName = searchFileName('content', contentJson, params.mode, params.version);
  const file: SearchIndexFile = [storeEntry(entries.pages), { name: 'contents', src: contentName }];
  const indexJson = JSON.stringify(file);
  const indexName = searchFileName('index', indexJson, params.mode, params.version);
  const files = [
    { name: indexName, json: indexJson },
    { name: contentName, json: contentJson },
  ].map(({ name, json }) => {
    writeTo(params.output, name, json);
    return { name, bytes: Buffer.byteLength(json) };
  });
  const headings = corpus.pages.filter((d) => d.doc.y === 1).length;
  return {
    url: withBase(params.site.baseUrl, indexName),
    documents: { pages: corpus.pages.length - headings, headings, contents: corpus.contents.length },
    files,
  };
}

/** The search index of every scope: the newest releases (and other pages) and each older release. */
export interface ScopedSearchIndexes {
  /** The "current" scope's files (SiteData.searchIndex is its url). */
  current: SearchIndexFiles;
  /** Each older release's files, by scope ("lnd@v0.20.3-beta"). */
  releases: Map<string, SearchIndexFiles>;
}

/**
 * Writes one index per search scope: the pages of older releases go into their release's
 * own files (named by daemon and tag: search-index-lnd-v0.20.3-beta-default.<hash>.json),
 * everything else into the "current" files, so a search of the newest releases never
 * returns an older copy of the same page, and an older release's files load only when it
 * is searched.
 */
export function writeSearchIndexes(params: {
  pages: BuiltPage[];
  site: SiteData;
  /** Where the files go (written through it: the output cache records them, the compressor gets them). */
  output: OutputTarget;
  mode?: BuildMode;
}): ScopedSearchIndexes {
  const groups = new Map<string, BuiltPage[]>([[DOCS_VERSION, []]]);
  for (const built of params.pages) {
    const release = built.page.release;
    const scope = release && !release.latest ? `${release.daemonId}@${release.tag}` : DOCS_VERSION;
    if (!groups.has(scope)) groups.set(scope, []);
    groups.get(scope)!.push(built);
  }
  const write = (scope: string, pages: BuiltPage[]) =>
    writeIndexFiles({ ...params, pages, version: scope === DOCS_VERSION ? DOCS_VERSION : scope.replace('@', '-') });
  return withTokenCaches(() => {
    const releases = new Map<string, SearchIndexFiles>();
    for (const [scope, pages] of groups) if (scope !== DOCS_VERSION) releases.set(scope, write(scope, pages));
    return { current: write(DOCS_VERSION, groups.get(DOCS_VERSION)!), releases };
  });
}

/** A few words for the build's progress line of every scope: documents and file sizes. */
export function scopedSearchSummary(written: ScopedSearchIndexes): string {
  const others = [...written.releases.values()];
  const bytes = others.reduce((n, w) => n + w.files.reduce((m, f) => m + f.bytes, 0), 0);
  return `${searchSummary(written.current)}; ${others.length} older release${others.length === 1 ? '' : 's'}, ${Math.round(bytes / 1024)} KB`;
}

/** A few words for the build's progress line: documents and file sizes (dropdown + content). */
export function searchSummary(written: SearchIndexFiles): string {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const [index, content] = written.files;
  const { pages, headings, contents } = written.documents;
  return `${pages + headings + contents} docs, ${kb(index!.bytes)} + ${kb(content!.bytes)}`;
}
