/**
 * Runs every code sample of the sample fixture (test/fixtures/samples.txtar: a ledger daemon with
 * every request shape, a vault that borrows its protos, a hub like litd) against the stub
 * servers, both request variants, every language whose tools are installed.
 */
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadSources } from '../../src/sources/sources-config.ts';
import { ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';
import { type ExpectedCounts, assertCounts } from './expected-counts.ts';
import { reportTable } from './report-table.ts';
import { runSamples } from './run-samples.ts';
import { findSampleTools } from './sample-tools.ts';

const FIXTURE = fixtureTree('samples');
const tools = findSampleTools();

/** Samples that pass, by kind and variant (a kind without its tools is not expected). */
const FIXTURE_COUNTS: ExpectedCounts = {
  'grpc/javascript minimal': 15,
  'grpc/javascript full': 9,
  'grpc/python minimal': 15,
  'grpc/python full': 9,
  'rest/javascript minimal': 14,
  'rest/javascript full': 8,
  'rest/python minimal': 14,
  'rest/python full': 8,
  'shell/curl minimal': 14,
  'shell/curl full': 8,
  'shell/cli minimal': 8,
  'shell/cli full': 4,
};

test('every sample of the fixture runs against the stubs and sends the planned request', {
  skip: tools.blocker ?? false,
}, async (t) => {
  for (const [key, why] of tools.missing) t.diagnostic(`${key} samples skipped: ${why}`);
  const report = await runSamples({
    sources: loadSources(path.join(FIXTURE, 'content/sources.json')),
    trees: offlineTrees(path.join(FIXTURE, 'protos')),
    contentDir: path.join(FIXTURE, 'content'),
    workDir: tempDir('apidocs-samples-'),
    nodeModules: path.join(ROOT, 'node_modules'),
    python: tools.python,
    protoc: tools.protoc,
    grpcPythonPlugin: tools.grpcPythonPlugin,
    variants: ['minimal', 'full'],
    concurrency: os.availableParallelism() + 1,
    skip: new Set(tools.missing.keys()),
  });
  t.diagnostic(`\n${reportTable(report)}`);
  assert.deepEqual(report.failures, []);
  assert.equal(report.rpcs, 17);
  // The ledger does not serve the market's API and has no permission entry for XRotate: no sample is offered for them.
  assert.deepEqual(report.refused, ['keysrpc.Keys.XRotate', 'marketrpc.Market.Quote']);
  assertCounts(report, FIXTURE_COUNTS, { skipped: new Set(tools.missing.keys()), variants: ['minimal', 'full'] });
});
