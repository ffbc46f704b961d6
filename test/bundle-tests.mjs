// Bundles test files into plain JavaScript before they run (test/run.mjs). Each test file runs
// in a process of its own, and loading its sources through the TypeScript loader (tsx) cost
// up to 4 CPU-s of such a process (module by module through the loader's thread); a bundle
// of each file loads in a fraction of that. One esbuild call bundles every file, modules shared
// between files in chunks. The bundle behaves as its sources: each module keeps its source
// file's import.meta values (source-import-meta.mjs: fixtures, workers and helper scripts
// are found beside the sources), packages stay imports of node_modules, and source maps turn
// stack traces back into the .ts lines. APIDOCS_TEST_NO_BUNDLE=1 runs the sources through tsx instead.
import fs from 'node:fs';
import path from 'node:path';
import { sourceImportMeta } from '../bin/source-import-meta.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Bundles `files` (paths relative to the repository or absolute) into a new folder under
 * node_modules/.cache (bare imports resolve to the repository's node_modules from there).
 * Returns that folder and each file's bundle, in the order given.
 */
export async function bundleTests(files) {
  const { build } = await import('esbuild');
  const parent = path.join(ROOT, 'node_modules', '.cache', 'apidocs-test-bundles');
  fs.mkdirSync(parent, { recursive: true });
  removeLeftovers(parent);
  const outdir = fs.mkdtempSync(path.join(parent, 'run-'));
  const entries = files.map((file) => path.resolve(ROOT, file));
  const result = await build({
    entryPoints: entries,
    outdir,
    outbase: ROOT,
    outExtension: { '.js': '.mjs' },
    absWorkingDir: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceImportMeta(path.join(ROOT, 'tsconfig.json'))],
  });
  const bundleOf = new Map(
    Object.entries(result.metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([output, { entryPoint }]) => [path.resolve(ROOT, entryPoint), path.resolve(ROOT, output)]),
  );
  return { dir: outdir, bundles: entries.map((entry) => bundleOf.get(entry)) };
}

/** Removes the folders of runs that were stopped before they could (older than a day: a run may be going on beside this one). */
function removeLeftovers(parent) {
  for (const name of fs.readdirSync(parent)) {
    const dir = path.join(parent, name);
    if (Date.now() - fs.statSync(dir).mtimeMs > 86_400_000) fs.rmSync(dir, { recursive: true, force: true });
  }
}
