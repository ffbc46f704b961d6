/** The link check as a pure function: pages, files, fragments, malformed escapes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkLinks, type PageLinkInfo } from '../../src/site/check-links.ts';
import { fragmentId } from '../../src/shared/fragment-id.ts';

const page = (links: string[], ids: string[] = []): PageLinkInfo => ({ ids: new Set(ids), links });

test('links reach pages, files and ids; the rest is reported with a reason', () => {
  const pages = new Map([
    ['/api-docs/', page(['/api-docs/a/#x', '/api-docs/a/#y', '/api-docs/a', '/api-docs/logo.svg', '/api-docs/nope/'])],
    ['/api-docs/a/', page([], ['x'])],
  ]);
  const broken = checkLinks(pages, new Set(['/api-docs/logo.svg']));
  assert.deepEqual(
    broken.map((b) => [b.link, b.reason]),
    [
      ['/api-docs/a', 'missing trailing slash: use /api-docs/a/'],
      ['/api-docs/a/#y', 'no element with id "y" on /api-docs/a/'],
      ['/api-docs/nope/', 'no page or file at /api-docs/nope/'],
    ],
  );
});

test('a malformed percent-escape is a broken link, not a crash', () => {
  const pages = new Map([['/api-docs/', page(['#%E0', '/api-docs/%E0/', '#caf%C3%A9'], ['%E0', 'café'])]]);
  const broken = checkLinks(pages, new Set());
  assert.deepEqual(
    broken.map((b) => [b.link, b.reason]),
    [['/api-docs/%E0/', 'malformed percent-escape in /api-docs/%E0/']],
  );
});

test('fragmentId decodes a fragment, and keeps one with a malformed escape as written', () => {
  assert.equal(fragmentId('#caf%C3%A9'), 'café');
  assert.equal(fragmentId('#lnrpc.getinforesponse-identity_pubkey'), 'lnrpc.getinforesponse-identity_pubkey');
  assert.equal(fragmentId('#%E0'), '%E0');
  assert.equal(fragmentId(''), '');
});
