/** The glossary's entries on on-chain funds and transactions (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const ON_CHAIN: GlossaryEntry[] = [
  // On-chain.
  {
    terms: ['on chain', 'onchain', 'on-chain', 'bitcoin', 'btc'],
    means: ['coins', 'wallet'],
    fact: "On-chain funds are the wallet's coins: SendCoins and SendMany spend them, WalletBalance reports them.",
  },
  {
    terms: [
      'utxo',
      'utxos',
      'unspent output',
      'unspent outputs',
      'coin',
      'coins',
      'bitcoin outputs',
      'bitcoin outpoints',
      'on chain outputs',
    ],
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

  {
    terms: [
      'receive bitcoin',
      'receive btc',
      'receive on chain',
      'deposit bitcoin',
      'deposit funds',
      'fund my node',
      'fund the node',
      'fund my wallet',
      'fund the wallet',
      'receiving address',
      'address to receive',
    ],
    means: ['new address'],
    fact: "Bitcoin is received on chain at an address of the node's wallet: NewAddress (lncli newaddress).",
  },
  {
    terms: [
      'transaction history',
      'on chain transactions',
      'on chain history',
      'wallet transactions',
      'wallet history',
      'my transactions',
      'past transactions',
    ],
    means: ['get transactions'],
    fact: "The wallet's on-chain transactions, sent and received, are listed by GetTransactions (lncli listchaintxns).",
  },
  {
    terms: ['anchor reserve', 'fee reserve', 'reserve for anchors', 'keep for fees', 'reserved balance'],
    means: ['required reserve'],
    fact: 'lnd keeps a reserve of on-chain funds to fee-bump anchor channels when they close; RequiredReserve tells how much.',
  },

  {
    terms: ['sweeper', 'being swept', 'pending sweeps', 'sweeping', 'sweep outputs'],
    means: ['sweeps', 'pending sweeps'],
    fact: "lnd's sweeper batches the outputs it claims on chain: PendingSweeps lists those waiting, ListSweeps those done, BumpFee speeds one up.",
  },
  {
    terms: [
      'forget transaction',
      'drop transaction',
      'remove a transaction',
      'delete transaction',
      'remove stuck transaction',
    ],
    means: ['remove transaction'],
    fact: "An unconfirmed transaction is dropped from lnd's wallet (not from the network) with WalletKit.RemoveTransaction.",
  },
  {
    terms: ['label', 'labels', 'annotate', 'tag a transaction', 'note on a transaction'],
    means: ['label'],
    fact: 'A wallet transaction carries a label, given when it is made or afterwards with LabelTransaction.',
  },
  {
    terms: ['package relay', 'transaction package', 'parent and child', 'cpfp package'],
    means: ['submit package'],
    fact: 'A parent and child transaction are submitted to the mempool together with WalletKit.SubmitPackage.',
  },
  {
    terms: ['tapscript', 'script path', 'taproot script', 'script tree'],
    means: ['tapscript'],
    fact: 'A Taproot output with a script tree is watched by lnd once imported with ImportTapscript.',
  },
];
