/**
 * Runs every code sample of every RPC of the real APIs (all six daemons at their pinned
 * releases, both request variants, every language) against stub servers generated from the
 * same protos, when APIDOCS_PROTOS points at them and the tools are installed.
 * `APIDOCS_SAMPLES=minimal` runs the minimal requests only; `APIDOCS_SAMPLES_RPCS=<regular
 * expression>` only the RPCs whose full name it matches (the counts are then not asserted).
 */
import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import type { RequestVariant } from '../../src/site/code-samples/request-plan.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { type ExpectedCounts, assertCounts } from './expected-counts.ts';
import { realSampleOptions } from './real-sample-options.ts';
import { reportTable } from './report-table.ts';
import { type SampleRunReport, runSamples } from './run-samples.ts';
import { findSampleTools } from './sample-tools.ts';

const tools = findSampleTools();

/** What every run here shares (real-sample-options.ts). */
const realSamples = () => realSampleOptions(tools);

type Transform = (name: string, code: string) => string;

/** The samples of some RPCs less the kinds in `skip`, each passed through `transform` before it runs. */
function runSomeSamples(rpcs: string[], variants: RequestVariant[], skip: string[], transform: Transform) {
  return runSamples({
    ...realSamples(),
    variants,
    concurrency: 2,
    only: (method) => rpcs.includes(method.fullName),
    skip: new Set(skip),
    transform,
  });
}

/** The CLI samples alone of some RPCs, each passed through `transform` before it runs. */
function runCliSamples(rpcs: string[], variants: RequestVariant[], transform: Transform) {
  return runSomeSamples(
    rpcs,
    variants,
    ['grpc/javascript', 'grpc/python', 'rest/javascript', 'rest/python', 'shell/curl'],
    transform,
  );
}

/** Runs the samples unchanged and asserts they all pass; each one's code by `keyOf` its run's name. */
async function passingCodes(
  run: (transform: Transform) => Promise<SampleRunReport>,
  keyOf: (name: string) => string = (name) => name,
): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  const report = await run((name, code) => {
    codes.set(keyOf(name), code);
    return code;
  });
  assert.deepEqual(report.failures, []);
  return codes;
}

/** The reasons of a run's failures by `keyOf` their run's name. */
function failureReasons(report: SampleRunReport, keyOf: (name: string) => string = (name) => name) {
  return new Map(report.failures.map((f) => [keyOf(f.name), f.reason]));
}

/**
 * Samples of the real APIs that pass, by kind and variant: the numbers to update when a change
 * adds or drops samples on purpose (docs/testing.md quotes them). Every sample the generator
 * writes for the 359 RPCs their daemons answer (382 less the 23 refused), at the pinned releases
 * of content/sources.json.
 */
// Measured after the merges (every run passed): the all-fields requests pass the handler's rules
// too, so a few now equal their minimal ones and have no full sample.
const REAL_COUNTS: ExpectedCounts = {
  'grpc/javascript minimal': 359,
  'grpc/javascript full': 236,
  'grpc/python minimal': 359,
  'grpc/python full': 236,
  'rest/javascript minimal': 345,
  'rest/javascript full': 226,
  'rest/python minimal': 345,
  'rest/python full': 226,
  'shell/curl minimal': 345,
  'shell/curl full': 224,
  // BatchSnapshot has none: the command its proto comment names calls BatchSnapshots (cli-model.ts).
  'shell/cli minimal': 277,
  'shell/cli full': 168,
};

const variants: RequestVariant[] = process.env.APIDOCS_SAMPLES === 'minimal' ? ['minimal'] : ['minimal', 'full'];
const rpcFilter = process.env.APIDOCS_SAMPLES_RPCS ? new RegExp(process.env.APIDOCS_SAMPLES_RPCS) : null;

test('every sample of every RPC runs against the stubs and sends the planned request', {
  skip: REAL_PROTOS_SKIP || tools.blocker || false,
  timeout: 40 * 60_000,
}, async (t) => {
  for (const [key, why] of tools.missing) t.diagnostic(`${key} samples skipped: ${why}`);
  const report = await runSamples({
    ...realSamples(),
    variants,
    concurrency: os.availableParallelism() + 1,
    skip: new Set(tools.missing.keys()),
    ...(rpcFilter ? { only: (method: { fullName: string }) => rpcFilter.test(method.fullName) } : {}),
  });
  t.diagnostic(`${report.rpcs} RPCs, ${report.refused.length} refused by their daemon\n${reportTable(report)}`);
  assert.deepEqual(report.failures, []);
  if (rpcFilter) return;
  assert.equal(report.rpcs, 382);
  // Pool's auctioneer and HashMail APIs, tapd's price oracle and portfolio pilot, lnd's XFindBaseLocalChanAlias (stand-in.test.ts names them).
  assert.equal(report.refused.length, 23);
  assertCounts(report, REAL_COUNTS, { skipped: new Set(tools.missing.keys()), variants });
});

test('the QueryRoutes and OpenChannel CLI samples pass what lncli checks (dest, amt, node key, local amount)', {
  skip: REAL_PROTOS_SKIP || tools.blocker || false,
  timeout: 10 * 60_000,
}, async () => {
  const rpcs = ['lnrpc.Lightning.QueryRoutes', 'lnrpc.Lightning.OpenChannel'];
  const seen: string[] = [];
  const report = await runCliSamples(rpcs, ['minimal'], (name, code) => {
    if (name.endsWith('minimal')) seen.push(code);
    return code;
  });
  assert.deepEqual(report.failures, []);
  assert.equal(report.counts.get('shell/cli minimal')?.passed, 2);
  assert.ok(
    seen.some((code) => /queryroutes[\s\\]+--dest=[0-9a-f]{66}[\s\\]+--amt=10000/.test(code)),
    seen.join('\n'),
  );
  assert.ok(
    seen.some((code) => /openchannel[\s\\]+--node_key=[0-9a-f]{66}[\s\\]+--local_amt=\d+/.test(code)),
    seen.join('\n'),
  );
});

test('bakemacaroon permissions are positional entity:action words; dropping or changing one fails', {
  skip: REAL_PROTOS_SKIP || tools.blocker || tools.missing.has('shell/cli') || false,
  timeout: 10 * 60_000,
}, async () => {
  const rpcs = ['lnrpc.Lightning.BakeMacaroon', 'taprpc.TaprootAssets.BakeMacaroon'];
  const run = (transform: Transform) => runCliSamples(rpcs, ['minimal', 'full'], transform);
  const seen = await passingCodes(run);
  // The minimal request's permission has no entity; lncli refuses an empty one, so the sample sets the full request's and says so.
  assert.match(
    seen.get('lnrpc.Lightning.BakeMacaroon shell/cli minimal') ?? '',
    /# permissions\.entity: lncli requires it[^]*bakemacaroon \S+:\S+$/,
  );
  const broken = await run((name, code) => {
    if (name === 'lnrpc.Lightning.BakeMacaroon shell/cli minimal') return code.replace(/ \S+:\S+$/, '');
    if (name === 'lnrpc.Lightning.BakeMacaroon shell/cli full') return code.replace(/ (\S+):(\S+)$/, ' $1:other');
    if (name === 'taprpc.TaprootAssets.BakeMacaroon shell/cli minimal') return code.replace(/ (\S+):(\S+)$/, ' $1$2');
    return code;
  });
  const failed = failureReasons(broken);
  assert.match(
    failed.get('lnrpc.Lightning.BakeMacaroon shell/cli minimal') ?? '',
    /lncli bakemacaroon stops: shows the help/,
  );
  assert.match(failed.get('lnrpc.Lightning.BakeMacaroon shell/cli full') ?? '', /sets permissions\.action to .*other/);
  assert.match(
    failed.get('taprpc.TaprootAssets.BakeMacaroon shell/cli minimal') ?? '',
    // The word without its colon carries neither part the plan has.
    /sets permissions\.(?:entity|action) to \S+, the plan has/,
  );
  assert.equal(failed.size, 3);
});

test('lncli openchannel --psbt drives FundingStateStep: the sample says so; without --psbt or with a field comment dropped it fails', {
  skip: REAL_PROTOS_SKIP || tools.blocker || tools.missing.has('shell/cli') || false,
  timeout: 10 * 60_000,
}, async () => {
  const run = (transform: Transform) =>
    runCliSamples(['lnrpc.Lightning.FundingStateStep'], ['minimal', 'full'], transform);
  const seen = await passingCodes(run);
  assert.match(
    seen.get('lnrpc.Lightning.FundingStateStep shell/cli minimal') ?? '',
    /^# lncli openchannel --psbt calls FundingStateStep itself/m,
  );
  const broken = await run((name, code) => {
    // The command's --psbt, not the comment's.
    if (name.endsWith('minimal')) return code.replace(/ ?(?:\\\n\s*)?--psbt(?=\n|$)/, '');
    return code.replace(/^# shim_register\.chan_point_shim\.amt: .*\n/m, '');
  });
  const failed = failureReasons(broken);
  assert.match(
    failed.get('lnrpc.Lightning.FundingStateStep shell/cli minimal') ?? '',
    /does not call FundingStateStep without --psbt/,
  );
  assert.match(
    failed.get('lnrpc.Lightning.FundingStateStep shell/cli full') ?? '',
    /drops shim_register\.chan_point_shim\.amt/,
  );
});

test('loop out passes --amt with --max_swap_routing_fee, which writes over the fee limit --amt gives; without it the limit would be the amount', {
  skip: REAL_PROTOS_SKIP || tools.blocker || tools.missing.has('shell/cli') || false,
  timeout: 10 * 60_000,
}, async () => {
  const run = (transform: Transform) => runCliSamples(['looprpc.SwapClient.LoopOut'], ['full'], transform);
  let code = '';
  const good = await run((_, sample) => (code = sample));
  assert.deepEqual(good.failures, []);
  assert.match(code, /--amt=(\d+)[^]*--max_swap_routing_fee=\d+/);
  const broken = await run((_, sample) => sample.replace(/ *--max_swap_routing_fee=\d+ \\\n/, ''));
  assert.match(
    broken.failures[0]?.reason ?? '',
    /sets max_swap_routing_fee to [^]*, the plan has \d+|drops max_swap_routing_fee/,
  );
});

test("tapcli universe federation config local: --proof_type in the words tapcli's help lists, --allow_insert as true or false; leaving either out or another word fails", {
  skip: REAL_PROTOS_SKIP || tools.blocker || tools.missing.has('shell/cli') || false,
  timeout: 10 * 60_000,
}, async () => {
  const name = 'universerpc.Universe.SetFederationSyncConfig shell/cli minimal';
  const run = (transform: (code: string) => string) =>
    runCliSamples(['universerpc.Universe.SetFederationSyncConfig'], ['minimal'], (_, code) => transform(code));
  let code = '';
  const good = await run((sample) => (code = sample));
  assert.deepEqual(good.failures, []);
  assert.match(code, /--proof_type=issuance/);
  assert.match(code, /--allow_insert=true/);
  const reasons = async (transform: (code: string) => string) =>
    (await run(transform)).failures.filter((f) => f.name === name).map((f) => f.reason);
  assert.match(
    (await reasons((c) => c.replace(/ *--proof_type=issuance \\\n/, ''))).join(),
    /sets asset_sync_configs\.id\.proof_type to .*, the plan has PROOF_TYPE_ISSUANCE/,
  );
  // universe.ParseStrProofType is another module's: the CLI checks' reading sees no words of it, only that `issued` is none of the enum's.
  assert.match(
    (await reasons((c) => c.replace('--proof_type=issuance', '--proof_type=issued'))).join(),
    /sets asset_sync_configs\.id\.proof_type to .*issued.*, the plan has PROOF_TYPE_ISSUANCE/,
  );
  assert.match(
    (await reasons((c) => c.replace('--allow_insert=true', '--allow_insert=yes'))).join(),
    /sets asset_sync_configs\.allow_sync_insert to .*yes.*, the plan has true/,
  );
});

test("LoopOut's samples run loop out's flow: without a limit from the quote loopd's refusal, with a limit computed otherwise the request differs", {
  skip: REAL_PROTOS_SKIP || tools.blocker || false,
  timeout: 10 * 60_000,
}, async () => {
  const kinds = ['grpc/javascript', 'grpc/python', 'rest/python', 'shell/curl'];
  const kindOf = (name: string) => name.split(' ')[1]!;
  const run = (transform: Transform) =>
    runSomeSamples(
      ['looprpc.SwapClient.LoopOut'],
      ['minimal'],
      ['rest/javascript', 'shell/cli', ...tools.missing.keys()],
      transform,
    );
  const seen = await passingCodes(run, kindOf);
  for (const kind of kinds.filter((k) => !tools.missing.has(k)))
    assert.match(seen.get(kind) ?? '', /LoopOutQuote first[^]*max_swap_fee/, kind);
  const broken = await run((name, code) =>
    name.includes('python')
      ? code.replace(/^.*max_swap_fee.*$/m, '')
      : code.replace(/\/ 1000000n\)\)/, '/ 100000n))').replace(/\/ 1000000 \| floor/, '/ 100000 | floor'),
  );
  const failed = failureReasons(broken, kindOf);
  if (!tools.missing.has('grpc/python')) assert.match(failed.get('grpc/python') ?? '', /swap fee too high/);
  if (!tools.missing.has('rest/python')) assert.match(failed.get('rest/python') ?? '', /swap fee too high/);
  assert.match(failed.get('grpc/javascript') ?? '', /the request differs from the plan/);
  assert.match(failed.get('shell/curl') ?? '', /the request differs from the plan/);
});

test('MintAsset and FinalizeBatch samples run tapcli assets mint, then finalize: leaving out either call fails', {
  skip: REAL_PROTOS_SKIP || tools.blocker || tools.missing.has('grpc/python') || false,
  timeout: 10 * 60_000,
}, async () => {
  const rpcOf = (name: string) => name.split(' ')[0]!;
  const run = (transform: Transform) =>
    runSomeSamples(
      ['mintrpc.Mint.MintAsset', 'mintrpc.Mint.FinalizeBatch'],
      ['minimal'],
      ['grpc/javascript', 'rest/javascript', 'rest/python', 'shell/cli', 'shell/curl'],
      transform,
    );
  const seen = await passingCodes(run, rpcOf);
  assert.match(seen.get('mintrpc.Mint.MintAsset') ?? '', /stub\.MintAsset\(request\)[^]*stub\.FinalizeBatch\(/);
  assert.match(seen.get('mintrpc.Mint.FinalizeBatch') ?? '', /stub\.MintAsset\([^]*stub\.FinalizeBatch\(request\)/);
  const broken = await run((_, code) =>
    code.replace(/^(\w+) = stub\.(?:FinalizeBatch|MintAsset)\(mintrpc\.\w+\([^]*?\)\)$(?:\nprint\(\1\))?/m, ''),
  );
  const failed = failureReasons(broken, rpcOf);
  assert.match(failed.get('mintrpc.Mint.MintAsset') ?? '', /the stub received 1 calls/);
  assert.match(failed.get('mintrpc.Mint.FinalizeBatch') ?? '', /the stub received 1 calls/);
});
