/**
 * The seventh held-out relevance set (issue 32, fifth round): realistic queries written on
 * 2026-11-29 while another engineer was improving the engine, by someone who had not read the
 * engine's code, its documentation or the other relevance sets' queries, and who ran no search
 * before the set was committed. It is the yardstick for that round's work. About two fifths are
 * tasks worded the way developers ask ("speed up a stuck on-chain transaction", "give a friend
 * limited access to my node"), spread over all six daemons and lnd's sub-services and leaning to
 * RPCs developers use but that are less famous; then real handler errors of every daemon pasted
 * with their noise (CLI tags, the gRPC and grpc-js wrappings, a REST body, values filled in),
 * enum values (bare, next to their field's name, or a pasted JSON pair; set by a request or only
 * reported), misspelt RPC and CLI names, daemon-qualified queries and REST calls with real
 * values. Expected pages were judged from the daemons' protos, REST rules and Go handlers of the
 * pinned releases, not from what the engine returns: a task leads to the RPC that does it, an
 * error to the RPC whose handler returns it (`also`: the others returning the same message), an
 * enum value to the RPC whose request sets it (`also`: the others) or, for a value only
 * reported, to the pages returning it. If this set is ever tuned on, it stops measuring anything
 * and a new one should be written.
 */
import type { RealisticCase } from './realistic-set.ts';

export const HOLDOUT_7_SET: RealisticCase[] = [
  // ---- Tasks in the developer's own words: lnd's Lightning service.
  {
    kind: 'task',
    query: 'how much did my node earn in routing fees this month',
    expected: 'api/lnd/lightning/fee-report/',
    also: ['api/lnd/lightning/forwarding-history/'],
    why: 'FeeReport returns the fees earned over the last day, week and month; ForwardingHistory lists each forward with its fee.',
  },
  {
    kind: 'task',
    query: 'find out why a channel was force closed and the sweep txid',
    expected: 'api/lnd/lightning/closed-channels/',
    why: 'ClosedChannels reports each closed channel with its close type and closing transaction.',
  },
  {
    kind: 'task',
    query: 'get notified when a peer goes online or offline',
    expected: 'api/lnd/lightning/subscribe-peer-events/',
    why: 'SubscribePeerEvents streams peer online and offline events.',
  },
  {
    kind: 'task',
    query: 'send my own p2p message type to a connected peer',
    expected: 'api/lnd/lightning/send-custom-message/',
    why: 'SendCustomMessage sends a custom peer message of a caller-chosen type.',
  },
  {
    kind: 'task',
    query: 'check whether a channel.backup file is valid before restoring',
    expected: 'api/lnd/lightning/verify-chan-backup/',
    why: 'VerifyChanBackup checks a single or multi channel backup without restoring it.',
  },
  {
    kind: 'task',
    query: 'which permissions does each rpc method require',
    expected: 'api/lnd/lightning/list-permissions/',
    why: 'ListPermissions maps every RPC URI to the macaroon permissions it needs.',
  },
  {
    kind: 'task',
    query: 'change base fee and fee rate on all my channels at once',
    expected: 'api/lnd/lightning/update-channel-policy/',
    why: 'UpdateChannelPolicy sets the routing policy globally or for one channel.',
  },
  {
    kind: 'task',
    query: 'betweenness centrality of my node in the graph',
    expected: 'api/lnd/lightning/get-node-metrics/',
    why: 'GetNodeMetrics returns graph metrics, betweenness centrality being the one it computes.',
  },
  {
    kind: 'task',
    query: 'get a list of all onchain addresses my wallet created and their balances',
    expected: 'api/lnd/wallet-kit/list-addresses/',
    why: "WalletKit.ListAddresses lists the wallet's addresses per account with their balances.",
  },
  // ---- Tasks: lnd's sub-services.
  {
    kind: 'task',
    query: 'estimate routing fee to a destination before paying',
    expected: 'api/lnd/router/estimate-route-fee/',
    also: ['api/lnd/lightning/query-routes/'],
    why: 'Router.EstimateRouteFee estimates the fee to a destination or invoice by probing; QueryRoutes also returns routes with fees.',
  },
  {
    kind: 'task',
    query: 'forget previous payment failures so pathfinding starts from scratch',
    expected: 'api/lnd/router/reset-mission-control/',
    why: "ResetMissionControl clears mission control's record of past payment attempts.",
  },
  {
    kind: 'task',
    query: 'hold forwarded htlcs and decide whether to let them through',
    expected: 'api/lnd/router/htlc-interceptor/',
    why: 'HtlcInterceptor streams held forwards and lets the client resume, fail or settle each.',
  },
  {
    kind: 'task',
    query: 'temporarily stop routing through one channel without closing it',
    expected: 'api/lnd/router/update-chan-status/',
    why: 'UpdateChanStatus manually disables or enables a channel for forwarding.',
  },
  {
    kind: 'task',
    query: 'speed up a stuck unconfirmed on-chain transaction with cpfp',
    expected: 'api/lnd/wallet-kit/bump-fee/',
    why: 'WalletKit.BumpFee spends an output of the unconfirmed transaction at a higher fee (CPFP).',
  },
  {
    kind: 'task',
    query: 'which utxos are currently locked by the wallet',
    expected: 'api/lnd/wallet-kit/list-leases/',
    why: 'ListLeases lists the outputs that are leased (locked) and until when.',
  },
  {
    kind: 'task',
    query: 'import an xpub as a watch only account',
    expected: 'api/lnd/wallet-kit/import-account/',
    why: 'ImportAccount imports an extended public key as a watch-only account.',
  },
  {
    kind: 'task',
    query: 'drop an unconfirmed transaction that never made it to the mempool',
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    why: "RemoveTransaction deletes an unconfirmed transaction from the wallet's store.",
  },
  {
    kind: 'task',
    query: 'how many sats must stay in the wallet as reserve for anchor channels',
    expected: 'api/lnd/wallet-kit/required-reserve/',
    why: 'RequiredReserve returns the on-chain amount kept back for anchor channel fee bumping.',
  },
  {
    kind: 'task',
    query: "compute an ECDH shared secret with another node's pubkey",
    expected: 'api/lnd/signer/derive-shared-key/',
    why: 'Signer.DeriveSharedKey performs ECDH between a node key and an ephemeral public key.',
  },
  {
    kind: 'task',
    query: 'wait until a transaction has 3 confirmations',
    expected: 'api/lnd/chain-notifier/register-confirmations-ntfn/',
    why: 'ChainNotifier.RegisterConfirmationsNtfn notifies once a transaction reaches the requested confirmations.',
  },
  {
    kind: 'task',
    query: 'block hash at a given height',
    expected: 'api/lnd/chain-kit/get-block-hash/',
    also: ['api/lnd/neutrino-kit/get-block-hash/'],
    why: 'ChainKit.GetBlockHash returns the hash of the block at a height; NeutrinoKit has the same call for the light client.',
  },
  {
    kind: 'task',
    query: 'create an invoice I can settle later once I get the preimage',
    expected: 'api/lnd/invoices/add-hold-invoice/',
    why: 'Invoices.AddHoldInvoice creates an invoice from a hash only; it is settled later with the preimage.',
  },
  {
    kind: 'task',
    query: 'change my node alias and color without restarting lnd',
    expected: 'api/lnd/peers/update-node-announcement/',
    why: "Peers.UpdateNodeAnnouncement updates the node announcement's alias, color, addresses and features at runtime.",
  },
  {
    kind: 'task',
    query: 'connect my node to a watchtower to protect channels while offline',
    expected: 'api/lnd/watchtower-client/add-tower/',
    why: "WatchtowerClient.AddTower registers a tower for the client's backups.",
  },
  {
    kind: 'task',
    query: 'turn autopilot on or off at runtime',
    expected: 'api/lnd/autopilot/modify-status/',
    why: 'Autopilot.ModifyStatus enables or disables the autopilot agent.',
  },
  {
    kind: 'task',
    query: 'is a peer banned by my neutrino light client',
    expected: 'api/lnd/neutrino-kit/is-banned/',
    why: 'NeutrinoKit.IsBanned tells whether the neutrino backend has banned a peer.',
  },
  {
    kind: 'task',
    query: 'change the wallet unlock password',
    expected: 'api/lnd/wallet-unlocker/change-password/',
    why: "WalletUnlocker.ChangePassword changes the wallet's password.",
  },
  // ---- Tasks: loop, pool, faraday, taproot-assets, lit.
  {
    kind: 'task',
    query: 'automatically loop out when a channel runs low on inbound liquidity',
    expected: 'api/loop/swap-client/set-liquidity-params/',
    why: "SetLiquidityParams configures loop's liquidity manager (autoloop rules and budget).",
  },
  {
    kind: 'task',
    query: 'how much would a loop in cost me',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    why: 'GetLoopInQuote returns the fees of a loop in swap for an amount.',
  },
  {
    kind: 'task',
    query: 'get a reusable deposit address for loop in later',
    expected: 'api/loop/swap-client/new-static-address/',
    why: 'NewStaticAddress creates the static address whose deposits later fund loop ins.',
  },
  {
    kind: 'task',
    query: 'buy inbound liquidity by bidding for a channel lease',
    expected: 'api/pool/trader/submit-order/',
    why: 'Trader.SubmitOrder submits a bid (or ask) for channel leases in the auction.',
  },
  {
    kind: 'task',
    query: 'add more funds to my pool account',
    expected: 'api/pool/trader/deposit-account/',
    why: 'Trader.DepositAccount adds on-chain funds to an existing account.',
  },
  {
    kind: 'task',
    query: 'what fee does the pool auctioneer charge',
    expected: 'api/pool/trader/auction-fee/',
    why: "Trader.AuctionFee returns the auctioneer's current execution fee.",
  },
  {
    kind: 'task',
    query: 'accounting report of all on-chain and lightning activity for taxes',
    expected: 'api/faraday/faraday-server/node-audit/',
    why: "NodeAudit produces an accounting report of the node's on-chain and off-chain entries with fiat values.",
  },
  {
    kind: 'task',
    query: 'bitcoin price in usd at specific timestamps',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    why: 'ExchangeRate returns the fiat price of bitcoin at the requested timestamps.',
  },
  {
    kind: 'task',
    query: 'permanently destroy some units of my taproot asset',
    expected: 'api/taproot-assets/taproot-assets/burn-asset/',
    why: 'BurnAsset burns asset units provably.',
  },
  {
    kind: 'task',
    query: 'prove I own an asset without spending it',
    expected: 'api/taproot-assets/asset-wallet/prove-asset-ownership/',
    why: 'AssetWallet.ProveAssetOwnership creates an ownership proof for an asset the wallet holds.',
  },
  {
    kind: 'task',
    query: 'open a lightning channel funded with taproot assets',
    expected: 'api/taproot-assets/taproot-asset-channels/fund-channel/',
    why: 'TaprootAssetChannels.FundChannel opens an asset channel with a peer.',
  },
  {
    kind: 'task',
    query: 'ask a peer for a quote to sell my asset units',
    expected: 'api/taproot-assets/rfq/add-asset-sell-order/',
    why: 'Rfq.AddAssetSellOrder sends a sell request for quote to a peer.',
  },
  {
    kind: 'task',
    query: 'sync asset proofs from a universe server',
    expected: 'api/taproot-assets/universe/sync-universe/',
    why: 'Universe.SyncUniverse syncs issuance and transfer proofs from a remote universe.',
  },
  {
    kind: 'task',
    query: 'give someone limited remote access to my node with a pairing phrase',
    expected: 'api/lit/sessions/add-session/',
    why: 'Sessions.AddSession creates a Lightning Node Connect session, which yields the pairing phrase.',
  },
  {
    kind: 'task',
    query: 'create an off-chain account with a spending limit for a user',
    expected: 'api/lit/accounts/create-account/',
    why: 'Accounts.CreateAccount creates a virtual account with a balance the user cannot exceed.',
  },
  {
    kind: 'task',
    query: 'check whether loop and pool are running inside litd',
    expected: 'api/lit/status/sub-server-status/',
    why: "Status.SubServerStatus reports whether each of litd's sub-servers is running.",
  },

  // ---- Enum values: bare, next to their field, or a pasted JSON pair.
  {
    kind: 'enum',
    query: 'HYBRID_NESTED_WITNESS_PUBKEY_HASH',
    expected: 'api/lnd/wallet-kit/next-addr/',
    also: [
      'api/lnd/wallet-kit/list-accounts/',
      'api/lnd/wallet-kit/import-account/',
      'api/lnd/wallet-kit/import-public-key/',
    ],
    why: "walletrpc.AddressType is the type of NextAddr's request; ListAccounts, ImportAccount and ImportPublicKey also take it.",
  },
  {
    kind: 'enum',
    query: 'lookup_modifier HTLC_SET_ONLY',
    expected: 'api/lnd/invoices/lookup-invoice-v2/',
    why: 'LookupModifier is a field of LookupInvoiceMsg, the request of Invoices.LookupInvoiceV2.',
  },
  {
    kind: 'enum',
    query: '"action": "RESUME_MODIFIED"',
    expected: 'api/lnd/router/htlc-interceptor/',
    why: 'ResolveHoldForwardAction is the action the client sends in its HtlcInterceptor responses.',
  },
  {
    kind: 'enum',
    query: 'chan status action AUTO',
    expected: 'api/lnd/router/update-chan-status/',
    why: 'ChanStatusAction is the action of UpdateChanStatusRequest.',
  },
  {
    kind: 'enum',
    query: 'policy_type TAPROOT watchtower',
    expected: 'api/lnd/watchtower-client/policy/',
    also: ['api/lnd/watchtower-client/get-tower-info/', 'api/lnd/watchtower-client/list-towers/'],
    why: 'PolicyType is the request field of WatchtowerClient.Policy; tower session infos returned by GetTowerInfo and ListTowers report it.',
  },
  {
    kind: 'enum',
    query: 'AUTO_REASON_BUDGET_NOT_STARTED',
    expected: 'api/loop/swap-client/suggest-swaps/',
    why: 'AutoReason is only reported, in the disqualified channels of SuggestSwaps.',
  },
  {
    kind: 'enum',
    query: 'swap state INVOICE_SETTLED',
    expected: 'api/loop/swap-client/swap-info/',
    also: ['api/loop/swap-client/list-swaps/', 'api/loop/swap-client/monitor/'],
    why: 'SwapState is only reported, in the SwapStatus returned by SwapInfo, ListSwaps and Monitor.',
  },
  {
    kind: 'enum',
    query: 'min_node_tier TIER_1',
    expected: 'api/pool/trader/submit-order/',
    also: ['api/pool/channel-auctioneer/submit-order/'],
    why: "NodeTier is the bid's min_node_tier set in Trader.SubmitOrder (the auctioneer's SubmitOrder carries it on to the server).",
  },
  {
    kind: 'enum',
    query: '"fiat_backend": "COINCAP"',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    also: ['api/faraday/faraday-server/node-audit/'],
    why: 'FiatBackend is set in the requests of ExchangeRate and NodeAudit.',
  },
  {
    kind: 'enum',
    query: 'asset_type COLLECTIBLE mint',
    expected: 'api/taproot-assets/mint/mint-asset/',
    why: 'AssetType is set on the asset a MintAsset request mints.',
  },
  {
    kind: 'enum',
    query: 'ADDR_VERSION_V2',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    why: 'AddrVersion is the address_version of NewAddrRequest.',
  },
  {
    kind: 'enum',
    query: 'session type TYPE_MACAROON_ACCOUNT',
    expected: 'api/lit/sessions/add-session/',
    why: 'SessionType is the session_type of AddSessionRequest.',
  },

  // ---- Pasted errors from the daemons' Go handlers, with their noise.
  {
    kind: 'error',
    query: '[lncli] rpc error: code = Unknown desc = custom lock ID must be exactly 32 bytes',
    expected: 'api/lnd/wallet-kit/fund-psbt/',
    why: "WalletKit.FundPsbt's handler rejects a custom_lock_id that is not 32 bytes.",
  },
  {
    kind: 'error',
    query: '2 UNKNOWN: cannot label transaction with empty label',
    expected: 'api/lnd/wallet-kit/label-transaction/',
    why: 'LabelTransaction returns this (walletrpc ErrZeroLabel) for an empty label.',
  },
  {
    kind: 'error',
    query: '{"code":2,"message":"time preference out of range","details":[]}',
    expected: 'api/lnd/router/send-payment-v2/',
    why: 'The send request parser behind Router.SendPaymentV2 rejects a time_pref outside -1..1.',
  },
  {
    kind: 'error',
    query:
      '[lncli] rpc error: code = Unknown desc = unable to gracefully close channel while peer is offline (try force closing it instead): peer 02f1a8c87607f415c8f22c00593002775941dea48869ce23096af27b0cfdcc0b69 is not online',
    expected: 'api/lnd/lightning/close-channel/',
    why: "CloseChannel's handler returns this for a cooperative close with an offline peer.",
  },
  {
    kind: 'error',
    query: 'rpc error: code = Unknown desc = unable to bump fee of a confirmed transaction',
    expected: 'api/lnd/wallet-kit/bump-fee/',
    why: 'BumpFee refuses to sweep an output whose transaction already confirmed.',
  },
  {
    kind: 'error',
    query: '2 UNKNOWN: must provide at least one transaction',
    expected: 'api/lnd/wallet-kit/submit-package/',
    why: "WalletKit.SubmitPackage's handler returns this for an empty package.",
  },
  {
    kind: 'error',
    query: 'invalid alias value: node alias has non-utf8 characters',
    expected: 'api/lnd/peers/update-node-announcement/',
    why: 'Peers.UpdateNodeAnnouncement wraps the alias parse error in this message.',
  },
  {
    kind: 'error',
    query: '[lncli] rpc error: code = Unknown desc = unable to ask for RBF close: channel not found',
    expected: 'api/lnd/lightning/close-channel/',
    why: 'CloseChannel returns this when asking the RBF coop-close state machine for a fee bump fails.',
  },
  {
    kind: 'error',
    query:
      '[loop] rpc error: code = Unknown desc = cannot abandon swap in final state, state = SUCCESS, hash = 4f5c2b1de9a0c7b35e8b0f1a2d3c4b5a69788796a5b4c3d2e1f00112233445566',
    expected: 'api/loop/swap-client/abandon-swap/',
    why: "SwapClient.AbandonSwap's handler refuses swaps already in a final state.",
  },
  {
    kind: 'error',
    query:
      'rpc error: code = Unknown desc = channel balance too low for loop out amount: Requested swap amount of 500000 sats along with the maximum routing fee of 10010 sats is more than what can be routed given current state of the channel set',
    expected: 'api/loop/swap-client/loop-out/',
    why: "LoopOut's request validation returns this when the selected channels cannot route the amount.",
  },
  {
    kind: 'error',
    query: "can't withdraw all deposits while some deposits are unconfirmed",
    expected: 'api/loop/swap-client/withdraw-deposits/',
    why: 'WithdrawDeposits with all=true returns this when a static address deposit is unconfirmed.',
  },
  {
    kind: 'error',
    query:
      '[pool] rpc error: code = Unknown desc = acct=03b1c9a6e4f0d2c8a7e5b3f1d9c7a5e3b1f9d7c5a3e1b9f7d5c3a1e9b7f5d3c1a9 has open orders, cancel them before closing: [8a1b2c3d]',
    expected: 'api/pool/trader/close-account/',
    why: "Trader.CloseAccount's handler refuses to close an account with open orders.",
  },
  {
    kind: 'error',
    query: 'min units match must not exceed total order units',
    expected: 'api/pool/trader/submit-order/',
    also: ['api/pool/trader/offer-sidecar/'],
    why: 'Order parsing in SubmitOrder (and OfferSidecar, which parses its bid the same way) returns this.',
  },
  {
    kind: 'error',
    query: '[frcli] rpc error: code = Unknown desc = duplicate category regex: ^loop',
    expected: 'api/faraday/faraday-server/node-audit/',
    why: "NodeAudit's validation of custom categories rejects a label pattern used twice.",
  },
  {
    kind: 'error',
    query: '{"code":2,"message":"custom price points provided but custom fiat backend not set"}',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    also: ['api/faraday/faraday-server/node-audit/'],
    why: 'The price config parser used by ExchangeRate and NodeAudit returns this when prices come without the CUSTOM backend.',
  },
  {
    kind: 'error',
    query:
      '[tapcli] rpc error: code = Unknown desc = cannot create invoice for 250000000 msat, max routable amount is 180000000 msat',
    expected: 'api/taproot-assets/taproot-asset-channels/add-invoice/',
    why: "TaprootAssetChannels.AddInvoice validates the invoice amount against the asset channels' routable amount.",
  },
  {
    kind: 'error',
    query: '2 UNKNOWN: cannot add ourselves as a federation member',
    expected: 'api/taproot-assets/universe/add-federation-server/',
    also: ['api/taproot-assets/universe/push-proof/'],
    why: 'The federation server check run by AddFederationServer and PushProof refuses our own server.',
  },
  {
    kind: 'error',
    query: '[litcli] rpc error: code = Unknown desc = expiry must be in the future',
    expected: 'api/lit/sessions/add-session/',
    also: ['api/lit/autopilot/add-autopilot-session/'],
    why: 'AddSession and AddAutopilotSession both reject an expiry in the past.',
  },

  // ---- Misspelt RPC and CLI names.
  {
    kind: 'typo',
    query: 'lncli fwdinghistroy',
    expected: 'api/lnd/lightning/forwarding-history/',
    why: '`lncli fwdinghistory` calls ForwardingHistory.',
  },
  {
    kind: 'typo',
    query: 'SubscribeChanelEvents',
    expected: 'api/lnd/lightning/subscribe-channel-events/',
    why: 'SubscribeChannelEvents with one n missing.',
  },
  {
    kind: 'typo',
    query: 'GetMisionControlConfig',
    expected: 'api/lnd/router/get-mission-control-config/',
    why: 'Router.GetMissionControlConfig misspelt.',
  },
  {
    kind: 'typo',
    query: 'PendingSweps',
    expected: 'api/lnd/wallet-kit/pending-sweeps/',
    why: 'WalletKit.PendingSweeps misspelt.',
  },
  {
    kind: 'typo',
    query: 'SignOutputRaww',
    expected: 'api/lnd/signer/sign-output-raw/',
    why: 'Signer.SignOutputRaw with a doubled letter.',
  },
  {
    kind: 'typo',
    query: 'loop instnatout',
    expected: 'api/loop/swap-client/instant-out/',
    why: '`loop instantout` calls InstantOut.',
  },
  {
    kind: 'typo',
    query: 'tapcli assets mint finalise',
    expected: 'api/taproot-assets/mint/finalize-batch/',
    why: '`tapcli assets mint finalize` (British spelling) calls Mint.FinalizeBatch.',
  },
  {
    kind: 'typo',
    query: 'RevokeSesion',
    expected: 'api/lit/sessions/revoke-session/',
    why: 'Sessions.RevokeSession misspelt.',
  },

  // ---- Daemon-qualified queries.
  {
    kind: 'daemon',
    query: 'loop getinfo',
    expected: 'api/loop/swap-client/get-info/',
    why: "loop's own GetInfo, not lnd's.",
  },
  {
    kind: 'daemon',
    query: 'pool list accounts',
    expected: 'api/pool/trader/list-accounts/',
    why: "Pool's Trader.ListAccounts, not walletrpc's or lit's ListAccounts.",
  },
  {
    kind: 'daemon',
    query: 'litd list accounts',
    expected: 'api/lit/accounts/list-accounts/',
    why: "lit's Accounts.ListAccounts.",
  },
  {
    kind: 'daemon',
    query: 'tapd stop daemon',
    expected: 'api/taproot-assets/taproot-assets/stop-daemon/',
    why: "taproot-assets' StopDaemon, not lnd's, loop's, pool's or lit's.",
  },
  {
    kind: 'daemon',
    query: 'taproot assets list utxos',
    expected: 'api/taproot-assets/taproot-assets/list-utxos/',
    why: "taproot-assets' ListUtxos, not lnd's ListUnspent.",
  },
  {
    kind: 'daemon',
    query: 'walletrpc list unspent',
    expected: 'api/lnd/wallet-kit/list-unspent/',
    why: "The WalletKit sub-service's ListUnspent, not the Lightning service's.",
  },
  {
    kind: 'daemon',
    query: 'signrpc verify message',
    expected: 'api/lnd/signer/verify-message/',
    why: 'Signer.VerifyMessage, not Lightning.VerifyMessage.',
  },
  {
    kind: 'daemon',
    query: 'lnd watchtower server get info',
    expected: 'api/lnd/watchtower/get-info/',
    why: "The watchtower server's own GetInfo (watchtowerrpc), not the Lightning service's.",
  },

  // ---- REST paths with concrete values.
  {
    kind: 'rest-value',
    query:
      'GET /v2/router/mc/probability/02f1a8c87607f415c8f22c00593002775941dea48869ce23096af27b0cfdcc0b69/03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f/100000',
    expected: 'api/lnd/router/query-probability/',
    why: 'GET /v2/router/mc/probability/{from_node}/{to_node}/{amt_msat} is QueryProbability.',
  },
  {
    kind: 'rest-value',
    query: 'DELETE /v2/watchtower/client/03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f',
    expected: 'api/lnd/watchtower-client/remove-tower/',
    why: 'DELETE /v2/watchtower/client/{pubkey} is WatchtowerClient.RemoveTower.',
  },
  {
    kind: 'rest-value',
    query: 'curl https://localhost:8080/v1/graph/edge/893456201483026433',
    expected: 'api/lnd/lightning/get-chan-info/',
    why: 'GET /v1/graph/edge/{chan_id} is GetChanInfo.',
  },
  {
    kind: 'rest-value',
    query: '/v1/channels/backup/a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90/1',
    expected: 'api/lnd/lightning/export-channel-backup/',
    why: 'GET /v1/channels/backup/{chan_point.funding_txid_str}/{chan_point.output_index} is ExportChannelBackup.',
  },
  {
    kind: 'rest-value',
    query: 'GET /v1/loop/swap/4f5c2b1de9a0c7b35e8b0f1a2d3c4b5a69788796a5b4c3d2e1f00112233445566',
    expected: 'api/loop/swap-client/swap-info/',
    why: "GET /v1/loop/swap/{id} is loop's SwapInfo.",
  },
  {
    kind: 'rest-value',
    query: '/v1/taproot-assets/assets/meta/asset-id/9e1c7a4b2d3f5e6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/',
    why: 'GET /v1/taproot-assets/assets/meta/asset-id/{asset_id_str} is FetchAssetMeta.',
  },
];
