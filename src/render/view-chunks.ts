/**
 * Which JavaScript files a page of each kind loads: esbuild makes every page view the
 * client imports dynamically (src/client/router/view-loader.ts) an output of its own, with
 * the view's source file as its `entryPoint` in the metafile. A page preloads its kind's
 * view output and every chunk that output imports, so the view is there when the entry
 * hydrates, and nothing of other kinds' views is fetched.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import type { PageKind } from '../site/page-data.ts';

const source = (file: string) => fileURLToPath(new URL(`../theme/${file}`, import.meta.url));

/** The view module of each page kind, as view-loader.ts imports it (a build test compares them). */
export const VIEW_SOURCES: { readonly [K in PageKind]: string } = {
  home: source('pages/HomeView.tsx'),
  markdown: source('pages/MarkdownView.tsx'),
  search: source('search/SearchView.tsx'),
  'not-found': source('pages/NotFoundView.tsx'),
  category: source('pages/CategoryView.tsx'),
  'service-index': source('pages/ServiceIndexView.tsx'),
  'rest-endpoints': source('pages/RestEndpointsView.tsx'),
  permissions: source('pages/PermissionsView.tsx'),
  method: source('pages/MethodView.tsx'),
  'api-changes': source('pages/ApiChangesView.tsx'),
  'documentation-gaps': source('pages/DocumentationGapsView.tsx'),
  'api-history': source('pages/ApiHistoryView.tsx'),
  'removed-rpc': source('pages/RemovedRpcView.tsx'),
  upgrading: source('pages/UpgradingView.tsx'),
  'error-catalogue': source('pages/ErrorCatalogueView.tsx'),
  'error-entry': source('pages/ErrorEntryView.tsx'),
};

/** An output file and every output it imports statically, directly or not (metafile paths). */
export function staticClosure(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(output);
  return [...seen];
}

/**
 * The output files each page kind loads for its view, beyond `loaded` (what the entry loads
 * anyway). Paths in the metafile are relative to `workingDir`, esbuild's absWorkingDir.
 */
export function viewOutputs(
  metafile: Metafile,
  workingDir: string,
  loaded: ReadonlySet<string>,
): Record<PageKind, string[]> {
  const byEntryPoint = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint !== undefined) byEntryPoint.set(path.resolve(workingDir, output.entryPoint), file);
  }
  const result = {} as Record<PageKind, string[]>;
  for (const [kind, file] of Object.entries(VIEW_SOURCES) as [PageKind, string][]) {
    const output = byEntryPoint.get(file);
    if (!output) {
      throw new Error(
        `Internal error: esbuild made no chunk of the ${kind} view ${file}; src/client/router/view-loader.ts must import it dynamically.`,
      );
    }
    result[kind] = staticClosure(metafile, output).filter((f) => !loaded.has(f));
  }
  return result;
}
