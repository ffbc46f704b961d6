/**
 * The glossary's entries on lnd's less-used sub-services (walletrpc, chainrpc, invoicesrpc,
 * routerrpc, autopilot, neutrinorpc, peersrpc, wtclientrpc, signrpc, verrpc, stateservice) and
 * the smaller services of LiT and Faraday: the everyday words developers use for each RPC that
 * its proto name and comments lack, gathered by going through the services RPC by RPC
 * (src/search/glossary.ts says how entries are written).
 */
import type { GlossaryEntry } from './glossary-entry.ts';

export const SUB_SERVICES: GlossaryEntry[] = [
  // walletrpc.
  {
    terms: [
      'reserve a utxo',
      'reserve utxo',
      'reserve utxos',
      'reserve an output',
      'reserve coins',
      'set aside a utxo',
      'won t spend',
      'wont spend',
      'not spend it',
      'keep the wallet from spending',
      'exclude from coin selection',
    ],
    means: ['lease output'],
    fact: 'A UTXO is kept out of coin selection by leasing it for a while (WalletKit.LeaseOutput); ReleaseOutput ends the lease.',
  },
  {
    terms: ['unlock a utxo', 'unlock utxo', 'unreserve', 'free a utxo', 'release a utxo', 'release utxo'],
    means: ['release output'],
    fact: 'A leased (locked) UTXO is returned to coin selection with WalletKit.ReleaseOutput.',
  },
  {
    terms: ['leased utxos', 'leased outputs'],
    means: ['list leases'],
    fact: 'The UTXOs currently leased (locked) are listed by WalletKit.ListLeases.',
  },
  {
    terms: [
      'note',
      'notes',
      'attach a note',
      'add a note',
      'memo on a transaction',
      'comment on a transaction',
      'name a transaction',
    ],
    means: ['label transaction', 'label'],
    fact: 'A note on an on-chain wallet transaction is its label, set afterwards with WalletKit.LabelTransaction.',
  },
  {
    terms: [
      'drop an unconfirmed transaction',
      'remove an unconfirmed transaction',
      'stuck unconfirmed',
      'purge a transaction',
    ],
    means: ['remove transaction'],
    fact: 'An unconfirmed transaction that will not confirm is dropped from lnd’s wallet with WalletKit.RemoveTransaction.',
  },
  {
    terms: ['force close fee', 'speed up a force close', 'fee of a force close', 'bump a force close'],
    means: ['bump force close fee'],
    fact: 'The fee of a force-closed anchor channel’s transactions is raised with WalletKit.BumpForceCloseFee.',
  },
  {
    terms: [
      'watch an xpub',
      'watch its addresses',
      'watch addresses',
      'import an xpub',
      'import xpub',
      'watch only account',
    ],
    means: ['import account'],
    fact: 'An xpub is imported as a watch-only account, whose addresses lnd then watches, with WalletKit.ImportAccount.',
  },
  {
    terms: ['stay reserved', 'must stay', 'kept in reserve', 'reserve for anchor channels'],
    means: ['required reserve'],
    fact: 'The on-chain balance lnd keeps for fee-bumping anchor channels is told by WalletKit.RequiredReserve.',
  },
  {
    terms: ['sign with an address', 'sign with my address', 'prove i own an address', 'prove address ownership'],
    means: ['sign message with addr'],
    fact: 'A message is signed with the key of one of the wallet’s addresses by WalletKit.SignMessageWithAddr.',
  },

  // chainrpc.
  {
    terms: [
      'outpoint is spent',
      'output is spent',
      'output gets spent',
      'when spent',
      'watch an outpoint',
      'watch an output',
    ],
    means: ['register spend ntfn', 'spend'],
    fact: 'A client is notified when an outpoint or output script is spent on chain by ChainNotifier.RegisterSpendNtfn.',
  },
  {
    terms: ['notified when a transaction confirms', 'notify when confirmed'],
    means: ['register confirmations ntfn'],
    fact: 'A client is notified when a transaction reaches a number of confirmations by ChainNotifier.RegisterConfirmationsNtfn.',
  },
  {
    terms: ['block is mined'],
    means: ['block epoch'],
    fact: 'A client is told of each new block by ChainNotifier.RegisterBlockEpochNtfn.',
  },

  // invoicesrpc.
  {
    terms: [
      'settle later',
      'settle it later',
      'only settle',
      'settle after',
      'delay settlement',
      'delayed settlement',
      'escrow',
      'conditional payment',
      'hold the payment',
      'hold a payment',
    ],
    means: ['hold invoice'],
    fact: 'An invoice whose payment is held until the receiver chooses to settle (or cancel) it is a hold invoice: Invoices.AddHoldInvoice.',
  },

  // routerrpc.
  {
    terms: ['stop forwarding', 'pause a channel', 'without closing', 'mark a channel disabled'],
    means: ['update chan status'],
    fact: 'A channel is announced disabled (no longer used for forwarding) or enabled again, without closing it, with Router.UpdateChanStatus.',
  },
  {
    terms: ['settle or fail', 'decide whether to settle', 'decide whether to forward', 'approve forwards'],
    means: ['htlc interceptor'],
    fact: 'A client decides for each forwarded HTLC whether to resume, settle or fail it through Router.HtlcInterceptor.',
  },
  {
    terms: ['forget failed routes', 'reset pathfinding', 'reset path finding', 'route memory', 'past payment attempts'],
    means: ['mission control'],
    fact: 'lnd remembers the results of past payment attempts in mission control (QueryMissionControl, ResetMissionControl).',
  },
  {
    terms: ['choose the hops', 'pick the hops', 'specific path'],
    means: ['build route', 'send to route'],
    fact: 'A payment along hops the caller chooses is built with Router.BuildRoute and sent with SendToRouteV2.',
  },

  {
    terms: [
      'htlc on a closed channel',
      'htlcs of a closed channel',
      'htlc outcome',
      'did it time out',
      'timed out on chain',
    ],
    means: ['lookup htlc resolution'],
    fact: 'Whether an HTLC of a closed channel was settled or timed out on chain is told by LookupHtlcResolution.',
  },

  // autopilot and stateservice.
  {
    terms: [
      'open channels for me',
      'open channels automatically',
      'automatic channel opening',
      'auto open channels',
      'automatically open channels',
    ],
    means: ['autopilot', 'modify status'],
    fact: 'lnd opens channels by itself when its autopilot is on, switched by Autopilot.ModifyStatus.',
  },
  {
    terms: [
      'fully started',
      'finished starting',
      'is ready',
      'be ready',
      'ready to accept',
      'until lnd is up',
      'has started',
      'startup state',
    ],
    means: ['subscribe state', 'rpc active'],
    fact: 'Whether lnd is locked, unlocked, starting or serving (RPC_ACTIVE, SERVER_ACTIVE) is streamed by State.SubscribeState.',
  },
  {
    terms: ['how far along', 'rescan progress', 'still restoring'],
    means: ['recovery info', 'progress'],
    fact: 'How far a wallet restored from its seed has rescanned the chain is told by GetRecoveryInfo (progress).',
  },

  // neutrinorpc, peersrpc, wtclientrpc, signrpc, verrpc.
  {
    terms: ['block filter', 'compact block filter', 'bip 158'],
    means: ['c filter'],
    fact: 'A neutrino node fetches a block’s compact filter (BIP 158) with NeutrinoKit.GetCFilter.',
  },
  {
    terms: ['change my node color', 'rename my node', 'advertise an address', 'node alias'],
    means: ['update node announcement', 'alias'],
    fact: 'A node’s alias, color, addresses and features are re-announced with Peers.UpdateNodeAnnouncement.',
  },
  {
    terms: ['to a watchtower'],
    means: ['add tower'],
    fact: 'lnd’s watchtower client backs up channel states to a tower added with WatchtowerClient.AddTower.',
  },
  {
    terms: ['which version', 'version of lnd', 'lnd version', 'build tags', 'commit hash'],
    means: ['get version', 'version'],
    fact: 'The running lnd’s version, commit and build tags are Versioner.GetVersion’s answer.',
  },

  // LiT and Faraday.
  {
    terms: ['limit what a user can spend', 'budget for a user', 'user of my node', 'give a friend'],
    means: ['create account', 'account'],
    fact: "LiT's accounts give a user a balance to spend through the node, no more (Accounts.CreateAccount).",
  },
  {
    terms: ['tax report', 'fiat value', 'income report'],
    means: ['node audit', 'fiat'],
    fact: "Faraday's NodeAudit reports the node's on-chain and off-chain income and costs, with fiat values.",
  },
  // Loop.
  {
    terms: [
      'keep my channels balanced',
      'balanced automatically',
      'rebalance automatically',
      'auto rebalance',
      'turn on autoloop',
    ],
    means: ['set liquidity params', 'autoloop'],
    fact: 'Loop rebalances channels by itself (autoloop) within the rules SetLiquidityParams sets.',
  },
  {
    terms: ['which swaps should', 'swaps should i', 'recommended swaps', 'swap suggestions', 'suggested swaps'],
    means: ['suggest swaps'],
    fact: "Loop's liquidity manager tells which swaps its rules call for now with SuggestSwaps.",
  },
  {
    terms: ['minimum swap amount', 'maximum swap amount', 'smallest swap', 'largest swap'],
    means: ['terms'],
    fact: 'The smallest and largest amounts the Loop server swaps are its terms: LoopOutTerms, GetLoopInTerms.',
  },
  {
    terms: ['get my deposit back', 'withdraw a deposit', 'withdraw deposits', 'take back deposits'],
    means: ['withdraw deposits'],
    fact: 'Coins deposited at a Loop static address are withdrawn on chain with WithdrawDeposits.',
  },

  // LiT sessions, accounts, firewall, status.
  {
    terms: ['pair a mobile app', 'pair an app'],
    means: ['add session', 'session'],
    fact: 'A Lightning Node Connect session, which an app pairs with by its pairing phrase, is created by Sessions.AddSession.',
  },
  {
    terms: ['top up an account', 'add funds to an account', 'refill an account', 'increase an account balance'],
    means: ['credit account'],
    fact: "A LiT account's balance is raised by Accounts.CreditAccount (and lowered by DebitAccount).",
  },
  {
    terms: ['what the app did', 'actions an app took', 'log of actions'],
    means: ['list actions'],
    fact: "LiT's firewall records what each session's RPCs did, listed by Firewall.ListActions.",
  },
  {
    terms: ['which sub servers', 'is loop running', 'is pool running'],
    means: ['sub server status'],
    fact: 'Which daemons LiT runs and whether each is up is told by Status.SubServerStatus.',
  },

  // tapd.
  {
    terms: [
      'funded with a stablecoin',
      'funded with an asset',
      'stablecoin channel',
      'open an asset channel',
      'channel in an asset',
    ],
    means: ['fund channel'],
    fact: 'A Lightning channel funded with a Taproot Asset is opened by TaprootAssetChannels.FundChannel.',
  },
  {
    terms: ['destroy an asset', 'destroy tokens', 'burn tokens', 'burn some'],
    means: ['burn asset'],
    fact: 'Taproot Assets are destroyed provably by burning them: BurnAsset, ListBurns.',
  },
  {
    terms: ['price of an asset', 'asset exchange rate', 'rate of an asset'],
    means: ['query asset rates'],
    fact: "An asset's price in BTC comes from the price oracle's QueryAssetRates.",
  },

  // lnd odds and ends.
  {
    terms: ['change the amount of an htlc', 'modify incoming htlcs', 'modify an htlc', 'change incoming htlcs'],
    means: ['htlc modifier'],
    fact: 'A client changes the amount credited for incoming HTLCs of an invoice through Invoices.HtlcModifier.',
  },
  {
    terms: ['sign a transaction input', 'sign an input', 'sign inputs', 'raw signature'],
    means: ['sign output raw'],
    fact: 'The Signer signs transaction inputs with keys it derives by SignOutputRaw (ComputeInputScript gives the whole witness).',
  },
  {
    terms: ['peer banned', 'banned peer', 'is banned', 'ban a peer', 'banned'],
    means: ['is banned'],
    fact: 'Whether a neutrino peer is banned is told by NeutrinoKit.IsBanned.',
  },
  {
    terms: ['stop using a watchtower', 'remove a watchtower', 'forget a watchtower'],
    means: ['remove tower'],
    fact: 'A watchtower stops getting backups once removed with WatchtowerClient.RemoveTower.',
  },
];
