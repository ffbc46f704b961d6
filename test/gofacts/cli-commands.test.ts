import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractCliCommands } from '../../src/gofacts/cli/cli-commands.ts';
import { cliCommandModels } from '../../src/gofacts/cli/cli-model.ts';
import { RpcCallTracer } from '../../src/gofacts/cli/cli-rpc-calls.ts';
import { fixtureProgram } from '../helpers/go-fixtures.ts';

const services = [
  { fullName: 'demorpc.Greeter', name: 'Greeter', protoPackage: 'demorpc', methods: new Set(['SayHello']) },
  { fullName: 'demorpc.Wallet', name: 'Wallet', protoPackage: 'demorpc', methods: new Set(['SendCoins']) },
];

function models(tags: string[] = []) {
  const { program } = fixtureProgram('cli', tags);
  const { commands } = extractCliCommands(program, 'democli');
  return cliCommandModels({
    cliName: 'democli',
    commands,
    tracer: new RpcCallTracer(program, services),
    linkFor: (path, line) => ({ path, line, url: `https://example.com/${path}#L${line}` }),
    program,
    types: { requestOf: () => undefined, messages: {} },
  }).map((c) => c.model);
}

test('commands are read from app.Commands, sub-commands get full paths, build tags decide', () => {
  assert.deepEqual(
    models().map((c) => c.path),
    ['democli status', 'democli wallet', 'democli wallet send'],
  );
  assert.deepEqual(
    models(['extra']).map((c) => c.path),
    ['democli status', 'democli wallet', 'democli wallet send', 'democli extra'],
  );
});

test('flags: v1 aliases in the name, constant defaults, env vars, variables and concatenated usage', () => {
  const status = models().find((c) => c.path === 'democli status')!;
  assert.equal(status.usage, 'Show the daemon status.');
  assert.equal(status.category, 'Info');
  assert.deepEqual(status.flags, [
    {
      name: 'verbose',
      aliases: ['v'],
      usage: 'print more',
      kind: 'Bool',
      defaultValue: null,
      envVars: [],
      hidden: false,
    },
    {
      name: 'conf_target',
      aliases: [],
      usage: 'wait for `N` confirmations',
      kind: 'Uint64',
      defaultValue: '6',
      envVars: [],
      hidden: false,
    },
    {
      name: 'label',
      aliases: [],
      usage: 'a label',
      kind: 'String',
      defaultValue: '"demo"',
      envVars: ['DEMO_LABEL'],
      hidden: false,
    },
  ]);
  assert.equal(status.source.path, 'commands.go');
  assert.equal(status.source.line, 10);
});

test("the help text is what urfave/cli v1 prints, aligned like Go's tabwriter", () => {
  const byPath = new Map(models().map((c) => [c.path, c]));
  assert.equal(
    byPath.get('democli status')!.helpText,
    [
      'NAME:',
      '   democli status - Show the daemon status.',
      '',
      'USAGE:',
      '   democli status [command options] [arguments...]',
      '',
      'CATEGORY:',
      '   Info',
      '',
      'OPTIONS:',
      '   --verbose, -v    print more',
      '   --conf_target N  wait for N confirmations (default: 6)',
      '   --label value    a label (default: "demo") [$DEMO_LABEL]',
      '',
    ].join('\n'),
  );
  assert.equal(
    byPath.get('democli wallet')!.helpText,
    [
      'NAME:',
      '   democli wallet - Manage the wallet.',
      '',
      'USAGE:',
      '   democli wallet command [command options] [arguments...]',
      '',
      'COMMANDS:',
      '   send, s  Send coins.',
      '   help, h  Shows a list of commands or help for one command',
      '',
      'OPTIONS:',
      '   --help, -h  show help',
      '',
    ].join('\n'),
  );
  // A description's leading newline and tab print as Go prints them (the tab as tabwriter padding).
  assert.match(byPath.get('democli wallet send')!.helpText, /DESCRIPTION:\n\n {2}Sends coins to an address\.\n$/);
});

test('the RPCs a command calls are read from its action, through decorators, helpers and typed parameters', () => {
  const byPath = new Map(models().map((c) => [c.path, c]));
  assert.deepEqual(byPath.get('democli status')!.rpcs, ['demorpc.Greeter.SayHello']);
  assert.deepEqual(byPath.get('democli wallet send')!.rpcs, ['demorpc.Wallet.SendCoins']);
  assert.deepEqual(byPath.get('democli wallet')!.rpcs, []);
});
