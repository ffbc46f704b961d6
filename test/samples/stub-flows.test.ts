/**
 * The stand-in daemons' flow rules: loopd refuses LoopOut's old minimal request (`amt` and
 * `dest`, every limit 0) with its own message and accepts limits set from its quote; a keysend
 * must carry a preimage whose SHA-256 is the payment hash.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { KEYSEND_RECORD, LOOP_OUT_QUOTE, flowAnswer, flowProblem } from './stub-flows.ts';

const LOOP_OUT = 'looprpc.SwapClient.LoopOut';

test("LoopOut's old minimal request is refused with loopd's message; limits from the quote pass", () => {
  assert.equal(flowProblem(LOOP_OUT, { amt: '250000', dest: 'bcrt1qexample' }), 'swap fee too high');
  assert.equal(
    flowProblem(LOOP_OUT, { amt: '250000', max_swap_fee: LOOP_OUT_QUOTE.swap_fee_sat }),
    'prepay amount too high',
  );
  const quote = flowAnswer('looprpc.SwapClient.LoopOutQuote')!;
  const fromQuote = {
    amt: '250000',
    max_swap_fee: quote.swap_fee_sat,
    max_prepay_amt: quote.prepay_amt_sat,
    max_miner_fee: String(Number(quote.htlc_sweep_fee_sat) * 250),
  };
  assert.equal(flowProblem(LOOP_OUT, fromQuote), null);
  assert.equal(flowAnswer('looprpc.SwapClient.LoopIn'), null);
});

test('a keysend passes only when sha256(preimage) is the payment hash', () => {
  const preimage = crypto.randomBytes(32);
  const hash = crypto.createHash('sha256').update(preimage).digest();
  const keysend = (payment_hash: Buffer) => ({
    dest_custom_records: { [KEYSEND_RECORD]: preimage.toString('base64') },
    payment_hash: payment_hash.toString('base64'),
  });
  assert.equal(flowProblem('routerrpc.Router.SendPaymentV2', keysend(hash)), null);
  assert.match(flowProblem('routerrpc.Router.SendPaymentV2', keysend(preimage)) ?? '', /does not hash to payment_hash/);
  // Not a keysend: nothing to check.
  assert.equal(flowProblem('routerrpc.Router.SendPaymentV2', { payment_hash: hash.toString('base64') }), null);
});
