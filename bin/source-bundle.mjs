// Runs an entry of the sources from an esbuild bundle instead of through the TypeScript
// loader. Registering tsx and compiling a command's modules through it is most of a
// command's start: about 1.5 s of CPU before `apidocs build` does anything, paid again by
// every `apidocs` process (CI and the tests start some hundred). The first start bundles the
// entry (esbuild, a dependency already) into a cache folder per package folder; later starts
// import the bundle after checking that none of its input files changed (a hash of each input
// esbuild's metafile lists: a few hundred files, some milliseconds; modification times would
// miss an edit within the clock's resolution). Any failure returns null, and bin/apidocs runs
// the sources through tsx as before.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceImportMeta } from './source-import-meta.mjs';

const STAMP = 'stamp.json';

/** The cache folder of this package folder's bundles of `name` (per user). */
export function bundleCacheDir(root, name) {
  const key = crypto.createHash('sha256').update(root).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `apidocs-${name}-${os.userInfo().uid}`, key);
}

/** A hash of each input's content: what the stamp compares. */
function stampOf(root, inputs) {
  return Object.fromEntries(
    inputs.map((input) => [
      input,
      crypto
        .createHash('sha1')
        .update(fs.readFileSync(path.resolve(root, input)))
        .digest('base64'),
    ]),
  );
}

/** The bundle's entry file when its stamp still matches the inputs, else null. */
function freshBundle(root, dir) {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(dir, STAMP), 'utf8'));
    const now = stampOf(root, Object.keys(stamp.inputs));
    for (const [input, value] of Object.entries(stamp.inputs)) if (now[input] !== value) return null;
    const bundle = path.join(dir, stamp.bundle);
    return fs.existsSync(bundle) ? bundle : null;
  } catch {
    return null;
  }
}

/**
 * Bundles `entry` into a new folder of `dir` and writes the stamp (bundle first, stamp last: a
 * reader never sees a stamp without its bundle). Each module keeps its source file's
 * import.meta values (source-import-meta.mjs), packages stay in node_modules
 * (packagesInPlace), and dynamic imports stay chunks loaded when a command needs them.
 */
async function buildBundle(root, dir, entry) {
  const { build } = await import('esbuild');
  const folder = `run-${process.pid}-${Date.now()}`;
  const outdir = path.join(dir, folder);
  fs.mkdirSync(outdir, { recursive: true });
  const tsconfig = path.join(root, 'tsconfig.json');
  const result = await build({
    entryPoints: { main: path.join(root, entry) },
    outdir,
    outExtension: { '.js': '.mjs' },
    absWorkingDir: root,
    tsconfig,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceImportMeta(tsconfig), packagesInPlace()],
  });
  const stamp = { bundle: `${folder}/main.mjs`, inputs: stampOf(root, Object.keys(result.metafile.inputs)) };
  const temp = path.join(dir, `${STAMP}.${process.pid}`);
  fs.writeFileSync(temp, JSON.stringify(stamp));
  fs.renameSync(temp, path.join(dir, STAMP));
  removeOldBundles(dir, folder);
  return path.join(outdir, 'main.mjs');
}

/**
 * Packages stay where npm put them: each import of one becomes an import of the file esbuild
 * resolves it to, by absolute path (the bundle lives outside the package folder, where a bare
 * name would not resolve). Some find their own files from where they are, esbuild's API first.
 */
function packagesInPlace() {
  return {
    name: 'packages-in-place',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.inPlace || args.path.startsWith('node:')) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { inPlace: true },
        });
        if (resolved.errors.length > 0) return undefined;
        return { path: resolved.external ? args.path : resolved.path, external: true };
      });
    },
  };
}

/**
 * Removes the bundles earlier builds left (a running process has its bundle loaded already).
 * Only those older than a minute: another start may be between writing its bundle and its stamp.
 */
function removeOldBundles(dir, keep) {
  for (const name of fs.readdirSync(dir)) {
    if (name === keep || !name.startsWith('run-')) continue;
    const full = path.join(dir, name);
    if (Date.now() - fs.statSync(full).mtimeMs > 60_000) fs.rmSync(full, { recursive: true, force: true });
  }
}

/**
 * The module `entry` (a path in `root`) imported from its cached bundle, bundled first when
 * there is none or an input changed; null when that fails or APIDOCS_NO_BUNDLE is set (the
 * caller runs the sources).
 */
export async function importBundled(root, name, entry) {
  if (process.env.APIDOCS_NO_BUNDLE) return null;
  try {
    const dir = bundleCacheDir(root, name);
    fs.mkdirSync(dir, { recursive: true });
    const bundle = freshBundle(root, dir) ?? (await buildBundle(root, dir, entry));
    return await import(pathToFileURL(bundle).href);
  } catch {
    return null;
  }
}

/** The CLI (src/cli/main.ts: `runCli`) from its cached bundle, or null. bin/apidocs and the benchmark start it so. */
export function importBundledCli(root) {
  return importBundled(root, 'cli', 'src/cli/main.ts');
}
