/** The glossary's entries on balances and liquidity (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const BALANCES: GlossaryEntry[] = [
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
      'can i receive',
      'receivable',
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
    terms: ['bid'],
    means: ['order'],
    fact: 'In Pool a bid (to buy a channel lease) and an ask (to sell one) are orders: SubmitOrder places them, ListOrders lists them, CancelOrder withdraws them.',
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
    terms: ['do i hold', 'i hold', 'do i own', 'i own', 'how much of each'],
    means: ['balance', 'balances'],
    fact: 'What a wallet holds of each coin or asset is its balance: WalletBalance, ChannelBalance, ListBalances for Taproot Assets.',
  },

  {
    terms: [
      'lightning to on chain',
      'lightning funds to on chain',
      'from lightning to on chain',
      'lightning to bitcoin',
      'cash out',
    ],
    means: ['loop out'],
    fact: 'Moving Lightning (off-chain) funds to an on-chain address is a swap out (Loop Out).',
  },
  {
    terms: [
      'on chain to lightning',
      'into channels',
      'into my channels',
      'on chain funds into',
      'bitcoin into channels',
    ],
    means: ['loop in'],
    fact: 'Moving on-chain funds into channels without opening one is a swap in (Loop In).',
  },
];
