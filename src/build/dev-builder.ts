/**
 * Incremental builds for watch mode (`apidocs dev`). The first build is a full build in
 * development mode (data files without content hashes, so one page's change does not
 * change every HTML file). After that, a change rebuilds only what it affects:
 * - a content page (home, markdown page, a service page) -> the routes that read it;
 * - a proto or REST rules file -> the model of the releases compiled from that tree, then
 *   every route that depends on those releases; page data is rebuilt for all of them and
 *   only pages whose data actually changed are re-rendered (digests, not a hand-kept list
 *   of inputs, decide: an incremental build equals a full one);
 * - site.yaml, sources.json, or a change of the route set or sidebar -> everything (the
 *   model is reused unless sources.json changed);
 * - a static file -> copied.
 * The search index is rewritten from all pages only when it is next asked for
 * (refreshSearchIndex, called by the dev server): that takes about half a second on the
 * full site, which would otherwise delay every edit.
 * A failed update throws and leaves the served output and the state as they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../content/load-content.ts';
import { REPLACEMENTS_DEP } from '../site/plan-routes.ts';
import { treeKey } from '../proto/tree-key.ts';
import { loadModel } from '../release/load-model.ts';
import { assertRestRuleFiles, restRuleRecords } from '../proto/rest-rule-files.ts';
import type { ApiModel } from '../proto/model-types.ts';
import { newestReleaseGaps } from '../proto/documentation-gaps.ts';
import { gapListPlaces, gapReportLines, gapReportText } from './gap-report.ts';
import {
  ALL_CHANGED,
  type OutputChanges,
  type OutputInputs,
  SITE_OUTPUTS,
  type SiteOutput,
  outputsToWrite,
} from './site-outputs.ts';
import type { TreeOptions } from '../sources/proto-trees.ts';
import { buildSiteApi } from '../site/site-api.ts';
import { type Sources, loadSources } from '../sources/sources-config.ts';
import { type BuildState, type ModelWithTrees, buildSite, loadSiteHistory } from './build-site.ts';
import type { LoadedHistory } from '../history/load-history.ts';
import {
  assertNoStaticCollisions,
  copyStaticFiles,
  listStaticFiles,
  outputKindIn,
  staticCollisions,
} from './copy-static.ts';
import { buildPageData } from './page-chunks.ts';
import { type PreparedSite, assertNoBrokenLinks, documentAssets, prepareSite } from './prepare-site.ts';
import { renderAllPages } from './render-all.ts';

export interface DevBuilder {
  /** Full build (development mode: data files without hashes, so one page's change does not cascade). */
  initial(): Promise<void>;
  /** Rebuilds what the changed absolute file paths affect (see DevUpdate). */
  update(changedFiles: string[]): Promise<DevUpdate>;
  /** Folders to watch: the content folder and the proto trees in use. */
  watchPaths(): string[];
  /** Rewrites the search index if a page changed since it was written; true when it did. */
  refreshSearchIndex(): boolean;
  /** The output folder being served. */
  readonly outDir: string;
}

/** What an update changed. */
export interface DevUpdate {
  /** The route paths whose pages changed (empty if nothing visible changed). */
  routes: string[];
  /**
   * False when only those pages' data changed: the site data, bundle and assets are as
   * they were, so an open tab may show the new data in place instead of reloading.
   */
  siteChanged: boolean;
}

export interface DevBuilderOptions {
  contentDir: string;
  outDir: string;
  sources: Sources;
  trees: TreeOptions;
  write: (line: string) => void;
  /** List every documentation gap, not only a line per kind (as `apidocs build --verbose`). */
  verbose?: boolean;
  /** The outputs written besides the pages (site-outputs.ts; the full builds it starts write the same). */
  outputs?: readonly SiteOutput[];
}

/** What a set of changed files means for the site. */
interface ChangeSet {
  full: boolean;
  sourcesChanged: boolean;
  /** Releases (treeKey) compiled from a proto tree that changed. */
  releases: Set<string>;
  /** Route dependencies (see PlannedRoute.deps) touched by content edits. */
  deps: Set<string>;
  staticFiles: string[];
}

/** Creates an incremental builder for watch mode. */
export function createDevBuilder(options: DevBuilderOptions): DevBuilder {
  const contentDir = path.resolve(options.contentDir);
  const outDir = path.resolve(options.outDir);
  let sources = options.sources;
  const outputs = options.outputs ?? SITE_OUTPUTS;
  /** What the outputs are written from, as a build state holds it. */
  const stateInputs = (s: BuildState): OutputInputs => ({
    model: s.model,
    histories: s.history.histories,
    content: s.content,
    prepared: s.prepared,
    routes: s.prepared.plan.routes,
    site: s.prepared.site,
    siteDataUrl: s.assets.siteData,
    pages: s.pages,
    markdown: s.markdown,
    output: { dir: outDir },
    mode: 'development',
  });
  let state: BuildState | undefined;
  /** Pages changed since the search index was written. */
  let searchStale = false;

  const fullBuild = async (model?: ModelWithTrees) => {
    const result = await buildSite({
      ...options,
      sources,
      outDir,
      mode: 'development',
      keepMemos: true,
      ...(model ? { model } : {}),
    });
    state = result.state;
    searchStale = false;
    return result.state.pages.map((p) => p.page.path);
  };

  return {
    outDir,
    async initial() {
      await fullBuild();
    },
    refreshSearchIndex() {
      if (!state || !searchStale) return false;
      // The files keep their development names, so the URLs in the site data stay right.
      for (const out of outputsToWrite(outputs, 'site data', ALL_CHANGED)) out.write(stateInputs(state), ALL_CHANGED);
      searchStale = false;
      return true;
    },
    watchPaths() {
      return [contentDir, ...new Set(state ? [...state.treeDirs.values()] : [])];
    },
    async update(changedFiles) {
      if (!state) throw new Error('Internal error: update() before initial()');
      const changes = classify(
        changedFiles.map((f) => path.resolve(f)),
        contentDir,
        state,
      );
      if (changes.sourcesChanged) {
        sources = loadSources(path.join(contentDir, 'sources.json'));
        return { routes: await fullBuild(), siteChanged: true };
      }
      if (changes.full) return { routes: await fullBuild(state), siteChanged: true };
      if (changes.staticFiles.length > 0)
        state = {
          ...state,
          staticFiles: syncStaticFiles(path.join(contentDir, 'static'), outDir, state.prepared.ctx.baseUrl, state),
        };
      const update = await rebuildAffected(state, changes);
      // A static file (an image, the logo) may show on any page.
      if (changes.staticFiles.length > 0) return { routes: state.pages.map((p) => p.page.path), siteChanged: true };
      return update;
    },
  };

  /** Rebuilds the routes a change set touches. */
  async function rebuildAffected(current: BuildState, changes: ChangeSet): Promise<DevUpdate> {
    const model = changes.releases.size > 0 ? await reloadReleases(current.model, changes.releases) : current.model;
    // A release that compiled to the same model (an edit elsewhere in a shared tree) changes no page.
    for (const key of [...changes.releases]) if (sameRelease(current.model, model, key)) changes.releases.delete(key);
    // A rules file deleted while watching fails the update like it fails a build.
    assertRestRuleFiles(model, current.treeDirs, current.restRules);
    for (const key of changes.releases) changes.deps.add(`model:${key}`);
    const history = changes.releases.size > 0 ? await refreshHistory(current, model) : current.history;
    if (changes.deps.size === 0) return { routes: [], siteChanged: false };
    const content = loadContent(
      contentDir,
      model.daemons.map((d) => d.id),
    );
    const warnings: string[] = [];
    const prepared = prepareSite(
      buildSiteApi(model),
      content,
      warnings,
      new Map(history.histories.map((h) => [h.daemon, h])),
    );
    const trees = { model, treeDirs: current.treeDirs, releaseTrees: current.releaseTrees };
    if (isStructural(current, prepared)) return { routes: await fullBuild(trees), siteChanged: true };

    const affected = prepared.plan.routes.filter((route) => route.deps.some((dep) => changes.deps.has(dep)));
    const output = { dir: outDir };
    const built = await buildPageData(prepared.ctx, affected, output, 'development');
    const digests = new Map(current.pages.map((p) => [p.page.path, p.digest]));
    const changed = built.filter((b) => b.digest !== digests.get(b.page.path));
    // No structural change: the site data file, its URL and the route table stay as they are.
    const { routes, searchIndex, searchReleases } = current.prepared.site;
    const site = { ...prepared.site, routes, searchIndex, searchReleases };
    const assets = documentAssets(content, current.client, current.assets.siteData);
    const changedMarkdown = new Map<string, string>();
    const before = current.model;
    const links = await renderAllPages({
      site,
      pages: changed,
      assets,
      output,
      noIndex: content.config.noIndex,
      markdown: changedMarkdown,
    });
    const allLinks = new Map([...current.links, ...links]);
    assertNoBrokenLinks(allLinks, current.files, new Set(links.keys()));
    for (const warning of warnings) options.write(`warning: ${warning}`);

    const rebuilt = new Map(changed.map((c) => [c.page.path, c]));
    const pages = current.pages.map((p) => rebuilt.get(p.page.path) ?? p);
    const markdown = new Map([...current.markdown, ...changedMarkdown]);
    // The outputs besides the pages whose inputs changed, from the same table a full build writes (site-outputs.ts).
    const next: BuildState = {
      ...current,
      model,
      content,
      prepared: { ...prepared, site },
      assets,
      pages,
      links: allLinks,
      restRules: restRuleRecords(model, current.treeDirs),
      history,
      markdown,
    };
    const outputChanges: OutputChanges = {
      releases: changes.releases,
      history: history !== current.history,
      pages: changed.length > 0,
      routes: false,
    };
    for (const out of outputsToWrite(outputs, 'after render', outputChanges))
      out.write(stateInputs(next), outputChanges);
    // The search index is written when next asked for (see refreshSearchIndex).
    if (outputsToWrite(outputs, 'site data', outputChanges).length > 0) searchStale = true;
    reportChangedGaps(before, model, prepared.ctx.baseUrl);
    state = next;
    return { routes: changed.map((c) => c.page.path), siteChanged: false };
  }

  /**
   * The history after a release's model changed. Served from content/history.json it stays
   * (the pins did not change, so a full build would serve the same file); computed from the
   * trees, it is computed again from the new model (and the history.json files rewritten with the outputs).
   */
  async function refreshHistory(current: BuildState, model: ApiModel): Promise<LoadedHistory> {
    if (current.history.fromFile.length === current.history.histories.length) return current.history;
    return loadSiteHistory({ sources, trees: options.trees, contentDir }, model);
  }

  /** Recompiles the changed releases (reusing every other one) into a new model. */
  async function reloadReleases(model: ApiModel, changed: Set<string>): Promise<ApiModel> {
    const reuse = new Map(
      model.daemons
        .flatMap((d) => d.releases.map((r) => [treeKey(d.id, r.tag), r] as const))
        .filter(([key]) => !changed.has(key)),
    );
    const loaded = await loadModel({ sources, trees: options.trees, reuse });
    for (const w of loaded.warnings) if (!w.gap) options.write(`warning: ${w.location}: ${w.message}`);
    return loaded.model;
  }

  /** When a rebuild changed the newest releases' documentation gaps (the report file is rewritten with the outputs): tells of them again. */
  function reportChangedGaps(before: ApiModel, after: ApiModel, baseUrl: string): void {
    const gaps = newestReleaseGaps(after);
    if (gapReportText(gaps) === gapReportText(newestReleaseGaps(before))) return;
    const lines = gapReportLines(gaps, gapListPlaces(outDir, baseUrl, options.verbose ?? false));
    for (const line of lines.length > 0
      ? lines
      : ["upstream: no documentation gaps left in the newest releases' sources"])
      options.write(line);
  }
}

/** True when the release `key` ("lnd@v0.21.2-beta") is the same in both models. */
function sameRelease(before: ApiModel, after: ApiModel, key: string): boolean {
  const find = (model: ApiModel) =>
    model.daemons
      .flatMap((d) => d.releases.map((r) => [treeKey(d.id, r.tag), r] as const))
      .find(([k]) => k === key)?.[1];
  const [a, b] = [find(before), find(after)];
  return a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/** True when the route set, sidebar or shared site data changed: every page must be rebuilt. */
function isStructural(current: BuildState, prepared: PreparedSite): boolean {
  const paths = (site: PreparedSite) => site.plan.routes.map((r) => r.path).join('\n');
  const shared = (site: PreparedSite) =>
    JSON.stringify({ ...site.site, routes: null, searchIndex: null, searchReleases: null });
  return paths(current.prepared) !== paths(prepared) || shared(current.prepared) !== shared(prepared);
}

/** Sorts changed files into what they affect. */
function classify(
  files: string[],
  contentDir: string,
  state: Pick<BuildState, 'treeDirs' | 'releaseTrees'>,
): ChangeSet {
  const changes: ChangeSet = {
    full: false,
    sourcesChanged: false,
    releases: new Set(),
    deps: new Set(),
    staticFiles: [],
  };
  for (const file of files) {
    const relative = path.relative(contentDir, file).split(path.sep).join('/');
    if (!relative.startsWith('..')) {
      if (relative === 'sources.json') changes.sourcesChanged = true;
      else if (relative === 'site.yaml') changes.full = true;
      else if (relative === 'pages/home.md') changes.deps.add('page:home');
      else if (relative === 'pages/markdown-page.md') changes.deps.add('page:markdown-page');
      else if (relative === 'errors.yaml') changes.deps.add('content:errors');
      else if (/^replacements(\.yaml|\/[^/]+\.yaml)$/.test(relative)) changes.deps.add(REPLACEMENTS_DEP);
      else if (/^services\/[^/]+\.md$/.test(relative))
        changes.deps.add(`service-page:${relative.slice('services/'.length, -'.md'.length)}`);
      else if (relative.startsWith('static/')) changes.staticFiles.push(file);
      continue;
    }
    for (const [release, trees] of state.releaseTrees) {
      if (trees.some((key) => isInside(file, state.treeDirs.get(key)))) changes.releases.add(release);
    }
  }
  return changes;
}

function isInside(file: string, dir: string | undefined): boolean {
  return dir !== undefined && !path.relative(dir, file).startsWith('..');
}

/**
 * Copies content/static again (links checked, collisions with generated files refused,
 * see copy-static.ts), removes files deleted from it, and keeps the set of site files in
 * step. Returns the new set of static output paths.
 */
function syncStaticFiles(staticDir: string, outDir: string, baseUrl: string, state: BuildState): Set<string> {
  const files = listStaticFiles(staticDir);
  const kind = outputKindIn(outDir);
  assertNoStaticCollisions(
    staticDir,
    staticCollisions(files, (relative) => (state.staticFiles.has(relative) ? null : kind(relative))),
  );
  copyStaticFiles(files, outDir);
  const now = new Set(files.map((file) => file.relative));
  for (const relative of state.staticFiles) {
    if (now.has(relative)) continue;
    fs.rmSync(path.join(outDir, relative), { force: true });
    state.files.delete(`${baseUrl}${relative}`);
  }
  for (const relative of now) state.files.add(`${baseUrl}${relative}`);
  return now;
}
