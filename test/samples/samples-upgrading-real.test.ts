/**
 * The before/after samples of the real replacements (src/site/upgrading/), run with the
 * samples runner when APIDOCS_PROTOS points at the real trees: every before sample against the
 * stand-in of the full release that wrote it, every after sample against the stand-in of the
 * successor's release, both variants, every kind whose tools are installed, with exact pass
 * counts. `APIDOCS_SAMPLES_RPCS=<regular expression>` runs only the pairs whose old RPC it
 * matches (the counts are then not asserted).
 */
import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { type ExpectedCounts, assertCounts } from './expected-counts.ts';
import { realSampleOptions } from './real-sample-options.ts';
import { reportTable } from './report-table.ts';
import { runUpgradeSamples } from './run-upgrade-samples.ts';
import { findSampleTools } from './sample-tools.ts';

const tools = findSampleTools();
const rpcFilter = process.env.APIDOCS_SAMPLES_RPCS ? new RegExp(process.env.APIDOCS_SAMPLES_RPCS) : null;

/**
 * Passing runs by kind, variant and side, over the pairs below: lnd's v0.21.0 removals (seven,
 * written by v0.20.3-beta before and v0.21.2-beta after), and the deprecated Lightning.ListUnspent,
 * NeutrinoKit.GetBlockHash, loop's GetLsatTokens and tapd's TapDev.ImportProof (both sides at
 * the newest release).
 */
const PAIRS = [
  'rpc lnrpc.Lightning.ListUnspent -> walletrpc.WalletKit.ListUnspent',
  'rpc lnrpc.Lightning.SendPayment -> routerrpc.Router.SendPaymentV2',
  'rpc lnrpc.Lightning.SendPaymentSync -> routerrpc.Router.SendPaymentV2',
  'rpc lnrpc.Lightning.SendToRoute -> routerrpc.Router.SendToRouteV2',
  'rpc lnrpc.Lightning.SendToRouteSync -> routerrpc.Router.SendToRouteV2',
  'rpc neutrinorpc.NeutrinoKit.GetBlockHash -> chainrpc.ChainKit.GetBlockHash',
  'rpc routerrpc.Router.SendPayment -> routerrpc.Router.SendPaymentV2',
  'rpc routerrpc.Router.SendToRoute -> routerrpc.Router.SendToRouteV2',
  'rpc routerrpc.Router.TrackPayment -> routerrpc.Router.TrackPaymentV2',
  'rpc looprpc.SwapClient.GetLsatTokens -> looprpc.SwapClient.GetL402Tokens',
  'rpc tapdevrpc.TapDev.ImportProof -> taprpc.TaprootAssets.RegisterTransfer',
];
// 69 before and 122 after runs. Before, the old RPCs' own kinds: routerrpc's first generation, lnrpc
// SendToRoute, GetLsatTokens and ImportProof have no REST route; one CLI command (lncli listunspent)
// calls an old RPC (the comment-named lncli sendpayment and sendtoroute call the V2 RPCs: left out);
// GetBlockHash's and GetLsatTokens' requests have no all-fields variant. After: tapd's
// RegisterTransfer has no CLI command; GetL402Tokens' request has no all-fields variant.
const COUNTS: ExpectedCounts = {
  'grpc/javascript minimal before': 11,
  'grpc/javascript full before': 9,
  'grpc/python minimal before': 11,
  'grpc/python full before': 9,
  'rest/javascript minimal before': 5,
  'rest/javascript full before': 4,
  'rest/python minimal before': 5,
  'rest/python full before': 4,
  'shell/curl minimal before': 5,
  'shell/curl full before': 4,
  'shell/cli minimal before': 1,
  'shell/cli full before': 1,
  'grpc/javascript minimal after': 11,
  'grpc/javascript full after': 10,
  'grpc/python minimal after': 11,
  'grpc/python full after': 10,
  'rest/javascript minimal after': 11,
  'rest/javascript full after': 10,
  'rest/python minimal after': 11,
  'rest/python full after': 10,
  'shell/curl minimal after': 11,
  'shell/curl full after': 10,
  'shell/cli minimal after': 9,
  'shell/cli full after': 8,
};

test('every before sample runs against the stand-in of its release and every after sample against the successor’s', {
  skip: REAL_PROTOS_SKIP || tools.blocker || false,
  timeout: 30 * 60_000,
}, async (t) => {
  for (const [key, why] of tools.missing) t.diagnostic(`${key} samples skipped: ${why}`);
  const report = await runUpgradeSamples({
    ...realSampleOptions(tools),
    variants: ['minimal', 'full'],
    concurrency: os.availableParallelism() + 1,
    skip: new Set(tools.missing.keys()),
    ...(rpcFilter ? { only: (method: { fullName: string }) => rpcFilter.test(method.fullName) } : {}),
  });
  t.diagnostic(`${report.pairs.length} pairs: ${report.pairs.join('; ')}\n${reportTable(report)}`);
  assert.deepEqual(report.failures, []);
  if (rpcFilter) return;
  assert.deepEqual([...report.pairs].sort(), [...PAIRS].sort());
  assertCounts(report, COUNTS, { skipped: new Set(tools.missing.keys()), variants: ['minimal', 'full'] });
});

test('a before sample run against the stand-in of the successor’s release fails: each side needs its own release', {
  skip: REAL_PROTOS_SKIP || tools.blocker || tools.missing.has('grpc/javascript') || false,
  timeout: 10 * 60_000,
}, async () => {
  const report = await runUpgradeSamples({
    ...realSampleOptions(tools),
    variants: ['minimal'],
    concurrency: 2,
    skip: new Set(['grpc/python', 'rest/javascript', 'rest/python', 'shell/cli', 'shell/curl']),
    only: (method) => method.fullName === 'lnrpc.Lightning.SendToRouteSync',
    beforeOnSuccessorsRelease: true,
  });
  assert.equal(report.counts.get('grpc/javascript minimal after')?.passed, 1);
  assert.deepEqual(
    report.failures.map((f) => f.name),
    ['rpc lnrpc.Lightning.SendToRouteSync -> routerrpc.Router.SendToRouteV2 grpc/javascript minimal before'],
  );
  assert.match(report.failures[0]!.reason, /SendToRouteSync/);
});
