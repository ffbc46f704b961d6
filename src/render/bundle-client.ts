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

/**
 * The JSX of the client compiles against src/client/jsx-runtime.ts, the ES-module face of
 * React's CommonJS runtime: `jsx: 'automatic'` imports `<jsxImportSource>/jsx-runtime`, and
 * this made-up package name is aliased to that file (no plugin: a JavaScript callback per
 * module would wait for a main thread busy computing the model).
 */
const JSX_SOURCE = 'apidocs-jsx';

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
export async function bundleClient(params: {
  outDir: string;
  baseUrl: string;
  minify?: boolean;
}): Promise<ClientAssets> {
  return clientAssets(await writeClientBundle(params), params.baseUrl);
}

/** The written bundle, before its files have URLs (they depend on the site's base URL, not on the bundle). */
export interface WrittenBundle {
  outDir: string;
  workingDir: string;
  metafile: esbuild.Metafile;
}

/** Writes the client bundle into <outDir>/assets (two esbuild passes: see shared-chunk.ts). */
export async function writeClientBundle(params: { outDir: string; minify?: boolean }): Promise<WrittenBundle> {
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
    jsxImportSource: JSX_SOURCE,
    alias: { [`${JSX_SOURCE}/jsx-runtime`]: JSX_RUNTIME },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
  // First pass: the module graph only (see shared-chunk.ts).
  const probe = await esbuild.build({ ...common, minify: false, write: false });
  const plan = sharedChunkPlan(probe.metafile, workingDir, CLIENT_ENTRY, Object.values(VIEW_SOURCES));
  const result = await esbuild.build({
    ...common,
    minify: params.minify ?? true,
    write: true,
    plugins: [sharedChunk(plan)],
  });
  return { outDir: params.outDir, workingDir, metafile: result.metafile };
}

/** The URLs (under `baseUrl`) of a written bundle's files, and which files each page kind loads. */
export function clientAssets({ outDir, workingDir, metafile }: WrittenBundle, baseUrl: string): ClientAssets {
  const relative = (file: string) => path.relative(outDir, path.resolve(workingDir, file)).split(path.sep).join('/');
  const entry = Object.entries(metafile.outputs).find(
    ([, out]) => out.entryPoint === path.relative(workingDir, CLIENT_ENTRY),
  );
  if (!entry || !entry[1].cssBundle) throw new Error('Internal error: esbuild produced no entry script or stylesheet');
  const [entryFile, entryOutput] = entry;
  const url = (file: string) => withBase(baseUrl, relative(file));
  const entryFiles = staticClosure(metafile, entryFile);
  const views = viewOutputs(metafile, workingDir, new Set(entryFiles));
  return {
    js: url(entryFile),
    css: url(entryOutput.cssBundle!),
    jsPreloads: entryFiles.filter((file) => file !== entryFile).map(url),
    viewPreloads: Object.fromEntries(Object.entries(views).map(([kind, files]) => [kind, files.map(url)])) as Record<
      PageKind,
      string[]
    >,
    files: Object.keys(metafile.outputs).map(relative),
  };
}
