/**
 * The stub daemons enforce the request rules read from the handlers (stub-rules.ts): tapd's
 * stubs, started as the samples runner starts them, refuse MintAsset's old sample request
 * (`asset.group_key` without `grouped_asset`) over gRPC and REST with tapd's own message, and
 * accept the first mint the minimal sample now sends. Needs APIDOCS_PROTOS.
 */
import assert from 'node:assert/strict';
import https from 'node:https';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type DescMessage, createFileRegistry, fromBinary, fromJson, toBinary } from '@bufbuild/protobuf';
import * as grpc from '@grpc/grpc-js';
import { compileRelease } from '../../src/proto/compile.ts';
import { loadModel, locateTrees } from '../../src/release/load-model.ts';
import { methodPlan } from '../../src/site/code-samples/method-plan.ts';
import { requestObject } from '../../src/site/code-samples/rule-plan.ts';
import { type SiteRelease, buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { locateTree } from '../../src/sources/proto-trees.ts';
import { findService, loadSources, newestVersion } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { startGatewayStub } from './gateway-stub.ts';
import { startGrpcStub } from './grpc-stub.ts';
import { Recorder } from './recorder.ts';
import { type StubMethod, stubMethods } from './stub-methods.ts';
import { makeEcdsaCertificate } from './tls-cert.ts';

const OLD_MINT = {
  asset: { name: 'example-name', amount: '10000', group_key: 'AsnuQxE0Vw8hW5cI2nVRIk2dZk5YnD0A9fLJfB2vqBMe' },
};
const TAPD_MESSAGE = 'must set grouped asset to mint into a specific group';

describe('the stubs enforce the handlers’ request rules', { skip: REAL_PROTOS_SKIP }, () => {
  let service: SiteRelease;
  let mint: StubMethod;
  let grpcPort: number;
  let restPort: number;
  let cert: Buffer;
  const recorder = new Recorder();
  const stops: (() => Promise<void>)[] = [];

  before(async () => {
    const sources = loadSources(path.join(ROOT, 'content/sources.json'));
    const trees = offlineTrees(REAL_PROTOS!);
    const { model } = await loadModel({ sources, trees, releases: 'newest', only: ['taproot-assets'] });
    service = latestReleases(buildSiteApi(model)).find((s) => s.id === 'taproot-assets')!;
    const source = findService(sources, 'taproot-assets');
    const version = newestVersion(source);
    const located = await locateTrees(sources, source, version, (s, v) => locateTree(s, v, trees));
    const registry = createFileRegistry((await compileRelease(source, version, located)).set);
    // Any macaroon check passes here: the rules are what is tested.
    const methods = stubMethods(service, registry, { refuse: () => null, unserved: () => null });
    mint = methods.find((m) => m.rpc === 'mintrpc.Mint.MintAsset')!;
    const tls = makeEcdsaCertificate(tempDir('apidocs-stub-rules-'));
    cert = tls.cert;
    const grpcStub = await startGrpcStub({ methods, cert: tls.cert, key: tls.key, recorder });
    const restStub = await startGatewayStub({ methods, cert: tls.cert, key: tls.key, recorder });
    stops.push(
      () => grpcStub.close(),
      () => restStub.close(),
    );
    grpcPort = grpcStub.port;
    restPort = restStub.port;
  });
  after(async () => {
    for (const stop of stops) await stop();
  });

  const callGrpc = (request: unknown) =>
    new Promise<{ code: number; details: string }>((resolve) => {
      const schema: DescMessage = mint.request;
      const client = new grpc.Client(`localhost:${grpcPort}`, grpc.credentials.createSsl(cert));
      client.makeUnaryRequest(
        mint.grpcPath,
        (m: unknown) => Buffer.from(toBinary(schema, fromJson(schema, m as never))),
        (b: Buffer) => fromBinary(mint.response, b),
        request,
        (error) => {
          client.close();
          resolve({ code: error?.code ?? 0, details: error?.details ?? '' });
        },
      );
    });

  const callRest = (request: unknown) =>
    new Promise<{ status: number; body: { code?: number; message?: string } }>((resolve, reject) => {
      const binding = mint.rest[0]!;
      const req = https.request(
        { host: 'localhost', port: restPort, method: binding.method, path: binding.path, ca: cert },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(request));
    });

  test('MintAsset with asset.group_key and no grouped_asset: refused over gRPC with tapd’s message and code', async () => {
    assert.ok(mint.rules.some((r) => r.message === TAPD_MESSAGE));
    const answer = await callGrpc(OLD_MINT);
    assert.deepEqual(answer, { code: grpc.status.UNKNOWN, details: TAPD_MESSAGE });
  });

  test('the same request over REST: grpc-gateway’s 500 for Unknown, with tapd’s message', async () => {
    const answer = await callRest(OLD_MINT);
    assert.equal(answer.status, 500);
    assert.deepEqual([answer.body.code, answer.body.message], [2, TAPD_MESSAGE]);
  });

  test('the minimal sample’s request (a first mint, no group_key) passes over both', async () => {
    const method = service.subServices.flatMap((s) => s.methods).find((m) => m.fullName === mint.rpc)!;
    // The plan's strings and numbers are proto3 JSON already (it sets no bytes field here).
    const minimal = requestObject(methodPlan({ service, method }, 'minimal'));
    assert.deepEqual(Object.keys(minimal.asset as object).sort(), ['amount', 'name']);
    assert.deepEqual(await callGrpc(minimal), { code: 0, details: '' });
    assert.equal((await callRest(minimal)).status, 200);
  });
});
