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

test('a document broken on purpose fails the consumer: wrong types, a missing parameter, the wrong macaroon, a response schema the daemon does not send, a stream declared as one JSON body, a wrong example', async () => {
  const report = await runConsumer({
    ...fixtureOptions(),
    transformDocument: (daemon, document) => {
      if (daemon !== 'ledger') return;
      const schemas = (document.components as { schemas: Record<string, { properties: Record<string, unknown> }> })
        .schemas;
      const op = (verb: string, key: string) =>
        document.paths[key]![verb] as {
          parameters: { name: string; schema: unknown }[];
          'x-macaroon': { smallestMacaroon: string };
        };
      // int64 as a JSON number (lnd#1466): the body's "10000" no longer type-checks.
      schemas['ledgerrpc.TransferRequest']!.properties.amt = { type: 'integer', format: 'int64' };
      op('delete', '/v1/entries/{entry.txid_str}/{entry.output_index}').parameters[1]!.schema = { type: 'string' };
      op('get', '/v1/payments').parameters[0]!.name = 'paymentHash';
      // A call said to need no macaroon that does, and a macaroon that does not hold keys:write.
      const summary = op('get', '/v1/summary') as unknown as { security: unknown[]; 'x-macaroon': { need: string } };
      summary.security = [];
      summary['x-macaroon'].need = 'none';
      op('post', '/v2/keys/derive')['x-macaroon'].smallestMacaroon = 'readonly.macaroon';
      schemas['ledgerrpc.TransferResponse']!.properties.fee_sat = { type: 'integer' };
      // A stream declared as one JSON body (what the gateway's header says): a client parses it whole and fails on the second line.
      const watch = document.paths['/v1/entries/subscribe']!.get as {
        responses: Record<string, { content: Record<string, unknown> }>;
      };
      watch.responses['200']!.content = { 'application/json': watch.responses['200']!.content['application/x-ndjson'] };
      // An example request that is not what the client sends (int64 as a number).
      (
        op('post', '/v1/entries/send') as unknown as {
          requestBody: { content: Record<string, { example: Record<string, unknown> }> };
        }
      ).requestBody.content['application/json']!.example.amt = 10000;
    },
  });
  // Transfer and SendEntries send amt, CloseEntry its output index: each in both request plans
  // (but SendEntries' minimal call, left out over its wrong example).
  assert.equal(report.typeErrors.length, 5, report.typeErrors.join('\n'));
  assert.equal(
    report.typeErrors.filter((e) =>
      /calls\.ts\(\d+,\d+\): error TS2322: Type '(string|number)' is not assignable to type '(number|string)'/.test(e),
    ).length,
    5,
    report.typeErrors.join('\n'),
  );
  const failed = new Map(report.failures.map((f) => [f.operationId, f.reason]));
  assert.match(
    failed.get('ledger/Ledger_LookupPayment_2 minimal') ?? '',
    /the document has no query parameter payment_hash/,
  );
  assert.match(failed.get('ledger/Ledger_GetSummary minimal') ?? '', /expected 1 macaroon, got 0/);
  assert.match(failed.get('ledger/Keys_Derive minimal') ?? '', /permission denied/);
  assert.match(
    failed.get('ledger/Ledger_LookupPayment minimal') ?? '',
    /the response does not match the document's schema/,
  );
  assert.match(failed.get('ledger/Ledger_WatchEntries minimal') ?? '', /the call threw: SyntaxError/);
  assert.match(failed.get('ledger/Ledger_SendEntries minimal') ?? '', /the body example .* is not the request/);
});

test('every operation of the six real daemons works through openapi-fetch', {
  skip: REAL_PROTOS_SKIP || false,
  timeout: 20 * 60_000,
}, async (t) => {
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
