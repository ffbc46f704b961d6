/**
 * The stand-in daemons refuse what the daemons refuse, with their own codes and texts: on the
 * sample fixture (a service the ledger does not serve, an RPC missing from its permission
 * table, every macaroon rejection) read from its Go tables by the second reader, over gRPC
 * and REST; and, with real protos, the 23 RPCs of the six daemons that no node of the
 * reader answers.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { loadModel } from '../../src/release/load-model.ts';
import { type SiteRelease, buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { type Sources, loadSources } from '../../src/sources/sources-config.ts';
import type { TreeOptions } from '../../src/sources/proto-trees.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { readGoPermissions } from './go-permission-reader.ts';
import { Recorder } from './recorder.ts';
import { GRPC_CODE, alwaysRefused, refusalOf, standInRules } from './stand-in-daemon.ts';
import { type StandIn, startStandIn } from './stand-in-stubs.ts';
import { makeEcdsaCertificate } from './tls-cert.ts';

const FIXTURE = fixtureTree('samples');
const LEDGER_MACAROONS = [
  { file: 'admin.macaroon', ops: 'adminOps' },
  { file: 'readonly.macaroon', ops: 'readOps' },
];

describe('the second reading of the fixture ledger and hub', () => {
  const ledger = readGoPermissions(path.join(FIXTURE, 'protos/ledger/v1.2.0'));
  const rules = standInRules('ledger', ledger, LEDGER_MACAROONS);
  const hub = standInRules('hub', readGoPermissions(path.join(FIXTURE, 'protos/hub/v0.1.0')), [
    { file: 'hub.macaroon', ops: '*' },
  ]);

  test('reads the table, the op lists and the whitelist, and no conditional whitelist', () => {
    assert.deepEqual(ledger.entries.get('/ledgerrpc.Ledger/CloseEntry'), ['entries:write']);
    assert.deepEqual(ledger.entries.get('/ledgerrpc.Ledger/Stop'), []);
    assert.equal(ledger.entries.has('/keysrpc.Keys/XRotate'), false);
    assert.deepEqual(ledger.opLists.get('readOps'), ['info:read', 'entries:read']);
    assert.equal(ledger.entries.size, 12);
    // PublicLookups adds LookupPayment only when the daemon is configured so: by default it needs its macaroon.
    assert.deepEqual([...ledger.whitelist], []);
    assert.deepEqual([...hub.reading.whitelist], ['/hubrpc.Hub/Status']);
    assert.equal(hub.reading.entries.size, 0);
  });

  test("each refusal in the daemons' order, with their texts and codes", () => {
    const refuse = (uri: string, file: string | null | undefined) => refusalOf(rules, uri, file);
    const plain = (message: string) => ({ code: GRPC_CODE.unknown, message });
    assert.deepEqual(refuse('/marketrpc.Market/Quote', 'admin.macaroon'), {
      code: GRPC_CODE.unimplemented,
      message: 'unknown service marketrpc.Market',
    });
    assert.deepEqual(
      refuse('/keysrpc.Keys/XRotate', 'admin.macaroon'),
      plain('/keysrpc.Keys/XRotate: unknown permissions required for method'),
    );
    assert.deepEqual(refuse('/ledgerrpc.Ledger/CloseEntry', null), plain('expected 1 macaroon, got 0'));
    assert.deepEqual(
      refuse('/ledgerrpc.Ledger/CloseEntry', 'vault.macaroon'),
      plain('verification failed: signature mismatch after caveat verification'),
    );
    assert.deepEqual(refuse('/ledgerrpc.Ledger/CloseEntry', undefined), refuse('/ledgerrpc.Ledger/CloseEntry', 'x'));
    assert.deepEqual(refuse('/ledgerrpc.Ledger/CloseEntry', 'readonly.macaroon'), plain('permission denied'));
    assert.equal(refuse('/ledgerrpc.Ledger/CloseEntry', 'admin.macaroon'), null);
    assert.equal(refuse('/ledgerrpc.Ledger/LookupPayment', 'readonly.macaroon'), null);
    // An empty entry takes any macaroon of the daemon, but not none.
    assert.equal(refuse('/ledgerrpc.Ledger/Stop', 'readonly.macaroon'), null);
    assert.deepEqual(refuse('/ledgerrpc.Ledger/Stop', null), plain('expected 1 macaroon, got 0'));
    // The whitelist takes anything; litd (the hub's model) words a missing entry its own way.
    assert.equal(refusalOf(hub, '/hubrpc.Hub/Status', null), null);
    const lit = standInRules('lit', hub.reading, []);
    assert.deepEqual(refusalOf(lit, '/hubrpc.Hub/Other', null), plain('unknown request'));
  });

  test('refused whatever a call carries: the unserved service and the RPC without an entry only', () => {
    const refused = [
      '/ledgerrpc.Ledger/GetSummary',
      '/ledgerrpc.Ledger/Stop',
      '/keysrpc.Keys/XRotate',
      '/marketrpc.Market/Quote',
    ].filter((uri) => alwaysRefused(rules, uri));
    assert.deepEqual(refused, ['/keysrpc.Keys/XRotate', '/marketrpc.Market/Quote']);
  });
});

/** The stand-ins of some daemons of a tree, with a recorder issuing their macaroons. */
async function standIns(sources: Sources, trees: TreeOptions, ids: string[]) {
  const { model } = await loadModel({ sources, trees, releases: 'newest' });
  const services = latestReleases(buildSiteApi(model)).filter((s) => ids.includes(s.id));
  const tls = makeEcdsaCertificate(tempDir('apidocs-stand-in-'));
  const recorder = new Recorder();
  const started = new Map<string, { service: SiteRelease; standIn: StandIn }>();
  for (const service of services)
    started.set(service.id, { service, standIn: await startStandIn({ sources, trees, service, recorder, tls }) });
  return { started, recorder, cert: tls.cert };
}

/** A gRPC call of any path with an empty request; resolves with the status (0 when it passed). */
function callGrpc(
  port: number,
  cert: Buffer,
  uri: string,
  hex: string | null,
): Promise<{ code: number; details: string }> {
  const client = new grpc.Client(`localhost:${port}`, grpc.credentials.createSsl(cert));
  const metadata = new grpc.Metadata();
  if (hex) metadata.set('macaroon', hex);
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      uri,
      () => Buffer.alloc(0),
      (b: Buffer) => b,
      {},
      metadata,
      (error) => {
        client.close();
        resolve(error ? { code: error.code, details: error.details } : { code: 0, details: '' });
      },
    );
  });
}

/** A REST call over HTTPS; resolves with the HTTP status and the JSON body. */
async function callRest(port: number, cert: Buffer, method: string, route: string, hex: string | null) {
  const { request } = await import('node:https');
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(
      { host: 'localhost', port, method, path: route, ca: cert, headers: hex ? { 'Grpc-Metadata-macaroon': hex } : {} },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : '{}');
  });
}

describe('the fixture ledger stand-in over the wire', () => {
  let env: Awaited<ReturnType<typeof standIns>>;
  before(async () => {
    env = await standIns(
      loadSources(path.join(FIXTURE, 'content/sources.json')),
      offlineTrees(path.join(FIXTURE, 'protos')),
      ['ledger'],
    );
  });
  after(async () => {
    for (const { standIn } of env.started.values()) await standIn.close();
  });
  const macaroon = (file: string) => env.recorder.issueMacaroon('test', file).toString('hex');

  test('gRPC: unknown service, no permission entry, no macaroon, a foreign macaroon, too few permissions', async () => {
    const { grpc: port } = env.started.get('ledger')!.standIn.ports;
    const call = (uri: string, hex: string | null) => callGrpc(port, env.cert, uri, hex);
    assert.deepEqual(await call('/marketrpc.Market/Quote', macaroon('admin.macaroon')), {
      code: grpc.status.UNIMPLEMENTED,
      details: 'unknown service marketrpc.Market',
    });
    assert.deepEqual(await call('/keysrpc.Keys/XRotate', macaroon('admin.macaroon')), {
      code: grpc.status.UNKNOWN,
      details: '/keysrpc.Keys/XRotate: unknown permissions required for method',
    });
    assert.deepEqual(await call('/ledgerrpc.Ledger/GetSummary', null), {
      code: grpc.status.UNKNOWN,
      details: 'expected 1 macaroon, got 0',
    });
    assert.deepEqual(await call('/ledgerrpc.Ledger/GetSummary', macaroon('vault.macaroon')), {
      code: grpc.status.UNKNOWN,
      details: 'verification failed: signature mismatch after caveat verification',
    });
    assert.deepEqual(await call('/keysrpc.Keys/Derive', macaroon('readonly.macaroon')), {
      code: grpc.status.UNKNOWN,
      details: 'permission denied',
    });
    assert.deepEqual(await call('/ledgerrpc.Ledger/GetSummary', macaroon('readonly.macaroon')), {
      code: 0,
      details: '',
    });
  });

  test("REST: the gateway's 404 for a route the daemon does not register, the interceptor's errors as HTTP 500", async () => {
    const { rest: port } = env.started.get('ledger')!.standIn.ports;
    assert.deepEqual(await callRest(port, env.cert, 'GET', '/v1/market/quote?asset=x', macaroon('admin.macaroon')), {
      status: 404,
      body: { code: 5, message: 'Not Found', details: [] },
    });
    assert.deepEqual(await callRest(port, env.cert, 'POST', '/v2/keys/x/rotate', macaroon('admin.macaroon')), {
      status: 500,
      body: { code: 2, message: '/keysrpc.Keys/XRotate: unknown permissions required for method', details: [] },
    });
    assert.deepEqual(await callRest(port, env.cert, 'POST', '/v2/keys/derive', macaroon('readonly.macaroon')), {
      status: 500,
      body: { code: 2, message: 'permission denied', details: [] },
    });
    assert.deepEqual(await callRest(port, env.cert, 'GET', '/v1/summary', null), {
      status: 500,
      body: { code: 2, message: 'expected 1 macaroon, got 0', details: [] },
    });
  });
});

/** The RPCs no reader's node answers (issue 33): pool's auctioneer and HashMail, tapd's oracle and pilot, one of lnd's. */
const REFUSED = {
  pool: [
    ...[
      'BatchSnapshot',
      'BatchSnapshots',
      'CancelOrder',
      'InitAccount',
      'MarketInfo',
      'ModifyAccount',
      'NodeRating',
      'OrderState',
      'RelevantBatchSnapshot',
      'ReserveAccount',
      'SubmitOrder',
      'SubscribeBatchAuction',
      'SubscribeSidecar',
      'Terms',
    ].map((m) => `/poolrpc.ChannelAuctioneer/${m}`),
    ...['DelCipherBox', 'NewCipherBox', 'RecvStream', 'SendStream'].map((m) => `/poolrpc.HashMail/${m}`),
  ],
  'taproot-assets': [
    '/priceoraclerpc.PriceOracle/QueryAssetRates',
    '/portfoliopilotrpc.PortfolioPilot/QueryAssetRates',
    '/portfoliopilotrpc.PortfolioPilot/ResolveRequest',
    '/portfoliopilotrpc.PortfolioPilot/VerifyAcceptQuote',
  ],
  lnd: ['/routerrpc.Router/XFindBaseLocalChanAlias'],
};

describe('the real stand-ins refuse the 23 RPCs no node of the reader answers', {
  skip: REAL_PROTOS_SKIP || false,
}, () => {
  let env: Awaited<ReturnType<typeof standIns>>;
  const ids = ['lnd', 'loop', 'pool', 'faraday', 'taproot-assets', 'lit'];
  before(async () => {
    env = await standIns(loadSources(path.join(ROOT, 'content/sources.json')), offlineTrees(REAL_PROTOS!), ids);
  });
  after(async () => {
    for (const { standIn } of env?.started.values() ?? []) await standIn.close();
  });

  test('exactly these 23 RPCs of the six daemons are refused whatever a call carries', () => {
    const refused: Record<string, string[]> = {};
    for (const { service, standIn } of env.started.values()) {
      const uris = service.subServices.flatMap((sub) => sub.methods.map((m) => `/${sub.fullName}/${m.name}`));
      const own = uris.filter((uri) => alwaysRefused(standIn.rules, uri));
      if (own.length > 0) refused[service.id] = own.sort();
    }
    assert.deepEqual(refused, Object.fromEntries(Object.entries(REFUSED).map(([k, v]) => [k, [...v].sort()])));
    assert.equal(Object.values(refused).flat().length, 23);
  });

  test("over gRPC with the daemon's default macaroon: grpc-go's unknown service, lnd's unknown permissions", async () => {
    const defaults: Record<string, string> = {
      pool: 'pool.macaroon',
      'taproot-assets': 'admin.macaroon',
      lnd: 'admin.macaroon',
    };
    for (const [id, uris] of Object.entries(REFUSED)) {
      const { standIn } = env.started.get(id)!;
      const hex = env.recorder.issueMacaroon('real', defaults[id]!).toString('hex');
      for (const uri of uris) {
        const service = uri.slice(1, uri.lastIndexOf('/'));
        const expected =
          id === 'lnd'
            ? { code: grpc.status.UNKNOWN, details: `${uri}: unknown permissions required for method` }
            : { code: grpc.status.UNIMPLEMENTED, details: `unknown service ${service}` };
        assert.deepEqual(await callGrpc(standIn.ports.grpc, env.cert, uri, hex), expected, uri);
      }
    }
  });

  test("over REST: tapd's oracle and pilot routes are not registered (404), lnd's alias lookup fails in the interceptor (500)", async () => {
    const tapd = env.started.get('taproot-assets')!;
    const hex = env.recorder.issueMacaroon('real', 'admin.macaroon').toString('hex');
    const routes = tapd.service.subServices
      .filter((s) => s.fullName === 'priceoraclerpc.PriceOracle' || s.fullName === 'portfoliopilotrpc.PortfolioPilot')
      .flatMap((s) => s.methods.flatMap((m) => m.rest));
    assert.equal(routes.length, 4);
    for (const route of routes)
      assert.deepEqual(await callRest(tapd.standIn.ports.rest, env.cert, route.method, route.path, hex), {
        status: 404,
        body: { code: 5, message: 'Not Found', details: [] },
      });
    const lnd = env.started.get('lnd')!;
    assert.deepEqual(await callRest(lnd.standIn.ports.rest, env.cert, 'POST', '/v2/router/x/findbasealias', hex), {
      status: 500,
      body: {
        code: 2,
        message: '/routerrpc.Router/XFindBaseLocalChanAlias: unknown permissions required for method',
        details: [],
      },
    });
  });
});
