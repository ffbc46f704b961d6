/**
 * Which of several commands calling an RPC is its command: among equally direct callers, the
 * one whose inputs set more of the RPC's request (lncli create over createwatchonly for InitWallet).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type TracedCommand, matchCliCommands } from '../../src/gofacts/cli/cli-model.ts';
import type { SubServiceModel } from '../../src/proto/model-types.ts';
import type { CliCommandModel } from '../../src/proto/cli-model-types.ts';

const RPC = 'walletrpc.Unlocker.Init';

function command(path: string, fields: string[], rpcs: string[]): TracedCommand {
  const binding = (field: string) => ({ field, flags: [], slots: [], prompt: true as const });
  const model = {
    path,
    name: path.split(' ').at(-1)!,
    aliases: [],
    rpcs,
    inputs: { positional: [], guards: [], requests: [{ rpc: RPC, fields: fields.map(binding) }] },
  } as unknown as CliCommandModel;
  return { model, calls: rpcs.map((rpc) => ({ rpc, depth: 0 })) } as TracedCommand;
}

test('of two equally direct callers, the command whose inputs set more of the request is chosen, even when it calls more RPCs', () => {
  const subServices = [{ methods: [{ fullName: RPC, name: 'Init', cli: null }] }] as unknown as SubServiceModel[];
  // The watch-only command calls only Init, but sets two of its fields; the interactive one asks for four (and calls GenSeed too).
  const watchOnly = command('walletcli createwatchonly', ['password', 'recovery_window'], [RPC]);
  const create = command(
    'walletcli create',
    ['password', 'seed', 'passphrase', 'recovery_window'],
    ['walletrpc.Unlocker.GenSeed', RPC],
  );
  const { byMethod } = matchCliCommands({
    subServices,
    commands: [watchOnly, create],
    cliName: 'walletcli',
    locationOf: () => 'x.proto',
  });
  assert.equal(byMethod.get(RPC)?.path, 'walletcli create');
});

test("a comment naming a command that calls a sibling RPC instead is stale: no command, a gap; one read calling another service's RPC keeps it", () => {
  const old = 'walletrpc.Unlocker.Snapshot';
  const subServices = [
    { methods: [{ fullName: old, name: 'Snapshot', cli: 'walletcli snapshot', source: null }] },
  ] as unknown as SubServiceModel[];
  const locationOf = () => 'x.proto';
  const sibling = command('walletcli snapshot', [], ['walletrpc.Unlocker.Snapshots']);
  const stale = matchCliCommands({ subServices, commands: [sibling], cliName: 'walletcli', locationOf });
  assert.equal(stale.byMethod.get(old), undefined);
  assert.match(
    stale.warnings[0]!.message,
    /names "walletcli snapshot", whose action calls walletrpc\.Unlocker\.Snapshots instead/,
  );
  assert.equal(stale.warnings[0]!.gap?.kind, 'cli-command-missing');
  // A call through a helper the reading misses: only another service's RPC is seen.
  const elsewhere = command('walletcli snapshot', [], ['walletrpc.State.Subscribe']);
  const kept = matchCliCommands({ subServices, commands: [elsewhere], cliName: 'walletcli', locationOf });
  assert.equal(kept.byMethod.get(old)?.path, 'walletcli snapshot');
  assert.equal(kept.byMethod.get(old)?.matchedBy, 'comment');
  assert.deepEqual(kept.warnings, []);
});

test('a comment naming a command that calls a newer version of the RPC in another service is stale too', () => {
  const old = 'walletrpc.Unlocker.Pay';
  const subServices = [
    { methods: [{ fullName: old, name: 'Pay', cli: 'walletcli pay', source: null }] },
  ] as unknown as SubServiceModel[];
  const moved = command('walletcli pay', [], ['routerrpc.Router.PayV2']);
  const { byMethod, warnings } = matchCliCommands({
    subServices,
    commands: [moved],
    cliName: 'walletcli',
    locationOf: () => 'x.proto',
  });
  assert.equal(byMethod.get(old), undefined);
  assert.match(warnings[0]!.message, /calls routerrpc\.Router\.PayV2 instead/);
});
