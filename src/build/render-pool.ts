/**
 * Server rendering on worker threads. React's renderToString is pure CPU, one page at a
 * time, and the full site (every release) has about 850 pages: on a full build the pages
 * are rendered (and read back for their links) by one worker per core while the main
 * thread writes and compresses what comes back. Small builds (watch mode, the fixture
 * site) render inline, where starting workers would cost more than it saves. Workers and
 * main thread run the same renderPage and htmlDocument, so the output is the same.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { DocumentAssets } from '../render/html-document.ts';
import type { PageLinks } from '../render/extract-links.ts';
import type { PageData } from '../site/page-data.ts';
import type { SiteData } from '../site/site-data.ts';
import { askWorker, startWorkers } from '../shared/worker-script.ts';

/**
 * One page to render: its data and the URL of its chunk. Its outcome is the page's app markup
 * (the main thread wraps it in the same HTML document, keeping the markup for the render
 * cache), with the ids and links read back from that document and its Markdown copy.
 */
export interface RenderJob {
  page: PageData;
  chunk: string;
}

export type RenderOutcome =
  | { path: string; ok: true; appHtml: string; links: PageLinks; markdown: string | null }
  | { path: string; ok: false; error: string };

export type RenderRequest =
  | { type: 'init'; site: SiteData; assets: DocumentAssets; noIndex: boolean }
  | { type: 'batch'; id: number; jobs: RenderJob[] };

export interface RenderPool {
  /**
   * Renders the jobs; `onOutcome` is called for each page as results arrive (in no
   * particular order). Resolves when every job is answered.
   */
  render(
    setup: { site: SiteData; assets: DocumentAssets; noIndex: boolean },
    jobs: RenderJob[],
    onOutcome: (outcome: RenderOutcome) => void,
  ): Promise<void>;
  close(): Promise<void>;
}

/** Below this many pages a build renders inline. */
export const POOL_MIN_PAGES = 100;
/** Pages per message: small enough to balance two workers, large enough to keep messages few. */
const BATCH_SIZE = 6;
const WORKER_ENTRY = fileURLToPath(new URL('./render-worker.tsx', import.meta.url));

/** Starts the workers now (bundling their code takes a moment) so they are ready for the render phase. */
export function startRenderPool(size = Math.max(1, Math.min(4, os.availableParallelism()))): RenderPool {
  const workers = startWorkers(WORKER_ENTRY, size);
  workers.catch(() => {}); // reported by render()
  return {
    async render(setup, jobs, onOutcome) {
      const pool = await workers;
      let next = 0;
      let batchId = 0;
      await Promise.all(
        pool.map(async (worker) => {
          worker.postMessage({ type: 'init', ...setup } satisfies RenderRequest);
          while (next < jobs.length) {
            const batch = jobs.slice(next, next + BATCH_SIZE);
            next += batch.length;
            const request: RenderRequest & { type: 'batch' } = { type: 'batch', id: ++batchId, jobs: batch };
            const answer = await askWorker<typeof request, { id: number; outcomes: RenderOutcome[] }>(
              worker,
              request,
              'a render worker',
            );
            for (const outcome of answer.outcomes) onOutcome(outcome);
          }
        }),
      );
    },
    async close() {
      const pool = await workers.catch(() => []);
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
