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
    const services = result.model.services;
    const methods = services.reduce((n, s) => n + s.subServices.reduce((m, sub) => m + sub.methods.length, 0), 0);
    const categories = services.reduce((n, s) => n + s.subServices.length, 0);
    assert.equal(methods, 382);
    const pages = listFiles(result.outDir).filter((f) => f.endsWith('.html'));
    // home, search, markdown page, api-reference, 404 + index, REST and permissions page per service
    assert.equal(pages.length, methods + categories + 5 + services.length * 3);
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
});
