/**
 * Bundles the browser entry and its CSS with esbuild into content-hashed files, and reads
 * the real output names from esbuild's metafile (the CSS through the entry's cssBundle,
 * never a guessed name). Each page view is a chunk of its own (view-chunks.ts), preloaded
 * only by pages of its kind. Content is not bundled: route data lives in JSON chunks, so
 * content edits leave these hashes unchanged.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { PageKind } from '../site/page-data.ts';
import { withBase } from '../site/urls.ts';
import { sharedChunk, sharedChunkPlan } from './shared-chunk.ts';
import { VIEW_SOURCES, staticClosure, viewOutputs } from './view-chunks.ts';

const CLIENT_ENTRY = fileURLToPath(new URL('../client/entry.tsx', import.meta.url));
const JSX_RUNTIME = fileURLToPath(new URL('../client/jsx-runtime.ts', import.meta.url));

/** Compiles JSX against src/client/jsx-runtime.ts, the ES-module face of React's CommonJS runtime. */
export const esmJsxRuntime: esbuild.Plugin = {
  name: 'esm-jsx-runtime',
  setup(build) {
    build.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) => (args.importer === JSX_RUNTIME ? undefined : { path: JSX_RUNTIME }));
  },
};

export interface ClientAssets {
  /** URLs (with base) of the entry script, its stylesheet and statically imported chunks. */
  js: string;
  css: string;
  jsPreloads: string[];
  /** URLs of the chunks the view of each page kind needs beyond the entry's (preloaded by pages of that kind). */
  viewPreloads: Record<PageKind, string[]>;
  /** Every file written, relative to the output folder. */
  files: string[];
}

/** Builds the client bundle into <outDir>/assets. */
export async function bundleClient(params: { outDir: string; baseUrl: string; minify?: boolean }): Promise<ClientAssets> {
  const workingDir = process.cwd();
  const common = {
    absWorkingDir: workingDir,
    entryPoints: { main: CLIENT_ENTRY },
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    outdir: path.join(params.outDir, 'assets'),
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    assetNames: '[name].[hash]',
    legalComments: 'none',
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
  // First pass: the module graph only (see shared-chunk.ts).
  const probe = await esbuild.build({ ...common, minify: false, write: false, plugins: [esmJsxRuntime] });
  const plan = sharedChunkPlan(probe.metafile, workingDir, CLIENT_ENTRY, Object.values(VIEW_SOURCES));
  const result = await esbuild.build({ ...common, minify: params.minify ?? true, write: true, plugins: [esmJsxRuntime, sharedChunk(plan)] });
  const { metafile } = result;
  const relative = (file: string) => path.relative(params.outDir, path.resolve(workingDir, file)).split(path.sep).join('/');
  const entry = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === path.relative(workingDir, CLIENT_ENTRY));
  if (!entry || !entry[1].cssBundle) throw new Error('Internal error: esbuild produced no entry script or stylesheet');
  const [entryFile, entryOutput] = entry;
  const url = (file: string) => withBase(params.baseUrl, relative(file));
  const entryFiles = staticClosure(metafile, entryFile);
  const views = viewOutputs(metafile, workingDir, new Set(entryFiles));
  return {
    js: url(entryFile),
    css: url(entryOutput.cssBundle!),
    jsPreloads: entryFiles.filter((file) => file !== entryFile).map(url),
    viewPreloads: Object.fromEntries(Object.entries(views).map(([kind, files]) => [kind, files.map(url)])) as Record<PageKind, string[]>,
    files: Object.keys(metafile.outputs).map(relative),
  };
}
