/**
 * Runs every code sample of every RPC of the real APIs (all six daemons at their pinned
 * releases, both request variants and the Keysend request, every language) against stub servers
 * generated from the same protos, when APIDOCS_PROTOS points at them and the tools are installed.
 * `APIDOCS_SAMPLES=minimal` runs the minimal requests only; `APIDOCS_SAMPLES_RPCS=<regular
 * expression>` only the RPCs whose full name it matches (the counts are then not asserted).
 */
import assert from 'node:assert/strict';
import os from 'node:os';
import { after, test } from 'node:test';
import type { SampleVariant } from '../../src/site/code-samples/types.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { type ExpectedCounts, assertCounts } from './expected-counts.ts';
import { realSampleOptions } from './real-sample-options.ts';
import { reportTable } from './report-table.ts';
import { runSamples } from './run-samples.ts';
import { type SampleWorld, openSampleWorld } from './sample-world.ts';
import { findSampleTools } from './sample-tools.ts';

const tools = findSampleTools();

let options: ReturnType<typeof realSampleOptions> | undefined;
let world: Promise<SampleWorld> | undefined;
/** What every run here shares (real-sample-options.ts), and the world they run in, opened once (sample-world.ts). */
const realSamples = async () => {
  options ??= realSampleOptions(tools);
  world ??= openSampleWorld(options);
  return { ...options, world: await world };
};
after(async () => (await world)?.close());

/** The CLI samples alone of some RPCs, each passed through `transform` before it runs. */
async function runCliSamples(
  rpcs: string[],
  variants: SampleVariant[],
  transform: (name: string, code: string) => string,
) {
  return runSamples({
    ...(await realSamples()),
    variants,
    concurrency: 2,
    only: (method) => rpcs.includes(method.fullName),
    skip: new Set(['grpc/javascript', 'grpc/python', 'rest/javascript', 'rest/python', 'shell/curl']),
    transform,
  });
}

type Transform = (name: string, code: string) => string;

/** The samples of the RPCs `only` picks, less the kinds `skip` names and those whose tools are missing, each passed through a transform. */
function rpcSamples(only: (rpc: string) => boolean, variants: SampleVariant[], skip: string[]) {
  return async (transform: Transform) =>
    runSamples({
      ...(await realSamples()),
      variants,
      concurrency: 2,
      only: (method) => only(method.fullName),
      skip: new Set([...skip, ...tools.missing.keys()]),
      transform,
    });
}

/** Runs the samples unchanged, keeping each one's code by the word of its run's name `word` picks (0: the RPC, 1: the kind). */
async function runKeeping(run: (transform: Transform) => ReturnType<typeof runSamples>, word: number) {
  const seen = new Map<string, string>();
  const report = await run((name, code) => {
    seen.set(name.split(' ')[word]!, code);
    return code;
  });
  return { report, seen };
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
  // The flow a CLI runs under a switch (flag-flow.ts): SendPaymentV2's Keysend request, one per kind
  // (lncli sendpayment --keysend is lnd's only such flow at the pinned releases; the other daemons have none).
  'grpc/javascript flag': 1,
  'grpc/python flag': 1,
  'rest/javascript flag': 1,
  'rest/python flag': 1,
  'shell/curl flag': 1,
  'shell/cli flag': 1,
};

const variants: SampleVariant[] = process.env.APIDOCS_SAMPLES === 'minimal' ? ['minimal'] : ['minimal', 'full', 'flag'];
const rpcFilter = process.env.APIDOCS_SAMPLES_RPCS ? new RegExp(process.env.APIDOCS_SAMPLES_RPCS) : null;

test('every sample of every RPC runs against the stubs and sends the planned request', {
  skip: REAL_PROTOS_SKIP || tools.blocker || false,
  timeout: 40 * 60_000,
}, async (t) => {
  for (const [key, why] of tools.missing) t.diagnostic(`${key} samples skipped: ${why}`);
  const report = await runSamples({
    ...(await realSamples()),
    variants,
    concurrency: os.availableParallelism() + 1,
    skip: new Set(tools.missing.keys()),
    ...(rpcFilter ? { only: (method: { fullName: string }) => rpcFilter.test(method.fullName) } : {}),
  });
  t.diagnostic(
    `${report.rpcs} RPCs, ${report.refused.length} refused by their daemon, ${report.alone ?? 0} JavaScript and Python runs alone\n${reportTable(report)}`,
  );
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
  const seen = new Map<string, string>();
  const run = (transform: (name: string, code: string) => string) =>
    runCliSamples(rpcs, ['minimal', 'full'], transform);
  const good = await run((name, code) => {
    seen.set(name, code);
    return code;
  });
  assert.deepEqual(good.failures, []);
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
  const failed = new Map(broken.failures.map((f) => [f.name, f.reason]));
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
  const run = (transform: (name: string, code: string) => string) =>
    runCliSamples(['lnrpc.Lightning.FundingStateStep'], ['minimal', 'full'], transform);
  const seen = new Map<string, string>();
  const good = await run((name, code) => {
    seen.set(name, code);
    return code;
  });
  assert.deepEqual(good.failures, []);
  assert.match(
    seen.get('lnrpc.Lightning.FundingStateStep shell/cli minimal') ?? '',
    /^# lncli openchannel --psbt calls FundingStateStep itself/m,
  );
  const broken = await run((name, code) => {
    // The command's --psbt, not the comment's.
    if (name.endsWith('minimal')) return code.replace(/ ?(?:\\\n\s*)?--psbt(?=\n|$)/, '');
    return code.replace(/^# shim_register\.chan_point_shim\.amt: .*\n/m, '');
  });
  const failed = new Map(broken.failures.map((f) => [f.name, f.reason]));
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
  const run = (transform: (name: string, code: string) => string) =>
    runCliSamples(['looprpc.SwapClient.LoopOut'], ['full'], transform);
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
  const run = rpcSamples((rpc) => rpc === 'looprpc.SwapClient.LoopOut', ['minimal'], ['rest/javascript', 'shell/cli']);
  const { report: good, seen } = await runKeeping(run, 1);
  assert.deepEqual(good.failures, []);
  for (const kind of kinds.filter((k) => !tools.missing.has(k)))
    assert.match(seen.get(kind) ?? '', /LoopOutQuote first[^]*max_swap_fee/, kind);
  const broken = await run((name, code) =>
    name.includes('python')
      ? code.replace(/^.*max_swap_fee.*$/m, '')
      : code.replace(/\/ 1000000n\)\)/, '/ 100000n))').replace(/\/ 1000000 \| floor/, '/ 100000 | floor'),
  );
  const failed = new Map(broken.failures.map((f) => [f.name.split(' ')[1]!, f.reason]));
  if (!tools.missing.has('grpc/python')) assert.match(failed.get('grpc/python') ?? '', /swap fee too high/);
  if (!tools.missing.has('rest/python')) assert.match(failed.get('rest/python') ?? '', /swap fee too high/);
  assert.match(failed.get('grpc/javascript') ?? '', /the request differs from the plan/);
  assert.match(failed.get('shell/curl') ?? '', /the request differs from the plan/);
});

test('MintAsset and FinalizeBatch samples run tapcli assets mint, then finalize: leaving out either call fails', {
  skip: REAL_PROTOS_SKIP || tools.blocker || tools.missing.has('grpc/python') || false,
  timeout: 10 * 60_000,
}, async () => {
  const run = rpcSamples(
    (rpc) => /^mintrpc\.Mint\.(MintAsset|FinalizeBatch)$/.test(rpc),
    ['minimal'],
    ['grpc/javascript', 'rest/javascript', 'rest/python', 'shell/cli', 'shell/curl'],
  );
  const { report: good, seen } = await runKeeping(run, 0);
  assert.deepEqual(good.failures, []);
  assert.match(seen.get('mintrpc.Mint.MintAsset') ?? '', /stub\.MintAsset\(request\)[^]*stub\.FinalizeBatch\(/);
  assert.match(seen.get('mintrpc.Mint.FinalizeBatch') ?? '', /stub\.MintAsset\([^]*stub\.FinalizeBatch\(request\)/);
  const broken = await run((_, code) =>
    code.replace(/^(\w+) = stub\.(?:FinalizeBatch|MintAsset)\(mintrpc\.\w+\([^]*?\)\)$(?:\nprint\(\1\))?/m, ''),
  );
  const failed = new Map(broken.failures.map((f) => [f.name.split(' ')[0]!, f.reason]));
  assert.match(failed.get('mintrpc.Mint.MintAsset') ?? '', /the stub received 1 calls/);
  assert.match(failed.get('mintrpc.Mint.FinalizeBatch') ?? '', /the stub received 1 calls/);
});

test("SendPaymentV2's Keysend samples run lncli sendpayment --keysend's flow: a wrong hash or a short preimage the stand-in refuses, a record left out or under another key fails", {
  skip: REAL_PROTOS_SKIP || tools.blocker || false,
  timeout: 10 * 60_000,
}, async () => {
  const run = rpcSamples((rpc) => rpc === 'routerrpc.Router.SendPaymentV2', ['flag'], []);
  const { report: good, seen } = await runKeeping(run, 1);
  assert.deepEqual(good.failures, []);
  assert.equal(good.counts.size, 6 - tools.missing.size);
  assert.match(seen.get('shell/cli') ?? '', /sendpayment[\s\\]+--keysend[\s\\]+(?:--\w+=\S+[\s\\]*){3}$/);
  assert.doesNotMatch(seen.get('shell/cli') ?? '', /--pay_req|payment_hash=/);
  for (const [kind, code] of seen)
    if (kind !== 'shell/cli') assert.match(code, /random bytes in dest_custom_records\[5482373484\][^]*SHA-256/, kind);
  const broken = await run((name, code) => {
    const kind = name.split(' ')[1]!;
    // A wrong hash, a short preimage, a record left out, under another key, the hash of the hex text, no switch.
    if (kind === 'grpc/javascript') return code.replace('.update(preimage)', ".update(Buffer.from('other'))");
    if (kind === 'rest/javascript') return code.replace('randomBytes(32)', 'randomBytes(16)');
    if (kind === 'grpc/python') return code.replace(/^request\.dest_custom_records\[5482373484\] = preimage\n/m, '');
    if (kind === 'rest/python') return code.replace("{'5482373484': ", "{'5482373485': ");
    if (kind === 'shell/curl') return code.replace(/(payment_hash=\$\(printf %s "\$preimage") \| xxd -r -p/, '$1');
    return code.replace(/^ +--keysend \\\n/m, '');
  });
  const failed = new Map(broken.failures.map((f) => [f.name.split(' ')[1]!, f.reason]));
  const expected: Record<string, RegExp> = {
    'grpc/javascript': /does not hash to payment_hash/,
    'rest/javascript': /keysend preimage must be 32 bytes, is 16/,
    'grpc/python': /the stand-in has no check for what this request carries/,
    'rest/python': /the stand-in has no check for what this request carries/,
    'shell/curl': /does not hash to payment_hash/,
    // The second reading walks into the switch --keysend skips (cli-check/go-early-stops.ts).
    'shell/cli': /lncli sendpayment stops: payment hash argument missing/,
  };
  for (const [kind, reason] of Object.entries(expected))
    if (!tools.missing.has(kind)) assert.match(failed.get(kind) ?? 'passed', reason, kind);
});

test('a flag in another unit than its field: tapcli --sat_per_vbyte for the sat/kw fee_rate (×250, at least 253), pool the same, lncli buildroute --amt in sat for amt_msat; the plan number written as it stands fails', {
  skip: REAL_PROTOS_SKIP || tools.blocker || tools.missing.has('shell/cli') || false,
  timeout: 10 * 60_000,
}, async () => {
  const rpcs = [
    'taprpc.TaprootAssets.SendAsset',
    'mintrpc.Mint.FundBatch',
    'mintrpc.Mint.FinalizeBatch',
    'poolrpc.Trader.QuoteAccount',
    'poolrpc.Trader.InitAccount',
    'poolrpc.Trader.WithdrawAccount',
    'poolrpc.Trader.DepositAccount',
    'poolrpc.Trader.RenewAccount',
    'poolrpc.Trader.BumpAccountFee',
    'poolrpc.Trader.QuoteOrder',
    'poolrpc.Trader.OfferSidecar',
    'routerrpc.Router.BuildRoute',
  ];
  const send = 'taprpc.TaprootAssets.SendAsset shell/cli full';
  const run = (transform: Transform) => runCliSamples(rpcs, ['full'], transform);
  const { report, seen } = await runKeeping(run, 0);
  assert.deepEqual(report.failures, []);
  // The plan's 1250 sat/kw (its comment says sat/kw) is 5 sat/vB, which tapcli multiplies back: no line needed.
  const sendAsset = seen.get('taprpc.TaprootAssets.SendAsset') ?? '';
  assert.match(sendAsset, /--sat_per_vbyte=5 /);
  assert.doesNotMatch(sendAsset, /# fee_rate:/);
  assert.match(seen.get('routerrpc.Router.BuildRoute') ?? '', /--amt=10000 /);
  const reasons = async (transform: (code: string) => string) =>
    (await run((name, code) => (name === send ? transform(code) : code))).failures
      .filter((f) => f.name === send)
      .map((f) => f.reason);
  // The plan's number as the flag value: tapcli sends 312500.
  assert.match(
    (await reasons((c) => c.replace(/^( *)--sat_per_vbyte=5 \\$/m, '$1--sat_per_vbyte=1250 \\'))).join(),
    /sets fee_rate to 312500, the plan has 1250/,
  );
});
