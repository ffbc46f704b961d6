import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveIndexUrl } from '../../src/client/search/index-url.ts';

describe('search index address', () => {
  const page = 'https://docs.example.com/api-docs/api/lnd/';
  const origin = 'https://docs.example.com';

  test('is resolved against the page (or the index file)', () => {
    assert.equal(
      resolveIndexUrl('/api-docs/search-index-current-default.0123456789.json', page, origin).href,
      'https://docs.example.com/api-docs/search-index-current-default.0123456789.json',
    );
    assert.equal(
      resolveIndexUrl(
        'search-content-current-default.abc.json',
        'https://docs.example.com/api-docs/search-index-current-default.x.json',
        origin,
      ).href,
      'https://docs.example.com/api-docs/search-content-current-default.abc.json',
    );
  });

  test('on another origin it is refused with "Unexpected version url"', () => {
    for (const address of [
      'https://evil.example/search-index.json',
      '//evil.example/search-index.json',
      'http://docs.example.com/api-docs/x.json',
      'https://docs.example.com:8443/x.json',
    ]) {
      assert.throws(() => resolveIndexUrl(address, page, origin), /^Error: Unexpected version url: /, address);
    }
  });
});
