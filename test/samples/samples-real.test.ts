/**
 * Runs every code sample of every RPC of the real APIs (all six daemons at their pinned
 * releases, both request variants, every language) against stub servers generated from the
 * same protos, when APIDOCS_PROTOS points at them and the tools are installed.
 * `APIDOCS_SAMPLES=minimal` runs the minimal requests only.
 */
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { RequestVariant } from '../../src/site/code-samples/request-plan.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { reportTable } from './report-table.ts';
import { runSamples } from './run-samples.ts';
import { findSampleTools } from './sample-tools.ts';

const tools = findSampleTools();
const variants: RequestVariant[] = process.env.APIDOCS_SAMPLES === 'minimal' ? ['minimal'] : ['minimal', 'full'];

test('every sample of every RPC runs against the stubs and sends the planned request', { skip: REAL_PROTOS_SKIP || tools.blocker || false, timeout: 40 * 60_000 }, async (t) => {
  for (const [key, why] of tools.missing) t.diagnostic(`${key} samples skipped: ${why}`);
  const report = await runSamples({
    sources: loadSources(path.join(ROOT, 'content/sources.json')),
    trees: offlineTrees(REAL_PROTOS!),
    contentDir: path.join(ROOT, 'content'),
    workDir: tempDir('apidocs-samples-'),
    nodeModules: path.join(ROOT, 'node_modules'),
    python: tools.python,
    protoc: tools.protoc,
    grpcPythonPlugin: tools.grpcPythonPlugin,
    variants,
    concurrency: os.availableParallelism() + 1,
    skip: new Set(tools.missing.keys()),
  });
  t.diagnostic(`${report.rpcs} RPCs\n${reportTable(report)}`);
  assert.equal(report.rpcs, 382);
  assert.deepEqual(report.failures, []);
  for (const key of ['grpc/javascript', 'grpc/python', 'rest/javascript', 'rest/python', 'shell/curl', 'shell/cli']) {
    if (!tools.missing.has(key)) assert.ok((report.counts.get(`${key} minimal`)?.passed ?? 0) > 0, `${key} samples ran`);
  }
});

test('the QueryRoutes and OpenChannel CLI samples pass what lncli checks (dest, amt, node key, local amount)', { skip: REAL_PROTOS_SKIP || tools.blocker || false, timeout: 10 * 60_000 }, async () => {
  const rpcs = ['lnrpc.Lightning.QueryRoutes', 'lnrpc.Lightning.OpenChannel'];
  const seen: string[] = [];
  const report = await runSamples({
    sources: loadSources(path.join(ROOT, 'content/sources.json')),
    trees: offlineTrees(REAL_PROTOS!),
    contentDir: path.join(ROOT, 'content'),
    workDir: tempDir('apidocs-samples-'),
    nodeModules: path.join(ROOT, 'node_modules'),
    python: tools.python,
    protoc: tools.protoc,
    grpcPythonPlugin: tools.grpcPythonPlugin,
    variants: ['minimal'],
    concurrency: 2,
    only: (method) => rpcs.includes(method.fullName),
    skip: new Set(['grpc/javascript', 'grpc/python', 'rest/javascript', 'rest/python', 'shell/curl']),
    transform: (name, code) => {
      if (name.endsWith('minimal')) seen.push(code);
      return code;
    },
  });
  assert.deepEqual(report.failures, []);
  assert.equal(report.counts.get('shell/cli minimal')?.passed, 2);
  assert.ok(seen.some((code) => /queryroutes[\s\\]+--dest=[0-9a-f]{66}[\s\\]+--amt=10000/.test(code)), seen.join('\n'));
  assert.ok(seen.some((code) => /openchannel[\s\\]+--node_key=[0-9a-f]{66}[\s\\]+--local_amt=\d+/.test(code)), seen.join('\n'));
});
