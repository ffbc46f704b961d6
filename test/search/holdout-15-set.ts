import type { RealisticCase } from './realistic-set.ts';

/**
 * Held-out search relevance set 15 (101 queries), written blind.
 *
 * Written on 2026-11-29 by someone who had not read the search engine's code, its documentation
 * (docs/search*.md) or the other sets' queries, and who ran no search, test, benchmark or dev
 * server before committing. Expected pages were judged only from the upstream protos, REST rules
 * (`*.yaml`), Go handlers and CLI sources in /work/shared/protos (newest full tree of each daemon:
 * lnd v0.21.2-beta, loop v0.34.0-beta, pool v0.6.6-beta, faraday v0.2.16-alpha, taproot-assets
 * v0.8.1, lit v0.17.2-alpha) and from the built pages of a site copy without its search index.
 * Every `expected` and `also` path was checked to exist as `<path>index.html` in that copy and to
 * be a newest-release page (no `/v0.` release folder, not a removed RPC's page).
 *
 * How the 45 `task` queries were chosen: every method page `api/<daemon>/<service>/<method>/` of
 * the newest release in the built site (382 pages), leaving out release folders (`/v0.`…), the
 * non-method folders (changes, documentation-gaps, errors, history, permissions, rest-endpoints)
 * and the 11 pages of removed RPCs (pages whose top line says "… is not in <daemon> <release>":
 * lnd SendPayment, SendPaymentSync, SendToRoute, SendToRouteSync, Router SendPayment,
 * SendToRoute, TrackPayment; taproot-assets PriceOracle QueryRateTick, TaprootAssets
 * ImportProof, SubscribeReceiveAssetEventNtfns, SubscribeSendAssetEventNtfns). The paths
 * (`api/…/`) were sorted with JavaScript's default string sort and shuffled once, as one list,
 * with a Fisher-Yates shuffle (i from length-1 down to 1, j = floor(rng() * (i + 1))) driven by
 * mulberry32 seeded 5151; the shuffled list was then split into lnd pages (172) and pages of the
 * other five daemons (210), keeping draw order. The first 22 lnd draws were taken, none skipped.
 * Of the other daemons, draws 1–24 were taken with one skip: draw 15,
 * `pool/channel-auctioneer/modify-account` (the auctioneer server's own RPC, which poold calls on
 * the trader's behalf; it has no comment and poold does not serve it, so no developer using the
 * daemons has a task for it: a trader changing an account uses the Trader RPCs).
 * Task queries are in the developer's own words and avoid the RPC name's words where natural.
 *
 * The other kinds: `error` queries are error texts returned by the handlers in the Go sources
 * (lnd rpcserver.go, walletrpc, invoicesrpc; loopd swapclient_server.go; pool rpcserver.go;
 * tapd rpcserver/rpcserver.go; LiT session_rpcserver.go and accounts/rpcserver.go; faraday
 * frdrpcserver) with the format verbs filled in as the daemon prints them (e.g. Go's %v of
 * 1e-7 is `1e-07`, btcutil amounts print as `… BTC`), some wrapped in gRPC client, CLI or
 * grpc-gateway JSON noise; the expected page is the RPC whose handler returns the text, with
 * `also` for the other RPCs whose handlers return it. `enum` queries are enum value names from
 * the protos; expected is the RPC whose request sets the value, or for a value only reported,
 * an RPC returning it. `rest-value` queries follow the path templates of the `*.yaml` REST rules
 * with real-looking values (bytes path parameters in base64url, as grpc-gateway wants them).
 * `daemon` queries name a CLI command (checked in the CLI sources) or a Go package.
 */
export const HOLDOUT_15_SET: RealisticCase[] = [
  // ---- task: lnd draws 1–22 ----
  {
    query: "look up another node's alias, addresses and channels from its pubkey",
    expected: 'api/lnd/lightning/get-node-info/',
    kind: 'task',
    why: 'GetNodeInfo returns the advertised node info (and optionally its channels) for a pub_key.',
  },
  {
    query: 'which probability estimator and half-life is pathfinding currently using?',
    expected: 'api/lnd/router/get-mission-control-config/',
    kind: 'task',
    why: "GetMissionControlConfig returns mission control's active config: model (APRIORI/BIMODAL) and its parameters.",
  },
  {
    query: 'fetch a block header by block hash on a neutrino light client',
    expected: 'api/lnd/neutrino-kit/get-block-header/',
    also: ['api/lnd/chain-kit/get-block-header/'],
    kind: 'task',
    why: 'NeutrinoKit.GetBlockHeader returns a header for a hash; ChainKit.GetBlockHeader does the same on any backend.',
  },
  {
    query: 'add another bitcoin full node for my neutrino backend to sync from',
    expected: 'api/lnd/neutrino-kit/add-peer/',
    kind: 'task',
    why: "NeutrinoKit.AddPeer adds a bitcoin peer to lnd's neutrino chain service.",
  },
  {
    query: 'how do I open channels to several peers in one on-chain transaction',
    expected: 'api/lnd/lightning/batch-open-channel/',
    kind: 'task',
    why: 'BatchOpenChannel opens multiple single-funded channels in one funding transaction, atomically.',
  },
  {
    query: 'create a restricted macaroon that can only read invoices',
    expected: 'api/lnd/lightning/bake-macaroon/',
    kind: 'task',
    why: 'BakeMacaroon creates a macaroon with custom entity/action permissions (invoices:read).',
  },
  {
    query: 'check if neutrino banned a bitcoin peer for misbehaving',
    expected: 'api/lnd/neutrino-kit/is-banned/',
    kind: 'task',
    why: 'NeutrinoKit.IsBanned returns whether a peer is banned.',
  },
  {
    query: 'sign a message with a key picked by key family and index instead of the node identity key',
    expected: 'api/lnd/signer/sign-message/',
    kind: 'task',
    why: 'Signer.SignMessage signs with the key in the key locator; Lightning.SignMessage only uses the node key.',
  },
  {
    query: 'stop one watchtower session from being used for any more backups',
    expected: 'api/lnd/watchtower-client/terminate-session/',
    kind: 'task',
    why: 'WatchtowerClient.TerminateSession marks a session terminal so it is no longer used for backups.',
  },
  {
    query: 'map an additional short channel id onto an existing channel, on my side only',
    expected: 'api/lnd/router/x-add-local-chan-aliases/',
    kind: 'task',
    why: 'XAddLocalChanAliases creates locally stored SCID alias mappings for a base SCID.',
  },
  {
    query: "wipe lnd's memory of failed payment attempts so routing starts fresh",
    expected: 'api/lnd/router/reset-mission-control/',
    kind: 'task',
    why: 'ResetMissionControl clears all mission control state.',
  },
  {
    query: "get the raw block for a block hash through lnd's chain backend",
    expected: 'api/lnd/chain-kit/get-block/',
    also: ['api/lnd/neutrino-kit/get-block/'],
    kind: 'task',
    why: 'ChainKit.GetBlock returns the raw block for a hash; NeutrinoKit.GetBlock does the same on neutrino nodes.',
  },
  {
    query: 'how do I hand the signed PSBT back to lnd to finish opening a channel funded from an external wallet',
    expected: 'api/lnd/lightning/funding-state-step/',
    kind: 'task',
    why: 'FundingStateStep takes psbt_verify / psbt_finalize to drive a PSBT funding flow started by OpenChannel.',
  },
  {
    query: 'turn a list of hop pubkeys into a complete route with fees and timelocks filled in',
    expected: 'api/lnd/router/build-route/',
    kind: 'task',
    why: 'BuildRoute builds a fully specified route from hop public keys using the graph policies.',
  },
  {
    query: 'watch a taproot output with a script tree in the lnd wallet, watch-only',
    expected: 'api/lnd/wallet-kit/import-tapscript/',
    kind: 'task',
    why: 'ImportTapscript imports a Taproot script and internal key as a watch-only output script.',
  },
  {
    query: 'how much on-chain bitcoin does my node have, confirmed and unconfirmed',
    expected: 'api/lnd/lightning/wallet-balance/',
    kind: 'task',
    why: 'WalletBalance returns total, confirmed and unconfirmed on-chain balance.',
  },
  {
    query: "drop the connection to a lightning peer I don't have channels with",
    expected: 'api/lnd/lightning/disconnect-peer/',
    kind: 'task',
    why: 'Lightning.DisconnectPeer disconnects a peer by pubkey (refused while channels are open).',
  },
  {
    query: 'remove a short channel id mapping I added by hand for a channel',
    expected: 'api/lnd/router/x-delete-local-chan-aliases/',
    kind: 'task',
    why: 'XDeleteLocalChanAliases deletes a set of local SCID alias mappings.',
  },
  {
    query: 'pay along a route I put together myself for a circular rebalance',
    expected: 'api/lnd/router/send-to-route-v2/',
    kind: 'task',
    why: 'SendToRouteV2 makes a payment over a caller-specified route (rebalancing is its example).',
  },
  {
    query: 'find one of my invoices from its payment hash',
    expected: 'api/lnd/lightning/lookup-invoice/',
    also: ['api/lnd/invoices/lookup-invoice-v2/'],
    kind: 'task',
    why: 'LookupInvoice looks an invoice up by payment hash; LookupInvoiceV2 also accepts a payment hash.',
  },
  {
    query: 'what sweep fee rate and max updates per session does my tower client use',
    expected: 'api/lnd/watchtower-client/policy/',
    kind: 'task',
    why: 'WatchtowerClient.Policy returns max_updates and sweep_sat_per_vbyte of the active client policy.',
  },
  {
    query: 'channels still waiting for funding confirmations or for a force close to mature',
    expected: 'api/lnd/lightning/pending-channels/',
    kind: 'task',
    why: 'PendingChannels lists pending open, waiting close and pending force-closing channels.',
  },

  // ---- task: other daemons, draws 1–14 and 16–24 (15 skipped, see header) ----
  {
    query: "lease a channel in pool on behalf of someone else's node, what does the provider do first?",
    expected: 'api/pool/trader/offer-sidecar/',
    kind: 'task',
    why: 'OfferSidecar is step 1/4 of sidecar negotiation, run by the provider to create the offer ticket.',
  },
  {
    query: 'list the universe roots of every asset my universe server knows about',
    expected: 'api/taproot-assets/universe/asset-roots/',
    kind: 'task',
    why: 'Universe.AssetRoots returns the known Universe roots for each known asset.',
  },
  {
    query: "encode taproot asset data into TLV for lnd's first hop custom records",
    expected: 'api/taproot-assets/taproot-asset-channels/encode-custom-records/',
    kind: 'task',
    why: 'EncodeCustomRecords encodes Taproot Asset channel data into the TLV custom records format lnd RPCs take.',
  },
  {
    query: 'publish my pending asset minting batch on chain',
    expected: 'api/taproot-assets/mint/finalize-batch/',
    kind: 'task',
    why: 'Mint.FinalizeBatch finalizes (broadcasts) the current pending batch.',
  },
  {
    query: 'get the issuance proof of an asset from a universe by outpoint and script key',
    expected: 'api/taproot-assets/universe/query-proof/',
    kind: 'task',
    why: 'Universe.QueryProof returns an issuance/transfer proof for a UniverseKey (ID + outpoint || script key).',
  },
  {
    query: 'is this taproot asset proof file valid?',
    expected: 'api/taproot-assets/taproot-assets/verify-proof/',
    kind: 'task',
    why: 'TaprootAssets.VerifyProof verifies a proof file.',
  },
  {
    query: 'what execution fee does the pool auctioneer charge',
    expected: 'api/pool/trader/auction-fee/',
    kind: 'task',
    why: 'Trader.AuctionFee returns the current order execution fee of the auction server.',
  },
  {
    query: 'make a base58 sidecar ticket human readable',
    expected: 'api/pool/trader/decode-sidecar-ticket/',
    kind: 'task',
    why: 'DecodeSidecarTicket decodes the base58 ticket into its fields.',
  },
  {
    query: 'how do I split a tapd proof file into the individual raw proofs of its chain',
    expected: 'api/taproot-assets/taproot-assets/unpack-proof-file/',
    kind: 'task',
    why: 'UnpackProofFile unpacks a proof file into the list of raw proofs in the chain.',
  },
  {
    query: 'stream incoming lnd invoices paid in taproot assets with the asset amounts decoded',
    expected: 'api/taproot-assets/taproot-asset-channels/subscribe-invoices/',
    kind: 'task',
    why: 'TaprootAssetChannels.SubscribeInvoices streams only invoices involving assets, with decoded asset amounts.',
  },
  {
    query: 'show past withdrawals from my loop static address',
    expected: 'api/loop/swap-client/list-static-address-withdrawals/',
    kind: 'task',
    why: 'ListStaticAddressWithdrawals returns the static address withdrawals.',
  },
  {
    query: 'writing my own price oracle for tapd rfq, which call returns asset units per BTC',
    expected: 'api/taproot-assets/price-oracle/query-asset-rates/',
    kind: 'task',
    why: 'PriceOracle.QueryAssetRates (implemented by oracle servers) returns the asset rate in units per BTC.',
  },
  {
    query: 'show all my asset minting batches including cancelled ones',
    expected: 'api/taproot-assets/mint/list-batches/',
    kind: 'task',
    why: 'Mint.ListBatches lists submitted batches including pending and cancelled.',
  },
  {
    query: 'gracefully shut down litd through its API',
    expected: 'api/lit/proxy/stop-daemon/',
    kind: 'task',
    why: 'litrpc.Proxy.StopDaemon sends a shutdown request to LiT.',
  },
  {
    query: 'smallest and largest amount the loop server will accept for moving channel funds on-chain',
    expected: 'api/loop/swap-client/loop-out-terms/',
    kind: 'task',
    why: 'LoopOutTerms returns the server terms (min/max swap amount, cltv) for loop out.',
  },
  {
    query: 'get notified in tapd when a peer accepts my request for quote',
    expected: 'api/taproot-assets/rfq/subscribe-rfq-event-ntfns/',
    kind: 'task',
    why: 'Rfq.SubscribeRfqEventNtfns streams RFQ events, including peer-accepted quotes.',
  },
  {
    query: 'remove a single leaf (outpoint plus script key) from my local universe',
    expected: 'api/taproot-assets/universe/delete-asset-leaf/',
    kind: 'task',
    why: 'Universe.DeleteAssetLeaf deletes one leaf identified by universe ID and leaf key.',
  },
  {
    query: 'open a lightning channel funded with a taproot asset instead of sats',
    expected: 'api/taproot-assets/taproot-asset-channels/fund-channel/',
    kind: 'task',
    why: 'TaprootAssetChannels.FundChannel opens a channel holding an amount of a given asset.',
  },
  {
    query: 'push back the expiry height of my pool account',
    expected: 'api/pool/trader/renew-account/',
    kind: 'task',
    why: 'Trader.RenewAccount renews the expiration of an account.',
  },
  {
    query: 'shut my pool account and send the funds back to the lnd wallet',
    expected: 'api/pool/trader/close-account/',
    kind: 'task',
    why: "Trader.CloseAccount closes an account, returning its funds to the lnd node's wallet.",
  },
  {
    query: 'tapd: sign the asset inputs of a virtual transaction before anchoring it',
    expected: 'api/taproot-assets/asset-wallet/sign-virtual-psbt/',
    kind: 'task',
    why: 'AssetWallet.SignVirtualPsbt signs the inputs of a virtual transaction.',
  },
  {
    query: 'latest on-chain supply commitment for an asset group',
    expected: 'api/taproot-assets/universe/fetch-supply-commit/',
    kind: 'task',
    why: 'Universe.FetchSupplyCommit fetches the on-chain supply commitment of an asset group.',
  },
  {
    query: 'I got a sidecar offer ticket, how do I add my node info to it as the recipient',
    expected: 'api/pool/trader/register-sidecar/',
    kind: 'task',
    why: 'RegisterSidecar is step 2/4, run by the recipient to fill in its node info and multisig key.',
  },

  // ---- error ----
  {
    query: 'rpc error: code = Unknown desc = channel is too small, the minimum channel size is: 20000 SAT',
    expected: 'api/lnd/lightning/open-channel/',
    also: ['api/lnd/lightning/open-channel-sync/', 'api/lnd/lightning/batch-open-channel/'],
    kind: 'error',
    why: 'parseOpenChannelReq (used by OpenChannel, OpenChannelSync, BatchOpenChannel) returns it; MinChanFundingSize = 20000.',
  },
  {
    query:
      '[lncli] rpc error: code = Unknown desc = cannot disconnect from peer(0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798), still has 2 active channels',
    expected: 'api/lnd/lightning/disconnect-peer/',
    kind: 'error',
    why: 'rpcServer.DisconnectPeer refuses while the peer has channels.',
  },
  {
    query:
      'cannot coop close channel with active htlcs (number of active htlcs: 3), bypass this check and initiate the coop close by setting no_wait=true',
    expected: 'api/lnd/lightning/close-channel/',
    kind: 'error',
    why: 'rpcServer.CloseChannel returns it when NoWait is unset and HTLCs are active.',
  },
  {
    query: 'fee rate of 1e-07 is too small, min fee rate is 1e-06',
    expected: 'api/lnd/lightning/update-channel-policy/',
    kind: 'error',
    why: 'rpcServer.UpdateChannelPolicy compares fee_rate with minFeeRate = 1e-6.',
  },
  {
    query: '{"code":2,"message":"either `active_only` or `inactive_only` can be set, but not both","details":[]}',
    expected: 'api/lnd/lightning/list-channels/',
    kind: 'error',
    why: 'rpcServer.ListChannels returns it; grpc-gateway JSON error body.',
  },
  {
    query:
      'transaction with txid=6e0fc3a1c1b7d9a40f2c8e3b5d7a9c1e3f5b7d9a1c3e5f7b9d1a3c5e7f9b1d3a is already confirmed (numConfs=3) cannot be removed',
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    kind: 'error',
    why: 'WalletKit.RemoveTransaction refuses to remove a confirmed transaction.',
  },
  {
    query:
      'invalid permission entity. supported actions are [read write generate], supported entities are [onchain offchain address message peers info invoices signer macaroon uri]',
    expected: 'api/lnd/lightning/bake-macaroon/',
    kind: 'error',
    why: 'rpcServer.BakeMacaroon validates entities against validEntities and prints helpMsg.',
  },
  {
    query: 'rpc error: code = InvalidArgument desc = invoice ref must be set',
    expected: 'api/lnd/invoices/lookup-invoice-v2/',
    kind: 'error',
    why: 'invoicesrpc LookupInvoiceV2 returns InvalidArgument when no invoice_ref is given.',
  },
  {
    query: 'loop_out_channel and outgoing_chan_ids are mutually exclusive',
    expected: 'api/loop/swap-client/loop-out/',
    kind: 'error',
    why: 'swapClientServer.LoopOut rejects the deprecated loop_out_channel together with outgoing_chan_set.',
  },
  {
    query: "[loop] rpc error: code = Unknown desc = can't withdraw all deposits while some deposits are unconfirmed",
    expected: 'api/loop/swap-client/withdraw-deposits/',
    kind: 'error',
    why: 'WithdrawDeposits with all=true calls withdrawAllDepositOutpoints, which returns it.',
  },
  {
    query: 'abandoning loop out swaps is not supported yet',
    expected: 'api/loop/swap-client/abandon-swap/',
    kind: 'error',
    why: 'swapClientServer.AbandonSwap returns it for a loop out swap.',
  },
  {
    query:
      'rpc error: code = Unknown desc = acct=03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f has open orders, cancel them before closing: [5a3c9f0e21d4b8a7c6e5f4039281706f5e4d3c2b1a0918f7e6d5c4b3a2918070]',
    expected: 'api/pool/trader/close-account/',
    kind: 'error',
    why: 'pool rpcServer.CloseAccount refuses while the account has open orders (nonces print as hex).',
  },
  {
    query: 'no ticket with ID a1b2c3d4e5f60718 found or ticket is already in terminal state',
    expected: 'api/pool/trader/cancel-sidecar/',
    kind: 'error',
    why: 'pool rpcServer.CancelSidecar returns it when no non-terminal ticket has the ID.',
  },
  {
    query: 'invalid confirmation text, please read API doc and confirm safety measure to avoid accidental asset burns',
    expected: 'api/taproot-assets/taproot-assets/burn-asset/',
    kind: 'error',
    why: 'tapd rpcServer.BurnAsset checks confirmation_text.',
  },
  {
    query:
      "rpc error: code = Unknown desc = the Taproot Asset channel functionality is only available when running inside Lightning Terminal daemon (litd), with lnd and tapd both running in 'integrated' mode",
    expected: 'api/taproot-assets/taproot-asset-channels/fund-channel/',
    kind: 'error',
    why: 'tapd rpcServer.FundChannel returns it when channel features are not enabled.',
  },
  {
    query: 'rpc error: code = Unknown desc = max_payments cannot exceed 50',
    expected: 'api/lit/accounts/account-payments/',
    kind: 'error',
    why: 'LiT accounts RPCServer.AccountPayments caps max_payments at MaxPaymentsLimit = 50.',
  },
  {
    query: 'custom macaroon permissions must be specified for the custom macaroon session type',
    expected: 'api/lit/sessions/add-session/',
    kind: 'error',
    why: 'LiT sessionRpcServer.AddSession requires macaroon_custom_permissions for TYPE_MACAROON_CUSTOM.',
  },
  {
    query: '{"code":2,"message":"at least one timestamp required","details":[]}',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    kind: 'error',
    why: 'faraday ExchangeRate calls parseExchangeRateRequest, which requires timestamps.',
  },
  {
    query: 'rpc error: code = Unknown desc = recommendation request field required',
    expected: 'api/faraday/faraday-server/outlier-recommendations/',
    also: ['api/faraday/faraday-server/threshold-recommendations/'],
    kind: 'error',
    why: 'faraday OutlierRecommendations and ThresholdRecommendations both return it when rec_request is nil.',
  },

  // ---- enum ----
  {
    query: 'type UNUSED_TAPROOT_PUBKEY',
    expected: 'api/lnd/lightning/new-address/',
    kind: 'enum',
    why: 'lnrpc.AddressType is set by NewAddressRequest.type.',
  },
  {
    query: 'FAILURE_REASON_INCORRECT_PAYMENT_DETAILS',
    expected: 'api/lnd/router/send-payment-v2/',
    also: ['api/lnd/router/track-payment-v2/', 'api/lnd/router/track-payments/', 'api/lnd/lightning/list-payments/'],
    kind: 'enum',
    why: 'PaymentFailureReason is only reported, in lnrpc.Payment.failure_reason, returned by these RPCs.',
  },
  {
    query: 'RESUME_MODIFIED',
    expected: 'api/lnd/router/htlc-interceptor/',
    kind: 'enum',
    why: 'ResolveHoldForwardAction is set in ForwardHtlcInterceptResponse.action sent on the HtlcInterceptor stream.',
  },
  {
    query: '"action": "DISABLE"',
    expected: 'api/lnd/router/update-chan-status/',
    kind: 'enum',
    why: 'ChanStatusAction DISABLE is set in UpdateChanStatusRequest.action.',
  },
  {
    query: 'sign_method SIGN_METHOD_TAPROOT_SCRIPT_SPEND',
    expected: 'api/lnd/signer/sign-output-raw/',
    also: ['api/lnd/signer/compute-input-script/'],
    kind: 'enum',
    why: 'SignDescriptor.sign_method is set in the requests of SignOutputRaw and ComputeInputScript.',
  },
  {
    query: 'BETWEENNESS_CENTRALITY',
    expected: 'api/lnd/lightning/get-node-metrics/',
    kind: 'enum',
    why: 'NodeMetricType is set in NodeMetricsRequest.types.',
  },
  {
    query: 'AUTO_REASON_BUDGET_NOT_STARTED',
    expected: 'api/loop/swap-client/suggest-swaps/',
    kind: 'enum',
    why: 'AutoReason is reported in SuggestSwapsResponse.disqualified[].reason.',
  },
  {
    query: 'auction_type AUCTION_TYPE_BTC_OUTBOUND_LIQUIDITY',
    expected: 'api/pool/trader/submit-order/',
    kind: 'enum',
    why: 'poolrpc.Order.auction_type is set in the bid/ask of SubmitOrderRequest.',
  },
  {
    query: '"asset_type": "COLLECTIBLE"',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'enum',
    why: 'taprpc.AssetType is set in MintAsset.asset_type of MintAssetRequest.',
  },
  {
    query: 'sync_mode SYNC_FULL',
    expected: 'api/taproot-assets/universe/sync-universe/',
    kind: 'enum',
    why: 'UniverseSyncMode is set in SyncRequest.sync_mode.',
  },
  {
    query: 'TYPE_MACAROON_READONLY',
    expected: 'api/lit/sessions/add-session/',
    kind: 'enum',
    why: 'litrpc.SessionType is set in AddSessionRequest.session_type.',
  },
  {
    query: 'granularity FIVE_MINUTES',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    also: ['api/faraday/faraday-server/node-audit/'],
    kind: 'enum',
    why: 'frdrpc.Granularity is set in ExchangeRateRequest.granularity and NodeAuditRequest.granularity.',
  },

  // ---- typo ----
  {
    query: 'estimte rout fee',
    expected: 'api/lnd/router/estimate-route-fee/',
    kind: 'typo',
    why: 'Router.EstimateRouteFee, misspelt.',
  },
  {
    query: 'forwading histroy',
    expected: 'api/lnd/lightning/forwarding-history/',
    kind: 'typo',
    why: 'Lightning.ForwardingHistory, misspelt.',
  },
  {
    query: 'exprot channel backup',
    expected: 'api/lnd/lightning/export-channel-backup/',
    kind: 'typo',
    why: 'Lightning.ExportChannelBackup, misspelt.',
  },
  {
    query: 'pending sweps',
    expected: 'api/lnd/wallet-kit/pending-sweeps/',
    kind: 'typo',
    why: 'WalletKit.PendingSweeps, misspelt.',
  },
  {
    query: 'chanel acceptor',
    expected: 'api/lnd/lightning/channel-acceptor/',
    kind: 'typo',
    why: 'Lightning.ChannelAcceptor, misspelt.',
  },
  {
    query: 'quey routes',
    expected: 'api/lnd/lightning/query-routes/',
    kind: 'typo',
    why: 'Lightning.QueryRoutes, misspelt.',
  },
  {
    query: 'mnit asset',
    expected: 'api/taproot-assets/mint/mint-asset/',
    kind: 'typo',
    why: 'Mint.MintAsset, misspelt.',
  },
  {
    query: 'sumbit order',
    expected: 'api/pool/trader/submit-order/',
    kind: 'typo',
    why: 'pool Trader.SubmitOrder, misspelt.',
  },

  // ---- daemon ----
  {
    query: 'loop in quote',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    kind: 'daemon',
    why: '`loop quote in` calls GetLoopInQuote.',
  },
  {
    query: 'tapcli addrs new',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    kind: 'daemon',
    why: 'tapcli addrs new calls TaprootAssets.NewAddr (cmd/commands/addrs.go).',
  },
  {
    query: 'lncli wallet psbt finalize',
    expected: 'api/lnd/wallet-kit/finalize-psbt/',
    kind: 'daemon',
    why: 'lncli wallet psbt finalize calls WalletKit.FinalizePsbt.',
  },
  {
    query: 'walletrpc label a transaction',
    expected: 'api/lnd/wallet-kit/label-transaction/',
    kind: 'daemon',
    why: 'walletrpc.WalletKit.LabelTransaction sets a label on a wallet transaction.',
  },
  {
    query: 'pool accounts deposit',
    expected: 'api/pool/trader/deposit-account/',
    kind: 'daemon',
    why: 'pool accounts deposit calls Trader.DepositAccount (cmd/pool/account.go).',
  },
  {
    query: 'frcli insights',
    expected: 'api/faraday/faraday-server/channel-insights/',
    kind: 'daemon',
    why: 'frcli insights calls FaradayServer.ChannelInsights.',
  },
  {
    query: 'litcli accounts create',
    expected: 'api/lit/accounts/create-account/',
    kind: 'daemon',
    why: 'litcli accounts create calls Accounts.CreateAccount.',
  },
  {
    query: 'lncli wtclient towers',
    expected: 'api/lnd/watchtower-client/list-towers/',
    kind: 'daemon',
    why: 'lncli wtclient towers calls WatchtowerClient.ListTowers.',
  },
  {
    query: 'chainrpc notify me on tx confirmation',
    expected: 'api/lnd/chain-notifier/register-confirmations-ntfn/',
    kind: 'daemon',
    why: 'chainrpc.ChainNotifier.RegisterConfirmationsNtfn notifies when a txid/script confirms.',
  },

  // ---- rest-value ----
  {
    query: 'GET /v1/graph/edge/829174561948041217',
    expected: 'api/lnd/lightning/get-chan-info/',
    kind: 'rest-value',
    why: 'lightning.yaml: GetChanInfo get /v1/graph/edge/{chan_id}.',
  },
  {
    query:
      'curl https://localhost:8080/v1/payreq/lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp',
    expected: 'api/lnd/lightning/decode-pay-req/',
    kind: 'rest-value',
    why: 'lightning.yaml: DecodePayReq get /v1/payreq/{pay_req}.',
  },
  {
    query:
      'GET /v2/router/mc/probability/Anm-Zn753LusVaBilc6HCwcCm_zbLc4o2VnygVsW-BeY/A4ZO8CX96PtYfZiRhs5qShhole5EqSa_w3Diw2ZZej-P/150000000',
    expected: 'api/lnd/router/query-probability/',
    kind: 'rest-value',
    why: 'router.yaml: QueryProbability get /v2/router/mc/probability/{from_node}/{to_node}/{amt_msat} (bytes as base64url).',
  },
  {
    query: 'GET /v1/loop/out/quote/2500000?conf_target=9',
    expected: 'api/loop/swap-client/loop-out-quote/',
    kind: 'rest-value',
    why: 'client.yaml: LoopOutQuote get /v1/loop/out/quote/{amt}.',
  },
  {
    query: 'DELETE /v1/pool/orders/WjyfDiHUuKfG5fQDkoFwb15NPCsaCRj35tXEs6KRgHA',
    expected: 'api/pool/trader/cancel-order/',
    kind: 'rest-value',
    why: 'trader.yaml: CancelOrder delete /v1/pool/orders/{order_nonce}.',
  },
  {
    query:
      'GET /v1/taproot-assets/assets/meta/asset-id/5a3c9f0e21d4b8a7c6e5f4039281706f5e4d3c2b1a0918f7e6d5c4b3a2918070',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/',
    kind: 'rest-value',
    why: 'taprootassets.yaml: FetchAssetMeta get /v1/taproot-assets/assets/meta/asset-id/{asset_id_str}.',
  },
  {
    query: 'GET /v1/faraday/outliers/REVENUE?outlier_multiplier=1.5',
    expected: 'api/faraday/faraday-server/outlier-recommendations/',
    kind: 'rest-value',
    why: 'faraday.yaml: OutlierRecommendations get /v1/faraday/outliers/{rec_request.metric}.',
  },
  {
    query:
      'DELETE /v1/channels/abandon/6e0fc3a1c1b7d9a40f2c8e3b5d7a9c1e3f5b7d9a1c3e5f7b9d1a3c5e7f9b1d3a/1?i_know_what_i_am_doing=true',
    expected: 'api/lnd/lightning/abandon-channel/',
    kind: 'rest-value',
    why: 'lightning.yaml: AbandonChannel delete /v1/channels/abandon/{channel_point.funding_txid_str}/{channel_point.output_index}.',
  },
];
