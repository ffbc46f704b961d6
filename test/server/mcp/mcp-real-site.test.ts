/**
 * `apidocs mcp` on a real build (APIDOCS_PROTOS set; skipped otherwise): the facts an
 * assistant asks for most, as the site's pages state them. APIDOCS_MCP_BUILD may name an
 * existing real build to read instead of building one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REAL_PROTOS_SKIP } from '../../helpers/fixtures.ts';
import { realSiteBuild } from '../../helpers/real-build.ts';
import { type McpSession, startMcp } from './mcp-client.ts';

describe('apidocs mcp on the real site', { skip: REAL_PROTOS_SKIP }, () => {
  let session: McpSession;

  before(async () => {
    const dir = process.env.APIDOCS_MCP_BUILD ?? (await realSiteBuild());
    session = await startMcp(dir);
  });
  after(() => session?.close());

  test('get_method lnrpc.Lightning.GetInfo: GET /v1/getinfo, info:read, readonly.macaroon', async () => {
    const result = await session.call('get_method', { name: 'lnrpc.Lightning.GetInfo', language: 'rest-python' });
    const m = result.structuredContent as Record<string, any>;
    assert.deepEqual(m.rest, [{ method: 'GET', path: '/v1/getinfo', fields: null }]);
    assert.deepEqual(m.permissions.ops, ['info:read']);
    assert.equal(m.permissions.smallestMacaroon, 'readonly.macaroon');
    assert.equal(m.cli, 'lncli getinfo');
    assert.match(m.sample.code, /localhost:8080\/v1\/getinfo/);
  });

  test('get_method SendPaymentV2 with flag: the Keysend samples; a page without such a request says so', async () => {
    const name = 'routerrpc.Router.SendPaymentV2';
    const cli = (await session.call('get_method', { name, language: 'cli', flag: true })).structuredContent as any;
    assert.match(cli.sample.label, /\(Keysend\)$/);
    assert.match(cli.sample.code, /sendpayment[\s\\]+--keysend[\s\\]+--fee_limit=100/);
    assert.doesNotMatch(cli.sample.code, /--pay_req/);
    const py = (await session.call('get_method', { name, language: 'grpc-python', flag: true }))
      .structuredContent as any;
    assert.match(py.sample.code, /request\.payment_hash = payment_hash/);
    const minimal = (await session.call('get_method', { name, language: 'cli' })).structuredContent as any;
    assert.match(minimal.sample.code, /--pay_req=/);
    const none = await session.call('get_method', { name: 'lnrpc.Lightning.GetInfo', language: 'cli', flag: true });
    assert.equal(none.isError, true);
    assert.match(none.text, /^flag: lnrpc\.Lightning\.GetInfo has no sample of a request its CLI sends under a switch/);
  });

  test('search "open a channel" puts OpenChannel first', async () => {
    const result = await session.call('search', { query: 'open a channel', limit: 5 });
    const first = (result.structuredContent as { results: { title: string; url: string }[] }).results[0]!;
    assert.equal(first.title, 'OpenChannel');
    assert.match(first.url, /\/api-docs\/api\/lnd\/lightning\/open-channel\/$/);
  });

  test('a short name in several daemons is ambiguous and lists them; the daemon settles it', async () => {
    const result = await session.call('get_method', { name: 'GetInfo' });
    assert.equal(result.isError, true);
    assert.match(
      result.text,
      /^name: "GetInfo" is ambiguous .*"lnrpc\.Lightning\.GetInfo \(lnd\)".*"looprpc\.SwapClient\.GetInfo \(loop\)"/,
    );
    const loop = await session.call('get_method', { name: 'GetInfo', daemon: 'loop' });
    assert.equal((loop.structuredContent as { name: string }).name, 'looprpc.SwapClient.GetInfo');
  });

  test("get_type lnrpc.Payment is lnd's, though taproot-assets and lit bundle copies of it", async () => {
    for (const name of ['lnrpc.Payment', 'Payment']) {
      const result = await session.call('get_type', { name });
      assert.equal(result.isError, undefined, result.text);
      assert.deepEqual(
        [(result.structuredContent as { name: string }).name, (result.structuredContent as { daemon: string }).daemon],
        ['lnrpc.Payment', 'lnd'],
        name,
      );
    }
  });

  test("permissions: uri:/lnrpc.Lightning/GetInfo allows GetInfo; unserved lists tapd's price oracle and pool's auctioneer", async () => {
    const uri = await session.call('permissions', { permission: 'uri:/lnrpc.Lightning/GetInfo' });
    assert.equal(uri.isError, undefined, uri.text);
    const answer = (uri.structuredContent as { answers: { daemon: string; rpcs: { rpc: string }[] }[] }).answers[0]!;
    assert.deepEqual([answer.daemon, answer.rpcs.map((r) => r.rpc)], ['lnd', ['lnrpc.Lightning.GetInfo']]);
    const unserved = await session.call('permissions', { unserved: true });
    const byDaemon = new Map(
      (unserved.structuredContent as { answers: { daemon: string; notServed: { name: string }[] }[] }).answers.map(
        (a) => [a.daemon, a.notServed.map((r) => r.name)],
      ),
    );
    assert.ok(
      byDaemon.get('taproot-assets')!.includes('priceoraclerpc.PriceOracle.QueryAssetRates'),
      JSON.stringify(byDaemon.get('taproot-assets')),
    );
    assert.ok(
      byDaemon.get('pool')!.some((n) => n.startsWith('poolrpc.ChannelAuctioneer.')),
      JSON.stringify(byDaemon.get('pool')),
    );
    assert.deepEqual(byDaemon.get('lnd'), []);
  });

  test('permissions of readonly.macaroon on lnd allow GetInfo and not OpenChannel', async () => {
    const result = await session.call('permissions', { macaroon: 'readonly.macaroon', daemon: 'lnd' });
    const rpcs = (result.structuredContent as { answers: { rpcs: { rpc: string }[] }[] }).answers[0]!.rpcs.map(
      (r) => r.rpc,
    );
    assert.ok(rpcs.includes('Lightning.GetInfo'));
    assert.ok(!rpcs.includes('Lightning.OpenChannel'));
  });

  test('api_changes of lnd between its two releases', async () => {
    const result = await session.call('api_changes', { daemon: 'lnd' });
    const c = result.structuredContent as { from: string; to: string; changes: { subject: string; change: string }[] };
    assert.notEqual(c.from, c.to);
    assert.ok(c.changes.length > 0);
  });
});
