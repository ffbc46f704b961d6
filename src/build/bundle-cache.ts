/**
 * The cache of the client bundle: the bundle's files (two esbuild passes, about 0.5-1 s of a
 * build) are a pure function of apidocs' code (the client and theme sources, esbuild and
 * React: release-cache.ts's code version), the base URL (in the assets' URLs), the working
 * folder esbuild resolves from and the minify setting, so a build that finds the same
 * inputs writes the stored files instead of bundling again. An entry is a checked file
 * (checked-file.ts) under <cacheDir>/bundle/: the assets (URLs and file names) and each
 * file's bytes; a corrupt entry is a miss. The KEEP newest entries are kept. Turned off with
 * the page caches (APIDOCS_PAGE_CACHE=off, or APIDOCS_MODEL_CACHE=off).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { type ClientAssets, bundleClient } from '../render/bundle-client.ts';
import { codeVersion } from '../release/release-cache.ts';
import { keepNewest, readChecked, writeChecked } from './checked-file.ts';

/** Entries kept: the current one and one more. */
const KEEP = 2;
/** Bumped when the entry layout changes. */
const FORMAT = 'apidocs-bundle-1';

interface BundleEntry {
  format: string;
  assets: ClientAssets;
  /** The bytes of each of `assets.files`, in that order. */
  contents: Buffer[];
}

/** The client bundle written into <outDir>/assets: from the cache under `cacheRoot` when it holds these inputs, else bundled and stored. */
export async function cachedClientBundle(params: {
  outDir: string;
  baseUrl: string;
  cacheRoot: string | null;
}): Promise<{ assets: ClientAssets; cached: boolean }> {
  const { outDir, baseUrl, cacheRoot } = params;
  if (!cacheRoot) return { assets: await bundleClient({ outDir, baseUrl }), cached: false };
  const dir = path.join(cacheRoot, 'bundle');
  const key = crypto
    .createHash('sha256')
    .update(`${FORMAT}\0${codeVersion()}\0${baseUrl}\0${process.cwd()}\0minify`)
    .digest('hex');
  const file = path.join(dir, `${key}.bin`);
  const hit = readEntry(file);
  if (hit) {
    for (const [i, relative] of hit.assets.files.entries()) {
      fs.mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
      fs.writeFileSync(path.join(outDir, relative), hit.contents[i]!);
    }
    return { assets: hit.assets, cached: true };
  }
  const assets = await bundleClient({ outDir, baseUrl });
  const contents = assets.files.map((relative) => fs.readFileSync(path.join(outDir, relative)));
  try {
    fs.mkdirSync(dir, { recursive: true });
    const entry: BundleEntry = { format: FORMAT, assets, contents };
    if (writeChecked(file, v8.serialize(entry))) keepNewest(dir, KEEP);
  } catch {
    // A cache that cannot be written costs the next build the bundling.
  }
  return { assets, cached: false };
}

function readEntry(file: string): BundleEntry | null {
  const body = readChecked(file);
  if (!body) return null;
  try {
    const entry = v8.deserialize(body) as Partial<BundleEntry>;
    return entry.format === FORMAT && entry.assets && entry.contents?.length === entry.assets.files.length
      ? (entry as BundleEntry)
      : null;
  } catch {
    return null;
  }
}
