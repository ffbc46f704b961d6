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
import { reportTable } from './report-table.ts';
import { runSamples } from './run-samples.ts';
import { findSampleTools } from './sample-tools.ts';

const FIXTURE = fixtureTree('samples');
const tools = findSampleTools();

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
  assert.equal(report.rpcs, 15);
  // Every kind of sample ran (unless its tools are missing): a runner that ran nothing cannot pass.
  for (const key of ['grpc/javascript', 'grpc/python', 'rest/javascript', 'rest/python', 'shell/curl', 'shell/cli']) {
    if (tools.missing.has(key)) continue;
    assert.ok((report.counts.get(`${key} minimal`)?.passed ?? 0) > 0, `${key} samples ran`);
  }
});
