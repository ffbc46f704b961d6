/**
 * Which of several commands calling an RPC is its command: among equally direct callers, the
 * one whose inputs set more of the RPC's request (lncli create over createwatchonly for InitWallet).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type TracedCommand, matchCliCommands } from '../../src/gofacts/cli/cli-model.ts';
import type { CliCommandModel, SubServiceModel } from '../../src/proto/model-types.ts';

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
