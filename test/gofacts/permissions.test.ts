import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withGoFacts } from '../../src/gofacts/attach-go-facts.ts';
import { readPermissionTables } from '../../src/gofacts/permissions/permission-tables.ts';
import { byExtraPrivilege } from '../../src/gofacts/permissions/method-permissions.ts';
import type { ApiRelease, DefaultMacaroonModel, MethodModel } from '../../src/proto/model-types.ts';
import { fixtureProgram } from '../helpers/go-fixtures.ts';

/** A release with the given services (method names only): what the join needs. */
function demoModel(services: Record<string, string[]>, packages: Record<string, string> = {}): ApiRelease {
  return {
    daemonId: 'demo',
    tag: 'v1',
    commit: 'abc',
    protoFiles: [],
    messages: {},
    enums: {},
    macaroons: [],
    bakeMacaroonCommand: null,
    cliCommands: [],
    gaps: [],
    subServices: Object.entries(services).map(([fullName, methods]) => ({
      name: fullName.split('.')[1]!,
      fullName,
      package: packages[fullName] ?? 'demorpc',
      importPath: 'demo.proto',
      source: { path: 'demo.proto', line: 1, url: '' },
      description: '',
      compileFiles: [],
      methods: methods.map(
        (name, i): MethodModel => ({
          name,
          fullName: `${fullName}.${name}`,
          description: '',
          cli: null,
          deprecated: false,
          deprecatedOption: false,
          deprecatedInComment: false,
          streaming: 'unary',
          requestType: 'x',
          responseType: 'x',
          rest: [],
          source: { path: 'demo.proto', line: 10 + i, url: '' },
          types: [],
          permissions: null,
          cliCommand: null,
        }),
      ),
    })),
  };
}

const SERVICES = {
  'demorpc.Greeter': ['SayHello', 'Send', 'List', 'Ping', 'Zero', 'Stats', 'Health', 'Forgotten'],
  'demorpc.Unlocker': ['Unlock'],
  'demorpc.Dev': ['Reset'],
  'demorpc.Oracle': ['Quote'],
  'demorpc.Sub': ['Watch'],
};

function join(tags: string[] = [], packages: Record<string, string> = {}) {
  const { program, files } = fixtureProgram('perms', tags);
  const macaroons = [
    { file: 'admin.macaroon', ops: 'allOps' },
    { file: 'readonly.macaroon', ops: 'readOps' },
  ];
  const result = withGoFacts(demoModel(SERVICES, packages), {
    cliName: 'democli',
    repoUrl: 'https://github.com/o/demo',
    permissions: { program, files, macaroons },
    cli: null,
  });
  const byName = new Map(result.release.subServices.flatMap((s) => s.methods.map((m) => [m.fullName, m.permissions!])));
  return { ...result, byName };
}

test('table entries: literals, concatenated and constant keys, variables, multi-line ops with comments', () => {
  const { program, files } = fixtureProgram('perms');
  const tables = readPermissionTables(program, files);
  const entries = new Map(tables.entries.map((e) => [e.uri, e.ops.map((o) => `${o.entity}:${o.action}`)]));
  assert.deepEqual(entries.get('/demorpc.Greeter/SayHello'), ['info:read']);
  assert.deepEqual(entries.get('/demorpc.Greeter/Send'), ['coins:write', 'info:read']);
  assert.deepEqual(entries.get('/demorpc.Greeter/List'), ['info:read', 'coins:read']);
  assert.deepEqual(entries.get('/demorpc.Greeter/Ping'), []);
  // A zero bakery.Op names no permission.
  assert.deepEqual(entries.get('/demorpc.Greeter/Zero'), []);
  // A table is a table in any package; one named as a whitelist is a whitelist.
  assert.deepEqual(entries.get('/demorpc.Greeter/Stats'), []);
  assert.equal(entries.has('/demorpc.Greeter/Health'), false);
  assert.deepEqual(
    tables.whitelist.map((w) => [w.uri, w.name, w.condition]),
    [
      ['/demorpc.Unlocker/Unlock', 'whitelist', null],
      ['/demorpc.Greeter/Health', 'whiteListedGreeterMethods', null],
      ['/demorpc.Greeter/List', 'PublicWhitelist', 'allowPublicRead'],
      ['/demorpc.Greeter/Ping', 'PublicWhitelist', 'allowPublicPing'],
    ],
  );
});

test('three macaroon cases: whitelisted (none), an empty entry (any macaroon of the daemon), listed permissions (required)', () => {
  const { byName } = join();
  // On a whitelist, a struct{} set or a permission table named as one: no macaroon.
  for (const [rpc, whitelist, line] of [
    ['demorpc.Unlocker.Unlock', 'whitelist', 6],
    ['demorpc.Greeter.Health', 'whiteListedGreeterMethods', 28],
  ] as const) {
    const p = byName.get(rpc)!;
    assert.equal(p.status, 'none', rpc);
    assert.deepEqual([p.macaroons, p.smallestMacaroon, p.publicWhen], [[], null, []], rpc);
    assert.deepEqual(
      p.whitelist,
      {
        name: whitelist,
        source: {
          path: 'interceptor/whitelist.go',
          line,
          url: `https://github.com/o/demo/blob/abc/interceptor/whitelist.go#L${line}`,
        },
      },
      rpc,
    );
  }
  // An empty entry (or a zero op) not on a whitelist still needs a macaroon: any default one, the smallest named.
  for (const rpc of ['demorpc.Greeter.Ping', 'demorpc.Greeter.Zero', 'demorpc.Greeter.Stats']) {
    const p = byName.get(rpc)!;
    assert.equal(p.status, 'any', rpc);
    assert.deepEqual(p.ops, [], rpc);
    assert.deepEqual(p.macaroons, ['readonly.macaroon', 'admin.macaroon'], rpc);
    assert.equal(p.smallestMacaroon, 'readonly.macaroon', rpc);
    assert.equal(p.bakeCommand, null, 'bakemacaroon needs at least one permission');
  }
  assert.equal(byName.get('demorpc.Greeter.Zero')!.whitelist, null);
  // A permission list: the macaroons holding it.
  const hello = byName.get('demorpc.Greeter.SayHello')!;
  assert.deepEqual([hello.status, hello.whitelist, hello.publicWhen], ['required', null, []]);
  assert.deepEqual(byName.get('demorpc.Greeter.Send')!.macaroons, ['admin.macaroon']);
});

test("a conditional whitelist (tapd's public universe access) keeps the macaroon the RPC needs by default and states the condition", () => {
  const { byName } = join();
  const list = byName.get('demorpc.Greeter.List')!;
  assert.deepEqual(
    [list.status, list.smallestMacaroon, list.publicWhen],
    ['required', 'readonly.macaroon', ['allowPublicRead']],
  );
  assert.deepEqual(list.whitelist, {
    name: 'PublicWhitelist',
    source: {
      path: 'interceptor/whitelist.go',
      line: 18,
      url: 'https://github.com/o/demo/blob/abc/interceptor/whitelist.go#L18',
    },
  });
  const ping = byName.get('demorpc.Greeter.Ping')!;
  assert.deepEqual(
    [ping.status, ping.publicWhen, ping.whitelist?.name],
    ['any', ['allowPublicPing'], 'PublicWhitelist'],
  );
});

test('each RPC gets its status, ops, allowing macaroons (least privilege first) and where it is declared', () => {
  const { byName, warnings, release } = join();
  const hello = byName.get('demorpc.Greeter.SayHello')!;
  assert.equal(hello.status, 'required');
  assert.equal(hello.uri, '/demorpc.Greeter/SayHello');
  assert.deepEqual(hello.ops, [{ entity: 'info', action: 'read' }]);
  assert.deepEqual(hello.macaroons, ['readonly.macaroon', 'admin.macaroon']);
  assert.equal(hello.smallestMacaroon, 'readonly.macaroon');
  assert.equal(hello.source?.url, 'https://github.com/o/demo/blob/abc/server.go#L35');
  assert.equal(byName.get('demorpc.Greeter.Send')!.smallestMacaroon, 'admin.macaroon');
  assert.deepEqual(byName.get('demorpc.Greeter.List')!.publicWhen, ['allowPublicRead']);
  // A served service that forgot a method: rejected with macaroons on, and a warning.
  assert.equal(byName.get('demorpc.Greeter.Forgotten')!.status, 'no-entry');
  assert.deepEqual(
    warnings.map((w) => w.location),
    ['demo.proto:17'],
  );
  // It is the daemon's to fix: a documentation gap of the release, not a warning for the user.
  const gap = {
    kind: 'permission-entry-missing',
    rpc: 'demorpc.Greeter.Forgotten',
    message: warnings[0]!.message,
    source: { path: 'demo.proto', line: 17, url: '' },
  };
  assert.deepEqual(warnings[0]!.gap, gap);
  assert.deepEqual(release.gaps, [gap]);
  // A service absent from every table runs elsewhere.
  assert.equal(byName.get('demorpc.Oracle.Quote')!.status, 'not-served');
  // Entries only compiled with other build tags say which.
  assert.deepEqual(byName.get('demorpc.Dev.Reset')!.buildTags, ['dev']);
  assert.deepEqual(byName.get('demorpc.Sub.Watch')!.buildTags, ['subserver']);
});

test('default macaroons: configured op lists and functions composing them, plus sub-server macaroons of the build', () => {
  const text = (tags: string[]) =>
    join(tags).release.macaroons.map((m) => `${m.file}=${m.ops.map((o) => `${o.entity}:${o.action}`).join(',')}`);
  assert.deepEqual(text([]), [
    'admin.macaroon=info:read,coins:read,coins:write',
    'readonly.macaroon=info:read,coins:read',
  ]);
  assert.deepEqual(text(['subserver']), [
    'admin.macaroon=info:read,coins:read,coins:write',
    'readonly.macaroon=info:read,coins:read',
    'sub.macaroon=coins:read',
  ]);
  // sub.macaroon is baked by Go package "demo": ranked by what it grants, for any service's RPC.
  const ownWatch = join(['subserver'], { 'demorpc.Sub': 'demo' }).byName.get('demorpc.Sub.Watch')!;
  assert.deepEqual(ownWatch.buildTags, []);
  assert.deepEqual(ownWatch.macaroons, ['sub.macaroon', 'readonly.macaroon', 'admin.macaroon']);
  assert.equal(ownWatch.smallestMacaroon, 'sub.macaroon');
  const otherWatch = join(['subserver']).byName.get('demorpc.Sub.Watch')!;
  assert.deepEqual(
    otherWatch.macaroons,
    ['sub.macaroon', 'readonly.macaroon', 'admin.macaroon'],
    'it still allows the call',
  );
  assert.equal(otherWatch.smallestMacaroon, 'sub.macaroon', "another package's RPC too: it grants least");
});

test('the smallest macaroon grants least beyond the call as sets: a sub-server macaroon beats admin, reads beat writes, a repeated op counts once', () => {
  const op = (text: string) => ({ entity: text.split(':')[0]!, action: text.split(':')[1]! });
  const mac = (file: string, ops: string[], subServer: string | null = null): DefaultMacaroonModel => ({
    file,
    ops: ops.map(op),
    allowsAll: false,
    note: '',
    subServer,
    source: null,
  });
  const all = [
    'info:read',
    'offchain:read',
    'offchain:write',
    'onchain:read',
    'onchain:write',
    'address:read',
    'address:write',
    'peers:write',
  ];
  const admin = { ...mac('admin.macaroon', all), allowsAll: true };
  const readonly = mac('readonly.macaroon', ['info:read', 'offchain:read', 'onchain:read', 'address:read']);
  const router = mac('router.macaroon', ['offchain:read', 'offchain:read', 'offchain:write'], 'routerrpc');
  const walletkit = mac(
    'walletkit.macaroon',
    ['address:read', 'address:write', 'onchain:read', 'onchain:write'],
    'walletrpc',
  );
  const rank = (needs: string[]) =>
    [admin, readonly, router, walletkit]
      .filter((m) => m.allowsAll || needs.every((n) => m.ops.some((o) => `${o.entity}:${o.action}` === n)))
      .sort(byExtraPrivilege(needs.map(op)))
      .map((m) => m.file);
  assert.deepEqual(
    rank(['offchain:write']),
    ['router.macaroon', 'admin.macaroon'],
    'SendOnionMessage-like: router grants one extra read, listed twice in Go',
  );
  assert.deepEqual(rank(['onchain:write']), ['walletkit.macaroon', 'admin.macaroon'], 'SendCoins-like');
  assert.deepEqual(
    rank(['offchain:read']),
    ['readonly.macaroon', 'router.macaroon', 'admin.macaroon'],
    'an extra write weighs more than extra reads',
  );
});
