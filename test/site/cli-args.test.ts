/**
 * The arguments of a CLI sample (cli-args.ts) on small hand-written commands: positional
 * arguments land in the slots the action reads, and a repeated message field built one item
 * per argument is written as `part:part` words.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel } from '../../src/proto/model-types.ts';
import type { CliCommandModel } from '../../src/proto/cli-model-types.ts';
import { cliArguments } from '../../src/site/code-samples/cli-args.ts';
import type { PlannedEntry, PlannedValue } from '../../src/site/code-samples/request-plan.ts';
import { flag } from '../helpers/cli-fixtures.ts';

const field = (name: string, type: FieldModel['type'], label: FieldModel['label'] = 'singular') =>
  ({ name, type, label, oneof: null, mapKey: null }) as unknown as FieldModel;
const set = (f: FieldModel, value: PlannedValue): PlannedEntry => ({ field: f, value, state: 'set', note: '' });
const num = (value: number | string): PlannedValue => ({ kind: 'scalar', type: 'double', value }) as PlannedValue;
const text = (value: string): PlannedValue => ({ kind: 'scalar', type: 'string', value }) as PlannedValue;

test('a positional argument is not written into a slot the action skips under a given flag', () => {
  // Like lncli updatechanpolicy: base, then rate (not read when --rate_ppm is given), then delta.
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'feecli policy',
    flags: [flag('rate_ppm', 'Uint64')],
    inputs: {
      positional: [
        { slot: 0, name: 'base', unlessFlags: [] },
        { slot: 1, name: 'rate', unlessFlags: ['rate_ppm'] },
        { slot: 2, name: 'delta', unlessFlags: [] },
      ],
      guards: [],
      requests: [
        {
          rpc: 'fee.Fees.Policy',
          fields: [
            { field: 'base', flags: [], slots: [0] },
            { field: 'rate', flags: [], slots: [1] },
            { field: 'delta', flags: [], slots: [2] },
            { field: 'rate_ppm', flags: ['rate_ppm'], slots: [] },
          ],
        },
      ],
    },
  };
  const entries = [
    set(field('base', { kind: 'scalar', name: 'int64' }), num(1000)),
    set(field('rate', { kind: 'scalar', name: 'double' }), num(1.5)),
    set(field('delta', { kind: 'scalar', name: 'uint32' }), num(40)),
  ];
  // Without --rate_ppm all three are read in order.
  assert.deepEqual(cliArguments(entries, command, 'fee.Fees.Policy').args, ['1000', '1.5', '40']);
  // With it the second word would be read as delta: the 1.5 cannot be passed, and 40 stays out of rate's place.
  const withPpm = cliArguments(
    [...entries, set(field('rate_ppm', { kind: 'scalar', name: 'uint64' }), num(100))],
    command,
    'fee.Fees.Policy',
  );
  assert.notDeepEqual(withPpm.args, ['--rate_ppm=100', '1000', '1.5', '40']);
  assert.deepEqual(withPpm.args, ['--rate_ppm=100']);
  assert.ok(
    withPpm.notes.some((n) => n.startsWith('# rate: ')),
    withPpm.notes.join('\n'),
  );
});

test('a repeated message field read one item per argument is written as separator-joined words', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'paycli grant',
    flags: [],
    inputs: {
      positional: [],
      guards: [],
      requests: [
        {
          rpc: 'pay.Pay.Grant',
          fields: [
            {
              field: 'rules',
              flags: [],
              slots: [],
              pieces: [{ slot: 0, each: true, separator: '=', fields: ['name', 'limit'] }],
            },
          ],
        },
      ],
    },
  };
  const name = field('name', { kind: 'scalar', name: 'string' });
  const limit = field('limit', { kind: 'scalar', name: 'string' });
  const rules = field('rules', { kind: 'message', fullName: 'pay.Rule' }, 'repeated');
  const item = (entries: PlannedEntry[]): PlannedValue => ({
    kind: 'message',
    message: { fullName: 'pay.Rule', entries },
  });
  const full = [set(rules, { kind: 'list', items: [item([set(name, text('rent')), set(limit, text('500'))])] })];
  assert.deepEqual(cliArguments(full, command, 'pay.Pay.Grant'), { args: ['rent=500'], notes: [] });
  // The minimal request leaves the name out; the command needs it, so the full request's is written and said.
  const minimal = [set(rules, { kind: 'list', items: [item([set(limit, text('500'))])] })];
  assert.deepEqual(cliArguments(minimal, command, 'pay.Pay.Grant', full), {
    args: ['rent=500'],
    notes: ['# rules.name: paycli requires it, so it is set here too'],
  });
});

test("a list of one message the command builds from flags is written as that item's flags", () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'paycli servers del',
    flags: [flag('host', 'String')],
    inputs: {
      positional: [],
      guards: [],
      requests: [{ rpc: 'pay.Pay.Del', fields: [{ field: 'servers[].host', flags: ['host'], slots: [] }] }],
    },
  };
  const host = field('host', { kind: 'scalar', name: 'string' });
  const servers = field('servers', { kind: 'message', fullName: 'pay.Server' }, 'repeated');
  const item = (value: string): PlannedValue => ({
    kind: 'message',
    message: { fullName: 'pay.Server', entries: [set(host, text(value))] },
  });
  assert.deepEqual(
    cliArguments([set(servers, { kind: 'list', items: [item('a.example:1')] })], command, 'pay.Pay.Del'),
    { args: ['--host=a.example:1'], notes: [] },
  );
  // Two items: the command sends one, so it has no way to send the list.
  assert.deepEqual(
    cliArguments([set(servers, { kind: 'list', items: [item('a'), item('b')] })], command, 'pay.Pay.Del'),
    { args: [], notes: ['# servers: paycli has no flag or argument for it'] },
  );
});

test('an outpoint the request sets with a bytes txid is passed as text from the oneof member it leaves out, and said', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'chancli bump',
    flags: [],
    inputs: {
      positional: [{ slot: 0, name: 'chan_point', unlessFlags: [] }],
      guards: [{ when: { kind: 'count', of: 'args', op: '!=', value: 1 }, message: 'shows the help', line: 1 }],
      requests: [{ rpc: 'chan.Chans.Bump', fields: [{ field: 'chan_point', flags: [], slots: [0] }] }],
    },
  };
  const oneof = (f: FieldModel) => ({ ...f, oneof: 'funding_txid' }) as FieldModel;
  const bytesTxid = oneof(field('funding_txid_bytes', { kind: 'scalar', name: 'bytes' }));
  const textTxid = oneof(field('funding_txid_str', { kind: 'scalar', name: 'string' }));
  const index = field('output_index', { kind: 'scalar', name: 'uint32' });
  const point = field('chan_point', { kind: 'message', fullName: 'chan.ChannelPoint' });
  const txid = 'ab'.repeat(32);
  const full = [
    set(point, {
      kind: 'message',
      message: {
        fullName: 'chan.ChannelPoint',
        entries: [
          set(bytesTxid, text('cd'.repeat(32))),
          { ...set(textTxid, text(txid)), state: 'commented', note: 'oneof' },
          set(index, num(1)),
        ],
      },
    }),
  ];
  assert.deepEqual(cliArguments(full, command, 'chan.Chans.Bump'), {
    args: [`${txid}:1`],
    notes: [
      '# chan_point.funding_txid_bytes: this sample does not set it (chancli bump --help says what chancli takes)',
      '# chan_point.output_index: this sample does not set it (chancli bump --help says what chancli takes)',
      '# chan_point: chancli requires it, so it is set here too',
    ],
  });
});

test('a command driving the RPC itself: every planned field said, the switch, and the arguments of the request it starts with', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'paycli open',
    flags: [flag('peer', 'String'), flag('manual', 'Bool')],
    inputs: {
      positional: [],
      guards: [{ when: { kind: 'not', term: { kind: 'flag', flag: 'peer' } }, message: 'peer missing', line: 1 }],
      requests: [
        { rpc: 'pay.Pay.Open', fields: [{ field: 'peer', flags: ['peer'], slots: [] }] },
        { rpc: 'pay.Pay.Step', fields: [], callFlags: ['manual'] },
      ],
    },
  };
  const payload = field('payload', { kind: 'scalar', name: 'string' });
  const peer = field('peer', { kind: 'scalar', name: 'string' });
  const openPlan = [set(peer, text('02ab'))];
  const planOf = (rpc: string) => (rpc === 'pay.Pay.Open' ? { entries: openPlan, fullEntries: openPlan } : null);
  assert.deepEqual(cliArguments([set(payload, text('x'))], command, 'pay.Pay.Step', undefined, planOf), {
    args: ['--peer=02ab', '--manual'],
    notes: [
      '# paycli open --manual calls Step itself, with what it reads at its prompts; its arguments set fields of the Open request it starts with.',
      '# payload: paycli has no flag or argument for it',
    ],
  });
  // Without the plans of other RPCs no peer is guessed: only the switch, and the payload has no way.
  assert.deepEqual(cliArguments([set(payload, text('x'))], command, 'pay.Pay.Step').args, ['--manual']);
});

test('the switch the action needs to call the RPC is given, with a comment', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'paycli remove',
    flags: [flag('all', 'Bool'), flag('failed', 'Bool')],
    inputs: {
      positional: [],
      guards: [
        {
          when: { kind: 'not', term: { kind: 'flag', flag: 'all' } },
          message: 'either --all or --hash must be set',
          line: 1,
        },
      ],
      requests: [
        { rpc: 'pay.Pay.RemoveAll', fields: [{ field: 'failed', flags: ['failed'], slots: [] }], callFlags: ['all'] },
      ],
    },
  };
  const failed = field('failed', { kind: 'scalar', name: 'bool' });
  assert.deepEqual(
    cliArguments(
      [set(failed, { kind: 'scalar', type: 'bool', value: true } as PlannedValue)],
      command,
      'pay.Pay.RemoveAll',
    ),
    {
      args: ['--failed', '--all'],
      notes: ['# --all: paycli needs it to call RemoveAll'],
    },
  );
});

test('a field an interactive command asks for at a prompt is said to be asked for, not to have no flag', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'walletcli create',
    flags: [flag('stateless', 'Bool')],
    inputs: {
      positional: [],
      guards: [],
      requests: [
        {
          rpc: 'w.Unlocker.Init',
          fields: [
            { field: 'password', flags: [], slots: [], prompt: true },
            { field: 'stateless', flags: ['stateless'], slots: [] },
          ],
        },
      ],
    },
  };
  const bool = (value: boolean): PlannedValue => ({ kind: 'scalar', type: 'bool', value }) as PlannedValue;
  const entries = [
    set(field('password', { kind: 'scalar', name: 'string' }), text('hunter22')),
    set(field('stateless', { kind: 'scalar', name: 'bool' }), bool(true)),
    set(field('label', { kind: 'scalar', name: 'string' }), text('x')),
  ];
  assert.deepEqual(cliArguments(entries, command, 'w.Unlocker.Init'), {
    args: ['--stateless'],
    notes: ['# password: walletcli asks for it at a prompt', '# label: walletcli has no flag or argument for it'],
  });
});

test('a map keyed by a flag is written as its keys with its values said unsent; a clock-relative or foreign-parsed number is said, not written', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'pilotcli add',
    flags: [
      flag('label', 'String'),
      flag('expiry', 'Uint64'),
      flag('feature', 'StringSlice'),
      flag('privacy-flags', 'String'),
    ],
    inputs: {
      positional: [],
      guards: [
        {
          when: { kind: 'not', term: { kind: 'flag', flag: 'feature' } },
          message: 'Required flag "feature" not set',
          line: 0,
        },
      ],
      requests: [
        {
          rpc: 'p.Pilot.Add',
          fields: [
            { field: 'label', flags: ['label'], slots: [] },
            { field: 'expiry', flags: ['expiry'], slots: [], fromNow: true },
            { field: 'features', flags: ['feature'], slots: [], mapKeys: true },
            { field: 'privacy', flags: ['privacy-flags'], slots: [], via: 'session.Parse' },
          ],
        },
      ],
    },
  };
  const u64 = { kind: 'scalar', name: 'uint64' } as const;
  const config = field('config', { kind: 'scalar', name: 'string' });
  const featureValue = (entries: PlannedEntry[]): PlannedValue => ({
    kind: 'message',
    message: { fullName: 'p.FeatureConfig', entries },
  });
  const features = {
    ...field('features', { kind: 'message', fullName: 'p.FeatureConfig' }),
    mapKey: 'string',
  } as unknown as FieldModel;
  const map: PlannedValue = {
    kind: 'map',
    keyType: 'string',
    entries: [{ key: 'AutoFees', value: featureValue([set(config, text('{}'))]) }],
  } as PlannedValue;
  const full = [
    set(field('label', { kind: 'scalar', name: 'string' }), text('rent')),
    set(field('expiry', u64), num(3600)),
    set(features, map),
    set(field('privacy', u64), num(42)),
  ];
  assert.deepEqual(cliArguments(full, command, 'p.Pilot.Add'), {
    args: ['--label=rent', '--feature=AutoFees'],
    notes: [
      '# expiry: pilotcli sets it to the time it runs plus --expiry, not to a given value',
      '# privacy: pilotcli reads --privacy-flags through session.Parse, not as the number it holds',
      '# features[AutoFees]: pilotcli sets the key from --feature; this sample sends no value for it',
    ],
  });
  // The minimal request leaves the map out; the command requires a key, so the full request's is given and said.
  const minimal = [full[3]!];
  assert.deepEqual(cliArguments(minimal, command, 'p.Pilot.Add', full), {
    args: ['--feature=AutoFees'],
    notes: [
      '# privacy: pilotcli reads --privacy-flags through session.Parse, not as the number it holds',
      '# features: pilotcli requires it, so it is set here too',
      '# features[AutoFees]: pilotcli sets the key from --feature; this sample sends no value for it',
    ],
  });
});

test('an input another field also takes from is still written when that field has its own flag writing over it', () => {
  const overridden = { kind: 'not', term: { kind: 'flag', flag: 'fee_cap' } } as const;
  const command = (inputWhen: boolean): Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> => ({
    path: 'paycli withdraw',
    flags: [flag('total', 'Int64'), flag('fee_cap', 'Int64')],
    inputs: {
      positional: [],
      guards: [{ when: { kind: 'not', term: { kind: 'flag', flag: 'total' } }, message: 'shows the help', line: 1 }],
      requests: [
        {
          rpc: 'pay.Pay.Withdraw',
          fields: [
            { field: 'total', flags: ['total'], slots: [] },
            {
              field: 'fee_cap',
              flags: ['fee_cap', 'total'],
              slots: [],
              ...(inputWhen ? { inputWhen: [{ flag: 'total', when: overridden }] } : {}),
            },
          ],
        },
      ],
    },
  });
  const int = { kind: 'scalar', name: 'int64' } as const;
  const entries = [set(field('total', int), num(10000)), set(field('fee_cap', int), num(10))];
  // --fee_cap writes over what --total gave the fee cap: both are passed.
  assert.deepEqual(cliArguments(entries, command(true), 'pay.Pay.Withdraw').args, ['--total=10000', '--fee_cap=10']);
  // Without that reading --total would set the fee cap to 10000 too, so it cannot carry the total.
  assert.ok(!cliArguments(entries, command(false), 'pay.Pay.Withdraw').args.includes('--total=10000'));
});

test('a bool the action reads from a text by a switch is written as the text whose case gives the planned bool', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'paycli toggle',
    flags: [flag('notify', 'String')],
    inputs: {
      positional: [],
      guards: [],
      requests: [
        {
          rpc: 'pay.Pay.Toggle',
          fields: [
            {
              field: 'notify',
              flags: ['notify'],
              slots: [],
              choices: [
                { text: 'yes', constant: 'true' },
                { text: 'no', constant: 'false' },
              ],
            },
          ],
        },
      ],
    },
  };
  const notify = field('notify', { kind: 'scalar', name: 'bool' });
  const bool = (value: boolean): PlannedValue => ({ kind: 'scalar', type: 'bool', value }) as PlannedValue;
  assert.deepEqual(cliArguments([set(notify, bool(true))], command, 'pay.Pay.Toggle').args, ['--notify=yes']);
  assert.deepEqual(cliArguments([set(notify, bool(false))], command, 'pay.Pay.Toggle').args, ['--notify=no']);
  // Without the texts a String flag cannot carry a bool at all.
  const unread = {
    ...command,
    inputs: {
      ...command.inputs!,
      requests: [{ rpc: 'pay.Pay.Toggle', fields: [{ field: 'notify', flags: ['notify'], slots: [] }] }],
    },
  };
  assert.deepEqual(cliArguments([set(notify, bool(true))], unread, 'pay.Pay.Toggle'), {
    args: [],
    notes: ['# notify: paycli sets it from --notify; this sample does not write it there'],
  });
});
