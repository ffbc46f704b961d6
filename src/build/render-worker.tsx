/**
 * A render worker (see render-pool.ts): server-renders batches of pages into their HTML
 * documents, reads each back for its ids and links, and makes its Markdown copy, exactly as
 * the main thread would.
 */
import { parentPort } from 'node:worker_threads';
import { pageMarkdown } from '../export/markdown/page-markdown.ts';
import { extractLinks } from '../render/extract-links.ts';
import { type DocumentAssets, htmlDocument } from '../render/html-document.ts';
import { renderPage } from '../render/render-page.tsx';
import type { SiteData } from '../site/site-data.ts';
import type { RenderJob, RenderOutcome, RenderRequest } from './render-pool.ts';

let setup: { site: SiteData; assets: DocumentAssets; noIndex: boolean } | undefined;

parentPort!.on('message', (request: RenderRequest) => {
  if (request.type === 'init') {
    setup = { site: request.site, assets: request.assets, noIndex: request.noIndex };
    return;
  }
  parentPort!.postMessage({ id: request.id, outcomes: request.jobs.map(render) });
});

function render(job: RenderJob): RenderOutcome {
  if (!setup) return { path: job.page.path, ok: false, error: 'Internal error: render worker used before init' };
  const result = renderPage(setup.site, job.page);
  if (!result.ok) return { path: job.page.path, ok: false, error: result.error.stack ?? result.error.message };
  const html = htmlDocument({
    page: job.page,
    appHtml: result.html,
    chunk: job.chunk,
    assets: setup.assets,
    noIndex: setup.noIndex,
  });
  // The Markdown copy is made here too, beside the HTML: in parallel, while the main thread writes.
  return {
    path: job.page.path,
    ok: true,
    appHtml: result.html,
    links: extractLinks(html),
    markdown: pageMarkdown(job.page),
  };
}
