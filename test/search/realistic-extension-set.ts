/**
 * An extension of the realistic set for the kinds issue 23 names weakest (enum values,
 * pasted error messages, tasks), written for tuning the engine beside
 * test/search/realistic-set.ts. The held-out sets (holdout-set.ts, holdout-2-set.ts) stay
 * untouched by tuning. Same rules: realistic phrasing, the page a reader should land on
 * first, one line on why.
 */
import type { RealisticCase } from './realistic-set.ts';

export const REALISTIC_EXTENSION_SET: RealisticCase[] = [
  // ---- Enum values: the RPC whose request sets the value first.
  {
    kind: 'enum',
    query: 'STATIC_REMOTE_KEY',
    expected: 'api/lnd/lightning/open-channel/',
    also: ['api/lnd/lightning/batch-open-channel/'],
    why: 'OpenChannelRequest.commitment_type sets it.',
  },
  {
    kind: 'enum',
    query: 'WITNESS_PUBKEY_HASH address',
    expected: 'api/lnd/lightning/new-address/',
    why: 'NewAddressRequest.type.',
  },
  { kind: 'enum', query: 'TAPROOT_PUBKEY', expected: 'api/lnd/lightning/new-address/', why: 'NewAddressRequest.type.' },
  {
    kind: 'enum',
    query: 'SIGN_METHOD_WITNESS_V0',
    expected: 'api/lnd/signer/sign-output-raw/',
    also: ['api/lnd/signer/compute-input-script/'],
    why: 'SignDescriptor.sign_method in the request.',
  },
  {
    kind: 'enum',
    query: 'TYPE_MACAROON_CUSTOM',
    expected: 'api/lit/sessions/add-session/',
    why: 'AddSessionRequest.session_type.',
  },
  { kind: 'enum', query: 'TIER_0', expected: 'api/pool/trader/submit-order/', why: 'A bid sets min_node_tier.' },
  {
    kind: 'enum',
    query: 'NORMAL asset type',
    expected: 'api/taproot-assets/mint/mint-asset/',
    why: 'MintAsset sets asset_type NORMAL.',
  },
  {
    kind: 'enum',
    query: 'FAIL action htlc interceptor',
    expected: 'api/lnd/router/htlc-interceptor/',
    why: "The interceptor response's action.",
  },
  {
    kind: 'enum',
    query: 'FAILURE_REASON_ERROR',
    expected: 'api/lnd/router/estimate-route-fee/',
    also: ['api/lnd/router/send-payment-v2/', 'api/lnd/router/track-payment-v2/'],
    why: 'Only reported: PaymentFailureReason.',
  },
  {
    kind: 'enum',
    query: 'ENABLE channel status action',
    expected: 'api/lnd/router/update-chan-status/',
    why: 'UpdateChanStatusRequest.action.',
  },

  // ---- Pasted errors: texts the handlers return.
  {
    kind: 'error',
    query: 'rpc error: code = Unknown desc = use anchors for zero-conf',
    expected: 'api/lnd/lightning/open-channel/',
    why: "OpenChannel's request parser.",
  },
  {
    kind: 'error',
    query: 'address: bcrt1qxyz is not valid for this network: mainnet',
    expected: 'api/lnd/lightning/send-coins/',
    why: 'SendCoins to an address of another network.',
  },
  {
    kind: 'error',
    query: 'selected outpoints contain duplicate values',
    expected: 'api/lnd/lightning/send-coins/',
    also: ['api/lnd/lightning/estimate-fee/'],
    why: 'SendCoins (and EstimateFee) with repeated outpoints.',
  },
  {
    kind: 'error',
    query: 'reserved id cannot be used',
    expected: 'api/lnd/wallet-kit/lease-output/',
    why: 'LeaseOutput with the internal lock id.',
  },
  {
    kind: 'error',
    query: 'invalid length destination key',
    expected: 'api/lnd/router/estimate-route-fee/',
    why: 'EstimateRouteFee with a bad dest.',
  },
  {
    kind: 'error',
    query: 'only one Single is accepted',
    expected: 'api/lnd/lightning/verify-chan-backup/',
    why: 'VerifyChanBackup.',
  },
  {
    kind: 'error',
    query: 'need: lnc pubkeyhash@hostname',
    expected: 'api/lnd/lightning/connect-peer/',
    why: 'ConnectPeer without an address.',
  },
  {
    kind: 'error',
    query: 'must provide at least one transaction',
    expected: 'api/lnd/wallet-kit/submit-package/',
    why: 'SubmitPackage with none.',
  },
  {
    kind: 'error',
    query: 'insufficient balance',
    expected: 'api/lnd/router/estimate-route-fee/',
    also: [
      'api/lnd/errors/insufficient-local-balance/',
      'api/lnd/router/send-payment-v2/',
      'api/lnd/router/track-payment-v2/',
    ],
    why: 'FAILURE_REASON_INSUFFICIENT_BALANCE.',
  },
  {
    kind: 'error',
    query: 'no route found',
    expected: 'api/lnd/router/estimate-route-fee/',
    also: [
      'api/lnd/errors/unable-to-find-a-path-to-destination/',
      'api/lnd/router/send-payment-v2/',
      'api/lnd/router/track-payment-v2/',
      'api/lnd/lightning/query-routes/',
    ],
    why: 'FAILURE_REASON_NO_ROUTE.',
  },

  // ---- Tasks.
  { kind: 'task', query: 'onchain balance', expected: 'api/lnd/lightning/wallet-balance/', why: 'WalletBalance.' },
  {
    kind: 'task',
    query: 'rebalance a channel',
    expected: 'api/lnd/router/send-payment-v2/',
    why: 'A circular SendPaymentV2.',
  },
  {
    kind: 'task',
    query: 'circular rebalance',
    expected: 'api/lnd/router/send-payment-v2/',
    why: 'A circular SendPaymentV2.',
  },
  {
    kind: 'task',
    query: 'revoke access of a macaroon',
    expected: 'api/lnd/lightning/delete-macaroon-id/',
    why: 'DeleteMacaroonID revokes macaroons of a root key.',
  },
  {
    kind: 'task',
    query: 'inbound liquidity of my channels',
    expected: 'api/lnd/lightning/channel-balance/',
    why: 'ChannelBalance remote_balance.',
  },
  {
    kind: 'task',
    query: 'list pending channels',
    expected: 'api/lnd/lightning/pending-channels/',
    why: 'PendingChannels.',
  },
  {
    kind: 'task',
    query: 'forwarding events',
    expected: 'api/lnd/lightning/forwarding-history/',
    why: 'ForwardingHistory.',
  },
  {
    kind: 'task',
    query: 'forget a channel that never confirmed',
    expected: 'api/lnd/lightning/abandon-channel/',
    why: 'AbandonChannel.',
  },
  {
    kind: 'task',
    query: 'empty my wallet to an address',
    expected: 'api/lnd/lightning/send-coins/',
    why: 'SendCoins send_all.',
  },
  {
    kind: 'task',
    query: 'swap channel funds to on-chain',
    expected: 'api/loop/swap-client/loop-out/',
    why: 'Loop Out.',
  },
];
