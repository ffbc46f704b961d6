/**
 * Facts of the real upstream APIs (runs when APIDOCS_PROTOS points at ../shared/protos or
 * a copy), and a cross-check of every REST route and REST type against the OpenAPI files
 * upstream generated from the same rules with grpc-gateway.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type LoadedModel, loadModel } from '../../src/release/load-model.ts';
import { treeKey } from '../../src/proto/tree-key.ts';
import {
  type SiteApi,
  type SiteMethod,
  type SiteRelease,
  allReleases,
  buildSiteApi,
  latestReleases,
} from '../../src/site/site-api.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';

describe('the API model of the real protos', { skip: REAL_PROTOS_SKIP }, () => {
  let loaded: LoadedModel;
  let api: SiteApi;
  const service = (id: string): SiteRelease => latestReleases(api).find((s) => s.id === id)!;
  const method = (id: string, sub: string, name: string): SiteMethod =>
    service(id)
      .subServices.find((s) => s.name === sub)!
      .methods.find((m) => m.name === name)!;

  before(async () => {
    loaded = await loadModel({
      sources: loadSources(path.join(ROOT, 'content/sources.json')),
      trees: offlineTrees(REAL_PROTOS!),
    });
    api = buildSiteApi(loaded.model);
  });

  test('lnd Lightning.GetInfo is GET /v1/getinfo with CLI lncli getinfo', () => {
    const getInfo = method('lnd', 'Lightning', 'GetInfo');
    assert.deepEqual(
      getInfo.rest.map((b) => [b.method, b.path]),
      [['GET', '/v1/getinfo']],
    );
    assert.equal(getInfo.cli, 'lncli getinfo');
    assert.equal(getInfo.slug, 'get-info');
    assert.match(
      getInfo.source.url,
      /^https:\/\/github\.com\/lightningnetwork\/lnd\/blob\/29257ecc8892af0c882fa627b66a556190c84fd9\/lnrpc\/lightning\.proto#L\d+$/,
    );
  });

  test('OpenChannel is server-streaming with its request fields in the body', () => {
    const open = method('lnd', 'Lightning', 'OpenChannel');
    assert.equal(open.streaming, 'server');
    assert.equal(open.rest[0]!.placements.local_funding_amount, 'body');
    assert.ok(open.types.includes('lnrpc.ChannelPoint') && open.types.includes('lnrpc.CommitmentType'));
  });

  test('Router.SendPaymentV2 is POST /v2/router/send and server-streaming', () => {
    const send = method('lnd', 'Router', 'SendPaymentV2');
    assert.deepEqual(
      send.rest.map((b) => [b.method, b.path]),
      [['POST', '/v2/router/send']],
    );
    assert.equal(send.streaming, 'server');
    assert.equal(send.slug, 'send-payment-v2');
    assert.equal(method('lnd', 'Lightning', 'RegisterRPCMiddleware').slug, 'register-rpc-middleware');
  });

  test('the two Autopilot categories get distinct slugs', () => {
    assert.equal(service('lnd').subServices.find((s) => s.name === 'Autopilot')!.categorySlug, 'autopilot-service');
    assert.equal(service('lit').subServices.find((s) => s.name === 'Autopilot')!.categorySlug, 'autopilot-service-1');
    const all = latestReleases(api).flatMap((s) => s.subServices.map((x) => x.categorySlug));
    assert.equal(new Set(all).size, all.length, 'category slugs are unique site-wide');
  });

  test('sub-services of every service, as the site lists them', () => {
    const slugs = (id: string) => service(id).subServices.map((s) => s.slug);
    assert.deepEqual(slugs('lnd'), [
      'autopilot',
      'chain-kit',
      'chain-notifier',
      'dev',
      'invoices',
      'lightning',
      'neutrino-kit',
      'peers',
      'router',
      'signer',
      'state',
      'versioner',
      'wallet-kit',
      'wallet-unlocker',
      'watchtower',
      'watchtower-client',
    ]);
    assert.deepEqual(slugs('loop'), ['debug', 'swap-client'], 'loop documents only SwapClient and Debug');
    assert.deepEqual(slugs('pool'), ['channel-auctioneer', 'hash-mail', 'trader']);
    assert.deepEqual(slugs('faraday'), ['faraday-server']);
    assert.deepEqual(
      slugs('lit'),
      ['accounts', 'autopilot', 'firewall', 'proxy', 'sessions', 'status'],
      "lit's copy of lnd is not documented",
    );
    for (const slug of [
      'taproot-assets',
      'asset-wallet',
      'mailbox',
      'mint',
      'price-oracle',
      'rfq',
      'tap-dev',
      'taproot-asset-channels',
      'universe',
    ]) {
      assert.ok(slugs('taproot-assets').includes(slug), slug);
    }
  });

  test('382 documented RPCs, CLI commands for most of them, every description but a few', () => {
    const methods = latestReleases(api).flatMap((s) => s.subServices.flatMap((x) => x.methods));
    assert.equal(methods.length, 382);
    assert.equal(method('loop', 'SwapClient', 'LoopOut').cli, 'loop out');
    assert.equal(method('taproot-assets', 'Mint', 'FundBatch').cli, 'tapcli assets mint fund');
    assert.equal(method('faraday', 'FaradayServer', 'OutlierRecommendations').cli, 'frcli outliers');
    assert.equal(method('lit', 'Sessions', 'AddSession').cli, 'litcli sessions add');
    assert.ok(
      methods.every((m) => !/^`?\w*cli:? `/.test(m.description)),
      'no CLI line is left in a description',
    );
    assert.equal(method('lnd', 'Lightning', 'ListUnspent').deprecated, true, 'deprecated in prose');
    assert.equal(method('lnd', 'NeutrinoKit', 'GetCFilter').deprecated, false);
  });

  test('every REST rule of a selector is kept: pool BatchSnapshots has three routes, pool 28 in all', () => {
    assert.deepEqual(
      method('pool', 'Trader', 'BatchSnapshots').rest.map((b) => `${b.method} ${b.path}`),
      [
        'GET /v1/pool/batch/snapshots',
        'GET /v1/pool/batch/snapshots/{start_batch_id}',
        'GET /v1/pool/batch/snapshots/{start_batch_id}/{num_batches_back}',
      ],
    );
    const routes = service('pool').subServices.flatMap((s) => s.methods.flatMap((m) => m.rest));
    assert.equal(routes.length, 28);
  });

  test('every REST binding of every release matches the upstream OpenAPI file of that release', () => {
    let checked = 0;
    for (const svc of allReleases(api)) {
      const tree = loaded.treeDirs.get(treeKey(svc.id, svc.version.tag))!;
      for (const sub of svc.subServices) {
        const swagger = readSwagger(tree, sub.source.path);
        for (const m of sub.methods) {
          for (const binding of m.rest) {
            const operation = swagger?.paths?.[binding.path]?.[binding.method.toLowerCase()];
            assert.ok(operation, `${m.fullName}: ${binding.method} ${binding.path} is not in the OpenAPI file`);
            checked++;
          }
        }
      }
    }
    assert.ok(checked >= 700, `checked ${checked} bindings (about 370 per release)`);
  });

  test('every route of the upstream OpenAPI files of documented services is in the model, in every release', () => {
    const missing: string[] = [];
    for (const svc of allReleases(api)) {
      const tree = loaded.treeDirs.get(treeKey(svc.id, svc.version.tag))!;
      const ours = new Set(
        svc.subServices.flatMap((s) => s.methods.flatMap((m) => m.rest.map((b) => `${b.method} ${b.path}`))),
      );
      for (const file of new Set(svc.subServices.map((s) => s.source.path))) {
        for (const [route, operations] of Object.entries(readSwagger(tree, file)?.paths ?? {})) {
          for (const verb of Object.keys(operations)) {
            const key = `${verb.toUpperCase()} ${route}`;
            if (!ours.has(key)) missing.push(`${svc.id} ${file}: ${key}`);
          }
        }
      }
    }
    assert.deepEqual(missing, []);
  });

  test('REST types of every release agree with the OpenAPI definitions', () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (const svc of allReleases(api)) {
      const tree = loaded.treeDirs.get(treeKey(svc.id, svc.version.tag))!;
      const definitions = Object.assign({}, ...svc.protoFiles.map((f) => readSwagger(tree, f.path)?.definitions ?? {}));
      for (const message of Object.values(svc.messages)) {
        const definition = definitions[definitionName(message.fullName, svc)];
        if (!definition?.properties) continue;
        for (const field of message.fields) {
          const property = definition.properties[field.name] ?? definition.properties[field.jsonName];
          if (!property) continue;
          checked++;
          const expected = swaggerType(property, definitions);
          if (expected !== field.restType)
            mismatches.push(`${message.fullName}.${field.name}: ${field.restType} vs ${expected}`);
        }
      }
    }
    assert.deepEqual(mismatches, []);
    assert.ok(checked > 2 * 2000, `checked ${checked} fields`);
  });
});

interface SwaggerProperty {
  type?: string;
  $ref?: string;
  items?: SwaggerProperty;
}
interface Swagger {
  paths?: Record<string, Record<string, unknown>>;
  definitions?: Record<string, { type?: string; properties?: Record<string, SwaggerProperty> }>;
}

function readSwagger(tree: string, protoPath: string): Swagger | undefined {
  const file = path.join(tree, protoPath.replace(/\.proto$/, '.swagger.json'));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Swagger) : undefined;
}

/** grpc-gateway names definitions package + nested names: lnrpc.Foo.Bar -> lnrpcFooBar. */
function definitionName(fullName: string, svc: SiteRelease): string {
  const pkg =
    svc.subServices.map((s) => s.package).find((p) => fullName.startsWith(`${p}.`)) ?? fullName.split('.')[0]!;
  return pkg + fullName.slice(pkg.length + 1).replace(/\./g, '');
}

function swaggerType(property: SwaggerProperty, definitions: Swagger['definitions'] & object): string {
  if (property.$ref) return definitions[property.$ref.replace('#/definitions/', '')]?.type ?? 'object';
  if (property.type === 'array' && property.items) return `array<${swaggerType(property.items, definitions)}>`;
  return property.type ?? 'object';
}
