import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalisePastedError } from '../../src/search/pasted-error.ts';
import { ErrorTier, namesItsStep } from '../../src/search/error-tier.ts';

const PUBKEY = '03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f';

test('a pasted error loses its wrapping: gRPC prefix, REST body, grpc-js and Python forms; a CLI tag stays a word', () => {
  assert.deepEqual(normalisePastedError('rpc error: code = Unknown desc = wallet locked'), {
    query: 'wallet locked',
    wrapped: true,
    message: 'wallet locked',
  });
  assert.equal(
    normalisePastedError('{"code":2,"message":"expected 1 macaroon, got 0","details":[]}').query,
    'expected macaroon, got',
  );
  assert.equal(
    normalisePastedError('{"code":2,"message":"expected 1 macaroon, got 0","details":[]}').message,
    'expected 1 macaroon, got 0',
  );
  assert.equal(normalisePastedError('Error: 2 UNKNOWN: permission denied').query, 'permission denied');
  assert.equal(
    normalisePastedError('status = StatusCode.UNKNOWN details = "output sum must be positive"').query,
    'output sum must be positive',
  );
  assert.equal(
    normalisePastedError('[loop] rpc error: code = Unknown desc = permission denied').query,
    'loop permission denied',
  );
});

test('values are taken out: pubkeys, hashes, addresses, dates; numbers only from a wrapped error', () => {
  assert.equal(
    normalisePastedError(`cannot connect to ${PUBKEY}@10.0.0.1:9735 at 2026-01-02T03:04:05Z`).query,
    'cannot connect to at',
  );
  assert.equal(normalisePastedError('added in 0.18').query, 'added in 0.18', "a query's own number stays");
  assert.equal(
    normalisePastedError('rpc error: code = Unknown desc = amount 1000 sat is below 20000').query,
    'amount is below',
  );
  assert.equal(
    normalisePastedError('send to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq failed').query,
    'send to failed',
  );
});

test('the error tier ranks the documents whose pattern matches: the named daemon, then the main daemon, then specificity', () => {
  const tier = new ErrorTier();
  const doc = (i: number, template: string, d: string, w?: number) => ({
    i,
    y: 0 as const,
    t: template,
    d,
    e: 1 as const,
    ...(w ? { w } : {}),
  });
  tier.add(doc(1, 'unknown service …', 'lnd'));
  tier.add(doc(2, 'unknown service …', 'loop', 0.9));
  tier.add(doc(3, 'unknown …', 'lnd'));
  tier.add({ i: 4, y: 0, t: 'GetInfo' });
  const plain = tier.tiers('rpc error: code = Unimplemented desc = unknown service x.Y', []);
  // Unqualified, the main daemon's matches come first (most specific first), then the others'.
  assert.deepEqual(
    [...plain.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id),
    [1, 3, 2],
  );
  const named = tier.tiers('[loop] rpc error: code = Unimplemented desc = unknown service x.Y', ['loop']);
  assert.equal([...named.entries()].sort((a, b) => b[1] - a[1])[0]![0], 2);
  assert.equal(tier.tiers('open a channel', []).size, 0);
});

test("an RPC's Errors section is in the tier with its page's daemon and weight, unless many RPCs share it or its template says little", () => {
  const tier = new ErrorTier();
  const page = (i: number, d: string, w?: number) => ({ i, y: 0 as const, t: `Page${i}`, d, ...(w ? { w } : {}) });
  const section = (i: number, p: number, t: string, o?: number[]) => ({
    i,
    y: 1 as const,
    t,
    p,
    k: 'error' as const,
    h: 'errors',
    ...(o ? { o } : {}),
  });
  tier.add(section(11, 1, 'not able to bump the fee of a non-anchor channel'), page(1, 'lnd'));
  tier.add(section(12, 2, 'not able to bump the fee of a non-anchor channel'), page(2, 'taproot-assets', 0.8));
  tier.add(section(13, 3, 'server is still in the process of starting', [4, 5, 6]), page(3, 'lnd'));
  tier.add(section(14, 7, 'payment failed: …'), page(7, 'lnd'));
  tier.add(section(15, 8, 'order valid validation: …'), page(8, 'pool', 0.85));
  const ranked = (query: string, daemons: string[] = []) =>
    [...tier.tiers(query, daemons).entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  // The handler's message reaches its RPC's section, the main daemon's page first.
  assert.deepEqual(
    ranked('[lncli] rpc error: code = Unknown desc = not able to bump the fee of a non-anchor channel'),
    [11, 12],
  );
  assert.deepEqual(ranked('not able to bump the fee of a non-anchor channel', ['taproot-assets']), [12, 11]);
  // Shared by four RPCs: left to the words' score.
  assert.deepEqual(ranked('server is still in the process of starting'), []);
  // The placeholder holds most of the text: the template names no cause.
  assert.deepEqual(ranked('payment failed: insufficient local balance on the first hop'), []);
  // Unless the wrapper names its step in three words or more.
  assert.deepEqual(
    ranked('order valid validation: invalid channel lease duration 3000 blocks, active durations are: map[2016:3]'),
    [15],
  );
  assert.equal(namesItsStep('order valid validation: …'), true);
  assert.equal(namesItsStep('payment failed: …'), false);
  assert.equal(namesItsStep('unable to find %v: …'), false, 'a value among its words');
});

test("a program's command before gRPC's prefix is dropped like a CLI tag; its first word names the daemon", () => {
  const pasted = normalisePastedError('frcli closereport: rpc error: code = Unknown desc = bitcoin node required');
  assert.equal(pasted.query, 'frcli bitcoin node required');
  assert.ok(pasted.wrapped);
  assert.equal(
    normalisePastedError('note: bitcoin node required').query,
    'note: bitcoin node required',
    'no gRPC prefix after it',
  );
});
