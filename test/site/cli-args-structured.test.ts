/**
 * CLI sample arguments for commands whose inputs go together or carry structure, written from
 * a command model (as cli-inputs.ts reads it from Go) and a planned request.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel } from '../../src/proto/model-types.ts';
import type { CliCommandModel, CliFlagModel, CliGuardModel } from '../../src/proto/cli-model-types.ts';
import { cliArguments, stoppedBy } from '../../src/site/code-samples/cli-args.ts';
import type { PlannedEntry, PlannedValue } from '../../src/site/code-samples/request-plan.ts';

const flag = (name: string, kind = 'String'): CliFlagModel => ({
  name,
  aliases: [],
  usage: '',
  kind,
  defaultValue: null,
  envVars: [],
  hidden: false,
});
const str = { kind: 'scalar', name: 'string' } as const;
const entry = (name: string, value: PlannedValue, state: PlannedEntry['state'] = 'set'): PlannedEntry => ({
  field: { name, type: str, oneof: null, label: 'singular' } as FieldModel,
  value,
  state,
  note: state === 'set' ? '' : 'oneof',
});
const text = (value: string): PlannedValue => ({ kind: 'scalar', type: 'string', value });

test('flags a check needs together are set together from the full request, each said in a comment', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'tapcli universe delete-leaf',
    flags: [flag('asset_id'), flag('outpoint'), flag('script_key')],
    inputs: {
      positional: [],
      guards: [
        {
          when: {
            kind: 'or',
            terms: [
              { kind: 'not', term: { kind: 'flag', flag: 'outpoint' } },
              { kind: 'not', term: { kind: 'flag', flag: 'script_key' } },
            ],
          },
          message: 'outpoint and script key must be set',
          line: 1,
        },
      ],
      requests: [
        {
          rpc: 'unirpc.Uni.Delete',
          fields: [
            { field: 'asset_id', flags: ['asset_id'], slots: [] },
            { field: 'outpoint', flags: ['outpoint'], slots: [] },
            { field: 'script_key', flags: ['script_key'], slots: [] },
          ],
        },
      ],
    },
  };
  const minimal = [entry('asset_id', text('ab'))];
  const full = [
    entry('asset_id', text('ab')),
    entry('outpoint', text('cd:1'), 'commented'),
    entry('script_key', text('02ef'), 'commented'),
  ];
  const { args, notes } = cliArguments(minimal, command, 'unirpc.Uni.Delete', full);
  assert.deepEqual(args, ['--asset_id=ab', '--outpoint=cd:1', '--script_key=02ef']);
  assert.deepEqual(notes, [
    '# outpoint: tapcli requires it, so it is set here too',
    '# script_key: tapcli requires it, so it is set here too',
  ]);
  assert.deepEqual(stoppedBy(args, command), []);
});

test('a text flag the command requires and reads only after the call gets a placeholder in capitals and a comment', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'tapcli assets backup export',
    flags: [flag('mode'), flag('output_file')],
    inputs: {
      positional: [],
      guards: [
        { when: { kind: 'not', term: { kind: 'flag', flag: 'output_file' } }, message: 'shows the help', line: 1 },
      ],
      requests: [
        {
          rpc: 'w.W.Export',
          fields: [{ field: 'mode', flags: ['mode'], slots: [], choices: [{ text: 'raw', constant: 'Mode_RAW' }] }],
        },
      ],
      readAfterCall: ['output_file'],
    },
  };
  const planned = [entry('mode', { kind: 'enum', name: 'RAW', number: 0 })];
  planned[0]!.field = { ...planned[0]!.field, type: { kind: 'enum', fullName: 'w.Mode' } } as FieldModel;
  const { args, notes } = cliArguments(planned, command, 'w.W.Export');
  assert.deepEqual(args, ['--mode=raw', '--output_file=OUTPUT_FILE']);
  assert.deepEqual(notes, ['# --output_file: tapcli requires it; it sets no field of the request']);
  // A text flag read before the call may well set a field the analysis did not follow: no placeholder then.
  const before = cliArguments(planned, { ...command, inputs: { ...command.inputs!, readAfterCall: [] } }, 'w.W.Export');
  assert.deepEqual(before.args, ['--mode=raw']);
});

test('an enum picked by which flag is given: the bool flag of the planned value; a valued flag with the field its value sets', () => {
  const metricGuard: CliGuardModel = {
    when: {
      kind: 'not',
      term: {
        kind: 'or',
        terms: [
          { kind: 'flag', flag: 'uptime' },
          { kind: 'flag', flag: 'revenue' },
        ],
      },
    },
    message: 'a metric flag is required',
    line: 1,
  };
  const flagChoices = [
    { flag: 'uptime', constant: 'CloseRecommendationRequest_UPTIME' },
    { flag: 'revenue', constant: 'CloseRecommendationRequest_REVENUE' },
  ];
  const metric = entry('metric', { kind: 'enum', name: 'REVENUE', number: 2 });
  // A nested enum: protoc-gen-go names its values after the message holding it.
  metric.field = {
    ...metric.field,
    type: { kind: 'enum', fullName: 'frdrpc.CloseRecommendationRequest.Metric' },
  } as FieldModel;
  const bools: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'frcli outliers',
    flags: [flag('uptime', 'Bool'), flag('revenue', 'Bool')],
    inputs: {
      positional: [],
      guards: [metricGuard],
      requests: [
        { rpc: 'f.F.Outliers', fields: [{ field: 'metric', flags: ['revenue', 'uptime'], slots: [], flagChoices }] },
      ],
    },
  };
  assert.deepEqual(cliArguments([metric], bools, 'f.F.Outliers'), { args: ['--revenue'], notes: [] });

  const valued: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'frcli threshold',
    flags: [flag('uptime', 'Float64'), flag('revenue', 'Float64')],
    inputs: {
      positional: [],
      guards: [metricGuard],
      requests: [
        {
          rpc: 'f.F.Threshold',
          fields: [
            { field: 'threshold_value', flags: ['revenue', 'uptime'], slots: [] },
            { field: 'metric', flags: ['revenue', 'uptime'], slots: [], flagChoices },
          ],
        },
      ],
    },
  };
  const value = entry('threshold_value', { kind: 'scalar', type: 'float', value: 0.5 });
  assert.deepEqual(cliArguments([value, metric], valued, 'f.F.Threshold'), { args: ['--revenue=0.5'], notes: [] });
});

test('fields carried as parts of one argument are written joined by the separator, up to the last planned part', () => {
  const parts = (index: number) => [{ slot: 0, separator: '@', index }];
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'lncli wtclient add',
    flags: [],
    inputs: {
      positional: [{ slot: 0, name: 'pubkey@address', unlessFlags: [] }],
      guards: [{ when: { kind: 'count', of: 'args', op: '!=', value: 1 }, message: 'shows the help', line: 1 }],
      requests: [
        {
          rpc: 'w.W.Add',
          fields: [
            { field: 'pubkey', flags: [], slots: [0], pieces: parts(0) },
            { field: 'address', flags: [], slots: [0], pieces: parts(1) },
          ],
        },
      ],
    },
  };
  assert.deepEqual(
    cliArguments([entry('pubkey', text('02ab')), entry('address', text('203.0.113.7:9911'))], command, 'w.W.Add'),
    { args: ['02ab@203.0.113.7:9911'], notes: [] },
  );
  // The optional later part left out: the first part alone.
  assert.deepEqual(cliArguments([entry('pubkey', text('02ab'))], command, 'w.W.Add'), { args: ['02ab'], notes: [] });
  // A later part without the first cannot be written.
  assert.deepEqual(cliArguments([entry('address', text('203.0.113.7:9911'))], command, 'w.W.Add').notes, [
    '# address: lncli sets it from argument 1; this sample does not write it there',
  ]);
});

test('a list the action takes as every argument from a slot on: one argument per item, after the others', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'lncli wallet submitpackage',
    flags: [flag('sat_per_vbyte', 'Uint64')],
    inputs: {
      positional: [{ slot: 0, name: 'tx', unlessFlags: [], spread: true }],
      guards: [{ when: { kind: 'count', of: 'args', op: '==', value: 0 }, message: 'shows the help', line: 1 }],
      requests: [
        {
          rpc: 'w.W.Submit',
          fields: [
            { field: 'raw_txs', flags: [], slots: [0], pieces: [{ slot: 0, each: true }] },
            { field: 'sat_per_vbyte', flags: ['sat_per_vbyte'], slots: [] },
          ],
        },
      ],
    },
  };
  const txs = entry('raw_txs', { kind: 'list', items: [text('0200aa'), text('0200bb')] });
  const fee = entry('sat_per_vbyte', { kind: 'scalar', type: 'uint64', value: 5 });
  const { args } = cliArguments([txs, fee], command, 'w.W.Submit');
  assert.deepEqual(args, ['--sat_per_vbyte=5', '0200aa', '0200bb']);
  assert.deepEqual(stoppedBy(args, command), []);
});

test('a list of one message whose item fields the command sets: each item field by its flag, the others in comments', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'tapcli universe federation add',
    flags: [flag('universe_host')],
    inputs: {
      positional: [],
      guards: [
        { when: { kind: 'not', term: { kind: 'flag', flag: 'universe_host' } }, message: 'shows the help', line: 1 },
      ],
      requests: [{ rpc: 'u.U.Add', fields: [{ field: 'servers[].host', flags: ['universe_host'], slots: [] }] }],
    },
  };
  const server: PlannedValue = {
    kind: 'message',
    message: {
      fullName: 'u.Server',
      entries: [entry('host', text('203.0.113.7:10029')), entry('id', { kind: 'scalar', type: 'int32', value: 7 })],
    },
  };
  assert.deepEqual(cliArguments([entry('servers', { kind: 'list', items: [server] })], command, 'u.U.Add'), {
    args: ['--universe_host=203.0.113.7:10029'],
    notes: ['# servers[].id: tapcli has no flag or argument for it'],
  });
});

test('fields a JSON argument carries are written as one JSON text, numbers and bools as JSON values', () => {
  const at = (path: string) => ({ slots: [0], json: [{ slot: 0, path }] });
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'lncli batchopenchannel',
    flags: [flag('label')],
    inputs: {
      positional: [{ slot: 0, name: 'channels-json', unlessFlags: [] }],
      guards: [{ when: { kind: 'count', of: 'args', op: '==', value: 0 }, message: 'shows the help', line: 1 }],
      requests: [
        {
          rpc: 'l.L.Batch',
          fields: [
            { field: 'label', flags: ['label'], slots: [] },
            { field: 'channels[].node_pubkey', flags: [], ...at('[].node_pubkey') },
            { field: 'channels[].local_funding_amount', flags: [], ...at('[].local_funding_amount') },
            { field: 'channels[].private', flags: [], ...at('[].private') },
          ],
        },
      ],
    },
  };
  const channel: PlannedValue = {
    kind: 'message',
    message: {
      fullName: 'l.Channel',
      entries: [
        entry('node_pubkey', { kind: 'scalar', type: 'bytes', value: '02ab' }),
        entry('local_funding_amount', { kind: 'scalar', type: 'int64', value: '20000' }),
        entry('private', { kind: 'scalar', type: 'bool', value: true }),
      ],
    },
  };
  const { args, notes } = cliArguments(
    [entry('label', text('rent')), entry('channels', { kind: 'list', items: [channel] })],
    command,
    'l.L.Batch',
  );
  assert.deepEqual(args, ['--label=rent', `'[{"node_pubkey":"02ab","local_funding_amount":20000,"private":true}]'`]);
  assert.deepEqual(notes, []);
});

test('a field set only under a flag is passed where no flag is needed; the other says when the command sets it', () => {
  const command: Pick<CliCommandModel, 'path' | 'flags' | 'inputs'> = {
    path: 'lncli importmc',
    flags: [flag('failure', 'Bool')],
    inputs: {
      positional: [{ slot: 0, name: 'ts', unlessFlags: [] }],
      guards: [{ when: { kind: 'count', of: 'args', op: '!=', value: 1 }, message: 'please provide args', line: 1 }],
      requests: [
        {
          rpc: 'r.R.Import',
          fields: [
            { field: 'fail_time', flags: [], slots: [0], when: { kind: 'flag', flag: 'failure' } },
            {
              field: 'success_time',
              flags: [],
              slots: [0],
              when: { kind: 'not', term: { kind: 'flag', flag: 'failure' } },
            },
          ],
        },
      ],
    },
  };
  const time = (value: number) => ({ kind: 'scalar', type: 'int64', value }) as PlannedValue;
  assert.deepEqual(
    cliArguments([entry('fail_time', time(7)), entry('success_time', time(42))], command, 'r.R.Import'),
    {
      args: ['42'],
      notes: ['# fail_time: lncli sets it only when --failure is given'],
    },
  );
});
