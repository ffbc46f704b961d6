/**
 * The eleventh held-out relevance set (issue 32, sixth round), written on 2026-11-29 by someone who
 * had not read the search engine's code, its documentation or the other sets' queries, and who ran
 * no search before this file was committed.
 *
 * How the queries were chosen:
 * - `task`: the RPCs were drawn at random (mulberry32 PRNG, seed 1111, Fisher-Yates shuffle) over
 *   every live method page of the newest release of each daemon (pages of RPCs marked removed left
 *   out): 22 from the shuffled lnd list (all services) and 23 from the shuffled list of the other
 *   five daemons, in draw order. One draw was skipped (pool ChannelAuctioneer.SubmitOrder: it runs
 *   on the auctioneer's server, a trader's task leads to Trader.SubmitOrder instead). Each query is
 *   a developer's own wording of a task, avoiding the RPC name's words where possible.
 * - `error`: real error strings from the Go handlers in /work/shared/protos (lnd rpcserver.go,
 *   loopd/swapclient_server.go, pool rpcserver.go, taproot-assets rpcserver/, LiT
 *   session_rpcserver.go and accounts/rpcserver.go, faraday frdrpcserver/rpcserver.go), with
 *   values filled in and client noise around them.
 * - `enum`: enum values from the protos, set by a request (expected: that RPC) or only reported
 *   (expected: an RPC returning it).
 * - `typo`, `daemon`, `rest-value`: hand-written; REST calls use real routes from the `*.yaml` rules.
 *
 * How expected pages were judged: only from the protos, REST rules and Go handlers in
 * /work/shared/protos and the built site's page paths (every expected and `also` path was checked
 * to exist as a newest-release method page).
 *
 * Once the engine is tuned on these queries, this set stops measuring held-out relevance.
 */
import type { RealisticCase } from './realistic-set.ts';

export const HOLDOUT_11_SET: RealisticCase[] = [
  // ---- task: lnd (seeded draw, seed 1111) ----
  {
    query: 'show all my open channels with local and remote balance',
    expected: 'api/lnd/lightning/list-channels/',
    kind: 'task',
    why: 'draw #1 lnd: Lightning.ListChannels lists active channels with balances.',
  },
  {
    query: 'enter my password so lnd can start after a restart',
    expected: 'api/lnd/wallet-unlocker/unlock-wallet/',
    kind: 'task',
    why: 'draw #2 lnd: WalletUnlocker.UnlockWallet takes the wallet password at startup.',
  },
  {
    query: 'attach a note to an onchain transaction in my wallet',
    expected: 'api/lnd/wallet-kit/label-transaction/',
    kind: 'task',
    why: 'draw #3 lnd: WalletKit.LabelTransaction adds a label to a wallet transaction.',
  },
  {
    query: 'listen for custom p2p messages coming from peers',
    expected: 'api/lnd/lightning/subscribe-custom-messages/',
    kind: 'task',
    why: 'draw #4 lnd: Lightning.SubscribeCustomMessages streams custom peer messages.',
  },
  {
    query: 'route a blob of data to another node through the onion',
    expected: 'api/lnd/lightning/send-onion-message/',
    kind: 'task',
    why: 'draw #5 lnd: Lightning.SendOnionMessage sends an onion message to a peer.',
  },
  {
    query: 'begin an aggregated schnorr signing flow for a 2-of-2 key',
    expected: 'api/lnd/signer/mu-sig2-create-session/',
    kind: 'task',
    why: 'draw #6 lnd: Signer.MuSig2CreateSession starts a MuSig2 signing session.',
  },
  {
    query: 'which utxos does the wallet have with at least 3 confirmations',
    expected: 'api/lnd/wallet-kit/list-unspent/',
    also: ['api/lnd/lightning/list-unspent/'],
    kind: 'task',
    why: 'draw #7 lnd: WalletKit.ListUnspent (min_confs); Lightning.ListUnspent does the same.',
  },
  {
    query: 'hand the already combined nonce to my musig session instead of each signer nonce',
    expected: 'api/lnd/signer/mu-sig2-register-combined-nonce/',
    kind: 'task',
    why: 'draw #8 lnd: Signer.MuSig2RegisterCombinedNonce takes the pre-aggregated nonce.',
  },
  {
    query: 'drop the connection to a node',
    expected: 'api/lnd/lightning/disconnect-peer/',
    kind: 'task',
    why: 'draw #9 lnd: Lightning.DisconnectPeer.',
  },
  {
    query: 'register a watchtower to back up my channel states',
    expected: 'api/lnd/watchtower-client/add-tower/',
    kind: 'task',
    why: 'draw #10 lnd: WatchtowerClient.AddTower adds a tower for state backups.',
  },
  {
    query: 'how much would an onchain send to several addresses cost',
    expected: 'api/lnd/lightning/estimate-fee/',
    kind: 'task',
    why: 'draw #11 lnd: Lightning.EstimateFee takes AddrToAmount and returns fee.',
  },
  {
    query: 'get the compact block filter for a block hash on a light client',
    expected: 'api/lnd/neutrino-kit/get-c-filter/',
    kind: 'task',
    why: 'draw #12 lnd: NeutrinoKit.GetCFilter returns the BIP158 filter of a block.',
  },
  {
    query: 'create a new 24 word mnemonic before initializing the wallet',
    expected: 'api/lnd/wallet-unlocker/gen-seed/',
    kind: 'task',
    why: 'draw #13 lnd: WalletUnlocker.GenSeed creates an aezeed cipher seed.',
  },
  {
    query: 'sign an input of a raw tx with one of my wallet keys given the key descriptor',
    expected: 'api/lnd/signer/sign-output-raw/',
    kind: 'task',
    why: 'draw #14 lnd: Signer.SignOutputRaw signs with a KeyDescriptor.',
  },
  {
    query: 'speed up confirmation of a force closed channel, anchor cpfp',
    expected: 'api/lnd/wallet-kit/bump-force-close-fee/',
    kind: 'task',
    why: 'draw #15 lnd: WalletKit.BumpForceCloseFee bumps the anchor sweep of a force close.',
  },
  {
    query: 'change the log verbosity at runtime without restarting',
    expected: 'api/lnd/lightning/debug-level/',
    kind: 'task',
    why: 'draw #16 lnd: Lightning.DebugLevel sets log levels.',
  },
  {
    query: 'change my node alias and color on the network',
    expected: 'api/lnd/peers/update-node-announcement/',
    kind: 'task',
    why: 'draw #17 lnd: Peers.UpdateNodeAnnouncement updates alias, color, addresses.',
  },
  {
    query: 'remove a cancelled invoice from the database',
    expected: 'api/lnd/lightning/delete-canceled-invoice/',
    kind: 'task',
    why: 'draw #18 lnd: Lightning.DeleteCanceledInvoice.',
  },
  {
    query: 'create a payment request to receive 5000 sats',
    expected: 'api/lnd/lightning/add-invoice/',
    kind: 'task',
    why: 'draw #19 lnd: Lightning.AddInvoice returns a payment_request.',
  },
  {
    query: 'get notified when one particular invoice gets paid, by its hash',
    expected: 'api/lnd/invoices/subscribe-single-invoice/',
    kind: 'task',
    why: 'draw #20 lnd: Invoices.SubscribeSingleInvoice streams updates of one invoice.',
  },
  {
    query: 'forget the pathfinding history of failed routes',
    expected: 'api/lnd/router/reset-mission-control/',
    kind: 'task',
    why: 'draw #21 lnd: Router.ResetMissionControl clears mission control state.',
  },
  {
    query: 'load a channel graph snapshot into my node for testing',
    expected: 'api/lnd/dev/import-graph/',
    kind: 'task',
    why: 'draw #22 lnd: Dev.ImportGraph imports a ChannelGraph (dev builds).',
  },
  // ---- task: loop, pool, faraday, taproot-assets, lit (seeded draw, seed 1111) ----
  {
    query: 'min and max amount I can swap from onchain into a channel',
    expected: 'api/loop/swap-client/get-loop-in-terms/',
    kind: 'task',
    why: 'draw #1 other: SwapClient.GetLoopInTerms returns loop in min/max swap amounts.',
  },
  {
    query: 'send an issuance proof to a remote universe server',
    expected: 'api/taproot-assets/universe/push-proof/',
    kind: 'task',
    why: 'draw #2 other: Universe.PushProof pushes a proof to a remote universe.',
  },
  {
    query: 'list everything stored in the universe tree for one asset id',
    expected: 'api/taproot-assets/universe/asset-leaves/',
    kind: 'task',
    why: 'draw #3 other: Universe.AssetLeaves returns the leaves of a universe tree.',
  },
  {
    query: 'when does the next auction batch clear and at what fee rate',
    expected: 'api/pool/trader/next-batch-info/',
    kind: 'task',
    why: 'draw #4 other: Trader.NextBatchInfo (pool auction nextbatchinfo).',
  },
  {
    query: 'price oracle server: return the exchange rate for an asset',
    expected: 'api/taproot-assets/price-oracle/query-asset-rates/',
    kind: 'task',
    why: 'draw #5 other: PriceOracle.QueryAssetRates returns asset rate information.',
  },
  {
    query: 'show my bids and asks in the liquidity auction',
    expected: 'api/pool/trader/list-orders/',
    kind: 'task',
    why: 'draw #6 other: Trader.ListOrders.',
  },
  {
    query: 'get the metadata blob attached to a minted asset',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/',
    kind: 'task',
    why: 'draw #7 other: TaprootAssets.FetchAssetMeta (tapcli assets meta).',
  },
  {
    query: 'make tapd recognize assets sent to my own tapscript key',
    expected: 'api/taproot-assets/asset-wallet/declare-script-key/',
    kind: 'task',
    why: 'draw #8 other: AssetWallet.DeclareScriptKey makes assets to that key count as local.',
  },
  {
    query: 'which instant loop out reservations do I have',
    expected: 'api/loop/swap-client/list-reservations/',
    kind: 'task',
    why: 'draw #9 other: SwapClient.ListReservations (loop listreservations).',
  },
  {
    query: 'ask a peer for a quote to buy some units of an asset',
    expected: 'api/taproot-assets/rfq/add-asset-buy-order/',
    kind: 'task',
    why: 'draw #10 other: Rfq.AddAssetBuyOrder sends a buy request for quote to a peer.',
  },
  {
    query: 'download the full provenance file of an asset I hold',
    expected: 'api/taproot-assets/taproot-assets/export-proof/',
    kind: 'task',
    why: 'draw #11 other: TaprootAssets.ExportProof exports the proof file of an asset.',
  },
  {
    query: 'recipient side of a sidecar channel, wait for the provider bid to match',
    expected: 'api/pool/trader/expect-sidecar-channel/',
    kind: 'task',
    why: 'draw #12 other: Trader.ExpectSidecarChannel is step 4/4, run by the recipient.',
  },
  {
    query: 'decode a proof file into its individual proofs',
    expected: 'api/taproot-assets/taproot-assets/unpack-proof-file/',
    kind: 'task',
    why: 'draw #13 other: TaprootAssets.UnpackProofFile (tapcli proofs unpack).',
  },
  {
    query: 'import a proof file into tapd so the asset becomes spendable (dev)',
    expected: 'api/taproot-assets/tap-dev/import-proof/',
    also: ['api/taproot-assets/taproot-assets/register-transfer/'],
    kind: 'task',
    why: 'draw #14 other: TapDev.ImportProof; its comment points to RegisterTransfer.',
  },
  {
    query: 'store a supply commitment for an asset group with its chain proof',
    expected: 'api/taproot-assets/universe/insert-supply-commit/',
    kind: 'task',
    why: 'draw #15 other: Universe.InsertSupplyCommit.',
  },
  {
    query: 'total value of deposits sent to my static loop address',
    expected: 'api/loop/swap-client/get-static-address-summary/',
    kind: 'task',
    why: 'draw #16 other: SwapClient.GetStaticAddressSummary (loop static summary).',
  },
  {
    query: 'derive a fresh key for receiving taproot assets',
    expected: 'api/taproot-assets/asset-wallet/next-script-key/',
    also: ['api/taproot-assets/asset-wallet/next-internal-key/'],
    kind: 'task',
    why: 'draw #17 other: AssetWallet.NextScriptKey derives the next script key.',
  },
  {
    query: 'show all offchain accounts in lightning terminal with their balances',
    expected: 'api/lit/accounts/list-accounts/',
    kind: 'task',
    why: 'draw #18 other: Accounts.ListAccounts.',
  },
  {
    query: 'which channels should I close because uptime is below 50 percent',
    expected: 'api/faraday/faraday-server/threshold-recommendations/',
    kind: 'task',
    why: 'draw #19 other: FaradayServer.ThresholdRecommendations with a threshold on a metric.',
  },
  {
    query: 'export a fiat accounting report of my node for taxes',
    expected: 'api/faraday/faraday-server/node-audit/',
    kind: 'task',
    why: 'draw #20 other: FaradayServer.NodeAudit returns accounting entries with fiat values.',
  },
  {
    query: 'which bitcoin outputs are anchoring my taproot assets',
    expected: 'api/taproot-assets/taproot-assets/list-utxos/',
    kind: 'task',
    why: 'draw #21 other: TaprootAssets.ListUtxos lists managed anchor UTXOs.',
  },
  {
    query: 'stream progress updates of my minting batch',
    expected: 'api/taproot-assets/mint/subscribe-mint-events/',
    kind: 'task',
    why: 'draw #22 other: Mint.SubscribeMintEvents.',
  },
  {
    query: 'show only the lightning payments that moved taproot assets',
    expected: 'api/taproot-assets/taproot-asset-channels/list-payments/',
    kind: 'task',
    why: 'draw #24 other (draw #23 skipped): TaprootAssetChannels.ListPayments filters to asset payments.',
  },
  // ---- error ----
  {
    query: '[lncli] rpc error: code = Unknown desc = specify either chan_id or chan_point',
    expected: 'api/lnd/lightning/get-chan-info/',
    kind: 'error',
    why: 'rpcserver.go GetChanInfo.',
  },
  {
    query: 'rpc error: code = Unknown desc = force closing a channel uses a pre-defined fee',
    expected: 'api/lnd/lightning/close-channel/',
    kind: 'error',
    why: 'rpcserver.go CloseChannel rejects sat_per_vbyte with force.',
  },
  {
    query: '{"code":2,"message":"cannot send coins to pubkeys","details":[]}',
    expected: 'api/lnd/lightning/send-coins/',
    kind: 'error',
    why: 'rpcserver.go SendCoins, REST body.',
  },
  {
    query: '2 UNKNOWN: payment hash must be exactly 32 bytes, is instead 31',
    expected: 'api/lnd/lightning/lookup-invoice/',
    kind: 'error',
    why: 'rpcserver.go LookupInvoice.',
  },
  {
    query:
      '[lncli] rpc error: code = Unknown desc = `all_payments` cannot be set to true while either `failed_payments_only` or `failed_htlcs_only` is also set to true',
    expected: 'api/lnd/lightning/delete-all-payments/',
    kind: 'error',
    why: 'rpcserver.go DeleteAllPayments.',
  },
  {
    query: 'start date(1732838400) must be before end date(1730000000)',
    expected: 'api/lnd/lightning/list-invoices/',
    also: ['api/lnd/lightning/list-payments/'],
    kind: 'error',
    why: 'rpcserver.go ListInvoices and ListPayments return the same message.',
  },
  {
    query: 'rpc error: code = Unknown desc = AbandonChannel RPC call only available in dev builds',
    expected: 'api/lnd/lightning/abandon-channel/',
    kind: 'error',
    why: 'rpcserver.go AbandonChannel.',
  },
  {
    query: 'cannot co-op close frozen channel as initiator until height=880000, (current_height=874512)',
    expected: 'api/lnd/lightning/close-channel/',
    kind: 'error',
    why: 'rpcserver.go CloseChannel for frozen channels.',
  },
  {
    query: '2 UNKNOWN: either a Single or Multi channel backup must be specified',
    expected: 'api/lnd/lightning/verify-chan-backup/',
    kind: 'error',
    why: 'rpcserver.go VerifyChanBackup.',
  },
  {
    query: 'invalid middleware name, use descriptive name of at least 5 characters',
    expected: 'api/lnd/lightning/register-rpc-middleware/',
    kind: 'error',
    why: 'rpcserver.go RegisterRPCMiddleware.',
  },
  {
    query: 'rpc error: code = Unknown desc = positive values for inbound fee rate ppm are not supported: 100',
    expected: 'api/lnd/lightning/update-channel-policy/',
    kind: 'error',
    why: 'rpcserver.go UpdateChannelPolicy.',
  },
  {
    query: '[loop] rpc error: code = Unknown desc = abandoning loop out swaps is not supported yet',
    expected: 'api/loop/swap-client/abandon-swap/',
    kind: 'error',
    why: 'loopd/swapclient_server.go AbandonSwap.',
  },
  {
    query: 'destination address and external account address cannot be set at the same time',
    expected: 'api/loop/swap-client/loop-out/',
    kind: 'error',
    why: 'loopd/swapclient_server.go LoopOut.',
  },
  {
    query:
      'rpc error: code = Unknown desc = acct=02a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90 has open orders, cancel them before closing',
    expected: 'api/pool/trader/close-account/',
    kind: 'error',
    why: 'pool rpcserver.go CloseAccount.',
  },
  {
    query: 'tapcli: rpc error: code = Unknown desc = amount to burn must be specified',
    expected: 'api/taproot-assets/taproot-assets/burn-asset/',
    kind: 'error',
    why: 'taproot-assets rpcserver.go BurnAsset.',
  },
  {
    query: 'invalid raw proof, expect file, not single encoded mint or transition proof',
    expected: 'api/taproot-assets/taproot-assets/verify-proof/',
    kind: 'error',
    why: 'taproot-assets rpcserver.go VerifyProof.',
  },
  {
    query: '2 UNKNOWN: timeout must be greater than 0',
    expected: 'api/taproot-assets/rfq/add-asset-buy-order/',
    also: ['api/taproot-assets/rfq/add-asset-sell-order/'],
    kind: 'error',
    why: 'taproot-assets rpcserver.go AddAssetBuyOrder and AddAssetSellOrder.',
  },
  {
    query: 'rpc error: code = Unknown desc = cannot add ourselves as a federation member',
    expected: 'api/taproot-assets/universe/add-federation-server/',
    kind: 'error',
    why: 'taproot-assets AddFederationServer calls CheckFederationServer, which returns it.',
  },
  {
    query: '[litcli] rpc error: code = Unknown desc = expiry must be in the future',
    expected: 'api/lit/sessions/add-session/',
    also: ['api/lit/autopilot/add-autopilot-session/'],
    kind: 'error',
    why: 'LiT session_rpcserver.go AddSession and AddAutopilotSession.',
  },
  {
    query: 'frcli: rpc error: code = Unknown desc = recommendation request field required',
    expected: 'api/faraday/faraday-server/threshold-recommendations/',
    also: ['api/faraday/faraday-server/outlier-recommendations/'],
    kind: 'error',
    why: 'faraday frdrpcserver/rpcserver.go ThresholdRecommendations and OutlierRecommendations.',
  },
  // ---- enum ----
  {
    query: '"commitment_type": "SIMPLE_TAPROOT"',
    expected: 'api/lnd/lightning/open-channel/',
    also: ['api/lnd/lightning/batch-open-channel/', 'api/lnd/lightning/open-channel-sync/'],
    kind: 'enum',
    why: 'lnrpc.CommitmentType set by OpenChannelRequest.commitment_type.',
  },
  {
    query: 'address type TAPROOT_PUBKEY',
    expected: 'api/lnd/lightning/new-address/',
    also: ['api/lnd/wallet-kit/next-addr/'],
    kind: 'enum',
    why: 'lnrpc.AddressType set by NewAddressRequest.type; walletrpc has its own AddressType for NextAddr.',
  },
  {
    query: 'RESUME_MODIFIED',
    expected: 'api/lnd/router/htlc-interceptor/',
    kind: 'enum',
    why: 'routerrpc.ResolveHoldForwardAction, set in ForwardHtlcInterceptResponse.action.',
  },
  {
    query: 'action DISABLE channel status',
    expected: 'api/lnd/router/update-chan-status/',
    kind: 'enum',
    why: 'routerrpc.ChanStatusAction set by UpdateChanStatusRequest.action.',
  },
  {
    query: 'change_type CHANGE_ADDRESS_TYPE_P2TR',
    expected: 'api/lnd/wallet-kit/fund-psbt/',
    kind: 'enum',
    why: 'walletrpc.ChangeAddressType set by FundPsbtRequest.change_type.',
  },
  {
    query: 'FAILURE_REASON_INSUFFICIENT_BALANCE',
    expected: 'api/lnd/router/send-payment-v2/',
    also: ['api/lnd/router/track-payment-v2/', 'api/lnd/router/track-payments/', 'api/lnd/lightning/list-payments/'],
    kind: 'enum',
    why: 'lnrpc.PaymentFailureReason, only reported in Payment.failure_reason.',
  },
  {
    query: '"state": "ORDER_EXECUTED"',
    expected: 'api/pool/trader/list-orders/',
    also: ['api/pool/channel-auctioneer/order-state/'],
    kind: 'enum',
    why: "auctioneerrpc.OrderState, reported in orders returned by Trader.ListOrders (and the auctioneer's OrderState).",
  },
  {
    query: 'min_node_tier TIER_1',
    expected: 'api/pool/trader/submit-order/',
    kind: 'enum',
    why: 'NodeTier set by Bid.min_node_tier in SubmitOrderRequest.',
  },
  {
    query: '"asset_type": "COLLECTIBLE"',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'enum',
    why: 'taprpc.AssetType set when minting (MintAsset.asset_type).',
  },
  {
    query: 'address_version ADDR_VERSION_V2',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    kind: 'enum',
    why: 'taprpc.AddrVersion set by NewAddrRequest.address_version.',
  },
  {
    query: 'fiat_backend COINGECKO',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    also: ['api/faraday/faraday-server/node-audit/'],
    kind: 'enum',
    why: 'frdrpc.FiatBackend set by ExchangeRateRequest and NodeAuditRequest.',
  },
  {
    query: 'TYPE_MACAROON_ADMIN',
    expected: 'api/lit/sessions/add-session/',
    kind: 'enum',
    why: 'litrpc.SessionType set by AddSessionRequest.session_type.',
  },
  // ---- typo ----
  {
    query: 'fowarding histroy',
    expected: 'api/lnd/lightning/forwarding-history/',
    kind: 'typo',
    why: 'Lightning.ForwardingHistory.',
  },
  {
    query: 'walet balanse',
    expected: 'api/lnd/lightning/wallet-balance/',
    kind: 'typo',
    why: 'Lightning.WalletBalance.',
  },
  {
    query: 'restor chanel backups',
    expected: 'api/lnd/lightning/restore-channel-backups/',
    kind: 'typo',
    why: 'Lightning.RestoreChannelBackups.',
  },
  {
    query: 'loop out qoute',
    expected: 'api/loop/swap-client/loop-out-quote/',
    kind: 'typo',
    why: 'SwapClient.LoopOutQuote.',
  },
  {
    query: 'deposit into pool acount',
    expected: 'api/pool/trader/deposit-account/',
    kind: 'typo',
    why: 'Trader.DepositAccount.',
  },
  {
    query: 'mint assset',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'typo',
    why: 'Mint.MintAsset.',
  },
  {
    query: 'bake macarroon',
    expected: 'api/lnd/lightning/bake-macaroon/',
    kind: 'typo',
    why: 'Lightning.BakeMacaroon.',
  },
  {
    query: 'list peeers',
    expected: 'api/lnd/lightning/list-peers/',
    kind: 'typo',
    why: 'Lightning.ListPeers.',
  },
  // ---- daemon ----
  {
    query: 'lncli getinfo',
    expected: 'api/lnd/lightning/get-info/',
    kind: 'daemon',
    why: 'lncli getinfo calls Lightning.GetInfo.',
  },
  {
    query: 'loop in command',
    expected: 'api/loop/swap-client/loop-in/',
    kind: 'daemon',
    why: 'loop in calls SwapClient.LoopIn.',
  },
  {
    query: 'pool accounts new',
    expected: 'api/pool/trader/init-account/',
    kind: 'daemon',
    why: 'pool accounts new calls Trader.InitAccount.',
  },
  {
    query: 'tapcli assets send',
    expected: 'api/taproot-assets/taproot-assets/send-asset/',
    kind: 'daemon',
    why: 'tapcli assets send calls TaprootAssets.SendAsset.',
  },
  {
    query: 'frcli revenue',
    expected: 'api/faraday/faraday-server/revenue-report/',
    kind: 'daemon',
    why: 'frcli revenue (cmd/frcli/revenue_report.go) calls FaradayServer.RevenueReport.',
  },
  {
    query: 'litcli sessions add',
    expected: 'api/lit/sessions/add-session/',
    kind: 'daemon',
    why: 'proto comment: litcli: `sessions add` on Sessions.AddSession.',
  },
  {
    query: 'walletrpc PublishTransaction',
    expected: 'api/lnd/wallet-kit/publish-transaction/',
    kind: 'daemon',
    why: 'walletrpc.WalletKit.PublishTransaction.',
  },
  {
    query: 'routerrpc SendPaymentV2',
    expected: 'api/lnd/router/send-payment-v2/',
    kind: 'daemon',
    why: 'routerrpc.Router.SendPaymentV2.',
  },
  {
    query: 'tapd new address',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    kind: 'daemon',
    why: 'taproot-assets daemon: TaprootAssets.NewAddr creates a Taproot Asset address.',
  },
  // ---- rest-value ----
  {
    query: 'DELETE /v1/peers/0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    expected: 'api/lnd/lightning/disconnect-peer/',
    kind: 'rest-value',
    why: 'lightning.yaml: lnrpc.Lightning.DisconnectPeer delete /v1/peers/{pub_key}.',
  },
  {
    query: 'GET /v1/htlc-resolution/869631202436333568/4',
    expected: 'api/lnd/lightning/lookup-htlc-resolution/',
    kind: 'rest-value',
    why: 'lightning.yaml: LookupHtlcResolution get /v1/htlc-resolution/{chan_id}/{htlc_index}.',
  },
  {
    query: 'curl https://localhost:8080/v1/graph/edge/869631202436333568',
    expected: 'api/lnd/lightning/get-chan-info/',
    kind: 'rest-value',
    why: 'lightning.yaml: GetChanInfo get /v1/graph/edge/{chan_id}.',
  },
  {
    query: 'GET /v1/loop/out/quote/250000',
    expected: 'api/loop/swap-client/loop-out-quote/',
    kind: 'rest-value',
    why: 'loop yaml: SwapClient.LoopOutQuote get /v1/loop/out/quote/{amt}.',
  },
  {
    query: 'DELETE /v1/pool/orders/9f2a6c1d4b3e8f7a0c5d2e1b4a3f6c9d8e7b0a1c2d3e4f5a6b7c8d9e0f1a2b3c',
    expected: 'api/pool/trader/cancel-order/',
    kind: 'rest-value',
    why: 'pool yaml: Trader.CancelOrder delete /v1/pool/orders/{order_nonce}.',
  },
  {
    query:
      'GET /v1/taproot-assets/wallet/internal-key/03a34b99f22c790c4e36b2b3c2c35a36db06226e41c692fc82b8b56ac1c540c5bd',
    expected: 'api/taproot-assets/asset-wallet/query-internal-key/',
    kind: 'rest-value',
    why: 'assetwallet yaml: QueryInternalKey get /v1/taproot-assets/wallet/internal-key/{internal_key}.',
  },
  {
    query: 'GET /v1/taproot-assets/assets/meta/hash/6c1f2e0b5a9d8c7e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/',
    kind: 'rest-value',
    why: 'taprootassets.yaml: FetchAssetMeta additional binding get .../assets/meta/hash/{meta_hash_str}.',
  },
  {
    query: 'POST /v1/accounts/8a5c3f1e2d4b6a79 {"expiration_date": 1767225600}',
    expected: 'api/lit/accounts/update-account/',
    kind: 'rest-value',
    why: 'lit-accounts.yaml: litrpc.Accounts.UpdateAccount post /v1/accounts/{id}.',
  },
  {
    query: 'GET /v1/invoice/8e7a0c3f1b2d4e6a9c8b7f5e3d1a2c4b6e8f0a9b7c5d3e1f2a4b6c8d0e9f7a5b',
    expected: 'api/lnd/lightning/lookup-invoice/',
    kind: 'rest-value',
    why: 'lightning.yaml: LookupInvoice get /v1/invoice/{r_hash_str}.',
  },
];
