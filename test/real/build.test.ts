/**
 * The full site built from the real protos (runs when APIDOCS_PROTOS is set), in this process,
 * so the tests can read its model and pages; and "two builds of the same input are
 * byte-identical" (docs/commands.md) for the real site: a build in another process with an
 * empty cache (every release compiled) and this one with that cache filled (every release read
 * back) write the same tree, byte for byte. The cold one is the shared build of the test run
 * when that was made from an empty cache (test/run.mjs, .ci/run); otherwise this build is the
 * cold one and `apidocs build` makes the warm one from the cache it filled.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { SITE_OUTPUTS } from '../../src/build/site-outputs.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';

/** `apidocs build` of the real site in its own process, with `cacheDir` as APIDOCS_CACHE_DIR. */
function buildInOwnProcess(outDir: string, cacheDir: string): void {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'bin/apidocs'), 'build', '--protos', REAL_PROTOS!, '--offline', '--out', outDir],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', APIDOCS_CACHE_DIR: cacheDir },
      encoding: 'utf8',
      timeout: 900_000,
    },
  );
  assert.equal(result.status, 0, result.stderr);
}

/** The files of two trees that differ (missing on one side, or other bytes). */
function differences(a: string, b: string): string[] {
  const all = [...new Set([...listFiles(a), ...listFiles(b)])].sort();
  return all.filter((file) => {
    const [x, y] = [path.join(a, file), path.join(b, file)];
    return !fs.existsSync(x) || !fs.existsSync(y) || !fs.readFileSync(x).equals(fs.readFileSync(y));
  });
}

/**
 * The shared build of the test run when test/run.mjs (or CI) made it from an empty cache
 * (APIDOCS_REAL_BUILD_CACHE names that cache, filled since): the cold build. A private copy of
 * the cache's compiled releases keeps the check "every release read back" free of what other
 * test files write to the shared cache meanwhile.
 */
function sharedColdBuild(): { out: string; cache: string } | null {
  const out = process.env.APIDOCS_REAL_BUILD;
  const cache = process.env.APIDOCS_REAL_BUILD_CACHE;
  if (!out || !cache || !fs.existsSync(path.join(out, 'index.html'))) return null;
  return fs.existsSync(path.join(cache, 'releases')) ? { out, cache } : null;
}

/**
 * What a build caches: the compiled releases, the compressed copies (src/build/compress-cache.ts),
 * the page data, the rendered pages, the outputs besides the pages and the client bundle
 * (page-data-cache.ts, render-cache.ts, output-cache.ts, bundle-cache.ts).
 */
const BUILD_CACHES = ['releases', 'compressed', 'page-data', 'rendered', 'outputs', 'bundle'];
/** The outputs besides the pages (site-outputs.ts), which a warm build replays (output-cache.ts). */
const OUTPUTS = SITE_OUTPUTS.length;

describe('the real site', { skip: REAL_PROTOS_SKIP }, () => {
  let result: BuildResult;
  const html = (route: string) => fs.readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8');
  const work = tempDir('apidocs-real-build-');
  const cache = path.join(work, 'cache');
  const shared = sharedColdBuild();
  /** The cache as the cold build left it (when this build is the warm one). */
  let filled: string[] = [];

  before(async () => {
    for (const name of shared ? BUILD_CACHES : []) {
      const from = path.join(shared!.cache, name);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(cache, name), { recursive: true });
    }
    filled = listFiles(cache).sort();
    result = await buildInto({
      contentDir: path.join(ROOT, 'content'),
      outDir: path.join(work, 'build'),
      trees: { ...offlineTrees(REAL_PROTOS!), cacheDir: cache },
    });
  });

  test('it builds byte for byte the same from an empty cache and from a filled one, in separate processes', () => {
    let cold = shared?.out;
    let warm = result.outDir;
    if (shared) {
      // A release or a copy missing from the cache would have been made and written to it.
      assert.ok(filled.length > 0, 'the shared cold build filled its cache');
      assert.ok(fs.existsSync(path.join(cache, 'compressed')), 'and cached its compressed copies');
      assert.ok(fs.existsSync(path.join(cache, 'rendered')), 'and its rendered pages');
      assert.deepEqual(listFiles(cache).sort(), filled, 'this warm build found every release and copy in the cache');
      assert.deepEqual(
        result.pageCache,
        {
          pageDataReused: true,
          reused: result.pages,
          rendered: 0,
          outputsReplayed: OUTPUTS,
          bundleReused: true,
        },
        'it read the data of every page back and rendered none',
      );
    } else {
      cold = result.outDir;
      filled = listFiles(cache).sort();
      assert.ok(filled.length > 0, 'this cold build filled the cache');
      warm = path.join(work, 'warm');
      buildInOwnProcess(warm, cache);
      assert.deepEqual(result.pageCache, {
        pageDataReused: false,
        reused: 0,
        rendered: result.pages,
        outputsReplayed: 0,
        bundleReused: false,
      });
      // A page rendered again would have stored a new entry: the listing would differ.
      assert.deepEqual(
        listFiles(cache).sort(),
        filled,
        'the warm build found every release, page and copy in the cache',
      );
    }
    assert.ok(listFiles(cold!).length > 1000);
    assert.deepEqual(differences(cold!, warm), [], 'cold and warm builds differ');
  });

  test('the route list is what the model implies', () => {
    const releases = result.model.daemons.flatMap((d) => d.releases);
    const count = (list: typeof releases) => ({
      methods: list.reduce((n, s) => n + s.subServices.reduce((m, sub) => m + sub.methods.length, 0), 0),
      categories: list.reduce((n, s) => n + s.subServices.length, 0),
    });
    const newest = count(result.model.daemons.map((d) => d.releases[0]!));
    assert.equal(newest.methods, 382);
    const all = count(releases);
    const pages = listFiles(result.outDir).filter((f) => f.endsWith('.html'));
    // home, search, markdown page, api-reference, 404, its copies at /api/ and /category/ +
    // index, REST, permissions and documentation gaps page per release, the changes page of
    // each release that has a previous one, and a copy of each newest category in its sub-service's folder
    const pairs = result.model.daemons.reduce((n, d) => n + d.releases.length - 1, 0);
    // and the API history: a timeline per daemon, the changes page of every history release
    // that follows another, and a page at the URL of each RPC the newest release removed
    const kinds = result.state.pages.map((p) => p.page);
    const historyPages = kinds.filter(
      (p) => p.kind === 'api-history' || p.kind === 'removed-rpc' || p.path.includes('/history/'),
    ).length;
    const histories = [...result.state.prepared.ctx.histories.values()];
    assert.equal(kinds.filter((p) => p.kind === 'api-history').length, histories.length);
    assert.equal(
      kinds.filter((p) => p.kind === 'api-changes' && p.path.includes('/history/')).length,
      histories.reduce((n, h) => n + h.history.releases.filter((r) => r.follows).length, 0),
    );
    // and each daemon's error catalogue: its index and a page per entry
    const catalogues = [...result.state.prepared.ctx.catalogues.values()];
    const cataloguePages = catalogues.reduce((n, c) => n + 1 + c.entries.length, 0);
    assert.equal(catalogues.length, result.model.daemons.length);
    assert.equal(
      pages.length,
      all.methods +
        all.categories +
        5 +
        2 +
        releases.length * 4 +
        pairs +
        newest.categories +
        historyPages +
        cataloguePages,
    );
    for (const route of [
      'api/lnd/lightning/get-info',
      'api/lnd/permissions',
      'category/lightning-service',
      'category/autopilot-service',
      'category/autopilot-service-1',
      'api/lit',
    ]) {
      assert.ok(fs.existsSync(path.join(result.outDir, route, 'index.html')), route);
    }
  });

  test('GetInfo shows GET /v1/getinfo and lncli getinfo', () => {
    const page = html('api/lnd/lightning/get-info');
    assert.match(
      page,
      /<dt>REST<\/dt><dd><ul class="method-facts__routes"><li><span class="method-badge method-badge--get">GET<\/span> <code class="route-path">\/v1\/<wbr\/>getinfo<\/code>/,
    );
    assert.match(page, /lncli getinfo/);
  });

  test('one page, one macaroon, in the three cases: GetInfo readonly, EncodeCustomRecords any tapd macaroon, GenSeed and SubServerStatus none', () => {
    const text = (route: string) =>
      html(route)
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'");
    // The macaroon files the samples section (connection note, every sample, the CLI command) names.
    const sampleMacaroons = (route: string) => {
      const body = text(route);
      const samples = body.slice(body.indexOf('Code Samples'), body.lastIndexOf('Messages'));
      return [...new Set(samples.match(/[\w-]+\.macaroon\b/g) ?? [])];
    };
    assert.deepEqual(sampleMacaroons('api/lnd/lightning/get-info'), ['readonly.macaroon']);
    assert.match(
      text('api/lnd/lightning/get-info'),
      /lncli --network=regtest --macaroonpath=~\/\.lnd\/data\/chain\/bitcoin\/regtest\/readonly\.macaroon getinfo/,
    );
    const encode = text('api/taproot-assets/taproot-asset-channels/encode-custom-records');
    assert.match(
      encode,
      /Requires a macaroon of tapd, any one: the permission entry lists no permission, but the RPC is not on tapd's macaroon whitelist/,
    );
    assert.doesNotMatch(encode, /No macaroon needed/);
    assert.deepEqual(sampleMacaroons('api/taproot-assets/taproot-asset-channels/encode-custom-records'), [
      'admin.macaroon',
    ]);
    for (const route of [
      'api/lnd/wallet-unlocker/gen-seed',
      'api/lnd/state/get-state',
      'api/lit/status/sub-server-status',
    ]) {
      assert.match(
        text(route),
        /No macaroon needed: (lnd|litd) answers this RPC without a macaroon \(it is on \1's macaroon whitelist, (macaroonWhitelist|whiteListedLitMethods)\)\./,
        route,
      );
      assert.deepEqual(sampleMacaroons(route), [], route);
    }
    const tapd = text('api/taproot-assets/permissions');
    assert.match(
      tapd,
      /RPCs that need any tapd macaroon[^]*TaprootAssetChannels\.EncodeCustomRecords — smallest default macaroon admin\.macaroon/,
    );
    assert.match(
      tapd,
      /Universe\.QueryProof — with allowUniPublicAccessRead or allowPublicUniProofCourier \(MacaroonWhitelist\)/,
    );
  });

  test('SendPaymentV2 says it streams, and shows its REST route', () => {
    const page = html('api/lnd/router/send-payment-v2');
    assert.match(page, /<dt>Streaming<\/dt><dd>Server streaming: one request, a stream of responses<\/dd>/);
    assert.match(page, /<dt>Response<\/dt><dd>stream of <a href="#lnrpc\.payment">/);
    assert.match(page, /<code class="route-path">\/v2\/<wbr\/>router\/<wbr\/>send<\/code>/);
    assert.match(page, /rpc SendPaymentV2 \(SendPaymentRequest\) returns \(stream Payment\);/);
  });

  test('deprecated RPCs show the danger notice', () => {
    for (const route of [
      'api/lnd/neutrino-kit/get-block-hash',
      'api/lnd/lightning/list-unspent',
      'api/taproot-assets/taproot-asset-channels/encode-custom-records',
    ]) {
      assert.match(html(route), /admonition--danger[\s\S]*This RPC is deprecated/, route);
    }
  });

  test('OpenChannel: fields in the JSON body, FundingShim -> ChanPointShim opens in place, aliases marked', () => {
    const page = html('api/lnd/lightning/open-channel');
    assert.match(
      page,
      /<ul class="rest-summary"><li><span class="method-badge method-badge--post">POST<\/span> <code class="route-path">\/v1\/<wbr\/>channels\/<wbr\/>stream<\/code>: fields in the JSON body<\/li><\/ul>/,
    );
    assert.match(
      page,
      /id="lnrpc\.openchannelrequest-funding_shim"[\s\S]*?<details class="nested"><summary>lnrpc\.FundingShim <span>\(2 fields\)<\/span><\/summary><div class="nested__body" id="lnrpc\.fundingshim">[\s\S]*?<div class="nested__body" id="lnrpc\.chanpointshim">/,
    );
    assert.match(
      page,
      /id="lnrpc\.commitmenttype-simple_taproot_final"[^>]*><a [^>]*>SIMPLE_<wbr\/>TAPROOT_<wbr\/>FINAL<\/a><code>= 7<\/code><span class="badge">alias of TAPROOT<\/span>/,
    );
    assert.doesNotMatch(page, /<table/);
  });

  test('REST placement per route: QueryRoutes GET and POST, FetchAssetMeta, CloseChannel partly in the path', () => {
    const query = html('api/lnd/lightning/query-routes');
    assert.match(
      query,
      /<code class="route-path">[^<]*(<wbr\/>[^<]*)*<\/code>: fields in the query string[^<]*<\/li><li><span class="method-badge method-badge--post">POST<\/span> <code class="route-path">[^<]*(<wbr\/>[^<]*)*<\/code>: fields in the JSON body/,
      'amt_msat: query for GET, body for POST',
    );
    const meta = html('api/taproot-assets/taproot-assets/fetch-asset-meta');
    assert.match(
      meta,
      /id="taprpc\.fetchassetmetarequest-meta_hash_str"[\s\S]*?<p class="field__rest">REST \(GET \/v1\/taproot-assets\/assets\/meta\/hash\/\{meta_hash_str\}\): in the path<\/p>/,
    );
    const close = html('api/lnd/lightning/close-channel');
    assert.match(
      close,
      /id="lnrpc\.closechannelrequest-channel_point"[\s\S]*?<p class="field__rest">REST: partly in the path \(channel_point\.funding_txid_str, channel_point\.output_index\), the rest in the query string<\/p>/,
    );
  });

  test("the upstream sources' documentation gaps are on the daemons' pages and in the report, and no warning is printed", () => {
    const gaps = result.gaps.flatMap((r) => r.gaps.map((g) => ({ ...g, daemon: r.daemonId })));
    const count = (kind: string) => gaps.filter((g) => g.kind === kind).length;
    assert.deepEqual(
      [count('rpc-without-comment'), count('cli-command-missing'), count('permission-entry-missing')],
      [15, 21, 1],
    );
    assert.deepEqual(result.warnings, [], 'a build of the real protos has nothing the user must fix');
    const pool = html('api/pool/documentation-gaps');
    assert.equal(
      [...pool.matchAll(/href="\/api-docs\/api\/pool\/channel-auctioneer\/[a-z-]+\/"/g)].length,
      14,
      'the auctioneer RPCs without a comment',
    );
    assert.match(
      pool,
      /href="https:\/\/github\.com\/lightninglabs\/pool\/blob\/[0-9a-f]{40}\/auctioneerrpc\/auctioneer\.proto#L12"/,
    );
    assert.match(html('api/lnd/documentation-gaps'), /<code>lncli sendonion<\/code>/);
    const report = fs.readFileSync(path.join(result.outDir, 'documentation-gaps.txt'), 'utf8');
    assert.equal(report.split('\n').filter((l) => l !== '' && !l.startsWith('#')).length, gaps.length);
  });

  test('several REST rules of a selector: pool has 28 routes, BatchSnapshots three', () => {
    assert.match(html('api/pool/rest-endpoints'), /<p>28 routes\. /);
    const snapshots = html('api/pool/trader/batch-snapshots');
    const facts = snapshots.slice(snapshots.indexOf('<dt>REST</dt>'), snapshots.indexOf('<dt>gRPC</dt>'));
    assert.equal(
      facts.match(
        /<li><span class="method-badge method-badge--get">GET<\/span> <code class="route-path">\/v1\/<wbr\/>pool\/<wbr\/>batch\/<wbr\/>snapshots/g,
      )?.length,
      3,
    );
  });

  test('comments as their authors meant them', () => {
    const signer = html('api/lnd/signer/sign-output-raw');
    assert.match(
      signer,
      /<p><code>k = \(privKey\*sha256\(pubKey \|\| tweakPub\) \+<\/code><br>\n<code>tweakPriv\*sha256\(tweakPub \|\| pubKey\)\) mod N<\/code><\/p>/,
      'double_tweak: maths as code, no italics',
    );
    const intercept = html('api/lnd/router/htlc-interceptor');
    assert.match(
      intercept,
      /The possible next-hop representations are:<br>\n\u00a0\u00a0node ID empty, channel ID 0: final receive;<br>/,
      'indented lines keep their lines',
    );
    const outliers = html('api/faraday/faraday-server/outlier-recommendations');
    assert.match(outliers, /Available options are:<br>\nUptime: /);
    assert.match(
      outliers,
      /Example request:<br>\n<code>http:\/\/localhost:8466\/v1\/faraday\/outliers\/REVENUE/,
      'a localhost example is code',
    );
    assert.doesNotMatch(outliers, /href="http:\/\/localhost/);
    assert.match(
      html('api/pool/channel-auctioneer/init-account'),
      /256 characters:<br>\n\u00a0\u00a0\u00a0<code>Agent-Name\/semver-version\(\/additional-info\)<\/code><br>\nExamples:<br>/,
      'user_agent patterns on their lines',
    );
  });

  test('the API changes of lnd: removed RPCs linked into the old release, new ones badged on their pages', () => {
    const changes = html('api/lnd/changes').replaceAll('<!-- -->', '');
    assert.match(
      changes,
      /LND <a href="\/api-docs\/api\/lnd\/"><code><span class="version-tag">v0\.21\.2-beta<\/span><\/code><\/a> compared with <a href="\/api-docs\/api\/lnd\/v0\.20\.3-beta\/"><code><span class="version-tag">v0\.20\.3-beta<\/span><\/code><\/a>/,
    );
    assert.ok(
      changes.indexOf('id="rpc-removed-lnrpc.lightning.sendpaymentsync"') <
        changes.indexOf('id="rpc-added-lnrpc.lightning.sendonionmessage"'),
    );
    assert.match(
      changes,
      /<a href="\/api-docs\/api\/lnd\/v0\.20\.3-beta\/lightning\/send-payment-sync\/"><code>lnrpc\.Lightning\.SendPaymentSync<\/code><\/a>: <span>RPC removed<\/span>/,
    );
    assert.match(
      changes,
      /<a href="\/api-docs\/api\/lnd\/lightning\/send-onion-message\/"><code>lnrpc\.Lightning\.SendOnionMessage<\/code><\/a>: <span>RPC added<\/span>/,
    );
    assert.match(html('api/lnd'), /href="\/api-docs\/api\/lnd\/changes\/">API changes since v0\.20\.3-beta<\/a>/);
  });

  test('release notes from the API history of every pinned lnd release, backports included', () => {
    // The badge's text, its tags' no-break spans left out.
    const added = (route: string) =>
      html(route)
        .match(/class="release-note"[^>]*><a class="badge badge--new" href="([^"]+)"[^>]*>(.*?)<\/a>/)
        ?.slice(1)
        .map((part) => part.replace(/<[^>]+>/g, ''));
    assert.deepEqual(added('api/lnd/lightning/send-onion-message'), [
      '/api-docs/api/lnd/history/v0.21.0-beta/#rpc-added-lnrpc.lightning.sendonionmessage',
      'Added in v0.21.0-beta',
    ]);
    assert.deepEqual(added('api/lnd/router/delete-forwarding-history')?.[1], 'Added in v0.21.0-beta');
    assert.deepEqual(added('api/lnd/wallet-kit/submit-package')?.[1], 'Added in v0.21.2-beta', 'a patch release');
    const row = (route: string, anchor: string) =>
      html(route).match(new RegExp(`<li id="${anchor.replaceAll('.', '\\.')}"[^>]*>.*?</li>`, 's'))?.[0] ?? '';
    assert.match(
      row('api/lnd/wallet-kit/bump-fee', 'walletrpc.bumpfeerequest-immediate'),
      />Added in <span class="version-tag">v0\.18\.0-beta<\/span></,
    );
    assert.match(
      row('api/lnd/router/htlc-interceptor', 'routerrpc.forwardhtlcinterceptrequest-outgoing_requested_node_id'),
      />Added in <span class="version-tag">v0\.21\.2-beta<\/span>; also <span class="version-tag">v0\.20\.3-beta<\/span></,
      'backported to the older line',
    );
    assert.match(
      html('api/lnd'),
      /The API history starts at <code><span class="version-tag">v0\.16\.0-beta<\/span><\/code>/,
    );
  });

  test("the lnd timeline, a history release's changes and the page at a removed RPC's URL", () => {
    const timeline = html('api/lnd/history').replaceAll('<!-- -->', '');
    assert.match(
      timeline,
      /<li id="v0\.20\.2-beta" class="timeline__release">.*? since <code><span class="version-tag">v0\.20\.1-beta<\/span><\/code>/,
      'a patch of the older line follows its own line',
    );
    assert.match(html('api/lnd/history/v0.21.0-beta'), /id="rpc-added-lnrpc\.lightning\.sendonionmessage"/);
    const removed = html('api/lnd/lightning/send-payment-sync').replaceAll('<!-- -->', '');
    assert.match(
      removed,
      /<code>lnrpc\.Lightning\.SendPaymentSync<\/code> is not in LND <code>v0\.21\.2-beta<\/code>: it was removed in <a href="\/api-docs\/api\/lnd\/history\/v0\.21\.0-beta\/#rpc-removed-lnrpc\.lightning\.sendpaymentsync">/,
    );
    assert.match(
      removed,
      /The newest release that has it is <a href="\/api-docs\/api\/lnd\/v0\.20\.3-beta\/lightning\/send-payment-sync\/"><code>v0\.20\.3-beta<\/code><\/a>/,
    );
  });
});
