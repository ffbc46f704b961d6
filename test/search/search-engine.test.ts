import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { partsText } from '../../src/search/highlight.ts';
import { DROPDOWN_LIMIT, EXCERPT_LENGTH } from '../../src/search/search-config.ts';
import { SearchEngine, highlightTerms, hitHref } from '../../src/search/search-engine.ts';
import type { StoredEntry, SearchIndexFile } from '../../src/search/search-types.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

const BASE = '/api-docs/';

describe('search engine on the fixture site index', () => {
  let outDir: string;
  let indexFile: SearchIndexFile;
  const loads: string[] = [];
  const engine = () =>
    new SearchEngine(indexFile, async (src) => {
      loads.push(src);
      return JSON.parse(fs.readFileSync(path.join(outDir, src), 'utf8')) as StoredEntry;
    });

  before(async () => {
    const build = await fixtureBuild();
    outDir = build.outDir;
    const site = JSON.parse(
      fs.readFileSync(
        path.join(
          outDir,
          fs
            .readdirSync(path.join(outDir, 'assets'))
            .map((f) => `assets/${f}`)
            .find((f) => /site-data\.\w+\.json$/.test(f))!,
        ),
        'utf8',
      ),
    );
    indexFile = JSON.parse(fs.readFileSync(path.join(outDir, site.searchIndex.slice(BASE.length)), 'utf8'));
  });

  test('each written form of an RPC name finds its page first', () => {
    const search = engine();
    for (const query of [
      'GetInfo',
      'get info',
      'getinfo',
      'get-info',
      'democli getinfo',
      '/v1/getinfo',
      'demorpc.Demo.GetInfo',
      'getinf',
    ]) {
      const [first] = search.search(query, { limit: DROPDOWN_LIMIT }).hits;
      assert.equal(first?.url, `${BASE}api/demo/demo/get-info/`, query);
      assert.equal(first.type, 0, query);
    }
    assert.equal(search.search('Where', { limit: 8 }).hits[0]?.url, `${BASE}api/extra/demo/where/`);
    assert.equal(search.search('/v1/things/close', { limit: 8 }).hits[0]?.url, `${BASE}api/demo/demo/close-thing/`);
  });

  test('a field name finds its field row on the page of the RPC', () => {
    const [first] = engine().search('identity_pubkey', { limit: 8 }).hits;
    assert.equal(first?.url, `${BASE}api/demo/demo/get-info/`);
    assert.equal(first.hash, 'demorpc.getinforesponse-identity_pubkey');
    assert.deepEqual(first.breadcrumbs, [
      'API Reference',
      'Demo',
      'Demo Service',
      'GetInfo',
      'demorpc.GetInfoResponse',
    ]);
    assert.equal(
      first.href,
      `${BASE}api/demo/demo/get-info/?_highlight=identity&_highlight=ident&_highlight=pubkey&_highlight=identitypubkey#demorpc.getinforesponse-identity_pubkey`,
    );
  });

  test('hits are display-ready: marked title, breadcrumbs, an excerpt of at most 50 characters', () => {
    const hits = engine().search('information', { limit: 8 }).hits;
    const getInfo = hits.find((h) => h.url.endsWith('/get-info/') && h.type === 0)!;
    assert.ok(getInfo, 'the summary of GetInfo matches');
    assert.ok(getInfo.excerpt.some((p) => p.mark && p.text === 'information'));
    for (const hit of hits) assert.ok(partsText(hit.excerpt).length <= EXCERPT_LENGTH, partsText(hit.excerpt));
    assert.deepEqual(getInfo.title, [{ text: 'GetInfo', mark: false }]);
  });

  test('the dropdown gets at most 8 hits and one hit per heading title; the search page gets all', () => {
    const search = engine();
    const dropdown = search.search('demo', { limit: DROPDOWN_LIMIT }).hits;
    assert.equal(dropdown.length, DROPDOWN_LIMIT);
    const all = search.search('demo', {}).hits;
    assert.ok(all.length > DROPDOWN_LIMIT);
    const titles = dropdown.filter((h) => h.type === 1).map((h) => partsText(h.title));
    assert.equal(new Set(titles).size, titles.length);
    const keys = all.map((h) => `${h.page}#${h.hash}`);
    assert.equal(new Set(keys).size, keys.length, 'one hit per page and anchor');
  });

  test('the content file loads only when asked, and then adds content hits', async () => {
    loads.length = 0;
    const search = engine();
    // "integer" is only in a field's description, which the contents entry holds.
    const before = search.search('integer', {});
    assert.equal(before.incomplete, true);
    assert.equal(before.hits.filter((h) => h.type === 2).length, 0);
    assert.deepEqual(loads, []);
    await search.loadDeferred();
    await search.loadDeferred();
    assert.equal(loads.length, 1, 'loaded once');
    assert.match(loads[0]!, /^search-content-current-default\.[0-9a-f]{10}\.json$/);
    const after = search.search('integer', {});
    assert.equal(after.incomplete, false);
    const height = after.hits.find((h) => h.type === 2 && h.hash === 'demorpc.getinforesponse-block_height');
    assert.ok(height, 'the field description "Number of blocks, a 64-bit integer." is found');
    assert.equal(partsText(height.title), 'demorpc.GetInfoResponse');
    assert.equal(partsText(height.excerpt), 'block_height: Number of blocks, a 64-bit integer.');
  });

  test('a failed content load can be retried', async () => {
    let attempts = 0;
    const search = new SearchEngine(indexFile, async (src) => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return JSON.parse(fs.readFileSync(path.join(outDir, src), 'utf8')) as StoredEntry;
    });
    await assert.rejects(search.loadDeferred(), /network down/);
    await search.loadDeferred();
    assert.equal(search.incomplete, false);
  });

  test('hits name the daemon and release of their page', () => {
    const [first] = engine().search('where', { limit: DROPDOWN_LIMIT }).hits;
    assert.deepEqual([first?.url, first?.daemon, first?.release], [`${BASE}api/extra/demo/where/`, 'extra', 'v2.0.0']);
    assert.equal(
      engine().search('using this reference', { limit: 1 }).hits[0]?.daemon,
      undefined,
      'a page of no daemon',
    );
  });

  test('a misspelt name is read as the nearest name, and the results say so', () => {
    const results = engine().search('closethnig', { limit: DROPDOWN_LIMIT });
    assert.equal(results.correctedQuery, 'closething');
    assert.equal(results.hits[0]?.url, `${BASE}api/demo/demo/close-thing/`);
    assert.equal(engine().search('closething', { limit: DROPDOWN_LIMIT }).correctedQuery, null);
  });

  test("a daemon word puts that daemon's hits first", () => {
    const demo = (query: string) =>
      engine()
        .search(query, { limit: DROPDOWN_LIMIT })
        .hits.findIndex((h) => h.url.startsWith(`${BASE}api/demo/`));
    assert.equal(demo('outpoint'), 1, 'CloseThing of demo is second for "outpoint"');
    assert.equal(demo('extrad outpoint'), 4, 'after the four hits of extra for "extrad outpoint"');
    assert.ok(
      engine().search('democli outpoint', { limit: DROPDOWN_LIMIT }).hits[0]!.url.startsWith(`${BASE}api/demo/`),
    );
  });

  test('a REST path with values finds the RPC whose route template it matches', () => {
    assert.equal(
      engine().search('DELETE /v1/things/ab12cd34ef56ab12cd34ef56ab12cd34/0', { limit: DROPDOWN_LIMIT }).hits[0]?.url,
      `${BASE}api/demo/demo/close-thing/`,
    );
    assert.equal(
      engine().search('curl https://localhost:8081/v1/where/ab12cd34ef56ab12cd34ef56ab12cd34', {
        limit: DROPDOWN_LIMIT,
      }).hits[0]?.url,
      `${BASE}api/extra/demo/where/`,
    );
  });

  test('words find the RPC before a field sharing them; an identifier finds the field', () => {
    const words = engine().search('force close', { limit: DROPDOWN_LIMIT }).hits[0]!;
    assert.equal(words.url, `${BASE}api/demo/demo/close-thing/`);
    assert.equal(words.type, 0);
    const identifier = engine().search('node_pubkey', { limit: DROPDOWN_LIMIT }).hits[0]!;
    assert.equal(identifier.hash, 'demorpc.openthingrequest-node_pubkey');
  });

  test('a pasted gRPC error is searched by its message', () => {
    assert.equal(
      engine().search('rpc error: code = Unknown desc = cannot close thing', { limit: DROPDOWN_LIMIT }).hits[0]?.url,
      `${BASE}api/demo/demo/close-thing/`,
    );
  });

  test('no hits for a query matching nothing, or made of stop words only', () => {
    assert.deepEqual(engine().search('zyxwvut', { limit: 8 }).hits, []);
    // Stop words meet only names: a title holding the word (a section "For tools and
    // assistants"), never the running text of a page.
    for (const hit of engine().search('the of and', { limit: 8 }).hits) {
      const title = hit.title.map((part) => part.text).join('');
      assert.match(title, /\b(?:the|of|and)\b/i, `${title}: a stop word meets only a name`);
      assert.deepEqual(hit.excerpt, [], `${title}: no running text`);
    }
    assert.deepEqual(engine().search('   ', { limit: 8 }).hits, []);
  });

  test('highlight terms are the query tokens without stop words, with their stems; links carry them', () => {
    assert.deepEqual(highlightTerms('the invoices'), ['invoices', 'invoic']);
    assert.deepEqual(highlightTerms('where'), ['where'], 'a query of stop words highlights them');
    assert.equal(hitHref('/api-docs/x/', 'a.b', ['a b', 'c']), '/api-docs/x/?_highlight=a%20b&_highlight=c#a.b');
    assert.equal(hitHref('/api-docs/x/', '', []), '/api-docs/x/');
  });
});
