import type { RealisticCase } from './realistic-set.ts';

/**
 * Held-out search-relevance set no. 20 (100 queries).
 *
 * Written on 2026-11-29 by someone who had not read the search engine's code, its
 * documentation or the other sets' queries, and who ran no search (nor the test suite,
 * the benchmark, the dev server or a build) before committing. Queries were written
 * from the upstream protos, REST rules and Go handlers in /work/shared/protos and the
 * page paths of a prebuilt copy of the site without its search index.
 *
 * How the 45 `task` queries were chosen: every live method page of the newest release
 * of each daemon (paths `api/<daemon>/<service>/<method>/` of the built site, leaving out
 * `errors/`, `history/` and older-release `v0.*` / `v0.7.2` trees, and the 11 pages whose
 * title says "(removed)") was listed: 382 pages, 172 lnd and 210 of the other five daemons.
 * Each list was sorted, then shuffled with a Fisher-Yates shuffle driven by mulberry32
 * seeded 4242 (i from the end down to 1, j = floor(rand() * (i + 1))). The first 22 of the
 * shuffled lnd list and the first 23 of the shuffled other list were taken in draw order.
 * No draw was skipped: every drawn RPC has a plausible developer task, including the
 * `dev`-build-only loop `Debug.ForceAutoLoop` (regtest testing of autoloop) and the pool
 * RPCs served by the auctioneer (`ChannelAuctioneer.BatchSnapshots`, `HashMail.SendStream`),
 * which a client of the auctioneer or of the mailbox calls. Task queries are the words of a
 * developer who has the task but does not know the RPC's name.
 *
 * How expected pages were judged: only from the protos' comments and messages, the
 * `*.yaml` REST rules, the Go handlers (lnd rpcserver.go and sub-servers, loopd
 * swapclient_server.go, pool rpcserver.go, taproot-assets rpcserver, LiT session and
 * accounts rpcservers, faraday frdrpcserver) and the built pages. `error` cases point at
 * the RPC whose handler returns the string (`also` when several handlers return it);
 * `enum` cases at the RPC whose request sets the value, or for a value that is only
 * reported, at an RPC returning it (`also` for the other RPCs returning the same message).
 * Every `expected` and `also` path was checked to exist in the built site as a page of the
 * newest release.
 */
export const HOLDOUT_20_SET: RealisticCase[] = [
  // ---- task: lnd draws 1-22 ----
  {
    query: 'see what lnd has learned about which node pairs failed or succeeded in past payment attempts',
    expected: 'api/lnd/router/query-mission-control/',
    kind: 'task',
    why: 'lnd draw 1: QueryMissionControl exposes mission control state (per-pair success/failure history).',
  },
  {
    query: 'connect my node to a watchtower',
    expected: 'api/lnd/watchtower-client/add-tower/',
    kind: 'task',
    why: 'lnd draw 2: WatchtowerClient.AddTower adds a watchtower the client backs up to.',
  },
  {
    query: 'how do I get rid of an invoice I already cancelled so it is gone from the db',
    expected: 'api/lnd/lightning/delete-canceled-invoice/',
    kind: 'task',
    why: 'lnd draw 3: DeleteCanceledInvoice removes a canceled invoice from the database.',
  },
  {
    query: 'pay over a route I built by hand for a circular rebalance',
    expected: 'api/lnd/router/send-to-route-v2/',
    kind: 'task',
    why: 'lnd draw 4: SendToRouteV2 sends a payment over a fully specified route (rebalancing, atomic swaps).',
  },
  {
    query: 'get notified each time an htlc is forwarded, settled or fails on my node',
    expected: 'api/lnd/router/subscribe-htlc-events/',
    kind: 'task',
    why: 'lnd draw 5: SubscribeHtlcEvents streams htlc events.',
  },
  {
    query: 'how many nodes and channels are in the lightning network graph',
    expected: 'api/lnd/lightning/get-network-info/',
    kind: 'task',
    why: 'lnd draw 6: GetNetworkInfo returns basic stats about the known channel graph.',
  },
  {
    query: 'wait until a tx reaches 6 confirmations and get a notification',
    expected: 'api/lnd/chain-notifier/register-confirmations-ntfn/',
    kind: 'task',
    why: 'lnd draw 7: ChainNotifier.RegisterConfirmationsNtfn notifies once a tx/script reaches the requested confirmations.',
  },
  {
    query: 'my wallet still lists an unconfirmed tx that will never confirm, how do I drop it from the wallet',
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    kind: 'task',
    why: "lnd draw 8: WalletKit.RemoveTransaction removes a transaction from the wallet's internal store.",
  },
  {
    query: 'deliver an onion routed message to another lightning node',
    expected: 'api/lnd/lightning/send-onion-message/',
    kind: 'task',
    why: 'lnd draw 9: SendOnionMessage sends an onion message to a peer.',
  },
  {
    query: 'follow the status of a payment I already started using its payment hash',
    expected: 'api/lnd/router/track-payment-v2/',
    kind: 'task',
    why: 'lnd draw 10: TrackPaymentV2 streams updates for the payment identified by its hash.',
  },
  {
    query: 'create a bolt11 invoice to receive 5000 sats',
    expected: 'api/lnd/lightning/add-invoice/',
    kind: 'task',
    why: 'lnd draw 11: AddInvoice creates a new invoice.',
  },
  {
    query: 'kick a bitcoin p2p peer off the neutrino light client backend',
    expected: 'api/lnd/neutrino-kit/disconnect-peer/',
    kind: 'task',
    why: 'lnd draw 12: NeutrinoKit.DisconnectPeer disconnects a bitcoin peer of the neutrino backend (not the Lightning peer RPC).',
  },
  {
    query: 'broadcast a parent and child transaction together so the child pays for the parent',
    expected: 'api/lnd/wallet-kit/submit-package/',
    kind: 'task',
    why: 'lnd draw 13: WalletKit.SubmitPackage submits a package of related transactions for atomic acceptance.',
  },
  {
    query: 'how much do I have in my channels, local vs remote side',
    expected: 'api/lnd/lightning/channel-balance/',
    kind: 'task',
    why: 'lnd draw 14: ChannelBalance reports local/remote (pending, unsettled) balances across open channels.',
  },
  {
    query: 'shut down lnd gracefully through the api',
    expected: 'api/lnd/lightning/stop-daemon/',
    kind: 'task',
    why: 'lnd draw 15: StopDaemon triggers a graceful shutdown.',
  },
  {
    query: 'generate a fresh on-chain deposit address',
    expected: 'api/lnd/lightning/new-address/',
    kind: 'task',
    why: 'lnd draw 16: NewAddress creates a new address of the wallet.',
  },
  {
    query: 'lock a utxo so coin selection will not spend it for a while',
    expected: 'api/lnd/wallet-kit/lease-output/',
    kind: 'task',
    why: 'lnd draw 17: WalletKit.LeaseOutput locks an output against coin selection until the lease expires.',
  },
  {
    query: 'how can I watch a taproot output with a script tree as watch-only in the lnd wallet',
    expected: 'api/lnd/wallet-kit/import-tapscript/',
    kind: 'task',
    why: 'lnd draw 18: WalletKit.ImportTapscript imports a Taproot script and internal key as a watch-only output.',
  },
  {
    query: 'pay a lightning invoice and stream the progress updates',
    expected: 'api/lnd/router/send-payment-v2/',
    kind: 'task',
    why: 'lnd draw 19: Router.SendPaymentV2 pays a payment request and returns a stream of payment updates.',
  },
  {
    query: 'did neutrino ban this bitcoin peer?',
    expected: 'api/lnd/neutrino-kit/is-banned/',
    kind: 'task',
    why: 'lnd draw 20: NeutrinoKit.IsBanned returns whether a peer is banned.',
  },
  {
    query: 'broadcast a raw signed transaction hex via lnd',
    expected: 'api/lnd/wallet-kit/publish-transaction/',
    kind: 'task',
    why: 'lnd draw 21: WalletKit.PublishTransaction publishes a transaction to the network.',
  },
  {
    query: 'what amount, destination and expiry are inside this lnbc invoice string',
    expected: 'api/lnd/lightning/decode-pay-req/',
    kind: 'task',
    why: 'lnd draw 22: DecodePayReq decodes an encoded payment request into its fields.',
  },

  // ---- task: other daemons, draws 1-23 ----
  {
    query:
      'someone is buying me a channel and sent me a sidecar ticket, how do I add my node info to it as the recipient',
    expected: 'api/pool/trader/register-sidecar/',
    kind: 'task',
    why: 'other draw 1: pool RegisterSidecar is step 2/4 of sidecar negotiation, run by the recipient.',
  },
  {
    query: 'how much will it cost to swap 500k sats from lightning to on-chain',
    expected: 'api/loop/swap-client/loop-out-quote/',
    kind: 'task',
    why: 'other draw 2: loop LoopOutQuote quotes a loop out swap for an amount.',
  },
  {
    query: 'which reservations has the loop server opened for me for instant out',
    expected: 'api/loop/swap-client/list-reservations/',
    kind: 'task',
    why: 'other draw 3: loop ListReservations lists reservations the server opened to us.',
  },
  {
    query: 'get the metadata a taproot asset was minted with',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/',
    kind: 'task',
    why: "other draw 4: tapd FetchAssetMeta returns an asset's reveal meta data by asset ID or meta hash.",
  },
  {
    query: 'abort a sidecar channel ticket I offered in pool',
    expected: 'api/pool/trader/cancel-sidecar/',
    kind: 'task',
    why: 'other draw 5: pool CancelSidecar cancels a sidecar ticket (and maybe its bid).',
  },
  {
    query: 'minimum and maximum amount the server allows for swapping lightning funds out to chain',
    expected: 'api/loop/swap-client/loop-out-terms/',
    kind: 'task',
    why: "other draw 6: loop LoopOutTerms returns the server's loop out terms (min/max amount).",
  },
  {
    query: 'shut my pool account and get the funds back into my lnd wallet',
    expected: 'api/pool/trader/close-account/',
    kind: 'task',
    why: 'other draw 7: pool CloseAccount closes an account and returns its funds to the lnd wallet.',
  },
  {
    query: 'open the write side of a hashmail cipher box pipe to push encrypted messages',
    expected: 'api/pool/hash-mail/send-stream/',
    kind: 'task',
    why: 'other draw 8: HashMail.SendStream opens the write side of a CipherBox pipe.',
  },
  {
    query: 'show the loop daemon version and a summary of my swaps',
    expected: 'api/loop/swap-client/get-info/',
    kind: 'task',
    why: 'other draw 9: loop GetInfo returns basic information about loopd (version, swap stats).',
  },
  {
    query: 'watch live status updates of my running loop swaps',
    expected: 'api/loop/swap-client/monitor/',
    kind: 'task',
    why: 'other draw 10: loop Monitor streams updates for active swaps.',
  },
  {
    query: 'follow lightning payments that carry taproot assets and see the asset amounts in each htlc',
    expected: 'api/taproot-assets/taproot-asset-channels/track-payment/',
    kind: 'task',
    why: 'other draw 11: tapchannelrpc TrackPayment streams payment updates involving Taproot Assets with decoded asset amounts.',
  },
  {
    query: 'make autoloop run right now on regtest instead of waiting for the timer',
    expected: 'api/loop/debug/force-auto-loop/',
    kind: 'task',
    why: 'other draw 12: loop Debug.ForceAutoLoop ticks the autoloop timer (testing only).',
  },
  {
    query: 'check a proof that someone really owns a taproot asset',
    expected: 'api/taproot-assets/asset-wallet/verify-asset-ownership/',
    kind: 'task',
    why: 'other draw 13: AssetWallet.VerifyAssetOwnership verifies an asset ownership proof.',
  },
  {
    query: 'what are the universe federation sync settings of my tapd',
    expected: 'api/taproot-assets/universe/query-federation-sync-config/',
    kind: 'task',
    why: 'other draw 14: Universe.QueryFederationSyncConfig queries the federation sync configuration.',
  },
  {
    query: 'fetch several past pool batches in one call from the auctioneer server',
    expected: 'api/pool/channel-auctioneer/batch-snapshots/',
    also: ['api/pool/trader/batch-snapshots/'],
    kind: 'task',
    why: "other draw 15: ChannelAuctioneer.BatchSnapshots (auctioneer side); poold's Trader.BatchSnapshots does the same for a trader.",
  },
  {
    query: 'derive a new internal key for a key family in tapd',
    expected: 'api/taproot-assets/asset-wallet/next-internal-key/',
    kind: 'task',
    why: 'other draw 16: AssetWallet.NextInternalKey derives the next internal key for a key family.',
  },
  {
    query: 'history of asset htlcs my edge node settled when routing taproot asset payments',
    expected: 'api/taproot-assets/rfq/forwarding-history/',
    kind: 'task',
    why: 'other draw 17: rfqrpc ForwardingHistory lists completed (settled) asset forwarding events.',
  },
  {
    query: 'refill my channel from on-chain coins with a swap',
    expected: 'api/loop/swap-client/loop-in/',
    kind: 'task',
    why: 'other draw 18: loop LoopIn starts a swap from on-chain funds into a channel.',
  },
  {
    query: 'how many proofs and assets does my universe server know about',
    expected: 'api/taproot-assets/universe/universe-stats/',
    kind: 'task',
    why: 'other draw 19: Universe.UniverseStats returns aggregate counts (syncs, proofs, assets).',
  },
  {
    query: 'audit log of the requests an lnc session made against my node in lightning terminal',
    expected: 'api/lit/firewall/list-actions/',
    kind: 'task',
    why: 'other draw 20: LiT Firewall.ListActions lists actions performed on the node (request logger).',
  },
  {
    query: 'look up one taproot asset by its group key with filters',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset/',
    kind: 'task',
    why: 'other draw 21: tapd FetchAsset fetches assets by asset ID or group key with optional filters.',
  },
  {
    query: 'show all my instant loop outs and what state they are in',
    expected: 'api/loop/swap-client/list-instant-outs/',
    kind: 'task',
    why: 'other draw 22: loop ListInstantOuts lists known instant out swaps and their status.',
  },
  {
    query: 'how do I pay a lightning invoice with USDT from a taproot asset channel',
    expected: 'api/taproot-assets/taproot-asset-channels/send-payment/',
    kind: 'task',
    why: 'other draw 23: tapchannelrpc SendPayment pays invoices or keysends with an asset amount.',
  },

  // ---- error ----
  {
    query: 'rpc error: code = Unknown desc = specify at least one channel',
    expected: 'api/lnd/lightning/batch-open-channel/',
    kind: 'error',
    why: 'lnd rpcserver.go BatchOpenChannel returns it when the channels list is empty.',
  },
  {
    query: 'cannot co-op close frozen channel as initiator until height=871250, (current_height=870812)',
    expected: 'api/lnd/lightning/close-channel/',
    kind: 'error',
    why: 'lnd rpcserver.go CloseChannel refuses a cooperative close of a frozen channel before its thaw height.',
  },
  {
    query: '[lncli] rpc error: code = Unknown desc = payment hash must be exactly 32 bytes, is instead 20',
    expected: 'api/lnd/lightning/lookup-invoice/',
    kind: 'error',
    why: 'lnd rpcserver.go LookupInvoice checks the r_hash length.',
  },
  {
    query: 'address: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh is not valid for this network: testnet3',
    expected: 'api/lnd/lightning/send-coins/',
    kind: 'error',
    why: 'lnd rpcserver.go SendCoins rejects an address of another network.',
  },
  {
    query:
      '{"code":2,"message":"transaction with txid=9ae0f7931b41516f18f90d9c4292c905a45a877fac543bd6dede216a2850f8aa not found in the internal wallet store","details":[]}',
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    kind: 'error',
    why: 'walletkit_server.go RemoveTransaction returns it for an unknown txid (REST error body).',
  },
  {
    query: 'rpc error: code = Unknown desc = id must be 32 random bytes',
    expected: 'api/lnd/wallet-kit/lease-output/',
    also: ['api/lnd/wallet-kit/release-output/'],
    kind: 'error',
    why: 'walletkit_server.go LeaseOutput and ReleaseOutput both check the lock ID length.',
  },
  {
    query: 'time specification required: either delete_before_time or delete_before_duration must be provided',
    expected: 'api/lnd/router/delete-forwarding-history/',
    kind: 'error',
    why: 'router_server.go DeleteForwardingHistory requires one of its two time fields.',
  },
  {
    query: 'rpc error: code = Unknown desc = specify either a destination or an invoice',
    expected: 'api/lnd/router/estimate-route-fee/',
    kind: 'error',
    why: 'router_server.go EstimateRouteFee needs a dest or a payment request.',
  },
  {
    query:
      '[loop] rpc error: code = Unknown desc = cannot abandon swap in final state, state = Success, hash = 8cf364b080e27e11d38db402be70aca52162e52e6e8e2fd3159749092cf8cf1f',
    expected: 'api/loop/swap-client/abandon-swap/',
    kind: 'error',
    why: 'loopd swapclient_server.go AbandonSwap refuses swaps already in a final state.',
  },
  {
    query: 'loop_out_channel and outgoing_chan_ids are mutually exclusive',
    expected: 'api/loop/swap-client/loop-out/',
    kind: 'error',
    why: 'loopd swapclient_server.go LoopOut rejects both channel restrictions at once.',
  },
  {
    query: 'fast flag is only available for static address requests',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    kind: 'error',
    why: 'loopd swapclient_server.go GetLoopInQuote allows fast only for static address loop-in quotes.',
  },
  {
    query:
      'rpc error: code = Unknown desc = acct=03fe4e7d17811bd91298fda0a5251f681547ff9ebeab16fb06432594da1013efc6 has open orders, cancel them before closing: [18c283c5df1f34d7e753185c3b35258418d7f72457f1cc0818ca8da3134b633c]',
    expected: 'api/pool/trader/close-account/',
    kind: 'error',
    why: 'pool rpcserver.go CloseAccount refuses while the account has open orders.',
  },
  {
    query: '[pool] rpc error: code = Unknown desc = recovery already in progress',
    expected: 'api/pool/trader/recover-accounts/',
    kind: 'error',
    why: 'pool rpcserver.go RecoverAccounts guards against a second concurrent recovery.',
  },
  {
    query: '[tapcli] rpc error: code = Unknown desc = cannot specify both batch_key and batch_key_string',
    expected: 'api/taproot-assets/mint/list-batches/',
    kind: 'error',
    why: 'taproot-assets rpcserver.go ListBatches accepts only one of the two batch key filters.',
  },
  {
    query: 'no proof courier address provided',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    kind: 'error',
    why: 'taproot-assets rpcserver.go NewAddr needs a proof courier address.',
  },
  {
    query: 'rpc error: code = Unknown desc = channel-open is not a features provided by the Autopilot server',
    expected: 'api/lit/autopilot/add-autopilot-session/',
    kind: 'error',
    why: 'LiT session_rpcserver.go AddAutopilotSession rejects a feature the autopilot server does not offer.',
  },
  {
    query: 'index_offset out of range',
    expected: 'api/lit/accounts/account-payments/',
    kind: 'error',
    why: 'LiT accounts/rpcserver.go AccountPayments checks index_offset against the payment count.',
  },
  {
    query: 'start time: 2026-11-01 00:00:00 +0000 UTC after end: 2026-10-01 00:00:00 +0000 UTC',
    expected: 'api/faraday/faraday-server/node-audit/',
    kind: 'error',
    why: 'faraday validateTimes, called only by the NodeAudit handler (node_audit.go).',
  },

  // ---- enum ----
  {
    query: 'UNUSED_TAPROOT_PUBKEY',
    expected: 'api/lnd/lightning/new-address/',
    kind: 'enum',
    why: 'lnrpc.AddressType value set in NewAddressRequest.type.',
  },
  {
    query: 'FULLY_RESOLVED_CHANNEL',
    expected: 'api/lnd/lightning/subscribe-channel-events/',
    kind: 'enum',
    why: 'ChannelEventUpdate.UpdateType value, only reported by SubscribeChannelEvents.',
  },
  {
    query: 'failure_reason FAILURE_REASON_INSUFFICIENT_BALANCE',
    expected: 'api/lnd/router/send-payment-v2/',
    also: ['api/lnd/router/track-payment-v2/', 'api/lnd/router/track-payments/', 'api/lnd/lightning/list-payments/'],
    kind: 'enum',
    why: 'lnrpc.PaymentFailureReason reported in Payment, returned by SendPaymentV2 and the payment tracking/listing RPCs.',
  },
  {
    query: 'action RESUME_MODIFIED',
    expected: 'api/lnd/router/htlc-interceptor/',
    kind: 'enum',
    why: 'routerrpc.ResolveHoldForwardAction set in ForwardHtlcInterceptResponse sent on the HtlcInterceptor stream.',
  },
  {
    query: '"change_type": "CHANGE_ADDRESS_TYPE_P2TR"',
    expected: 'api/lnd/wallet-kit/fund-psbt/',
    kind: 'enum',
    why: 'walletrpc.ChangeAddressType set in FundPsbtRequest.change_type.',
  },
  {
    query: 'SIGN_METHOD_TAPROOT_KEY_SPEND_BIP0086',
    expected: 'api/lnd/signer/sign-output-raw/',
    also: ['api/lnd/signer/compute-input-script/'],
    kind: 'enum',
    why: 'signrpc.SignMethod set in SignDescriptor.sign_method, the sign_descs of SignOutputRaw and ComputeInputScript.',
  },
  {
    query: 'FAILURE_REASON_INSUFFICIENT_VALUE',
    expected: 'api/loop/swap-client/swap-info/',
    also: ['api/loop/swap-client/monitor/', 'api/loop/swap-client/list-swaps/'],
    kind: 'enum',
    why: 'looprpc.FailureReason reported in SwapStatus, returned by SwapInfo, Monitor and ListSwaps.',
  },
  {
    query: 'AUTO_REASON_BUDGET_NOT_STARTED',
    expected: 'api/loop/swap-client/suggest-swaps/',
    kind: 'enum',
    why: 'looprpc.AutoReason reported for disqualified channels in SuggestSwapsResponse.',
  },
  {
    query: 'ORDER_PARTIALLY_FILLED',
    expected: 'api/pool/trader/list-orders/',
    also: ['api/pool/channel-auctioneer/order-state/'],
    kind: 'enum',
    why: "OrderState reported in Order.state and order events, returned by pool ListOrders; the auctioneer's OrderState RPC also returns it.",
  },
  {
    query: '"session_type": "TYPE_MACAROON_READONLY"',
    expected: 'api/lit/sessions/add-session/',
    kind: 'enum',
    why: 'litrpc.SessionType set in AddSessionRequest.session_type.',
  },
  {
    query: 'asset_type COLLECTIBLE',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'enum',
    why: 'taprpc.AssetType set in mintrpc MintAsset.asset_type of a MintAssetRequest.',
  },
  {
    query: 'granularity FIVE_MINUTES',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    also: ['api/faraday/faraday-server/node-audit/'],
    kind: 'enum',
    why: 'frdrpc.Granularity set in ExchangeRateRequest.granularity and NodeAuditRequest.granularity.',
  },

  // ---- typo ----
  {
    query: 'lookup invocie',
    expected: 'api/lnd/lightning/lookup-invoice/',
    kind: 'typo',
    why: 'Misspelt LookupInvoice.',
  },
  {
    query: 'walet balance',
    expected: 'api/lnd/lightning/wallet-balance/',
    kind: 'typo',
    why: 'Misspelt WalletBalance.',
  },
  {
    query: 'conect peer',
    expected: 'api/lnd/lightning/connect-peer/',
    kind: 'typo',
    why: 'Misspelt ConnectPeer.',
  },
  {
    query: 'closd channels',
    expected: 'api/lnd/lightning/closed-channels/',
    kind: 'typo',
    why: 'Misspelt ClosedChannels.',
  },
  {
    query: 'bump fee transacton',
    expected: 'api/lnd/wallet-kit/bump-fee/',
    kind: 'typo',
    why: 'Misspelt phrase for WalletKit.BumpFee.',
  },
  {
    query: 'mint asest',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'typo',
    why: 'Misspelt MintAsset.',
  },
  {
    query: 'loop in qoute',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    kind: 'typo',
    why: 'Misspelt loop in quote (GetLoopInQuote).',
  },
  {
    query: 'descrbe graph',
    expected: 'api/lnd/lightning/describe-graph/',
    kind: 'typo',
    why: 'Misspelt DescribeGraph.',
  },

  // ---- daemon ----
  {
    query: 'loop in terms',
    expected: 'api/loop/swap-client/get-loop-in-terms/',
    kind: 'daemon',
    why: 'loop GetLoopInTerms returns the server terms for loop in.',
  },
  {
    query: 'tapcli addrs new',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    kind: 'daemon',
    why: 'NewAddr is documented as tapcli: `addrs new`.',
  },
  {
    query: 'lncli bakemacaroon',
    expected: 'api/lnd/lightning/bake-macaroon/',
    kind: 'daemon',
    why: 'BakeMacaroon is what lncli bakemacaroon calls.',
  },
  {
    query: 'walletrpc list sweeps',
    expected: 'api/lnd/wallet-kit/list-sweeps/',
    kind: 'daemon',
    why: 'walletrpc.WalletKit.ListSweeps.',
  },
  {
    query: 'pool accounts new',
    expected: 'api/pool/trader/init-account/',
    kind: 'daemon',
    why: 'InitAccount is documented as pool: `accounts new`.',
  },
  {
    query: 'frcli revenue',
    expected: 'api/faraday/faraday-server/revenue-report/',
    kind: 'daemon',
    why: 'RevenueReport is documented as frcli: `revenue`.',
  },
  {
    query: 'litcli sessions add',
    expected: 'api/lit/sessions/add-session/',
    kind: 'daemon',
    why: 'AddSession is documented as litcli: `sessions add`.',
  },
  {
    query: 'chainrpc spend notification',
    expected: 'api/lnd/chain-notifier/register-spend-ntfn/',
    kind: 'daemon',
    why: 'chainrpc.ChainNotifier.RegisterSpendNtfn notifies when an outpoint is spent.',
  },
  {
    query: 'routerrpc import mission control',
    expected: 'api/lnd/router/x-import-mission-control/',
    kind: 'daemon',
    why: 'routerrpc.Router.XImportMissionControl imports mission control state.',
  },

  // ---- rest-value ----
  {
    query: 'GET /v1/graph/edge/917605497208848385',
    expected: 'api/lnd/lightning/get-chan-info/',
    kind: 'rest-value',
    why: 'lightning.yaml: GetChanInfo is get /v1/graph/edge/{chan_id}.',
  },
  {
    query: 'DELETE /v1/channels/de5778ee706ad78f5d7181fa9032fc1e55d8cd5328c498c1c7ffb08a4792cfa4/1?sat_per_vbyte=12',
    expected: 'api/lnd/lightning/close-channel/',
    kind: 'rest-value',
    why: 'lightning.yaml: CloseChannel is delete /v1/channels/{channel_point.funding_txid_str}/{channel_point.output_index}.',
  },
  {
    query: 'curl https://localhost:8080/v2/router/track/2vGyuPADiFBMnab_hQX3b2se5GCRB8jtFIQF_0DfVoo',
    expected: 'api/lnd/router/track-payment-v2/',
    kind: 'rest-value',
    why: 'router.yaml: TrackPaymentV2 is get /v2/router/track/{payment_hash} (bytes as base64url).',
  },
  {
    query: 'GET /v1/loop/in/quote/300000?conf_target=6',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    kind: 'rest-value',
    why: 'client.yaml: GetLoopInQuote is get /v1/loop/in/quote/{amt}.',
  },
  {
    query: 'DELETE /v1/pool/orders/GsuwUZPObcmPLHMtvomaRkT0891wlEdmm4kD761znE4',
    expected: 'api/pool/trader/cancel-order/',
    kind: 'rest-value',
    why: 'trader.yaml: CancelOrder is delete /v1/pool/orders/{order_nonce}.',
  },
  {
    query: 'GET /v1/taproot-assets/assets/transfers/1acbb05193ce6dc98f2c732dbe899a4644f4f3dd709447669b8903efad739c4e',
    expected: 'api/taproot-assets/taproot-assets/list-transfers/',
    kind: 'rest-value',
    why: 'taprootassets.yaml: ListTransfers has the additional binding get /v1/taproot-assets/assets/transfers/{anchor_txid} (hex txid string).',
  },
  {
    query: 'POST /v1/accounts/credit/854af635e2cb9168 {"amount":"50000"}',
    expected: 'api/lit/accounts/credit-account/',
    kind: 'rest-value',
    why: 'lit-accounts.yaml: CreditAccount is post /v1/accounts/credit/{account.id}.',
  },
  {
    query: 'GET /v1/faraday/outliers/REVENUE?outlier_multiplier=3&rec_request.minimum_monitored=604800',
    expected: 'api/faraday/faraday-server/outlier-recommendations/',
    kind: 'rest-value',
    why: 'faraday.yaml: OutlierRecommendations is get /v1/faraday/outliers/{rec_request.metric}.',
  },
];
