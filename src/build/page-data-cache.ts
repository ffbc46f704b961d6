/**
 * The page data cache: every route's page data is a pure function of the model, the API
 * history, the content folder, the build mode and apidocs' own code, so a build that finds
 * all of them unchanged (a warm build) reads the serialized page data of every route back
 * instead of building it again (the pages phase of the real site: about 13 CPU-s, code
 * samples half of it, against about a second to read and parse about 46 MB back).
 *
 * The unit is the whole route set: a page reads site-wide facts (the API history, release
 * changes, error catalogues, sidebars), so no smaller part of the inputs says which pages
 * a change reaches. One changed input rebuilds every page's data; the render cache
 * (render-cache.ts), keyed by each page's data, then renders again only the pages whose
 * data changed. The key is a sha256 of:
 *
 *   - the model's input digest (load-model.ts: each release's compiled-release cache key,
 *     which covers its trees, sources.json and apidocs' code);
 *   - the history file of exactly the site's histories (history.json or computed);
 *   - every file of the content folder, by path and content, and the folder's path;
 *   - the build mode and apidocs' code version (release-cache.ts: src/, dependencies, Node).
 *
 * An entry holds each route's path and serialized data, and the warnings building them
 * gave; it is a checked file (checked-file.ts): a corrupt entry is a miss, rebuilt and
 * replaced, never served. The KEEP newest entries are kept. APIDOCS_PAGE_CACHE=off (or
 * APIDOCS_MODEL_CACHE=off, every cache) turns it off, as it does the render cache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { HistoryFile } from '../history/history-types.ts';
import type { PageContext } from '../site/pages/page-context.ts';
import type { PlannedRoute } from '../site/plan-routes.ts';
import { codeVersion } from '../release/release-cache.ts';
import { hashFiles } from '../sources/tree-hash.ts';
import { checkedWriter, keepNewest, readChecked } from './checked-file.ts';
import type { OutputTarget } from './output-dir.ts';
import { type BuildMode, type BuiltPage, buildPageData, writeChunk } from './page-chunks.ts';

/** What a page data set is made from (see the key above). */
export interface PageDataInputs {
  /** load-model.ts's inputDigest; null (a model from elsewhere) leaves the cache unused. */
  model: string | null;
  history: HistoryFile;
  contentDir: string;
  mode: BuildMode;
  /** apidocs' code version (release-cache.ts) by default. */
  code?: string;
}

/** A stored page data set: each route's path and serialized page data, and the warnings made. */
export interface CachedPageData {
  paths: string[];
  json: string[];
  warnings: string[];
}

/** An entry being written, a page at a time as pages are built (nothing held meanwhile). */
export interface PageDataWriter {
  page(path: string, json: string): void;
  /** Completes the entry with the warnings building the pages gave. */
  finish(warnings: string[]): void;
  abort(): void;
}

export interface PageDataCache {
  /** The entry of these inputs, or null (missing, corrupt, or for other routes). */
  read(key: string, routes: readonly PlannedRoute[]): CachedPageData | null;
  write(key: string): PageDataWriter | null;
}

/** Entries kept: the current one and one more (two checkouts built in turn both hit). */
const KEEP = 2;
/** Bumped when the entry layout changes. */
const FORMAT = 'apidocs-page-data-2';

/** The key of a page data set's inputs, or null when the model's inputs are not known. */
export function pageDataKey(inputs: PageDataInputs): string | null {
  if (inputs.model === null) return null;
  const contentDir = path.resolve(inputs.contentDir);
  const contentFiles = fg.sync('**/*', { cwd: contentDir, onlyFiles: true, dot: true, followSymbolicLinks: true });
  return crypto
    .createHash('sha256')
    .update(`${FORMAT}\0${inputs.code ?? codeVersion()}\0${inputs.mode}\0${inputs.model}\0${contentDir}\0`)
    .update(hashFiles(contentDir, contentFiles))
    .update('\0')
    .update(JSON.stringify(inputs.history))
    .digest('hex');
}

/**
 * The page data cache under a cache root, or null when it cannot be created. An entry's body
 * is a list of records, each a line `<kind> <byte length>` and that many bytes: the format,
 * then a `page` record per route (its path, a newline, its serialized data), then the warnings.
 */
export function openPageDataCache(cacheRoot: string): PageDataCache | null {
  const dir = path.join(cacheRoot, 'page-data');
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    return null;
  }
  const entry = (key: string) => path.join(dir, `${key}.bin`);
  return {
    read(key, routes) {
      const body = readChecked(entry(key));
      const data = body && parseEntry(body);
      if (!data || !sameRoutes(data, routes)) return null;
      const now = new Date();
      fs.utimesSync(entry(key), now, now); // used: the newest entry, kept by the next prune
      return data;
    },
    write(key) {
      const writer = checkedWriter(entry(key));
      if (!writer) return null;
      const record = (kind: string, text: string) => {
        writer.append(`${kind} ${Buffer.byteLength(text)}\n`);
        writer.append(text);
      };
      record('format', FORMAT);
      return {
        page: (routePath, json) => record('page', `${routePath}\n${json}`),
        finish(warnings) {
          record('warnings', JSON.stringify(warnings));
          if (writer.commit()) keepNewest(dir, KEEP);
        },
        abort: () => writer.abort(),
      };
    },
  };
}

/** The page data set of an entry's body, or null when it is not one of this format. */
function parseEntry(body: Buffer): CachedPageData | null {
  const data: CachedPageData = { paths: [], json: [], warnings: [] };
  let format: string | null = null;
  try {
    for (const [kind, text] of records(body)) {
      if (kind === 'format') format = text;
      else if (kind === 'warnings') data.warnings = JSON.parse(text) as string[];
      else if (kind === 'page') {
        const split = text.indexOf('\n');
        data.paths.push(text.slice(0, split));
        data.json.push(text.slice(split + 1));
      } else return null;
    }
  } catch {
    return null;
  }
  return format === FORMAT ? data : null;
}

/** The records of an entry's body: each a line `<kind> <byte length>`, then that many bytes. */
function* records(body: Buffer): Generator<[string, string]> {
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf(0x0a, at);
    if (lineEnd < 0) throw new Error('a record without its line');
    const [kind, size] = body.toString('latin1', at, lineEnd).split(' ');
    const end = lineEnd + 1 + Number(size);
    if (!Number.isSafeInteger(end) || end > body.length) throw new Error('a record past the end');
    yield [kind!, body.toString('utf8', lineEnd + 1, end)];
    at = end;
  }
}

/** True when the entry holds exactly these routes, in this order, with data for each. */
function sameRoutes(data: CachedPageData, routes: readonly PlannedRoute[]): boolean {
  return (
    data.paths.length === routes.length &&
    data.json.length === routes.length &&
    routes.every((route, i) => data.paths[i] === route.path)
  );
}

/**
 * Every route's page data: read back from the cache when its inputs are unchanged (the
 * chunks written from the stored bytes), else built and stored. The warnings building
 * made are given again on a hit, so a warm build warns as the cold one did.
 */
export async function cachedPageData(
  ctx: PageContext,
  routes: PlannedRoute[],
  output: OutputTarget,
  mode: BuildMode,
  cache: { store: PageDataCache; key: string; hit: CachedPageData | null } | null,
): Promise<BuiltPage[]> {
  if (cache?.hit) {
    ctx.warnings.push(...cache.hit.warnings);
    const { json } = cache.hit;
    return routes.map((route, i) => writeChunk(ctx.baseUrl, route.path, JSON.parse(json[i]!), json[i]!, output, mode));
  }
  const writer = cache?.store.write(cache.key);
  if (!writer) return buildPageData(ctx, routes, output, mode);
  const before = ctx.warnings.length;
  try {
    const built = await buildPageData(ctx, routes, output, mode, writer.page);
    writer.finish(ctx.warnings.slice(before));
    return built;
  } catch (error) {
    writer.abort();
    throw error;
  }
}
