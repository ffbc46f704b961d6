import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MalformedChunkError, chunkProblem, validateChunk } from '../../src/client/router/validate-chunk.ts';
import type { MarkdownPage } from '../../src/site/page-data.ts';

const ROUTE = '/api-docs/markdown-page/';
const page: MarkdownPage = {
  kind: 'markdown',
  path: ROUTE,
  head: { title: 'Page | Site', description: '', canonical: 'https://x/api-docs/markdown-page/', noIndex: false },
  layout: 'plain',
  sidebar: 'tutorialSidebar',
  release: null,
  breadcrumbs: [],
  toc: [],
  prev: null,
  next: null,
  title: 'Page',
  html: '<p>x</p>',
};

describe('route chunk validation', () => {
  test('page data of the route passes', () => {
    assert.equal(chunkProblem(page, ROUTE), null);
    assert.equal(validateChunk(page, 'u.json', ROUTE), page);
  });

  test('each kind of problem is named', () => {
    assert.equal(chunkProblem([], ROUTE), 'expected a JSON object, got array');
    assert.match(
      chunkProblem({ ...page, kind: 'recipe' }, ROUTE)!,
      /^"kind" is "recipe", not one of home, markdown, search/,
    );
    assert.equal(
      chunkProblem({ ...page, path: '/api-docs/' }, ROUTE),
      `"path" is "/api-docs/", but the chunk was loaded for ${ROUTE}`,
    );
    assert.equal(chunkProblem({ ...page, head: null }, ROUTE), '"head.title" is missing');
    assert.equal(chunkProblem({ ...page, layout: 'wide' }, ROUTE), '"layout" is "wide", not "doc" or "plain"');
    assert.equal(chunkProblem({ ...page, toc: {} }, ROUTE), '"toc" of a markdown page must be an array, got object');
    assert.equal(
      chunkProblem({ ...page, html: undefined }, ROUTE),
      '"html" of a markdown page must be a string, got undefined',
    );
    assert.equal(
      chunkProblem({ ...page, prev: 'x' }, ROUTE),
      '"prev" of a markdown page must be an object or null, got string',
    );
  });

  test('the error names the chunk, the route and the fix', () => {
    assert.throws(
      () => validateChunk({ ...page, kind: undefined }, '/api-docs/assets/data/markdown-page.1.json', ROUTE),
      (error: unknown) =>
        error instanceof MalformedChunkError &&
        error.message.startsWith(
          'The route chunk /api-docs/assets/data/markdown-page.1.json of /api-docs/markdown-page/ is malformed: "kind" is undefined',
        ) &&
        error.message.includes('Rebuild the site with `apidocs build`'),
    );
  });
});
