/**
 * Error messages of RPC handlers read from Go (src/gofacts/errors/handler-errors.ts): on the
 * fixture handler file (test/fixtures/go.txtar, handlers/), and on lnd's real handlers when
 * APIDOCS_PROTOS is set.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { formatPlaceholders, handlerErrors } from '../../src/gofacts/errors/handler-errors.ts';
import { parseGoFile } from '../../src/gofacts/go-file.ts';
import { GoProgram } from '../../src/gofacts/go-program.ts';
import { fixtureProgram } from '../helpers/go-fixtures.ts';
import { REAL_PROTOS, REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';

describe('handler error messages', () => {
  const { program, files } = fixtureProgram('handlers');
  const errors = handlerErrors(program, files, [
    { fullName: 'demorpc.Greeter', methods: ['SayHello', 'Send', 'Ping'] },
    { fullName: 'demorpc.Unknown', methods: ['Nothing', 'Else'] },
  ]);
  const messages = (method: string) => errors.get('demorpc.Greeter')!.get(method)!.map((e) => e.message);

  test('errors.New, fmt.Errorf with constants and verbs as placeholders, and a same-receiver helper one level deep', () => {
    assert.deepEqual(messages('SayHello'), ['name must be set', 'too many greetings: … > … (100% of the limit)', 'demo daemon is not ready yet']);
  });

  test('status.Error and status.Errorf, also inside a closure', () => {
    assert.deepEqual(messages('Send'), ['amount … is below the dust limit', 'sending is not implemented']);
  });

  test('each message has its file and line', () => {
    const first = errors.get('demorpc.Greeter')!.get('SayHello')![0]!;
    assert.equal(first.file.path, 'server.go');
    assert.equal(first.file.source.split('\n')[first.line - 1]!.trim(), 'return nil, errors.New("name must be " +');
    const variable = errors.get('demorpc.Greeter')!.get('SayHello')![2]!;
    assert.equal(variable.file.path, 'errors.go');
  });

  test('an RPC its handler type does not declare has no entry; a service without a handler type is absent', () => {
    assert.equal(errors.get('demorpc.Greeter')!.has('Ping'), false);
    assert.equal(errors.has('demorpc.Unknown'), false);
  });

  test('format verbs', () => {
    assert.equal(formatPlaceholders('a %v b %-8.2f c %x d %% e %w'), 'a … b … c … d % e …');
  });
});

describe('handler error messages of lnd', { skip: REAL_PROTOS_SKIP }, () => {
  test("OpenChannel's handler and its request parser, WalletKit's LeaseOutput, Router's package error variable", () => {
    const tree = path.join(REAL_PROTOS!, 'lnd', 'v0.21.2-beta');
    const files = ['rpcserver.go', 'lnrpc/routerrpc/router_server.go', 'lnrpc/walletrpc/walletkit_server.go'].map((f) =>
      parseGoFile({ path: f, absPath: path.join(tree, f), source: fs.readFileSync(path.join(tree, f), 'utf8') }),
    );
    const program = new GoProgram(files, new Set(['routerrpc', 'walletrpc']));
    const errors = handlerErrors(program, files, [
      { fullName: 'lnrpc.Lightning', methods: ['OpenChannel', 'GetInfo', 'ListChannels'] },
      { fullName: 'routerrpc.Router', methods: ['HtlcInterceptor', 'SendPaymentV2'] },
      { fullName: 'walletrpc.WalletKit', methods: ['LeaseOutput', 'ListUnspent'] },
    ]);
    const of = (service: string, method: string) => errors.get(service)!.get(method)!.map((e) => e.message);
    assert.ok(of('lnrpc.Lightning', 'OpenChannel').includes('cannot open channel to self'));
    assert.ok(of('lnrpc.Lightning', 'OpenChannel').includes('local funding amount must be non-zero'));
    assert.ok(of('walletrpc.WalletKit', 'LeaseOutput').includes('id must be 32 random bytes'));
    assert.ok(of('routerrpc.Router', 'HtlcInterceptor').includes('interceptor already exists'));
  });
});
