import type { RealisticCase } from './realistic-set.ts';

/**
 * Held-out set 17: a blind search-relevance set.
 *
 * Written on 2026-11-29 by someone who had not read the search engine's code, its
 * documentation or the other sets' queries, and who ran no search (nor the tests, the
 * benchmark or the dev server) before committing. The queries are the writer's own.
 *
 * How the queries were chosen:
 * - `task` (45): every live method page of the newest release of each daemon was listed
 *   from the built site (`api/<daemon>/<service>/<method>/`, leaving out pages of older
 *   releases and the pages of RPCs marked removed, whose page says "is not in <release>"):
 *   382 pages. The list was sorted, shuffled once with a Fisher-Yates shuffle driven by a
 *   mulberry32 PRNG seeded 7171, then split, keeping draw order, into lnd (22 taken, all
 *   its services) and the other five daemons (23 taken). No draw was skipped: even the
 *   auctioneer-side Pool services (HashMail, ChannelAuctioneer) and the experimental alias
 *   RPC are things a developer can have a task for. Each query is what a developer with
 *   the task, who does not know the RPC's name, would type; the RPC name's words are
 *   avoided where natural.
 * - `error` (19): real error strings returned by the Go handlers in the upstream trees
 *   (lnd rpcserver.go, walletrpc, routerrpc; loopd swapclient_server.go; pool
 *   rpcserver.go; taproot-assets rpcserver/rpcserver.go; LiT session_rpcserver.go;
 *   faraday frdrpcserver), with values filled in as the daemon prints them and, for some,
 *   client noise around them.
 * - `enum` (12): enum value names from the protos, alone or beside their field name.
 * - `typo` (8), `daemon` (9), `rest-value` (8): misspelt RPC names, queries qualified by
 *   daemon, CLI or package, and REST calls built from the `*.yaml` REST rules with real
 *   values (bytes in a path as base64url).
 *
 * How the expected pages were judged: only from the protos (RPC comments, request and
 * response messages), the REST rules, the Go handlers (which function returns an error,
 * and whether a helper is shared by several RPCs, giving `also`) and the built pages
 * (that each path exists as a newest-release page). An enum value expects the RPC whose
 * request sets it, or for a value only reported, an RPC that returns it.
 */
export const HOLDOUT_17_SET: RealisticCase[] = [
  // ---- task: lnd draws 1-22 ----
  {
    query: 'how much would it cost in fees to send bitcoin on chain to a few addresses',
    expected: 'api/lnd/lightning/estimate-fee/',
    kind: 'task',
    why: 'lnrpc EstimateFee estimates the fee of a transaction paying several outputs (AddrToAmount)',
  },
  {
    query: 'change my node alias and color without restarting',
    expected: 'api/lnd/peers/update-node-announcement/',
    kind: 'task',
    why: 'peersrpc NodeAnnouncementUpdateRequest carries alias and color and rebroadcasts the announcement',
  },
  {
    query: 'set base fee and ppm on all my channels at once',
    expected: 'api/lnd/lightning/update-channel-policy/',
    kind: 'task',
    why: 'PolicyUpdateRequest sets base_fee_msat/fee_rate_ppm globally or per channel',
  },
  {
    query: 'add a single pubkey to lnd as watch only',
    expected: 'api/lnd/wallet-kit/import-public-key/',
    kind: 'task',
    why: 'ImportPublicKey imports one public key as watch-only',
  },
  {
    query: 'how do I automatically reject incoming channels from nodes I do not know?',
    expected: 'api/lnd/lightning/channel-acceptor/',
    kind: 'task',
    why: 'ChannelAcceptor streams channel open requests to the client, which accepts or rejects them',
  },
  {
    query: 'recover funds from my channel.backup file on a fresh node',
    expected: 'api/lnd/lightning/restore-channel-backups/',
    kind: 'task',
    why: 'RestoreChannelBackups takes a multi-channel backup and recovers the funds',
  },
  {
    query: 'void an unpaid hold invoice so the htlc goes back to the payer',
    expected: 'api/lnd/invoices/cancel-invoice/',
    kind: 'task',
    why: 'invoicesrpc CancelInvoice cancels an open (or accepted hold) invoice',
  },
  {
    query: 'is a peer banned by my neutrino light client',
    expected: 'api/lnd/neutrino-kit/is-banned/',
    kind: 'task',
    why: 'NeutrinoKit IsBanned returns whether a peer is banned',
  },
  {
    query: 'show every address in my wallet along with how much each holds',
    expected: 'api/lnd/wallet-kit/list-addresses/',
    kind: 'task',
    why: 'ListAddresses returns all wallet addresses with their balance',
  },
  {
    query: 'get notified when a peer goes online or offline',
    expected: 'api/lnd/lightning/subscribe-peer-events/',
    kind: 'task',
    why: 'SubscribePeerEvents streams peer online/offline events',
  },
  {
    query: 'block hash at a given height from the chain backend',
    expected: 'api/lnd/chain-kit/get-block-hash/',
    kind: 'task',
    why: 'chainrpc GetBlockHash returns the best chain block hash at a height (the neutrino one is deprecated in its favour)',
  },
  {
    query: 'how do I shut down lnd gracefully over the API',
    expected: 'api/lnd/lightning/stop-daemon/',
    kind: 'task',
    why: 'lnrpc StopDaemon triggers a graceful shutdown of lnd',
  },
  {
    query: 'history of all lightning payments my node has sent',
    expected: 'api/lnd/lightning/list-payments/',
    kind: 'task',
    why: 'ListPayments returns all outgoing payments',
  },
  {
    query: 'forget past route failures so pathfinding starts from a clean slate',
    expected: 'api/lnd/router/reset-mission-control/',
    kind: 'task',
    why: 'ResetMissionControl clears all mission control state',
  },
  {
    query: 'create an invoice for a payment hash I supply and settle it later when I get the preimage',
    expected: 'api/lnd/invoices/add-hold-invoice/',
    kind: 'task',
    why: 'AddHoldInvoice ties an invoice to a caller-supplied hash; settled later with SettleInvoice',
  },
  {
    query: 'remove a local scid alias mapping from a channel',
    expected: 'api/lnd/router/x-delete-local-chan-aliases/',
    kind: 'task',
    why: 'XDeleteLocalChanAliases deletes a set of SCID alias mappings',
  },
  {
    query: 'fund a new channel with a peer and stream its status until the funding tx confirms',
    expected: 'api/lnd/lightning/open-channel/',
    kind: 'task',
    why: 'OpenChannel is the streaming call returning OpenStatusUpdate (pending, then open)',
  },
  {
    query: 'channels still waiting for confirmations or in the middle of closing',
    expected: 'api/lnd/lightning/pending-channels/',
    kind: 'task',
    why: 'PendingChannels lists channels awaiting funding confirmation or closing',
  },
  {
    query: 'which nodes am I connected to right now',
    expected: 'api/lnd/lightning/list-peers/',
    kind: 'task',
    why: 'ListPeers lists all currently active peers',
  },
  {
    query: 'get the BIP158 compact filter of a block from neutrino',
    expected: 'api/lnd/neutrino-kit/get-c-filter/',
    kind: 'task',
    why: 'NeutrinoKit GetCFilter returns a compact filter from a block',
  },
  {
    query: 'tune the hop probability and failure half-life lnd uses for pathfinding',
    expected: 'api/lnd/router/set-mission-control-config/',
    kind: 'task',
    why: 'SetMissionControlConfig sets the apriori half_life_seconds / hop_probability config',
  },
  {
    query: 'speed up a stuck force close by paying more fee on the anchor',
    expected: 'api/lnd/wallet-kit/bump-force-close-fee/',
    kind: 'task',
    why: 'BumpForceCloseFee bumps the fee of a channel force close (anchor channels only)',
  },

  // ---- task: other daemons, draws 1-23 ----
  {
    query: 'wipe everything my universe stores for one asset',
    expected: 'api/taproot-assets/universe/delete-asset-root/',
    kind: 'task',
    why: 'DeleteAssetRoot deletes the universe root for an asset with all its keys, leaves and events',
  },
  {
    query: 'issue a new taproot asset with a name and a fixed supply',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'task',
    why: 'mintrpc MintAsset stages a new asset (name, amount) in the pending batch',
  },
  {
    query: 'records of asset htlcs my edge node forwarded under rfq quotes',
    expected: 'api/taproot-assets/rfq/forwarding-history/',
    kind: 'task',
    why: 'rfqrpc ForwardingHistory queries completed asset forwarding events (settled HTLCs)',
  },
  {
    query: 'shut down poold gracefully',
    expected: 'api/pool/trader/stop-daemon/',
    kind: 'task',
    why: 'poolrpc Trader StopDaemon gracefully shuts down the Pool trader daemon',
  },
  {
    query: 'is this taproot asset proof file valid?',
    expected: 'api/taproot-assets/taproot-assets/verify-proof/',
    kind: 'task',
    why: 'VerifyProof verifies a proof file anchored at its genesis point',
  },
  {
    query: 'audit log of what a remote LNC session did on my node in litd',
    expected: 'api/lit/firewall/list-actions/',
    kind: 'task',
    why: 'litrpc Firewall ListActions lists actions performed on the node (request logger)',
  },
  {
    query: 'open a new mailbox pipe on the hashmail server with a stream id and auth',
    expected: 'api/pool/hash-mail/new-cipher-box/',
    kind: 'task',
    why: 'HashMail NewCipherBox creates a cipher box pipe given an authentication mechanism',
  },
  {
    query: 'what autoloop settings is my loop daemon currently running with',
    expected: 'api/loop/swap-client/get-liquidity-params/',
    kind: 'task',
    why: "GetLiquidityParams returns the liquidity manager's (autoloop) current parameters",
  },
  {
    query: 'long-lived stream between a pool trader and the auction server for batch prepare and sign messages',
    expected: 'api/pool/channel-auctioneer/subscribe-batch-auction/',
    kind: 'task',
    why: 'ChannelAuctioneer SubscribeBatchAuction is the bidirectional ClientAuctionMessage/ServerAuctionMessage stream',
  },
  {
    query: 'read incoming messages from the read side of a hashmail pipe',
    expected: 'api/pool/hash-mail/recv-stream/',
    kind: 'task',
    why: 'HashMail RecvStream opens the read side of a CipherBox pipe',
  },
  {
    query: 'list all issuance and transfer proofs a universe holds for an asset id',
    expected: 'api/taproot-assets/universe/asset-leaves/',
    kind: 'task',
    why: 'AssetLeaves returns the set of leaves (issuance and transfer proofs) for an asset_id or group_key',
  },
  {
    query: 'how can I see the on-chain commitment to the total supply of a grouped asset',
    expected: 'api/taproot-assets/universe/fetch-supply-commit/',
    kind: 'task',
    why: 'FetchSupplyCommit fetches the on-chain supply commitment for an asset group',
  },
  {
    query: 'what execution fee does the pool auctioneer charge per order',
    expected: 'api/pool/trader/auction-fee/',
    kind: 'task',
    why: 'Trader AuctionFee returns the current order execution fee of the auction server',
  },
  {
    query: 'stream updates only for lightning payments that carry taproot assets',
    expected: 'api/taproot-assets/taproot-asset-channels/subscribe-payments/',
    kind: 'task',
    why: 'tapchannelrpc SubscribePayments wraps TrackPayments, streaming only payments involving an asset',
  },
  {
    query: 'publish the minting transaction for the assets waiting in my batch',
    expected: 'api/taproot-assets/mint/finalize-batch/',
    kind: 'task',
    why: 'FinalizeBatch finalizes (and broadcasts) the current pending mint batch',
  },
  {
    query: 'status of my instant loop outs',
    expected: 'api/loop/swap-client/list-instant-outs/',
    kind: 'task',
    why: 'ListInstantOuts returns all instant out swaps and their status',
  },
  {
    query: 'which outpoint and script key pairs does the universe know for an asset',
    expected: 'api/taproot-assets/universe/asset-leaf-keys/',
    kind: 'task',
    why: 'AssetLeafKeys returns the universe keys (outpoint, script_key) for an asset_id or group_key',
  },
  {
    query: 'remove one proof entry from my universe by outpoint and script key',
    expected: 'api/taproot-assets/universe/delete-asset-leaf/',
    kind: 'task',
    why: 'DeleteAssetLeaf deletes a single universe leaf identified by universe ID and leaf key',
  },
  {
    query: 'as a universe server, store an issuer supply commitment together with its chain proof and supply leaves',
    expected: 'api/taproot-assets/universe/insert-supply-commit/',
    kind: 'task',
    why: 'InsertSupplyCommit inserts a supply commitment with its leaves and chain proof',
  },
  {
    query: 'totals for my loop static address: how much was deposited, withdrawn and looped in',
    expected: 'api/loop/swap-client/get-static-address-summary/',
    kind: 'task',
    why: 'GetStaticAddressSummary returns static address statistics (deposit, withdrawn, looped-in values)',
  },
  {
    query: 'see the payments made from one litd account',
    expected: 'api/lit/accounts/account-payments/',
    kind: 'task',
    why: 'litrpc Accounts AccountPayments returns the payment history of an account',
  },
  {
    query: 'how do I manually claim the on-chain htlc of a loop out with the preimage',
    expected: 'api/loop/swap-client/sweep-htlc/',
    kind: 'task',
    why: 'SweepHtlc spends a swap HTLC output via the preimage (success) path',
  },
  {
    query: 'receive messages from the tapd auth mailbox after signing its challenge',
    expected: 'api/taproot-assets/mailbox/receive-messages/',
    kind: 'task',
    why: 'authmailboxrpc ReceiveMessages runs the challenge-response handshake then streams messages',
  },

  // ---- error ----
  {
    query: 'rpc error: code = Unknown desc = cannot make connection to self',
    expected: 'api/lnd/lightning/connect-peer/',
    kind: 'error',
    why: 'rpcserver.go ConnectPeer returns it when the pubkey is our own',
  },
  {
    query: '[lncli] rpc error: code = Unknown desc = channel is too small, the minimum channel size is: 20000 SAT',
    expected: 'api/lnd/lightning/open-channel/',
    also: ['api/lnd/lightning/open-channel-sync/', 'api/lnd/lightning/batch-open-channel/'],
    kind: 'error',
    why: 'parseOpenChannelReq (MinChanFundingSize 20000) is shared by OpenChannel, OpenChannelSync and BatchOpenChannel',
  },
  {
    query: 'force closing a channel uses a pre-defined fee',
    expected: 'api/lnd/lightning/close-channel/',
    kind: 'error',
    why: 'rpcserver.go CloseChannel rejects fee parameters with force=true',
  },
  {
    query: '{"code":2,"message":"either `public_only` or `private_only` can be set, but not both","details":[]}',
    expected: 'api/lnd/lightning/list-channels/',
    kind: 'error',
    why: 'rpcserver.go ListChannels returns it when both filters are set',
  },
  {
    query: 'rpc error: code = InvalidArgument desc = cannot set both FeeRate and FeeRatePpm at the same time',
    expected: 'api/lnd/lightning/update-channel-policy/',
    kind: 'error',
    why: 'rpcserver.go UpdateChannelPolicy returns it (codes.InvalidArgument) when fee_rate and fee_rate_ppm are both set',
  },
  {
    query:
      'transaction with txid=ba591eedb399a8a63e73693631f7f25ea168e13ba8b2eefa8e279d656ec55648 is already confirmed (numConfs=3) cannot be removed',
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    kind: 'error',
    why: 'walletkit_server.go RemoveTransaction refuses a confirmed transaction',
  },
  {
    query:
      'rpc error: code = Unknown desc = time specification required: either delete_before_time or delete_before_duration must be provided',
    expected: 'api/lnd/router/delete-forwarding-history/',
    kind: 'error',
    why: 'router_server.go DeleteForwardingHistory returns it when no time is given',
  },
  {
    query: '[loop] rpc error: code = Unknown desc = abandoning loop out swaps is not supported yet',
    expected: 'api/loop/swap-client/abandon-swap/',
    kind: 'error',
    why: 'swapclient_server.go AbandonSwap refuses loop out swaps',
  },
  {
    query: 'loop_out_channel and outgoing_chan_ids are mutually exclusive',
    expected: 'api/loop/swap-client/loop-out/',
    kind: 'error',
    why: 'swapclient_server.go LoopOut returns it when both channel restrictions are set',
  },
  {
    query: "can't withdraw all deposits while some deposits are unconfirmed",
    expected: 'api/loop/swap-client/withdraw-deposits/',
    kind: 'error',
    why: 'withdrawAllDepositOutpoints, called only by WithdrawDeposits with all=true',
  },
  {
    query:
      'acct=035b6aab70fb40ed93e97843abe6c7789af54f3eacd11b86c04ec73dea63f9569b has open orders, cancel them before closing: [b0d3aa5d1f044c6cfda6a11c718047dd21bf2b54e8c90d50f6554b8d801e92f0]',
    expected: 'api/pool/trader/close-account/',
    kind: 'error',
    why: 'pool rpcserver.go CloseAccount refuses an account with open orders',
  },
  {
    query: 'rpc error: code = Unknown desc = unable to cancel order in terminal state executed',
    expected: 'api/pool/trader/cancel-order/',
    kind: 'error',
    why: 'pool rpcserver.go CancelOrder returns it for an order in a terminal state (State.String() "executed")',
  },
  {
    query: 'min units match must be specified',
    expected: 'api/pool/trader/quote-order/',
    kind: 'error',
    why: 'pool rpcserver.go QuoteOrder requires min_units_match',
  },
  {
    query: 'decimal display is not supported for collectibles',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'error',
    why: 'taproot-assets rpcserver.go MintAsset rejects decimal_display on a collectible',
  },
  {
    query:
      'rpc error: code = Unknown desc = invalid raw proof, expect file, not single encoded mint or transition proof',
    expected: 'api/taproot-assets/taproot-assets/verify-proof/',
    kind: 'error',
    why: 'taproot-assets rpcserver.go VerifyProof expects a proof file',
  },
  {
    query: '{"code":2,"message":"cannot specify both include_spent and include_leased","details":[]}',
    expected: 'api/taproot-assets/taproot-assets/list-assets/',
    kind: 'error',
    why: 'taproot-assets rpcserver.go ListAssets rejects both flags together',
  },
  {
    query:
      'invalid session type, only admin, readonly, custom and account macaroon types supported in LiT. Autopilot sessions must be added using AddAutoPilotSession method',
    expected: 'api/lit/sessions/add-session/',
    kind: 'error',
    why: 'session_rpcserver.go AddSession rejects other session types',
  },
  {
    query: '[litcli] rpc error: code = Unknown desc = must include at least one feature',
    expected: 'api/lit/autopilot/add-autopilot-session/',
    kind: 'error',
    why: 'session_rpcserver.go AddAutopilotSession requires at least one feature',
  },
  {
    query: 'category must be for on chain, off chain or both',
    expected: 'api/faraday/faraday-server/node-audit/',
    kind: 'error',
    why: 'faraday validateCustomCategories (ErrSetChain), called only from NodeAudit',
  },

  // ---- enum ----
  {
    query: 'RESUME_MODIFIED',
    expected: 'api/lnd/router/htlc-interceptor/',
    kind: 'enum',
    why: 'ResolveHoldForwardAction is the action of ForwardHtlcInterceptResponse sent to HtlcInterceptor',
  },
  {
    query: '"action": "DISABLE"',
    expected: 'api/lnd/router/update-chan-status/',
    kind: 'enum',
    why: 'ChanStatusAction is UpdateChanStatusRequest.action',
  },
  {
    query: 'BETWEENNESS_CENTRALITY',
    expected: 'api/lnd/lightning/get-node-metrics/',
    kind: 'enum',
    why: 'NodeMetricType is NodeMetricsRequest.types',
  },
  {
    query: 'lookup_modifier HTLC_SET_BLANK',
    expected: 'api/lnd/invoices/lookup-invoice-v2/',
    kind: 'enum',
    why: 'LookupModifier is LookupInvoiceMsg.lookup_modifier, the request of LookupInvoiceV2',
  },
  {
    query: 'change_type CHANGE_ADDRESS_TYPE_P2TR',
    expected: 'api/lnd/wallet-kit/fund-psbt/',
    kind: 'enum',
    why: 'ChangeAddressType is only FundPsbtRequest.change_type',
  },
  {
    query: 'state_filter=WAIT_FOR_EXPIRY_SWEEP',
    expected: 'api/loop/swap-client/list-static-address-deposits/',
    kind: 'enum',
    why: 'DepositState is ListStaticAddressDepositsRequest.state_filter',
  },
  {
    query: 'LOOP_IN_SOURCE_STATIC_ADDRESS',
    expected: 'api/loop/swap-client/set-liquidity-params/',
    kind: 'enum',
    why: 'LoopInSource is LiquidityParameters.loop_in_source, set through SetLiquidityParams',
  },
  {
    query: 'reject_reason PARTIAL_REJECT_DUPLICATE_PEER',
    expected: 'api/pool/trader/list-orders/',
    kind: 'enum',
    why: 'poolrpc MatchRejectReason is only reported, in MatchEvent.reject_reason of the order events ListOrders returns (verbose)',
  },
  {
    query: 'CIRCULAR_RECEIPT',
    expected: 'api/faraday/faraday-server/node-audit/',
    kind: 'enum',
    why: 'EntryType is only reported, in ReportEntry.type of NodeAuditResponse',
  },
  {
    query: '{"sync_mode": "SYNC_FULL"}',
    expected: 'api/taproot-assets/universe/sync-universe/',
    kind: 'enum',
    why: 'UniverseSyncMode is SyncRequest.sync_mode, the request of SyncUniverse',
  },
  {
    query: 'filter_status ADDR_EVENT_STATUS_PROOF_RECEIVED',
    expected: 'api/taproot-assets/taproot-assets/addr-receives/',
    kind: 'enum',
    why: 'AddrEventStatus is AddrReceivesRequest.filter_status',
  },
  {
    query: 'TYPE_MACAROON_ACCOUNT',
    expected: 'api/lit/sessions/add-session/',
    kind: 'enum',
    why: 'SessionType is AddSessionRequest.session_type',
  },

  // ---- typo ----
  {
    query: 'lsit chanels',
    expected: 'api/lnd/lightning/list-channels/',
    kind: 'typo',
    why: 'list channels, misspelt',
  },
  {
    query: 'decod pay reqest',
    expected: 'api/lnd/lightning/decode-pay-req/',
    kind: 'typo',
    why: 'decode payment request, misspelt',
  },
  {
    query: 'walet balnce',
    expected: 'api/lnd/lightning/wallet-balance/',
    kind: 'typo',
    why: 'wallet balance, misspelt',
  },
  {
    query: 'sned coins',
    expected: 'api/lnd/lightning/send-coins/',
    kind: 'typo',
    why: 'send coins, misspelt',
  },
  {
    query: 'loop out qoute',
    expected: 'api/loop/swap-client/loop-out-quote/',
    kind: 'typo',
    why: 'loop out quote, misspelt',
  },
  {
    query: 'abandn channel',
    expected: 'api/lnd/lightning/abandon-channel/',
    kind: 'typo',
    why: 'abandon channel, misspelt',
  },
  {
    query: 'burn aset',
    expected: 'api/taproot-assets/taproot-assets/burn-asset/',
    kind: 'typo',
    why: 'burn asset, misspelt',
  },
  {
    query: 'estimate rout fee',
    expected: 'api/lnd/router/estimate-route-fee/',
    kind: 'typo',
    why: 'estimate route fee, misspelt',
  },

  // ---- daemon ----
  {
    query: 'loop quote in',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    kind: 'daemon',
    why: 'the `loop quote in` command calls GetLoopInQuote',
  },
  {
    query: 'tapcli addrs new',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    kind: 'daemon',
    why: 'the `tapcli addrs new` command calls NewAddr',
  },
  {
    query: 'walletrpc list leases',
    expected: 'api/lnd/wallet-kit/list-leases/',
    kind: 'daemon',
    why: 'walletrpc.WalletKit.ListLeases (lncli wallet listleases)',
  },
  {
    query: 'pool accounts deposit',
    expected: 'api/pool/trader/deposit-account/',
    kind: 'daemon',
    why: 'the `pool accounts deposit` command calls DepositAccount',
  },
  {
    query: 'frcli revenue',
    expected: 'api/faraday/faraday-server/revenue-report/',
    kind: 'daemon',
    why: 'the `frcli revenue` command calls RevenueReport',
  },
  {
    query: 'litcli accounts create',
    expected: 'api/lit/accounts/create-account/',
    kind: 'daemon',
    why: 'the `litcli accounts create` command calls CreateAccount',
  },
  {
    query: 'lncli wallet psbt finalize',
    expected: 'api/lnd/wallet-kit/finalize-psbt/',
    kind: 'daemon',
    why: 'the `lncli wallet psbt finalize` command calls FinalizePsbt',
  },
  {
    query: 'routerrpc query mission control',
    expected: 'api/lnd/router/query-mission-control/',
    kind: 'daemon',
    why: 'routerrpc.Router.QueryMissionControl',
  },
  {
    query: 'chainrpc block header',
    expected: 'api/lnd/chain-kit/get-block-header/',
    kind: 'daemon',
    why: 'chainrpc.ChainKit.GetBlockHeader (the neutrino one is in neutrinorpc)',
  },

  // ---- rest-value ----
  {
    query: 'GET /v1/graph/routes/03bb16ed54ce4685b7a18714ef5f2a14a183085989a63800f10afc382d8847c455/50000',
    expected: 'api/lnd/lightning/query-routes/',
    kind: 'rest-value',
    why: 'lightning.yaml: QueryRoutes is GET /v1/graph/routes/{pub_key}/{amt}',
  },
  {
    query:
      'GET /v2/router/mc/probability/AsCoKYk_hjLrKjaKlIjqnYj5Lalmlr_4s_JNpl7dteMr/A6WRgbpF1f4mNKF-EB39ckXzuzqi4eNjLqAZ6ISwtJ3O/100000000',
    expected: 'api/lnd/router/query-probability/',
    kind: 'rest-value',
    why: 'router.yaml: QueryProbability is GET /v2/router/mc/probability/{from_node}/{to_node}/{amt_msat} (bytes as base64url)',
  },
  {
    query: 'curl -X DELETE https://localhost:8281/v1/pool/orders/uosbGsR78A7AHGhb7G2ztyGmVRAvrAdkDPSpfPfv3VA=',
    expected: 'api/pool/trader/cancel-order/',
    kind: 'rest-value',
    why: 'trader.yaml: CancelOrder is DELETE /v1/pool/orders/{order_nonce}; 8281 is poold REST port',
  },
  {
    query: 'GET /v1/loop/out/quote/500000?conf_target=9',
    expected: 'api/loop/swap-client/loop-out-quote/',
    kind: 'rest-value',
    why: 'client.yaml: LoopOutQuote is GET /v1/loop/out/quote/{amt}; conf_target is a QuoteRequest field',
  },
  {
    query:
      'GET /v1/taproot-assets/assets/meta/asset-id/96a9b27084280e26ff2553c194e4738d4977caf5597c2ec317f9b12ea4696271',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/',
    kind: 'rest-value',
    why: 'taprootassets.yaml: FetchAssetMeta is GET /v1/taproot-assets/assets/meta/asset-id/{asset_id_str}',
  },
  {
    query: 'POST /v1/accounts/credit/f21245531e779367 {"amount": "50000"}',
    expected: 'api/lit/accounts/credit-account/',
    kind: 'rest-value',
    why: 'lit-accounts.yaml: CreditAccount is POST /v1/accounts/credit/{account.id}',
  },
  {
    query: 'GET /v1/htlc-resolution/835073209410945025/3',
    expected: 'api/lnd/lightning/lookup-htlc-resolution/',
    kind: 'rest-value',
    why: 'lightning.yaml: LookupHtlcResolution is GET /v1/htlc-resolution/{chan_id}/{htlc_index}',
  },
  {
    query: 'GET /v1/faraday/outliers/REVENUE?rec_request.minimum_monitored=604800',
    expected: 'api/faraday/faraday-server/outlier-recommendations/',
    kind: 'rest-value',
    why: 'faraday.yaml: OutlierRecommendations is GET /v1/faraday/outliers/{rec_request.metric}',
  },
];
