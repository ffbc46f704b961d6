/** Writes the build's name index, `api-index.json` (see src/site/api-index.ts). */
import type { BuiltPage } from './page-chunks.ts';
import { type OutputTarget, writeTo } from './output-dir.ts';
import { API_INDEX_FILE, buildApiIndex } from '../site/api-index.ts';
import type { SiteData } from '../site/site-data.ts';

/** Writes the index and returns its size in bytes. */
export function writeApiIndex(pages: BuiltPage[], site: SiteData, siteDataUrl: string, output: OutputTarget): number {
  const json = JSON.stringify(
    buildApiIndex(
      pages.map((p) => p.page),
      site,
      siteDataUrl,
    ),
  );
  writeTo(output, API_INDEX_FILE, json);
  return Buffer.byteLength(json);
}
