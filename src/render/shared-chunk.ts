/**
 * One shared chunk instead of many. With code splitting, esbuild puts each module in a
 * chunk per set of entry points that reach it: the entry script and the ~15 dynamically
 * imported parts (page views, on-demand parts) share React and the theme in ten different
 * combinations, so the entry alone loaded ten files, and a method page sixteen, each
 * compressed on its own (about 3 KB more than one file, gzipped).
 *
 * So the client is bundled twice. A first, quick pass (not minified, not written) finds
 * the modules the entry loads statically, those two or more page views use, and the parts
 * loaded dynamically; the second pass makes the entry and every dynamic part also import
 * (for its side effects, which run once) a virtual module importing all of those modules:
 * each is then reached by every entry point, and esbuild puts them all in one chunk. The
 * entry loads two files; a page adds its view's own code, and on-demand parts only what
 * they add. Module state is not duplicated: a module still lives in exactly one output.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { staticClosure } from './view-chunks.ts';

const SHARED = 'apidocs:entry-modules';

export interface SharedChunkPlan {
  /**
   * Absolute paths of the modules every page loads: those the entry loads statically (its
   * own file excluded) and those two or more page views use.
   */
  sharedModules: string[];
  /** Absolute paths of the modules loaded with import(): page views and on-demand parts. */
  dynamicParts: Set<string>;
  /** The entry's source, which imports them too (so the virtual module itself is in the shared chunk). */
  entry: string;
}

/**
 * The plan from the first pass's metafile (paths in it are relative to `workingDir`):
 * `views` are the page views' sources (a module two of them use is worth loading with the
 * entry: one file less for both, a few hundred bytes more for the other kinds).
 */
export function sharedChunkPlan(
  metafile: esbuild.Metafile,
  workingDir: string,
  entrySource: string,
  views: readonly string[],
): SharedChunkPlan {
  const abs = (file: string) => path.resolve(workingDir, file);
  const outputOf = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs))
    if (output.entryPoint !== undefined) outputOf.set(abs(output.entryPoint), file);
  const modulesOf = (source: string) => {
    const output = outputOf.get(source);
    if (!output) throw new Error(`Internal error: the first bundling pass made no output for ${source}`);
    return staticClosure(metafile, output).flatMap((file) =>
      Object.keys(metafile.outputs[file]!.inputs)
        .filter((i) => /\.[cm]?[jt]sx?$/.test(i))
        .map(abs),
    );
  };
  const shared = new Set(modulesOf(entrySource));
  const useCount = new Map<string, number>();
  for (const view of views)
    for (const module of new Set(modulesOf(view))) useCount.set(module, (useCount.get(module) ?? 0) + 1);
  for (const [module, count] of useCount) if (count >= 2) shared.add(module);
  shared.delete(entrySource);
  for (const view of views) shared.delete(view);
  const dynamicParts = new Set([...outputOf.keys()].filter((source) => source !== entrySource));
  return { sharedModules: [...shared].sort(), dynamicParts, entry: entrySource };
}

/** The second pass's plugin: the entry and every dynamic part import the shared modules. */
export function sharedChunk(plan: SharedChunkPlan): esbuild.Plugin {
  return {
    name: 'shared-chunk',
    setup(build) {
      build.onResolve({ filter: /^apidocs:entry-modules$/ }, () => ({ path: SHARED, namespace: 'apidocs-shared' }));
      build.onLoad({ filter: /.*/, namespace: 'apidocs-shared' }, () => ({
        contents: plan.sharedModules.map((file) => `import ${JSON.stringify(file)};`).join('\n'),
        loader: 'js',
        resolveDir: path.dirname(plan.sharedModules[0] ?? '.'),
      }));
      // Only these files reach JavaScript (esbuild matches the filter itself): a callback
      // per module would wait for a main thread busy computing the model.
      const parts = [plan.entry, ...plan.dynamicParts];
      build.onLoad({ filter: new RegExp(`^(?:${parts.map(escapeRegExp).join('|')})$`) }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        return {
          contents: `import ${JSON.stringify(SHARED)};\n${source}`,
          loader: loaderOf(args.path),
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function loaderOf(file: string): esbuild.Loader {
  const ext = path.extname(file).slice(1).replace(/^[cm]/, '');
  return (['ts', 'tsx', 'jsx'].includes(ext) ? ext : 'js') as esbuild.Loader;
}
