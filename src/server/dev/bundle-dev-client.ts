/** Bundles the browser reload client (dev-client.ts) with esbuild into one ES module, in memory. */
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const DEV_CLIENT_ENTRY = fileURLToPath(new URL('./dev-client.ts', import.meta.url));

/** The reload client's JavaScript. */
export async function bundleDevClient(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [DEV_CLIENT_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
