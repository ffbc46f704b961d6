/** The full site built from the real protos (runs when APIDOCS_PROTOS is set). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';

describe('the real site', { skip: REAL_PROTOS_SKIP }, () => {
  let result: BuildResult;
  const html = (route: string) => fs.readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8');

  before(async () => {
    result = await buildInto({ contentDir: path.join(ROOT, 'content'), protosDir: REAL_PROTOS! });
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
    // home, search, markdown page, api-reference, 404 + index, REST and permissions page per
    // release, and the changes page of each release that has a previous one
    const pairs = result.model.daemons.reduce((n, d) => n + d.releases.length - 1, 0);
    assert.equal(pages.length, all.methods + all.categories + 5 + releases.length * 3 + pairs);
    for (const route of ['api/lnd/lightning/get-info', 'api/lnd/permissions', 'category/lightning-service', 'category/autopilot-service', 'category/autopilot-service-1', 'api/lit']) {
      assert.ok(fs.existsSync(path.join(result.outDir, route, 'index.html')), route);
    }
  });

  test('GetInfo shows GET /v1/getinfo and lncli getinfo', () => {
    const page = html('api/lnd/lightning/get-info');
    assert.match(page, /method-badge--get">GET<\/span><\/td><td><code>\/v1\/<wbr\/>getinfo<\/code>/);
    assert.match(page, /lncli getinfo/);
  });

  test('SendPaymentV2 shows its streaming notice and REST route', () => {
    const page = html('api/lnd/router/send-payment-v2');
    assert.match(page, /This is a server-streaming RPC/);
    assert.match(page, /<code>\/v2\/<wbr\/>router\/<wbr\/>send<\/code>/);
    assert.match(page, /rpc SendPaymentV2 \(SendPaymentRequest\) returns \(stream Payment\);/);
  });

  test('deprecated RPCs show the danger notice', () => {
    for (const route of ['api/lnd/neutrino-kit/get-block-hash', 'api/lnd/lightning/list-unspent', 'api/taproot-assets/taproot-asset-channels/encode-custom-records']) {
      assert.match(html(route), /admonition--danger[\s\S]*This RPC is deprecated/, route);
    }
  });

  test('the OpenChannel request table places its fields in the REST body', () => {
    const page = html('api/lnd/lightning/open-channel');
    assert.match(page, /<th scope="col">REST Placement<\/th>/);
    assert.match(page, /id="lnrpc\.openchannelrequest-local_funding_amount"[\s\S]*?<code>body<\/code>/);
    assert.match(page, /id="lnrpc\.commitmenttype"/);
  });

  test('the API changes of lnd: removed RPCs linked into the old release, new ones badged on their pages', () => {
    const changes = html('api/lnd/changes').replaceAll('<!-- -->', '');
    assert.match(changes, /LND <a href="\/api-docs\/api\/lnd\/"><code>v0\.21\.2-beta<\/code><\/a> compared with <a href="\/api-docs\/api\/lnd\/v0\.20\.3-beta\/"><code>v0\.20\.3-beta<\/code><\/a>/);
    assert.ok(changes.indexOf('id="rpc-removed-lnrpc.lightning.sendpaymentsync"') < changes.indexOf('id="rpc-added-lnrpc.lightning.sendonionmessage"'));
    assert.match(changes, /<a href="\/api-docs\/api\/lnd\/v0\.20\.3-beta\/lightning\/send-payment-sync\/"><code>lnrpc\.Lightning\.SendPaymentSync<\/code><\/a>: <span>RPC removed<\/span>/);
    assert.match(changes, /<a href="\/api-docs\/api\/lnd\/lightning\/send-onion-message\/"><code>lnrpc\.Lightning\.SendOnionMessage<\/code><\/a>: <span>RPC added<\/span>/);
    assert.match(html('api/lnd/lightning/send-onion-message'), /class="badge badge--new" href="\/api-docs\/api\/lnd\/changes\/#rpc-added-lnrpc\.lightning\.sendonionmessage"[^>]*>New in v0\.21\.2-beta</);
    assert.match(html('api/lnd'), /href="\/api-docs\/api\/lnd\/changes\/">API changes since v0\.20\.3-beta<\/a>/);
  });
});
