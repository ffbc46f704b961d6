import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { createChunkLoader } from '../../src/client/router/chunk-loader.ts';
import type { MarkdownPage } from '../../src/site/page-data.ts';

const ROUTE = '/api-docs/markdown-page/';
const page = (title: string): MarkdownPage => ({
  kind: 'markdown',
  path: ROUTE,
  head: { title, description: '', canonical: `https://x${ROUTE}`, noIndex: false },
  sidebar: 'tutorialSidebar',
  release: null,
  layout: 'plain',
  breadcrumbs: [],
  toc: [],
  prev: null,
  next: null,
  title,
  html: '<p>x</p>',
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Serves page(title) with the titles in turn, and records the requests. */
function serve(titles: string[]): { urls: string[]; modes: (RequestCache | undefined)[] } {
  const seen = { urls: [] as string[], modes: [] as (RequestCache | undefined)[] };
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    seen.urls.push(url);
    seen.modes.push(init?.cache);
    return new Response(JSON.stringify(page(titles.shift()!)));
  }) as typeof fetch;
  return seen;
}

test('a route is fetched once; forget() drops it so the next load fetches the new data', async () => {
  const seen = serve(['first', 'second']);
  const loader = createChunkLoader('/api-docs/', { [ROUTE]: 'dev' });
  assert.equal((await loader.load(ROUTE)).title, 'first');
  assert.equal((await loader.load(ROUTE)).title, 'first', 'held in memory');
  assert.equal(seen.urls.length, 1);
  loader.forget([ROUTE, '/api-docs/other/']);
  assert.equal(loader.has(ROUTE), false);
  assert.equal((await loader.load(ROUTE)).title, 'second');
  assert.equal(seen.urls.length, 2);
});

test('fresh loads bypass the memory and HTTP caches', async () => {
  const seen = serve(['first', 'second']);
  const loader = createChunkLoader('/api-docs/', { [ROUTE]: 'dev' });
  await loader.load(ROUTE);
  assert.equal((await loader.load(ROUTE, { fresh: true })).title, 'second');
  assert.deepEqual(seen.modes, ['default', 'reload']);
});
