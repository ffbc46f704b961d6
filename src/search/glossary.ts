/**
 * The Lightning glossary search expands queries with: the words developers use on one side,
 * the words the APIs use on the other, and the fact that links them. Data, in our own
 * words, each entry reviewed as true of the documented daemons; src/search/query-plan.ts
 * reads it (no Node or DOM imports: it ships in the browser's search chunk).
 *
 * A term matches consecutive query words, compared by their indexed (stemmed) forms, so
 * "invoices" matches "invoice" and "on-chain" matches "on chain". A matched term adds its
 * `means` phrases to the query, at a weight below the words typed.
 *
 * Adding an entry: write what a developer types in `terms`, the words of RPC names,
 * summaries or fields that mean the same in `means`, and the fact in `fact` (one sentence
 * another Lightning developer can check). Keep `means` to words the documentation really
 * uses, or the expansion finds nothing.
 */

export interface GlossaryEntry {
  /** What developers type (lower case; a phrase matches consecutive words). */
  terms: string[];
  /** Words the API uses for the same thing, searched besides the typed words. */
  means: string[];
  /** Why the terms mean this, in one checkable sentence. */
  fact: string;
}

export const GLOSSARY: GlossaryEntry[] = [
  // Payments and invoices.
  {
    terms: ['bolt11', 'bolt 11', 'bolt11 invoice', 'lightning invoice', 'invoice string', 'lnbc'],
    means: ['payment request', 'pay req'],
    fact: 'A BOLT 11 invoice (lnbc...) is an encoded payment request; the APIs call it payment_request or pay_req.',
  },
  {
    terms: ['invoice', 'invoices'],
    means: ['payment request'],
    fact: 'An invoice travels as its payment request, the BOLT 11 string a payer decodes and pays.',
  },
  {
    terms: ['pay', 'paying', 'payer'],
    means: ['send payment'],
    fact: 'Paying means sending a payment: SendPaymentV2 (lncli sendpayment, payinvoice) pays a payment request.',
  },
  {
    terms: [
      'get paid',
      'receive a payment',
      'receive payment',
      'receive payments',
      'request a payment',
      'request payment',
      'charge',
    ],
    means: ['add invoice'],
    fact: 'To be paid over Lightning a node creates an invoice (AddInvoice) and hands out its payment request.',
  },
  {
    terms: ['incoming payment', 'incoming payments'],
    means: ['invoice', 'settled'],
    fact: "An incoming Lightning payment settles one of the node's invoices, so invoices record what was received.",
  },
  {
    terms: ['hodl invoice', 'hold invoice'],
    means: ['hold invoice'],
    fact: 'A hold (hodl) invoice is accepted but settled only when the receiver reveals the preimage (AddHoldInvoice, SettleInvoice).',
  },
  {
    terms: ['payment hash', 'r hash', 'rhash'],
    means: ['payment hash', 'r hash'],
    fact: 'The payment hash (r_hash) is the SHA-256 of the preimage and identifies an invoice and its payment.',
  },
  {
    terms: ['preimage', 'payment secret', 'proof of payment'],
    means: ['preimage'],
    fact: 'The preimage (r_preimage) is the secret whose hash is the payment hash; revealing it settles the payment and proves it.',
  },
  {
    terms: ['spontaneous payment', 'keysend', 'push payment'],
    means: ['keysend', 'send payment', 'dest custom records'],
    fact: 'A keysend payment is sent to a node without an invoice, the sender choosing the preimage: SendPaymentV2 (lncli sendpayment --keysend) with the preimage in dest_custom_records under the keysend record.',
  },
  {
    terms: ['mpp', 'multi path payment', 'multipath payment', 'split payment'],
    means: ['max parts', 'mpp'],
    fact: 'A multi-path payment splits into parts over several routes; max_parts bounds how many.',
  },
  {
    terms: ['path', 'paths'],
    means: ['route'],
    fact: 'The path a payment takes through the network is its route (QueryRoutes, BuildRoute).',
  },
  {
    terms: ['probe', 'probing'],
    means: ['estimate route fee', 'probe'],
    fact: 'A probe sends a payment that cannot settle to learn whether and at what fee a route works; EstimateRouteFee probes.',
  },

  // Amounts and fees.
  {
    terms: ['sats', 'sat', 'satoshi', 'satoshis'],
    means: ['satoshis', 'amount', 'amt'],
    fact: 'A satoshi (sat) is 1/100,000,000 BTC; amounts are in satoshis (fields ending in _sat) or millisatoshis (_msat).',
  },
  {
    terms: ['msat', 'msats', 'millisatoshi', 'millisatoshis', 'millisats'],
    means: ['msat'],
    fact: 'A millisatoshi is 1/1000 of a satoshi, the unit of Lightning amounts and fees (fields ending in _msat).',
  },
  {
    terms: ['fee rate', 'sat/vbyte', 'sat per vbyte', 'sats per vbyte', 'sat/vb', 'feerate'],
    means: ['sat per vbyte', 'fee rate', 'target conf'],
    fact: 'On-chain fee rates are given in satoshis per virtual byte (sat_per_vbyte) or as a confirmation target (target_conf).',
  },
  {
    terms: ['speed up', 'stuck transaction', 'stuck', 'rbf', 'cpfp', 'accelerate', 'fee bump', 'bump'],
    means: ['bump fee'],
    fact: 'An unconfirmed transaction is sped up by bumping its fee (RBF or CPFP): BumpFee, BumpForceCloseFee, BumpAccountFee.',
  },
  {
    terms: [
      'routing fees',
      'routing fee',
      'forwarding fees',
      'forwarding fee',
      'channel fees',
      'fee policy',
      'base fee',
      'fee schedule',
    ],
    means: ['channel policy', 'fee report'],
    fact: 'The fees a node charges to forward are its channel policy (UpdateChannelPolicy); FeeReport shows them.',
  },
  {
    terms: ['earned', 'earn', 'earnings', 'revenue', 'income', 'profit'],
    means: ['fee report', 'revenue'],
    fact: "Routing income is summed in FeeReport (fees of the last day, week and month) and Faraday's RevenueReport.",
  },

  {
    terms: [
      'insufficient balance',
      'insufficient local balance',
      'not enough balance',
      'no route',
      'no route found',
      'payment failed',
      'failed payment',
    ],
    means: ['failure reason', 'payment failure reason'],
    fact: 'A payment that fails ends with a PaymentFailureReason (FAILURE_REASON_NO_ROUTE, FAILURE_REASON_INSUFFICIENT_BALANCE, ...), reported by SendPaymentV2 and TrackPaymentV2.',
  },

  // Balances and liquidity.
  {
    terms: ['balance', 'balances', 'how much bitcoin', 'how much btc', 'how many sats', 'how much money'],
    means: ['balance'],
    fact: "WalletBalance reports on-chain funds, ChannelBalance funds in channels, ListBalances a tapd node's assets.",
  },
  {
    terms: ['spendable', 'sendable', 'can i send', 'local balance', 'outbound balance'],
    means: ['channel balance', 'local balance'],
    fact: 'What a node can send over its channels is its local balance, which ChannelBalance sums.',
  },
  {
    terms: [
      'inbound liquidity',
      'inbound capacity',
      'receiving capacity',
      'receive capacity',
      'incoming liquidity',
      'inbound',
    ],
    means: ['remote balance', 'loop out', 'bid order'],
    fact: 'Inbound liquidity is balance on the remote side of channels (ChannelBalance reports it as remote_balance): a Loop Out creates it, and a Pool bid order buys a channel lease that brings it.',
  },
  {
    terms: [
      'rebalance',
      'rebalancing',
      'circular payment',
      'circular rebalance',
      'self payment',
      'pay myself',
      'move liquidity between',
    ],
    means: ['send payment', 'allow self payment', 'outgoing chan ids', 'last hop pubkey'],
    fact: 'lnd rebalances channels by paying itself: a circular SendPaymentV2 with allow_self_payment, out through one channel (outgoing_chan_ids) and back in through another (last_hop_pubkey).',
  },
  {
    terms: ['outbound liquidity', 'outbound capacity', 'sending capacity', 'refill', 'top up', 'replenish', 'depleted'],
    means: ['loop in'],
    fact: 'Outbound liquidity is local balance in channels; a Loop In refills it from on-chain funds.',
  },
  {
    terms: ['swap out', 'submarine swap out', 'off chain to on chain', 'offchain to onchain'],
    means: ['loop out'],
    fact: 'Swapping out (Loop Out) pays off-chain and receives the amount on-chain.',
  },
  {
    terms: [
      'swap to on chain',
      'swap channel funds',
      'channel funds to on chain',
      'off chain funds to on chain',
      'move off chain funds',
    ],
    means: ['loop out'],
    fact: 'Moving channel (off-chain) funds on-chain without closing a channel is a Loop Out swap.',
  },
  {
    terms: ['empty my wallet', 'empty the wallet', 'sweep all', 'send everything', 'all funds', 'all my funds'],
    means: ['send coins', 'send all'],
    fact: 'SendCoins with send_all sweeps the whole on-chain wallet balance to one address.',
  },
  {
    terms: ['stuck pending channel', 'never confirmed', 'forget a channel', 'forget channel', 'stuck channel'],
    means: ['abandon channel'],
    fact: 'A channel whose funding transaction will never confirm is removed from the node with AbandonChannel.',
  },
  {
    terms: ['swap in', 'submarine swap in', 'on chain to off chain', 'onchain to offchain'],
    means: ['loop in'],
    fact: 'Swapping in (Loop In) pays on-chain and receives the amount in a channel.',
  },
  {
    terms: ['submarine swap', 'submarine swaps'],
    means: ['loop out', 'loop in'],
    fact: 'Loop performs submarine swaps between on-chain and off-chain funds: Loop Out and Loop In.',
  },
  {
    terms: ['autoloop', 'auto loop'],
    means: ['liquidity params', 'autoloop'],
    fact: "Loop's autoloop is switched on and tuned in the liquidity manager's parameters (SetLiquidityParams, loop setparams).",
  },
  {
    terms: ['buy', 'buying', 'sell', 'selling', 'purchase'],
    means: ['submit order', 'bid', 'ask'],
    fact: 'In Pool, buying (a channel lease, inbound liquidity) is submitting a bid order and selling is submitting an ask order (SubmitOrder).',
  },
  {
    terms: [
      'amount too low',
      'amount too high',
      'amount too small',
      'amount too large',
      'minimum amount',
      'maximum amount',
      'swap limits',
    ],
    means: ['terms', 'min swap amount', 'max swap amount'],
    fact: "Loop's terms give the smallest and largest amount a swap may have (LoopOutTerms, GetLoopInTerms).",
  },
  {
    terms: [
      'channel lease',
      'lease',
      'buy a channel',
      'buy channel',
      'buy liquidity',
      'sell liquidity',
      'liquidity marketplace',
    ],
    means: ['order', 'bid', 'lease'],
    fact: 'In Pool a bid order buys a channel lease and an ask order sells one (SubmitOrder, Leases).',
  },

  {
    terms: ['do i hold', 'i hold', 'holdings', 'do i own', 'i own', 'how much of each'],
    means: ['balance', 'balances'],
    fact: 'What a wallet holds of each coin or asset is its balance: WalletBalance, ChannelBalance, ListBalances for Taproot Assets.',
  },
  // On-chain.
  {
    terms: ['on chain', 'onchain', 'on-chain', 'bitcoin', 'btc'],
    means: ['coins', 'wallet'],
    fact: "On-chain funds are the wallet's coins: SendCoins and SendMany spend them, WalletBalance reports them.",
  },
  {
    terms: ['utxo', 'utxos', 'unspent output', 'unspent outputs', 'coin', 'coins'],
    means: ['unspent', 'utxo'],
    fact: "A UTXO is an unspent transaction output; WalletKit.ListUnspent lists the wallet's.",
  },
  {
    terms: ['cost', 'costs', 'how much does'],
    means: ['quote', 'fee'],
    fact: 'What a swap or an order costs is its quote: LoopOutQuote, GetLoopInQuote, InstantOutQuote, QuoteOrder.',
  },
  {
    terms: [
      'lock a utxo',
      'lock utxo',
      'lock utxos',
      'lock an output',
      'lock output',
      'lock outputs',
      'lock coins',
      'freeze a utxo',
      'freeze coins',
    ],
    means: ['lease output'],
    fact: 'A wallet UTXO is locked against coin selection by leasing it (LeaseOutput; ReleaseOutput unlocks it).',
  },
  {
    terms: ['outpoint', 'out point', 'txid:index', 'txid:vout'],
    means: ['outpoint', 'txid', 'output index'],
    fact: 'An outpoint is a transaction id and an output index; a channel is named by its funding outpoint (channel_point).',
  },
  {
    terms: ['channel point', 'chanpoint', 'chan point', 'funding outpoint'],
    means: ['channel point', 'funding txid'],
    fact: "A channel point is the outpoint of the channel's funding output (funding_txid and output_index).",
  },
  {
    terms: ['txid', 'tx id', 'transaction id', 'tx hash', 'transaction hash'],
    means: ['txid', 'transaction'],
    fact: 'A transaction id (txid) is the hash that names a bitcoin transaction.',
  },
  {
    terms: ['psbt', 'psbts', 'partially signed transaction', 'partially signed bitcoin transaction'],
    means: ['psbt'],
    fact: 'A PSBT (BIP 174) is a transaction passed between wallets to fund and sign it: FundPsbt, SignPsbt, FinalizePsbt.',
  },
  {
    terms: ['segwit address', 'bech32', 'p2wkh', 'p2wpkh', 'native segwit'],
    means: ['witness pubkey hash'],
    fact: 'A native SegWit (bech32, P2WKH) address is the WITNESS_PUBKEY_HASH address type.',
  },
  {
    terms: ['taproot address', 'p2tr', 'bech32m'],
    means: ['taproot pubkey'],
    fact: 'A Taproot (bech32m, P2TR) address is the TAPROOT_PUBKEY address type.',
  },
  {
    terms: ['confirm', 'confirmed', 'confirms', 'confirmation', 'confirmations'],
    means: ['confirmation', 'conf'],
    fact: 'A transaction confirms when mined; RegisterConfirmationsNtfn notifies, and fields count confirmations (num_confs).',
  },

  {
    terms: ['xpub', 'xpubs', 'zpub', 'ypub', 'extended public key', 'extended key'],
    means: ['extended public key', 'account'],
    fact: 'An xpub is an extended public key; lnd keeps one per wallet account (ListAccounts shows it, ImportAccount imports one watch-only).',
  },
  {
    terms: ['broadcast', 'broadcasting', 'rebroadcast', 'push a transaction'],
    means: ['publish'],
    fact: 'Broadcasting a transaction to the bitcoin network is publishing it (WalletKit.PublishTransaction, PublishAndLogTransfer).',
  },
  // Nodes, channels and the network.
  {
    terms: ['pubkey', 'public key', 'node id', 'node key', 'node public key', 'identity key'],
    means: ['pubkey', 'identity pubkey'],
    fact: 'A node is identified by its public key: identity_pubkey in GetInfo, pub_key in most requests.',
  },
  {
    terms: ['scid', 'short channel id', 'chan id', 'channel id'],
    means: ['chan id', 'scid'],
    fact: "The short channel id (chan_id) packs the funding output's block height, transaction index and output index in 8 bytes.",
  },
  {
    terms: ['htlc', 'htlcs', 'hashed timelock contract'],
    means: ['htlc'],
    fact: 'An HTLC (hash time-locked contract) carries a payment across one channel until it settles or fails.',
  },
  {
    terms: ['force close', 'unilateral close', 'force closure', 'force-close'],
    means: ['close channel', 'force'],
    fact: 'A force close publishes the local commitment transaction without the peer: CloseChannel with force set.',
  },
  {
    terms: ['cooperative close', 'coop close', 'mutual close'],
    means: ['close channel'],
    fact: 'A cooperative close is negotiated with the peer: CloseChannel without force.',
  },
  {
    terms: ['channel size', 'channel capacity', 'capacity'],
    means: ['capacity', 'local funding amount'],
    fact: "A channel's size is its capacity, set when opening by local_funding_amount.",
  },
  {
    terms: ['network graph', 'network map', 'gossip', 'graph'],
    means: ['graph', 'describe graph'],
    fact: "The channel graph is the node's view of the public network, learnt from gossip (DescribeGraph).",
  },
  {
    terms: ['static channel backup', 'scb', 'channel backup', 'backup', 'backups'],
    means: ['channel backup'],
    fact: 'Static channel backups (SCB) let a node recover channel funds: ExportAllChannelBackups, RestoreChannelBackups.',
  },
  {
    terms: ['back up', 'save a backup'],
    means: ['export channel backup'],
    fact: 'Backing up channels is exporting their static channel backups (ExportAllChannelBackups, ExportChannelBackup).',
  },
  {
    terms: ['my node', 'my lightning node', 'about my node', 'node info', 'node status'],
    means: ['get info'],
    fact: 'GetInfo describes the node itself: its identity pubkey, alias, version, channel counts and sync state.',
  },
  {
    terms: ['funding transaction', 'funding tx'],
    means: ['open channel', 'funding'],
    fact: "A channel's funding transaction is built and published when the channel is opened (OpenChannel, FundingStateStep).",
  },
  {
    terms: ['starting', 'start up', 'startup', 'not ready', 'still starting', 'ready'],
    means: ['state', 'get state'],
    fact: 'Whether lnd has finished starting (wallet unlocked, RPC server and server active) is its state: GetState, SubscribeState.',
  },
  {
    terms: ['wallet locked', 'locked wallet', 'unlock it', 'wallet is locked'],
    means: ['unlock wallet'],
    fact: 'Until its wallet is unlocked lnd answers calls with "wallet locked, unlock it to enable full RPC access"; UnlockWallet unlocks it.',
  },
  {
    terms: ['wallet not created', 'no wallet', 'create one'],
    means: ['init wallet', 'gen seed'],
    fact: 'A new lnd answers "wallet not created, create one to enable full RPC access" until a wallet is made with GenSeed and InitWallet.',
  },
  {
    terms: ['invalid passphrase', 'wrong password', 'incorrect password', 'wrong passphrase'],
    means: ['unlock wallet', 'wallet password'],
    fact: 'A wrong wallet password is refused when unlocking the wallet (UnlockWallet, or ChangePassword for the current one).',
  },
  {
    terms: ['seed', 'mnemonic', 'seed phrase', 'recovery phrase', 'aezeed', 'cipher seed', '24 words'],
    means: ['seed', 'mnemonic'],
    fact: 'An lnd wallet is created from a 24-word aezeed cipher seed mnemonic (GenSeed, InitWallet).',
  },
  {
    terms: ['password', 'passphrase', 'wallet password'],
    means: ['password', 'unlock wallet'],
    fact: "lnd's wallet is encrypted with a password given to InitWallet and UnlockWallet and changed by ChangePassword.",
  },
  {
    terms: ['watchtower', 'tower', 'breach protection', 'protect my channels'],
    means: ['tower'],
    fact: 'A watchtower watches channels for breaches while the node is offline; the client side adds towers (AddTower).',
  },
  {
    terms: ['shutdown', 'shut down', 'stop', 'halt', 'kill', 'terminate'],
    means: ['stop daemon'],
    fact: 'Every daemon shuts down gracefully with its StopDaemon RPC (lncli stop, loop stop, ...).',
  },
  {
    terms: ['version', 'build info'],
    means: ['version', 'get version'],
    fact: 'lnd reports its version in GetVersion (and GetInfo); the other daemons in their GetInfo.',
  },
  {
    terms: ['synced', 'sync status', 'in sync', 'syncing'],
    means: ['synced to chain', 'sync'],
    fact: 'GetInfo tells whether lnd is synced to the chain (synced_to_chain) and to the graph.',
  },
  {
    terms: ['notify', 'notification', 'notifications', 'listen', 'listen for', 'webhook', 'stream', 'events', 'watch'],
    means: ['subscribe'],
    fact: "The daemons push updates over server-streaming Subscribe... RPCs (and ChainNotifier's Register...Ntfn).",
  },
  {
    terms: [
      'reject channel',
      'reject channels',
      'reject incoming',
      'accept channel',
      'channel requests',
      'approve channel',
    ],
    means: ['channel acceptor'],
    fact: 'ChannelAcceptor lets a client accept or reject each incoming channel opening.',
  },

  {
    terms: [
      'still opening',
      'being opened',
      'not yet open',
      'unconfirmed channel',
      'unconfirmed channels',
      'opening channels',
    ],
    means: ['pending channels', 'pending open'],
    fact: 'A channel whose funding transaction has not confirmed yet is pending; PendingChannels lists it as pending_open_channels.',
  },
  // Authentication and connecting.
  {
    terms: ['caveat', 'caveats', 'first party caveat'],
    means: ['macaroon'],
    fact: 'Caveats are the conditions a macaroon carries; a macaroon that fails them (or comes from another node) is refused.',
  },
  {
    terms: ['macaroon', 'macaroons', 'auth token', 'api key', 'access token', 'credentials'],
    means: ['macaroon'],
    fact: 'The daemons authenticate every call with a macaroon, a bearer token holding permissions and caveats.',
  },
  {
    terms: ['revoke', 'revoking', 'invalidate'],
    means: ['delete macaroon id', 'revoke'],
    fact: 'A baked macaroon cannot be recalled one by one: deleting its root key id (DeleteMacaroonID) invalidates every macaroon made with it; LiT revokes sessions with RevokeSession.',
  },
  {
    terms: ['permission', 'permissions', 'limited permissions', 'read only', 'readonly'],
    means: ['permissions', 'bake macaroon'],
    fact: "A macaroon's permissions (entity:action pairs) decide which RPCs it may call; BakeMacaroon bakes one with chosen permissions.",
  },
  {
    terms: ['tls', 'certificate', 'x509', 'tls cert', 'tls.cert', 'self signed'],
    means: ['tls cert'],
    fact: 'The daemons serve gRPC and REST over TLS with a self-signed certificate (tls.cert) a client must trust.',
  },
  {
    terms: ['lnc', 'lightning node connect', 'pairing phrase', 'pair'],
    means: ['session', 'add session'],
    fact: 'Lightning Node Connect pairs an app with a node through a LiT session (AddSession) and its pairing phrase.',
  },

  // Taproot Assets.
  {
    terms: ['taproot asset', 'taproot assets', 'tap asset', 'token', 'tokens', 'stablecoin', 'stablecoins', 'usdt'],
    means: ['asset'],
    fact: 'Taproot Assets issues assets (tokens, stablecoins, collectibles) on Bitcoin and moves them over Lightning.',
  },
  {
    terms: ['issue', 'issuance', 'create asset', 'new asset', 'create a new asset', 'create a new taproot asset'],
    means: ['mint asset'],
    fact: 'Creating (issuing) a Taproot Asset is minting it: MintAsset, then FinalizeBatch.',
  },
  {
    terms: ['universe', 'universe server', 'federation'],
    means: ['universe', 'federation'],
    fact: 'A universe server stores and syncs asset issuance and transfer proofs; universes form federations.',
  },
  {
    terms: ['receive asset', 'receive assets', 'receive taproot assets', 'asset address', 'tap address'],
    means: ['new addr'],
    fact: 'An asset is received at a Taproot Assets address created with NewAddr (tapcli addrs new).',
  },
  {
    terms: ['transfer asset', 'transfer assets', 'send asset', 'send assets'],
    means: ['send asset'],
    fact: 'SendAsset sends Taproot Assets on-chain to Taproot Assets addresses.',
  },

  // Faraday.
  {
    terms: ['accounting', 'accounting report', 'tax', 'taxes', 'audit', 'bookkeeping'],
    means: ['node audit', 'report'],
    fact: "Faraday's NodeAudit produces an accounting report of a node's on-chain and off-chain activity.",
  },
  {
    terms: ['fiat', 'usd', 'eur', 'dollar', 'dollars', 'price', 'btc price'],
    means: ['exchange rate', 'fiat'],
    fact: "Faraday's ExchangeRate gives fiat prices for BTC.",
  },

  {
    terms: [
      'unprofitable',
      'earn nothing',
      'earn little',
      'not earning',
      'underperforming',
      'which channels should i close',
    ],
    means: ['close recommendations', 'outlier recommendations', 'threshold recommendations'],
    fact: "Faraday's close recommendations (OutlierRecommendations, ThresholdRecommendations) flag channels whose uptime or revenue is poor.",
  },
  // Verbs the APIs spell their own way.
  {
    terms: ['several', 'multiple', 'many', 'at once', 'in one transaction', 'in bulk', 'batch'],
    means: ['batch', 'many'],
    fact: 'Calls that act on several things at once are named Batch... or ...Many (BatchOpenChannel, SendMany).',
  },
  {
    terms: ['enable', 'disable', 'turn on', 'turn off', 'switch on', 'switch off', 'configure'],
    means: ['set', 'update', 'modify'],
    fact: 'Settings are changed by Set..., Update... or Modify... RPCs (SetLiquidityParams, UpdateChannelPolicy, ModifyStatus).',
  },
  {
    terms: ['create', 'make', 'generate'],
    means: ['add', 'new', 'init', 'create', 'bake', 'gen'],
    fact: 'The APIs name creation Add (AddInvoice), New (NewAddress), Init (InitAccount), Create, Bake (BakeMacaroon) or Gen (GenSeed).',
  },
  {
    terms: ['remove', 'delete', 'drop', 'clear'],
    means: ['delete', 'remove', 'revoke'],
    fact: 'The APIs name removal Delete, Remove or Revoke.',
  },
  {
    terms: ['show', 'see', 'view', 'display', 'which', 'history'],
    means: ['list'],
    fact: 'The APIs name the calls that show a set of things List... (ListChannels, ListPeers, ListPayments).',
  },
  {
    terms: ['move', 'moving'],
    means: ['send'],
    fact: 'Moving funds is sending them: SendCoins and SendMany on-chain, SendPaymentV2 over Lightning, SendAsset for assets.',
  },
  {
    terms: ['status', 'state', 'details'],
    means: ['info', 'monitor'],
    fact: 'The status of one thing is reported by its ...Info or Get... RPC (SwapInfo, AccountInfo, GetTowerInfo) or streamed by Monitor and Subscribe... RPCs.',
  },
  {
    terms: ['find', 'look up', 'lookup', 'fetch', 'retrieve', 'search'],
    means: ['get', 'lookup', 'query'],
    fact: 'The APIs name the calls that find one thing Get..., Lookup... or Query... (GetNodeInfo, LookupInvoice, QueryRoutes).',
  },
  {
    terms: ['wait for', 'wait until', 'follow', 'keep track of', 'until it finishes', 'has finished', 'is done'],
    means: ['track'],
    fact: 'The daemons report how a started operation goes over streaming Track... and Subscribe... RPCs (TrackPaymentV2, SubscribeSingleInvoice).',
  },
  {
    terms: ['was paid', 'been paid', 'got paid', 'is paid', 'paid invoice', 'paid invoices'],
    means: ['settled', 'lookup invoice'],
    fact: 'An invoice that was paid is settled (state SETTLED); LookupInvoice tells the state of one invoice.',
  },
  {
    terms: ['connect', 'connected', 'connection'],
    means: ['peer', 'connect peer'],
    fact: 'Two Lightning nodes connect as peers (ConnectPeer, ListPeers).',
  },
];
