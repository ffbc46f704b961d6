import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { ApidocsError } from '../../src/shared/errors.ts';
import { allReleases, buildSiteApi } from '../../src/site/site-api.ts';
import { FIXTURE_SITE, copyFixtureProtos, tempDir } from '../helpers/fixtures.ts';
import { buildInto, fixtureBuild } from '../helpers/fixture-build.ts';

/** A copy of the fixture content that a test may edit. */
function copyContent(): string {
  const dir = path.join(tempDir('apidocs-content-'), 'content');
  fs.cpSync(FIXTURE_SITE, dir, { recursive: true });
  return dir;
}

function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} lacks ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
}

describe('apidocs build on the fixture site', () => {
  let result: BuildResult;
  const html = (route: string) =>
    fs.readFileSync(path.join(result.outDir, route, route.endsWith('.html') ? '' : 'index.html'), 'utf8');

  before(async () => {
    result = await fixtureBuild();
  });

  test('every route the model implies is written, with index.html per route and a 404 page', () => {
    const api = buildSiteApi(result.model);
    const methods = allReleases(api).flatMap((s) =>
      s.subServices.flatMap((sub) => sub.methods.map((m) => `${s.sitePrefix}${sub.slug}/${m.slug}/index.html`)),
    );
    const files = new Set(listFiles(result.outDir));
    for (const file of methods) assert.ok(files.has(file), file);
    const expected = [
      'index.html',
      'search/index.html',
      'markdown-page/index.html',
      'category/api-reference/index.html',
      '404.html',
      'api/demo/index.html',
      'api/demo/rest-endpoints/index.html',
      'api/extra/index.html',
      'api/extra/rest-endpoints/index.html',
      'category/demo-service/index.html',
      'category/demo-service-1/index.html',
      'api/demo/v0.9.0/index.html',
      'api/demo/v0.9.0/rest-endpoints/index.html',
      'api/demo/v0.9.0/demo/index.html',
      'api/demo/changes/index.html',
      // Folders readers guess: copies of the API reference and of the newest releases' categories.
      'api/index.html',
      'category/index.html',
      'api/demo/demo/index.html',
      'api/extra/demo/index.html',
      'api/demo/documentation-gaps/index.html',
      'api/demo/v0.9.0/documentation-gaps/index.html',
      'api/extra/documentation-gaps/index.html',
      // the API history: timelines, the changes into v1.0.0 and upgrading to it, the URL of the RPC v1.0.0 removed
      'api/demo/history/index.html',
      'api/extra/history/index.html',
      'api/demo/history/v1.0.0/index.html',
      'api/demo/history/v1.0.0/upgrading/index.html',
      'api/demo/demo/ancient-thing/index.html',
      // each daemon's error catalogue (its index: the fixture's handlers return no error)
      'api/demo/errors/index.html',
      'api/extra/errors/index.html',
    ];
    for (const file of expected) assert.ok(files.has(file), file);
    const pages = [...files].filter((f) => f.endsWith('.html'));
    assert.equal(pages.length, methods.length + expected.length);
    assert.equal(result.pages, pages.length);
  });

  test('a method page: title, header facts, description, samples, field lists', () => {
    const page = html('api/demo/demo/get-info');
    assert.match(
      page,
      /<title>GetInfo · demod v1\.0\.0 \| Demo API Reference<\/title>/,
      'the title names the daemon and release',
    );
    assert.match(
      html('api/demo/v0.9.0/demo/get-info'),
      /<title>GetInfo · demod v0\.9\.0 \| Demo API Reference<\/title>/,
    );
    assert.match(page, /<h1>GetInfo<\/h1>/);
    assert.match(page, /GetInfo returns general information about the demo node\./);
    assert.match(
      page,
      /<dt>Request<\/dt><dd><a href="#demorpc\.getinforequest"><code>demorpc\.<wbr\/>GetInfoRequest<\/code><\/a><\/dd>/,
    );
    assert.match(
      page,
      /<dt>Response<\/dt><dd><a href="#demorpc\.getinforesponse">/,
      'a unary response is not a stream',
    );
    assert.match(page, /<dt>Streaming<\/dt><dd>Unary: one request, one response<\/dd>/);
    assert.match(page, /href="https:\/\/github\.com\/example\/demo\/blob\/1{40}\/demorpc\/demo\.proto#L16"/);
    assert.match(page, /rpc GetInfo \(GetInfoRequest\) returns \(GetInfoResponse\);/);
    assert.match(
      page,
      /<span class="method-badge method-badge--get">GET<\/span> <code class="route-path">\/v1\/<wbr\/>getinfo<\/code>/,
    );
    assert.match(
      page,
      /democli<span class="code-slot" data-slot="cliFlags"> --network=regtest<\/span> getinfo/,
      'the CLI command, its flags from "Your node"',
    );
    assert.match(page, /This request has no fields\./);
    assert.match(
      page,
      /<li id="demorpc\.getinforesponse-block_height"><a href="#demorpc\.getinforesponse-block_height">block_<wbr\/>height<\/a>/,
      'fields have permalink anchors',
    );
    assert.match(
      page,
      /block_<wbr\/>height<\/a><code>uint64<\/code><span class="field__json">JSON <code>string<\/code> \(decimal\)<\/span>/,
      'the JSON form where it differs',
    );
    assert.match(
      page,
      /labels<\/a><code>repeated string<\/code><div class="markdown">/,
      'no JSON note where the gRPC type says it',
    );
    assert.match(
      page,
      /<code>map&lt;uint32, <a href="#demorpc\.feature">demorpc\.<wbr\/>Feature<\/a>&gt;<\/code>/,
      'types link to their messages, and may wrap after a dot only',
    );
    assert.match(page, /id="demorpc\.chain-litecoin"/, 'enum values have anchors');
    assert.match(
      page,
      /id="demorpc\.chain-btc"><a href="#demorpc\.chain-btc">BTC<\/a><code>= 0<\/code><span class="badge">alias of BITCOIN<\/span>/,
      'enum aliases are marked',
    );
    assert.doesNotMatch(page, /<table/, 'no tables on method pages');
    assert.match(
      page,
      /<link rel="canonical" href="https:\/\/docs\.example\.com\/api-docs\/api\/demo\/demo\/get-info\/">/,
    );
  });

  test('streaming kinds, deprecation, oneofs and deprecated fields are shown', () => {
    const open = html('api/demo/demo/open-thing');
    assert.match(open, /<dt>Streaming<\/dt><dd>Server streaming: one request, a stream of responses<\/dd>/);
    assert.match(open, /<dt>Response<\/dt><dd>stream of <a href="#demorpc\.thingupdate">/);
    assert.match(html('api/demo/demo/upload'), /<dt>Request<\/dt><dd>stream of <a/);
    assert.match(html('api/demo/demo/upload'), /Client streaming: a stream of requests, one response/);
    assert.match(html('api/demo/demo/chat'), /Bidirectional streaming: streams of requests and responses/);
    assert.match(html('api/demo/demo/old-thing'), /admonition--danger[\s\S]*This RPC is deprecated/);
    assert.match(
      open,
      /<li class="fields__oneof"><p class="fields__oneof-title">Exactly one of <span>\(oneof shim\)<\/span><\/p><ul class="fields"><li id="demorpc\.openthingrequest-first">[\s\S]*?<li id="demorpc\.openthingrequest-second">/,
    );
    const getInfo = html('api/demo/demo/get-info');
    assert.match(
      getInfo,
      /<details class="fields__deprecated"><summary>1 deprecated field<\/summary><ul class="fields"><li id="demorpc\.getinforesponse-testnet" class="field--deprecated">/,
      'deprecated fields fold away at the end',
    );
    assert.ok(
      getInfo.indexOf('getinforesponse-testnet"') > getInfo.indexOf('getinforesponse-chain"'),
      'after the last field',
    );
  });

  test('REST placement per route: in the path, the body field, where the other fields go', () => {
    const close = html('api/demo/demo/close-thing');
    assert.match(
      close,
      /<ul class="rest-summary"><li><span class="method-badge method-badge--delete">DELETE<\/span> <code class="route-path">[^<]*(<wbr\/>[^<]*)*<\/code>: fields in the query string/,
    );
    assert.match(
      close,
      /id="demorpc\.closethingrequest-outpoint"[\s\S]*?<p class="field__rest">REST \(DELETE \/v1\/things\/\{outpoint\.txid_str\}\/\{outpoint\.output_index\}\): in the path<\/p><p class="field__rest">REST \(POST \/v1\/things\/close\): the JSON body<\/p>/,
    );
    const where = html('api/extra/demo/where');
    assert.match(
      where,
      /id="demorpc\.outpoint-output_index"[\s\S]*?<p class="field__rest">REST \(GET \/v1\/where\/\{txid_str\}\/\{output_index\}\): in the path<\/p>/,
      'per route: in the path of the second route only',
    );
    assert.match(
      where,
      /<ul class="rest-summary"><li>[\s\S]*?: fields in the query string[^<]*<\/li><li>/,
      'one line per route',
    );
    assert.doesNotMatch(
      close.slice(close.indexOf('closethingrequest-force"'), close.indexOf('closethingrequest-sat_per_vbyte"')),
      /field__rest/,
      'a field where its route sends the others says nothing',
    );
  });

  test('a nested message opens in place at its first field; later fields and recursion link to it', () => {
    const open = html('api/demo/demo/open-thing');
    assert.match(
      open,
      /<details class="nested"><summary>demorpc\.OpenThingRequest\.Shim <span>\(2 fields\)<\/span><\/summary><div class="nested__body" id="demorpc\.openthingrequest\.shim">/,
    );
    assert.match(open, /<div class="nested__body" id="demorpc\.outpoint">/, 'Shim.point opens Outpoint inside Shim');
    assert.equal(
      open.match(/id="demorpc\.outpoint"/g)?.length,
      1,
      'ThingUpdate.point links to the Outpoint shown in the request',
    );
    const getInfo = html('api/demo/demo/get-info');
    assert.match(
      getInfo,
      /id="demorpc\.feature-parent"><a href="#demorpc\.feature-parent">parent<\/a><code><a href="#demorpc\.feature">/,
      'a recursive field links to its message',
    );
    assert.equal(getInfo.match(/class="nested"/g)?.length, 1, 'the recursion stops');
    assert.match(
      open,
      /<div class="used-by">Used by: <strong>OpenThing<\/strong><\/div>/,
      'every message says which RPCs use it',
    );
    assert.match(
      getInfo,
      /<section class="enum"[^>]*><h3[^>]*>demorpc\.Chain[\s\S]*?<div class="used-by">Used by: <strong>GetInfo<\/strong>, <a href="\/api-docs\/api\/demo\/demo\/old-thing\/">OldThing<\/a>, <a href="\/api-docs\/api\/demo\/demo\/legacy-info\/">LegacyInfo<\/a><\/div>/,
    );
  });

  test('a field and the nested type of the same name have distinct anchors', () => {
    const open = html('api/demo/demo/open-thing');
    assert.equal(
      open.match(/id="demorpc\.openthingrequest\.kind"/g)?.length,
      1,
      'the nested enum OpenThingRequest.Kind',
    );
    assert.equal(open.match(/id="demorpc\.openthingrequest-kind"/g)?.length, 1, 'the field kind');
  });

  test('proto comments render as text: no script, no event handler, braces kept', () => {
    const page = html('api/demo/demo/open-thing');
    assert.match(page, /Beware of &lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/);
    assert.match(page, /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/);
    assert.match(page, /braces \{like_this\}/);
    assert.doesNotMatch(page, /<img src=x/);
    assert.doesNotMatch(page, /<script>alert/);
    const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    assert.equal(inline.length, 1, 'the hashed head script is the only inline script');
    assert.doesNotMatch(page, /\sstyle="/, 'no inline style attributes (CSP)');
    assert.match(html('category/demo-service'), /has &lt;b&gt;markup&lt;\/b&gt; in its comment/);
  });

  test('shell: navbar, sidebar with the active trail open, TOC, breadcrumbs, footer, skip link', () => {
    const page = html('api/demo/demo/get-info');
    assert.match(page, /<a class="skip-to-content" href="#__main">/);
    assert.match(
      page,
      /<a class="navbar__brand" href="\/api-docs\/" aria-label="Demo API Reference">/,
      'the logo link is named by the site title',
    );
    assert.match(
      page,
      /class="navbar__title" href="\/api-docs\/" tabindex="-1" aria-hidden="true">Demo API Reference</,
    );
    assert.match(page, /href="https:\/\/example\.com\/issues" target="_blank" rel="noopener noreferrer">Feedback/);
    assert.match(page, /aria-current="page"[^>]*>GetInfo<\/a>/);
    assert.doesNotMatch(
      html('api/extra/demo/where'),
      /href="\/api-docs\/api\/demo\/demo\/get-info\/"/,
      'closed categories do not render their children',
    );
    assert.match(
      page,
      /<nav class="toc" aria-label="On this page">[\s\S]*href="#code-samples"[\s\S]*href="#demorpc\.getinforesponse"/,
    );
    assert.match(page, /<nav class="breadcrumbs"[\s\S]*API Reference[\s\S]*Demo[\s\S]*Demo Service[\s\S]*GetInfo/);
    assert.match(page, /Copyright © 2025 Example, Inc\./);
  });

  test('service index, REST endpoints and category pages', () => {
    const index = html('api/demo');
    assert.match(index, /<code>localhost:10009<\/code>/);
    assert.match(index, /<code>DEMO_DIR\/admin\.macaroon<\/code>/);
    assert.match(index, /<strong>v1\.0\.0<\/strong>/);
    assert.match(index, /href="\/api-docs\/api\/demo\/rest-endpoints\/"/);
    const rest = html('api/demo/rest-endpoints');
    assert.match(
      rest,
      /<li class="rest-endpoints__route"><span class="method-badge method-badge--post">POST<\/span><a class="rest-endpoints__path" href="\/api-docs\/api\/demo\/demo\/close-thing\/"><code>\/v1\/<wbr\/>things\/<wbr\/>close<\/code><\/a><span class="rest-endpoints__rpc">Demo\.CloseThing<\/span><\/li>/,
    );
    assert.match(html('api/extra/rest-endpoints'), /<p>2 routes\./, 'both rules of extrarpc.Demo.Where');
    assert.match(
      index,
      /<a href="https:\/\/github\.com\/example\/demo\/blob\/1{40}\/demorpc\/demo\.proto" target="_blank" rel="noopener noreferrer"><code>demorpc\/<wbr\/>demo\.proto<\/code><\/a>/,
      'file names wrap after a "/" only',
    );
    assert.match(html('category/api-reference'), /<p class="card__meta">1 sub-service<\/p>/, 'singular');
    const category = html('category/demo-service-1');
    assert.match(category, /<h1>Demo Service<\/h1>/);
    assert.match(category, /href="\/api-docs\/api\/extra\/demo\/where\/"/);
    assert.match(html('category/api-reference'), /href="\/api-docs\/api\/extra\/"/);
  });

  test('sitemap.xml lists every page of the newest releases but search and 404; robots.txt points at it', () => {
    const sitemap = fs.readFileSync(path.join(result.outDir, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const pages = listFiles(result.outDir).filter((f) => f.endsWith('.html'));
    const older = pages.filter((f) => f.startsWith('api/demo/v0.9.0/'));
    assert.ok(older.length > 5, 'the fixture has pages of an older release');
    // Copies at folder URLs (their canonical page is listed) and the pages for upstream maintainers are not.
    const unlisted = [
      'api/index.html',
      'category/index.html',
      'api/demo/demo/index.html',
      'api/extra/demo/index.html',
      'api/demo/documentation-gaps/index.html',
      'api/extra/documentation-gaps/index.html',
    ];
    // Nor the changes of each history release and removed RPCs' pages (the timelines are in).
    const history = ['api/demo/history/v1.0.0/index.html', 'api/demo/demo/ancient-thing/index.html'];
    assert.equal(urls.length, pages.length - 2 - older.length - unlisted.length - history.length);
    for (const file of [...unlisted, ...history])
      assert.ok(!urls.includes(`https://docs.example.com/api-docs/${file.replace(/index\.html$/, '')}`), file);
    assert.ok(urls.includes('https://docs.example.com/api-docs/api/demo/history/'));
    assert.ok(
      urls.includes('https://docs.example.com/api-docs/') &&
        urls.includes('https://docs.example.com/api-docs/api/demo/demo/get-info/'),
    );
    assert.ok(!urls.some((u) => u.includes('/search/') || u.includes('404') || u.includes('/v0.9.0/')));
    assert.equal(
      fs.readFileSync(path.join(result.outDir, 'robots.txt'), 'utf8'),
      'User-agent: *\nAllow: /api-docs/\n\nSitemap: https://docs.example.com/api-docs/sitemap.xml\n',
    );
  });

  test('each daemon has its API history at /api/<daemon>/history.json, computed from the trees when the site commits no history file', () => {
    for (const daemon of result.model.daemons) {
      const json = JSON.parse(fs.readFileSync(path.join(result.outDir, 'api', daemon.id, 'history.json'), 'utf8'));
      assert.equal(json.format, 1);
      assert.deepEqual(
        json.releases.map((r: { tag: string }) => r.tag).sort(),
        daemon.releases.map((r) => r.tag).sort(),
        daemon.id,
      );
      for (const method of daemon.releases[0]!.subServices.flatMap((s) => s.methods)) {
        const element = json.elements.find(
          (e: { kind: string; key: string }) => e.kind === 'rpc' && e.key === method.fullName,
        );
        assert.ok(
          element?.tags.includes(daemon.releases[0]!.tag),
          `${method.fullName} is in the newest release's history`,
        );
      }
    }
    assert.ok(!result.warnings.some((w) => w.includes('history')), 'no committed file is no warning');
  });

  test('route chunks and site data are content-hashed JSON the client can load', () => {
    const files = listFiles(result.outDir);
    const chunk = files.find((f) => /^assets\/data\/api-demo-demo-get-info\.[0-9a-f]{10}\.json$/.test(f));
    assert.ok(chunk, 'method chunk');
    const data = JSON.parse(fs.readFileSync(path.join(result.outDir, chunk), 'utf8'));
    assert.equal(data.kind, 'method');
    assert.equal(data.path, '/api-docs/api/demo/demo/get-info/');
    assert.match(html('api/demo/demo/get-info'), new RegExp(`data-chunk="/api-docs/${chunk.replace(/\./g, '\\.')}"`));
    assert.ok(files.some((f) => /^assets\/site-data\.[0-9a-f]{10}\.json$/.test(f)));
    assert.ok(files.some((f) => /^assets\/main\.[A-Z0-9]{8}\.js$/.test(f)));
  });

  test('two builds are byte-identical', async () => {
    const again = await buildInto();
    const a = listFiles(result.outDir);
    assert.deepEqual(listFiles(again.outDir), a);
    for (const file of a) {
      assert.ok(
        fs.readFileSync(path.join(result.outDir, file)).equals(fs.readFileSync(path.join(again.outDir, file))),
        file,
      );
    }
  });
});

describe('apidocs build failures', () => {
  test('a broken internal link fails the build, lists page and target, and keeps the old output', async () => {
    const content = copyContent();
    const out = path.join(tempDir('apidocs-out-'), 'build');
    await buildInto({ contentDir: content, outDir: out });
    const before = listFiles(out);
    const marker = fs.readFileSync(path.join(out, 'index.html'));
    replaceIn(
      path.join(content, 'site.yaml'),
      '{ label: Extra, to: /api/extra/ }',
      '{ label: Extra, to: /api/nowhere/ }',
    );
    await assert.rejects(buildInto({ contentDir: content, outDir: out }), (error: unknown) => {
      assert.ok(error instanceof ApidocsError);
      assert.match(error.format(), /broken internal link/);
      assert.match(
        error.format(),
        /\/api-docs\/ -> \/api-docs\/api\/nowhere\/ \(no page or file at \/api-docs\/api\/nowhere\/\)/,
      );
      return true;
    });
    assert.deepEqual(listFiles(out), before, 'the previous output is untouched');
    assert.ok(fs.readFileSync(path.join(out, 'index.html')).equals(marker));
    assert.deepEqual(fs.readdirSync(path.dirname(out)), ['build'], 'no temporary folder is left');
  });

  test('a broken #anchor fails the build', async () => {
    const content = copyContent();
    replaceIn(
      path.join(content, 'pages/markdown-page.md'),
      '[link to Demo](/api/demo/)',
      '[link to Demo](/api/demo/#no-such-section)',
    );
    await assert.rejects(
      buildInto({ contentDir: content }),
      /-> \/api-docs\/api\/demo\/#no-such-section \(no element with id "no-such-section" on \/api-docs\/api\/demo\/\)/,
    );
  });

  test('a broken markdown link only warns and renders as text', async () => {
    const content = copyContent();
    replaceIn(path.join(content, 'pages/markdown-page.md'), 'Back [home](./home.md).', 'Back [home](./missing.md).');
    const result = await buildInto({ contentDir: content });
    assert.ok(
      result.warnings.some((w) => /markdown-page\.md: broken markdown link "\.\/missing\.md"/.test(w)),
      result.warnings.join('\n'),
    );
    assert.match(fs.readFileSync(path.join(result.outDir, 'markdown-page/index.html'), 'utf8'), /Back home\./);
  });

  test('developer errors in site.yaml name the line: unknown navbar item type, missing doc id, missing sidebar id', async () => {
    const cases: [string, string, RegExp][] = [
      [
        '- { type: colorMode, position: right }',
        '- { type: rainbow, position: right }',
        /site\.yaml:\d+: navbar\.items\[5\]\.type: unknown navbar item type "rainbow"/,
      ],
      [
        'docId: api/extra/index',
        'docId: api/nothing/index',
        /site\.yaml:\d+: navbar item "Extra" names doc id "api\/nothing\/index", which does not exist/,
      ],
      [
        '- { type: colorMode, position: right }',
        '- { type: docSidebar, sidebarId: otherSidebar, label: Docs }',
        /site\.yaml:\d+: navbar item "Docs" names sidebar id "otherSidebar", which does not exist\n  The site has one sidebar: "tutorialSidebar"\./,
      ],
    ];
    for (const [from, to, message] of cases) {
      const content = copyContent();
      replaceIn(path.join(content, 'site.yaml'), from, to);
      await assert.rejects(buildInto({ contentDir: content }), (error: unknown) => {
        assert.ok(error instanceof ApidocsError);
        assert.match(error.format(), message);
        return true;
      });
    }
  });

  test('a proto error fails the build before anything is written', async () => {
    const protos = copyFixtureProtos();
    replaceIn(path.join(protos, 'demo/v1.0.0/demorpc/demo.proto'), 'message Chunk {', 'message Chunk {{');
    const out = path.join(tempDir('apidocs-out-'), 'build');
    await assert.rejects(buildInto({ protosDir: protos, outDir: out }), /demo\.proto:\d+:\d+: encountered unmatched/);
    assert.ok(!fs.existsSync(out));
    assert.deepEqual(fs.readdirSync(path.dirname(out)), []);
  });
});
