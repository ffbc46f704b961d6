/**
 * Commands of one daemon's CLI that call another daemon's RPCs are shown on that daemon's
 * method pages (issue 24, point 3): litcli's `ln sendpayment` on tapd's
 * TaprootAssetChannels.SendPayment.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { linkOtherCliCommands } from '../../src/gofacts/cli/other-cli-commands.ts';
import { loadModel } from '../../src/release/load-model.ts';
import type { DaemonModel, MethodModel } from '../../src/proto/model-types.ts';
import type { CliCommandModel } from '../../src/proto/cli-model-types.ts';
import { codeSamples } from '../../src/site/code-samples/index.ts';
import { rpcMacaroon } from '../../src/site/code-samples/rpc-macaroon.ts';
import { buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT, offlineTrees } from '../helpers/fixtures.ts';

function command(path: string, foreignRpcs: string[]): CliCommandModel {
  return {
    path,
    name: path.split(' ').at(-1)!,
    aliases: [],
    usage: '',
    argsUsage: '',
    description: '',
    category: '',
    flags: [],
    externalFlags: [],
    subcommands: [],
    helpText: '',
    rpcs: [],
    foreignRpcs,
    hidden: false,
    source: { path: 'x.go', line: 1, url: '' },
  };
}

function daemon(id: string, methods: string[], commands: CliCommandModel[]): DaemonModel {
  const method = (fullName: string) => ({ fullName, name: fullName.split('.').at(-1)! }) as MethodModel;
  return {
    id,
    title: id,
    repo: `o/${id}`,
    repoUrl: '',
    daemon: `${id}d`,
    cli: `${id}cli`,
    ports: { grpc: 1, rest: 2 },
    releases: [
      {
        daemonId: id,
        tag: 'v1',
        commit: 'c',
        protoFiles: [],
        subServices: [{ methods: methods.map(method) } as never],
        messages: {},
        enums: {},
        macaroons: [],
        bakeMacaroonCommand: null,
        cliCommands: commands,
        gaps: [],
      },
    ],
  };
}

test('a command calling another daemon RPC it is named after (or its only one) is linked to that RPC, one per CLI', () => {
  const hub = daemon(
    'hub',
    [],
    [
      command('hubcli ln pay', ['chanrpc.Channels.Pay']),
      command('hubcli ln payinvoice', ['chanrpc.Channels.Decode', 'chanrpc.Channels.Pay']),
      command('hubcli ln open', ['chanrpc.Channels.Open', 'chanrpc.Channels.List']),
    ],
  );
  const tap = daemon(
    'tap',
    ['chanrpc.Channels.Pay', 'chanrpc.Channels.Open', 'chanrpc.Channels.List', 'chanrpc.Channels.Decode'],
    [],
  );
  const linked = linkOtherCliCommands([hub, tap])[1]!.releases[0]!.subServices[0]!.methods;
  const paths = Object.fromEntries(
    linked.map((m) => [m.name, (m.otherCliCommands ?? []).map((c) => `${c.path} (${c.daemon})`)]),
  );
  assert.deepEqual(paths, { Pay: ['hubcli ln pay (hubd)'], Open: ['hubcli ln open (hubd)'], List: [], Decode: [] });
});

test('tapd TaprootAssetChannels.SendPayment shows litcli ln sendpayment (real protos)', {
  skip: REAL_PROTOS_SKIP,
}, async () => {
  const sources = loadSources(path.join(ROOT, 'content/sources.json'));
  const { model } = await loadModel({
    sources,
    trees: offlineTrees(REAL_PROTOS!),
    releases: 'newest',
    only: ['taproot-assets', 'lit'],
  });
  const service = latestReleases(buildSiteApi(model)).find((s) => s.id === 'taproot-assets')!;
  const sub = service.subServices.find((s) => s.fullName === 'tapchannelrpc.TaprootAssetChannels')!;
  const method = sub.methods.find((m) => m.name === 'SendPayment')!;
  assert.equal(method.cliCommand, null, 'tapcli has no command for it');
  assert.deepEqual(
    method.otherCliCommands?.map((c) => c.path),
    ['litcli ln sendpayment'],
  );
  const macaroon = rpcMacaroon(method, { defaultMacaroon: 'admin.macaroon' } as never);
  const cli = codeSamples({ service, sub, method, macaroon: macaroon.file, macaroonNote: macaroon.note }).find(
    (s) => s.language === 'cli',
  );
  assert.match(
    cli?.variants.minimal ?? '',
    /^# litcli calls it through litd \(integrated mode\)[^\n]*\nlitcli --network=regtest ln sendpayment/m,
  );
});
