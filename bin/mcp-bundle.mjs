// `apidocs mcp` without the TypeScript loader: an MCP client starts the server for every
// session and waits for its first answer, and registering tsx and compiling the sources and
// the SDK through it took most of the start-up (about 1.5 s of 2.3 s on a loaded 2-core
// machine). The first start bundles src/cli/mcp-main.ts with esbuild (a dependency already)
// into a cache folder; later starts import the bundle after checking that none of its input
// files changed (a hash of each input esbuild's metafile lists: about 250 files, a few
// milliseconds; modification times would miss an edit within the clock's resolution). Any failure
// returns null and bin/apidocs runs the sources through tsx as for every other command.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STAMP = 'stamp.json';

/** The cache folder of this checkout (per user and package folder). */
export function cacheDir(root) {
  const key = crypto.createHash('sha256').update(root).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `apidocs-mcp-${os.userInfo().uid}`, key);
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

/** The bundle when its stamp still matches the inputs, else null. */
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

/** Bundles the MCP entry and writes its stamp (bundle first, stamp last: a reader never sees a stamp without its bundle). */
async function buildBundle(root, dir) {
  const { build } = await import('esbuild');
  fs.mkdirSync(dir, { recursive: true });
  const name = `mcp-${process.pid}-${Date.now()}.mjs`;
  const result = await build({
    entryPoints: [path.join(root, 'src/cli/mcp-main.ts')],
    outfile: path.join(dir, name),
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'silent',
    // CommonJS dependencies of the SDK call require().
    banner: {
      js: "import { createRequire as __apidocsRequire } from 'node:module'; const require = __apidocsRequire(import.meta.url);",
    },
  });
  const stamp = { bundle: name, inputs: stampOf(root, Object.keys(result.metafile.inputs)) };
  const temp = path.join(dir, `${STAMP}.${process.pid}`);
  fs.writeFileSync(temp, JSON.stringify(stamp));
  fs.renameSync(temp, path.join(dir, STAMP));
  removeOldBundles(dir, name);
  return path.join(dir, name);
}

/**
 * Removes the bundles earlier builds left (a running server has its bundle loaded already).
 * Only those older than a minute: another start may be between writing its bundle and its stamp.
 */
function removeOldBundles(dir, keep) {
  for (const file of fs.readdirSync(dir)) {
    if (file === keep || !/^mcp-.*\.mjs$/.test(file)) continue;
    const full = path.join(dir, file);
    if (Date.now() - fs.statSync(full).mtimeMs > 60_000) fs.rmSync(full, { force: true });
  }
}

/** Runs `apidocs mcp` from the bundle; false when it cannot (then the caller runs the sources). */
export async function runMcpFromBundle(root, argv, version) {
  if (process.env.APIDOCS_MCP_NO_BUNDLE) return false;
  let module;
  try {
    const dir = cacheDir(root);
    const bundle = freshBundle(root, dir) ?? (await buildBundle(root, dir));
    module = await import(pathToFileURL(bundle).href);
  } catch {
    return false;
  }
  await module.runMcp(argv, version);
  return true;
}
