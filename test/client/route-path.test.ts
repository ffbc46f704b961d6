import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cleanPath, routeTarget } from '../../src/client/router/route-path.ts';

const ORIGIN = 'https://docs.example.com';
const ROUTES = { '/api-docs/': 'a', '/api-docs/api/lnd/': 'b', '/api-docs/404.html': 'c' };
const target = (href: string) => routeTarget(new URL(href, `${ORIGIN}/api-docs/`), ORIGIN, '/api-docs/', ROUTES);

describe('which URLs the client router shows', () => {
  test('route paths map to themselves', () => {
    assert.deepEqual(target('/api-docs/api/lnd/'), { route: '/api-docs/api/lnd/', pathname: '/api-docs/api/lnd/' });
    assert.deepEqual(target('/api-docs/api/lnd/?q=1#x'), {
      route: '/api-docs/api/lnd/',
      pathname: '/api-docs/api/lnd/',
    });
  });

  test('/index.html and .html paths are normalised to the clean path', () => {
    assert.equal(cleanPath('/api-docs/api/lnd/index.html', ROUTES), '/api-docs/api/lnd/');
    assert.equal(cleanPath('/api-docs/api/lnd.html', ROUTES), '/api-docs/api/lnd/');
    assert.equal(cleanPath('/api-docs/404.html', ROUTES), '/api-docs/404.html', 'a route ending in .html stays');
    assert.deepEqual(target('/api-docs/index.html'), { route: '/api-docs/', pathname: '/api-docs/' });
  });

  test('unknown page paths show the not-found route under their own URL', () => {
    assert.deepEqual(target('/api-docs/nope/'), { route: '/api-docs/404.html', pathname: '/api-docs/nope/' });
  });

  test('files, other origins and paths outside the base URL are left to the browser', () => {
    assert.equal(target('/api-docs/img/logo.svg'), null);
    assert.equal(target('/elsewhere/'), null);
    assert.equal(target('https://github.com/lightningnetwork/lnd'), null);
    assert.equal(
      routeTarget(new URL('/api-docs/nope/', ORIGIN), ORIGIN, '/api-docs/', { '/api-docs/': 'a' }),
      null,
      'no not-found route: full load',
    );
  });
});
