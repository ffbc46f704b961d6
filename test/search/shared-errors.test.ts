/**
 * A message several RPCs return is one error document (its other pages in `o`): the corpus
 * of pages that share a message holds it once, and the engine ranks it on every page, in
 * page order after the likeliest RPC (the page the document sits on), while the dropdown
 * still shows one hit per title.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildEntries } from '../../src/search/build-index.ts';
import { namedAfter } from '../../src/search/canonical-pages.ts';
import { SearchEngine } from '../../src/search/search-engine.ts';
import { type IndexedDocument, type SearchCorpus, SharedErrors } from '../../src/search/search-documents.ts';
import type { SearchDocument } from '../../src/search/search-types.ts';
import { storeEntry } from '../../src/search/stored-entry.ts';
import type { MethodPage } from '../../src/site/page-data.ts';

type Fields = IndexedDocument<'title' | 'names' | 'text'>;

const page = (i: number, title: string): Fields => ({
  doc: { i, y: 0, t: title, u: `/api-docs/api/demo/demo/${title.toLowerCase()}/`, b: [], k: 'rpc', d: 'demo' },
  fields: { title: title.toLowerCase(), names: '', text: '' },
});
const error = (i: number, p: number, o?: number[]): Fields => {
  const doc: SearchDocument = { i, y: 1, t: 'unable to locate invoice', h: 'errors', s: 'Errors', p, k: 'error' };
  if (o) doc.o = o;
  return { doc, fields: { title: 'unabl locat invoic', names: '', text: '' } };
};

function engineOf(pages: Fields[]): SearchEngine {
  const corpus: SearchCorpus = { pages, contents: [], daemons: [] };
  const entries = buildEntries(corpus);
  return new SearchEngine([storeEntry(entries.pages)], async () => {
    throw new Error('no deferred entries');
  });
}

test('one error document with its other pages ranks on each of them, as documents on each page did', () => {
  const shared = engineOf([
    page(0, 'LookupInvoice'),
    error(1, 0, [2, 3]),
    page(2, 'SettleInvoice'),
    page(3, 'CancelInvoice'),
  ]);
  const apart = engineOf([
    page(0, 'LookupInvoice'),
    error(1, 0),
    page(2, 'SettleInvoice'),
    error(3, 2),
    page(4, 'CancelInvoice'),
    error(5, 4),
  ]);
  const errorHits = (engine: SearchEngine, limit?: number) =>
    engine
      .search('unable to locate invoice', { limit })
      .hits.filter((h) => h.hash === 'errors')
      .map((h) => h.url);
  assert.deepEqual(errorHits(shared), [
    '/api-docs/api/demo/demo/lookupinvoice/',
    '/api-docs/api/demo/demo/settleinvoice/',
    '/api-docs/api/demo/demo/cancelinvoice/',
  ]);
  assert.deepEqual(errorHits(shared), errorHits(apart));
  assert.deepEqual(errorHits(shared, 8), ['/api-docs/api/demo/demo/lookupinvoice/']);
  assert.deepEqual(errorHits(shared, 8), errorHits(apart, 8));
});

test('the document sits on the page of the likeliest RPC, which ranks first among its equals', () => {
  const sharedErrors = new SharedErrors();
  const onPage = (p: number): SearchDocument => error(-1, p).doc;
  // Page 0 (OpenChannelSync, borrowing another's request) comes first; page 2 (OpenChannel) is likelier.
  const first = onPage(0);
  sharedErrors.add(first, 'lnd', 1);
  assert.equal(sharedErrors.foldedIntoEarlier(onPage(2), 'lnd', 0), true);
  assert.equal(sharedErrors.foldedIntoEarlier(onPage(4), 'lnd', 1), true);
  assert.equal(sharedErrors.foldedIntoEarlier(onPage(6), 'loop', 0), false, "another daemon's message is its own");
  assert.deepEqual([first.p, first.o], [2, [0, 4]]);

  const engine = engineOf([
    page(0, 'OpenChannelSync'),
    error(1, 2, [0, 3]),
    page(2, 'OpenChannel'),
    page(3, 'BatchOpenChannel'),
  ]);
  const urls = (limit?: number) =>
    engine
      .search('unable to locate invoice', { limit })
      .hits.filter((h) => h.hash === 'errors')
      .map((h) => h.url.split('/').at(-2));
  assert.deepEqual(urls(), ['openchannel', 'openchannelsync', 'batchopenchannel']);
  assert.deepEqual(urls(8), ['openchannel']);
});

test('a request or response is named after the RPC of the same name, also in the singular, not after a variant', () => {
  const method = (title: string) => ({ title }) as MethodPage;
  assert.ok(namedAfter(method('OpenChannel'), 'lnrpc.OpenChannelRequest'));
  assert.ok(!namedAfter(method('OpenChannelSync'), 'lnrpc.OpenChannelRequest'));
  assert.ok(namedAfter(method('ListInvoices'), 'lnrpc.ListInvoiceRequest'));
  assert.ok(namedAfter(method('GetInfo'), 'lnrpc.GetInfoResponse'));
  assert.ok(!namedAfter(method('GetInfo'), 'lnrpc.GetInfo2Request'));
});
