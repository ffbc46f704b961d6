/**
 * Bundles the browser entry and its CSS with esbuild into content-hashed files, and reads
 * the real output names from esbuild's metafile (the CSS through the entry's cssBundle,
 * never a guessed name). Content is not bundled: route data lives in JSON chunks, so
 * content edits leave these hashes unchanged.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { withBase } from '../site/urls.ts';

const CLIENT_ENTRY = fileURLToPath(new URL('../client/entry.tsx', import.meta.url));

export interface ClientAssets {
  /** URLs (with base) of the entry script, its stylesheet and statically imported chunks. */
  js: string;
  css: string;
  jsPreloads: string[];
  /** Every file written, relative to the output folder. */
  files: string[];
}

/** Builds the client bundle into <outDir>/assets. */
export async function bundleClient(params: { outDir: string; baseUrl: string; minify?: boolean }): Promise<ClientAssets> {
  const result = await esbuild.build({
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
    minify: params.minify ?? true,
    legalComments: 'none',
    metafile: true,
    write: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const relative = (file: string) => path.relative(params.outDir, path.resolve(file)).split(path.sep).join('/');
  const entry = Object.entries(outputs).find(([, out]) => out.entryPoint !== undefined);
  if (!entry || !entry[1].cssBundle) throw new Error('Internal error: esbuild produced no entry script or stylesheet');
  const [entryFile, entryOutput] = entry;
  const url = (file: string) => withBase(params.baseUrl, relative(file));
  return {
    js: url(entryFile),
    css: url(entryOutput.cssBundle!),
    jsPreloads: entryOutput.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    files: Object.keys(outputs).map(relative),
  };
}
