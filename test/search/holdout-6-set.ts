/**
 * The sixth held-out relevance set (issue 32, fourth round): realistic queries written while
 * another engineer was improving the engine, by someone who had not read the engine's code,
 * its documentation or the other relevance sets' queries, and who ran no search before the set
 * was committed. It is the yardstick for that round's work. Weighted to tasks worded the way
 * developers ask ("reserve a utxo so the wallet won't spend it", "which channels should I
 * close because they earn too little"), spread over every daemon and lnd's sub-services and
 * leaning to RPCs earlier sets left alone; then real handler errors of every daemon pasted
 * with their noise (CLI tags, the gRPC and grpc-js wrappings, a REST body, values filled in),
 * enum values (bare, next to their field's name, or a pasted JSON pair; set by a request or
 * only reported), misspelt names, daemon-qualified queries and REST calls with real values.
 * Expected pages were judged from the daemons' protos, REST rules and Go handlers of the
 * pinned releases, not from what the engine returns: a task leads to the RPC that does it, an
 * error to the RPC whose handler returns it (`also`: the others returning the same message),
 * an enum value to the RPC whose request sets it (`also`: the others) or, for a value only
 * reported, to the pages returning it. If this set is ever tuned on, it stops measuring
 * anything and a new one should be written.
 */
import type { RealisticCase } from './realistic-set.ts';

export const HOLDOUT_6_SET: RealisticCase[] = [
  // ---- Tasks in the developer's own words: lnd's Lightning service.
  {
    kind: 'task',
    query: 'accept or reject incoming channel open requests myself',
    expected: 'api/lnd/lightning/channel-acceptor/',
    why: 'ChannelAcceptor streams each inbound open request and lets the caller answer it.',
  },
  {
    kind: 'task',
    query: 'remove a pending channel whose funding tx will never confirm',
    expected: 'api/lnd/lightning/abandon-channel/',
    why: 'AbandonChannel removes a channel from the database (for funding that never confirms).',
  },
  {
    kind: 'task',
    query: 'send a custom message to a connected peer',
    expected: 'api/lnd/lightning/send-custom-message/',
    why: 'SendCustomMessage sends a peer message of a custom type to a peer.',
  },
  {
    kind: 'task',
    query: 'turn on debug logging for the htlcswitch subsystem at runtime',
    expected: 'api/lnd/lightning/debug-level/',
    why: 'DebugLevel changes the log level of lnd or one of its subsystems while it runs.',
  },
  {
    kind: 'task',
    query: 'give my web shop a macaroon that can only create invoices',
    expected: 'api/lnd/lightning/bake-macaroon/',
    why: 'BakeMacaroon bakes a macaroon limited to the permissions asked for.',
  },
  {
    kind: 'task',
    query: 'revoke a macaroon I handed out',
    expected: 'api/lnd/lightning/delete-macaroon-id/',
    why: 'Deleting the root key ID (DeleteMacaroonID) invalidates every macaroon baked with it.',
  },
  {
    kind: 'task',
    query: 'which macaroon permissions does each rpc require',
    expected: 'api/lnd/lightning/list-permissions/',
    why: 'ListPermissions lists every RPC URI with the entity/action pairs it needs.',
  },
  {
    kind: 'task',
    query: 'save a backup of all my channels in case I lose my data',
    expected: 'api/lnd/lightning/export-all-channel-backups/',
    why: 'ExportAllChannelBackups returns the static channel backups of every channel.',
  },
  {
    kind: 'task',
    query: 'was an htlc on a closed channel settled or did it time out',
    expected: 'api/lnd/lightning/lookup-htlc-resolution/',
    why: "LookupHtlcResolution reads an htlc's final resolution (settled or not) from the database.",
  },
  {
    kind: 'task',
    query: 'how far along is the wallet rescan after restoring from seed',
    expected: 'api/lnd/lightning/get-recovery-info/',
    why: 'GetRecoveryInfo reports whether recovery mode is on and its progress.',
  },
  // ---- lnd's sub-services.
  {
    kind: 'task',
    query: 'wait until lnd is fully started after unlocking the wallet',
    expected: 'api/lnd/state/subscribe-state/',
    also: ['api/lnd/state/get-state/'],
    why: 'The State service streams the wallet/RPC server state until it reaches SERVER_ACTIVE.',
  },
  {
    kind: 'task',
    query: "reserve a utxo so the wallet won't spend it",
    expected: 'api/lnd/wallet-kit/lease-output/',
    why: 'LeaseOutput locks an output for a time so coin selection skips it.',
  },
  {
    kind: 'task',
    query: 'speed up a force close that is stuck unconfirmed',
    expected: 'api/lnd/wallet-kit/bump-force-close-fee/',
    also: ['api/lnd/wallet-kit/bump-fee/'],
    why: "BumpForceCloseFee raises the fee of a force close's anchor sweep (CPFP); BumpFee does it by outpoint.",
  },
  {
    kind: 'task',
    query: 'attach a note to an on-chain transaction',
    expected: 'api/lnd/wallet-kit/label-transaction/',
    why: 'LabelTransaction sets the label of a wallet transaction.',
  },
  {
    kind: 'task',
    query: 'import an xpub to watch its addresses',
    expected: 'api/lnd/wallet-kit/import-account/',
    why: 'ImportAccount imports an extended public key as a watch-only account.',
  },
  {
    kind: 'task',
    query: 'how much on-chain balance must stay reserved for anchor channels',
    expected: 'api/lnd/wallet-kit/required-reserve/',
    why: 'RequiredReserve returns the wallet reserve kept to bump anchor channel closes.',
  },
  {
    kind: 'task',
    query: 'drop an unconfirmed transaction from the wallet that will never confirm',
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    why: "RemoveTransaction removes a transaction from the wallet's own store (an unconfirmed one).",
  },
  {
    kind: 'task',
    query: 'prove I control an on-chain address by signing a message',
    expected: 'api/lnd/wallet-kit/sign-message-with-addr/',
    why: 'SignMessageWithAddr signs a message with the key of one of the wallet addresses.',
  },
  {
    kind: 'task',
    query: 'estimate the routing fee to a node before paying',
    expected: 'api/lnd/router/estimate-route-fee/',
    also: ['api/lnd/lightning/query-routes/'],
    why: 'EstimateRouteFee returns a lower bound of the fee to reach a destination; QueryRoutes also shows a route fee.',
  },
  {
    kind: 'task',
    query: 'stop routing through one channel without closing it',
    expected: 'api/lnd/router/update-chan-status/',
    why: 'UpdateChanStatus disables (or enables) a channel in its announcements.',
  },
  {
    kind: 'task',
    query: 'forget past payment failures so pathfinding tries every route again',
    expected: 'api/lnd/router/reset-mission-control/',
    why: "ResetMissionControl clears mission control's record of past payment attempts.",
  },
  {
    kind: 'task',
    query: 'hold forwarded htlcs and decide whether to settle or fail them',
    expected: 'api/lnd/router/htlc-interceptor/',
    why: 'HtlcInterceptor hands each forwarded htlc to the caller to resume, settle or fail.',
  },
  {
    kind: 'task',
    query: 'invoice that I only settle after the goods have shipped',
    expected: 'api/lnd/invoices/add-hold-invoice/',
    why: 'A hold invoice (AddHoldInvoice) is accepted but only settled when the preimage is released.',
  },
  {
    kind: 'task',
    query: "compute an ecdh shared secret with another node's pubkey",
    expected: 'api/lnd/signer/derive-shared-key/',
    why: 'DeriveSharedKey computes the ECDH shared key with an ephemeral public key.',
  },
  {
    kind: 'task',
    query: 'combine public keys for a musig2 taproot output',
    expected: 'api/lnd/signer/mu-sig2-combine-keys/',
    why: "MuSig2CombineKeys aggregates the signers' keys into the combined (taproot) key.",
  },
  {
    kind: 'task',
    query: 'get notified when a specific outpoint is spent',
    expected: 'api/lnd/chain-notifier/register-spend-ntfn/',
    why: 'RegisterSpendNtfn notifies when an outpoint (or output script) is spent on chain.',
  },
  {
    kind: 'task',
    query: "change my node's alias and color without restarting",
    expected: 'api/lnd/peers/update-node-announcement/',
    why: "UpdateNodeAnnouncement updates the node's parameters (alias, color, ...) and re-broadcasts its announcement.",
  },
  {
    kind: 'task',
    query: 'register a watchtower to protect my channels while I am offline',
    expected: 'api/lnd/watchtower-client/add-tower/',
    why: "AddTower adds a tower to the watchtower client's list.",
  },
  {
    kind: 'task',
    query: 'let lnd open channels for me automatically',
    expected: 'api/lnd/autopilot/modify-status/',
    why: 'ModifyStatus enables or disables the autopilot agent that opens channels.',
  },
  {
    kind: 'task',
    query: 'check if a neutrino peer is banned',
    expected: 'api/lnd/neutrino-kit/is-banned/',
    why: 'NeutrinoKit.IsBanned tells whether a peer is banned by the neutrino backend.',
  },
  // ---- loop, pool, faraday, taproot-assets, lit.
  {
    kind: 'task',
    query: 'receive on-chain funds to a static address and swap them in later',
    expected: 'api/loop/swap-client/new-static-address/',
    why: 'NewStaticAddress creates the static address whose deposits can later be looped in.',
  },
  {
    kind: 'task',
    query: 'let loop keep my channels balanced automatically',
    expected: 'api/loop/swap-client/set-liquidity-params/',
    why: "Autoloop is turned on and configured through SetLiquidityParams' rules.",
  },
  {
    kind: 'task',
    query: 'buy inbound liquidity on the market',
    expected: 'api/pool/trader/submit-order/',
    why: 'Inbound liquidity is bought in pool by submitting a bid order.',
  },
  {
    kind: 'task',
    query: 'add more funds to my pool account',
    expected: 'api/pool/trader/deposit-account/',
    why: 'DepositAccount adds on-chain funds to an existing account.',
  },
  {
    kind: 'task',
    query: 'which channels should I close because they earn too little',
    expected: 'api/faraday/faraday-server/outlier-recommendations/',
    also: ['api/faraday/faraday-server/threshold-recommendations/'],
    why: "Faraday's close recommendations (outliers or under a threshold) rank channels by a metric such as revenue.",
  },
  {
    kind: 'task',
    query: "fiat value report of my node's income for my taxes",
    expected: 'api/faraday/faraday-server/node-audit/',
    why: 'NodeAudit produces an accounting report of the node with fiat values.',
  },
  {
    kind: 'task',
    query: 'generate an address to receive a taproot asset',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    why: 'NewAddr creates a Taproot Assets address for an asset and amount.',
  },
  {
    kind: 'task',
    query: 'open a lightning channel funded with a stablecoin asset',
    expected: 'api/taproot-assets/taproot-asset-channels/fund-channel/',
    why: 'TaprootAssetChannels.FundChannel opens a channel funded with an asset.',
  },
  {
    kind: 'task',
    query: 'add another universe server to sync asset proofs from',
    expected: 'api/taproot-assets/universe/add-federation-server/',
    also: ['api/taproot-assets/universe/sync-universe/'],
    why: 'AddFederationServer adds a server to the federation tapd syncs with; SyncUniverse syncs with one once.',
  },
  {
    kind: 'task',
    query: 'give a mobile wallet limited access to my node with a pairing phrase',
    expected: 'api/lit/sessions/add-session/',
    why: 'AddSession creates a Lightning Node Connect session (pairing phrase) with a chosen macaroon type.',
  },
  {
    kind: 'task',
    query: 'set a spending limit for a user of my node',
    expected: 'api/lit/accounts/create-account/',
    why: 'An off-chain account (CreateAccount) caps what its macaroon holder can spend.',
  },

  // ---- Enum values: bare, next to their field, or a pasted JSON pair.
  {
    kind: 'enum',
    query: 'commitment_type SIMPLE_TAPROOT',
    expected: 'api/lnd/lightning/open-channel/',
    also: ['api/lnd/lightning/open-channel-sync/', 'api/lnd/lightning/batch-open-channel/'],
    why: "The open requests' commitment_type sets the channel type.",
  },
  {
    kind: 'enum',
    query: 'RESUME_MODIFIED',
    expected: 'api/lnd/router/htlc-interceptor/',
    why: "ResolveHoldForwardAction is the interceptor's answer to a held htlc.",
  },
  {
    kind: 'enum',
    query: '{"chan_point": {"funding_txid_str": "a3c1f0e9", "output_index": 1}, "action": "DISABLE"}',
    expected: 'api/lnd/router/update-chan-status/',
    why: "ChanStatusAction is UpdateChanStatus' request field.",
  },
  {
    kind: 'enum',
    query: 'MUSIG2_VERSION_V100RC2',
    expected: 'api/lnd/signer/mu-sig2-combine-keys/',
    also: ['api/lnd/signer/mu-sig2-create-session/'],
    why: 'The MuSig2 version is chosen in the combine-keys and create-session requests.',
  },
  {
    kind: 'enum',
    query: 'change_type CHANGE_ADDRESS_TYPE_P2TR',
    expected: 'api/lnd/wallet-kit/fund-psbt/',
    why: "FundPsbt's change_type picks a taproot change output.",
  },
  {
    kind: 'enum',
    query: 'SIGN_METHOD_TAPROOT_SCRIPT_SPEND',
    expected: 'api/lnd/signer/sign-output-raw/',
    also: ['api/lnd/signer/compute-input-script/'],
    why: 'The sign method is part of the SignDescriptor SignOutputRaw (and ComputeInputScript) take.',
  },
  {
    kind: 'enum',
    query: 'PINNED_SYNC',
    expected: 'api/lnd/lightning/list-peers/',
    why: "A peer's gossip sync_type is only reported, by ListPeers.",
  },
  {
    kind: 'enum',
    query: '"model": "BIMODAL"',
    expected: 'api/lnd/router/set-mission-control-config/',
    also: ['api/lnd/router/get-mission-control-config/'],
    why: "The probability model is a field of mission control's config, set by SetMissionControlConfig.",
  },
  {
    kind: 'enum',
    query: 'FAILURE_REASON_INSUFFICIENT_CONFIRMED_BALANCE',
    expected: 'api/loop/swap-client/list-swaps/',
    also: ['api/loop/swap-client/swap-info/', 'api/loop/swap-client/monitor/'],
    why: "A loop swap's failure reason is only reported, in the SwapStatus that ListSwaps, SwapInfo and Monitor return.",
  },
  {
    kind: 'enum',
    query: 'AUTO_REASON_BUDGET_ELAPSED',
    expected: 'api/loop/swap-client/suggest-swaps/',
    why: 'Autoloop reasons are reported for disqualified channels by SuggestSwaps.',
  },
  {
    kind: 'enum',
    query: 'min_node_tier TIER_0',
    expected: 'api/pool/trader/submit-order/',
    also: ['api/pool/trader/offer-sidecar/'],
    why: "A bid's min_node_tier is set when submitting the order (or a sidecar offer's bid).",
  },
  {
    kind: 'enum',
    query: 'ORDER_PARTIALLY_FILLED',
    expected: 'api/pool/trader/list-orders/',
    also: ['api/pool/channel-auctioneer/order-state/'],
    why: "An order's state is only reported, by ListOrders (and the auctioneer's OrderState).",
  },
  {
    kind: 'enum',
    query: 'granularity FIFTEEN_MINUTES',
    expected: 'api/faraday/faraday-server/exchange-rate/',
    also: ['api/faraday/faraday-server/node-audit/'],
    why: 'Price granularity is a field of the ExchangeRate and NodeAudit requests.',
  },
  {
    kind: 'enum',
    query: 'ADDR_VERSION_V2',
    expected: 'api/taproot-assets/taproot-assets/new-addr/',
    also: ['api/taproot-assets/taproot-assets/decode-addr/', 'api/taproot-assets/taproot-assets/query-addrs/'],
    why: 'NewAddr sets address_version; decoded and listed addresses report it.',
  },
  {
    kind: 'enum',
    query: 'EXECUTION_POLICY_FOK',
    expected: 'api/taproot-assets/rfq/add-asset-buy-order/',
    also: ['api/taproot-assets/rfq/add-asset-sell-order/', 'api/taproot-assets/taproot-asset-channels/add-invoice/'],
    why: 'execution_policy is set in the RFQ buy and sell order requests (and asset AddInvoice).',
  },
  {
    kind: 'enum',
    query: '"session_type": "TYPE_MACAROON_ACCOUNT"',
    expected: 'api/lit/sessions/add-session/',
    also: ['api/lit/sessions/list-sessions/'],
    why: "AddSession's session_type picks the macaroon the session gets; ListSessions reports it.",
  },

  // ---- Pasted errors, with their noise.
  {
    kind: 'error',
    query: '[lncli] rpc error: code = Unknown desc = cannot make connection to self',
    expected: 'api/lnd/lightning/connect-peer/',
    why: "ConnectPeer's handler refuses our own pubkey with this error.",
  },
  {
    kind: 'error',
    query: '2 UNKNOWN: force closing a channel uses a pre-defined fee',
    expected: 'api/lnd/lightning/close-channel/',
    why: 'CloseChannel rejects a fee rate given with force=true.',
  },
  {
    kind: 'error',
    query: '{"code":2,"message":"either `active_only` or `inactive_only` can be set, but not both","details":[]}',
    expected: 'api/lnd/lightning/list-channels/',
    why: "ListChannels' handler returns this when both filters are set.",
  },
  {
    kind: 'error',
    query:
      '[lncli] rpc error: code = Unknown desc = `all_payments` cannot be set to true while either `failed_payments_only` or `failed_htlcs_only` is also set to true',
    expected: 'api/lnd/lightning/delete-all-payments/',
    why: 'DeleteAllPayments refuses the contradictory flags with this message.',
  },
  {
    kind: 'error',
    query: 'rpc error: code = Unknown desc = positive values for inbound base fee msat are not supported: 1000',
    expected: 'api/lnd/lightning/update-channel-policy/',
    why: 'UpdateChannelPolicy rejects a positive inbound base fee.',
  },
  {
    kind: 'error',
    query: '2 UNKNOWN: use anchors for zero-conf',
    expected: 'api/lnd/lightning/open-channel/',
    also: ['api/lnd/lightning/open-channel-sync/', 'api/lnd/lightning/batch-open-channel/'],
    why: 'The shared open-channel request parser returns it for a zero-conf channel without anchors.',
  },
  {
    kind: 'error',
    query: '[lncli] rpc error: code = Unknown desc = not able to bump the fee of a non-anchor channel',
    expected: 'api/lnd/wallet-kit/bump-force-close-fee/',
    why: 'BumpForceCloseFee only works on anchor channels.',
  },
  {
    kind: 'error',
    query:
      'transaction with txid=4c1d8e0f2b9a7d6e5c4b3a2918f7e6d5c4b3a2918f7e6d5c4b3a2918f7e6d5c4 is already confirmed (numConfs=3) cannot be removed',
    expected: 'api/lnd/wallet-kit/remove-transaction/',
    why: 'RemoveTransaction refuses a confirmed transaction with this message.',
  },
  {
    kind: 'error',
    query: 'rpc error: code = Unknown desc = interceptor already exists',
    expected: 'api/lnd/router/htlc-interceptor/',
    why: 'HtlcInterceptor returns ErrInterceptorAlreadyExists when a second interceptor stream is opened.',
  },
  {
    kind: 'error',
    query: '2 UNKNOWN: unable to detect any new values to update the node announcement',
    expected: 'api/lnd/peers/update-node-announcement/',
    why: 'UpdateNodeAnnouncement returns it when the request changes nothing.',
  },
  {
    kind: 'error',
    query: '[lncli] rpc error: code = Unknown desc = reserved id cannot be used',
    expected: 'api/lnd/wallet-kit/lease-output/',
    why: "LeaseOutput refuses lnd's own internal lock ID.",
  },
  {
    kind: 'error',
    query: '[loop] rpc error: code = Unknown desc = loop_out_channel and outgoing_chan_ids are mutually exclusive',
    expected: 'api/loop/swap-client/loop-out/',
    why: "LoopOut's handler rejects both channel restrictions at once.",
  },
  {
    kind: 'error',
    query: "rpc error: code = Unknown desc = can't withdraw all deposits while some deposits are unconfirmed",
    expected: 'api/loop/swap-client/withdraw-deposits/',
    why: 'WithdrawDeposits with all=true fails while a static address deposit is unconfirmed.',
  },
  {
    kind: 'error',
    query: '2 UNKNOWN: fast flag is only available for static address requests',
    expected: 'api/loop/swap-client/get-loop-in-quote/',
    why: "GetLoopInQuote's handler only allows the fast flag for static address loop-ins.",
  },
  {
    kind: 'error',
    query: '[pool] rpc error: code = Unknown desc = unable to cancel order in terminal state executed',
    expected: 'api/pool/trader/cancel-order/',
    why: 'CancelOrder refuses an executed, expired or failed order.',
  },
  {
    kind: 'error',
    query: 'a funds destination must be specified',
    expected: 'api/pool/trader/close-account/',
    why: "CloseAccount's handler requires a destination for the funds (outputs or a wallet output with a fee).",
  },
  {
    kind: 'error',
    query: '{"code":2,"message":"custom price points provided but custom fiat backend not set","details":[]}',
    expected: 'api/faraday/faraday-server/node-audit/',
    also: ['api/faraday/faraday-server/exchange-rate/'],
    why: 'The price config parser NodeAudit and ExchangeRate share returns it for custom prices without the CUSTOM backend.',
  },
  {
    kind: 'error',
    query:
      '[tapcli] rpc error: code = Unknown desc = invalid confirmation text, please read API doc and confirm safety measure to avoid accidental asset burns',
    expected: 'api/taproot-assets/taproot-assets/burn-asset/',
    why: 'BurnAsset requires the exact confirmation text.',
  },
  {
    kind: 'error',
    query: '2 UNKNOWN: decimal display is not supported for collectibles',
    expected: 'api/taproot-assets/mint/mint-asset/',
    why: 'MintAsset rejects decimal_display on a collectible.',
  },
  {
    kind: 'error',
    query:
      '[litcli] rpc error: code = Unknown desc = invalid session type, only admin, readonly, custom and account macaroon types supported in LiT',
    expected: 'api/lit/sessions/add-session/',
    why: "AddSession's handler rejects other session types (autopilot sessions have their own RPC).",
  },
  {
    kind: 'error',
    query: 'privacy flags can only be set when the privacy mapper is enabled',
    expected: 'api/lit/autopilot/add-autopilot-session/',
    why: 'AddAutopilotSession returns it when privacy flags are set with the privacy mapper off.',
  },

  // ---- Misspellings.
  {
    kind: 'typo',
    query: 'lisst sweeps',
    expected: 'api/lnd/wallet-kit/list-sweeps/',
    why: 'ListSweeps, one letter doubled.',
  },
  {
    kind: 'typo',
    query: 'pendingsweps',
    expected: 'api/lnd/wallet-kit/pending-sweeps/',
    why: 'PendingSweeps, a letter dropped and the words run together.',
  },
  {
    kind: 'typo',
    query: 'verify chan bakup',
    expected: 'api/lnd/lightning/verify-chan-backup/',
    why: 'VerifyChanBackup with backup misspelt.',
  },
  {
    kind: 'typo',
    query: 'subscirbe channel graph',
    expected: 'api/lnd/lightning/subscribe-channel-graph/',
    why: 'SubscribeChannelGraph with two letters swapped.',
  },
  {
    kind: 'typo',
    query: 'instantout quoet',
    expected: 'api/loop/swap-client/instant-out-quote/',
    why: "Loop's InstantOutQuote, quote misspelt.",
  },
  {
    kind: 'typo',
    query: 'acount modification fees',
    expected: 'api/pool/trader/account-modification-fees/',
    why: "Pool's AccountModificationFees with account misspelt.",
  },
  {
    kind: 'typo',
    query: 'chanel insights',
    expected: 'api/faraday/faraday-server/channel-insights/',
    why: "Faraday's ChannelInsights with channel misspelt.",
  },
  {
    kind: 'typo',
    query: 'univers stats',
    expected: 'api/taproot-assets/universe/universe-stats/',
    why: 'UniverseStats with the last letter of universe dropped.',
  },
  {
    kind: 'typo',
    query: 'expot proof',
    expected: 'api/taproot-assets/taproot-assets/export-proof/',
    why: 'ExportProof with a letter dropped.',
  },
  {
    kind: 'typo',
    query: 'revoke sesion',
    expected: 'api/lit/sessions/revoke-session/',
    also: ['api/lit/autopilot/revoke-autopilot-session/'],
    why: "LiT's RevokeSession with session misspelt (the autopilot variant is as right).",
  },

  // ---- Daemon-qualified queries.
  {
    kind: 'daemon',
    query: 'pool stop daemon',
    expected: 'api/pool/trader/stop-daemon/',
    why: 'Five daemons have StopDaemon; the query names pool.',
  },
  {
    kind: 'daemon',
    query: 'tapd debug level',
    expected: 'api/taproot-assets/taproot-assets/debug-level/',
    why: 'tapd is the taproot-assets daemon; lnd has a DebugLevel too.',
  },
  {
    kind: 'daemon',
    query: 'loop getinfo',
    expected: 'api/loop/swap-client/get-info/',
    why: "Loop's GetInfo, not lnd's.",
  },
  {
    kind: 'daemon',
    query: 'lit bake macaroon',
    expected: 'api/lit/proxy/bake-super-macaroon/',
    why: 'LiT bakes macaroons with BakeSuperMacaroon; lnd and tapd have BakeMacaroon.',
  },
  {
    kind: 'daemon',
    query: 'faraday revenue',
    expected: 'api/faraday/faraday-server/revenue-report/',
    why: "Faraday's RevenueReport.",
  },
  {
    kind: 'daemon',
    query: 'lnd list accounts',
    expected: 'api/lnd/wallet-kit/list-accounts/',
    why: "lnd's accounts are WalletKit.ListAccounts; pool and LiT have their own ListAccounts.",
  },
  {
    kind: 'daemon',
    query: 'pool list accounts',
    expected: 'api/pool/trader/list-accounts/',
    why: "Pool's trader ListAccounts, not lnd's or LiT's.",
  },
  {
    kind: 'daemon',
    query: 'taproot assets add invoice',
    expected: 'api/taproot-assets/taproot-asset-channels/add-invoice/',
    why: "tapd's asset invoice is TaprootAssetChannels.AddInvoice, not lnd's AddInvoice.",
  },

  // ---- REST calls with values filled in.
  {
    kind: 'rest-value',
    query:
      'GET /v2/router/mc/probability/02f6725f9c1c40333b67faea92fd211c183050f28df32cac3f9d69685fe9665432/0335ee8ad51c8e1c9b1a21e4a1d34bd9d9df8a7c0e2b3f4d8c7c0e1ce0a3ba2c91/100000000',
    expected: 'api/lnd/router/query-probability/',
    why: 'The path template /v2/router/mc/probability/{from_node}/{to_node}/{amt_msat} is QueryProbability.',
  },
  {
    kind: 'rest-value',
    query: 'DELETE /v2/watchtower/client/03a9c9e2d85f0c5e7b3e4e1c6f0d9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f10',
    expected: 'api/lnd/watchtower-client/remove-tower/',
    why: 'DELETE /v2/watchtower/client/{pubkey} is RemoveTower.',
  },
  {
    kind: 'rest-value',
    query:
      'curl -X DELETE https://localhost:8281/v1/pool/orders/8e1c4b7a92d05f3e6a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f',
    expected: 'api/pool/trader/cancel-order/',
    why: 'DELETE /v1/pool/orders/{order_nonce} is CancelOrder.',
  },
  {
    kind: 'rest-value',
    query:
      'GET /v1/taproot-assets/assets/meta/asset-id/7f4e2a1c9b8d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f',
    expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/',
    why: '/v1/taproot-assets/assets/meta/asset-id/{asset_id_str} is FetchAssetMeta.',
  },
  {
    kind: 'rest-value',
    query: 'POST https://localhost:8443/v1/accounts/credit/3a7f19c2e0b84d61',
    expected: 'api/lit/accounts/credit-account/',
    why: 'POST /v1/accounts/credit/{account.id} is CreditAccount.',
  },
  {
    kind: 'rest-value',
    query: 'GET /v1/faraday/threshold/REVENUE',
    expected: 'api/faraday/faraday-server/threshold-recommendations/',
    why: '/v1/faraday/threshold/{rec_request.metric} is ThresholdRecommendations.',
  },
  {
    kind: 'rest-value',
    query: 'curl https://localhost:8081/v1/loop/in/probe/250000',
    expected: 'api/loop/swap-client/probe/',
    why: 'GET /v1/loop/in/probe/{amt} is Probe.',
  },
];
