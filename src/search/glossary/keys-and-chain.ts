/** The glossary's entries on keys and signing, and on watching the chain (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const KEYS_AND_CHAIN: GlossaryEntry[] = [
  // Keys and signing.
  {
    terms: ['keypair', 'key pair', 'child key', 'hd key', 'bip32', 'key family', 'derivation path'],
    means: ['derive key', 'key locator'],
    fact: "lnd derives its keys from the wallet's HD seed by key family and index (a KeyLocator): DeriveKey, DeriveNextKey.",
  },
  {
    terms: ['sign', 'signing', 'signature', 'signatures'],
    means: ['sign'],
    fact: 'The daemons sign with Sign... RPCs: SignMessage with the node key, Signer.SignOutputRaw for transactions, SignPsbt for PSBTs.',
  },
  {
    terms: ['prove', 'proof that'],
    means: ['sign message'],
    fact: 'A node proves it holds its key by signing a message with it (SignMessage), which anyone checks with VerifyMessage.',
  },
  {
    terms: ['verify signature', 'check signature', 'verify a signature', 'check a signature'],
    means: ['verify message'],
    fact: 'A signature made with SignMessage is checked with VerifyMessage, which recovers the signing node.',
  },
  {
    terms: ['ecdh', 'diffie hellman', 'shared secret', 'shared key'],
    means: ['derive shared key'],
    fact: "Signer.DeriveSharedKey performs ECDH with the node's key and another public key.",
  },
  {
    terms: [
      'multisig',
      'multi sig',
      'musig',
      'aggregate signature',
      'aggregated signature',
      'n of n',
      'schnorr multisig',
      'multi party schnorr',
      'aggregated schnorr',
      'multi party signing',
    ],
    means: ['musig2'],
    fact: 'Taproot multisig over one aggregated key is MuSig2: MuSig2CombineKeys, MuSig2CreateSession, MuSig2Sign, MuSig2CombineSig.',
  },
  {
    terms: ['watch only', 'watch-only', 'watchonly', 'remote signer', 'cold storage', 'hardware wallet'],
    means: ['import account', 'watch only'],
    fact: 'A watch-only lnd wallet holds public keys only (ImportAccount, ImportPublicKey); a remote signer signs for it.',
  },
  {
    terms: ['custom transaction', 'build a transaction', 'craft a transaction', 'create a transaction'],
    means: ['fund psbt', 'send outputs'],
    fact: "A transaction with chosen outputs is built from the wallet's coins with FundPsbt (or SendOutputs), then signed and finalized.",
  },
  {
    terms: ['coin selection', 'select coins', 'choose inputs', 'choose utxos', 'coin control'],
    means: ['fund psbt', 'outpoints', 'coin selection'],
    fact: 'Which UTXOs fund a transaction is coin selection: FundPsbt and SendCoins take chosen outpoints, LeaseOutput keeps a coin out of it.',
  },

  // Watching the chain.
  {
    terms: [
      'gets spent',
      'is spent',
      'was spent',
      'spent',
      'spend notification',
      'when an output',
      'output spent',
      'outpoint spent',
    ],
    means: ['register spend ntfn', 'spend'],
    fact: 'ChainNotifier.RegisterSpendNtfn notifies a client when an outpoint or output script is spent on chain.',
  },
  {
    terms: [
      'confirmation notification',
      'when a transaction confirms',
      'when it confirms',
      'gets confirmed',
      'is confirmed',
      'number of confirmations',
    ],
    means: ['register confirmations ntfn', 'confirmation'],
    fact: 'ChainNotifier.RegisterConfirmationsNtfn notifies a client when a transaction reaches a number of confirmations.',
  },
  {
    terms: ['new block', 'new blocks', 'each block', 'every block', 'block notification', 'block notifications'],
    means: ['block epoch'],
    fact: 'New blocks are streamed by ChainNotifier.RegisterBlockEpochNtfn, one epoch (height and hash) per block.',
  },
  {
    terms: ['block height', 'current height', 'chain tip', 'tip of the chain', 'latest block'],
    means: ['best block', 'block height'],
    fact: 'The height and hash of the chain tip are ChainKit.GetBestBlock (and block_height in GetInfo).',
  },
  {
    terms: ['light client', 'neutrino', 'compact filter', 'compact filters', 'bip157', 'bip158'],
    means: ['neutrino', 'cfilter'],
    fact: "lnd's light-client backend is neutrino (BIP 157/158 compact filters), controlled by NeutrinoKit.",
  },
];
