import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { loadServicePages } from '../../src/content/load-content.ts';
import {
  DEFAULT_SETTINGS,
  type NodeSettings,
  connectionValues,
  hostProblem,
  portProblem,
  sanitizeSettings,
} from '../../src/shared/node-settings.ts';
import { nodeFacts } from '../../src/site/connection.ts';
import { ROOT } from '../helpers/fixtures.ts';

// The site's own content and ports: the defaults must be what the pages showed before the panel existed.
const pages = loadServicePages(path.join(ROOT, 'content'), ['lnd', 'loop', 'taproot-assets', 'lit']);
const models = [
  { id: 'lnd', title: 'LND', daemon: 'lnd', cli: 'lncli', ports: { grpc: 10009, rest: 8080 } },
  { id: 'loop', title: 'Loop', daemon: 'loopd', cli: 'loop', ports: { grpc: 11010, rest: 8081 } },
  { id: 'taproot-assets', title: 'Taproot Assets', daemon: 'tapd', cli: 'tapcli', ports: { grpc: 10029, rest: 8089 } },
  { id: 'lit', title: 'LiT', daemon: 'litd', cli: 'litcli', ports: { grpc: 8443, rest: 8443 } },
];
const facts = (id: string) => nodeFacts(models.find((m) => m.id === id)!, pages, models);
const values = (id: string, settings: NodeSettings = DEFAULT_SETTINGS, macaroon: string | null = null) => {
  const f = facts(id);
  return connectionValues(settings, f.daemon, f.litd, macaroon);
};

test('defaults: localhost, the pinned ports, the data folder placeholders and regtest, as before', () => {
  assert.deepEqual(values('lnd'), {
    grpcHost: 'localhost:10009',
    restHost: 'localhost:8080',
    tlsCertPath: 'LND_DIR/tls.cert',
    macaroonPath: 'LND_DIR/data/chain/bitcoin/regtest/admin.macaroon',
    cliFlags: ' --network=regtest',
    throughLitd: false,
  });
  assert.equal(
    values('lnd', DEFAULT_SETTINGS, 'readonly.macaroon').macaroonPath,
    'LND_DIR/data/chain/bitcoin/regtest/readonly.macaroon',
    "the RPC's macaroon, in the same folder",
  );
  assert.equal(values('loop').tlsCertPath, 'LOOP_DIR/regtest/tls.cert');
  assert.equal(values('taproot-assets').macaroonPath, 'TAPD_DIR/data/regtest/admin.macaroon');
  assert.equal(values('lit').macaroonPath, 'LIT_DIR/regtest/lit.macaroon');
});

test("the reader's host, ports, network and folder; mainnet needs no --network", () => {
  const mine: NodeSettings = {
    ...DEFAULT_SETTINGS,
    host: '10.0.0.5',
    network: 'mainnet',
    daemons: { lnd: { dir: '/home/me/.lnd', grpcPort: '10010', restPort: '' } },
  };
  const v = values('lnd', mine, 'invoice.macaroon');
  assert.equal(v.grpcHost, '10.0.0.5:10010');
  assert.equal(v.restHost, '10.0.0.5:8080');
  assert.equal(v.macaroonPath, '/home/me/.lnd/data/chain/bitcoin/mainnet/invoice.macaroon');
  assert.equal(
    v.cliFlags,
    ' --rpcserver=10.0.0.5:10010 --tlscertpath=/home/me/.lnd/tls.cert --macaroonpath=/home/me/.lnd/data/chain/bitcoin/mainnet/invoice.macaroon',
    "explicit paths, the RPC's macaroon; no --network with them",
  );
  assert.equal(values('lnd', { ...DEFAULT_SETTINGS, network: 'mainnet' }).cliFlags, '');
  assert.equal(values('lnd', { ...DEFAULT_SETTINGS, network: 'signet' }).cliFlags, ' --network=signet');
});

/** Settings where the given daemons run inside litd. */
const inside = (ids: string[], more: Partial<NodeSettings> = {}): NodeSettings => ({
  ...DEFAULT_SETTINGS,
  ...more,
  daemons: Object.fromEntries(ids.map((id) => [id, { dir: '', grpcPort: '', restPort: '', inLitd: true }])),
});

test("one page, one macaroon: the CLI reads the RPC's macaroon, naming it when it is not the file the CLI reads by default", () => {
  assert.equal(
    values('lnd', DEFAULT_SETTINGS, 'readonly.macaroon').cliFlags,
    ' --network=regtest --macaroonpath=~/.lnd/data/chain/bitcoin/regtest/readonly.macaroon',
    'in the folder the CLI uses by default',
  );
  assert.equal(
    values('lnd', { ...DEFAULT_SETTINGS, network: 'mainnet' }, 'invoice.macaroon').cliFlags,
    ' --macaroonpath=~/.lnd/data/chain/bitcoin/mainnet/invoice.macaroon',
  );
  assert.equal(
    values('lnd', DEFAULT_SETTINGS, 'admin.macaroon').cliFlags,
    ' --network=regtest',
    'its default file needs no flag',
  );
  assert.equal(
    values('lnd', DEFAULT_SETTINGS, null).cliFlags,
    ' --network=regtest',
    'an RPC that needs none leaves the CLI as it is',
  );
  assert.equal(
    values('lit', inside(['lit'], { network: 'testnet' }), 'super.macaroon').cliFlags,
    ' --network=testnet --macaroonpath=~/.lit/testnet/super.macaroon',
  );
  const inLitd = values('loop', inside(['loop']), 'other.macaroon');
  assert.equal(
    inLitd.cliFlags,
    ' --rpcserver=localhost:8443 --tlscertpath=LIT_DIR/tls.cert --macaroonpath=LOOP_DIR/regtest/other.macaroon',
  );
});

test("inside litd: litd's port and certificate, the daemon's own macaroon; litd itself is unchanged", () => {
  const litd = inside(['loop', 'lnd', 'lit'], { network: 'testnet' });
  const loop = values('loop', litd);
  assert.deepEqual(
    [loop.grpcHost, loop.restHost, loop.tlsCertPath, loop.macaroonPath],
    ['localhost:8443', 'localhost:8443', 'LIT_DIR/tls.cert', 'LOOP_DIR/testnet/loop.macaroon'],
  );
  assert.equal(
    loop.cliFlags,
    ' --rpcserver=localhost:8443 --tlscertpath=LIT_DIR/tls.cert --macaroonpath=LOOP_DIR/testnet/loop.macaroon',
  );
  assert.ok(loop.throughLitd);
  assert.equal(values('lnd', { ...litd, litPort: '9443', litDir: '~/.lit' }).grpcHost, 'localhost:9443');
  assert.equal(values('lnd', { ...litd, litDir: '~/.lit' }).tlsCertPath, '~/.lit/tls.cert');
  assert.equal(values('lit', litd).grpcHost, 'localhost:8443');
  assert.equal(facts('lit').litd, null, 'litd does not run inside itself');
});

test("inside litd is each daemon's own choice: Loop inside litd leaves lnd on its own port and certificate (LiT's remote mode)", () => {
  const loopInside = inside(['loop']);
  assert.ok(values('loop', loopInside).throughLitd);
  assert.deepEqual(values('lnd', loopInside), values('lnd'), "lnd's samples are as if nothing were set");
  const lndInside = inside(['lnd']);
  assert.equal(values('lnd', lndInside).grpcHost, 'localhost:8443');
  assert.equal(values('loop', lndInside).grpcHost, 'localhost:11010', 'and the other way round');
});

test('stored settings are checked: bad values fall back to the defaults', () => {
  assert.deepEqual(sanitizeSettings(null), DEFAULT_SETTINGS);
  const bad = {
    host: 'bad host!',
    network: 'moon',
    daemons: { lnd: { grpcPort: '99999', dir: 'a\nb', inLitd: 'yes' }, 'Bad Id': {} },
  };
  assert.deepEqual(sanitizeSettings(bad), {
    ...DEFAULT_SETTINGS,
    daemons: { lnd: { dir: '', grpcPort: '', restPort: '', inLitd: false } },
  });
  // Before the choice was per daemon, one `litd: true` applied to every daemon: it is dropped.
  const old = sanitizeSettings({
    host: 'localhost',
    network: 'testnet',
    litd: true,
    daemons: { loop: { dir: '', grpcPort: '', restPort: '' } },
  });
  assert.equal('litd' in old, false);
  assert.equal(values('loop', old).throughLitd, false);
  assert.equal(values('lnd', old).throughLitd, false);
  assert.equal(hostProblem('[::1]'), null);
  assert.equal(hostProblem('node-1.example.org'), null);
  assert.notEqual(hostProblem('a b'), null);
  assert.notEqual(hostProblem("x'y"), null);
  assert.equal(portProblem(''), null);
  assert.notEqual(portProblem('0'), null);
  assert.notEqual(portProblem('65536'), null);
});
