import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { headScript } from '../../src/render/head-script.ts';
import { htmlDocument } from '../../src/render/html-document.ts';
import { negotiateEncoding } from '../../src/server/accept-encoding.ts';
import { cspForHtml, inlineScripts, scriptHash } from '../../src/server/build-csp.ts';
import { isHashedAsset } from '../../src/server/hashed-asset.ts';
import { CACHE_FOREVER, CACHE_NONE, CACHE_REVALIDATE, cacheControlFor } from '../../src/server/response-headers.ts';

describe('isHashedAsset: the one rule for content-hashed file names', () => {
  test('esbuild base32 hashes and the build hex hashes count', () => {
    for (const file of [
      'assets/main.IWE3Z5GZ.js',
      'assets/chunk.ABCDEFGH.js',
      'assets/main.IWE3Z5GZ.css',
      'assets/site-data.976e68076f.json',
      'assets/data/api-lnd-lightning-get-info.6dfa53b5d7.json',
      'search-index.0123456789abcdef.json',
      '/api-docs/assets/main.IWE3Z5GZ.js',
    ]) {
      assert.ok(isHashedAsset(file), file);
    }
  });

  test('names without a whole 8+ character hash part do not', () => {
    for (const file of [
      'index.html',
      'api/lnd/index.html',
      'img/logo.svg',
      'assets/site-data.dev.json',
      'assets/data/home.dev.json',
      'assets/main.IWE3Z5G.js',
      'img/screenshot.final.png',
      'assets/main.iwe3z5gz.js',
      'deadbeef12/index.html',
      'x.DEADBEEF1',
      'assets.ABCDEFGH/readme.txt',
    ]) {
      assert.ok(!isHashedAsset(file), file);
    }
  });
});

describe('cacheControlFor', () => {
  test('hashed assets are immutable for a year, HTML and other files revalidate, development stores nothing else', () => {
    assert.equal(cacheControlFor('assets/main.IWE3Z5GZ.js', 'production'), 'public, max-age=31536000, immutable');
    assert.equal(CACHE_FOREVER, 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('api/lnd/index.html', 'production'), CACHE_REVALIDATE);
    assert.equal(cacheControlFor('img/logo.svg', 'production'), CACHE_REVALIDATE);
    assert.equal(
      cacheControlFor('assets/main.IWE3Z5GZ.js', 'development'),
      CACHE_FOREVER,
      'a changed bundle gets a new name',
    );
    assert.equal(cacheControlFor('assets/data/home.dev.json', 'development'), CACHE_NONE);
    assert.equal(cacheControlFor('api/lnd/index.html', 'development'), CACHE_NONE);
  });
});

describe('negotiateEncoding', () => {
  test('prefers brotli, then gzip, honours q-values and q=0', () => {
    assert.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(negotiateEncoding('gzip, deflate'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    assert.equal(negotiateEncoding('BR'), 'br');
    assert.equal(negotiateEncoding('x-gzip'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('identity'), null);
    assert.equal(negotiateEncoding('gzip;q=0, br;q=0'), null);
    assert.equal(negotiateEncoding('brotli-ish, xgzip'), null, 'no substring matches');
    assert.equal(negotiateEncoding(''), null);
    assert.equal(negotiateEncoding(undefined), null);
  });
});

describe('the CSP header of a build', () => {
  const script = headScript({
    baseUrl: '/api-docs/',
    defaultMode: 'light',
    announcementId: 'a-1',
    baseUrlBanner: true,
  });
  const page = htmlDocument({
    page: { kind: 'home', head: { title: 'T', description: 'D', canonical: 'https://x/api-docs/' } } as never,
    appHtml: '<p>hi</p>',
    chunk: '/api-docs/assets/data/home.0123456789.json',
    assets: {
      js: '/api-docs/assets/main.ABCDEFGH.js',
      css: '/api-docs/assets/main.ABCDEFGH.css',
      jsPreloads: [],
      viewPreloads: { home: [] } as never,
      siteData: '/api-docs/assets/site-data.0123456789.json',
      favicon: '/api-docs/img/f.svg',
      defaultMode: 'light',
      headScript: script,
    },
    noIndex: false,
  });

  test('finds the one inline script of a page (not the module script) and hashes it like the build', () => {
    assert.deepEqual(inlineScripts(page), [script.code]);
    assert.equal(scriptHash(script.code), script.cspHash);
  });

  test('the header policy allows exactly that script and forbids framing', () => {
    const csp = cspForHtml(page);
    assert.match(csp, new RegExp(`script-src 'self' ${script.cspHash.replace(/[+/]/g, '\\$&')};`));
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
    assert.equal(
      cspForHtml('<html><head></head></html>').includes("script-src 'self';"),
      true,
      'no inline script: self only',
    );
  });
});
