/**
 * `apidocs build` as a one-screen recipe of timed phases: model, history, content, routes,
 * client bundle, page data (route chunks), the search index, site data, server render,
 * static files, the other outputs (OpenAPI documents, sitemap, gap report, history files,
 * name index, llms files: the table in site-outputs.ts, which watch mode runs too), link
 * check, compression, then an atomic swap of the output folder. Each phase is a function of
 * its inputs; a failure anywhere leaves the previous output untouched. Watch mode
 * (dev-builder.ts) keeps the returned state to rebuild only what a change affects.
 */
import { buildCachesEnabled, pageCachesEnabled } from '../shared/cache-switch.ts';
import path from 'node:path';
import { type SiteContent, loadContent } from '../content/load-content.ts';
import { type ReleaseGaps, newestReleaseGaps } from '../proto/documentation-gaps.ts';
import { type LoadedHistory, loadHistory } from '../history/load-history.ts';
import { treeKey } from '../proto/tree-key.ts';
import { type LoadedModel, loadModel } from '../release/load-model.ts';
import { forgetParsedGo } from '../gofacts/attach-go-facts.ts';
import { forgetHighlights } from '../highlight/highlight.ts';
import { limitHeapGrowth } from '../shared/heap-growth.ts';
import { type RestRuleRecord, assertRestRuleFiles, restRuleRecords } from '../proto/rest-rule-files.ts';
import { removeStaleStageDirs } from '../proto/stage-dirs.ts';
import type { ApiModel } from '../proto/model-types.ts';
import type { ClientAssets } from '../render/bundle-client.ts';
import type { DocumentAssets } from '../render/html-document.ts';
import type { PageLinkInfo } from '../site/check-links.ts';
import { buildSiteApi } from '../site/site-api.ts';
import type { TreeOptions } from '../sources/proto-trees.ts';
import type { Sources } from '../sources/sources-config.ts';
import { openCompressCache } from './compress-cache.ts';
import { type Compressor, createCompressor, formatBytes } from './compress.ts';
import { POOL_MIN_PAGES, type RenderPool, startRenderPool } from './render-pool.ts';
import { readBuildMarker, writeBuildMarker } from './build-marker.ts';
import { gapListPlaces, gapReportLines } from './gap-report.ts';
import { type OutputTarget, createTempOutput } from './output-dir.ts';
import { ALL_CHANGED, type OutputInputs, SITE_OUTPUTS, type SiteOutput, outputsToWrite } from './site-outputs.ts';
import { checkOutputDir } from './output-guard.ts';
import { type CleanupReport, cleanUpLeftovers } from './stale-outputs.ts';
import { type BuildMode, type BuiltPage, writeSiteData } from './page-chunks.ts';
import {
  type CachedPageData,
  type PageDataCache,
  type PageDataInputs,
  cachedPageData,
  openPageDataCache,
  pageDataKey,
} from './page-data-cache.ts';
import { openRenderCache } from './render-cache.ts';
import { openOutputCache } from './output-cache.ts';
import { cachedClientBundle } from './bundle-cache.ts';
import { serverSiteData } from '../render/server-site-data.ts';
import { type PhaseLog, phase } from './phase.ts';
import {
  type PreparedSite,
  assertNoBrokenLinks,
  copyStatic,
  documentAssets,
  prepareSite,
  siteFiles,
} from './prepare-site.ts';
import { renderAllPages } from './render-all.ts';
import { type Texts, Utf8Texts } from './utf8-texts.ts';

/** The API model and the proto trees it was compiled from (and the digest of its inputs, when known). */
export type ModelWithTrees = Pick<LoadedModel, 'model' | 'treeDirs' | 'releaseTrees'> &
  Partial<Pick<LoadedModel, 'inputDigest'>>;

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  sources: Sources;
  trees: TreeOptions;
  /** Progress lines (phases) and warnings. */
  write: (line: string) => void;
  /** List every documentation gap of the newest releases, not only a line per kind (see gap-report.ts). */
  verbose?: boolean;
  /** production (hashed data files) or development (stable names, for watch mode). */
  mode?: BuildMode;
  /** A model computed earlier, with the tree folders it came from (watch mode reuses it). */
  model?: ModelWithTrees;
  /** The outputs written besides the pages (site-outputs.ts; tests add one to show both builders write it). */
  outputs?: readonly SiteOutput[];
  /**
   * Keep the memos of parsed Go and highlighted code for later rebuilds (watch mode). A one-shot
   * build drops each as soon as its phase is done, which lowers its peak memory (the render's).
   */
  keepMemos?: boolean;
  /**
   * Caps V8's heap growth at this percentage of the live data once the model is read
   * (src/shared/heap-growth.ts). It is a process-wide V8 flag, so only a program may set it:
   * the CLI's one-shot build does (BUILD_HEAP_GROWING_PERCENT); a library caller, a test or
   * watch mode leaves it unset and keeps V8's default.
   */
  heapGrowthPercent?: number;
  /**
   * Leave the previous output's removal to a detached process (background-removal.ts): the
   * CLI's one-shot build, which exits right after. A library caller, a test or watch mode
   * finds it removed when the build resolves.
   */
  removePreviousInBackground?: boolean;
}

/** Everything a build computed, kept by watch mode for incremental rebuilds. */
export interface BuildState {
  model: ApiModel;
  /** Absolute proto tree folders by treeKey(daemon, tag). */
  treeDirs: Map<string, string>;
  /** The trees each release compiled from, by treeKey of the release. */
  releaseTrees: Map<string, string[]>;
  content: SiteContent;
  prepared: PreparedSite;
  client: ClientAssets;
  assets: DocumentAssets;
  pages: BuiltPage[];
  /** The Markdown copy of each page that has one, by route path (llms-full.txt is rewritten from it). */
  markdown: Texts;
  links: Map<string, PageLinkInfo>;
  /** URL paths of the output files that are not pages (for link checks of later updates). */
  files: Set<string>;
  /** Output paths (relative) copied from content/static. */
  staticFiles: Set<string>;
  /** The REST rule files read, by service (a later build of the same release must find them). */
  restRules: Record<string, RestRuleRecord>;
  /** The API history written as history.json (watch mode recomputes it when it came from the trees and a release changed). */
  history: LoadedHistory;
}

export interface BuildResult {
  outDir: string;
  model: ApiModel;
  pages: number;
  /** What the user can fix (content, config, links), printed in full. */
  warnings: string[];
  /** The documentation gaps of each daemon's newest release (summarised, and in the report file). */
  gaps: ReleaseGaps[];
  timings: { name: string; ms: number }[];
  /** What the page caches gave (page-data-cache.ts, render-cache.ts); null when they are off. */
  pageCache: PageCacheUse | null;
  /** Absolute proto tree folders by treeKey(daemon, tag) (what watch mode watches). */
  treeDirs: Map<string, string>;
  state: BuildState;
}

/** What a build took from the page caches. */
export interface PageCacheUse {
  /** True when every page's data was read back from the page data cache. */
  pageDataReused: boolean;
  /** Pages whose markup came from the render cache, and pages rendered (and stored). */
  reused: number;
  rendered: number;
  /** Outputs besides the pages (search index, exports, ...) replayed from their recording (output-cache.ts). */
  outputsReplayed: number;
  /** True when the client bundle's files came from the bundle cache (bundle-cache.ts). */
  bundleReused: boolean;
}

/** Builds the whole site into options.outDir. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const log: PhaseLog = { write: options.write, timings: [] };
  const mode = options.mode ?? 'production';
  const outputs = options.outputs ?? SITE_OUTPUTS;
  const warnings: string[] = [];
  const outDir = checkOutputDir({
    outDir: options.outDir,
    contentDir: options.contentDir,
    protosDir: options.trees.protosDir,
    cacheDir: options.trees.cacheDir,
  });
  reportCleanup(
    options.write,
    cleanUpLeftovers(outDir),
    removeStaleStageDirs(options.sources.services.map((s) => s.id)),
  );
  const temp = createTempOutput(outDir);
  let compressor: Compressor | null = null;
  let pool: RenderPool | undefined;
  try {
    const { model, treeDirs, releaseTrees, inputDigest } = await phase(
      log,
      'model',
      async (): Promise<ModelWithTrees> => {
        if (options.model) return options.model;
        const loaded = await loadModel({ sources: options.sources, trees: options.trees });
        // Documentation gaps are the upstream maintainers' to fix: summarised below, not warned of one by one.
        warnings.push(...loaded.warnings.filter((w) => !w.gap).map((w) => `${w.location}: ${w.message}`));
        return loaded;
      },
      (r) => `${r.model.daemons.length} daemons, ${countReleases(r.model)} releases, ${countMethods(r.model)} RPCs`,
    );
    if (!options.keepMemos) forgetParsedGo();
    // From here on the heap stays near its live data: the render and the outputs are the peak
    // memory (capped from the start, the model's allocations cost more collections for nothing).
    if (options.heapGrowthPercent !== undefined) limitHeapGrowth(options.heapGrowthPercent);
    assertRestRuleFiles(model, treeDirs, readBuildMarker(outDir)?.restRules ?? {});
    const history = await phase(
      log,
      'history',
      async () => {
        const loaded = await loadSiteHistory(options, model);
        if (loaded.stale) warnings.push(loaded.stale);
        return loaded;
      },
      (h) =>
        `${h.histories.reduce((n, d) => n + d.releases.length, 0)} releases, ${h.histories.reduce((n, d) => n + d.elements.length, 0)} elements${h.fromFile.length === h.histories.length ? ', from content/history.json' : ', computed from the trees'}`,
    );
    const content = await phase(
      log,
      'content',
      () =>
        loadContent(
          options.contentDir,
          model.daemons.map((d) => d.id),
        ),
      (c) => `${c.services.size} service pages, site.yaml`,
    );
    const prepared = await phase(
      log,
      'routes',
      () => prepareSite(buildSiteApi(model), content, warnings, new Map(history.histories.map((h) => [h.daemon, h]))),
      (p) => `${p.plan.routes.length} routes`,
    );
    const pageData = await phase(
      log,
      'page cache',
      async () => lookUpPageData(options, { model: inputDigest ?? null, history: history.file, mode }, prepared),
      (found) => (found ? `page data ${found.hit ? 'found' : 'not found'}` : 'off'),
    );
    // Production output is compressed while it is written (see compress.ts).
    compressor =
      mode === 'production'
        ? createCompressor(temp.dir, buildCachesEnabled() ? openCompressCache(options.trees.cacheDir) : null)
        : null;
    const output = { dir: temp.dir, onWrite: compressor?.add, onLink: compressor?.link };
    // Started early, the workers load while the bundle and page data are built; with the
    // page data cached, most pages will be too, and the render starts a pool only if needed.
    if (prepared.plan.routes.length >= POOL_MIN_PAGES && !pageData?.hit) pool = startRenderPool();
    const { assets: client, cached: bundleReused } = await phase(
      log,
      'bundle',
      () =>
        cachedClientBundle({
          outDir: temp.dir,
          baseUrl: prepared.ctx.baseUrl,
          cacheRoot: pageCachesEnabled() ? options.trees.cacheDir : null,
        }),
      (b) => `${b.assets.files.length} files${b.cached ? ', from the cache' : ''}`,
    );
    const pages = await phase(
      log,
      'pages',
      () => cachedPageData(prepared.ctx, prepared.plan.routes, output, mode, pageData),
      (p) => `${p.length} route chunks${pageData?.hit ? ', read back from the cache' : ''}`,
    );
    // The stored page data is in the pages now: not held through the render.
    const pageDataReused = Boolean(pageData?.hit);
    if (pageData) pageData.hit = null;
    // Every page is built: what the history computed for them is garbage from here on (peak memory is in the render phase).
    for (const history of prepared.ctx.histories.values()) history.forgetComputed();
    if (!options.keepMemos) forgetHighlights();
    const { site } = prepared;
    for (const { page, hash } of pages) site.routes[page.path] = hash;
    const markdown = new Utf8Texts();
    const inputs: OutputInputs = {
      model,
      histories: history.histories,
      content,
      prepared,
      routes: prepared.plan.routes,
      site,
      siteDataUrl: null,
      pages,
      markdown,
      output,
      mode,
    };
    // The outputs are replayed when the page data's inputs are unchanged (output-cache.ts); only
    // those of the default table, whose order (what each finds written before it) is fixed.
    const outputCache =
      pageData && outputs === SITE_OUTPUTS ? openOutputCache(options.trees.cacheDir, pageData.key) : null;
    const writeStage = async (stage: SiteOutput['stage']) => {
      for (const out of outputsToWrite(outputs, stage, ALL_CHANGED)) {
        const write = (target: OutputTarget) => out.write({ ...inputs, output: target }, ALL_CHANGED);
        const sets = { target: site, names: out.sets ?? [] };
        await phase(
          log,
          out.name,
          async () => (outputCache ? outputCache.replayOrRecord(out.name, output, write, sets) : write(output)),
          (summary) => `${summary}${outputCache?.replayed.includes(out.name) ? ' (replayed from the cache)' : ''}`,
        );
      }
    };
    await writeStage('site data');
    const siteDataUrl = await phase(
      log,
      'site data',
      () => writeSiteData(site, output, mode),
      () => 'sidebar, navbar, route table',
    );
    inputs.siteDataUrl = siteDataUrl;
    const assets = documentAssets(content, client, siteDataUrl);
    const renderCache = pageData ? openRenderCache(options.trees.cacheDir, serverSiteData(site)) : null;
    const links = await phase(
      log,
      'render',
      () =>
        renderAllPages({
          site,
          pages,
          assets,
          output,
          noIndex: content.config.noIndex,
          markdown,
          cache: renderCache,
          ...(pool ? { pool } : { startPool: () => (pool = startRenderPool()) }),
        }),
      (r) =>
        `${r.size} HTML pages${renderCache ? ` (${renderCache.counts.reused} from the cache)` : ''}, ${markdown.size} Markdown`,
    );
    await pool?.close(); // the workers hold a copy of the site data: free them now
    pool = undefined;
    await renderCache?.prune();
    const staticFiles = await phase(
      log,
      'static',
      () => copyStatic(content.staticDir, temp.dir),
      (files) => `${files.length} files`,
    );
    await writeStage('after render');
    outputCache?.prune(outputs.length);
    const gaps = newestReleaseGaps(model);
    const files = siteFiles(temp.dir, site.baseUrl);
    await phase(
      log,
      'links',
      () => assertNoBrokenLinks(links, files),
      (n) => `${n} internal links, none broken`,
    );
    const started = compressor;
    if (started)
      await phase(
        log,
        'compress',
        () => started.finish(),
        (r) => `${r.files} files to .br ${formatBytes(r.brotliBytes)}, .gz ${formatBytes(r.gzipBytes)}`,
      );

    // Last: a temporary folder holding the marker is a complete build.
    const restRules = restRuleRecords(model, treeDirs);
    writeBuildMarker(temp.dir, restRules);
    await temp.commit({ inBackground: options.removePreviousInBackground ?? false });
    for (const warning of warnings) options.write(`warning: ${warning}`);
    for (const line of gapReportLines(gaps, gapListPlaces(outDir, prepared.ctx.baseUrl, options.verbose ?? false)))
      options.write(line);
    const state: BuildState = {
      model,
      treeDirs,
      releaseTrees,
      content,
      prepared,
      client,
      assets,
      pages,
      links,
      files,
      staticFiles: new Set(staticFiles),
      restRules,
      history,
      markdown,
    };
    const pageCache = renderCache && {
      pageDataReused,
      ...renderCache.counts,
      outputsReplayed: outputCache?.replayed.length ?? 0,
      bundleReused,
    };
    return { outDir, model, pages: pages.length, warnings, gaps, timings: log.timings, pageCache, treeDirs, state };
  } catch (error) {
    await compressor?.abandon();
    await pool?.close();
    temp.discard();
    throw error;
  }
}

/**
 * The page data cache's key for this build and its entry, or null when the cache is off
 * (APIDOCS_PAGE_CACHE, APIDOCS_MODEL_CACHE) or the model's inputs are not known.
 */
function lookUpPageData(
  options: BuildOptions,
  inputs: Omit<PageDataInputs, 'contentDir'>,
  prepared: PreparedSite,
): { store: PageDataCache; key: string; hit: CachedPageData | null } | null {
  if (!pageCachesEnabled()) return null;
  const key = pageDataKey({ ...inputs, contentDir: options.contentDir });
  const store = key ? openPageDataCache(options.trees.cacheDir) : null;
  return store && key ? { store, key, hit: store.read(key, prepared.plan.routes) } : null;
}

/**
 * The API history of the model's daemons: from content/history.json when it matches the pins,
 * else from the trees, reading the releases the model has compiled already from it.
 */
export function loadSiteHistory(
  options: Pick<BuildOptions, 'sources' | 'trees' | 'contentDir'>,
  model: ApiModel,
): Promise<LoadedHistory> {
  return loadHistory({
    sources: options.sources,
    trees: options.trees,
    historyFile: path.join(options.contentDir, 'history.json'),
    only: model.daemons.map((d) => d.id),
    compiled: new Map(model.daemons.flatMap((d) => d.releases.map((r) => [treeKey(d.id, r.tag), r] as const))),
  });
}

/** Says what the start of a build removed or repaired after earlier interrupted builds. */
function reportCleanup(write: (line: string) => void, outputs: CleanupReport, stages: string[]): void {
  if (outputs.restored)
    write(`restored the previous output from ${outputs.restored} (a build was interrupted while swapping it)`);
  const removed = [...outputs.removed, ...stages];
  if (removed.length > 0)
    write(
      `removed ${removed.length} folder${removed.length === 1 ? '' : 's'} left by interrupted builds: ${removed.join(', ')}`,
    );
}

/** RPCs of every release (an RPC in two releases counts twice: it has two pages). */
function countMethods(model: ApiModel): number {
  return model.daemons
    .flatMap((d) => d.releases)
    .reduce((n, r) => n + r.subServices.reduce((m, sub) => m + sub.methods.length, 0), 0);
}

function countReleases(model: ApiModel): number {
  return model.daemons.reduce((n, d) => n + d.releases.length, 0);
}
