import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preferredPath, validPreferences } from '../../src/client/router/preferred-release.ts';

const site = {
  baseUrl: '/api-docs/',
  releases: { lnd: ['v0.21.2-beta', 'v0.20.3-beta'], loop: ['v0.34.0-beta'] },
  routes: {
    '/api-docs/api/lnd/': 'a',
    '/api-docs/api/lnd/lightning/get-info/': 'b',
    '/api-docs/api/lnd/lightning/send-onion-message/': 'c',
    '/api-docs/api/lnd/v0.20.3-beta/': 'd',
    '/api-docs/api/lnd/v0.20.3-beta/lightning/get-info/': 'e',
  },
};

test('stored preferences are checked against the pinned releases', () => {
  assert.deepEqual(validPreferences('{"lnd":"v0.20.3-beta","loop":"v0.1.0","gone":"v1"}', site.releases), {
    lnd: 'v0.20.3-beta',
  });
  assert.deepEqual(validPreferences('not json', site.releases), {});
  assert.deepEqual(validPreferences('["lnd"]', site.releases), {});
  assert.deepEqual(validPreferences('{"__proto__":"v0.20.3-beta","lnd":7}', site.releases), {});
  assert.deepEqual(validPreferences(null, site.releases), {});
});

test('a link into the newest release leads to the preferred release when it has the page', () => {
  const prefs = { lnd: 'v0.20.3-beta' };
  assert.equal(
    preferredPath('/api-docs/api/lnd/lightning/get-info/', site, prefs),
    '/api-docs/api/lnd/v0.20.3-beta/lightning/get-info/',
  );
  assert.equal(preferredPath('/api-docs/api/lnd/', site, prefs), '/api-docs/api/lnd/v0.20.3-beta/');
  assert.equal(
    preferredPath('/api-docs/api/lnd/lightning/send-onion-message/', site, prefs),
    '/api-docs/api/lnd/lightning/send-onion-message/',
    'not in v0.20.3-beta: the newest page',
  );
  assert.equal(
    preferredPath('/api-docs/api/lnd/v0.20.3-beta/', site, prefs),
    '/api-docs/api/lnd/v0.20.3-beta/',
    'already a release path',
  );
  assert.equal(
    preferredPath('/api-docs/api/lnd/lightning/get-info/', site, { lnd: 'v0.21.2-beta' }),
    '/api-docs/api/lnd/lightning/get-info/',
    'newest preferred',
  );
  assert.equal(preferredPath('/api-docs/api/loop/', site, prefs), '/api-docs/api/loop/', 'another daemon');
  assert.equal(preferredPath('/api-docs/search/', site, prefs), '/api-docs/search/');
});
