/**
 * What the stand-in daemons do beyond shape for the flows the CLIs run (docs/code-samples.md,
 * "Flows"): loopd's LoopOutQuote answers with fees, and loopd refuses a LoopOut whose limits are
 * below them with its own messages (loop/client.go `ErrSwapFeeTooHigh = errors.New("swap fee too
 * high")`, `ErrPrepayAmountTooHigh = errors.New("prepay amount too high")`, checked in
 * loopout.go's validateLoopOutContract); a keysend through SendPaymentV2 must carry a preimage
 * in custom record 5482373484 whose SHA-256 is the payment hash (the receiving node fails it
 * otherwise). Hand-written facts, not read by the functions that write the samples.
 */
import crypto from 'node:crypto';
import { GRPC_STATUS } from '../../src/proto/grpc-codes.ts';
import { RuleRefusal } from './stub-rules.ts';

type Json = Record<string, unknown>;

/** The fees the stand-in's LoopOutQuote answers with (proto JSON, int64 as text). */
export const LOOP_OUT_QUOTE: Json = {
  swap_fee_sat: '1250',
  htlc_sweep_fee_sat: '137',
  prepay_amt_sat: '3000',
  cltv_delta: 75,
};

/** The record type lnd reads a keysend preimage from (lnd record/experimental.go `KeySendType`). */
export const KEYSEND_RECORD = '5482373484';

/** The answer of an RPC other than the empty message, as proto JSON, or null. */
export function flowAnswer(rpc: string): Json | null {
  return rpc === 'looprpc.SwapClient.LoopOutQuote' ? LOOP_OUT_QUOTE : null;
}

/** Why the daemon refuses a request (its own message), or null; `request` is canonical proto JSON. */
export function flowProblem(rpc: string, request: unknown): string | null {
  const json = (request ?? {}) as Json;
  if (rpc === 'looprpc.SwapClient.LoopOut') return loopOutProblem(json);
  if (rpc === 'routerrpc.Router.SendPaymentV2') return keysendProblem(json);
  return null;
}

/**
 * The refusal of a flow rule the request breaks, or null. The daemon returns these as plain Go
 * errors: gRPC code Unknown, which grpc-gateway answers with HTTP 500.
 */
export function flowRefusal(rpc: string, request: unknown): RuleRefusal | null {
  const problem = flowProblem(rpc, request);
  return problem === null ? null : new RuleRefusal(problem, GRPC_STATUS.Unknown.number, GRPC_STATUS.Unknown.http);
}

const amount = (value: unknown) => BigInt((value as string | number | undefined) ?? 0);

/** loopd's server offers the quoted fee and prepay: limits below them fail the swap's contract check. */
function loopOutProblem(request: Json): string | null {
  const swapFee = amount(LOOP_OUT_QUOTE.swap_fee_sat);
  const prepay = amount(LOOP_OUT_QUOTE.prepay_amt_sat);
  if (swapFee > amount(request.max_swap_fee)) return 'swap fee too high';
  if (prepay > amount(request.max_prepay_amt)) return 'prepay amount too high';
  return null;
}

/**
 * Whether the stand-in's flow check reached the request: a SendPaymentV2 carrying the keysend
 * record (the sample tests require it of the keysend samples, so a record under another key,
 * which this check would not see, fails).
 */
export function flowChecked(rpc: string, request: unknown): boolean {
  const records = ((request ?? {}) as Json).dest_custom_records as Record<string, string> | undefined;
  return rpc === 'routerrpc.Router.SendPaymentV2' && records?.[KEYSEND_RECORD] !== undefined;
}

function keysendProblem(request: Json): string | null {
  const records = (request.dest_custom_records ?? {}) as Record<string, string>;
  const preimage = records[KEYSEND_RECORD];
  if (preimage === undefined) return null;
  const bytes = Buffer.from(preimage, 'base64');
  const hash = Buffer.from((request.payment_hash as string | undefined) ?? '', 'base64');
  if (bytes.length !== 32) return `keysend preimage must be 32 bytes, is ${bytes.length}`;
  return crypto.createHash('sha256').update(bytes).digest().equals(hash)
    ? null
    : 'the keysend preimage does not hash to payment_hash: the receiving node fails the payment';
}
