/**
 * The search relevance set: queries a reader types and the page that must come first, over
 * the real API (APIDOCS_PROTOS). Written by hand from what a developer looking for each
 * thing wants, not from the engine's output. Used by test/search/relevance.test.ts (at least
 * 90% first-place hits) and the benchmark (query latency).
 */

export interface RelevanceCase {
  query: string;
  /** Path (under /api-docs/) of the page that must be the first hit's page. */
  expected: string;
  kind: 'name' | 'cli' | 'rest' | 'field' | 'concept';
}

export const RELEVANCE_SET: RelevanceCase[] = [
  // RPC names in their written forms.
  { query: 'GetInfo', expected: 'api/lnd/lightning/get-info/', kind: 'name' },
  { query: 'get info', expected: 'api/lnd/lightning/get-info/', kind: 'name' },
  { query: 'getinfo', expected: 'api/lnd/lightning/get-info/', kind: 'name' },
  { query: 'get-info', expected: 'api/lnd/lightning/get-info/', kind: 'name' },
  { query: 'lnrpc.Lightning.GetInfo', expected: 'api/lnd/lightning/get-info/', kind: 'name' },
  { query: 'OpenChannel', expected: 'api/lnd/lightning/open-channel/', kind: 'name' },
  { query: 'open channel', expected: 'api/lnd/lightning/open-channel/', kind: 'name' },
  { query: 'ListChannels', expected: 'api/lnd/lightning/list-channels/', kind: 'name' },
  { query: 'listchannels', expected: 'api/lnd/lightning/list-channels/', kind: 'name' },
  { query: 'SendPaymentV2', expected: 'api/lnd/router/send-payment-v2/', kind: 'name' },
  { query: 'send payment v2', expected: 'api/lnd/router/send-payment-v2/', kind: 'name' },
  { query: 'AddInvoice', expected: 'api/lnd/lightning/add-invoice/', kind: 'name' },
  { query: 'wallet balance', expected: 'api/lnd/lightning/wallet-balance/', kind: 'name' },
  { query: 'LoopOut', expected: 'api/loop/swap-client/loop-out/', kind: 'name' },
  { query: 'MintAsset', expected: 'api/taproot-assets/mint/mint-asset/', kind: 'name' },
  { query: 'BakeSuperMacaroon', expected: 'api/lit/proxy/bake-super-macaroon/', kind: 'name' },
  { query: 'channel insights', expected: 'api/faraday/faraday-server/channel-insights/', kind: 'name' },
  { query: 'MuSig2CreateSession', expected: 'api/lnd/signer/mu-sig2-create-session/', kind: 'name' },
  { query: 'SubscribeHtlcEvents', expected: 'api/lnd/router/subscribe-htlc-events/', kind: 'name' },
  { query: 'DecodeSidecarTicket', expected: 'api/pool/trader/decode-sidecar-ticket/', kind: 'name' },

  // CLI commands.
  { query: 'lncli getinfo', expected: 'api/lnd/lightning/get-info/', kind: 'cli' },
  { query: 'lncli listchaintxns', expected: 'api/lnd/lightning/get-transactions/', kind: 'cli' },
  { query: 'lncli fwdinghistory', expected: 'api/lnd/lightning/forwarding-history/', kind: 'cli' },
  { query: 'lncli wallet psbt fund', expected: 'api/lnd/wallet-kit/fund-psbt/', kind: 'cli' },
  { query: 'lncli querymc', expected: 'api/lnd/router/query-mission-control/', kind: 'cli' },
  { query: 'tapcli assets burn', expected: 'api/taproot-assets/taproot-assets/burn-asset/', kind: 'cli' },
  { query: 'litcli sessions add', expected: 'api/lit/sessions/add-session/', kind: 'cli' },
  { query: 'frcli revenue', expected: 'api/faraday/faraday-server/revenue-report/', kind: 'cli' },
  { query: 'pool accounts new', expected: 'api/pool/trader/init-account/', kind: 'cli' },
  { query: 'loop listdeposits', expected: 'api/loop/swap-client/list-static-address-deposits/', kind: 'cli' },

  // REST paths.
  { query: '/v1/getinfo', expected: 'api/lnd/lightning/get-info/', kind: 'rest' },
  { query: '/v2/router/send', expected: 'api/lnd/router/send-payment-v2/', kind: 'rest' },
  { query: '/v1/channels/pending', expected: 'api/lnd/lightning/pending-channels/', kind: 'rest' },
  { query: '/v1/balance/blockchain', expected: 'api/lnd/lightning/wallet-balance/', kind: 'rest' },
  { query: '/v2/chainkit/bestblock', expected: 'api/lnd/chain-kit/get-best-block/', kind: 'rest' },
  { query: '/v1/taproot-assets/burn', expected: 'api/taproot-assets/taproot-assets/burn-asset/', kind: 'rest' },
  { query: '/v1/loop/out/quote', expected: 'api/loop/swap-client/loop-out-quote/', kind: 'rest' },
  { query: '/v1/staticaddr/withdraw', expected: 'api/loop/swap-client/withdraw-deposits/', kind: 'rest' },

  // Field names.
  { query: 'local_funding_amount', expected: 'api/lnd/lightning/open-channel/', kind: 'field' },
  { query: 'max_parts', expected: 'api/lnd/router/send-payment-v2/', kind: 'field' },
  { query: 'fee_limit_sat', expected: 'api/lnd/router/send-payment-v2/', kind: 'field' },
  { query: 'identity_pubkey', expected: 'api/lnd/lightning/get-info/', kind: 'field' },
  { query: 'synced_to_chain', expected: 'api/lnd/lightning/get-info/', kind: 'field' },
  { query: 'lease_duration_blocks', expected: 'api/pool/trader/quote-order/', kind: 'field' },
  { query: 'outgoing_chan_set', expected: 'api/loop/swap-client/loop-out/', kind: 'field' },
  { query: 'channel_reserve', expected: 'api/lnd/lightning/channel-acceptor/', kind: 'field' },

  // Concepts.
  { query: 'macaroon', expected: 'api/lnd/lightning/bake-macaroon/', kind: 'concept' },
  { query: 'psbt', expected: 'api/lnd/wallet-kit/fund-psbt/', kind: 'concept' },
  { query: 'invoice subscription', expected: 'api/lnd/lightning/subscribe-invoices/', kind: 'concept' },
  { query: 'loop out quote', expected: 'api/loop/swap-client/loop-out-quote/', kind: 'concept' },
  { query: 'mint asset', expected: 'api/taproot-assets/mint/mint-asset/', kind: 'concept' },
  { query: 'reset mission control', expected: 'api/lnd/router/reset-mission-control/', kind: 'concept' },
  { query: 'restore channel backup', expected: 'api/lnd/lightning/restore-channel-backups/', kind: 'concept' },
  { query: 'static address deposits', expected: 'api/loop/swap-client/list-static-address-deposits/', kind: 'concept' },
  { query: 'htlc interceptor', expected: 'api/lnd/router/htlc-interceptor/', kind: 'concept' },
  { query: 'unlock wallet', expected: 'api/lnd/wallet-unlocker/unlock-wallet/', kind: 'concept' },
  { query: 'sidecar ticket', expected: 'api/pool/trader/decode-sidecar-ticket/', kind: 'concept' },
  {
    query: 'list federation servers',
    expected: 'api/taproot-assets/universe/list-federation-servers/',
    kind: 'concept',
  },
  { query: 'watchtower client', expected: 'category/watchtowerclient-service/', kind: 'concept' },
  { query: 'lnd rest endpoints', expected: 'api/lnd/rest-endpoints/', kind: 'concept' },
  { query: 'taproot assets', expected: 'api/taproot-assets/', kind: 'concept' },
  // Written out where the API abbreviates, and plain intentions.
  { query: 'decode payment request', expected: 'api/lnd/lightning/decode-pay-req/', kind: 'concept' },
  { query: 'register spend notification', expected: 'api/lnd/chain-notifier/register-spend-ntfn/', kind: 'concept' },
  { query: 'channel info', expected: 'api/lnd/lightning/get-chan-info/', kind: 'concept' },
  { query: 'pay invoice', expected: 'api/lnd/router/send-payment-v2/', kind: 'concept' },
  { query: 'chain notifications', expected: 'category/chainnotifier-service/', kind: 'concept' },
];
