import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withGoFacts } from '../../src/gofacts/attach-go-facts.ts';
import { readPermissionTables } from '../../src/gofacts/permissions/permission-tables.ts';
import type { ApiRelease, MethodModel } from '../../src/proto/model-types.ts';
import { fixtureProgram } from '../helpers/go-fixtures.ts';

/** A release with the given services (method names only): what the join needs. */
function demoModel(services: Record<string, string[]>, packages: Record<string, string> = {}): ApiRelease {
  return {
    daemonId: 'demo', tag: 'v1', commit: 'abc', protoFiles: [], messages: {}, enums: {},
    macaroons: [], bakeMacaroonCommand: null, cliCommands: [],
    subServices: Object.entries(services).map(([fullName, methods]) => ({
      name: fullName.split('.')[1]!, fullName, package: packages[fullName] ?? 'demorpc', importPath: 'demo.proto',
      source: { path: 'demo.proto', line: 1, url: '' }, description: '', compileFiles: [],
      methods: methods.map((name, i): MethodModel => ({
        name, fullName: `${fullName}.${name}`, description: '', cli: null, deprecated: false, deprecatedOption: false,
        streaming: 'unary', requestType: 'x', responseType: 'x', rest: [], source: { path: 'demo.proto', line: 10 + i, url: '' },
        types: [], permissions: null, cliCommand: null,
      })),
    })),
  };
}

const SERVICES = {
  'demorpc.Greeter': ['SayHello', 'Send', 'List', 'Ping', 'Forgotten'],
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
  const result = withGoFacts(demoModel(SERVICES, packages), { cliName: 'democli', repoUrl: 'https://github.com/o/demo', permissions: { program, files, macaroons }, cli: null });
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
  assert.deepEqual(tables.whitelist.map((w) => [w.uri, w.condition]), [
    ['/demorpc.Unlocker/Unlock', null],
    ['/demorpc.Greeter/List', 'allowPublicRead'],
  ]);
});

test('each RPC gets its status, ops, allowing macaroons (least privilege first) and where it is declared', () => {
  const { byName, warnings } = join();
  const hello = byName.get('demorpc.Greeter.SayHello')!;
  assert.equal(hello.status, 'required');
  assert.equal(hello.uri, '/demorpc.Greeter/SayHello');
  assert.deepEqual(hello.ops, [{ entity: 'info', action: 'read' }]);
  assert.deepEqual(hello.macaroons, ['readonly.macaroon', 'admin.macaroon']);
  assert.equal(hello.smallestMacaroon, 'readonly.macaroon');
  assert.equal(hello.source?.url, 'https://github.com/o/demo/blob/abc/server.go#L35');
  assert.equal(byName.get('demorpc.Greeter.Send')!.smallestMacaroon, 'admin.macaroon');
  assert.deepEqual(byName.get('demorpc.Greeter.List')!.publicWhen, ['allowPublicRead']);
  assert.equal(byName.get('demorpc.Greeter.Ping')!.status, 'none');
  assert.equal(byName.get('demorpc.Unlocker.Unlock')!.status, 'none');
  // A served service that forgot a method: rejected with macaroons on, and a warning.
  assert.equal(byName.get('demorpc.Greeter.Forgotten')!.status, 'no-entry');
  assert.deepEqual(warnings.map((w) => w.location), ['demo.proto:14']);
  // A service absent from every table runs elsewhere.
  assert.equal(byName.get('demorpc.Oracle.Quote')!.status, 'not-served');
  // Entries only compiled with other build tags say which.
  assert.deepEqual(byName.get('demorpc.Dev.Reset')!.buildTags, ['dev']);
  assert.deepEqual(byName.get('demorpc.Sub.Watch')!.buildTags, ['subserver']);
});

test('default macaroons: configured op lists and functions composing them, plus sub-server macaroons of the build', () => {
  const text = (tags: string[]) => join(tags).release.macaroons.map((m) => `${m.file}=${m.ops.map((o) => `${o.entity}:${o.action}`).join(',')}`);
  assert.deepEqual(text([]), ['admin.macaroon=info:read,coins:read,coins:write', 'readonly.macaroon=info:read,coins:read']);
  assert.deepEqual(text(['subserver']), [
    'admin.macaroon=info:read,coins:read,coins:write',
    'readonly.macaroon=info:read,coins:read',
    'sub.macaroon=coins:read',
  ]);
  // sub.macaroon is baked by Go package "demo": the smallest for that sub-server's RPCs only.
  const ownWatch = join(['subserver'], { 'demorpc.Sub': 'demo' }).byName.get('demorpc.Sub.Watch')!;
  assert.deepEqual(ownWatch.buildTags, []);
  assert.deepEqual(ownWatch.macaroons, ['sub.macaroon', 'readonly.macaroon', 'admin.macaroon']);
  assert.equal(ownWatch.smallestMacaroon, 'sub.macaroon');
  const otherWatch = join(['subserver']).byName.get('demorpc.Sub.Watch')!;
  assert.deepEqual(otherWatch.macaroons, ['sub.macaroon', 'readonly.macaroon', 'admin.macaroon'], 'it still allows the call');
  assert.equal(otherWatch.smallestMacaroon, 'readonly.macaroon', "another service's RPC gets the daemon's own macaroon");
});
