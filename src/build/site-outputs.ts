/**
 * The files a build writes from what it computed besides the pages themselves (OpenAPI
 * documents, the name index, the llms files, history.json files, the gap report, the
 * sitemap, the search index), as one table: each output names the inputs it is made from
 * and how to write it. The full build (build-site.ts) writes every output; the watch
 * builder (dev-builder.ts) writes those whose inputs an edit changed. Both run this table,
 * so an output added here is written by both, and an incremental build equals a full one
 * for it by construction (test/build/site-outputs.test.ts).
 */
import type { SiteContent } from '../content/load-content.ts';
import { exportSiteOf } from '../export/openapi/release-input.ts';
import type { ApiHistory } from '../history/history-types.ts';
import { newestReleaseGaps } from '../proto/documentation-gaps.ts';
import type { ApiModel } from '../proto/model-types.ts';
import { API_INDEX_FILE } from '../site/api-index.ts';
import { replacementsOf } from '../site/history/replacement-views.ts';
import type { PlannedRoute } from '../site/plan-routes.ts';
import type { SiteData } from '../site/site-data.ts';
import { formatBytes } from './compress.ts';
import { GAP_REPORT_FILE, gapReportText } from './gap-report.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';
import type { BuildMode, BuiltPage } from './page-chunks.ts';
import type { PreparedSite } from './prepare-site.ts';
import { writeApiIndex } from './write-api-index.ts';
import { writeErrorCatalogues } from './write-errors.ts';
import { writeLlmsFiles } from './write-exports.ts';
import { writeHistoryFiles } from './write-history.ts';
import { writeOpenApiDocuments } from './write-openapi.ts';
import { scopedSearchSummary, writeSearchIndexes } from './write-search-index.ts';
import { writeSitemap } from './prepare-site.ts';
import type { Texts } from './utf8-texts.ts';

/** A field of the site data an output may set. */
export type SiteDataField = keyof SiteData;

/** What the outputs are made from: the builds' state once the pages are built (and, for the `after render` stage, rendered). */
export interface OutputInputs {
  model: ApiModel;
  histories: ApiHistory[];
  content: SiteContent;
  prepared: PreparedSite;
  routes: readonly PlannedRoute[];
  /** The site data as written (its route table and search index URLs filled). */
  site: SiteData;
  /** The URL of the site data file; null before it is written (the `site data` stage). */
  siteDataUrl: string | null;
  pages: readonly BuiltPage[];
  /** The Markdown copy of each page that has one, by route path. */
  markdown: Texts;
  output: OutputTarget;
  mode: BuildMode;
}

/** Which inputs changed since the outputs were last written. */
export interface OutputChanges {
  /** The releases (treeKey) whose model changed, or 'all'. */
  releases: ReadonlySet<string> | 'all';
  history: boolean;
  /** Some page's data changed. */
  pages: boolean;
  /** The route set changed (the watch builder then builds everything). */
  routes: boolean;
}

/** Every input changed: a full build. */
export const ALL_CHANGED: OutputChanges = { releases: 'all', history: true, pages: true, routes: true };

export interface SiteOutput {
  /** The phase name in the build's progress lines. */
  name: string;
  /**
   * `site data`: before the site data file (which holds the output's URL) is written; the
   * watch builder keeps development names, so it writes these when they are next asked for.
   * `after render`: once every page and static file is written.
   */
  stage: 'site data' | 'after render';
  /** The changes that make the output be written again. */
  dependsOn: readonly (keyof OutputChanges)[];
  /**
   * The site data fields it sets besides writing files (the search index's addresses), which
   * a replay from the output cache (output-cache.ts) sets again.
   */
  sets?: readonly SiteDataField[];
  /** Writes the output; returns the phase's summary. */
  write(inputs: OutputInputs, changes: OutputChanges): string;
}

/** The table, in the order the outputs are written (the llms files link the files written before them). */
export const SITE_OUTPUTS: readonly SiteOutput[] = [
  {
    name: 'search',
    stage: 'site data',
    dependsOn: ['pages'],
    sets: ['searchIndex', 'searchReleases'],
    write({ pages, site, output, mode }) {
      const search = writeSearchIndexes({ pages: [...pages], site, output, mode });
      site.searchIndex = search.current.url;
      site.searchReleases = Object.fromEntries([...search.releases].map(([scope, files]) => [scope, files.url]));
      return scopedSearchSummary(search);
    },
  },
  {
    name: 'openapi',
    stage: 'after render',
    dependsOn: ['releases'],
    write({ prepared, output }, { releases }) {
      const w = writeOpenApiDocuments(exportSiteOf(prepared.ctx), output, releases === 'all' ? undefined : releases);
      return `${w.files.length} documents, ${w.operations} operations, ${formatBytes(w.bytes)}`;
    },
  },
  {
    name: 'sitemap',
    stage: 'after render',
    dependsOn: ['routes'],
    write: ({ content, routes, output }) => `${writeSitemap(content, routes, output)} URLs, robots.txt`,
  },
  {
    name: 'gaps',
    stage: 'after render',
    dependsOn: ['releases'],
    write({ model, output }) {
      writeTo(output, GAP_REPORT_FILE, gapReportText(newestReleaseGaps(model)));
      return GAP_REPORT_FILE;
    },
  },
  {
    name: 'hist files',
    stage: 'after render',
    dependsOn: ['history', 'pages'], // replacements come from content/replacements.yaml (a content edit: pages),
    write: ({ histories, output, prepared }) => {
      const { ctx } = prepared;
      const daemonOf = (id: string) => ctx.api.daemons.find((d) => d.id === id);
      const replacements = (id: string) => {
        const daemon = daemonOf(id);
        return daemon && ctx.histories.has(id) ? replacementsOf(ctx, daemon) : new Map();
      };
      return `${writeHistoryFiles(histories, output, replacements)} history.json files`;
    },
  },
  {
    name: 'api index',
    stage: 'after render',
    dependsOn: ['pages'],
    write({ pages, site, siteDataUrl, output }) {
      if (siteDataUrl === null) throw new Error('Internal error: the name index is written after the site data');
      return `${API_INDEX_FILE}, ${formatBytes(writeApiIndex([...pages], site, siteDataUrl, output))}`;
    },
  },
  {
    name: 'errors',
    stage: 'after render',
    // The catalogues are made from the releases and content/errors.yaml (a content edit: pages).
    dependsOn: ['releases', 'pages'],
    write({ prepared, site, output }) {
      const counts = writeErrorCatalogues(prepared.ctx.catalogues, {
        origin: prepared.ctx.content.config.url,
        baseUrl: site.baseUrl,
        output,
      });
      return `errors.json (${[...counts].map(([daemon, n]) => `${daemon} ${n}`).join(', ')} entries) and its schema`;
    },
  },
  {
    name: 'exports',
    stage: 'after render',
    dependsOn: ['pages'],
    write({ prepared, site, pages, markdown, output }) {
      const { config } = prepared.ctx.content;
      const sizes = writeLlmsFiles({
        api: prepared.ctx.api,
        baseUrl: site.baseUrl,
        title: config.title,
        tagline: config.tagline,
        pages: [...pages],
        markdown,
        output,
      });
      const small = [...sizes].map(([daemon, s]) => `${daemon} ~${Math.round(s.small / 4000)}k tokens`).join(', ');
      return `llms.txt, ${sizes.size} daemons' llms.txt, llms-small.txt (${small}), llms-full.txt and sub-service files`;
    },
  },
];

/** True when one of the output's inputs changed. */
function outputChanged(output: SiteOutput, changes: OutputChanges): boolean {
  return output.dependsOn.some((input) =>
    input === 'releases' ? changes.releases === 'all' || changes.releases.size > 0 : changes[input],
  );
}

/** The outputs of `stage` whose inputs changed, in the table's order. */
export function outputsToWrite(
  table: readonly SiteOutput[],
  stage: SiteOutput['stage'],
  changes: OutputChanges,
): SiteOutput[] {
  return table.filter((output) => output.stage === stage && outputChanged(output, changes));
}
