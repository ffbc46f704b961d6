/**
 * lncli sendpayment --keysend on the real lnd release (flag-flow.ts): the flow read from the Go
 * source gives a random preimage in custom record 5482373484 and its SHA-256 as payment_hash;
 * the request drops payment_request (lnd's rule: it excludes payment_hash) and sets dest and amt
 * (the positional arguments before payment_hash). The statements the samples compute them with
 * (flow-bytes.ts) make a request the stand-in accepts (stub-flows.ts); a wrong hash it refuses.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import { test } from 'node:test';
import { loadModel } from '../../src/release/load-model.ts';
import { byteLines } from '../../src/site/code-samples/flow-bytes.ts';
import { flagFlow } from '../../src/site/code-samples/flag-flow.ts';
import { buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';
import { flowProblem } from '../samples/stub-flows.ts';

test('SendPaymentV2: the keysend flow of lncli sendpayment, its request, and a request the stand-in accepts', {
  skip: REAL_PROTOS_SKIP || false,
  timeout: 5 * 60_000,
}, async () => {
  const { model } = await loadModel({
    sources: loadSources(path.join(ROOT, 'content/sources.json')),
    trees: offlineTrees(REAL_PROTOS!),
    releases: 'newest',
    only: ['lnd'],
  });
  const service = latestReleases(buildSiteApi(model)).find((s) => s.id === 'lnd')!;
  const methods = service.subServices.flatMap((s) => s.methods);
  const method = methods.find((m) => m.fullName === 'routerrpc.Router.SendPaymentV2')!;
  const flow = flagFlow({ service, method });
  assert.ok(flow);
  assert.equal(flow.flag, 'keysend');
  assert.equal(flow.command, 'lncli sendpayment');
  assert.deepEqual(
    flow.fields.map((f) => [f.field.name, f.key ?? null, f.value.kind]),
    [
      ['dest_custom_records', '5482373484', 'random'],
      ['payment_hash', null, 'sha256'],
    ],
  );
  const names = flow.plan.entries.map((e) => e.field.name);
  // The minimal request's fee limit kept, payment_request dropped, the positional dest and amt added in their order.
  assert.deepEqual(names, ['fee_limit_sat', 'dest', 'amt']);
  assert.ok(flow.plan.entries.every((e) => e.state === 'set'));
  // No other RPC of lnd has such a flow (loop out's and lncli create's run calls first: sample-flow.ts).
  assert.deepEqual(
    methods.filter((m) => flagFlow({ service, method: m })).map((m) => m.fullName),
    ['routerrpc.Router.SendPaymentV2'],
  );

  // The JSON a REST sample sends: the statements run, the stand-in checks the hash.
  const data: Record<string, unknown> = {};
  new Function('data', 'require', byteLines(flow.fields, 'js-json', 'data').join('\n'))(data, () => crypto);
  assert.equal(flowProblem(method.fullName, data), null);
  const wrong = { ...data, payment_hash: crypto.randomBytes(32).toString('base64') };
  assert.match(flowProblem(method.fullName, wrong) ?? '', /does not hash to payment_hash/);
});
