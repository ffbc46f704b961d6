import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import type { BuildResult } from '../../src/build/build-site.ts';
import { contentSecurityPolicy } from '../../src/render/content-security-policy.ts';
import { documentAssets } from '../../src/build/prepare-site.ts';
import { loadContent } from '../../src/content/load-content.ts';
import type { RunningServer } from '../../src/server/listen.ts';
import { serveBuild } from '../../src/server/serve.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';
import { FIXTURE_SITE } from '../helpers/fixtures.ts';
import { rawRequest } from './http.ts';

const SENTINEL = 'apidocs-secret-outside-the-output-folder';

describe('apidocs serve over HTTP (fixture build)', () => {
  let build: BuildResult;
  let server: RunningServer;
  const get = (url: string, headers: Record<string, string> = {}) => rawRequest(server.origin, url, { headers });
  const file = (relative: string) => fs.readFileSync(path.join(build.outDir, relative));
  const asset = (pattern: RegExp) => {
    const name = fs.readdirSync(path.join(build.outDir, 'assets')).find((f) => pattern.test(f));
    assert.ok(name, `no asset matches ${pattern}`);
    return `assets/${name}`;
  };

  before(async () => {
    build = await fixtureBuild();
    // A file beside the output folder that no URL may reach.
    fs.writeFileSync(path.join(path.dirname(build.outDir), 'secret.txt'), SENTINEL);
    server = await serveBuild({ dir: build.outDir, host: '127.0.0.1', port: 0, baseUrl: '/api-docs/' });
  });
  after(() => server.close());

  test('the URL it prints is the base URL on the chosen port', () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/api-docs\/$/);
  });

  test('/ and /api-docs redirect to /api-docs/ with 301', async () => {
    for (const url of ['/', '/api-docs']) {
      const res = await get(url);
      assert.equal(res.status, 301, url);
      assert.equal(res.headers.location, '/api-docs/', url);
    }
  });

  test('a missing trailing slash, /x/index.html and /x.html are 301s to the clean path, query kept', async () => {
    const cases: [string, string][] = [
      ['/api-docs/api/demo', '/api-docs/api/demo/'],
      ['/api-docs/api/demo/demo/get-info', '/api-docs/api/demo/demo/get-info/'],
      ['/api-docs/search?q=thing', '/api-docs/search/?q=thing'],
      ['/api-docs/api/demo/index.html', '/api-docs/api/demo/'],
      ['/api-docs/index.html', '/api-docs/'],
      ['/api-docs/api/demo.html', '/api-docs/api/demo/'],
      ['/api-docs/markdown-page.html?x=1', '/api-docs/markdown-page/?x=1'],
    ];
    for (const [url, location] of cases) {
      const res = await get(url);
      assert.equal(res.status, 301, url);
      assert.equal(res.headers.location, location, url);
    }
  });

  test('pages are served as HTML with status 200', async () => {
    const res = await get('/api-docs/api/demo/demo/get-info/');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'text/html;charset=utf-8');
    assert.deepEqual(res.body, file('api/demo/demo/get-info/index.html'));
  });

  test('unknown paths get the not-found page with status 404', async () => {
    const notFound = file('404.html');
    for (const url of [
      '/api-docs/nope/',
      '/api-docs/api/demo/demo/nope/',
      '/api-docs/nope.html',
      '/api-docs/assets/',
      '/elsewhere',
      '/favicon.ico',
    ]) {
      const res = await get(url);
      assert.equal(res.status, 404, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.deepEqual(res.body, notFound, url);
    }
  });

  test('the not-found page is compressed too when accepted', async () => {
    const res = await get('/api-docs/nope/', { 'accept-encoding': 'br' });
    assert.equal(res.status, 404);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.deepEqual(zlib.brotliDecompressSync(res.body), file('404.html'));
  });

  test('hashed assets are cached for a year as immutable; HTML and unhashed files are revalidated', async () => {
    for (const relative of [
      asset(/^main\.[A-Z2-7]{8}\.js$/),
      asset(/^main\.[A-Z2-7]{8}\.css$/),
      asset(/^site-data\.[0-9a-f]{10}\.json$/),
    ]) {
      const res = await get(`/api-docs/${relative}`);
      assert.equal(res.status, 200, relative);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', relative);
    }
    for (const url of ['/api-docs/', '/api-docs/api/demo/', '/api-docs/img/logo.svg', '/api-docs/404.html']) {
      const res = await get(url);
      assert.equal(res.status, 200, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
  });

  test('HTML revalidation: a matching ETag gets 304 without a body', async () => {
    const first = await get('/api-docs/api/demo/');
    const etag = first.headers.etag;
    assert.ok(etag, 'an ETag is sent');
    const again = await get('/api-docs/api/demo/', { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  test('content types of assets', async () => {
    assert.match(
      String((await get(`/api-docs/${asset(/^main\.[A-Z2-7]{8}\.js$/)}`)).headers['content-type']),
      /^text\/javascript/,
    );
    assert.match(
      String((await get(`/api-docs/${asset(/^main\.[A-Z2-7]{8}\.css$/)}`)).headers['content-type']),
      /^text\/css/,
    );
    assert.match(String((await get('/api-docs/img/logo.svg')).headers['content-type']), /^image\/svg\+xml/);
  });

  test('security headers on every kind of response: CSP with the head script hash, nosniff, referrer policy, no framing', async () => {
    // The head script the build makes for the fixture's site.yaml, computed here from the config, not from the served HTML.
    const content = loadContent(
      FIXTURE_SITE,
      build.model.daemons.map((d) => d.id),
    );
    const fixtureScript = documentAssets(
      content,
      { js: '', css: '', jsPreloads: [], viewPreloads: {} as never, files: [] },
      '',
    ).headScript;
    const expected = contentSecurityPolicy(fixtureScript.cspHash, { forHeader: true });
    assert.ok(
      file('index.html').toString().includes(fixtureScript.cspHash.slice(1, -1)),
      'the page meta CSP carries the same hash',
    );
    for (const url of [
      '/api-docs/',
      '/api-docs/api/demo/demo/get-info/',
      `/api-docs/${asset(/^main\.[A-Z2-7]{8}\.js$/)}`,
      '/api-docs/nope/',
      '/',
      '/api-docs/%2e%2e/x',
    ]) {
      const res = await get(url);
      assert.equal(res.headers['content-security-policy'], expected, url);
      assert.match(expected, /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
      assert.match(expected, /frame-ancestors 'none'/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
    }
  });

  test('brotli and gzip copies are chosen by Accept-Encoding, with Vary: Accept-Encoding', async () => {
    for (const relative of [
      'api/demo/demo/get-info/index.html',
      asset(/^main\.[A-Z2-7]{8}\.js$/),
      asset(/^site-data\.[0-9a-f]{10}\.json$/),
    ]) {
      const url = relative.endsWith('index.html')
        ? `/api-docs/${relative.slice(0, -'index.html'.length)}`
        : `/api-docs/${relative}`;
      const original = file(relative);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(br.headers['content-encoding'], 'br', url);
      assert.equal(br.headers.vary, 'Accept-Encoding', url);
      assert.ok(br.body.length < original.length, `${url}: brotli is smaller`);
      assert.deepEqual(zlib.brotliDecompressSync(br.body), original, url);
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip', url);
      assert.deepEqual(zlib.gunzipSync(gz.body), original, url);
      const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
      assert.equal(refused.headers['content-encoding'], 'gzip', `${url}: br;q=0 is honoured`);
      const plain = await get(url);
      assert.equal(plain.headers['content-encoding'], undefined, url);
      assert.equal(plain.headers.vary, 'Accept-Encoding', url);
      assert.deepEqual(plain.body, original, url);
    }
  });

  test('Range requests follow RFC 9110: 206 with exactly the bytes asked for, suffix ranges from the end, 416 when unsatisfiable, malformed ones ignored', async () => {
    const relative = 'api/demo/demo/get-info/index.html';
    const url = '/api-docs/api/demo/demo/get-info/';
    const bytes = file(relative);
    const size = bytes.length;
    const whole = await get(url);
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    const partial: [string, number, number][] = [
      ['bytes=10-99', 10, 99],
      ['bytes=-100', size - 100, size - 1],
      ['bytes=0-', 0, size - 1],
      [`bytes=${size - 5}-${size + 1000}`, size - 5, size - 1],
      [`bytes=-${size + 1000}`, 0, size - 1],
      ['BYTES = 5-5', 5, 5],
      ['bytes=0-0,', 0, 0],
    ];
    for (const [range, start, end] of partial) {
      const res = await get(url, { range, 'accept-encoding': 'br, gzip' });
      assert.equal(res.status, 206, range);
      assert.equal(res.headers['content-range'], `bytes ${start}-${end}/${size}`, range);
      assert.equal(res.headers['content-encoding'], undefined, `${range}: ranges count the bytes of the original`);
      assert.deepEqual(res.body, bytes.subarray(start, end + 1), range);
      assert.equal(res.headers.etag, whole.headers.etag, range);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.equal(res.headers['content-security-policy'], whole.headers['content-security-policy']);
    }
    for (const range of [
      'bytes=100-50',
      `bytes=${size}-`,
      `bytes=${size + 10}-${size + 20}`,
      'bytes=-0',
      'bytes=99999999999999999999999-',
    ]) {
      const res = await get(url, { range });
      assert.equal(res.status, 416, range);
      assert.equal(res.headers['content-range'], `bytes */${size}`, range);
    }
    for (const range of [
      'bytes=abc',
      'bytes=',
      'bytes=1-2-3',
      'bytes=--5',
      'items=0-10',
      'bytes 0-10',
      'bytes=0-1,5-9',
      'bytes=-',
      'bytes=1.5-2',
    ]) {
      const res = await get(url, { range });
      assert.equal(res.status, 200, range);
      assert.deepEqual(res.body, bytes, range);
    }
    const stale = await get(url, { range: 'bytes=0-9', 'if-range': '"not-the-etag"' });
    assert.equal(stale.status, 200, 'If-Range that does not match: the whole file');
    const head = await rawRequest(server.origin, url, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    assert.equal(head.status, 200, 'only GET takes ranges');
  });

  test('If-None-Match: the ETag as sent, its strong form, a list holding it, or * answer 304; others 200', async () => {
    const url = '/api-docs/api/demo/';
    const etag = (await get(url)).headers.etag!;
    assert.match(etag, /^W\/"/);
    const strong = etag.slice(2);
    for (const header of [etag, strong, `"other", ${etag}`, `W/"x",${strong}`, '*', ` ${strong} `]) {
      const res = await get(url, { 'if-none-match': header });
      assert.equal(res.status, 304, header);
      assert.equal(res.body.length, 0, header);
      assert.equal(res.headers.etag, etag, header);
    }
    for (const header of ['"other"', 'W/"other", "more"', 'garbage', '']) {
      assert.equal((await get(url, { 'if-none-match': header })).status, 200, header);
    }
    const js = `/api-docs/${asset(/^main\.[A-Z2-7]{8}\.js$/)}`;
    const jsTag = (await get(js, { 'accept-encoding': 'br' })).headers.etag!;
    assert.equal(
      (await get(js, { 'accept-encoding': 'br', 'if-none-match': jsTag.slice(2) })).status,
      304,
      'compressed copies too',
    );
  });

  test('the precompressed copies themselves are not URLs of the site', async () => {
    const js = asset(/^main\.[A-Z2-7]{8}\.js$/);
    assert.equal((await get(`/api-docs/${js}.br`)).status, 404);
    assert.equal((await get('/api-docs/index.html.gz')).status, 404);
  });

  test('GET and HEAD only: other methods get 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await rawRequest(server.origin, '/api-docs/', { method });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.allow, 'GET, HEAD', method);
    }
    const head = await rawRequest(server.origin, '/api-docs/api/demo/', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(Number(head.headers['content-length']), file('api/demo/index.html').length);
  });

  test('no request reads a file outside the output folder', async () => {
    const attempts = [
      '/api-docs/../secret.txt',
      '/api-docs/../../package.json',
      '/api-docs/assets/../../secret.txt',
      '/api-docs/%2e%2e/secret.txt',
      '/api-docs/%2E%2E/secret.txt',
      '/api-docs/.%2e/secret.txt',
      '/api-docs/%2e%2e%2fsecret.txt',
      '/api-docs/assets%2f%2e%2e%2f%2e%2e%2fsecret.txt',
      '/api-docs/..%5csecret.txt',
      '/api-docs/..\\secret.txt',
      '/api-docs/%5c..%5csecret.txt',
      '/api-docs/../secret.txt%00.html',
      '/api-docs/secret.txt%00',
      '/api-docs/%00../secret.txt',
      '/api-docs/%252e%252e/secret.txt',
      '/api-docs/%252e%252e%252fsecret.txt',
      '/api-docs/%c0%ae%c0%ae/secret.txt',
      '/api-docs//../secret.txt',
      '/../secret.txt',
      '/api-docs/%',
    ];
    for (const url of attempts) {
      const res = await get(url);
      assert.ok(res.status === 400 || res.status === 404, `${url}: status ${res.status}`);
      assert.ok(!res.body.toString('latin1').includes(SENTINEL), `${url} leaked a file outside the output folder`);
      assert.ok(!res.body.toString('latin1').includes('"name": "apidocs"'), `${url} leaked package.json`);
    }
    assert.equal((await get('/api-docs/%2e%2e/secret.txt')).status, 400, 'dot segments are bad requests');
  });
});
