// `apidocs mcp` from a bundle (source-bundle.mjs): an MCP client starts the server for every
// session and waits for its first answer, and registering tsx and compiling the sources and
// the SDK through it took most of the start-up (about 1.5 s of 2.3 s on a loaded 2-core
// machine). The bundle is of src/cli/mcp-main.ts, the `mcp` command alone.
import { bundleCacheDir, importBundled } from './source-bundle.mjs';

/** The cache folder of this checkout's MCP bundle. */
export function cacheDir(root) {
  return bundleCacheDir(root, 'mcp');
}

/** Runs `apidocs mcp` from the bundle; false when it cannot (then the caller runs the sources). */
export async function runMcpFromBundle(root, argv, version) {
  if (process.env.APIDOCS_MCP_NO_BUNDLE) return false;
  const module = await importBundled(root, 'mcp', 'src/cli/mcp-main.ts');
  if (!module) return false;
  await module.runMcp(argv, version);
  return true;
}
