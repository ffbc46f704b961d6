/**
 * The realistic relevance set: what developers type into an API reference's search box
 * when they do not know the RPC's name, over the real API (APIDOCS_PROTOS). Written by hand
 * before any tuning, from how developers phrase things (tasks in their own words,
 * misspelt commands, error messages pasted from a terminal, enum values read in a
 * response, a daemon's name in front of a word, REST calls with real values), each with the
 * page a developer who typed it should land on first and one line on why.
 *
 * Reviewed for realism, not for what the engine can do: some queries are hard on purpose
 * (an error string no page quotes, a route to the page on the same topic). Where two pages
 * are equally right for a reader, `also` names the other; a hit on it counts as correct.
 *
 * Used by test/search/relevance.test.ts (first-place and top-8 rates per kind) and by
 * `npm run bench` (the same rates, and query latency). The name-based set stays in
 * test/search/relevance-set.ts.
 */

export type RealisticKind = 'task' | 'typo' | 'error' | 'enum' | 'daemon' | 'rest-value' | 'exact';

export interface RealisticCase {
  query: string;
  /** Path (under /api-docs/) of the page a reader should land on first. */
  expected: string;
  /** Other pages that are just as right (rare). */
  also?: string[];
  kind: RealisticKind;
  /** Why this page. */
  why: string;
}

/** What each kind is, for reports. */
export const REALISTIC_KINDS: Record<RealisticKind, string> = {
  task: 'natural-language tasks',
  typo: 'misspelt commands and names',
  error: 'pasted error messages',
  enum: 'enum values',
  daemon: 'daemon-qualified queries',
  'rest-value': 'REST paths with concrete values',
  exact: 'exact names, fields, case variants',
};

export const REALISTIC_SET: RealisticCase[] = [
  // ---- Tasks in the developer's own words.
  { kind: 'task', query: 'how to pay a lightning invoice', expected: 'api/lnd/router/send-payment-v2/', why: 'SendPaymentV2 pays a payment request; it is the current payment RPC (the Lightning service has no other).' },
  { kind: 'task', query: 'pay a bolt11 invoice', expected: 'api/lnd/router/send-payment-v2/', why: 'A BOLT11 invoice is the payment_request SendPaymentV2 takes.' },
  { kind: 'task', query: 'create an invoice to receive a payment', expected: 'api/lnd/lightning/add-invoice/', why: 'AddInvoice creates the invoice a payer pays.' },
  { kind: 'task', query: 'send bitcoin to an address', expected: 'api/lnd/lightning/send-coins/', why: 'SendCoins sends on-chain funds to one address.' },
  { kind: 'task', query: 'how to move coins on-chain', expected: 'api/lnd/lightning/send-coins/', why: 'Moving coins on-chain is an on-chain send: SendCoins.' },
  { kind: 'task', query: 'generate a new bitcoin address', expected: 'api/lnd/lightning/new-address/', why: 'NewAddress creates a wallet address.' },
  { kind: 'task', query: 'how much bitcoin is in my wallet', expected: 'api/lnd/lightning/wallet-balance/', why: 'WalletBalance reports the on-chain wallet balance.' },
  { kind: 'task', query: 'how much can I send over my channels', expected: 'api/lnd/lightning/channel-balance/', why: 'ChannelBalance reports the local (sendable) balance across channels.' },
  { kind: 'task', query: 'close a channel', expected: 'api/lnd/lightning/close-channel/', why: 'CloseChannel does it; ClosedChannels only lists closed ones.' },
  { kind: 'task', query: 'force close a channel with an offline peer', expected: 'api/lnd/lightning/close-channel/', why: 'CloseChannel with force=true is the unilateral close.' },
  { kind: 'task', query: 'connect to another lightning node', expected: 'api/lnd/lightning/connect-peer/', why: 'ConnectPeer establishes the peer connection.' },
  { kind: 'task', query: 'what is my node public key', expected: 'api/lnd/lightning/get-info/', why: 'GetInfo returns identity_pubkey.' },
  { kind: 'task', query: 'is my node synced to the chain', expected: 'api/lnd/lightning/get-info/', why: 'GetInfo returns synced_to_chain.' },
  { kind: 'task', query: 'list on-chain transactions', expected: 'api/lnd/lightning/get-transactions/', why: 'GetTransactions (lncli listchaintxns) lists wallet transactions.' },
  { kind: 'task', query: 'speed up an unconfirmed transaction', expected: 'api/lnd/wallet-kit/bump-fee/', why: 'BumpFee raises the fee of an unconfirmed transaction (CPFP/RBF through the sweeper).' },
  { kind: 'task', query: 'back up all my channels', expected: 'api/lnd/lightning/export-all-channel-backups/', why: 'ExportAllChannelBackups returns the static backups of every channel.' },
  { kind: 'task', query: 'recover funds from a static channel backup', expected: 'api/lnd/lightning/restore-channel-backups/', why: 'RestoreChannelBackups recovers funds from an SCB.' },
  { kind: 'task', query: 'create a new wallet seed', expected: 'api/lnd/wallet-unlocker/gen-seed/', why: 'GenSeed creates the aezeed mnemonic of a new wallet.' },
  { kind: 'task', query: 'change the routing fees of my channels', expected: 'api/lnd/lightning/update-channel-policy/', why: 'UpdateChannelPolicy sets base fee and fee rate.' },
  { kind: 'task', query: 'estimate the on-chain fee for a transaction', expected: 'api/lnd/lightning/estimate-fee/', why: 'Lightning.EstimateFee estimates the fee of a transaction to given outputs.' },
  { kind: 'task', query: 'sign a message with my node key', expected: 'api/lnd/lightning/sign-message/', why: "Lightning.SignMessage signs with the node's identity key." },
  { kind: 'task', query: 'get inbound liquidity', expected: 'api/loop/swap-client/loop-out/', also: ['api/pool/trader/submit-order/'], why: 'A Loop Out spends channel balance off-chain and returns it on-chain, freeing inbound capacity; a Pool bid buys it.' },
  { kind: 'task', query: 'move channel funds to my on-chain wallet', expected: 'api/loop/swap-client/loop-out/', why: 'Loop Out swaps off-chain funds for on-chain funds.' },
  { kind: 'task', query: 'refill a depleted channel with on-chain funds', expected: 'api/loop/swap-client/loop-in/', why: 'Loop In swaps on-chain funds into channel balance.' },
  { kind: 'task', query: 'buy a channel lease', expected: 'api/pool/trader/submit-order/', why: 'In Pool a bid order buys a channel lease.' },
  { kind: 'task', query: 'create a new taproot asset', expected: 'api/taproot-assets/mint/mint-asset/', why: 'Creating an asset is minting it: MintAsset.' },
  { kind: 'task', query: 'issue a new token', expected: 'api/taproot-assets/mint/mint-asset/', why: 'Issuing a token on Taproot Assets is minting it.' },
  { kind: 'task', query: 'receive taproot assets', expected: 'api/taproot-assets/taproot-assets/new-addr/', why: 'Receiving starts with a Taproot Assets address from NewAddr.' },
  { kind: 'task', query: 'pay an invoice with taproot assets', expected: 'api/taproot-assets/taproot-asset-channels/send-payment/', why: "TaprootAssetChannels.SendPayment pays an invoice with an asset channel's asset." },
  { kind: 'task', query: 'transfer assets to another node', expected: 'api/taproot-assets/taproot-assets/send-asset/', why: 'SendAsset sends assets to Taproot Assets addresses.' },
  { kind: 'task', query: 'create a macaroon with limited permissions', expected: 'api/lnd/lightning/bake-macaroon/', why: 'BakeMacaroon bakes a macaroon with chosen permissions.' },
  { kind: 'task', query: 'create a lightning node connect session', expected: 'api/lit/sessions/add-session/', why: 'AddSession creates an LNC session (pairing phrase).' },
  { kind: 'task', query: 'open channels to several peers in one transaction', expected: 'api/lnd/lightning/batch-open-channel/', why: 'BatchOpenChannel opens several channels in one funding transaction.' },
  { kind: 'task', query: 'wait for a transaction to confirm', expected: 'api/lnd/chain-notifier/register-confirmations-ntfn/', why: 'RegisterConfirmationsNtfn notifies once a transaction confirms.' },
  { kind: 'task', query: 'listen for incoming payments', expected: 'api/lnd/lightning/subscribe-invoices/', why: 'SubscribeInvoices streams invoices as they are settled (incoming payments).' },
  { kind: 'task', query: 'find a route to a node', expected: 'api/lnd/lightning/query-routes/', why: 'QueryRoutes asks the router for a route to a destination.' },
  { kind: 'task', query: 'lock a utxo so it is not spent', expected: 'api/lnd/wallet-kit/lease-output/', why: 'LeaseOutput locks an output out of coin selection.' },
  { kind: 'task', query: 'list my utxos', expected: 'api/lnd/wallet-kit/list-unspent/', why: 'WalletKit.ListUnspent lists spendable UTXOs (the Lightning one is deprecated).' },
  { kind: 'task', query: 'add funds to my pool account', expected: 'api/pool/trader/deposit-account/', why: 'DepositAccount adds funds to a Pool account.' },
  { kind: 'task', query: 'accounting report of my node', expected: 'api/faraday/faraday-server/node-audit/', why: "Faraday's NodeAudit is the accounting report of a node's activity." },
  { kind: 'task', query: 'cancel an unpaid invoice', expected: 'api/lnd/invoices/cancel-invoice/', why: 'CancelInvoice cancels an open invoice.' },
  { kind: 'task', query: 'how much does a loop out cost', expected: 'api/loop/swap-client/loop-out-quote/', why: 'LoopOutQuote returns the fees of a Loop Out.' },
  { kind: 'task', query: 'enable autoloop', expected: 'api/loop/swap-client/set-liquidity-params/', why: 'Autoloop is switched on in the liquidity parameters (SetLiquidityParams, loop setparams).' },
  { kind: 'task', query: 'estimate the routing fee before paying', expected: 'api/lnd/router/estimate-route-fee/', why: 'EstimateRouteFee estimates what a payment will cost.' },
  { kind: 'task', query: 'status of a loop swap', expected: 'api/loop/swap-client/swap-info/', also: ['api/loop/swap-client/monitor/'], why: 'SwapInfo returns the state of one swap (Monitor streams them).' },
  { kind: 'task', query: 'which peers am I connected to', expected: 'api/lnd/lightning/list-peers/', why: 'ListPeers lists connected peers.' },
  { kind: 'task', query: 'payment history', expected: 'api/lnd/lightning/list-payments/', why: 'ListPayments lists outgoing payments.' },
  { kind: 'task', query: 'delete failed payments', expected: 'api/lnd/lightning/delete-all-payments/', why: 'DeleteAllPayments with failed_payments_only removes failed payments.' },
  { kind: 'task', query: 'use a watchtower to protect my channels', expected: 'api/lnd/watchtower-client/add-tower/', why: 'The watchtower client protects channels once a tower is added (AddTower).' },
  { kind: 'task', query: 'reject incoming channel requests', expected: 'api/lnd/lightning/channel-acceptor/', why: 'ChannelAcceptor lets a client accept or reject channel opens.' },
  { kind: 'task', query: 'convert sats to usd', expected: 'api/faraday/faraday-server/exchange-rate/', why: "Faraday's ExchangeRate gives fiat prices for BTC." },
  { kind: 'task', query: 'fees earned from routing', expected: 'api/lnd/lightning/fee-report/', also: ['api/lnd/lightning/forwarding-history/'], why: 'FeeReport sums the fee revenue of the last day, week and month.' },

  // ---- Misspelt commands and names.
  { kind: 'typo', query: 'listchanels', expected: 'api/lnd/lightning/list-channels/', why: 'listchannels with one n missing.' },
  { kind: 'typo', query: 'lncli addinvoce', expected: 'api/lnd/lightning/add-invoice/', why: 'lncli addinvoice with a letter missing.' },
  { kind: 'typo', query: 'openchanel', expected: 'api/lnd/lightning/open-channel/', why: 'openchannel with one n missing.' },
  { kind: 'typo', query: 'walletbalnce', expected: 'api/lnd/lightning/wallet-balance/', why: 'walletbalance with a letter missing.' },
  { kind: 'typo', query: 'lncli sendpaymnet', expected: 'api/lnd/router/send-payment-v2/', why: 'lncli sendpayment (which calls SendPaymentV2), letters swapped.' },
  { kind: 'typo', query: 'decodepayreg', expected: 'api/lnd/lightning/decode-pay-req/', why: 'decodepayreq with a neighbouring key.' },
  { kind: 'typo', query: 'getnodinfo', expected: 'api/lnd/lightning/get-node-info/', why: 'getnodeinfo with a letter missing.' },
  { kind: 'typo', query: 'pendingchanels', expected: 'api/lnd/lightning/pending-channels/', why: 'pendingchannels with one n missing.' },
  { kind: 'typo', query: 'lncli closechanel', expected: 'api/lnd/lightning/close-channel/', why: 'lncli closechannel with one n missing.' },
  { kind: 'typo', query: 'listpaymets', expected: 'api/lnd/lightning/list-payments/', why: 'listpayments with a letter missing.' },
  { kind: 'typo', query: 'newadress', expected: 'api/lnd/lightning/new-address/', why: 'newaddress with one d missing.' },
  { kind: 'typo', query: 'lncli fwdinghistroy', expected: 'api/lnd/lightning/forwarding-history/', why: 'lncli fwdinghistory, letters swapped.' },
  { kind: 'typo', query: 'bakemacarron', expected: 'api/lnd/lightning/bake-macaroon/', why: 'bakemacaroon misspelt.' },
  { kind: 'typo', query: 'subscribeinvoises', expected: 'api/lnd/lightning/subscribe-invoices/', why: 'SubscribeInvoices with s for c.' },
  { kind: 'typo', query: 'estimtefee', expected: 'api/lnd/lightning/estimate-fee/', why: 'estimatefee with a letter missing (lnd first).' },
  { kind: 'typo', query: 'sendcions', expected: 'api/lnd/lightning/send-coins/', why: 'sendcoins, letters swapped.' },
  { kind: 'typo', query: 'trackpaymnet', expected: 'api/lnd/router/track-payment-v2/', why: 'trackpayment, letters swapped.' },
  { kind: 'typo', query: 'describegrpah', expected: 'api/lnd/lightning/describe-graph/', why: 'describegraph, letters swapped.' },
  { kind: 'typo', query: 'tapcli assets balnce', expected: 'api/taproot-assets/taproot-assets/list-balances/', why: 'tapcli assets balance, a letter missing.' },
  { kind: 'typo', query: 'litcli sesions list', expected: 'api/lit/sessions/list-sessions/', why: 'litcli sessions list, a letter missing.' },
  { kind: 'typo', query: 'channel balanse', expected: 'api/lnd/lightning/channel-balance/', why: 'channel balance with s for c.' },
  { kind: 'typo', query: 'unlok wallet', expected: 'api/lnd/wallet-unlocker/unlock-wallet/', why: 'unlock wallet, a letter missing.' },
  { kind: 'typo', query: 'loop instantuot', expected: 'api/loop/swap-client/instant-out/', why: 'loop instantout, letters swapped.' },

  // ---- Error messages pasted from a terminal or a log.
  { kind: 'error', query: 'rpc error: code = Unknown desc = wallet locked, unlock it to enable full RPC access', expected: 'api/lnd/wallet-unlocker/unlock-wallet/', also: ['api/lnd/errors/wallet-locked-unlock-it-to-enable-full-rpc-access/'], why: 'lnd answers this until the wallet is unlocked with UnlockWallet.' },
  { kind: 'error', query: 'invalid passphrase for master public key', expected: 'api/lnd/wallet-unlocker/unlock-wallet/', why: 'A wrong wallet password at unlock.' },
  { kind: 'error', query: 'verification failed: signature mismatch after caveat verification', expected: 'api/lnd/', also: ['api/lnd/errors/verification-failed-signature-mismatch-after-caveat/'], why: "A macaroon from another node or daemon; the lnd overview says which macaroon to send and how." },
  { kind: 'error', query: 'expected 1 macaroon, got 0', expected: 'api/lnd/', also: ['api/lnd/errors/expected-1-macaroon-got/'], why: 'No macaroon was sent; the lnd overview explains the macaroon metadata and header.' },
  { kind: 'error', query: 'payment hash must be exactly 32 bytes', expected: 'api/lnd/lightning/lookup-invoice/', why: "LookupInvoice's documentation states this error." },
  { kind: 'error', query: 'invoice already settled', expected: 'api/lnd/invoices/cancel-invoice/', why: 'CancelInvoice fails on a settled invoice, as its description says.' },
  { kind: 'error', query: 'transaction already labelled', expected: 'api/lnd/wallet-kit/label-transaction/', why: 'LabelTransaction fails on a labelled transaction unless overwrite is set.' },
  { kind: 'error', query: 'alias already exists', expected: 'api/lnd/router/x-add-local-chan-aliases/', why: 'XAddLocalChanAliases documents this error.' },
  { kind: 'error', query: 'server is still in the process of starting', expected: 'api/lnd/state/get-state/', also: ['api/lnd/state/subscribe-state/'], why: "lnd is not ready yet; the State service reports when it is (SERVER_ACTIVE)." },
  { kind: 'error', query: 'unable to find a path to destination', expected: 'api/lnd/router/send-payment-v2/', also: ['api/lnd/errors/unable-to-find-a-path-to-destination/', 'api/lnd/lightning/query-routes/'], why: 'The no-route failure of paying; QueryRoutes is the route-finding call.' },
  { kind: 'error', query: 'Payment status: FAILED, reason: FAILURE_REASON_NO_ROUTE', expected: 'api/lnd/router/estimate-route-fee/', also: ['api/lnd/router/send-payment-v2/', 'api/lnd/router/track-payment-v2/'], why: 'The failure reason value is documented on the PaymentFailureReason table (EstimateRouteFee page); the payment RPCs are as good.' },
  { kind: 'error', query: 'swap amount too low', expected: 'api/loop/swap-client/loop-out-terms/', also: ['api/loop/swap-client/get-loop-in-terms/'], why: 'The swap terms give the minimum and maximum swap amounts.' },
  { kind: 'error', query: 'rpc error: code = Unimplemented desc = unknown service routerrpc.Router', expected: 'category/router-service/', also: ['api/lnd/errors/unknown-service/'], why: 'The Router sub-server is missing; its service page is the topic.' },
  { kind: 'error', query: 'x509: certificate signed by unknown authority', expected: 'api/lnd/', why: "The client does not trust lnd's tls.cert; the lnd overview says where it is." },
  { kind: 'error', query: 'insufficient local balance', expected: 'api/lnd/router/estimate-route-fee/', also: ['api/lnd/errors/insufficient-local-balance/', 'api/lnd/router/send-payment-v2/'], why: 'FAILURE_REASON_INSUFFICIENT_BALANCE is documented as "Insufficient local balance".' },
  { kind: 'error', query: 'already connected to peer', expected: 'api/lnd/lightning/connect-peer/', why: 'ConnectPeer answers this for a connected peer.' },
  { kind: 'error', query: 'unable to route payment to destination: TemporaryChannelFailure', expected: 'api/lnd/router/htlc-interceptor/', also: ['api/lnd/router/send-payment-v2/'], why: 'TEMPORARY_CHANNEL_FAILURE is documented in the Failure.FailureCode table.' },
  { kind: 'error', query: 'not enough witness outputs to create funding transaction', expected: 'api/lnd/lightning/open-channel/', why: 'OpenChannel fails this way when the on-chain wallet cannot fund the channel.' },

  // ---- Enum values, as read in a response or a log.
  { kind: 'enum', query: 'FAILURE_REASON_NO_ROUTE', expected: 'api/lnd/router/estimate-route-fee/', why: 'Where lnrpc.PaymentFailureReason is documented.' },
  { kind: 'enum', query: 'TEMPORARY_CHANNEL_FAILURE', expected: 'api/lnd/router/htlc-interceptor/', why: 'Where lnrpc.Failure.FailureCode is documented.' },
  { kind: 'enum', query: 'SERVER_ACTIVE', expected: 'api/lnd/state/subscribe-state/', why: 'Where lnrpc.WalletState is documented.' },
  { kind: 'enum', query: 'TAPROOT_PUBKEY', expected: 'api/lnd/lightning/new-address/', why: "lnd's lnrpc.AddressType, on NewAddress." },
  { kind: 'enum', query: 'WITNESS_PUBKEY_HASH', expected: 'api/lnd/lightning/new-address/', why: "lnd's lnrpc.AddressType, on NewAddress." },
  { kind: 'enum', query: 'ANCHORS', expected: 'api/lnd/lightning/channel-acceptor/', also: ['api/lnd/lightning/open-channel/'], why: 'Where lnrpc.CommitmentType is documented; OpenChannel sets it (issue 23: the RPC whose request sets a value is as right).' },
  { kind: 'enum', query: 'SIMPLE_TAPROOT', expected: 'api/lnd/lightning/channel-acceptor/', also: ['api/lnd/lightning/open-channel/'], why: 'Where lnrpc.CommitmentType is documented; OpenChannel sets it (issue 23).' },
  { kind: 'enum', query: 'IN_FLIGHT', expected: 'api/lnd/router/track-payment-v2/', why: 'Where lnrpc.Payment.PaymentStatus is documented.' },
  { kind: 'enum', query: 'HTLC_PUBLISHED', expected: 'api/loop/swap-client/monitor/', why: 'Where looprpc.SwapState is documented.' },
  { kind: 'enum', query: 'ORDER_EXECUTED', expected: 'api/pool/channel-auctioneer/order-state/', why: 'Where poolrpc.OrderState is documented.' },
  { kind: 'enum', query: 'BATCH_STATE_FINALIZED', expected: 'api/taproot-assets/mint/subscribe-mint-events/', why: 'Where mintrpc.BatchState is documented.' },
  { kind: 'enum', query: 'SCRIPT_KEY_BIP86', expected: 'api/taproot-assets/asset-wallet/next-script-key/', also: ['api/taproot-assets/asset-wallet/declare-script-key/'], why: 'Where taprpc.ScriptKeyType is documented; DeclareScriptKey sets a script key type (issue 23).' },
  { kind: 'enum', query: 'COOPERATIVE_CLOSE', expected: 'api/lnd/lightning/closed-channels/', why: 'Where lnrpc.ChannelCloseSummary.ClosureType is documented.' },
  { kind: 'enum', query: 'TYPE_MACAROON_ADMIN', expected: 'api/lit/autopilot/list-autopilot-sessions/', also: ['api/lit/sessions/add-session/'], why: 'Where litrpc.SessionType is documented; AddSession sets session_type (issue 23).' },
  { kind: 'enum', query: 'INCORRECT_OR_UNKNOWN_PAYMENT_DETAILS', expected: 'api/lnd/router/htlc-interceptor/', why: 'Where lnrpc.Failure.FailureCode is documented.' },
  { kind: 'enum', query: 'failure_reason_timeout', expected: 'api/lnd/router/estimate-route-fee/', why: "Lower case as printed by some clients; lnd's PaymentFailureReason." },
  { kind: 'enum', query: 'ADDR_EVENT_STATUS_COMPLETED', expected: 'api/taproot-assets/taproot-assets/subscribe-receive-events/', also: ['api/taproot-assets/taproot-assets/addr-receives/'], why: 'Where taprpc.AddrEventStatus is documented; AddrReceives filters by it (issue 23).' },
  { kind: 'enum', query: 'INITIATOR_REMOTE', expected: 'api/lnd/lightning/closed-channels/', why: 'Where lnrpc.Initiator is documented.' },

  // ---- Daemon-qualified queries.
  { kind: 'daemon', query: 'tapd getinfo', expected: 'api/taproot-assets/taproot-assets/get-info/', why: "tapd's GetInfo, not lnd's." },
  { kind: 'daemon', query: 'litd getinfo', expected: 'api/lit/proxy/get-info/', why: "LiT's GetInfo." },
  { kind: 'daemon', query: 'loopd get info', expected: 'api/loop/swap-client/get-info/', why: "Loop's GetInfo." },
  { kind: 'daemon', query: 'poold getinfo', expected: 'api/pool/trader/get-info/', why: "Pool's GetInfo." },
  { kind: 'daemon', query: 'tapd stop daemon', expected: 'api/taproot-assets/taproot-assets/stop-daemon/', why: "tapd's StopDaemon." },
  { kind: 'daemon', query: 'litd stop', expected: 'api/lit/proxy/stop-daemon/', why: "LiT's StopDaemon." },
  { kind: 'daemon', query: 'shut down lnd', expected: 'api/lnd/lightning/stop-daemon/', why: "lnd's StopDaemon." },
  { kind: 'daemon', query: 'tapd bake macaroon', expected: 'api/taproot-assets/taproot-assets/bake-macaroon/', why: "tapd's BakeMacaroon." },
  { kind: 'daemon', query: 'pool list accounts', expected: 'api/pool/trader/list-accounts/', why: 'Pool accounts, not LiT or wallet accounts.' },
  { kind: 'daemon', query: 'terminal accounts', expected: 'api/lit/accounts/list-accounts/', also: ['category/accounts-service/'], why: "Lightning Terminal's accounts." },
  { kind: 'daemon', query: 'lnd wallet accounts', expected: 'api/lnd/wallet-kit/list-accounts/', why: "lnd's wallet accounts (WalletKit.ListAccounts)." },
  { kind: 'daemon', query: 'taproot send payment', expected: 'api/taproot-assets/taproot-asset-channels/send-payment/', why: "The Taproot Assets SendPayment, not lnd's." },
  { kind: 'daemon', query: 'tapd add invoice', expected: 'api/taproot-assets/taproot-asset-channels/add-invoice/', why: "The Taproot Assets AddInvoice, not lnd's." },
  { kind: 'daemon', query: 'taproot assets list payments', expected: 'api/taproot-assets/taproot-asset-channels/list-payments/', why: "The Taproot Assets ListPayments, not lnd's." },
  { kind: 'daemon', query: 'tapd debug level', expected: 'api/taproot-assets/taproot-assets/debug-level/', why: "tapd's DebugLevel, not lnd's." },
  { kind: 'daemon', query: 'tapd forwarding history', expected: 'api/taproot-assets/rfq/forwarding-history/', why: "tapd's (RFQ) ForwardingHistory, not lnd's." },
  { kind: 'daemon', query: 'loop l402 tokens', expected: 'api/loop/swap-client/get-l402-tokens/', why: "Loop's L402 tokens." },
  { kind: 'daemon', query: 'pool lsat tokens', expected: 'api/pool/trader/get-lsat-tokens/', why: "Pool's LSAT tokens, not Loop's." },
  { kind: 'daemon', query: 'lnd version', expected: 'api/lnd/versioner/get-version/', why: "lnd's Versioner.GetVersion." },
  { kind: 'daemon', query: 'litd status', expected: 'api/lit/status/sub-server-status/', why: "LiT's Status service (SubServerStatus)." },
  { kind: 'daemon', query: 'loopd shutdown', expected: 'api/loop/swap-client/stop-daemon/', why: "Loop's StopDaemon." },
  { kind: 'daemon', query: 'taproot asset balance', expected: 'api/taproot-assets/taproot-assets/list-balances/', why: 'ListBalances gives asset balances.' },
  { kind: 'daemon', query: 'lnd autopilot status', expected: 'api/lnd/autopilot/status/', why: "lnd's Autopilot.Status, not LiT's autopilot." },
  { kind: 'daemon', query: 'litd autopilot features', expected: 'api/lit/autopilot/list-autopilot-features/', why: "LiT's autopilot features." },
  { kind: 'daemon', query: 'faraday close report', expected: 'api/faraday/faraday-server/close-report/', why: "Faraday's CloseReport." },

  // ---- REST calls with real values in the path.
  { kind: 'rest-value', query: '/v1/channels/6e6b3a2b0c9f4d5e8a7b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f/1', expected: 'api/lnd/lightning/close-channel/', why: 'DELETE /v1/channels/{funding_txid_str}/{output_index} is CloseChannel.' },
  { kind: 'rest-value', query: 'DELETE /v1/channels/e5f1c2a7b3d4c8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3/0?force=true', expected: 'api/lnd/lightning/close-channel/', why: 'CloseChannel with a query parameter.' },
  { kind: 'rest-value', query: '/v1/invoice/ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12', expected: 'api/lnd/lightning/lookup-invoice/', why: 'GET /v1/invoice/{r_hash_str} is LookupInvoice.' },
  { kind: 'rest-value', query: 'curl https://localhost:8080/v1/invoice/3f5a9c0e1d2b4a6f8e7c5b3a1d9f0e2c4b6a8d0f1e3c5a7b9d2f4e6a8c0b1d3f', expected: 'api/lnd/lightning/lookup-invoice/', why: 'The same route in a pasted curl line.' },
  { kind: 'rest-value', query: '/v1/payreq/lnbc10u1pjq8x7zpp5k3c4v6wq0yx2h8f9d7s5a3g1j0l9k8m7n6b5v4c3x2z1q0w9e8r7tsdqqcqzzsxqyz5vq', expected: 'api/lnd/lightning/decode-pay-req/', why: 'GET /v1/payreq/{pay_req} is DecodePayReq.' },
  { kind: 'rest-value', query: '/v1/graph/node/02a8b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1', expected: 'api/lnd/lightning/get-node-info/', why: 'GET /v1/graph/node/{pub_key} is GetNodeInfo.' },
  { kind: 'rest-value', query: '/v1/graph/edge/871234567890123456', expected: 'api/lnd/lightning/get-chan-info/', why: 'GET /v1/graph/edge/{chan_id} is GetChanInfo.' },
  { kind: 'rest-value', query: '/v1/graph/routes/03c5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7/50000', expected: 'api/lnd/lightning/query-routes/', why: 'GET /v1/graph/routes/{pub_key}/{amt} is QueryRoutes.' },
  { kind: 'rest-value', query: 'DELETE /v1/peers/03f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3d4e5f60718293a4b5c6d7e8f901', expected: 'api/lnd/lightning/disconnect-peer/', why: 'DELETE /v1/peers/{pub_key} is DisconnectPeer.' },
  { kind: 'rest-value', query: '/v2/router/track/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', expected: 'api/lnd/router/track-payment-v2/', why: 'GET /v2/router/track/{payment_hash} is TrackPaymentV2.' },
  { kind: 'rest-value', query: '/v2/invoices/subscribe/n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg', expected: 'api/lnd/invoices/subscribe-single-invoice/', why: 'GET /v2/invoices/subscribe/{r_hash} (base64url) is SubscribeSingleInvoice.' },
  { kind: 'rest-value', query: '/v1/loop/swap/2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae', expected: 'api/loop/swap-client/swap-info/', why: 'GET /v1/loop/swap/{id} is SwapInfo.' },
  { kind: 'rest-value', query: '/v1/loop/out/quote/250000', expected: 'api/loop/swap-client/loop-out-quote/', why: 'GET /v1/loop/out/quote/{amt} is LoopOutQuote.' },
  { kind: 'rest-value', query: '/v1/loop/in/quote/1000000', expected: 'api/loop/swap-client/get-loop-in-quote/', why: 'GET /v1/loop/in/quote/{amt} is GetLoopInQuote.' },
  { kind: 'rest-value', query: '/v2/wallet/estimatefee/6', expected: 'api/lnd/wallet-kit/estimate-fee/', why: 'GET /v2/wallet/estimatefee/{conf_target} is WalletKit.EstimateFee.' },
  { kind: 'rest-value', query: '/v1/taproot-assets/assets/meta/asset-id/f3a1c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3', expected: 'api/taproot-assets/taproot-assets/fetch-asset-meta/', why: 'GET /v1/taproot-assets/assets/meta/asset-id/{asset_id_str} is FetchAssetMeta.' },
  { kind: 'rest-value', query: '/v1/taproot-assets/universe/roots/asset-id/f3a1c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3', expected: 'api/taproot-assets/universe/query-asset-roots/', why: 'GET /v1/taproot-assets/universe/roots/asset-id/{...} is QueryAssetRoots.' },
  { kind: 'rest-value', query: '/v1/accounts/credit/3c1a2b4d5e6f7a8b', expected: 'api/lit/accounts/credit-account/', why: 'POST /v1/accounts/credit/{account.id} is CreditAccount.' },
  { kind: 'rest-value', query: 'POST /v1/accounts/3c1a2b4d5e6f7a8b', expected: 'api/lit/accounts/update-account/', why: 'POST /v1/accounts/{id} is UpdateAccount.' },
  { kind: 'rest-value', query: '/v1/htlc-resolution/871234567890123456/2', expected: 'api/lnd/lightning/lookup-htlc-resolution/', why: 'GET /v1/htlc-resolution/{chan_id}/{htlc_index} is LookupHtlcResolution.' },
  { kind: 'rest-value', query: 'DELETE /v1/pool/orders/4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a', expected: 'api/pool/trader/cancel-order/', why: 'DELETE /v1/pool/orders/{order_nonce} is CancelOrder.' },
  { kind: 'rest-value', query: '/v2/watchtower/client/info/02b4d6f8a0c2e4f6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4f6a8b0d2f4a6', expected: 'api/lnd/watchtower-client/get-tower-info/', why: 'GET /v2/watchtower/client/info/{pubkey} is GetTowerInfo.' },

  // ---- Exact names, fields and case variants.
  { kind: 'exact', query: 'getInfo', expected: 'api/lnd/lightning/get-info/', why: 'The JavaScript client spells methods in lowerCamelCase.' },
  { kind: 'exact', query: 'sendPaymentV2', expected: 'api/lnd/router/send-payment-v2/', why: 'lowerCamelCase method name.' },
  { kind: 'exact', query: 'listInvoices', expected: 'api/lnd/lightning/list-invoices/', why: "lowerCamelCase; lnd's before the Taproot Assets wrapper." },
  { kind: 'exact', query: 'lnrpc.ListChannelsRequest', expected: 'api/lnd/lightning/list-channels/', why: 'The request message of ListChannels.' },
  { kind: 'exact', query: 'routerrpc.SendPaymentRequest', expected: 'api/lnd/router/send-payment-v2/', why: 'The request message of SendPaymentV2.' },
  { kind: 'exact', query: '/lnrpc.Lightning/SendCoins', expected: 'api/lnd/lightning/send-coins/', why: 'The gRPC method URI, as in permission lists and logs.' },
  { kind: 'exact', query: '/looprpc.SwapClient/LoopOut', expected: 'api/loop/swap-client/loop-out/', why: 'The gRPC method URI of LoopOut.' },
  { kind: 'exact', query: '/taprpc.TaprootAssets/ListAssets', expected: 'api/taproot-assets/taproot-assets/list-assets/', why: 'The gRPC method URI of ListAssets.' },
  { kind: 'exact', query: 'lnrpc.Lightning.SubscribeInvoices', expected: 'api/lnd/lightning/subscribe-invoices/', why: 'The full name of SubscribeInvoices.' },
  { kind: 'exact', query: 'push_sat', expected: 'api/lnd/lightning/open-channel/', why: 'OpenChannelRequest.push_sat.' },
  { kind: 'exact', query: 'fee_limit_msat', expected: 'api/lnd/router/send-payment-v2/', why: 'SendPaymentRequest.fee_limit_msat.' },
  { kind: 'exact', query: 'num_active_channels', expected: 'api/lnd/lightning/get-info/', why: 'GetInfoResponse.num_active_channels.' },
  { kind: 'exact', query: 'total_limbo_balance', expected: 'api/lnd/lightning/pending-channels/', why: 'PendingChannelsResponse.total_limbo_balance.' },
  { kind: 'exact', query: 'remote_pubkey', expected: 'api/lnd/lightning/list-channels/', why: 'lnrpc.Channel.remote_pubkey, documented on ListChannels.' },
  { kind: 'exact', query: 'MintAssetRequest', expected: 'api/taproot-assets/mint/mint-asset/', why: 'The request message of MintAsset.' },
  { kind: 'exact', query: 'SwapStatus', expected: 'api/loop/swap-client/monitor/', why: 'The message Monitor streams.' },
  { kind: 'exact', query: 'ChannelBalanceResponse', expected: 'api/lnd/lightning/channel-balance/', why: 'The response message of ChannelBalance.' },
  { kind: 'exact', query: 'PendingChannelsResponse.WaitingCloseChannel', expected: 'api/lnd/lightning/pending-channels/', why: 'A nested message, by its dotted name.' },
];
