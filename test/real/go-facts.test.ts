/**
 * Facts read from the real daemons' Go source (macaroon permissions and CLI commands),
 * when APIDOCS_PROTOS points at ../shared/protos or a copy.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type LoadedModel, loadModel } from '../../src/release/load-model.ts';
import type { ApiRelease, MethodModel, MethodPermissions } from '../../src/proto/model-types.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';

describe('permissions and CLI commands of the real releases', { skip: REAL_PROTOS_SKIP }, () => {
  let loaded: LoadedModel;
  /** The newest release of a daemon, or the one with `tag`. */
  const service = (id: string, tag?: string): ApiRelease => {
    const releases = loaded.model.daemons.find((d) => d.id === id)!.releases;
    return tag ? releases.find((r) => r.tag === tag)! : releases[0]!;
  };
  const method = (id: string, sub: string, name: string): MethodModel =>
    service(id)
      .subServices.find((s) => s.name === sub)!
      .methods.find((m) => m.name === name)!;
  const perms = (id: string, sub: string, name: string): MethodPermissions => method(id, sub, name).permissions!;
  const ops = (p: MethodPermissions) => p.ops.map((o) => `${o.entity}:${o.action}`);

  before(async () => {
    loaded = await loadModel({
      sources: loadSources(path.join(ROOT, 'content/sources.json')),
      trees: offlineTrees(REAL_PROTOS!),
    });
  });

  test('lnd: GetInfo needs info:read and readonly.macaroon suffices', () => {
    const p = perms('lnd', 'Lightning', 'GetInfo');
    assert.equal(p.status, 'required');
    assert.deepEqual(ops(p), ['info:read']);
    assert.equal(p.uri, '/lnrpc.Lightning/GetInfo');
    assert.equal(p.smallestMacaroon, 'readonly.macaroon');
    assert.deepEqual(p.macaroons, ['readonly.macaroon', 'admin.macaroon']);
    assert.equal(p.bakeCommand, 'lncli bakemacaroon info:read');
    assert.equal(p.bakeUriCommand, 'lncli bakemacaroon uri:/lnrpc.Lightning/GetInfo');
  });

  test('lnd: SendPaymentV2 needs offchain:write, OpenChannel onchain:write and offchain:write', () => {
    assert.deepEqual(ops(perms('lnd', 'Router', 'SendPaymentV2')), ['offchain:write']);
    assert.equal(perms('lnd', 'Router', 'SendPaymentV2').smallestMacaroon, 'router.macaroon');
    assert.deepEqual(ops(perms('lnd', 'Lightning', 'OpenChannel')), ['onchain:write', 'offchain:write']);
    assert.equal(perms('lnd', 'Lightning', 'OpenChannel').smallestMacaroon, 'admin.macaroon');
  });

  test("lnd: the smallest macaroon is ranked by what it grants, a sub-server's one included (SendOnionMessage, SendCoins, AddInvoice)", () => {
    const granted = (file: string) =>
      new Set(
        service('lnd')
          .macaroons.find((m) => m.file === file)!
          .ops.map((o) => `${o.entity}:${o.action}`),
      );
    const onion = perms('lnd', 'Lightning', 'SendOnionMessage');
    assert.equal(onion.smallestMacaroon, 'router.macaroon');
    assert.ok(
      onion.macaroons.includes('admin.macaroon') &&
        onion.macaroons.indexOf('router.macaroon') < onion.macaroons.indexOf('admin.macaroon'),
    );
    const coins = perms('lnd', 'Lightning', 'SendCoins');
    assert.deepEqual(ops(coins), ['onchain:write']);
    assert.equal(coins.smallestMacaroon, 'walletkit.macaroon');
    // What it grants is a strict subset of admin.macaroon's.
    for (const file of ['router.macaroon', 'walletkit.macaroon']) {
      assert.ok(
        [...granted(file)].every((op) => granted('admin.macaroon').has(op)) &&
          granted(file).size < granted('admin.macaroon').size,
        file,
      );
    }
    assert.equal(
      perms('lnd', 'Lightning', 'AddInvoice').smallestMacaroon,
      'invoices.macaroon',
      'invoices:read and :write only, where invoice.macaroon adds address and onchain permissions',
    );
  });

  test('lnd: the constant key RegisterRPCMiddlewareURI and the whitelist are read', () => {
    assert.deepEqual(ops(perms('lnd', 'Lightning', 'RegisterRPCMiddleware')), ['macaroon:write']);
  });

  test('no macaroon only on a whitelist: lnd GenSeed and the State service (macaroonWhitelist), LiT SubServerStatus (whiteListedLitMethods)', () => {
    for (const [sub, name] of [
      ['WalletUnlocker', 'GenSeed'],
      ['State', 'GetState'],
      ['State', 'SubscribeState'],
    ] as const) {
      const p = perms('lnd', sub, name);
      assert.equal(p.status, 'none', name);
      assert.equal(p.whitelist?.name, 'macaroonWhitelist', name);
      assert.equal(p.whitelist?.source.path, 'rpcperms/interceptor.go', name);
      assert.equal(p.smallestMacaroon, null, name);
    }
    const status = perms('lit', 'Status', 'SubServerStatus');
    assert.deepEqual(
      [status.status, status.whitelist?.name, status.smallestMacaroon],
      ['none', 'whiteListedLitMethods', null],
    );
    // No other RPC of these releases is answered without a macaroon.
    for (const id of ['lnd', 'lit']) {
      const open = service(id).subServices.flatMap((s) =>
        s.methods.filter((m) => m.permissions?.status === 'none').map((m) => m.fullName),
      );
      assert.deepEqual(
        open.sort(),
        id === 'lnd'
          ? [
              'lnrpc.State.GetState',
              'lnrpc.State.SubscribeState',
              'lnrpc.WalletUnlocker.ChangePassword',
              'lnrpc.WalletUnlocker.GenSeed',
              'lnrpc.WalletUnlocker.InitWallet',
              'lnrpc.WalletUnlocker.UnlockWallet',
            ]
          : ['litrpc.Status.SubServerStatus'],
      );
    }
  });

  test('taproot-assets: EncodeCustomRecords lists no permission and is not whitelisted, so it needs a tapd macaroon, any one', () => {
    const p = perms('taproot-assets', 'TaprootAssetChannels', 'EncodeCustomRecords');
    assert.equal(p.status, 'any');
    assert.deepEqual(p.ops, []);
    assert.deepEqual(
      [p.macaroons, p.smallestMacaroon, p.whitelist, p.publicWhen],
      [['admin.macaroon'], 'admin.macaroon', null, []],
    );
    assert.equal(p.bakeCommand, null);
    assert.equal(p.bakeUriCommand, 'tapcli bakemacaroon uri:/tapchannelrpc.TaprootAssetChannels/EncodeCustomRecords');
  });

  test("taproot-assets: MacaroonWhitelist's universe RPCs are public only when tapd is configured so (v0.8.1); v0.7.2's default whitelist always", () => {
    const query = perms('taproot-assets', 'Universe', 'QueryProof');
    assert.deepEqual(
      [query.status, ops(query), query.smallestMacaroon, query.whitelist?.name],
      ['required', ['universe:read'], 'admin.macaroon', 'MacaroonWhitelist'],
    );
    assert.deepEqual(query.publicWhen, ['allowUniPublicAccessRead', 'allowPublicUniProofCourier']);
    assert.equal(
      service('taproot-assets')
        .subServices.flatMap((s) => s.methods)
        .filter((m) => m.permissions?.status === 'none').length,
      0,
      'v0.8.1 whitelists nothing unconditionally',
    );
    const older = service('taproot-assets', 'v0.7.2')
      .subServices.find((s) => s.name === 'Universe')!
      .methods.find((m) => m.name === 'AssetRoots')!.permissions!;
    assert.deepEqual([older.status, older.whitelist?.name], ['none', 'defaultMacaroonWhitelist']);
  });

  test('lnd: XFindBaseLocalChanAlias has no permission entry and the build warns', () => {
    assert.equal(perms('lnd', 'Router', 'XFindBaseLocalChanAlias').status, 'no-entry');
    assert.ok(
      loaded.warnings.some((w) =>
        w.message.includes('routerrpc.Router.XFindBaseLocalChanAlias has no macaroon permission entry'),
      ),
    );
  });

  test('lnd: default macaroons include the sub-server ones; dev-only sub-servers are marked', () => {
    assert.deepEqual(
      service('lnd').macaroons.map((m) => m.file),
      [
        'admin.macaroon',
        'readonly.macaroon',
        'invoice.macaroon',
        'chainnotifier.macaroon',
        'invoices.macaroon',
        'router.macaroon',
        'signer.macaroon',
        'walletkit.macaroon',
      ],
    );
    assert.equal(service('lnd').macaroons[0]!.ops.length, 19);
    // Every macaroon that allows a call is listed, lnd's own ones too.
    assert.ok(perms('lnd', 'Lightning', 'AddInvoice').macaroons.includes('invoice.macaroon'));
    assert.equal(perms('lnd', 'Invoices', 'AddHoldInvoice').smallestMacaroon, 'invoices.macaroon');
    assert.equal(perms('lnd', 'Router', 'SendPaymentV2').smallestMacaroon, 'router.macaroon');
    assert.deepEqual(perms('lnd', 'Dev', 'ImportGraph').buildTags, ['dev']);
  });

  test('loop: LoopOut needs swap:execute and loop:out; Debug exists only in dev builds', () => {
    assert.deepEqual(ops(perms('loop', 'SwapClient', 'LoopOut')), ['swap:execute', 'loop:out']);
    assert.equal(perms('loop', 'SwapClient', 'LoopOut').smallestMacaroon, 'loop.macaroon');
    assert.equal(perms('loop', 'SwapClient', 'LoopOut').bakeCommand, null);
    assert.deepEqual(perms('loop', 'Debug', 'ForceAutoLoop').buildTags, ['dev']);
  });

  test('taproot-assets: MintAsset needs mint:write; universe RPCs can be public; oracles are not served', () => {
    assert.deepEqual(ops(perms('taproot-assets', 'Mint', 'MintAsset')), ['mint:write']);
    assert.equal(perms('taproot-assets', 'Mint', 'MintAsset').bakeCommand, 'tapcli bakemacaroon mint:write');
    assert.ok(perms('taproot-assets', 'Universe', 'QueryProof').publicWhen.includes('allowUniPublicAccessRead'));
    for (const sub of ['PriceOracle', 'PortfolioPilot']) {
      for (const m of service('taproot-assets').subServices.find((s) => s.name === sub)!.methods)
        assert.equal(m.permissions!.status, 'not-served', m.fullName);
    }
  });

  test('pool: the auctioneer services are not served by poold, in both releases (perms.go moved between them)', () => {
    for (const tag of ['v0.6.6-beta', 'v0.6.5-beta']) {
      for (const sub of ['ChannelAuctioneer', 'HashMail']) {
        for (const m of service('pool', tag).subServices.find((s) => s.name === sub)!.methods)
          assert.equal(m.permissions!.status, 'not-served', `${tag} ${m.fullName}`);
      }
      assert.deepEqual(
        service('pool', tag).macaroons.map((m) => m.file),
        ['pool.macaroon'],
      );
    }
    assert.equal(perms('pool', 'Trader', 'GetInfo').status, 'required');
  });

  test('CLI: commands are matched to RPCs by what their action calls, with help text', () => {
    const getInfo = method('lnd', 'Lightning', 'GetInfo').cliCommand!;
    assert.equal(getInfo.path, 'lncli getinfo');
    assert.equal(getInfo.matchedBy, 'action');
    assert.match(getInfo.helpText, /^NAME:\n {3}lncli getinfo - /);
    assert.equal(method('lnd', 'WalletKit', 'FundPsbt').cliCommand!.path, 'lncli wallet psbt fund');
    assert.ok(method('lnd', 'WalletKit', 'FundPsbt').cliCommand!.flags.some((f) => f.name === 'sat_per_vbyte'));
    assert.equal(method('loop', 'SwapClient', 'LoopOut').cliCommand!.path, 'loop out');
    assert.equal(method('taproot-assets', 'Mint', 'MintAsset').cliCommand!.path, 'tapcli assets mint');
    assert.equal(service('taproot-assets').bakeMacaroonCommand, 'tapcli bakemacaroon');
    assert.equal(service('loop').bakeMacaroonCommand, null);
  });

  test('CLI: proto comments naming commands the CLI lacks are build warnings', () => {
    assert.equal(method('taproot-assets', 'Rfq', 'AddAssetBuyOrder').cliCommand, null);
    assert.ok(loaded.warnings.some((w) => w.message.includes('"tapcli rfq buyorder", which tapcli does not have')));
    assert.ok(loaded.warnings.some((w) => w.message.includes('"lncli sendonion", which lncli does not have')));
  });
});
