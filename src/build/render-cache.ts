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
 * a corrupt entry is a miss, rendered and replaced. A build keeps the entries it used and as
 * many of the newest others, and removes the rest: the cache holds about two sites (the real
 * one: about 145 MB each); a code edit makes every key new. Turned off
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
  /**
   * Keeps the entries this build used and as many others, the newest (a second site: the
   * other checkout, the other content, the code before an edit), and removes the rest.
   */
  prune(): Promise<void>;
  /** Pages this build took from the cache and pages it rendered (the render phase's summary). */
  readonly counts: { reused: number; rendered: number };
}

/** An entry written this recently may be another build's, running now: never pruned. */
const IN_USE_MS = 10 * 60 * 1000;

/** An entry as stored: the texts as UTF-8 bytes (V8 would store most pages' text as UTF-16). */
interface StoredPage {
  format: string;
  appHtml: Buffer;
  markdown: Buffer | null;
  document: string;
  links: PageLinks;
}
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
        const value = v8.deserialize(body) as Partial<StoredPage>;
        if (value.format !== FORMAT || !Buffer.isBuffer(value.appHtml) || !value.links) return null;
        used.add(key);
        counts.reused++;
        const { appHtml, markdown, document, links } = value as StoredPage;
        return { appHtml: appHtml.toString(), markdown: markdown?.toString() ?? null, document, links };
      } catch {
        return null;
      }
    },
    write(key, page) {
      // A key read this build is a cached page whose links were read anew, not a render.
      if (!used.has(key)) counts.rendered++;
      used.add(key);
      const stored: StoredPage = {
        format: FORMAT,
        appHtml: Buffer.from(page.appHtml),
        markdown: page.markdown === null ? null : Buffer.from(page.markdown),
        document: page.document,
        links: page.links,
      };
      writeChecked(entry(key), v8.serialize(stored));
    },
    async prune() {
      const unused: { file: string; mtime: number }[] = [];
      for (const name of await fs.promises.readdir(dir).catch(() => [])) {
        if (used.has(name.slice(0, -'.bin'.length))) continue;
        const file = path.join(dir, name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (stat) unused.push({ file, mtime: stat.mtimeMs });
      }
      const recent = Date.now() - IN_USE_MS;
      unused.sort((a, b) => b.mtime - a.mtime);
      for (const { file, mtime } of unused.slice(used.size))
        if (mtime < recent) await fs.promises.rm(file, { force: true });
    },
  };
}
