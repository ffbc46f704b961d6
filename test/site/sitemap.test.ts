import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type PlannedRoute, indexablePaths } from '../../src/site/plan-routes.ts';
import { robotsTxt, sitemapXml } from '../../src/site/sitemap.ts';

const route = (path: string, indexable?: boolean): PlannedRoute => ({
  path,
  docId: null,
  deps: [],
  ...(indexable === undefined ? {} : { indexable }),
  build: () => {
    throw new Error('not built in this test');
  },
});

test('only indexable routes go to the sitemap: an older release is left out by its flag', () => {
  const routes = [
    route('/api-docs/'),
    route('/api-docs/search/', false),
    route('/api-docs/api/lnd/'),
    route('/api-docs/api/lnd/v0.20.3-beta/lightning/get-info/', false),
  ];
  assert.deepEqual(indexablePaths(routes), ['/api-docs/', '/api-docs/api/lnd/']);
});

test('sitemap.xml lists absolute URLs, escaped', () => {
  assert.equal(
    sitemapXml(['https://x.example/api-docs/', 'https://x.example/api-docs/a&b/']),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '  <url><loc>https://x.example/api-docs/</loc></url>\n  <url><loc>https://x.example/api-docs/a&amp;b/</loc></url>\n</urlset>\n',
  );
});

test('robots.txt points at the sitemap, or keeps crawlers out with noIndex', () => {
  assert.equal(
    robotsTxt({ origin: 'https://x.example', baseUrl: '/api-docs/', noIndex: false }),
    'User-agent: *\nAllow: /api-docs/\n\nSitemap: https://x.example/api-docs/sitemap.xml\n',
  );
  assert.equal(
    robotsTxt({ origin: 'https://x.example', baseUrl: '/api-docs/', noIndex: true }),
    'User-agent: *\nDisallow: /api-docs/\n',
  );
});
