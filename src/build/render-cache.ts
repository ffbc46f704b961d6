/**
 * The render cache: a page's server-rendered markup and Markdown copy are a pure function of
 * its page data, the site data the server render sees (server-site-data.ts: navbar,
 * sidebars, releases, theme settings, base URL) and apidocs' own code, so a build that
 * renders a page whose data did not change takes its markup from the cache instead of
 * rendering it again (render and link read-back of the real site: about 29 CPU-s on the two
 * workers). The HTML document around the markup (html-document.ts: this build's bundle,
 * site data and chunk addresses) is made anew every time, which is cheap; the ids and links
 * read back from a document are kept with the sha256 of that document, and reused only for
 * the same bytes.
 *
 * The unit is a page. Its key is a sha256 of the full digest of its serialized page data
 * (page-chunks.ts), a digest of the server site data, apidocs' code version (release-cache.ts:
 * src/, dependencies, Node) and NODE_ENV: a change to any of them is a miss, never stale
 * markup. Entries live in <cacheDir>/rendered/<key>.bin as checked files (checked-file.ts):
 * a corrupt entry is a miss, rendered and replaced. Entries the build did not use and that
 * are older than a day are removed at its end, as the compressed copies are. Turned off
 * with the page data cache (APIDOCS_PAGE_CACHE=off, or APIDOCS_MODEL_CACHE=off).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { PageLinks } from '../render/extract-links.ts';
import type { SiteData } from '../site/site-data.ts';
import { codeVersion } from '../release/release-cache.ts';
import { readChecked, writeChecked } from './checked-file.ts';

/** What the cache keeps of a rendered page. */
export interface RenderedPage {
  /** The page's app markup (renderPage), which its HTML document wraps. */
  appHtml: string;
  /** Its Markdown copy, or null (a page kind without one). */
  markdown: string | null;
  /** The sha256 of the HTML document `links` were read from. */
  document: string;
  links: PageLinks;
}

export interface RenderCache {
  /** The key of a page's render, from the full digest of its serialized data. */
  key(dataDigest: string): string;
  read(key: string): RenderedPage | null;
  write(key: string, page: RenderedPage): void;
  /** Removes entries this build did not use that are older than MAX_UNUSED_AGE_MS. */
  prune(): Promise<void>;
  /** Pages this build took from the cache and pages it rendered (the render phase's summary). */
  readonly counts: { reused: number; rendered: number };
}

/** An entry unused for this long by the build that prunes is removed. */
const MAX_UNUSED_AGE_MS = 24 * 60 * 60 * 1000;
/** Bumped when the entry layout changes. */
const FORMAT = 'apidocs-rendered-1';

/** The sha256 of an HTML document, as entries record it. */
export function documentDigest(html: string): string {
  return crypto.createHash('sha256').update(html).digest('hex');
}

/**
 * The render cache for pages rendered with `serverSite` by the code of digest `code` under a
 * cache root, or null when it cannot be created.
 */
export function openRenderCache(cacheRoot: string, serverSite: SiteData, code = codeVersion()): RenderCache | null {
  const dir = path.join(cacheRoot, 'rendered');
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    return null;
  }
  const siteDigest = crypto.createHash('sha256').update(JSON.stringify(serverSite)).digest('hex');
  const prefix = `${FORMAT}\0${code}\0${process.env.NODE_ENV ?? ''}\0${siteDigest}\0`;
  const used = new Set<string>();
  const counts = { reused: 0, rendered: 0 };
  const entry = (key: string) => path.join(dir, `${key}.bin`);
  return {
    counts,
    key: (dataDigest) => crypto.createHash('sha256').update(prefix).update(dataDigest).digest('hex'),
    read(key) {
      const body = readChecked(entry(key));
      if (!body) return null;
      try {
        const value = v8.deserialize(body) as { format?: string; page?: RenderedPage };
        if (value.format !== FORMAT || typeof value.page?.appHtml !== 'string') return null;
        used.add(key);
        counts.reused++;
        return value.page;
      } catch {
        return null;
      }
    },
    write(key, page) {
      // A key read this build is a cached page whose links were read anew, not a render.
      if (!used.has(key)) counts.rendered++;
      used.add(key);
      writeChecked(entry(key), v8.serialize({ format: FORMAT, page }));
    },
    async prune() {
      const now = Date.now();
      for (const name of await fs.promises.readdir(dir).catch(() => [])) {
        if (used.has(name.slice(0, -'.bin'.length))) continue;
        const full = path.join(dir, name);
        const stat = await fs.promises.stat(full).catch(() => null);
        if (stat && now - stat.mtimeMs > MAX_UNUSED_AGE_MS) await fs.promises.rm(full, { force: true });
      }
    },
  };
}
