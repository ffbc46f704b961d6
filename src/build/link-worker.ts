/**
 * The link extraction worker (see link-extraction.ts): answers each batch of rendered pages
 * with their ids and links, in the order received.
 */
import { parentPort } from 'node:worker_threads';
import { extractLinks } from '../render/extract-links.ts';
import type { PageHtml, PageLinksOf } from './link-extraction.ts';

parentPort!.on('message', (batch: PageHtml[]) => {
  const answer: PageLinksOf[] = batch.map(({ path, html }) => ({ path, links: extractLinks(html) }));
  parentPort!.postMessage(answer);
});
