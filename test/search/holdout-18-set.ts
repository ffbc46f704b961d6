import type { RealisticCase } from './realistic-set.ts';

/**
 * Held-out search-relevance set 18 (blind).
 *
 * Written on 2026-11-29 by someone who had not read the search engine's code, its
 * documentation (docs/search*.md) or the other sets' queries, and who ran no search
 * (nor the tests, the benchmark or the dev server) before committing. Sources read:
 * /work/shared/protos (protos, REST rules `*.yaml`, Go handlers, CLI sources), the
 * project README and a built copy of the site without its search index (page paths,
 * page Markdown).
 *
 * How the `task` queries were chosen: every live method page of the newest release of
 * each daemon (`api/<daemon>/<service>/<method>/` with an index.html; older releases'
 * `/v0.*` trees left out; the 11 pages of RPCs removed in the newest release left out:
 * lnd Lightning.SendPayment, SendPaymentSync, SendToRoute, SendToRouteSync,
 * Router.SendPayment, SendToRoute, TrackPayment, taproot-assets
 * PriceOracle.QueryRateTick, TaprootAssets.ImportProof,
 * SubscribeReceiveAssetEventNtfns, SubscribeSendAssetEventNtfns) was listed in two
 * lists: lnd (172 pages) and the other five daemons together (210 pages). Each list
 * was sorted (JavaScript string order of the path) and shuffled with Fisher-Yates
 * (i from n-1 down to 1, j = floor(rng() * (i + 1))) driven by a fresh mulberry32 PRNG
 * seeded 1818 per list. The first 22 lnd draws were taken, none skipped. From the
 * other list draws 1-26 were read and 23 kept, in draw order; three were skipped,
 * all pool ChannelAuctioneer RPCs (draw 8 NodeRating, draw 9 InitAccount, draw 13
 * ModifyAccount): that service runs on Lightning Labs' auctioneer, poold does not
 * serve it, and a developer with the matching task (a node's tier, opening or
 * changing a Pool account) calls the Trader RPC of the same purpose instead, so no
 * developer has a task whose answer is the auctioneer page. Each query is written in
 * the words of a developer who has the task but does not know the RPC's name.
 *
 * How expected pages were judged: from the RPC comments in the protos, the request
 * and response fields, the REST rules, and for `error` cases the Go handler that
 * returns the text (function found in lnd rpcserver.go / lnrpc sub-servers, loopd
 * swapclient_server.go, pool rpcserver.go, taproot-assets rpcserver/rpcserver.go, LiT
 * session_rpcserver.go and accounts/rpcserver.go, faraday frdrpcserver); `also` lists
 * the other RPCs whose handler (or shared helper) returns the same text or whose
 * request sets the same enum field. `enum` cases expect the RPC whose request sets the
 * value, or for a value that is only reported, an RPC that returns it. Every
 * `expected` and `also` path was checked to exist as
 * /tmp/blind-site/<path>index.html in the newest-release tree.
 */
export const HOLDOUT_18_SET: RealisticCase[] = [
  // ---- task: lnd draws 1-22 (seed 1818) ----
  {
    query: 'see what lnd has learned about past payment failures between node pairs',
    expected: 'api/lnd/router/query-mission-control/',
    kind: 'task',
    why: "draw lnd 1: QueryMissionControl exposes the router's internal pair history of successes and failures",
  },
  {
    query: 'how do I know if the wallet rescan after restoring from seed has finished?',
    expected: 'api/lnd/lightning/get-recovery-info/',
    kind: 'task',
    why: 'draw lnd 2: GetRecoveryInfo reports recovery mode, whether it finished and its progress',
  },
  {
    query: 'number of channel updates backed up to watchtowers so far',
    expected: 'api/lnd/watchtower-client/stats/',
    kind: 'task',
    why: 'draw lnd 3: WatchtowerClient.Stats returns num_backups, num_pending_backups, num_failed_backups',
  },
  {
    query: 'sign bytes with a key picked by key family and index',
    expected: 'api/lnd/signer/sign-message/',
    kind: 'task',
    why: 'draw lnd 4: Signer.SignMessage signs with the key given by a key locator, not the node key',
  },
  {
    query: 'neutrino light client: merkle root and confirmations for a block hash',
    expected: 'api/lnd/neutrino-kit/get-block-header/',
    kind: 'task',
    why: 'draw lnd 5: NeutrinoKit.GetBlockHeader returns hash, confirmations, merkleroot, bits, nonce for a block hash',
  },
  {
    query: 'get notified when new channels or nodes appear in the network topology',
    expected: 'api/lnd/lightning/subscribe-channel-graph/',
    kind: 'task',
    why: 'draw lnd 6: SubscribeChannelGraph streams graph topology changes (new nodes, channels, policy updates, closes)',
  },
  {
    query: 'prove I own my node by signing some text with its identity key',
    expected: 'api/lnd/lightning/sign-message/',
    kind: 'task',
    why: "draw lnd 7: Lightning.SignMessage signs with the node's private key (zbase32, pubkey recoverable)",
  },
  {
    query: 'send bitcoin on-chain to a single address',
    expected: 'api/lnd/lightning/send-coins/',
    kind: 'task',
    why: 'draw lnd 8: SendCoins sends on-chain funds to one address (SendMany is for several outputs)',
  },
  {
    query: 'how do I pay a bolt11 invoice and follow its progress until it succeeds or fails?',
    expected: 'api/lnd/router/send-payment-v2/',
    kind: 'task',
    why: 'draw lnd 9: SendPaymentV2 pays a payment request and streams payment updates',
  },
  {
    query: 'make a route from a list of hop pubkeys with correct fees and timelocks',
    expected: 'api/lnd/router/build-route/',
    kind: 'task',
    why: 'draw lnd 10: BuildRoute builds a fully specified route from hop public keys using graph policies',
  },
  {
    query: 'my force close transaction is stuck in the mempool, how do I raise its fee using the anchor?',
    expected: 'api/lnd/wallet-kit/bump-force-close-fee/',
    kind: 'task',
    why: 'draw lnd 11: BumpForceCloseFee bumps the fee of a channel force close (anchor channels only)',
  },
  {
    query: 'change base fee and fee rate ppm on all my channels',
    expected: 'api/lnd/lightning/update-channel-policy/',
    kind: 'task',
    why: 'draw lnd 12: UpdateChannelPolicy updates the fee schedule globally or for one channel',
  },
  {
    query: 'refuse a held incoming payment and give the funds back to the payer',
    expected: 'api/lnd/invoices/cancel-invoice/',
    kind: 'task',
    why: 'draw lnd 13: Invoices.CancelInvoice cancels an open (e.g. accepted hold) invoice',
  },
  {
    query: 'receive protocol messages of my own message type (>= 32768) from connected peers',
    expected: 'api/lnd/lightning/subscribe-custom-messages/',
    kind: 'task',
    why: 'draw lnd 14: SubscribeCustomMessages streams incoming custom peer messages in the custom range',
  },
  {
    query: "show every invoice I've created, a page at a time",
    expected: 'api/lnd/lightning/list-invoices/',
    kind: 'task',
    why: 'draw lnd 15: ListInvoices returns stored invoices with index_offset pagination',
  },
  {
    query: 'which outputs is lnd batching to claim back on chain right now',
    expected: 'api/lnd/wallet-kit/pending-sweeps/',
    kind: 'task',
    why: 'draw lnd 16: PendingSweeps lists on-chain outputs the sweeper is currently trying to sweep in batches',
  },
  {
    query: 'I have the preimage now, how do I claim a payment held on a hold invoice?',
    expected: 'api/lnd/invoices/settle-invoice/',
    kind: 'task',
    why: 'draw lnd 17: Invoices.SettleInvoice settles an accepted invoice with its preimage',
  },
  {
    query: 'back up every channel at once (multi-channel static backup)',
    expected: 'api/lnd/lightning/export-all-channel-backups/',
    kind: 'task',
    why: 'draw lnd 18: ExportAllChannelBackups returns single backups for all channels plus a multi-channel backup',
  },
  {
    query: 'pause a channel with the stfu protocol for interop testing',
    expected: 'api/lnd/dev/quiesce/',
    kind: 'task',
    why: 'draw lnd 19: Dev.Quiesce makes a channel start the quiescence (stfu) protocol; testing only',
  },
  {
    query: 'generate a new 24-word aezeed mnemonic before creating the wallet',
    expected: 'api/lnd/wallet-unlocker/gen-seed/',
    kind: 'task',
    why: 'draw lnd 20: WalletUnlocker.GenSeed generates an aezeed cipher seed to pass to InitWallet',
  },
  {
    query: 'drop a bitcoin p2p node from my neutrino backend by its address',
    expected: 'api/lnd/neutrino-kit/disconnect-peer/',
    kind: 'task',
    why: 'draw lnd 21: NeutrinoKit.DisconnectPeer disconnects a neutrino peer by target address',
  },
  {
    query: 'wait until lnd is unlocked and its RPC server is fully ready',
    expected: 'api/lnd/state/subscribe-state/',
    kind: 'task',
    why: 'draw lnd 22: State.SubscribeState streams the wallet state (locked, unlocked, RPC active, server active)',
  },

  // ---- task: other daemons, draws 1-26 minus 8, 9, 13 (seed 1818) ----
  {
    query: 'pull asset proofs from a remote universe server into mine',
    expected: 'api/taproot-assets/universe/sync-universe/',
    kind: 'task',
    why: 'draw other 1: SyncUniverse synchronizes assets with a remote Universe server by tree reconciliation',
  },
  {
    query: 'make tapd treat assets sent to my custom tapscript key as local',
    expected: 'api/taproot-assets/asset-wallet/declare-script-key/',
    kind: 'task',
    why: 'draw other 2: DeclareScriptKey makes assets sent to a script key with scripts recognized as local',
  },
  {
    query: 'which remote universes does my tapd push proofs to and sync from?',
    expected: 'api/taproot-assets/universe/list-federation-servers/',
    kind: 'task',
    why: 'draw other 3: ListFederationServers lists the servers used to push and sync proofs',
  },
  {
    query: 'stream lightning payment updates that carry taproot assets, with decoded asset amounts',
    expected: 'api/taproot-assets/taproot-asset-channels/subscribe-payments/',
    kind: 'task',
    why: 'draw other 4: TaprootAssetChannels.SubscribePayments wraps TrackPayments for payments involving assets',
  },
  {
    query: 'how many messages does the auth mailbox server hold and what is its clock',
    expected: 'api/taproot-assets/mailbox/mailbox-info/',
    kind: 'task',
    why: 'draw other 5: Mailbox.MailboxInfo returns server_time and message_count',
  },
  {
    query: 'look up key family and index for a taproot internal key',
    expected: 'api/taproot-assets/asset-wallet/query-internal-key/',
    kind: 'task',
    why: 'draw other 6: QueryInternalKey returns the key descriptor (locator) of an internal key',
  },
  {
    query: 'what swaps would autoloop recommend right now for my channels?',
    expected: 'api/loop/swap-client/suggest-swaps/',
    kind: 'task',
    why: "draw other 7: SuggestSwaps returns recommended swaps from the liquidity manager's parameters",
  },
  {
    query: 'one macaroon that works for lnd, loop, pool, faraday and tapd behind lightning terminal',
    expected: 'api/lit/proxy/bake-super-macaroon/',
    kind: 'task',
    why: 'draw other 10: Proxy.BakeSuperMacaroon bakes a macaroon with permissions for all daemons LiT runs',
  },
  {
    query: 'shut down my pool account and send the funds back to my lnd wallet',
    expected: 'api/pool/trader/close-account/',
    kind: 'task',
    why: "draw other 11: Trader.CloseAccount closes an account and returns the funds to lnd's wallet",
  },
  {
    query: 'merge signed virtual asset transactions into one bitcoin anchor transaction',
    expected: 'api/taproot-assets/asset-wallet/anchor-virtual-psbts/',
    kind: 'task',
    why: 'draw other 12: AnchorVirtualPsbts merges and commits virtual transactions in a single BTC anchor tx',
  },
  {
    query: 'show the reservations the loop server has opened to me for instant out',
    expected: 'api/loop/swap-client/list-reservations/',
    kind: 'task',
    why: 'draw other 14: ListReservations returns all reservations the server opened to us',
  },
  {
    query: 'show my pending and cancelled asset minting batches',
    expected: 'api/taproot-assets/mint/list-batches/',
    kind: 'task',
    why: 'draw other 15: Mint.ListBatches lists submitted batches including pending and cancelled ones',
  },
  {
    query: "how many pool accounts and orders do I have and what's my node tier?",
    expected: 'api/pool/trader/get-info/',
    kind: 'task',
    why: 'draw other 16: Trader.GetInfo returns account and order counts, node rating and block height',
  },
  {
    query: 'permanently destroy some units of a taproot asset to reduce its supply',
    expected: 'api/taproot-assets/taproot-assets/burn-asset/',
    kind: 'task',
    why: 'draw other 17: BurnAsset sends units to an unspendable script key, reducing total supply',
  },
  {
    query: 'get the paid auth token from the loop server so I receive reservation notifications',
    expected: 'api/loop/swap-client/fetch-l402-token/',
    kind: 'task',
    why: 'draw other 18: FetchL402Token fetches the L402 token required for reservation notifications',
  },
  {
    query: 'stream progress updates while my asset mint batch gets confirmed',
    expected: 'api/taproot-assets/mint/subscribe-mint-events/',
    kind: 'task',
    why: 'draw other 19: SubscribeMintEvents streams events for asset creation batches',
  },
  {
    query: 'what are my current autoloop settings?',
    expected: 'api/loop/swap-client/get-liquidity-params/',
    kind: 'task',
    why: "draw other 20: GetLiquidityParams returns the liquidity manager's (autoloop) current parameters",
  },
  {
    query: 'loopd version, network and how many loop outs succeeded',
    expected: 'api/loop/swap-client/get-info/',
    kind: 'task',
    why: 'draw other 21: SwapClient.GetInfo returns version, network and loop out/in stats',
  },
  {
    query: 'swap the coins deposited on my static address into lightning channel balance',
    expected: 'api/loop/swap-client/static-address-loop-in/',
    kind: 'task',
    why: 'draw other 22: StaticAddressLoopIn starts a loop-in from static address deposits',
  },
  {
    query: 'publish the pending asset mint batch on chain now',
    expected: 'api/taproot-assets/mint/finalize-batch/',
    kind: 'task',
    why: 'draw other 23: Mint.FinalizeBatch finalizes (broadcasts) the current pending batch',
  },
  {
    query: 'asset price quotes that my peers have agreed to',
    expected: 'api/taproot-assets/rfq/query-peer-accepted-quotes/',
    kind: 'task',
    why: 'draw other 24: QueryPeerAcceptedQuotes returns quotes we requested that peers accepted',
  },
  {
    query: 'list deposits to my static address, only the ones in a given state',
    expected: 'api/loop/swap-client/list-static-address-deposits/',
    kind: 'task',
    why: 'draw other 25: ListStaticAddressDeposits returns deposits filtered by state_filter or outpoints',
  },
  {
    query: 'history of incoming asset transfers to taproot asset addresses I created',
    expected: 'api/taproot-assets/taproot-assets/addr-receives/',
    kind: 'task',
    why: 'draw other 26: AddrReceives lists receives for incoming transfers to previously created addresses',
  },

  // ---- error ----
  {
    query: 'rpc error: code = Unknown desc = channel is too small, the minimum channel size is: 20000 SAT',
    expected: 'api/lnd/lightning/open-channel/',
    also: ['api/lnd/lightning/open-channel-sync/', 'api/lnd/lightning/batch-open-channel/'],
    kind: 'error',
    why: 'parseOpenChannelReq (MinChanFundingSize 20000) is called by OpenChannel, OpenChannelSync and BatchOpenChannel',
  },
  {
    query: '[lncli] rpc error: code = Unknown desc = either `active_only` or `inactive_only` can be set, but not both',
    expected: 'api/lnd/lightning/list-channels/',
    kind: 'error',
    why: 'rpcserver.go ListChannels rejects active_only together with inactive_only',
  },
  {
    query: 'start date(1767225600) must be before end date(1764547200)',
    expected: 'api/lnd/lightning/list-invoices/',
    also: ['api/lnd/lightning/list-payments/'],
    kind: 'error',
    why: 'ListInvoices and ListPayments both return this text for creation_date_start after creation_date_end',
  },
  {
    query: 'wallet recovery in progress, cannot shut down, please wait until rescan finishes',
    expected: 'api/lnd/lightning/stop-daemon/',
    kind: 'error',
    why: 'rpcserver.go StopDaemon refuses while wallet recovery is running',
  },
  {
    query:
      '{"code":2,"message":"at least one of the options `all_payments`, `failed_payments_only`, or `failed_htlcs_only` must be set to true","details":[]}',
    expected: 'api/lnd/lightning/delete-all-payments/',
    kind: 'error',
    why: 'rpcserver.go DeleteAllPayments returns this when no option is set (REST JSON error body)',
  },
  {
    query: 'memo too large: 1210 bytes (maxsize=1024)',
    expected: 'api/lnd/lightning/add-invoice/',
    also: ['api/lnd/invoices/add-hold-invoice/'],
    kind: 'error',
    why: 'invoicesrpc.AddInvoice (addinvoice.go) is called by Lightning.AddInvoice and Invoices.AddHoldInvoice',
  },
  {
    query:
      'rpc error: code = Unknown desc = transaction with txid=b0c2bf91918877cb23c3e00aa2df0303d511f2b284f01e42c83ff6412fbc32ac is already confirmed (numConfs=3) cannot be removed',
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    kind: 'error',
    why: 'walletkit_server.go RemoveTransaction only removes unconfirmed transactions',
  },
  {
    query: 'amount must not be specified when paying a non-zero amount invoice',
    expected: 'api/lnd/router/send-payment-v2/',
    kind: 'error',
    why: 'router_backend.go extractIntentFromSendRequest, called only by Router.SendPaymentV2',
  },
  {
    query:
      'delete_before_time must be at least 1h0m0s in the past to prevent accidental deletion of recent data (requested: 2026-11-29 14:10:00 +0000 UTC, now: 2026-11-29 14:31:07.512803441 +0000 UTC m=+86411.203948112)',
    expected: 'api/lnd/router/delete-forwarding-history/',
    kind: 'error',
    why: 'router_server.go DeleteForwardingHistory requires the cutoff to be at least an hour in the past',
  },
  {
    query: 'can either filter by state or outpoints',
    expected: 'api/loop/swap-client/list-static-address-deposits/',
    kind: 'error',
    why: 'swapclient_server.go ListStaticAddressDeposits rejects state_filter together with outpoints',
  },
  {
    query:
      '[loop] rpc error: code = Unknown desc = cannot abandon swap in final state, state = Success, hash = 477cec098eeac7e3ca2223823610e1c53c6383359735a127ecd3a8318e986b00',
    expected: 'api/loop/swap-client/abandon-swap/',
    kind: 'error',
    why: 'swapclient_server.go AbandonSwap refuses swaps in a final state',
  },
  {
    query:
      'acct=03377d811e6671b6d1fabd4beef4556c7f8c478075f6a522348de7bdb33350ec5e has open orders, cancel them before closing: [5d9c6e2677f78753c100811ddfccc2a2d3654eab43d644e791fa49f66ab63369]',
    expected: 'api/pool/trader/close-account/',
    kind: 'error',
    why: 'pool rpcserver.go CloseAccount refuses an account with open orders (nonces printed as hex)',
  },
  {
    query: 'rpc error: code = Unknown desc = min units match must be specified',
    expected: 'api/pool/trader/quote-order/',
    kind: 'error',
    why: 'pool rpcserver.go QuoteOrder requires min_units_match',
  },
  {
    query: 'invalid confirmation text, please read API doc and confirm safety measure to avoid accidental asset burns',
    expected: 'api/taproot-assets/taproot-assets/burn-asset/',
    kind: 'error',
    why: 'tapd rpcserver.go BurnAsset checks confirmation_text equals "assets will be destroyed"',
  },
  {
    query: '{"code":2,"message":"cannot specify both include_spent and include_leased","details":[]}',
    expected: 'api/taproot-assets/taproot-assets/list-assets/',
    kind: 'error',
    why: 'tapd rpcserver.go ListAssets rejects include_spent together with include_leased',
  },
  {
    query: 'decimal display is not supported for collectibles',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'error',
    why: 'tapd rpcserver.go MintAsset rejects decimal_display on a COLLECTIBLE asset',
  },
  {
    query:
      'invalid session type, only admin, readonly, custom and account macaroon types supported in LiT. Autopilot sessions must be added using AddAutoPilotSession method',
    expected: 'api/lit/sessions/add-session/',
    kind: 'error',
    why: 'session_rpcserver.go AddSession rejects other session types',
  },
  {
    query: 'rpc error: code = Unknown desc = max_payments cannot exceed 50',
    expected: 'api/lit/accounts/account-payments/',
    kind: 'error',
    why: 'accounts/rpcserver.go AccountPayments caps max_payments at MaxPaymentsLimit (50)',
  },
  {
    query: '[frcli] rpc error: code = Unknown desc = at least one timestamp required',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    kind: 'error',
    why: 'frdrpcserver parseExchangeRateRequest, called only by ExchangeRate, needs timestamps',
  },

  // ---- enum ----
  {
    query: 'UNUSED_TAPROOT_PUBKEY',
    expected: 'api/lnd/lightning/new-address/',
    kind: 'enum',
    why: 'lnrpc.AddressType value set in NewAddressRequest.type (ListUnspent only reports it)',
  },
  {
    query: 'action RESUME_MODIFIED',
    expected: 'api/lnd/router/htlc-interceptor/',
    kind: 'enum',
    why: 'ResolveHoldForwardAction set by the client in ForwardHtlcInterceptResponse.action',
  },
  {
    query: 'witness_type COMMITMENT_ANCHOR',
    expected: 'api/lnd/wallet-kit/pending-sweeps/',
    kind: 'enum',
    why: 'walletrpc.WitnessType is only reported, by PendingSweeps',
  },
  {
    query: 'AUTO_REASON_BUDGET_NOT_STARTED',
    expected: 'api/loop/swap-client/suggest-swaps/',
    kind: 'enum',
    why: 'looprpc.AutoReason is reported in SuggestSwaps disqualified channels/peers',
  },
  {
    query: '"filter_status": "ADDR_EVENT_STATUS_TRANSACTION_CONFIRMED"',
    expected: 'api/taproot-assets/taproot-assets/addr-receives/',
    kind: 'enum',
    why: 'AddrReceivesRequest.filter_status is an AddrEventStatus',
  },
  {
    query: 'session_type TYPE_MACAROON_READONLY',
    expected: 'api/lit/sessions/add-session/',
    kind: 'enum',
    why: 'AddSessionRequest.session_type (AddAutopilotSession has no session_type field)',
  },
  {
    query: 'fiat_backend COINGECKO',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    also: ['api/faraday/faraday-server/node-audit/'],
    kind: 'enum',
    why: 'FiatBackend is set by both ExchangeRateRequest and NodeAuditRequest',
  },
  {
    query: 'commitment_type: SIMPLE_TAPROOT',
    expected: 'api/lnd/lightning/open-channel/',
    also: ['api/lnd/lightning/open-channel-sync/', 'api/lnd/lightning/batch-open-channel/'],
    kind: 'enum',
    why: 'CommitmentType set in OpenChannelRequest (OpenChannel, OpenChannelSync) and BatchOpenChannel',
  },
  {
    query: 'SIGN_METHOD_TAPROOT_KEY_SPEND_BIP0086',
    expected: 'api/lnd/signer/sign-output-raw/',
    also: ['api/lnd/signer/compute-input-script/'],
    kind: 'enum',
    why: 'SignDescriptor.sign_method in SignReq, used by SignOutputRaw and ComputeInputScript',
  },
  {
    query: '"change_type": "CHANGE_ADDRESS_TYPE_P2TR"',
    expected: 'api/lnd/wallet-kit/fund-psbt/',
    kind: 'enum',
    why: 'walletrpc.ChangeAddressType is set only in FundPsbtRequest.change_type',
  },
  {
    query: 'MARKET_OPEN',
    expected: 'api/pool/trader/lease-durations/',
    kind: 'enum',
    why: "DurationBucketState is reported by Trader.LeaseDurations (the auctioneer's Terms is not served by poold)",
  },
  {
    query: '"asset_type": "COLLECTIBLE"',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'enum',
    why: 'AssetType is set in MintAssetRequest.asset.asset_type; other RPCs only report it',
  },

  // ---- typo ----
  {
    query: 'clsoe channel',
    expected: 'api/lnd/lightning/close-channel/',
    kind: 'typo',
    why: 'CloseChannel with transposed letters',
  },
  {
    query: 'wallet balnce',
    expected: 'api/lnd/lightning/wallet-balance/',
    kind: 'typo',
    why: 'WalletBalance with a dropped letter',
  },
  {
    query: 'fowarding history',
    expected: 'api/lnd/lightning/forwarding-history/',
    kind: 'typo',
    why: 'ForwardingHistory with a dropped letter',
  },
  {
    query: 'decode pay reqest',
    expected: 'api/lnd/lightning/decode-pay-req/',
    kind: 'typo',
    why: 'DecodePayReq, "request" misspelt',
  },
  {
    query: 'subscirbe invoices',
    expected: 'api/lnd/lightning/subscribe-invoices/',
    kind: 'typo',
    why: 'SubscribeInvoices with transposed letters',
  },
  {
    query: 'monitr swaps',
    expected: 'api/loop/swap-client/monitor/',
    kind: 'typo',
    why: "loop's Monitor streams swap status updates; misspelt",
  },
  {
    query: 'mint assset',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'typo',
    why: 'MintAsset with a tripled letter',
  },
  {
    query: 'finalize pbst',
    expected: 'api/lnd/wallet-kit/finalize-psbt/',
    kind: 'typo',
    why: 'WalletKit.FinalizePsbt with PSBT transposed',
  },

  // ---- daemon ----
  {
    query: 'lncli wallet accounts list',
    expected: 'api/lnd/wallet-kit/list-accounts/',
    kind: 'daemon',
    why: 'lncli wallet accounts list calls WalletKit.ListAccounts',
  },
  {
    query: 'loop quote in',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    kind: 'daemon',
    why: 'the loop CLI command quote in calls GetLoopInQuote',
  },
  {
    query: 'tapcli addrs new',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    kind: 'daemon',
    why: 'tapcli addrs new calls TaprootAssets.NewAddr',
  },
  {
    query: 'pool accounts list',
    expected: 'api/pool/trader/list-accounts/',
    kind: 'daemon',
    why: "pool CLI accounts list calls Trader.ListAccounts (not LiT's Accounts.ListAccounts)",
  },
  {
    query: 'frcli insights',
    expected: 'api/faraday/faraday-server/channel-insights/',
    kind: 'daemon',
    why: 'frcli insights calls FaradayServer.ChannelInsights',
  },
  {
    query: 'litcli accounts create',
    expected: 'api/lit/accounts/create-account/',
    kind: 'daemon',
    why: 'litcli accounts create calls Accounts.CreateAccount',
  },
  {
    query: 'walletrpc list leased outputs',
    expected: 'api/lnd/wallet-kit/list-leases/',
    kind: 'daemon',
    why: 'walletrpc.WalletKit.ListLeases lists locked/leased UTXOs',
  },
  {
    query: 'routerrpc reset mission control',
    expected: 'api/lnd/router/reset-mission-control/',
    kind: 'daemon',
    why: 'routerrpc.Router.ResetMissionControl',
  },
  {
    query: 'tapcli universe stats',
    expected: 'api/taproot-assets/universe/universe-stats/',
    kind: 'daemon',
    why: 'tapcli universe stats calls Universe.UniverseStats',
  },

  // ---- rest-value ----
  {
    query: 'GET /v1/invoice/6cf3bf7ac14748ca9df78620494c63c4cb7a1f4cb1b5a56718359136cc33c479',
    expected: 'api/lnd/lightning/lookup-invoice/',
    kind: 'rest-value',
    why: 'lightning.yaml: LookupInvoice get /v1/invoice/{r_hash_str}',
  },
  {
    query: 'DELETE /v1/channels/abandon/338b5e178debd4e6aa925f684ac493aa7162a300966bbb8e85e8cabd8e51e7f7/1',
    expected: 'api/lnd/lightning/abandon-channel/',
    kind: 'rest-value',
    why: 'lightning.yaml: AbandonChannel delete /v1/channels/abandon/{funding_txid_str}/{output_index}',
  },
  {
    query: 'GET /v1/graph/routes/03fdecb911412730f1faef16f7a62ff644716cb05a1cffa9b6df5d8d275e15f71c/150000',
    expected: 'api/lnd/lightning/query-routes/',
    kind: 'rest-value',
    why: 'lightning.yaml: QueryRoutes get /v1/graph/routes/{pub_key}/{amt}',
  },
  {
    query: 'GET /v1/loop/out/quote/2500000?conf_target=6',
    expected: 'api/loop/swap-client/loop-out-quote/',
    kind: 'rest-value',
    why: 'looprpc yaml: LoopOutQuote get /v1/loop/out/quote/{amt}',
  },
  {
    query: 'DELETE /v1/pool/orders/XZxuJnf3h1PBAIEd38zCotNlTqtD1kTnkfpJ9mq2M2k=',
    expected: 'api/pool/trader/cancel-order/',
    kind: 'rest-value',
    why: 'poolrpc yaml: CancelOrder delete /v1/pool/orders/{order_nonce} (bytes as base64url)',
  },
  {
    query:
      'GET /v1/taproot-assets/assets/meta/asset-id/e51e6555b5cb83d60459999a6cefdc26160e4ee44824a57556f89bf3b252a980',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/',
    kind: 'rest-value',
    why: 'taprpc yaml: FetchAssetMeta get /v1/taproot-assets/assets/meta/asset-id/{asset_id_str}',
  },
  {
    query: 'DELETE /v1/sessions/A7Un2jZW0UsR2bJ9WD6jsqfQJVEKvDL8dk9oontXtcLS',
    expected: 'api/lit/sessions/revoke-session/',
    kind: 'rest-value',
    why: 'litrpc yaml: RevokeSession delete /v1/sessions/{local_public_key} (not /v1/autopilot/sessions/)',
  },
  {
    query: 'GET /v1/faraday/threshold/UPTIME?threshold_value=0.7&rec_request.minimum_monitored=604800',
    expected: 'api/faraday/faraday-server/threshold-recommendations/',
    kind: 'rest-value',
    why: 'frdrpc yaml: ThresholdRecommendations get /v1/faraday/threshold/{rec_request.metric}',
  },
];
