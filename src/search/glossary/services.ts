/** The glossary's entries on Loop, Pool, LiT and Faraday tasks (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const SERVICES: GlossaryEntry[] = [
  // Loop.
  {
    terms: ['swap fee', 'swap fees', 'swap cost', 'price of a swap', 'estimate swap'],
    means: ['quote'],
    fact: "What a Loop swap will cost (the server's swap fee, miner fees, prepayment) is its quote: LoopOutQuote, GetLoopInQuote, InstantOutQuote.",
  },
  {
    terms: ['swap status', 'swap state', 'state of swap', 'status of swap', 'swap details', 'one swap', 'single swap'],
    means: ['swap info'],
    fact: 'One swap, its state and costs, is SwapInfo (loop swapinfo); ListSwaps lists them all and Monitor streams their updates.',
  },
  {
    terms: ['loop in fee', 'loop in fees', 'fee for loop in', 'fees for loop in', 'cost of loop in', 'loop in cost'],
    means: ['loop in quote'],
    fact: 'What a Loop In will cost is quoted by GetLoopInQuote (loop quote in).',
  },
  {
    terms: [
      'loop out fee',
      'loop out fees',
      'fee for loop out',
      'fees for loop out',
      'cost of loop out',
      'loop out cost',
    ],
    means: ['loop out quote'],
    fact: 'What a Loop Out will cost is quoted by LoopOutQuote (loop quote out).',
  },
  {
    terms: [
      'manage liquidity automatically',
      'automatic liquidity',
      'automatically',
      'liquidity manager',
      'liquidity rules',
      'autopilot for loop',
    ],
    means: ['liquidity params', 'autoloop'],
    fact: "Loop keeps channel liquidity in bounds by itself when autoloop is on, with rules set in the liquidity manager's parameters (SetLiquidityParams).",
  },
  {
    terms: ['static address', 'deposit address', 'reusable address', 'deposits', 'deposit'],
    means: ['static address', 'deposits'],
    fact: 'Loop In from a static address: coins deposited at it (NewStaticAddress, ListUnspentDeposits) are swapped in or withdrawn later.',
  },
  {
    terms: ['l402', 'lsat', 'l402 token', 'paid token', 'api token'],
    means: ['l402 tokens', 'lsat tokens'],
    fact: 'Loop and Pool pay for their servers with L402 (formerly LSAT) tokens, listed by GetL402Tokens and GetLsatTokens.',
  },

  // Pool.
  {
    terms: [
      'take funds out',
      'take out funds',
      'withdraw funds',
      'withdraw from',
      'withdraw from account',
      'move funds out',
      'partial withdrawal',
    ],
    means: ['withdraw'],
    fact: 'Taking part of the funds out of a Pool account while keeping it open is WithdrawAccount (closing it returns everything: CloseAccount).',
  },
  {
    terms: ['shut down account', 'shut account', 'shut down my pool account', 'shut my pool account'],
    means: ['close account'],
    fact: 'Shutting a Pool account down, its funds sent back to the lnd wallet, is CloseAccount.',
  },
  {
    terms: ['add funds', 'fund my account', 'put more funds', 'top up account', 'more funds'],
    means: ['deposit'],
    fact: 'Adding funds to a Pool account from the lnd wallet is DepositAccount.',
  },
  {
    terms: ['extend', 'prolong', 'account expiry', 'account expiration', 'expiring account', 'account expires'],
    means: ['renew', 'expiry'],
    fact: 'A Pool account expires at a block height; RenewAccount extends its expiry.',
  },
  {
    terms: ['node rating', 'node tier', 'tier', 'rating', 'ranking'],
    means: ['node ratings', 'node tier'],
    fact: "Pool rates nodes in tiers (NodeRatings); a bid may ask for a minimum node tier of the seller's node.",
  },
  {
    terms: ['sidecar', 'sidecar channel', 'channel for someone else', 'buy a channel for'],
    means: ['sidecar'],
    fact: 'A Pool sidecar channel is bought by one party for another node: OfferSidecar, RegisterSidecar, ExpectSidecarChannel.',
  },
  {
    terms: ['auction', 'next batch', 'batch auction', 'market', 'clearing price'],
    means: ['batch', 'auction'],
    fact: "Pool matches orders in batch auctions; NextBatchInfo and BatchSnapshot tell the next and past batches' clearing prices.",
  },

  // LiT.
  {
    terms: [
      'spending account',
      'spending accounts',
      'virtual account',
      'sub account',
      'subaccount',
      'custodial account',
      'friend',
      'family',
      'budget',
      'spending limit',
    ],
    means: ['account', 'create account'],
    fact: 'LiT accounts give a user a balance to spend from the node with a macaroon limited to it: CreateAccount, CreditAccount, DebitAccount.',
  },
  {
    terms: ['subserver', 'sub server', 'subservers', 'sub servers', 'subsystem', 'is running', 'running'],
    means: ['sub server status', 'status'],
    fact: 'LiT runs lnd, loop, pool, faraday and tapd as sub-servers; SubServerStatus tells which are running and their errors.',
  },
  {
    terms: ['remote access', 'mobile app', 'connect an app', 'connect my app', 'web app', 'terminal web'],
    means: ['session', 'add session'],
    fact: 'Apps reach a node remotely through Lightning Node Connect sessions LiT creates (AddSession) and lists (ListSessions).',
  },
  {
    terms: ['audit log', 'activity log', 'what was done', 'actions taken', 'firewall'],
    means: ['list actions', 'actions'],
    fact: "LiT's firewall records the actions its Autopilot sessions performed on the node: ListActions.",
  },

  // Faraday.
  {
    terms: [
      'worth closing',
      'should close',
      'close recommendations',
      'which to close',
      'poorly performing',
      'bad channels',
    ],
    means: ['close recommendations', 'outlier recommendations', 'threshold recommendations'],
    fact: "Faraday's OutlierRecommendations and ThresholdRecommendations recommend which open channels to close by their uptime and revenue.",
  },
  {
    terms: ['per channel', 'each channel', 'channel revenue', 'channel earnings'],
    means: ['revenue report', 'channel insights'],
    fact: "Faraday's RevenueReport splits revenue by channel pair and ChannelInsights reports each channel's routing volume, fees and uptime.",
  },
  {
    terms: ['uptime', 'channel uptime', 'online time', 'flapping', 'flap'],
    means: ['uptime', 'channel insights'],
    fact: "A channel's uptime and flap count (peer online while the channel was open) are in ListChannels and Faraday's ChannelInsights.",
  },

  {
    terms: ['cancel a swap', 'cancel swap', 'give up on a swap', 'stop a swap', 'abort a swap', 'abort swap'],
    means: ['abandon swap'],
    fact: 'A pending Loop swap the client no longer wants is abandoned with AbandonSwap.',
  },
  {
    terms: ['set aside', 'put aside', 'earmarked'],
    means: ['reservation', 'reserve'],
    fact: "What is set aside for later (the outputs Loop's server holds for instant swaps, the wallet's anchor reserve) is a reservation or reserve: ListReservations, RequiredReserve.",
  },
  {
    terms: ['instant', 'instantly', 'fast swap', 'quick swap', 'faster swap'],
    means: ['instant out'],
    fact: 'Loop Instant Out swaps off-chain funds to on chain without waiting for the usual swap timeouts, using reservations: InstantOut.',
  },
  {
    terms: ['channel from deposits', 'open a channel from deposits', 'channel from static address'],
    means: ['static open channel'],
    fact: 'A channel can be funded from Loop static-address deposits with StaticOpenChannel.',
  },
  {
    terms: ['order cost', 'cost of an order', 'premium', 'order premium', 'order fees'],
    means: ['quote order'],
    fact: 'What a Pool order will cost (premium, execution fees, chain fees) is QuoteOrder.',
  },
  {
    terms: ['channels i bought', 'channels i sold', 'purchased channels', 'bought channels', 'sold channels'],
    means: ['leases'],
    fact: 'The channels a Pool trader bought or sold in the auction are its leases: Leases.',
  },
  {
    terms: ['lost pool account', 'restore pool account', 'recover pool account', 'recover my accounts'],
    means: ['recover accounts'],
    fact: "Pool accounts lost with the trader's database are found again from the auctioneer with RecoverAccounts.",
  },
  {
    terms: [
      'closing cost',
      'cost of closing',
      'close fees',
      'fees paid to close',
      'cost to close',
      'on chain to close',
    ],
    means: ['close report'],
    fact: "What closing a channel cost on chain is Faraday's CloseReport.",
  },
  {
    terms: ['disconnect app', 'disconnect an app', 'remove app access'],
    means: ['revoke session'],
    fact: 'An app connected through Lightning Node Connect loses access when its LiT session is revoked: RevokeSession.',
  },
  {
    terms: ['let a service manage', 'outsource', 'managed node', 'automation', 'autopilot features'],
    means: ['autopilot'],
    fact: "LiT's Autopilot lets an external service manage a node within rules: ListAutopilotFeatures, AddAutopilotSession.",
  },
];
