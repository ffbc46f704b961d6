/**
 * The build's search phase: documents from the built pages, elasticlunr indexes, and the
 * two content-hashed files at the site root (see src/search/search-types.ts): the dropdown
 * file, whose URL goes into SiteData.searchIndex, and the content file it names.
 */
import { type BuildMode, type BuiltPage, contentHash } from '../build/page-chunks.ts';
import { writeOutputFile } from '../build/output-dir.ts';
import type { SiteData } from '../site/site-data.ts';
import { withBase } from '../site/urls.ts';
import { buildEntries } from './build-index.ts';
import { clearStemCache } from './pipeline.ts';
import { DOCS_VERSION, SEARCH_CONTEXT } from './search-config.ts';
import { searchCorpus } from './search-documents.ts';
import type { SearchIndexFile } from './search-types.ts';
import { clearTokenCache } from './tokenize.ts';

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
export function searchFileName(kind: 'index' | 'content', json: string, mode: BuildMode = 'production'): string {
  return `search-${kind}-${DOCS_VERSION}-${SEARCH_CONTEXT}.${mode === 'production' ? contentHash(json) : 'dev'}.json`;
}

/** True for the URL path or file name of a search index file (either kind, any hash). */
export function isSearchIndexFile(pathOrName: string): boolean {
  return /(^|\/)search-(index|content)-[^/]+\.json$/.test(pathOrName);
}

/** Builds and writes the search index of the built pages into outDir. */
export function writeSearchIndex(params: { pages: BuiltPage[]; site: SiteData; outDir: string; mode?: BuildMode }): SearchIndexFiles {
  let corpus: ReturnType<typeof searchCorpus>;
  let entries: ReturnType<typeof buildEntries>;
  try {
    corpus = searchCorpus(params.pages.map((p) => p.page));
    entries = buildEntries(corpus);
  } finally {
    // The caches speed up one build; kept, they would grow with every rebuild of `apidocs dev`.
    clearTokenCache();
    clearStemCache();
  }
  const contentJson = JSON.stringify(entries.contents);
  const contentName = searchFileName('content', contentJson, params.mode);
  const file: SearchIndexFile = [entries.pages, { name: 'contents', src: contentName }];
  const indexJson = JSON.stringify(file);
  const indexName = searchFileName('index', indexJson, params.mode);
  const files = [
    { name: indexName, json: indexJson },
    { name: contentName, json: contentJson },
  ].map(({ name, json }) => {
    writeOutputFile(params.outDir, name, json);
    return { name, bytes: Buffer.byteLength(json) };
  });
  const headings = corpus.pages.filter((d) => d.doc.y === 1).length;
  return {
    url: withBase(params.site.baseUrl, indexName),
    documents: { pages: corpus.pages.length - headings, headings, contents: corpus.contents.length },
    files,
  };
}

/** A few words for the build's progress line: documents and file sizes (dropdown + content). */
export function searchSummary(written: SearchIndexFiles): string {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const [index, content] = written.files;
  const { pages, headings, contents } = written.documents;
  return `${pages + headings + contents} docs, ${kb(index!.bytes)} + ${kb(content!.bytes)}`;
}
