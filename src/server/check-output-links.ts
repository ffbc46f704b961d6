/**
 * `apidocs check-links` as a function: reads every HTML page of a finished output folder
 * with the build's HTML parser (extractLinks) and runs the build's pure link check over
 * them, so the command and the build's link phase cannot disagree. Precompressed copies
 * (.br/.gz) are not files of the site and are skipped. Pages are parsed on two threads:
 * batches alternate between this one and a worker (see src/build/link-extraction.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isPrecompressedCopy } from '../build/compress.ts';
import { yieldToEventLoop } from '../build/output-dir.ts';
import { WORKER_MIN_PAGES, inlineLinkExtraction, workerLinkExtraction } from '../build/link-extraction.ts';
import { type BrokenLink, type PageLinkInfo, checkLinks } from '../site/check-links.ts';
import { ApidocsError } from '../shared/errors.ts';
import { listServable } from './site-generation.ts';

/** Pages in a row handed to one thread before the other takes the next ones. */
const SHARE = 8;

export interface OutputLinkReport {
  /** Entries of the folder that are not checked and not served (dangling or outward symbolic links), with the reason. */
  skipped: { relative: string; reason: string }[];
  pages: number;
  /** Internal links checked (as written, per page, duplicates on a page counted once). */
  links: number;
  /** Other files of the site (assets, data, images). */
  files: number;
  broken: BrokenLink[];
}

/** The URL path a browser uses for an output file: x/index.html -> /base/x/, 404.html -> /base/404.html, assets stay as they are. */
export function urlOfOutputFile(baseUrl: string, file: string): string {
  if (file === 'index.html') return baseUrl;
  if (file.endsWith('/index.html')) return `${baseUrl}${file.slice(0, -'index.html'.length)}`;
  return `${baseUrl}${file}`;
}

/** Checks every internal href, src and #fragment of the HTML pages under `dir`. */
export async function checkOutputLinks(dir: string, baseUrl: string): Promise<OutputLinkReport> {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new ApidocsError(`${dir} is not a folder`, {
      location: dir,
      hint: 'Run apidocs build first and pass its output folder: apidocs check-links build',
    });
  }
  // What `apidocs serve` would serve: a dangling link or a link out of the folder is reported, not read.
  const { files: listed, skipped } = await listServable(fs.realpathSync(dir));
  const siteFiles = listed.map((file) => file.relative).filter((f) => !isPrecompressedCopy(f));
  const htmlFiles = siteFiles.filter((f) => f.endsWith('.html'));
  if (htmlFiles.length === 0) {
    throw new ApidocsError(`no HTML pages in ${dir}`, {
      location: dir,
      hint: 'Pass the output folder of apidocs build (the one holding index.html).',
    });
  }
  const pages = await extractAll(dir, baseUrl, htmlFiles);
  const files = new Set(siteFiles.filter((f) => !f.endsWith('.html')).map((f) => urlOfOutputFile(baseUrl, f)));
  const broken = checkLinks(pages, files);
  const links = [...pages.values()].reduce((n, page) => n + new Set(page.links).size, 0);
  return { skipped, pages: pages.size, links, files: files.size, broken };
}

/** Ids and links of every page, by URL path, in file order. */
async function extractAll(dir: string, baseUrl: string, htmlFiles: string[]): Promise<Map<string, PageLinkInfo>> {
  const inline = inlineLinkExtraction();
  const worker = htmlFiles.length >= WORKER_MIN_PAGES ? workerLinkExtraction() : inline;
  for (const [index, file] of htmlFiles.entries()) {
    // Yielding lets the worker's batches go out while this thread parses its own.
    if (index % SHARE === 0) await yieldToEventLoop();
    const extraction = Math.floor(index / SHARE) % 2 === 0 ? inline : worker;
    extraction.add(urlOfOutputFile(baseUrl, file), readPage(path.join(dir, file)));
  }
  const [mine, theirs] = await Promise.all([inline.finish(), worker === inline ? new Map() : worker.finish()]);
  return new Map(
    htmlFiles.map((file) => urlOfOutputFile(baseUrl, file)).map((url) => [url, (mine.get(url) ?? theirs.get(url))!]),
  );
}

/** A page's HTML; one that vanished since it was listed reads as an empty page (its links are then missing, not a crash). */
function readPage(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The summary line: pages, links, files, broken. */
export function formatLinkSummary(report: OutputLinkReport, ms: number): string {
  const broken = report.broken.length === 0 ? 'none broken' : `${report.broken.length} broken`;
  return `checked ${report.links} internal links on ${report.pages} pages (${report.files} other files): ${broken} (${Math.round(ms)} ms)`;
}
