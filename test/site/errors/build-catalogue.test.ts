import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseErrorFacts } from '../../../src/content/error-facts.ts';
import { ConfigError } from '../../../src/shared/errors.ts';
import { assignSlugs, buildErrorCatalogue, buildErrorCatalogues } from '../../../src/site/errors/build-catalogue.ts';
import { demoDaemon } from '../../helpers/error-fixtures.ts';

const FACTS = `errors:
  - daemons: [demo]
    origin: grpc
    template: "unknown service …"
    code: Unimplemented
    source: { label: "grpc-go server.go", url: "https://github.com/grpc/grpc-go/blob/abc/server.go#L1598" }
    rpcs: [demorpc.Lightning.GetInfo]
    causes: [{ text: "Wrong port for {daemon}.", check: "{cli} --help" }]
    fixes: [{ text: "Connect to {daemon}.", command: null }]
  - daemons: [demo]
    origin: wallet-state
    template: "wallet locked, unlock it to enable full RPC access"
    code: Unknown
    source: { label: "rpcperms/interceptor.go:69", url: "https://github.com/demo/demod/blob/abc/rpcperms/interceptor.go#L69" }
    rpcs: [demorpc.Lightning.GetInfo]
    causes: [{ text: "Locked.", check: "{cli} state" }]
    fixes: [{ text: "Unlock it.", command: "{cli} unlock" }]
`;

const catalogue = () => buildErrorCatalogue(demoDaemon(), parseErrorFacts(FACTS, 'errors.yaml'), '/docs/');
const entry = (template: string) => catalogue().entries.find((e) => e.template === template)!;

test('a handler message is one entry listing every RPC that returns it, with the code and condition the Go reading gives', () => {
  const self = entry('cannot open channel to self');
  assert.deepEqual(
    self.rpcs.map((r) => r.label),
    ['Lightning.OpenChannel', 'Lightning.OpenChannelSync'],
  );
  assert.equal(self.rpcs[0]!.href, '/docs/api/demo/lightning/openchannel/');
  assert.deepEqual([self.code, self.codeNumber, self.httpStatus, self.origin], ['InvalidArgument', 3, 400, 'handler']);
  assert.deepEqual(self.conditions, ['when `node_pubkey` is our own key']);
  assert.match(self.causes[0]!.text, /sent when `node_pubkey` is our own key/);
  assert.equal(self.href, '/docs/api/demo/errors/cannot-open-channel-to-self/');
});

test('a message without a code is Unknown (2, HTTP 500), and its fix names the CLI help of its one command', () => {
  const below = entry('funding amount … is below the minimum of … sat');
  assert.deepEqual([below.code, below.codeNumber, below.httpStatus], ['Unknown', 2, 500]);
  assert.equal(below.fixes[0]!.command, 'democli openchannel --help', 'the one CLI command of its RPCs');
  const invoice = entry('unable to locate invoice');
  assert.equal(invoice.sentinel, 'invoices.ErrInvoiceNotFound');
  assert.equal(invoice.code, 'NotFound');
});

test('since is the oldest full release that has the template', () => {
  assert.equal(entry('cannot open channel to self').since, 'v1.0.0');
  assert.equal(entry('unable to locate invoice').since, 'v2.0.0');
});

test("the release's serviceErrors are entries of their origin, listing the RPCs their layer stands before; a content entry with the same template reviews one", () => {
  const balance = entry('insufficient local balance');
  assert.equal(balance.origin, 'payment-failure');
  assert.deepEqual(
    balance.rpcs.map((r) => r.fullName),
    ['demorpc.Lightning.SendPayment'],
    'a payment failure reason reaches the RPCs whose messages carry the reason',
  );
  assert.deepEqual(
    entry('expected 1 macaroon, got …').rpcs.map((r) => r.fullName),
    [
      'demorpc.Lightning.LookupInvoice',
      'demorpc.Lightning.OpenChannel',
      'demorpc.Lightning.OpenChannelSync',
      'demorpc.Lightning.SendPayment',
    ],
    'the macaroon check stands before every RPC that needs a macaroon, not the whitelisted GetInfo',
  );
  assert.match(balance.causes[0]!.text, /payment could not be completed/);
  const locked = entry('wallet locked, unlock it to enable full RPC access');
  assert.equal(locked.origin, 'wallet-state');
  assert.deepEqual(locked.causes, [{ text: 'Locked.', check: 'democli state' }]);
  assert.deepEqual(locked.fixes, [{ text: 'Unlock it.', command: 'democli unlock' }]);
  assert.equal(locked.sentinel, 'rpcperms.ErrWalletLocked');
  assert.equal(locked.sources.length, 2, "the Go line read and the content's");
  const unknown = entry('unknown service …');
  assert.deepEqual(unknown.causes, [{ text: 'Wrong port for demod.', check: 'democli --help' }]);
  assert.deepEqual(
    unknown.rpcs.map((r) => r.fullName),
    ['demorpc.Lightning.GetInfo'],
  );
});

test('entries are ordered most specific first; slugs are unique and do not depend on the order of the sources', () => {
  const entries = catalogue().entries;
  for (let i = 1; i < entries.length; i++) assert.ok(entries[i - 1]!.specificity >= entries[i]!.specificity);
  assert.equal(new Set(entries.map((e) => e.slug)).size, entries.length);
  const templates = [
    'either a single or multi backup',
    'either a Single or Multi backup!',
    'cannot open channel to self',
  ];
  const forward = assignSlugs(templates);
  const backward = assignSlugs([...templates].reverse());
  assert.deepEqual([...forward].sort(), [...backward].sort());
  assert.match(forward.get(templates[0]!)!, /^either-a-single-or-multi-backup-[0-9a-f]{6}$/);
  assert.equal(forward.get(templates[2]!), 'cannot-open-channel-to-self');
});

test('a content entry naming an RPC no release of its daemons has is an error at its line', () => {
  const facts = parseErrorFacts(
    FACTS.replace('rpcs: [demorpc.Lightning.GetInfo]', 'rpcs: [demorpc.Lightning.Nope]'),
    'content/errors.yaml',
  );
  assert.throws(
    () => buildErrorCatalogues([demoDaemon()], facts, '/'),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.location, 'content/errors.yaml:2');
      assert.match(error.message, /demorpc\.Lightning\.Nope/);
      return true;
    },
  );
  assert.equal(buildErrorCatalogues([], facts, '/').size, 0, 'facts of daemons not in the build are not checked');
});

test('a bad content entry names the file, line and key', () => {
  assert.throws(
    () => parseErrorFacts(FACTS.replace('code: Unimplemented', 'code: Teapot'), 'content/errors.yaml'),
    /content\/errors\.yaml:5: errors\[0\]\.code/,
  );
  assert.throws(
    () => parseErrorFacts(FACTS.replace('origin: grpc', 'origin: grpc\n    colour: red'), 'content/errors.yaml'),
    /content\/errors\.yaml:4: .*unknown key "colour"/,
  );
});
