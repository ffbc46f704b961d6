/**
 * Pasted errors (issue 29), held out: written before the error catalogue's search was tuned
 * and never tuned on. Texts as people paste them from terminals, logs and HTTP clients:
 * gRPC's `rpc error: code = ... desc = ` prefix, lncli's `[lncli] ` tag, grpc-js's
 * `Error: 2 UNKNOWN: ` and Python's `details = "..."`, the REST gateway's JSON body, with
 * real-looking pubkeys, hashes, amounts and hosts filled in. The right page is the error's
 * catalogue page, or for a handler's message the RPC that returns it (its catalogue page
 * counts as right too).
 */
import type { ScoredCase } from './relevance-eval.ts';

export type PastedErrorKind = 'layer' | 'handler' | 'other-daemon';

export interface PastedErrorCase extends ScoredCase {
  kind: PastedErrorKind;
}

export const PASTED_ERROR_KINDS: Record<PastedErrorKind, string> = {
  layer: 'errors no handler writes (lnd)',
  handler: 'handler messages with values (lnd)',
  'other-daemon': 'errors of loop, pool, faraday, tapd, litd',
};

const PUBKEY = '03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f';
const HASH = 'a9c4b1f2e3d4c5b6a7980123456789abcdef0123456789abcdef0123456789ab';

export const PASTED_ERROR_SET: PastedErrorCase[] = [
  // ---- Errors of the layers every call passes through (lnd).
  {
    kind: 'layer',
    query: '[lncli] rpc error: code = Unknown desc = wallet locked, unlock it to enable full RPC access',
    expected: 'api/lnd/errors/wallet-locked-unlock-it-to-enable-full-rpc-access/',
  },
  {
    kind: 'layer',
    query: 'Error: 2 UNKNOWN: wallet locked, unlock it to enable full RPC access',
    expected: 'api/lnd/errors/wallet-locked-unlock-it-to-enable-full-rpc-access/',
  },
  {
    kind: 'layer',
    query:
      '{"code":2,"message":"the RPC server is in the process of starting up, but not yet ready to accept calls","details":[]}',
    expected: 'api/lnd/errors/the-rpc-server-is-in-the-process-of-starting-up-but-not-yet/',
  },
  {
    kind: 'layer',
    query: 'rpc error: code = Unknown desc = wallet not created, create one to enable full RPC access',
    expected: 'api/lnd/errors/wallet-not-created-create-one-to-enable-full-rpc-access/',
  },
  {
    kind: 'layer',
    query: 'wallet already unlocked, WalletUnlocker service is no longer available',
    expected: 'api/lnd/errors/wallet-already-unlocked-walletunlocker-service-is-no-longer/',
  },
  {
    kind: 'layer',
    query: 'rpc error: code = Unknown desc = waiting to start, RPC services not available',
    expected: 'api/lnd/errors/waiting-to-start-rpc-services-not-available/',
  },
  {
    kind: 'layer',
    query: '[lncli] rpc error: code = Unknown desc = expected 1 macaroon, got 0',
    expected: 'api/lnd/errors/expected-1-macaroon-got/',
  },
  {
    kind: 'layer',
    query: '{"code":2,"message":"expected 1 macaroon, got 0","details":[]}',
    expected: 'api/lnd/errors/expected-1-macaroon-got/',
  },
  {
    kind: 'layer',
    query: 'rpc error: code = Unknown desc = verification failed: signature mismatch after caveat verification',
    expected: 'api/lnd/errors/verification-failed-signature-mismatch-after-caveat/',
  },
  {
    kind: 'layer',
    query: "Unable to connect to host: cannot retrieve macaroon: cannot get macaroon: root key with id 0 doesn't exist",
    expected: 'api/lnd/errors/cannot-get-macaroon/',
  },
  {
    kind: 'layer',
    query: '[lncli] rpc error: code = Unknown desc = permission denied',
    expected: 'api/lnd/errors/permission-denied/',
  },
  {
    kind: 'layer',
    query: 'rpc error: code = Unimplemented desc = unknown service lnrpc.WalletUnlocker',
    expected: 'api/lnd/errors/unknown-service/',
  },
  {
    kind: 'layer',
    query: 'rpc error: code = Unimplemented desc = unknown method SendToRoute for service routerrpc.Router',
    expected: 'api/lnd/errors/unknown-method-for-service/',
  },
  {
    kind: 'layer',
    query: 'unknown method SendPaymentSync for service lnrpc.Lightning',
    expected: 'api/lnd/errors/unknown-method-for-service/',
  },
  { kind: 'layer', query: '{"code":5,"message":"Not Found","details":[]}', expected: 'api/lnd/errors/not-found/' },
  {
    kind: 'layer',
    query: '{"code":12,"message":"Method Not Allowed","details":[]}',
    expected: 'api/lnd/errors/method-not-allowed/',
  },
  {
    kind: 'layer',
    query: `{"code":3,"message":"type mismatch, parameter: payment_hash, error: illegal base64 data at input byte 43","details":[]}`,
    expected: 'api/lnd/errors/type-mismatch-parameter-error-illegal-base64-data-at-input/',
  },
  {
    kind: 'layer',
    query: 'illegal base64 data at input byte 43',
    expected: 'api/lnd/errors/type-mismatch-parameter-error-illegal-base64-data-at-input/',
  },
  {
    kind: 'layer',
    query: 'payment failed: insufficient local balance',
    expected: 'api/lnd/errors/insufficient-local-balance/',
  },
  {
    kind: 'layer',
    query: `payment to ${PUBKEY} failed: unable to find a path to destination`,
    expected: 'api/lnd/errors/unable-to-find-a-path-to-destination/',
  },
  // ---- Handler messages with values filled in (lnd).
  {
    kind: 'handler',
    query: `[lncli] rpc error: code = Unknown desc = cannot make connection to self`,
    expected: 'api/lnd/lightning/connect-peer/',
    also: ['api/lnd/errors/cannot-make-connection-to-self/'],
  },
  {
    kind: 'handler',
    query: `rpc error: code = Unknown desc = transaction with txid=${HASH} not found in the internal wallet store`,
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    also: ['api/lnd/errors/transaction-with-txid-not-found-in-the-internal-wallet-store/'],
  },
  {
    kind: 'handler',
    query: '{"code":2,"message":"specify either chan_id or chan_point","details":[]}',
    expected: 'api/lnd/lightning/get-chan-info/',
    also: ['api/lnd/lightning/forwarding-history/', 'api/lnd/errors/specify-either-chan-id-or-chan-point/'],
  },
  {
    kind: 'handler',
    query: 'rpc error: code = Unknown desc = remote-max-htlcs (600) cannot be greater than 483',
    expected: 'api/lnd/lightning/open-channel/',
    also: [
      'api/lnd/lightning/batch-open-channel/',
      'api/lnd/lightning/open-channel-sync/',
      'api/lnd/errors/remote-max-htlcs-cannot-be-greater-than/',
    ],
  },
  {
    kind: 'handler',
    query: 'Error: 2 UNKNOWN: macaroon authentication disabled, remove --no-macaroons flag to enable',
    expected: 'api/lnd/lightning/list-macaroon-ids/',
    also: ['api/lnd/errors/macaroon-authentication-disabled-remove-no-macaroons-flag-to/'],
  },
  {
    kind: 'handler',
    query: '[lncli] rpc error: code = Unknown desc = watchtower client not active',
    expected: 'api/lnd/watchtower-client/list-towers/',
    also: ['api/lnd/errors/watchtower-client-not-active/'],
  },
  {
    kind: 'handler',
    query: 'rpc error: code = Unknown desc = no active neutrino instance',
    expected: 'api/lnd/neutrino-kit/get-block-hash/',
    also: ['api/lnd/neutrino-kit/add-peer/', 'api/lnd/errors/no-active-neutrino-instance/'],
  },
  {
    kind: 'handler',
    query: 'status = StatusCode.UNKNOWN details = "output sum must be positive"',
    expected: 'api/lnd/wallet-kit/fund-psbt/',
    also: ['api/lnd/errors/output-sum-must-be-positive/'],
  },
  {
    kind: 'handler',
    query: 'rpc error: code = Unknown desc = use either raw_key_bytes or key_index',
    expected: 'api/lnd/signer/derive-shared-key/',
    also: ['api/lnd/errors/use-either-raw-key-bytes-or-key-index/'],
  },
  {
    kind: 'handler',
    query: 'rpc error: code = Unknown desc = bimodal config provided, but apriori model requested',
    expected: 'api/lnd/router/set-mission-control-config/',
    also: ['api/lnd/errors/bimodal-config-provided-but-apriori-model-requested/'],
  },
  {
    kind: 'handler',
    query: `rpc error: code = Unknown desc = channel ${HASH}:1 is not externally funded or not pending`,
    expected: 'api/lnd/lightning/abandon-channel/',
    also: ['api/lnd/errors/channel-is-not-externally-funded-or-not-pending/'],
  },
  // ---- The other daemons (errors every call can meet; their handlers' messages arrive with the Go reading).
  {
    kind: 'other-daemon',
    query: '[loop] rpc error: code = Unknown desc = verification failed: signature mismatch after caveat verification',
    expected: 'api/loop/errors/verification-failed-signature-mismatch-after-caveat/',
  },
  {
    kind: 'other-daemon',
    query: '[tapcli] rpc error: code = Unimplemented desc = unknown service taprpc.TaprootAssets',
    expected: 'api/taproot-assets/errors/unknown-service/',
  },
  {
    kind: 'other-daemon',
    query: '[litcli] rpc error: code = Unknown desc = permission denied',
    expected: 'api/lit/errors/permission-denied/',
  },
  {
    kind: 'other-daemon',
    query: "[pool] rpc error: code = Unknown desc = cannot get macaroon: root key with id 0 doesn't exist",
    expected: 'api/pool/errors/cannot-get-macaroon/',
  },
  {
    kind: 'other-daemon',
    query:
      '[frcli] rpc error: code = Unimplemented desc = unknown method ChannelInsights for service frdrpc.FaradayServer',
    expected: 'api/faraday/errors/unknown-method-for-service/',
  },
  {
    kind: 'other-daemon',
    query: 'loop {"code":5,"message":"Not Found","details":[]}',
    expected: 'api/loop/errors/not-found/',
  },
];
