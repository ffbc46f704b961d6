/**
 * The search files' stored entries: derivable fields are left out and loading gives the
 * documents back exactly, for hand-made cases and for every entry of the fixture site.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildEntries } from '../../src/search/build-index.ts';
import { searchCorpus } from '../../src/search/search-documents.ts';
import type { LoadedEntry, SearchDocument } from '../../src/search/search-types.ts';
import { loadStoredEntry, storeEntry } from '../../src/search/stored-entry.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

const INDEX = { version: '0.9.5', fields: ['title'], pipeline: [], lengths: {}, postings: {} };
const entryOf = (documents: SearchDocument[]): LoadedEntry => ({ name: 'pages', documents, index: INDEX });

const DOCS: SearchDocument[] = [
  { i: 7, y: 0, t: 'GetInfo', u: '/api-docs/api/demo/demo/get-info/', k: 'rpc' },
  { i: 8, y: 1, t: 'lnrpc.GetInfoRequest', h: 'lnrpc.getinforequest', p: 7 },
  { i: 9, y: 1, t: 'identity_pubkey', h: 'lnrpc.getinforesponse-identity_pubkey', s: 'lnrpc.GetInfoResponse', p: 7 },
  { i: 10, y: 1, t: 'Permissions', h: 'permissions', p: 7 },
  { i: 11, y: 1, t: 'Odd', h: 'an-anchor-of-its-own', s: 'lnrpc.Thing', p: 7 },
  { i: 12, y: 1, t: 'unable to locate invoice', h: 'errors', s: 'Errors', p: 7, k: 'error' },
  { i: 13, y: 1, t: 'an error elsewhere', h: 'other', s: 'Other', p: 7, k: 'error' },
  { i: 14, y: 2, t: 'The text of a section.', h: '', s: 'GetInfo', p: 7 },
];

test('stored documents leave out ids, types and anchors that loading works out; loading gives them back', () => {
  const stored = storeEntry(entryOf(DOCS));
  assert.equal(stored.first, 7);
  assert.deepEqual(stored.documents, [
    { t: 'GetInfo', u: '/api-docs/api/demo/demo/get-info/', k: 'rpc' },
    { t: 'lnrpc.GetInfoRequest', p: 7 },
    { t: 'identity_pubkey', s: 'lnrpc.GetInfoResponse', p: 7 },
    { t: 'Permissions', p: 7 },
    { t: 'Odd', h: 'an-anchor-of-its-own', s: 'lnrpc.Thing', p: 7 },
    { t: 'unable to locate invoice', p: 7, k: 'error' },
    { t: 'an error elsewhere', h: 'other', s: 'Other', p: 7, k: 'error' },
    { t: 'The text of a section.', h: '', s: 'GetInfo', p: 7, y: 2 },
  ]);
  assert.deepEqual(loadStoredEntry(JSON.parse(JSON.stringify(stored))).documents, DOCS);
});

test('documents out of id order, or a heading without an anchor, are refused', () => {
  assert.throws(() => storeEntry(entryOf([DOCS[0]!, DOCS[2]!])), /out of order/);
  assert.throws(() => storeEntry(entryOf([{ i: 0, y: 1, t: 'x', p: 0 }])), /has no anchor/);
});

test('every entry of the fixture site round-trips', async () => {
  const pages = (await fixtureBuild()).state.pages.map((p) => p.page).filter((p) => !p.release || p.release.latest);
  const entries = buildEntries(searchCorpus(pages));
  for (const entry of [entries.pages, entries.contents]) {
    const stored = JSON.parse(JSON.stringify(storeEntry(entry)));
    const loaded = loadStoredEntry(stored);
    assert.deepEqual(loaded.documents, entry.documents);
    assert.equal(JSON.stringify({ ...loaded, documents: [] }), JSON.stringify({ ...entry, documents: [] }));
    assert.ok(stored.documents.every((d: object) => !('i' in d)));
  }
});
