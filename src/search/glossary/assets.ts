/** The glossary's entries on Taproot Assets tasks: minting, proofs, universes, trading and asset channels (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const ASSETS: GlossaryEntry[] = [
  {
    terms: [
      'publish batch',
      'publish the batch',
      'publish minting batch',
      'broadcast batch',
      'complete minting',
      'finish minting',
      'commit the batch',
      'anchor the batch',
    ],
    means: ['finalize batch'],
    fact: 'Minting ends by finalizing the pending batch: FinalizeBatch signs and broadcasts the genesis transaction (tapcli assets mint finalize).',
  },
  {
    terms: ['minting', 'mint', 'mints', 'minted'],
    means: ['mint', 'batch'],
    fact: 'tapd mints assets in batches: MintAsset adds to the pending batch, FinalizeBatch publishes it, ListBatches shows them.',
  },
  {
    terms: ['proof', 'proofs', 'proof file', 'provenance', 'ownership'],
    means: ['proof'],
    fact: "A Taproot Asset's history is carried in its proof file, exported, verified and decoded with ExportProof, VerifyProof and DecodeProof.",
  },
  {
    terms: ['prove i own', 'prove ownership', 'prove that i own', 'proof of ownership', 'prove i hold'],
    means: ['prove asset ownership'],
    fact: 'ProveAssetOwnership makes a proof that the node controls an asset, which VerifyAssetOwnership checks.',
  },
  {
    terms: ['sync universe', 'sync proofs', 'universe sync', 'sync with universe', 'synchronize'],
    means: ['sync universe'],
    fact: 'A universe server pulls issuance and transfer proofs from another with SyncUniverse.',
  },
  {
    terms: ['destroy', 'destroy asset', 'destroy assets', 'burn', 'burning', 'burned', 'burnt'],
    means: ['burn asset', 'burn'],
    fact: 'Assets are destroyed provably by burning them: BurnAsset, ListBurns.',
  },
  {
    terms: ['asset group', 'grouped asset', 'grouped assets', 'reissue', 'reissuance', 'issue more'],
    means: ['group key', 'groups'],
    fact: 'Assets minted under one group key form a group that can be reissued (ListGroups, new_grouped_asset in MintAsset).',
  },
  {
    terms: [
      'asset price',
      'asset rate',
      'asset rates',
      'exchange rate of an asset',
      'price oracle',
      'oracle',
      'price feed',
    ],
    means: ['asset rates', 'price oracle'],
    fact: 'The price of an asset in BTC comes from a price oracle (PriceOracle.QueryAssetRates), which RFQ quotes use.',
  },
  {
    terms: [
      'rfq',
      'request for quote',
      'asset quote',
      'asset quotes',
      'trade assets',
      'swap assets',
      'exchange assets',
    ],
    means: ['rfq', 'quote'],
    fact: 'Taproot Asset channels trade assets for BTC through RFQ quotes between peers (AddAssetBuyOrder, AddAssetSellOrder, QueryPeerAcceptedQuotes).',
  },
  {
    terms: ['quote from a peer', 'peer for a quote', 'quote to buy', 'quote to sell'],
    means: ['asset buy order', 'asset sell order'],
    fact: "Asking a peer for a quote to buy or sell an asset is adding an RFQ order: AddAssetBuyOrder or AddAssetSellOrder, which return the peer's accepted quote.",
  },
  {
    terms: [
      'asset channel',
      'asset channels',
      'asset invoice',
      'asset payment',
      'asset payments',
      'invoice in asset',
      'assets over lightning',
    ],
    means: ['taproot asset channels'],
    fact: "Assets move over Lightning through tapd's TaprootAssetChannels service: FundChannel, AddInvoice and SendPayment with asset parameters.",
  },
  {
    terms: ['asset backup', 'backup my assets', 'back up my assets', 'asset wallet backup'],
    means: ['export asset wallet backup'],
    fact: 'The assets of a tapd wallet are backed up with ExportAssetWalletBackup and restored with ImportAssetsFromBackup.',
  },
  {
    terms: ['incoming asset', 'incoming assets', 'asset receives', 'inbound transfer', 'inbound transfers'],
    means: ['addr receives', 'receive events'],
    fact: 'Assets received at Taproot Assets addresses are listed by AddrReceives and streamed by SubscribeReceiveEvents.',
  },
  {
    terms: ['outgoing transfers', 'asset transfers', 'sent assets', 'transfer history', 'asset history'],
    means: ['list transfers'],
    fact: 'The asset transfers a tapd wallet sent are listed by ListTransfers.',
  },

  {
    terms: ['virtual psbt', 'vpsbt', 'virtual transaction', 'interactive transfer', 'asset psbt'],
    means: ['virtual psbt'],
    fact: 'An asset transfer built by hand is a virtual PSBT: FundVirtualPsbt, SignVirtualPsbt, AnchorVirtualPsbts.',
  },
  {
    terms: ['add a universe', 'add universe server', 'connect to a universe', 'sync server'],
    means: ['federation server'],
    fact: 'A tapd node syncs with the universe servers of its federation, added with AddFederationServer.',
  },
  {
    terms: ['decode asset invoice', 'asset invoice details', 'inspect asset invoice'],
    means: ['decode asset pay req'],
    fact: 'An invoice to be paid in an asset is decoded with DecodeAssetPayReq, which converts the amount to asset units.',
  },
  {
    terms: ['offline receive', 'receive while offline', 'async delivery', 'receiver offline'],
    means: ['mailbox', 'proof courier'],
    fact: 'Proofs reach a receiver that is offline through a proof courier, such as the authmailbox service (SendMessage, ReceiveMessages).',
  },
];
