import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { MethodPage, PageData, PermissionsView } from '../../src/site/page-data.ts';
import { indexedForm } from '../../src/search/pipeline.ts';
import { canonicalPages, enumsSetBy } from '../../src/search/canonical-pages.ts';
import { cliCommand, releaseVersions, type SearchCorpus, searchCorpus } from '../../src/search/search-documents.ts';
import type { SearchDocument } from '../../src/search/search-types.ts';
import { WEIGHTS } from '../../src/search/search-config.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

const BASE = '/api-docs/';

/** The Permissions section of an RPC its daemon does not serve (only what the search documents read). */
const NOT_SERVED: PermissionsView = {
  status: 'not-served',
  daemon: 'demo',
  ops: [],
  uriPermission: '',
  macaroons: [],
  smallestMacaroon: null,
  bakeCommand: null,
  bakeUriCommand: null,
  buildTags: [],
  publicWhen: [],
  whitelist: null,
  source: null,
  index: { label: 'Permissions', href: '/api-docs/api/demo/permissions/' },
};

describe('search documents of the fixture site', () => {
  let pages: PageData[];
  let corpus: SearchCorpus;
  let all: SearchDocument[];
  const page = (path: string) => pages.find((p) => p.path === `${BASE}${path}`)!;
  const pageDoc = (path: string) => corpus.pages.find((d) => d.doc.y === 0 && d.doc.u === `${BASE}${path}`)!;
  const tokens = (value: string) => new Set(value.split(' '));
  /** Pages that are hits: not shells, and not copies of another page (whose canonical URL is the other's). */
  const searchable = (p: PageData) =>
    p.kind !== 'search' && p.kind !== 'not-found' && p.head.canonical.endsWith(p.path);

  before(async () => {
    // The "current" search scope: every page but those of older releases (they have their own index).
    pages = (await fixtureBuild()).state.pages.map((p) => p.page).filter((p) => !p.release || p.release.latest);
    corpus = searchCorpus(pages);
    all = [...corpus.pages, ...corpus.contents].map((d) => d.doc);
  });

  test('a page document for every page but the search page, the not-found page and copies at folder URLs', () => {
    const urls = corpus.pages.filter((d) => d.doc.y === 0).map((d) => d.doc.u);
    assert.deepEqual(
      urls.sort(),
      pages
        .filter(searchable)
        .map((p) => p.path)
        .sort(),
    );
    const copies = ['api/', 'category/', 'api/demo/demo/', 'api/extra/demo/'].map((p) => `${BASE}${p}`);
    assert.deepEqual(
      pages
        .filter((p) => !searchable(p) && p.kind === 'category')
        .map((p) => p.path)
        .sort(),
      copies.sort(),
      'copies: their canonical page is a hit',
    );
    for (const { doc } of corpus.pages.filter((d) => d.doc.y === 0)) {
      assert.equal(typeof doc.t, 'string');
      assert.ok(Array.isArray(doc.b), `${doc.u} has breadcrumbs`);
    }
    assert.deepEqual(pageDoc('api/demo/demo/get-info/').doc.b, ['API Reference', 'Demo', 'Demo Service']);
  });

  test('ids are unique and consecutive: the pages entry first, then the contents', () => {
    assert.deepEqual(
      all.map((d) => d.i),
      all.map((_, i) => i),
    );
  });

  test('an RPC page indexes its name forms, CLI command, REST paths and full name', () => {
    const getInfo = pageDoc('api/demo/demo/get-info/');
    assert.equal(cliCommand(page('api/demo/demo/get-info/') as MethodPage), 'democli getinfo');
    const title = tokens(getInfo.fields.title);
    const names = tokens(getInfo.fields.names);
    for (const t of ['get', 'info', 'getinfo']) assert.ok(title.has(t), `title has ${t}`);
    for (const t of ['democli', 'democligetinfo', 'v1getinfo', 'demorpcdemogetinfo', 'demogetinfo'])
      assert.ok(names.has(t), `names have ${t}`);
    assert.ok(!names.has('demorpc'), 'the package alone is not a token');
    assert.match(getInfo.fields.text, /general information/);
    assert.match(getInfo.fields.text, /demo service/i, 'the sub-service places the page');
  });

  test('page documents carry kind and daemon; RPC pages their CLI command and REST routes; enum values are marked', () => {
    const getInfo = pageDoc('api/demo/demo/get-info/').doc;
    assert.deepEqual(
      [getInfo.k, getInfo.d, getInfo.c, getInfo.r],
      ['rpc', 'demo', 'democli getinfo', ['GET /v1/getinfo']],
    );
    assert.deepEqual(pageDoc('api/demo/demo/close-thing/').doc.r, [
      'DELETE /v1/things/{outpoint.txid_str}/{outpoint.output_index}',
      'POST /v1/things/close',
    ]);
    assert.deepEqual([pageDoc('api/extra/').doc.k, pageDoc('api/extra/').doc.d], ['daemon', 'extra']);
    assert.equal(pageDoc('api/demo/rest-endpoints/').doc.k, 'rest-endpoints');
    assert.equal(pageDoc('category/demo-service/').doc.k, 'category');
    assert.equal(pageDoc('category/demo-service/').doc.d, 'demo');
    assert.equal(pageDoc('').doc.d, undefined, 'the home page belongs to no daemon');
    const value = all.find((d) => d.t === 'BITCOIN')!;
    assert.equal(value.k, 'value');
    assert.equal(all.find((d) => d.t === 'identity_pubkey')!.k, undefined, 'a field is told by its section');
  });

  test('the corpus lists its daemons with their release, the words naming them and their proto packages', () => {
    assert.deepEqual(
      corpus.daemons.map(({ packages, ...daemon }) => daemon),
      [
        { id: 'demo', title: 'Demo', release: 'v1.0.0', words: ['demo', 'demod', 'democli'] },
        { id: 'extra', title: 'Extra', release: 'v2.0.0', words: ['extra', 'extrad', 'extracli'] },
      ],
    );
    assert.deepEqual(
      corpus.daemons.map((d) => d.packages),
      [{ demorpc: ['/api-docs/api/demo/demo/'] }, { extrarpc: ['/api-docs/api/extra/demo/'] }],
      "each package with the folder of its service's pages",
    );
  });

  test('an RPC page document indexes the start of its description, beyond the summary', () => {
    assert.ok(tokens(pageDoc('api/demo/demo/get-info/').fields.text).has('emphasis'));
  });

  test("an RPC page document indexes its CLI command's one-line usage, not the rest of its help", () => {
    const getInfo = page('api/demo/demo/get-info/') as MethodPage;
    const cli = {
      command: 'democli getinfo',
      help: 'DESCRIPTION:\n   Frobnicates everything.\n',
      usage: 'Reticulates splines.',
    };
    const withCli = { ...getInfo, samples: { ...getInfo.samples, cli } };
    const text = tokens(searchCorpus([withCli]).pages.find((d) => d.doc.y === 0)!.fields.text);
    assert.ok(
      [...text].some((t) => t.startsWith('reticul')),
      [...text].join(' '),
    );
    assert.ok(![...text].some((t) => t.startsWith('frobnic')));
  });

  test('deprecated RPCs and other daemons than the first weigh less', () => {
    assert.equal(pageDoc('api/demo/demo/get-info/').doc.w, undefined);
    assert.equal(pageDoc('api/demo/demo/legacy-info/').doc.w, 0.8);
    assert.equal(pageDoc('api/extra/demo/where/').doc.w, 0.85);
  });

  test("an older release's own index weighs all its pages alike: they are one daemon's", async () => {
    const older = (await fixtureBuild()).state.pages.map((p) => p.page).filter((p) => p.release && !p.release.latest);
    assert.ok(older.length > 3);
    const weights = new Set(
      searchCorpus(older)
        .pages.filter((d) => d.doc.y === 0)
        .map((d) => d.doc.w),
    );
    // Deprecated or undocumented RPCs weigh 0.8 (0.64 both); none weighs as another daemon's page (0.85).
    assert.ok(weights.has(undefined));
    assert.deepEqual(
      [...weights].filter((w) => w !== undefined && w !== 0.8 && w !== 0.64),
      [],
    );
  });

  test('every table-of-contents heading is a heading document, the repeated ones only in the contents', () => {
    for (const p of pages.filter(searchable)) {
      const id = pageDoc(p.path.slice(BASE.length)).doc.i;
      for (const entry of p.toc) {
        const found = all.find((d) => d.y === 1 && d.p === id && d.h === entry.id && d.t === entry.label);
        assert.ok(found, `${p.path}#${entry.id}`);
      }
    }
    const samples = corpus.contents.find((d) => d.doc.y === 1 && d.doc.h === 'code-samples');
    assert.ok(samples, 'structural headings go with the contents');
    assert.equal(samples.doc.w, 0.3);
    const getInfoId = pageDoc('api/demo/demo/get-info/').doc.i;
    const legacyId = pageDoc('api/demo/demo/legacy-info/').doc.i;
    assert.ok(
      corpus.pages.some((d) => d.doc.p === getInfoId && d.doc.h === 'demorpc.getinforesponse'),
      'on its canonical page: dropdown',
    );
    assert.ok(
      corpus.contents.some((d) => d.doc.p === legacyId && d.doc.h === 'demorpc.getinforesponse'),
      'a copy: search page only',
    );
  });

  test("a message's fields and an enum's values are heading documents on its canonical page only", () => {
    const getInfoId = pageDoc('api/demo/demo/get-info/').doc.i;
    const field = corpus.pages.find((d) => d.doc.t === 'identity_pubkey')!;
    assert.deepEqual(field.doc, {
      i: field.doc.i,
      y: 1,
      t: 'identity_pubkey',
      h: 'demorpc.getinforesponse-identity_pubkey',
      s: 'demorpc.GetInfoResponse',
      p: getInfoId,
      w: 0.9,
    });
    assert.ok(tokens(field.fields.title).has('identitypubkey'));
    assert.equal(all.filter((d) => d.t === 'identity_pubkey' && d.y === 1).length, 1);
    assert.ok(corpus.pages.some((d) => d.doc.y === 1 && d.doc.t === 'BITCOIN' && d.doc.s === 'demorpc.Chain'));
  });

  test('content documents hold descriptions as plain text, linked to their anchors', () => {
    const getInfoId = pageDoc('api/demo/demo/get-info/').doc.i;
    const description = corpus.contents.find((d) => d.doc.y === 2 && d.doc.p === getInfoId && d.doc.h === '')!;
    assert.match(
      description.doc.t,
      /^GetInfo returns general information about the demo node\. It renders code, emphasis and a list: one two$/,
    );
    const field = corpus.contents.find((d) => d.doc.h === 'demorpc.getinforesponse-identity_pubkey')!;
    assert.equal(field.doc.t, "identity_pubkey: The node's public key.");
    assert.equal(field.doc.s, 'demorpc.GetInfoResponse');
    const openThing = corpus.contents.find((d) => d.doc.y === 2 && d.doc.s === 'OpenThing')!;
    assert.match(
      openThing.doc.t,
      /Beware of <script>alert\("x"\)<\/script>/,
      'markup from a comment is text (escaped when shown)',
    );
    const markdownId = pageDoc('markdown-page/').doc.i;
    const sections = corpus.contents.filter((d) => d.doc.p === markdownId).map((d) => [d.doc.s, d.doc.h]);
    assert.deepEqual(sections, [
      ['First section', 'first-section'],
      ['A subsection', 'a-subsection'],
      ['Second section', 'second-section'],
      ['For tools and assistants', 'for-tools-and-assistants'],
    ]);
    for (const doc of corpus.contents.map((d) => d.doc).filter((d) => d.y === 2))
      assert.ok(!/<\/?(p|code|em|a)\b/.test(doc.t), `no HTML tags in ${doc.t}`);
  });

  test('a request or response belongs to the RPC it is named after; a nested type to one page', () => {
    const canonical = canonicalPages(pages);
    assert.equal(canonical.get('demorpc.GetInfoResponse')!.path, `${BASE}api/demo/demo/get-info/`);
    const feature = canonical.get('demorpc.Feature') as MethodPage;
    assert.ok(feature.nested.some((m) => m.fullName === 'demorpc.Feature'));
  });

  test("an enum a request sets belongs to that RPC's page; an enum only reported keeps the smallest page showing it", () => {
    const openThing = page('api/demo/demo/open-thing/') as MethodPage;
    assert.deepEqual([...enumsSetBy(openThing)], [['demorpc.OpenThingRequest.Kind', 0]]);
    assert.deepEqual(
      [...enumsSetBy(page('api/demo/demo/get-info/') as MethodPage)],
      [],
      'GetInfo reports Chain in its response, it does not set it',
    );
    const canonical = canonicalPages(pages);
    assert.equal(canonical.get('demorpc.OpenThingRequest.Kind')!.path, `${BASE}api/demo/demo/open-thing/`);
    const value = corpus.pages.find((d) => d.doc.k === 'value' && d.doc.t === 'LARGE')!;
    assert.equal(corpus.pages.find((d) => d.doc.i === value.doc.p)!.doc.u, `${BASE}api/demo/demo/open-thing/`);
  });

  test("an enum value on the page of an RPC the daemon does not serve weighs less than a served RPC's", () => {
    const large = (c: SearchCorpus) => c.pages.find((d) => d.doc.k === 'value' && d.doc.t === 'LARGE')!.doc;
    const unserved = pages.map((p) =>
      p.path === `${BASE}api/demo/demo/open-thing/` && p.kind === 'method' ? { ...p, permissions: NOT_SERVED } : p,
    );
    const weight = (doc: SearchDocument) => doc.w ?? 1;
    assert.equal(
      weight(large(searchCorpus(unserved))),
      Math.round(weight(large(corpus)) * WEIGHTS.unservedValue * 1000) / 1000,
    );
    assert.ok(WEIGHTS.unservedValue < 1);
  });

  test('the page of an RPC the daemon does not serve weighs less: a reader cannot call it on their node', () => {
    const page = (c: SearchCorpus) =>
      c.pages.find((d) => d.doc.k === 'rpc' && d.doc.u === `${BASE}api/demo/demo/open-thing/`)!.doc;
    const unserved = pages.map((p) =>
      p.path === `${BASE}api/demo/demo/open-thing/` && p.kind === 'method' ? { ...p, permissions: NOT_SERVED } : p,
    );
    assert.equal((page(searchCorpus(unserved)).w ?? 1) / (page(corpus).w ?? 1), WEIGHTS.unservedPage);
    assert.ok(WEIGHTS.unservedPage < 1);
    // Unless the reader may run its server (an oracle the daemon calls): implementing it is their task.
    const readerServed = pages.map((p) =>
      p.path === `${BASE}api/demo/demo/open-thing/` && p.kind === 'method'
        ? {
            ...p,
            permissions: NOT_SERVED,
            samples: {
              ...p.samples,
              unserved: { kind: 'not-served' as const, daemon: 'demod', servedBy: null, text: '', readerServes: true },
            },
          }
        : p,
    );
    assert.equal(page(searchCorpus(readerServed)).w, page(corpus).w);
  });

  test('the indexed tokens of a field are what elasticlunr stores for the query', () => {
    const field = corpus.pages.find((d) => d.doc.t === 'block_height')!;
    assert.ok(tokens(field.fields.title).has('blockheight'));
    assert.equal(indexedForm('blockheight'), 'blockheight');
  });

  test('a release is named by its version as typed: x.y.0 also by its line x.y, a point release only by itself', () => {
    assert.deepEqual(releaseVersions('v0.18.0-beta'), ['0.18.0', '0.18']);
    assert.deepEqual(releaseVersions('v0.18.2-beta'), ['0.18.2']);
    assert.deepEqual(releaseVersions('v0.7.0'), ['0.7.0', '0.7']);
    assert.deepEqual(releaseVersions('main'), []);
  });
});
