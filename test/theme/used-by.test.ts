/** "Used by" as the server renders it: the page's own RPC is never folded away. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageData } from '../../src/site/page-data.ts';
import { RouteProvider } from '../../src/theme/contexts.tsx';
import { UsedBy } from '../../src/theme/components/UsedBy.tsx';

const links = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: `Rpc${i + 1}`, href: `/api-docs/api/demo/demo/rpc-${i + 1}/` }));
const render = (path: string, count: number) =>
  renderToStaticMarkup(
    createElement(RouteProvider, { value: { path } as PageData }, createElement(UsedBy, { links: links(count) })),
  );

test("the page's own RPC comes first, unlinked, so 'and N more' holds only other RPCs", () => {
  const html = render('/api-docs/api/demo/demo/rpc-7/', 7);
  assert.match(
    html,
    /^<div class="used-by">Used by: <strong>Rpc7<\/strong>, <a href="\/api-docs\/api\/demo\/demo\/rpc-1\/">Rpc1<\/a>/,
  );
  const folded = html.slice(html.indexOf('<details'));
  assert.match(folded, /<summary>and 1 more<\/summary><a href="\/api-docs\/api\/demo\/demo\/rpc-6\/">Rpc6<\/a>/);
  assert.doesNotMatch(folded, /Rpc7/, 'the fold does not open on the page one is reading');
});

test('on another page (a type page) the order is the sidebar order and every RPC is a link', () => {
  const html = render('/api-docs/api/demo/types/thing/', 7);
  assert.equal((html.match(/<a href/g) ?? []).length, 7);
  assert.match(html, /Used by: <a href="[^"]*rpc-1\/">Rpc1<\/a>/);
  assert.match(html.slice(html.indexOf('<details')), />Rpc7</);
});
