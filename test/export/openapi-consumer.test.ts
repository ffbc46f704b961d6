/**
 * The OpenAPI documents work for a real consumer: openapi-typescript types that compile and
 * openapi-fetch calls through them, for every operation of the sample fixture's daemons
 * (test/fixtures/samples.txtar), against the REST stub of the sample tests; on the six real
 * daemons too when APIDOCS_PROTOS is set. A document broken on purpose fails.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { fixtureTree } from '../helpers/fixture-trees.ts';
import { type ConsumerOptions, runConsumer } from './openapi-consumer.ts';

const FIXTURE = fixtureTree('samples');

function fixtureOptions(): ConsumerOptions {
  return {
    sources: loadSources(path.join(FIXTURE, 'content/sources.json')),
    trees: offlineTrees(path.join(FIXTURE, 'protos')),
    contentDir: path.join(FIXTURE, 'content'),
    workDir: tempDir('apidocs-openapi-consumer-'),
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  };
}

test('openapi-fetch calls every operation of the fixture daemons through openapi-typescript types, and the stub receives the planned requests', async (t) => {
  const report = await runConsumer(fixtureOptions());
  t.diagnostic(`${report.operations} operations of ${report.daemons} daemons`);
  assert.deepEqual(report.typeErrors, []);
  assert.deepEqual(report.failures, []);
  assert.equal(report.daemons, 3);
  // 15 RPCs, Upload without a REST route, Stop with an additional binding, CloseEntry with one, LookupPayment with a second rule.
  assert.equal(report.operations, 17);
});

test('every operation of the six real daemons works through openapi-fetch', { skip: REAL_PROTOS_SKIP || false, timeout: 20 * 60_000 }, async (t) => {
  const report = await runConsumer({
    sources: loadSources(path.join(ROOT, 'content/sources.json')),
    trees: offlineTrees(REAL_PROTOS!),
    contentDir: path.join(ROOT, 'content'),
    workDir: tempDir('apidocs-openapi-consumer-'),
  });
  t.diagnostic(`${report.operations} operations of ${report.daemons} daemons`);
  assert.deepEqual(report.typeErrors, []);
  assert.deepEqual(report.failures, []);
  assert.equal(report.daemons, 6);
});
