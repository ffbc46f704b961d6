import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { type LoadedModel, loadModel } from '../../src/release/load-model.ts';
import type { ApiRelease, MethodModel } from '../../src/proto/model-types.ts';
import { buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { FIXTURE_PROTOS, fixtureSources, offlineTrees } from '../helpers/fixtures.ts';

describe('the API model of the fixture protos', () => {
  let loaded: LoadedModel;
  let demo: ApiRelease;
  const method = (name: string): MethodModel => demo.subServices[0]!.methods.find((m) => m.name === name)!;

  before(async () => {
    loaded = await loadModel({ sources: fixtureSources(), trees: offlineTrees(FIXTURE_PROTOS) });
    demo = loaded.model.daemons[0]!.releases[0]!;
  });

  test('daemons carry title, CLI, ports and every pinned release, newest first, with its documented files', () => {
    assert.deepEqual(
      loaded.model.daemons.map((s) => s.id),
      ['demo', 'extra'],
    );
    const daemon = loaded.model.daemons[0]!;
    assert.equal(daemon.title, 'Demo');
    assert.deepEqual(
      daemon.releases.map((r) => [r.tag, r.commit]),
      [
        ['v1.0.0', '1111111111111111111111111111111111111111'],
        ['v0.9.0', '0999999999999999999999999999999999999999'],
      ],
    );
    assert.equal(daemon.cli, 'democli');
    assert.deepEqual(daemon.ports, { grpc: 10009, rest: 8080 });
    assert.deepEqual(
      demo.protoFiles.map((f) => f.path),
      ['demorpc/demo.proto'],
      'import-only files are not documented',
    );
  });

  test('each release is compiled from its own tree', () => {
    const old = loaded.model.daemons[0]!.releases[1]!;
    const names = (r: ApiRelease) => r.subServices[0]!.methods.map((m) => m.name);
    assert.ok(names(old).includes('AncientThing') && !names(old).includes('OldThing'));
    assert.ok(names(demo).includes('OldThing') && !names(demo).includes('AncientThing'));
    assert.match(old.subServices[0]!.methods[0]!.source.url, /0999999999999999999999999999999999999999/);
  });

  test('--newest compiles only the newest release of each daemon', async () => {
    const newest = await loadModel({
      sources: fixtureSources(),
      trees: offlineTrees(FIXTURE_PROTOS),
      releases: 'newest',
    });
    assert.deepEqual(
      newest.model.daemons.map((d) => d.releases.map((r) => r.tag)),
      [['v1.0.0'], ['v2.0.0']],
    );
  });

  test('sub-services get slugs, package, description and unique category slugs site-wide (site layer)', () => {
    const [a, b] = latestReleases(buildSiteApi(loaded.model)).map((s) => s.subServices[0]!);
    assert.equal(a!.slug, 'demo');
    assert.equal(a!.package, 'demorpc');
    assert.equal(a!.categorySlug, 'demo-service');
    assert.equal(b!.categorySlug, 'demo-service-1', 'the later service with the same name gets -1');
    assert.match(a!.description, /<b>markup<\/b>/, 'descriptions keep the raw text; rendering escapes it');
  });

  test('methods: slug (site layer), CLI, streaming kinds, deprecation', () => {
    assert.deepEqual(
      latestReleases(buildSiteApi(loaded.model))[0]!.subServices[0]!.methods.map((m) => [
        m.slug,
        m.cli,
        m.streaming,
        m.deprecated,
      ]),
      [
        ['get-info', 'democli getinfo', 'unary', false],
        ['open-thing', 'democli openthing', 'server', false],
        ['upload', null, 'client', false],
        ['chat', 'democli chat', 'bidi', false],
        ['old-thing', null, 'unary', true],
        ['close-thing', 'democli close', 'unary', false],
        ['legacy-info', null, 'unary', true],
      ],
    );
    assert.equal(
      method('GetInfo').description.split('\n')[0],
      'GetInfo returns general information about the demo node.',
    );
    assert.ok(!method('GetInfo').description.includes('democli'), 'the CLI line is removed from the description');
  });

  test('REST bindings with placements, additional bindings, and RPCs without REST', () => {
    assert.deepEqual(method('GetInfo').rest, [
      { method: 'GET', path: '/v1/getinfo', body: null, placements: {}, primary: true },
    ]);
    assert.deepEqual(method('OpenThing').rest[0]!.placements, {
      node_pubkey: 'body',
      amount: 'body',
      first: 'body',
      second: 'body',
      memo: 'body',
      kind: 'body',
    });
    const close = method('CloseThing').rest;
    assert.deepEqual(
      close.map((b) => [b.method, b.primary, b.body]),
      [
        ['DELETE', true, null],
        ['POST', false, 'outpoint'],
      ],
    );
    assert.deepEqual(close[0]!.placements, { outpoint: 'path', force: 'query', sat_per_vbyte: 'query' });
    assert.deepEqual(close[1]!.placements, { outpoint: 'body', force: 'query', sat_per_vbyte: 'query' });
    assert.deepEqual(method('Chat').rest, [], 'a selector-only rule means no REST route');
    assert.deepEqual(method('Upload').rest, []);
  });

  test('several REST rules with the same selector are all kept, in file order', () => {
    const where = loaded.model.daemons[1]!.releases[0]!.subServices[0]!.methods[0]!;
    assert.deepEqual(
      where.rest.map((b) => [b.method, b.path, b.primary]),
      [
        ['GET', '/v1/where/{txid_str}', true],
        ['GET', '/v1/where/{txid_str}/{output_index}', false],
      ],
    );
    assert.deepEqual(where.rest[1]!.placements, { txid_str: 'path', output_index: 'path' });
  });

  test('source links point at the pinned commit and line', () => {
    assert.deepEqual(method('GetInfo').source, {
      path: 'demorpc/demo.proto',
      line: 16,
      url: 'https://github.com/example/demo/blob/1111111111111111111111111111111111111111/demorpc/demo.proto#L16',
    });
    const borrowed = demo.messages['demorpc.Outpoint']!;
    assert.equal(borrowed.source.path, 'demorpc/common.proto');
    const where = loaded.model.daemons[1]!.releases[0]!.subServices[0]!.methods[0]!;
    assert.deepEqual(where.types, ['demorpc.Outpoint', 'extrarpc.WhereResponse'], 'types from a borrowed tree resolve');
  });

  test('type closure: request and response first, then messages, then enums', () => {
    assert.deepEqual(method('OpenThing').types, [
      'demorpc.OpenThingRequest',
      'demorpc.ThingUpdate',
      'demorpc.OpenThingRequest.Shim',
      'demorpc.Outpoint',
      'demorpc.OpenThingRequest.Kind',
    ]);
    assert.deepEqual(method('GetInfo').types, [
      'demorpc.GetInfoRequest',
      'demorpc.GetInfoResponse',
      'demorpc.Feature',
      'demorpc.Chain',
    ]);
  });

  test('fields: scalar and linked types, labels, maps, oneofs, JSON names, REST types, deprecation', () => {
    const info = demo.messages['demorpc.GetInfoResponse']!;
    const row = (name: string) => info.fields.find((f) => f.name === name)!;
    assert.deepEqual(row('block_height'), {
      name: 'block_height',
      number: 2,
      jsonName: 'blockHeight',
      description: 'Number of blocks, a 64-bit integer.',
      descriptionLine: 56,
      deprecated: false,
      deprecatedInComment: false,
      label: 'singular',
      mapKey: null,
      oneof: null,
      type: { kind: 'scalar', name: 'uint64' },
      restType: 'string',
    });
    assert.deepEqual(
      [row('features').mapKey, row('features').type, row('features').restType],
      ['uint32', { kind: 'message', fullName: 'demorpc.Feature' }, 'object'],
    );
    assert.deepEqual([row('labels').label, row('labels').restType], ['repeated', 'array<string>']);
    assert.deepEqual(
      [row('chain').type, row('chain').restType],
      [{ kind: 'enum', fullName: 'demorpc.Chain' }, 'string'],
    );
    assert.equal(row('testnet').deprecated, true);
    assert.equal(row('identity_pubkey').restType, 'string');
    const open = demo.messages['demorpc.OpenThingRequest']!;
    assert.deepEqual(
      open.fields.map((f) => [f.name, f.label, f.oneof]),
      [
        ['node_pubkey', 'singular', null],
        ['amount', 'singular', null],
        ['first', 'singular', 'shim'],
        ['second', 'singular', 'shim'],
        ['memo', 'optional', null],
        ['kind', 'singular', null],
      ],
    );
    assert.deepEqual(open.nested, ['demorpc.OpenThingRequest.Shim', 'demorpc.OpenThingRequest.Kind']);
    assert.ok(!('demorpc.GetInfoResponse.FeaturesEntry' in demo.messages), 'map entry messages are not listed');
  });

  test('enums list values with numbers, descriptions, deprecation and aliases', () => {
    assert.deepEqual(demo.enums['demorpc.Chain']!.values, [
      {
        name: 'BITCOIN',
        number: 0,
        description: 'Bitcoin mainnet.',
        descriptionLine: 78,
        deprecated: false,
        deprecatedInComment: false,
        aliasOf: null,
      },
      {
        name: 'LITECOIN',
        number: 1,
        description: 'Litecoin, gone.',
        descriptionLine: 80,
        deprecated: true,
        deprecatedInComment: false,
        aliasOf: null,
      },
      {
        name: 'BTC',
        number: 0,
        description: 'The short name of BITCOIN.',
        descriptionLine: 82,
        deprecated: false,
        deprecatedInComment: false,
        aliasOf: 'BITCOIN',
      },
    ]);
  });

  test('a documented RPC without a comment is a warning with file and line', () => {
    assert.equal(loaded.warnings.length, 1);
    assert.match(loaded.warnings[0]!.location, /demo\/v1\.0\.0\/demorpc\/demo\.proto:32$/);
    assert.equal(loaded.warnings[0]!.message, 'documented RPC demorpc.Demo.OldThing has no comment');
  });

  test('the model is plain JSON and deterministic', async () => {
    const again = await loadModel({ sources: fixtureSources(), trees: offlineTrees(FIXTURE_PROTOS) });
    assert.equal(JSON.stringify(again.model), JSON.stringify(loaded.model));
    assert.deepEqual(JSON.parse(JSON.stringify(loaded.model)), loaded.model);
  });
});
