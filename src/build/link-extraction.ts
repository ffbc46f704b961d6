/**
 * Reading every rendered page back for its ids and links (for the link check) costs about a
 * second on the full site, a third of the render phase. On a full build that work goes to a
 * worker thread, on the core the main thread leaves idle while it renders; small builds
 * (watch mode, the fixture site) do it inline, where a worker's start-up (~0.4 s) would cost
 * more than it saves. Both run the same extractLinks, so the results are the same.
 */
import { fileURLToPath } from 'node:url';
import { type PageLinks, extractLinks } from '../render/extract-links.ts';
import { startWorkers } from '../shared/worker-script.ts';

/** A rendered page sent to the worker. */
export interface PageHtml {
  path: string;
  html: string;
}

/** The worker's answer for one page. */
export interface PageLinksOf {
  path: string;
  links: PageLinks;
}

export interface LinkExtraction {
  /** Hands over a rendered page (route path and HTML). */
  add(path: string, html: string): void;
  /** Every page's ids and links by route path, in the order the pages were added. */
  finish(): Promise<Map<string, PageLinks>>;
  /** Stops without results (the build failed). */
  close(): Promise<void>;
}

const WORKER_ENTRY = fileURLToPath(new URL('./link-worker.ts', import.meta.url));

/** Below this many pages, extraction runs inline. */
export const WORKER_MIN_PAGES = 100;
/** Pages per message: fewer messages, while the worker still starts early. */
const BATCH_SIZE = 8;

/** Extraction in the calling thread. */
export function inlineLinkExtraction(): LinkExtraction {
  const results = new Map<string, PageLinks>();
  return {
    add: (path, html) => results.set(path, extractLinks(html)),
    finish: async () => results,
    close: async () => {},
  };
}

/** Extraction on a worker thread, started now so it is ready when the first page comes. */
export function workerLinkExtraction(): LinkExtraction {
  const order: string[] = [];
  const results = new Map<string, PageLinks>();
  let batch: PageHtml[] = [];
  let failure: Error | undefined;
  let done: (() => void) | undefined;
  const settled = () => failure !== undefined || results.size === order.length;
  const fail = (error: Error) => {
    failure ??= error;
    done?.();
  };
  const started = startWorkers(WORKER_ENTRY, 1).then(([worker]) => {
    if (!worker) throw new Error('Internal error: no link worker started');
    worker.on('message', (answer: PageLinksOf[]) => {
      for (const { path, links } of answer) results.set(path, links);
      if (settled()) done?.();
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!settled()) fail(new Error(`the worker exited with code ${code}`));
    });
    return worker;
  });
  started.catch(fail);
  // Batches wait for the worker in the order they were flushed.
  const flush = () => {
    const pages = batch;
    batch = [];
    if (pages.length > 0)
      void started.then(
        (worker) => worker.postMessage(pages),
        () => {},
      );
  };
  const stop = () =>
    started.then(
      (worker) => worker.terminate(),
      () => {},
    );

  return {
    add(path, html) {
      order.push(path);
      batch.push({ path, html });
      if (batch.length === BATCH_SIZE) flush();
    },
    async finish() {
      flush();
      if (!settled()) await new Promise<void>((resolve) => (done = resolve));
      await stop();
      if (failure) throw new Error(`link extraction worker failed: ${failure.message}`, { cause: failure });
      return new Map(order.map((path) => [path, results.get(path)!]));
    },
    async close() {
      await stop();
    },
  };
}
