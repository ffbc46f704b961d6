/**
 * A held-out relevance set: realistic queries written after the engine was tuned on
 * test/search/realistic-set.ts, and never tuned on, to see how far that tuning carries to
 * queries it has not seen. Same kinds, same rules (realistic phrasing, the page a reader
 * should land on first, one line on why). Reported beside the realistic set by the
 * relevance test and `npm run bench`; if it is ever tuned on, it stops measuring anything
 * and a new one should be written.
 */
import type { RealisticCase } from './realistic-set.ts';

export const HOLDOUT_SET: RealisticCase[] = [
  // Tasks.
  {
    kind: 'task',
    query: 'generate an invoice with an amount',
    expected: 'api/lnd/lightning/add-invoice/',
    why: 'AddInvoice creates an invoice (value in sats).',
  },
  {
    kind: 'task',
    query: 'check if an invoice was paid',
    expected: 'api/lnd/lightning/lookup-invoice/',
    also: ['api/lnd/invoices/lookup-invoice-v2/'],
    why: 'LookupInvoice returns an invoice with its state.',
  },
  {
    kind: 'task',
    query: 'cancel a hold invoice',
    expected: 'api/lnd/invoices/cancel-invoice/',
    why: 'CancelInvoice cancels an open (hold) invoice.',
  },
  {
    kind: 'task',
    query: 'settle a hold invoice',
    expected: 'api/lnd/invoices/settle-invoice/',
    why: 'SettleInvoice settles an accepted hold invoice.',
  },
  {
    kind: 'task',
    query: 'open a private channel',
    expected: 'api/lnd/lightning/open-channel/',
    why: 'OpenChannel with private set.',
  },
  {
    kind: 'task',
    query: 'see my open channels',
    expected: 'api/lnd/lightning/list-channels/',
    why: 'ListChannels lists open channels.',
  },
  {
    kind: 'task',
    query: 'disconnect from a peer',
    expected: 'api/lnd/lightning/disconnect-peer/',
    why: 'DisconnectPeer.',
  },
  {
    kind: 'task',
    query: 'get info about another node',
    expected: 'api/lnd/lightning/get-node-info/',
    why: 'GetNodeInfo describes a node of the graph.',
  },
  {
    kind: 'task',
    query: 'export a single channel backup',
    expected: 'api/lnd/lightning/export-channel-backup/',
    why: 'ExportChannelBackup backs up one channel.',
  },
  {
    kind: 'task',
    query: 'verify a channel backup',
    expected: 'api/lnd/lightning/verify-chan-backup/',
    why: 'VerifyChanBackup checks a backup.',
  },
  {
    kind: 'task',
    query: 'set the log level',
    expected: 'api/lnd/lightning/debug-level/',
    why: "DebugLevel sets lnd's logging verbosity.",
  },
  {
    kind: 'task',
    query: 'get the current block height',
    expected: 'api/lnd/chain-kit/get-best-block/',
    why: 'GetBestBlock returns the best block hash and height.',
  },
  {
    kind: 'task',
    query: 'send to many addresses at once',
    expected: 'api/lnd/lightning/send-many/',
    why: 'SendMany pays several addresses in one transaction.',
  },
  {
    kind: 'task',
    query: 'estimate loop in fees',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    why: 'GetLoopInQuote quotes a Loop In.',
  },
  {
    kind: 'task',
    query: 'cancel a pool order',
    expected: 'api/pool/trader/cancel-order/',
    why: "The trader's CancelOrder.",
  },
  {
    kind: 'task',
    query: 'renew a pool account',
    expected: 'api/pool/trader/renew-account/',
    why: 'RenewAccount extends an account.',
  },
  {
    kind: 'task',
    query: 'burn taproot assets',
    expected: 'api/taproot-assets/taproot-assets/burn-asset/',
    why: 'BurnAsset.',
  },
  {
    kind: 'task',
    query: 'decode a taproot asset address',
    expected: 'api/taproot-assets/taproot-assets/decode-addr/',
    why: 'DecodeAddr decodes a Taproot Assets address.',
  },
  {
    kind: 'task',
    query: 'sync with a universe server',
    expected: 'api/taproot-assets/universe/sync-universe/',
    why: 'SyncUniverse syncs with a remote universe.',
  },
  {
    kind: 'task',
    query: 'revoke an lnc session',
    expected: 'api/lit/sessions/revoke-session/',
    why: 'RevokeSession revokes an LNC session.',
  },
  {
    kind: 'task',
    query: 'create a lit account with a balance',
    expected: 'api/lit/accounts/create-account/',
    why: 'CreateAccount creates an off-chain account with a balance.',
  },
  {
    kind: 'task',
    query: 'revenue per channel',
    expected: 'api/faraday/faraday-server/revenue-report/',
    why: "Faraday's RevenueReport is pairwise revenue per channel.",
  },
  {
    kind: 'task',
    query: 'publish a raw transaction',
    expected: 'api/lnd/wallet-kit/publish-transaction/',
    why: 'PublishTransaction broadcasts a transaction.',
  },
  {
    kind: 'task',
    query: 'derive a new key',
    expected: 'api/lnd/wallet-kit/derive-next-key/',
    why: 'DeriveNextKey derives the next key of a family.',
  },

  // Typos.
  {
    kind: 'typo',
    query: 'gettransactons',
    expected: 'api/lnd/lightning/get-transactions/',
    why: 'gettransactions, a letter missing.',
  },
  {
    kind: 'typo',
    query: 'lncli updatechanpolcy',
    expected: 'api/lnd/lightning/update-channel-policy/',
    why: 'lncli updatechanpolicy, a letter missing.',
  },
  {
    kind: 'typo',
    query: 'listinvioces',
    expected: 'api/lnd/lightning/list-invoices/',
    why: 'listinvoices, letters swapped.',
  },
  {
    kind: 'typo',
    query: 'queryroutse',
    expected: 'api/lnd/lightning/query-routes/',
    why: 'queryroutes, letters swapped.',
  },
  {
    kind: 'typo',
    query: 'closedchanels',
    expected: 'api/lnd/lightning/closed-channels/',
    why: 'closedchannels, one n missing.',
  },

  // Daemon-qualified.
  {
    kind: 'daemon',
    query: 'loop quote',
    expected: 'api/loop/swap-client/loop-out-quote/',
    also: ['api/loop/swap-client/get-loop-in-quote/'],
    why: 'loop quote is the CLI of both quotes.',
  },
  { kind: 'daemon', query: 'pool get info', expected: 'api/pool/trader/get-info/', why: "Pool's GetInfo." },
  {
    kind: 'daemon',
    query: 'lit bake macaroon',
    expected: 'api/lit/proxy/bake-super-macaroon/',
    why: 'LiT bakes super macaroons.',
  },
  {
    kind: 'daemon',
    query: 'faraday revenue',
    expected: 'api/faraday/faraday-server/revenue-report/',
    why: "Faraday's RevenueReport.",
  },

  // REST paths with values.
  {
    kind: 'rest-value',
    query:
      '/v2/router/mc/probability/03aa11bb22cc33dd44ee55ff66aa77bb88cc99dd00ee11ff22aa33bb44cc55dd66/02bb22cc33dd44ee55ff66aa77bb88cc99dd00ee11ff22aa33bb44cc55dd66ee77/1000',
    expected: 'api/lnd/router/query-probability/',
    why: 'GET /v2/router/mc/probability/{from_node}/{to_node}/{amt_msat}.',
  },
  {
    kind: 'rest-value',
    query: 'GET /v1/loop/in/probe/50000',
    expected: 'api/loop/swap-client/probe/',
    why: 'GET /v1/loop/in/probe/{amt} is Probe.',
  },
  {
    kind: 'rest-value',
    query: '/v1/taproot-assets/assets/transfers/7f3a9c2e1b4d6f8a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a',
    expected: 'api/taproot-assets/taproot-assets/list-transfers/',
    why: 'GET /v1/taproot-assets/assets/transfers/{anchor_txid}.',
  },
  {
    kind: 'rest-value',
    query: 'DELETE /v1/sessions/02ab34cd56ef78ab90cd12ef34ab56cd78ef90ab12cd34ef56ab78cd90ef12ab34',
    expected: 'api/lit/sessions/revoke-session/',
    why: 'DELETE /v1/sessions/{local_public_key} is RevokeSession.',
  },

  // Pasted errors.
  {
    kind: 'error',
    query: 'unable to find invoice',
    expected: 'api/lnd/lightning/lookup-invoice/',
    why: 'Looking up an invoice that does not exist.',
  },
  {
    kind: 'error',
    query: 'wallet already exists',
    expected: 'api/lnd/wallet-unlocker/init-wallet/',
    why: 'InitWallet on a node that has a wallet.',
  },

  // Enum values.
  {
    kind: 'enum',
    query: 'FAILURE_REASON_INCORRECT_PAYMENT_DETAILS',
    expected: 'api/lnd/router/estimate-route-fee/',
    why: 'Where lnrpc.PaymentFailureReason is documented.',
  },
  {
    kind: 'enum',
    query: 'SETTLED',
    expected: 'api/lnd/invoices/subscribe-single-invoice/',
    why: 'Where lnrpc.Invoice.InvoiceState is documented.',
  },
  {
    kind: 'enum',
    query: 'LOCAL_FORCE_CLOSE',
    expected: 'api/lnd/lightning/closed-channels/',
    why: 'Where the closure type is documented.',
  },
];
