/** The Host field's text: a host, host:port or a pasted URL, and where its port goes. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyHostInput, readHostInput } from '../../src/shared/host-input.ts';
import {
  DEFAULT_SETTINGS,
  type NodeFacts,
  type NodeSettings,
  connectionValues,
} from '../../src/shared/node-settings.ts';

const node: NodeFacts = {
  daemon: {
    id: 'demo',
    title: 'Demo',
    daemon: 'demod',
    cli: 'democli',
    dirVariable: 'DEMO_DIR',
    defaultDir: '~/.demo',
    tlsCertPath: '{dir}/tls.cert',
    macaroonDir: '{dir}/{network}',
    defaultMacaroon: 'admin.macaroon',
    ports: { grpc: 10009, rest: 8080 },
    inLitd: true,
  },
  litd: { dirVariable: 'LIT_DIR', defaultDir: '~/.lit', tlsCertPath: '{dir}/tls.cert', port: 8443 },
};
const read = (text: string) => {
  const reading = readHostInput(text);
  assert.ok(reading.ok, `${text}: ${reading.ok ? '' : reading.problem}`);
  return reading.value;
};
const problem = (text: string) => {
  const reading = readHostInput(text);
  assert.ok(!reading.ok, `${text} should be refused`);
  return reading.problem;
};

test('a pasted URL gives its host and port, and its scheme is noticed, never taken for the host', () => {
  assert.deepEqual(read('https://mynode.local:10009/'), { host: 'mynode.local', port: '10009', scheme: 'https' });
  assert.deepEqual(read('  HTTP://10.0.0.5:8080/v1/getinfo?x=1#y '), {
    host: '10.0.0.5',
    port: '8080',
    scheme: 'http',
  });
  assert.deepEqual(read('https://user:pw@node.example.org'), { host: 'node.example.org', port: null, scheme: 'https' });
  assert.deepEqual(read('https://[::1]:10009'), { host: '[::1]', port: '10009', scheme: 'https' });
  assert.deepEqual(read('mynode.local:10009'), { host: 'mynode.local', port: '10009', scheme: null });
  assert.deepEqual(read('[fe80::1]:8080'), { host: '[fe80::1]', port: '8080', scheme: null });
  assert.deepEqual(read('localhost'), { host: 'localhost', port: null, scheme: null });
});

test('half an address or a wrong one is a problem in words, not a host', () => {
  assert.match(problem('https:'), /port number/, 'the colon of a scheme being typed');
  assert.match(problem('https://'), /host after the scheme/);
  assert.match(problem('https://my node'), /host name or IP address/);
  assert.match(problem('mynode:99999'), /port number from 1 to 65535 after "mynode:"/);
  assert.match(problem('::1'), /brackets around an IPv6 address/);
  assert.match(problem('fe80::1:8080'), /brackets/);
  assert.match(problem('a b'), /host name or IP address/);
});

test("the port goes to the field the samples read: gRPC, the REST port when it is the daemon's, litd's when litd serves it", () => {
  const apply = (settings: NodeSettings, text: string) => applyHostInput(settings, node, read(text));
  const grpc = apply(DEFAULT_SETTINGS, 'https://mynode.local:10019/');
  const values = connectionValues(grpc.settings, node.daemon, node.litd, null);
  assert.deepEqual([values.grpcHost, values.restHost], ['mynode.local:10019', 'mynode.local:8080'], 'not https:10019');
  assert.equal(
    grpc.notice,
    'Taken from the address: Host mynode.local, Demo gRPC port 10019. The https:// is left out: gRPC samples always use TLS and REST samples https.',
  );

  const rest = apply(DEFAULT_SETTINGS, 'mynode.local:8080');
  assert.deepEqual([rest.settings.daemons.demo!.restPort, rest.settings.daemons.demo!.grpcPort], ['8080', '']);
  assert.equal(rest.notice, 'Taken from the address: Host mynode.local, Demo REST port 8080.');

  const inLitd: NodeSettings = {
    ...DEFAULT_SETTINGS,
    daemons: { demo: { dir: '', grpcPort: '', restPort: '', inLitd: true } },
  };
  const lit = apply(inLitd, 'https://lit.example.org:8444');
  assert.deepEqual([lit.settings.litPort, lit.settings.daemons.demo], ['8444', inLitd.daemons.demo]);
  assert.equal(connectionValues(lit.settings, node.daemon, node.litd, null).grpcHost, 'lit.example.org:8444');

  const plain = apply({ ...DEFAULT_SETTINGS, network: 'mainnet' }, 'node-7.example.org');
  assert.deepEqual(
    [plain.settings.host, plain.settings.network, plain.notice],
    ['node-7.example.org', 'mainnet', ''],
    'a bare host says nothing and changes nothing else',
  );
});
