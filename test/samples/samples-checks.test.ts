/**
 * The sample runner's checks fail when a sample is wrong: samples broken on purpose (the
 * mistakes the issue lists) must not pass.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadSources } from '../../src/sources/sources-config.ts';
import { ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';
import { type SampleRunOptions, runSamples } from './run-samples.ts';
import { findSampleTools } from './sample-tools.ts';

const FIXTURE = fixtureTree('samples');
const tools = findSampleTools();

function options(only: string[], transform: (name: string, code: string) => string): SampleRunOptions {
  return {
    sources: loadSources(path.join(FIXTURE, 'content/sources.json')),
    trees: offlineTrees(path.join(FIXTURE, 'protos')),
    contentDir: path.join(FIXTURE, 'content'),
    workDir: tempDir('apidocs-samples-'),
    nodeModules: path.join(ROOT, 'node_modules'),
    python: tools.python,
    protoc: tools.protoc,
    grpcPythonPlugin: tools.grpcPythonPlugin,
    variants: ['minimal'],
    concurrency: 2,
    timeoutMs: 10_000,
    only: (method) => only.includes(method.fullName),
    skip: new Set(['grpc/python', 'rest/python', 'shell/cli', 'shell/curl', ...tools.missing.keys()]),
    transform,
  };
}

test('broken samples fail: unpadded base64url, a changed value, the wrong macaroon, a request in the URL of a stream', {
  skip: tools.blocker ?? false,
}, async () => {
  const report = await runSamples(
    options(
      [
        'ledgerrpc.Ledger.LookupPayment',
        'ledgerrpc.Ledger.Transfer',
        'ledgerrpc.Ledger.CloseEntry',
        'ledgerrpc.Ledger.Register',
      ],
      (name, code) => {
        if (name.startsWith('ledgerrpc.Ledger.LookupPayment rest/javascript')) {
          // Node's own base64url drops the padding: grpc-gateway refuses it.
          return code.replace(
            ".toString('base64').replace(/\\+/g, '-').replace(/\\//g, '_')",
            ".toString('base64url')",
          );
        }
        if (name.startsWith('ledgerrpc.Ledger.Transfer grpc/javascript'))
          return code.replace("amt: '10000'", "amt: '10001'");
        // CloseEntry needs entries:write, which readonly.macaroon does not hold: the stub refuses it with the bakery's words.
        if (name.startsWith('ledgerrpc.Ledger.CloseEntry grpc/javascript'))
          return code.replace('/admin.macaroon', '/readonly.macaroon');
        if (name.startsWith('ledgerrpc.Ledger.Register rest/javascript')) {
          // What the old samples did: the request in the query string, no message sent.
          return code
            .replace("ws.on('open', () => ws.send(JSON.stringify(request)));", '')
            .replace('?method=POST', '?method=POST&plugin_name=example-name');
        }
        return code;
      },
    ),
  );
  const failed = new Map(report.failures.map((f) => [f.name, f.reason]));
  assert.match(failed.get('ledgerrpc.Ledger.LookupPayment rest/javascript minimal') ?? '', /illegal base64 data/);
  assert.match(
    failed.get('ledgerrpc.Ledger.Transfer grpc/javascript minimal') ?? '',
    /request differs from the plan[\s\S]*"amt":"10001"/,
  );
  assert.match(failed.get('ledgerrpc.Ledger.CloseEntry grpc/javascript minimal') ?? '', /stub: permission denied/);
  assert.match(failed.get('ledgerrpc.Ledger.Register rest/javascript minimal') ?? '', /received 0 calls|killed/);
  assert.equal(report.failures.length, 4, JSON.stringify(report.failures, null, 2));
});

test('broken CLI samples fail: a required argument missing, a planned field dropped, a value changed', {
  skip: tools.blocker ?? false,
}, async () => {
  const base = options(['ledgerrpc.Ledger.Transfer', 'ledgerrpc.Ledger.LookupPayment'], (name, code) => {
    if (name === 'ledgerrpc.Ledger.Transfer shell/cli minimal') return code.replace(/ ?(?:\\\n\s*)?--dest=\w+/, '');
    if (name === 'ledgerrpc.Ledger.Transfer shell/cli full') return code.replace(/ ?(?:\\\n\s*)?--fee_limit=\d+/, '');
    // lookup takes the hash as its one positional argument: without it, it shows its help and calls nothing.
    if (name === 'ledgerrpc.Ledger.LookupPayment shell/cli minimal') return code.replace(/ [0-9a-f]{64}$/, '');
    if (name === 'ledgerrpc.Ledger.LookupPayment shell/cli full')
      return code.replace(/ ([0-9a-f]{63})[0-9a-f]$/, ' $10');
    return code;
  });
  const report = await runSamples({
    ...base,
    variants: ['minimal', 'full'],
    skip: new Set(['grpc/javascript', 'grpc/python', 'rest/javascript', 'rest/python', 'shell/curl']),
  });
  const failed = new Map(report.failures.map((f) => [f.name, f.reason]));
  assert.match(
    failed.get('ledgerrpc.Ledger.Transfer shell/cli minimal') ?? '',
    /ledgercli transfer stops: no destination given/,
  );
  assert.match(failed.get('ledgerrpc.Ledger.Transfer shell/cli full') ?? '', /drops fee_limit_sat/);
  assert.match(
    failed.get('ledgerrpc.Ledger.LookupPayment shell/cli minimal') ?? '',
    /ledgercli lookup stops: shows the help/,
  );
  assert.match(
    failed.get('ledgerrpc.Ledger.LookupPayment shell/cli full') ?? '',
    /sets payment_hash to [0-9a-f]+, the plan has/,
  );
  assert.equal(report.failures.length, 4, JSON.stringify(report.failures, null, 2));
});

test('CLI samples write an enum as the word the command switches on, and another word fails', {
  skip: tools.blocker ?? false,
}, async () => {
  const seen = new Map<string, string>();
  const base = options(['ledgerrpc.Ledger.Transfer'], (name, code) => {
    seen.set(name, code);
    // ledgercli transfer's switch turns `normal` into the full request's NORMAL, `urgent` and `now` into URGENT.
    if (name === 'ledgerrpc.Ledger.Transfer shell/cli full') return code.replace('--kind=normal', '--kind=now');
    return code;
  });
  const report = await runSamples({
    ...base,
    variants: ['minimal', 'full'],
    skip: new Set(['grpc/javascript', 'grpc/python', 'rest/javascript', 'rest/python', 'shell/curl']),
  });
  assert.match(seen.get('ledgerrpc.Ledger.Transfer shell/cli full') ?? '', /--kind=normal/);
  const failed = new Map(report.failures.map((f) => [f.name, f.reason]));
  assert.match(
    failed.get('ledgerrpc.Ledger.Transfer shell/cli full') ?? '',
    /sets kind to TransferKind_URGENT, the plan has NORMAL/,
  );
  assert.equal(report.failures.length, 1, JSON.stringify(report.failures, null, 2));
});
