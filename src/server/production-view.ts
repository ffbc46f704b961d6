/**
 * The production view of a build (`apidocs serve`): one generation of the output folder
 * held in memory (site-generation.ts) answers every request; precompressed .br/.gz copies
 * are chosen by Accept-Encoding; hashed assets are cached for a year, everything else
 * revalidated.
 *
 * Rebuilds are invisible to readers. Once a second the view looks at the folder
 * (folderSignature). A new folder swapped in by `apidocs build` is loaded at once; an
 * update in place (rsync or cp into the folder) first has to stay quiet for one more
 * look, so a copy in progress is not taken. The new generation is loaded beside the old
 * one, which goes on answering; it replaces the old one only if the folder did not change
 * while it loaded and every page's hashed assets (bundle, stylesheet, site data, page
 * data) are there. A page and the data it loads therefore always come from the same
 * build. The previous generation's hashed files stay available until the next switch,
 * so a tab opened before a rebuild can still fetch the data and chunks it refers to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Encoding, negotiateEncoding } from './accept-encoding.ts';
import { isHashedAsset } from './hashed-asset.ts';
import { ENCODING_SUFFIX, sendNotFoundPage } from './not-found-page.ts';
import { cacheControlFor } from './response-headers.ts';
import { type ServedFile, sendServedFile } from './send-file.ts';
import { type Generation, type GenerationLimits, folderSignature, loadGeneration } from './site-generation.ts';
import type { SiteView } from './site-view.ts';

/** How often (ms) the view checks whether the served folder holds a new build. */
export const REPLACED_CHECK_MS = 1000;

export interface ProductionViewOptions {
  /** Where the site is mounted (/api-docs/): pages refer to their assets under it. */
  baseUrl: string;
  /** Check interval in ms (REPLACED_CHECK_MS); 0 checks only when refresh() is called. */
  pollMs?: number;
  /** Messages about switching builds (stderr in the CLI). */
  write?: (line: string) => void;
  limits?: GenerationLimits;
}

export interface ProductionView extends SiteView {
  /** Looks at the folder now and switches to a new, complete build; true when it switched. */
  refresh(): Promise<boolean>;
  /** Stops checking the folder. */
  close(): void;
  /** How many generations have been served (1 at start). */
  readonly generations: number;
}

/** Loads the build in `root` and serves it, following later builds (see above). */
export async function productionView(root: string, options: ProductionViewOptions): Promise<ProductionView> {
  const write = options.write ?? (() => {});
  let current = await loadGeneration(root, options.limits);
  /** Hashed files of the previous generation that the current one lacks (memory-held only). */
  let retired = new Map<string, ServedFile>();
  /** A signature seen once: an in-place update is taken when the next look sees it again. */
  let pending: string | null = null;
  /** A signature whose build was incomplete: not loaded again until the folder changes. */
  let rejected: string | null = null;
  let generations = 1;
  let running: Promise<boolean> | null = null;

  const check = async (): Promise<boolean> => {
    const seen = folderSignature(root, current.dirs);
    if (seen === current.signature || seen === rejected) return false;
    const replaced = seen.split('|')[0] !== current.signature.split('|')[0];
    if (!replaced && seen !== pending) {
      pending = seen;
      return false;
    }
    pending = null;
    let next: Generation;
    try {
      next = await loadGeneration(root, options.limits);
    } catch {
      return false; // the folder is missing or has no index.html: keep serving, look again later
    }
    if (folderSignature(root, next.dirs) !== next.signature) return false; // changed while loading
    const missing = missingAssets(next, options.baseUrl);
    if (missing.length > 0) {
      rejected = seen;
      write(
        `warning: still serving the previous build: the new one in ${root} is incomplete (${missing[0]}${missing.length > 1 ? ` and ${missing.length - 1} more` : ''})`,
      );
      return false;
    }
    retired = retiredFiles(current, next);
    current = next;
    rejected = null;
    generations++;
    write(`serving the new build in ${root} (${next.files.size} files)`);
    return true;
  };
  const refresh = () => {
    running ??= check().finally(() => (running = null));
    return running;
  };
  const timer = options.pollMs === 0 ? null : setInterval(() => void refresh(), options.pollMs ?? REPLACED_CHECK_MS);
  timer?.unref();

  const lookup = (file: string): ServedFile | undefined => current.files.get(file) ?? retired.get(file);
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => sendNotFoundPage(req, res, current.notFound);
  return {
    hasFile: (file) => lookup(file) !== undefined,
    get csp() {
      return current.csp;
    },
    sendNotFound,
    sendFile(req, res, file) {
      const generation = current;
      const original = lookup(file);
      if (!original) return sendNotFound(req, res);
      // A range counts the bytes of the original, so ranges are always answered from it.
      const encoding: Encoding | null =
        req.headers.range === undefined ? negotiateEncoding(header(req, 'accept-encoding')) : null;
      const copy = encoding ? lookup(`${file}${ENCODING_SUFFIX[encoding]}`) : undefined;
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', cacheControlFor(file, 'production'));
      sendServedFile(req, res, copy ?? original, {
        encoding: copy ? encoding : null,
        realRoot: generation.realRoot,
        onMissing: () => sendNotFound(req, res),
      });
    },
    refresh,
    close() {
      if (timer) clearInterval(timer);
    },
    get generations() {
      return generations;
    },
  };
}

/** Hashed files of `previous` held in memory that `next` does not have (and their .br/.gz copies). */
function retiredFiles(previous: Generation, next: Generation): Map<string, ServedFile> {
  const kept = new Map<string, ServedFile>();
  for (const [file, served] of previous.files) {
    if (served.body && isHashedAsset(file.replace(/\.(br|gz)$/, '')) && !next.files.has(file)) kept.set(file, served);
  }
  return kept;
}

/**
 * Hashed assets that a page of the generation refers to in its head (stylesheet, bundle,
 * site data, its data chunk) but that the generation lacks, as "page -> asset".
 */
export function missingAssets(generation: Generation, baseUrl: string): string[] {
  const missing: string[] = [];
  for (const [file, served] of generation.files) {
    if (!file.endsWith('.html') || !served.body) continue;
    const end = served.body.indexOf('</head>');
    const head = served.body.subarray(0, end === -1 ? served.body.length : end).toString('latin1');
    for (const [, url] of head.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      if (!url!.startsWith(baseUrl) || !isHashedAsset(url!)) continue;
      const relative = url!.slice(baseUrl.length).split(/[?#]/)[0]!;
      if (!generation.files.has(relative)) missing.push(`${file} -> ${url}`);
    }
  }
  return missing;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}
