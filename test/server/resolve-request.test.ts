import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Resolution, resolveRequest } from '../../src/server/resolve-request.ts';

const FILES = new Set([
  'index.html',
  '404.html',
  'search/index.html',
  'api/lnd/index.html',
  'api/lnd/lightning/get-info/index.html',
  'assets/main.IWE3Z5GZ.js',
  'assets/main.IWE3Z5GZ.js.br',
  'assets/main.IWE3Z5GZ.js.gz',
  'img/logo.svg',
  'img/with space.svg',
  'downloads/archive.tar.gz',
]);
const resolve = (url: string): Resolution => resolveRequest(url, '/api-docs/', (file) => FILES.has(file));

describe('resolveRequest: URL rules of apidocs serve', () => {
  test('/ and the base URL without its slash redirect to the base URL, keeping the query', () => {
    assert.deepEqual(resolve('/'), { kind: 'redirect', location: '/api-docs/' });
    assert.deepEqual(resolve('/api-docs'), { kind: 'redirect', location: '/api-docs/' });
    assert.deepEqual(resolve('/api-docs?q=x'), { kind: 'redirect', location: '/api-docs/?q=x' });
  });

  test('a route path with its slash serves the folder index.html', () => {
    assert.deepEqual(resolve('/api-docs/'), { kind: 'file', file: 'index.html' });
    assert.deepEqual(resolve('/api-docs/api/lnd/lightning/get-info/'), {
      kind: 'file',
      file: 'api/lnd/lightning/get-info/index.html',
    });
    assert.deepEqual(resolve('/api-docs/search/?q=channel&ctx=x'), { kind: 'file', file: 'search/index.html' });
  });

  test('a missing trailing slash, /x/index.html and /x.html are redirects to the clean path', () => {
    assert.deepEqual(resolve('/api-docs/api/lnd'), { kind: 'redirect', location: '/api-docs/api/lnd/' });
    assert.deepEqual(resolve('/api-docs/search?q=a%20b'), { kind: 'redirect', location: '/api-docs/search/?q=a%20b' });
    assert.deepEqual(resolve('/api-docs/api/lnd/index.html'), { kind: 'redirect', location: '/api-docs/api/lnd/' });
    assert.deepEqual(resolve('/api-docs/index.html'), { kind: 'redirect', location: '/api-docs/' });
    assert.deepEqual(resolve('/api-docs/api/lnd.html'), { kind: 'redirect', location: '/api-docs/api/lnd/' });
    assert.deepEqual(resolve('/api-docs/api/lnd/lightning/get-info.html'), {
      kind: 'redirect',
      location: '/api-docs/api/lnd/lightning/get-info/',
    });
  });

  test('files are served by their exact (decoded) name; 404.html is a file of its own', () => {
    assert.deepEqual(resolve('/api-docs/assets/main.IWE3Z5GZ.js'), { kind: 'file', file: 'assets/main.IWE3Z5GZ.js' });
    assert.deepEqual(resolve('/api-docs/img/with%20space.svg'), { kind: 'file', file: 'img/with space.svg' });
    assert.deepEqual(resolve('/api-docs/404.html'), { kind: 'file', file: '404.html' });
    assert.deepEqual(
      resolve('/api-docs/downloads/archive.tar.gz'),
      { kind: 'file', file: 'downloads/archive.tar.gz' },
      'a real .gz file',
    );
  });

  test('unknown paths, folders without a page and precompressed copies are not found', () => {
    for (const url of [
      '/api-docs/nope/',
      '/api-docs/nope',
      '/api-docs/nope.html',
      '/api-docs/nope/index.html',
      '/api-docs/assets/',
      '/api-docs/assets',
      '/elsewhere/',
      '/favicon.ico',
      '/api-docsx/',
    ]) {
      assert.deepEqual(resolve(url), { kind: 'not-found' }, url);
    }
    assert.deepEqual(resolve('/api-docs/assets/main.IWE3Z5GZ.js.br'), { kind: 'not-found' });
    assert.deepEqual(resolve('/api-docs/assets/main.IWE3Z5GZ.js.gz'), { kind: 'not-found' });
  });

  test('traversal attempts are bad requests, however they are encoded', () => {
    const attempts = [
      '/api-docs/../package.json',
      '/api-docs/assets/../../package.json',
      '/api-docs/./index.html',
      '/api-docs/%2e%2e/package.json',
      '/api-docs/%2E%2E/package.json',
      '/api-docs/.%2e/package.json',
      '/api-docs/%2e%2e%2fpackage.json',
      '/api-docs/assets%2f..%2f..%2fpackage.json',
      '/api-docs/..%5cpackage.json',
      '/api-docs/..\\package.json',
      '/api-docs/index.html%00.js',
      '/api-docs/%00',
      '/api-docs//etc/passwd',
      '/api-docs/%',
      '/api-docs/%zz',
    ];
    for (const url of attempts) assert.equal(resolve(url).kind, 'bad-request', url);
  });

  test('double-encoded dots are decoded once only: a literal name that does not exist', () => {
    assert.deepEqual(resolve('/api-docs/%252e%252e/package.json'), { kind: 'not-found' });
    assert.deepEqual(resolve('/api-docs/%252e%252e%252fpackage.json'), { kind: 'not-found' });
  });

  test('a site mounted at / has no redirect loop', () => {
    const atRoot = (url: string) => resolveRequest(url, '/', (file) => FILES.has(file));
    assert.deepEqual(atRoot('/'), { kind: 'file', file: 'index.html' });
    assert.deepEqual(atRoot('/api/lnd'), { kind: 'redirect', location: '/api/lnd/' });
  });
});
