/**
 * `apidocs mcp` with the whole API history on the real site (APIDOCS_PROTOS set; skipped
 * otherwise): "does lnd v0.17 have BumpFee's `immediate`?" answered by a tool call, for RPCs,
 * fields and enum values, a backport on an older line, a removed RPC, api_changes between
 * two old releases, a removed RPC's replacement, and a clear error for a release that is not tracked. Facts from lnd's
 * history.json (content/history.json): `immediate` came in v0.18.0-beta.
 * APIDOCS_MCP_BUILD may name an existing real build to read instead of the shared one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REAL_PROTOS_SKIP } from '../../helpers/fixtures.ts';
import { realSiteBuild } from '../../helpers/real-build.ts';
import { type McpSession, startMcp } from './mcp-client.ts';

type Structured = Record<string, any>;

describe('apidocs mcp with the API history of the real site', { skip: REAL_PROTOS_SKIP }, () => {
  let session: McpSession;
  const call = async (tool: string, args: Record<string, unknown>) => {
    const result = await session.call(tool, args);
    assert.equal(result.isError, undefined, `${tool} ${JSON.stringify(args)}: ${result.text}`);
    return { text: result.text, data: result.structuredContent as Structured };
  };

  before(async () => {
    session = await startMcp(process.env.APIDOCS_MCP_BUILD ?? (await realSiteBuild()));
  });
  after(() => session?.close());

  test("does lnd v0.17 have BumpFee's immediate? No: it came in v0.18.0-beta", async () => {
    const v17 = await call('element_in_release', { element: 'BumpFee.immediate', release: 'v0.17.5-beta' });
    assert.deepEqual(
      [v17.data.daemon, v17.data.key, v17.data.releaseKind, v17.data.exists, v17.data.nextAfter, v17.data.since],
      ['lnd', 'walletrpc.BumpFeeRequest.immediate', 'history', false, 'v0.18.0-beta', 'v0.18.0-beta'],
    );
    assert.match(v17.text, /No: the field walletrpc\.BumpFeeRequest\.immediate is not in lnd v0\.17\.5-beta/);
    const line = await call('element_in_release', { element: 'BumpFee.immediate', release: 'v0.17', daemon: 'lnd' });
    assert.equal(line.data.line.length, 6);
    assert.ok(
      line.data.line.every((r: Structured) => r.exists === false),
      JSON.stringify(line.data.line),
    );
    const v18 = await call('element_in_release', { element: 'lnrpc.BumpFeeRequest.immediate', release: '0.18.0' });
    assert.ok(v18.data.key === 'walletrpc.BumpFeeRequest.immediate' && v18.data.exists, v18.text);
    assert.deepEqual(v18.data.added, { tag: 'v0.18.0-beta', also: [] });
  });

  test('RPCs: SubmitPackage only in v0.21.2-beta; SendPaymentSync deprecated, then removed in v0.21.0-beta', async () => {
    const submit = await call('element_in_release', { element: 'SubmitPackage', release: 'v0.21.1-beta' });
    assert.deepEqual([submit.data.kind, submit.data.exists, submit.data.nextAfter], ['rpc', false, 'v0.21.2-beta']);
    const sync = await call('element_in_release', { element: 'SendPaymentSync', release: 'v0.20.3-beta' });
    assert.deepEqual(
      [sync.data.exists, sync.data.deprecated, sync.data.deprecatedSince, sync.data.removed, sync.data.until],
      [true, true, 'v0.19.0-beta', 'v0.21.0-beta', 'v0.20.3-beta'],
    );
    // Its replacement, from the reviewed facts the build wrote into history.json.
    assert.equal(sync.data.replacement.successor, 'routerrpc.Router.SendPaymentV2');
    assert.match(sync.data.replacement.summary, /Router\.SendPaymentV2 .*What breaks: .*fee/s);
    assert.ok(sync.data.replacement.mapping.length > 0, 'old request and response fields mapped');
  });

  test('a field backported to v0.20.3-beta: a v0.20.2 node upgrades on its own line', async () => {
    const { data } = await call('element_in_release', {
      element: 'routerrpc.ForwardHtlcInterceptRequest.outgoing_requested_node_id',
      release: 'v0.20.2-beta',
    });
    assert.deepEqual([data.exists, data.nextAfter], [false, 'v0.20.3-beta']);
    const full = await call('element_in_release', {
      element: 'ForwardHtlcInterceptRequest.outgoing_requested_node_id',
      release: 'v0.21.2-beta',
    });
    assert.deepEqual(full.data.added, { tag: 'v0.21.2-beta', also: ['v0.20.3-beta'] });
  });

  test('enum values: SIMPLE_TAPROOT came in v0.17.0-beta', async () => {
    const { data } = await call('element_in_release', {
      element: 'lnrpc.CommitmentType.SIMPLE_TAPROOT',
      release: 'v0.16.4-beta',
    });
    assert.deepEqual([data.kind, data.exists, data.nextAfter], ['enumValue', false, 'v0.17.0-beta']);
  });

  test('get_method BumpFee at v0.17.5-beta answers from the history: no immediate, which v0.18.0-beta brings', async () => {
    const { data } = await call('get_method', { name: 'walletrpc.WalletKit.BumpFee', release: '0.17.5' });
    assert.deepEqual([data.source, data.release], ['history', 'v0.17.5-beta']);
    const names = data.request.fields.map((f: Structured) => f.name);
    assert.ok(names.includes('target_conf') && !names.includes('immediate'), names.join(', '));
    const immediate = data.history.absent.find((m: Structured) => m.key === 'walletrpc.BumpFeeRequest.immediate');
    assert.equal(immediate.nextAfter, 'v0.18.0-beta');
    const newest = await call('get_method', { name: 'walletrpc.WalletKit.BumpFee' });
    assert.equal(newest.data.source, 'page');
    const member = newest.data.history.members.find((m: Structured) => m.key === 'walletrpc.BumpFeeRequest.immediate');
    assert.equal(member.added, 'v0.18.0-beta');
    const force = newest.data.history.members.find((m: Structured) => m.key === 'walletrpc.BumpFeeRequest.force');
    assert.deepEqual([force.deprecated, force.deprecatedSince], [true, 'v0.18.0-beta']);
  });

  test('api_changes between two old lnd releases, from their changes page in the history', async () => {
    const { data } = await call('api_changes', { daemon: 'lnd', from: 'v0.17.5-beta', to: 'v0.18.0-beta' });
    assert.deepEqual([data.source, data.from, data.to], ['page', 'v0.17.5-beta', 'v0.18.0-beta']);
    assert.ok(
      data.changes.some(
        (c: Structured) => c.subject === 'walletrpc.BumpFeeRequest.immediate' && /field added/.test(c.change),
      ),
    );
    assert.equal(data.total, data.changes.length);
  });

  test('a release lnd does not track is a tool error naming the nearest tracked releases', async () => {
    const result = await session.call('element_in_release', {
      element: 'BumpFee',
      release: 'v0.15.5-beta',
      daemon: 'lnd',
    });
    assert.equal(result.isError, true);
    assert.match(
      result.text,
      /^release: lnd does not track a release "v0\.15\.5-beta": lnd tracks 28 releases, v0\.16\.0-beta to v0\.21\.2-beta in history order \(nearest: "v0\.16\.0-beta", "v0\.16\.1-beta"\)$/,
    );
  });
});
