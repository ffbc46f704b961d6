/**
 * Errors of RPC handlers read from Go (src/gofacts/errors/): on the fixture handler files
 * (test/fixtures/go.txtar, handlers/), one rule per test.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatPlaceholders } from '../../src/gofacts/errors/error-constructors.ts';
import { handlerErrors } from '../../src/gofacts/errors/handler-errors.ts';
import { serviceErrors } from '../../src/gofacts/errors/service-errors.ts';
import type { FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import { fixtureProgram } from '../helpers/go-fixtures.ts';

const field = (name: string, type: FieldModel['type']) =>
  ({ name, type, oneof: null, label: 'singular' }) as FieldModel;
const str = { kind: 'scalar', name: 'string' } as const;
const bool = { kind: 'scalar', name: 'bool' } as const;
const int = { kind: 'scalar', name: 'int64' } as const;
const message = (name: string, fields: FieldModel[]) =>
  ({ fullName: `demorpc.${name}`, package: 'demorpc', fields }) as MessageModel;
const MESSAGES = Object.fromEntries(
  [
    message('HelloRequest', [field('name', str), field('count', int)]),
    message('SendRequest', [
      field('amount', int),
      field('dest', str),
      field('account', str),
      field('force', bool),
      field('memo', str),
      field('target', { kind: 'message', fullName: 'demorpc.Target' }),
    ]),
    message('Target', [field('amount', int)]),
  ].map((m) => [m.fullName, m]),
);

describe('handler errors', () => {
  const { program, files } = fixtureProgram('handlers');
  const rpcs = ['SayHello', 'Send', 'Lookup', 'Relay', 'Passes', 'Quiet', 'Ping'];
  const errors = handlerErrors({
    program,
    files,
    daemon: 'demod',
    services: [
      {
        fullName: 'demorpc.Greeter',
        methods: rpcs.map((name) => ({ name, requestType: `demorpc.${name === 'SayHello' ? 'Hello' : name}Request` })),
      },
      { fullName: 'demorpc.Unknown', methods: [{ name: 'Nothing', requestType: 'demorpc.NothingRequest' }] },
    ],
    messages: MESSAGES,
  });
  const of = (method: string) => errors.get('demorpc.Greeter')!.get(method)!;
  const messages = (method: string) => of(method).errors.map((e) => e.message);
  const find = (method: string, text: string) => of(method).errors.find((e) => e.message === text)!;

  test('errors.New, fmt.Errorf with constants and verbs as placeholders, `%w` of nothing known dropped', () => {
    assert.deepEqual(messages('SayHello').slice(0, 2), [
      'name must be set',
      'too many greetings: … > … (100% of the limit)',
    ]);
  });

  test('helpers are followed three calls deep with the chain as via; the fourth is not read', () => {
    assert.deepEqual(find('SayHello', 'demo daemon is not ready yet').via, ['greeterServer.checkReady']);
    assert.deepEqual(find('SayHello', 'two levels down').via, ['greeterServer.checkReady', 'greeterServer.deeper']);
    assert.deepEqual(find('SayHello', 'three levels down').via, [
      'greeterServer.checkReady',
      'greeterServer.deeper',
      'greeterServer.deepest',
    ]);
    assert.ok(!messages('SayHello').includes('four levels down'));
    assert.equal(find('SayHello', 'name must be set').via.length, 0);
  });

  test('a returned package variable is a sentinel, named by its package, with its own line', () => {
    const ready = find('SayHello', 'demo daemon is not ready yet');
    assert.equal(ready.sentinel, 'demo.ErrNotReady');
    assert.equal(ready.file.path, 'errors.go');
    assert.match(ready.file.source.split('\n')[ready.line - 1]!, /ErrNotReady = errors\.New/);
    assert.ok(!messages('SayHello').includes('never returned by a handler'));
  });

  test('status codes: the codes.X set, Unknown otherwise; closures are read', () => {
    assert.equal(find('Send', 'amount … is below the dust limit').code, 'InvalidArgument');
    assert.equal(find('Send', 'sending is not implemented').code, 'Unimplemented');
    assert.equal(find('SayHello', 'name must be set').code, 'Unknown');
  });

  test('a sentinel of another package tested with errors.Is and passed on keeps the status code; %w shows its message; package functions are followed', () => {
    const notFound = find('Lookup', 'unable to locate thing');
    assert.deepEqual(
      [notFound.code, notFound.sentinel, notFound.file.path],
      ['NotFound', 'store.ErrThingNotFound', 'store/errors.go'],
    );
    assert.ok(messages('Lookup').includes('lookup failed: unable to locate thing'));
    assert.ok(messages('Lookup').includes('store …: unable to locate thing'));
    assert.deepEqual(find('Lookup', 'store …: unable to locate thing').via, ['Get']);
  });

  test('a cycle of helpers is read once (in source order: ping calls pong before its own error)', () => {
    assert.deepEqual(
      messages('Lookup').filter((m) => m.endsWith('failed') && m !== 'lookup failed'),
      ['pong failed', 'ping failed'],
    );
    assert.deepEqual(find('Lookup', 'pong failed').via, ['greeterServer.ping', 'greeterServer.pong']);
  });

  test('each message once per RPC, the first (nearest the handler) kept', () => {
    const all = messages('Lookup');
    assert.equal(new Set(all).size, all.length);
    assert.equal(all.filter((m) => m === 'unable to locate thing').length, 1);
  });

  test('conditions on request fields in words: ifs, tagless switch cases after the earlier ones, nested fields, constants', () => {
    assert.equal(find('SayHello', 'name must be set').condition, 'when `name` is not set');
    assert.equal(
      find('SayHello', 'too many greetings: … > … (100% of the limit)').condition,
      'when `count` is greater than 3',
    );
    assert.equal(
      find('Send', 'dest and account cannot both be set').condition,
      'when `dest` is set and `account` is set',
    );
    assert.equal(
      find('Send', 'a forced send needs a memo').condition,
      'when `dest` is not set or `account` is not set, and `force` is true, and `memo` is not set',
    );
    assert.equal(
      find('Send', 'target amount above …').condition,
      'when `dest` is not set or `account` is not set, and `force` is false, and `target.amount` is greater than 3',
    );
  });

  test('no condition when a guard reads anything but the request, or the error is in a closure or a helper', () => {
    assert.equal(find('Send', 'strict mode needs an account').condition, null);
    assert.equal(find('Send', 'amount … is below the dust limit').condition, null);
    assert.equal(find('SayHello', 'two levels down').condition, null);
  });

  test('an RPC without errors has a note: forwarded, library, none found, no handler', () => {
    assert.equal(of('Relay').errors.length, 0);
    assert.equal(of('Relay').note!.reason, 'forwarded');
    assert.match(of('Relay').note!.text, /`g\.cfg\.Lnd\.Client\.Relay`/);
    assert.equal(of('Passes').note!.reason, 'library');
    assert.equal(of('Quiet').note!.reason, 'none-found');
    assert.equal(of('Ping').note!.reason, 'no-handler-source');
    assert.equal(errors.get('demorpc.Unknown')!.get('Nothing')!.note!.reason, 'no-handler-source');
    assert.equal(of('SayHello').note, null);
  });

  test('the handler type is the receiver declaring most RPCs', () => {
    assert.ok(!messages('SayHello').includes('from the wrong receiver'));
  });

  test('format verbs', () => {
    assert.equal(formatPlaceholders('a %v b %-8.2f c %x d %% e %w'), 'a … b … c … d % e …');
    assert.equal(
      formatPlaceholders('x %v y %w', (i, verb) => (verb === 'w' ? `<${i}>` : null)),
      'x … y <1>',
    );
  });
});

describe('service errors', () => {
  const { program, files } = fixtureProgram('handlers');
  const layers = serviceErrors(program, files);

  test('the wallet-state interceptor: sentinels and constructor calls, with codes', () => {
    const wallet = layers.filter((e) => e.origin === 'wallet-state');
    assert.deepEqual(
      wallet.map((e) => [e.message, e.code, e.sentinel]),
      [
        ['wallet locked, unlock it to enable full RPC access', 'Unknown', 'rpcperms.ErrWalletLocked'],
        ['the RPC server is in the process of starting up', 'Unavailable', null],
        ['unknown wallet state', 'Unknown', null],
      ],
    );
  });

  test('payment failure reasons: the texts an Error() method returns', () => {
    assert.deepEqual(
      layers.filter((e) => e.origin === 'payment-failure').map((e) => e.message),
      ['no way found to the destination', 'unknown no-route error'],
    );
  });

  test('files of no layer give none', () => {
    assert.ok(!layers.some((e) => e.file.path === 'server.go' || e.file.path.startsWith('store/')));
  });
});
