import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { compactEntryIndex, elasticlunrIndex } from '../../src/search/build-index.ts';
import { compactIndex, loadCompactIndex } from '../../src/search/compact-index.ts';
import { CONTENT_FIELDS, PAGE_FIELDS } from '../../src/search/search-config.ts';
import { type IndexedDocument, type SearchCorpus, searchCorpus } from '../../src/search/search-documents.ts';
import { queryTokens } from '../../src/search/tokenize.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

const QUERIES = [
  'getinfo',
  'get info',
  'GetInfo',
  'democli getinfo',
  '/v1/getinfo',
  'identity_pubkey',
  'thing',
  'th',
  'demorpc.Feature',
  'outpoint',
  'satoshis amount',
  'a',
  'nothing-matches-this',
  'constructor',
  'code samples',
];

function config(fields: Record<string, { boost: number; expand: number }>) {
  return {
    fields: Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, { boost: v.boost, expand: v.expand > 0, bool: 'OR' as const }]),
    ),
  };
}

describe('the compact search index', () => {
  let corpus: SearchCorpus;
  before(async () => {
    corpus = searchCorpus((await fixtureBuild()).state.pages.map((p) => p.page));
  });

  for (const [name, fields] of [
    ['pages', PAGE_FIELDS],
    ['contents', CONTENT_FIELDS],
  ] as const) {
    test(`${name}: loaded from its JSON, it scores every query exactly as an index built with elasticlunr's addDoc`, () => {
      const documents: IndexedDocument<string>[] = name === 'pages' ? corpus.pages : corpus.contents;
      const names = Object.keys(fields);
      const built = elasticlunrIndex(names, documents);
      const refs = documents.map((d) => d.doc.i);
      const compact = compactEntryIndex(names, documents);
      assert.deepEqual(compact, compactIndex(built, refs), 'counted directly = read back from the elasticlunr index');
      const loaded = loadCompactIndex(JSON.parse(JSON.stringify(compact)), refs);
      for (const query of QUERIES) {
        const q = queryTokens(query).join(' ');
        const expected = built.search(q, config(fields));
        const actual = loaded.search(q, config(fields));
        assert.equal(actual.length, expected.length, query);
        const scores = new Map(actual.map((r) => [r.ref, r.score]));
        for (const r of expected) assert.ok(Math.abs(scores.get(r.ref)! - r.score) < 1e-9, `${query}: ${r.ref}`);
      }
      assert.ok(built.search('getinfo', config(fields)).length > 0 || name === 'contents');
    });
  }

  test('a document token named like an Object property is an ordinary token', () => {
    const documents = [{ doc: { i: 0, y: 2 as const, t: '' }, fields: { title: 'constructor tostring', text: '' } }];
    const compact = JSON.parse(JSON.stringify(compactEntryIndex(['title', 'text'], documents)));
    const index = loadCompactIndex(compact, [0]);
    assert.equal(index.search('constructor', {}).length, 1);
    assert.equal(index.search('hasownproperty', {}).length, 0);
  });

  test('an empty field has no tokens and length 0 (regression: "" was indexed as a token)', () => {
    const compact = compactEntryIndex(
      ['title', 'text'],
      [{ doc: { i: 0, y: 0 as const, t: '' }, fields: { title: 'getinfo', text: '' } }],
    );
    assert.deepEqual(compact.lengths, { title: [1], text: [0] });
    assert.deepEqual(Object.keys(compact.postings.text!), []);
    for (const field of ['title', 'text']) assert.ok(!('' in compact.postings[field]!), field);
  });

  test('refs of an entry must be consecutive ids', () => {
    const compact = compactEntryIndex(['title'], []);
    assert.throws(() => loadCompactIndex(compact, [0, 2]), /Internal error: search index refs must be consecutive/);
  });
});
