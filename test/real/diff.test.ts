/** The generated API changes between the two pinned releases of each real daemon (runs when APIDOCS_PROTOS is set). */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { ApiChanges } from '../../src/diff/api-changes.ts';
import { compareReleases } from '../../src/diff/compare-releases.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';

/** RPCs added and removed, alone or with their sub-service, as "Service.Method". */
function rpcsOf(changes: ApiChanges, kind: 'added' | 'removed'): string[] {
  const short = (rpc: string) => rpc.split('.').slice(-2).join('.');
  return changes.changes
    .flatMap((c) =>
      c.kind === `rpc-${kind}` && 'rpc' in c ? [c.rpc] : c.kind === `sub-service-${kind}` ? c.affects : [],
    )
    .map(short)
    .sort();
}

describe('API changes of the real daemons', { skip: REAL_PROTOS_SKIP }, () => {
  const compare = (daemon: string) =>
    compareReleases({
      sources: loadSources(path.join(ROOT, 'content/sources.json')),
      trees: offlineTrees(REAL_PROTOS!),
      daemon,
    });

  test('lnd v0.21.2-beta adds SendOnionMessage and DeleteForwardingHistory and removes SendPaymentSync and SendToRouteSync', async () => {
    const { changes } = await compare('lnd');
    assert.deepEqual([changes.from, changes.to], ['v0.20.3-beta', 'v0.21.2-beta']);
    const added = rpcsOf(changes, 'added');
    const removed = rpcsOf(changes, 'removed');
    for (const rpc of ['Lightning.SendOnionMessage', 'Router.DeleteForwardingHistory'])
      assert.ok(added.includes(rpc), `${rpc} in ${added}`);
    for (const rpc of ['Lightning.SendPaymentSync', 'Lightning.SendToRouteSync'])
      assert.ok(removed.includes(rpc), `${rpc} in ${removed}`);
    assert.ok(changes.changes.filter((c) => c.kind === 'rpc-removed').every((c) => c.severity === 'wire-breaking'));
  });

  test('taproot-assets v0.8.1 adds TaprootAssets.FetchAsset against v0.7.2', async () => {
    const { changes } = await compare('taproot-assets');
    assert.deepEqual([changes.from, changes.to], ['v0.7.2', 'v0.8.1']);
    assert.ok(rpcsOf(changes, 'added').includes('TaprootAssets.FetchAsset'));
    assert.ok(
      changes.changes.some(
        (c) => c.kind === 'sub-service-added' && c.subService === 'portfoliopilotrpc.PortfolioPilot',
      ),
      'the PortfolioPilot service is new',
    );
  });

  for (const daemon of ['loop', 'pool', 'faraday']) {
    test(`${daemon} adds and removes no RPC`, async () => {
      const { changes } = await compare(daemon);
      assert.deepEqual([rpcsOf(changes, 'added'), rpcsOf(changes, 'removed')], [[], []]);
    });
  }

  test('apidocs diff lnd --fail-on-breaking fails on the removed RPCs', () => {
    // The compiled releases of this run's cache (the shared build's, when there is one).
    const cache = { APIDOCS_CACHE_DIR: offlineTrees(REAL_PROTOS!).cacheDir };
    const result = runCli(['diff', 'lnd', '--fail-on-breaking', '--protos', REAL_PROTOS!, '--offline'], cache);
    assert.equal(result.status, 1);
    assert.match(result.stdout, /^ {4}lnrpc\.Lightning\.SendToRouteSync: RPC removed$/m);
    assert.equal(
      runCli(['diff', 'loop', '--fail-on-breaking', '--protos', REAL_PROTOS!, '--offline'], cache).status,
      0,
    );
  });
});
