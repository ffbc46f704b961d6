/** The glossary's entries on verbs the APIs spell their own way (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const VERBS: GlossaryEntry[] = [
  // Verbs the APIs spell their own way.
  {
    // Not "many": "how many" asks a number.
    terms: ['several', 'multiple', 'at once', 'in one transaction', 'in bulk', 'batch'],
    means: ['batch', 'many'],
    fact: 'Calls that act on several things at once are named Batch... or ...Many (BatchOpenChannel, SendMany).',
  },
  {
    terms: [
      'enable',
      'disable',
      'let',
      'turn on',
      'turn off',
      'switch on',
      'switch off',
      'configure',
      'change',
      'edit',
      'adjust',
      'tweak',
    ],
    means: ['set', 'update', 'modify'],
    fact: 'Settings are changed by Set..., Update... or Modify... RPCs (SetLiquidityParams, UpdateChannelPolicy, ModifyStatus).',
  },
  {
    terms: ['create', 'make', 'generate'],
    means: ['add', 'new', 'init', 'create', 'bake', 'gen'],
    fact: 'The APIs name creation Add (AddInvoice), New (NewAddress), Init (InitAccount), Create, Bake (BakeMacaroon) or Gen (GenSeed).',
  },
  {
    terms: ['remove', 'delete', 'drop', 'clear', 'get rid of', 'throw away', 'purge', 'erase', 'cut off'],
    means: ['delete', 'remove', 'revoke'],
    fact: 'The APIs name removal Delete, Remove or Revoke.',
  },
  {
    terms: ['temporarily stop', 'stop for now', 'suspend', 'pause'],
    means: ['deactivate'],
    fact: 'Stopping the use of something while keeping it is deactivating it: DeactivateTower marks a tower inactive, its sessions unused, without removing it.',
  },
  {
    terms: ['recommend', 'recommends', 'recommended', 'recommendation'],
    means: ['suggest'],
    fact: "The APIs name what they recommend Suggest (Loop's SuggestSwaps).",
  },
  {
    terms: ['corrupt', 'intact', 'still good'],
    means: ['verify'],
    fact: 'Checking that something kept (a channel backup, a proof) is sound is verifying it: VerifyChanBackup, VerifyProof.',
  },
  {
    terms: ['load', 'load in', 'bring in'],
    means: ['import'],
    fact: 'Loading data made elsewhere into a daemon is importing it (ImportGraph, XImportMissionControl, ImportAccount).',
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
    terms: ['current', 'currently'],
    means: ['get'],
    fact: 'What something is now (the autoloop parameters, the daemon state, the mission control config) is read by a Get... RPC (GetLiquidityParams, GetState, GetMissionControlConfig).',
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
    // Not "terminate": its indexed form is "terminal"'s, a word naming LiT.
    terms: ['stop', 'end', 'abort', 'give up', 'give up on', 'quit', 'kill', 'discard'],
    means: ['cancel', 'abandon', 'revoke', 'terminate', 'deactivate'],
    fact: 'Ending what a daemon keeps going (a swap, an order, a session, a tower) is Cancel..., Abandon..., Revoke..., Terminate... or Deactivate... (CancelOrder, AbandonSwap, RevokeSession, TerminateSession, DeactivateTower).',
  },
  {
    terms: [
      'drop connection',
      'drop the connection',
      'drop network connection',
      'close connection',
      'close the connection',
      'hang up',
      'disconnect from',
    ],
    means: ['disconnect'],
    fact: 'Closing the network connection to a peer, channels left open, is DisconnectPeer.',
  },
  {
    terms: ['claim', 'reclaim', 'collect'],
    means: ['sweep'],
    fact: "Claiming on-chain outputs (an HTLC with its preimage or after its timeout, a closed channel's funds) is sweeping them (SweepHtlc, PendingSweeps, ListSweeps).",
  },
  {
    terms: ['upload', 'send to universe', 'publish to universe'],
    means: ['insert', 'push'],
    fact: 'A proof is given to a universe server with Insert... or Push... RPCs (InsertProof, PushProof).',
  },
  {
    terms: ['download'],
    means: ['fetch', 'export', 'query'],
    fact: 'What a daemon hands out is fetched, exported or queried (FetchAssetMeta, ExportProof, QueryProof).',
  },
  {
    terms: ['pull out', 'pulled out', 'take out', 'took out', 'pull back'],
    means: ['withdraw', 'withdrawal', 'cancel'],
    fact: 'Taking funds back out of an account or a static address is a withdrawal (WithdrawAccount, WithdrawDeposits, ListStaticAddressWithdrawals); pulling an order out of the market is cancelling it (CancelOrder).',
  },
  {
    terms: [
      'how much would',
      'what would it cost',
      'would it cost',
      'would cost',
      'how much will it cost',
      'what will it cost',
      'will it cost',
      'will cost',
    ],
    means: ['estimate', 'quote'],
    fact: 'What something would cost before doing it is an estimate or a quote: EstimateFee, LoopOutQuote, GetLoopInQuote, QuoteOrder.',
  },
  {
    terms: ['waiting for confirmations', 'waiting for confirmation', 'in the middle of', 'still waiting'],
    means: ['pending'],
    fact: 'What has begun and not finished (a channel waiting for its funding to confirm or for its close to resolve, a sweep) is pending: PendingChannels, PendingSweeps.',
  },
  {
    terms: ['begin', 'initiate'],
    means: ['create', 'init'],
    fact: 'What a call begins (a signing session, a wallet, an account) it creates or initialises: MuSig2CreateSession, InitWallet, InitAccount.',
  },
  {
    terms: ['is valid', 'is it valid', 'file valid', 'validate', 'validity'],
    means: ['verify'],
    fact: 'Whether a proof, a backup or a signature is valid is what the Verify RPCs check (VerifyProof, VerifyChanBackup, VerifyMessage).',
  },
  {
    terms: ['free resources', 'free its resources', 'clean up', 'release resources'],
    means: ['cleanup'],
    fact: 'A MuSig2 session that will not finish is removed with its resources by MuSig2Cleanup.',
  },
  {
    terms: ['chance', 'likelihood', 'likely', 'odds', 'success rate'],
    means: ['probability'],
    fact: "How likely a payment is to succeed is mission control's success probability (QueryProbability).",
  },
  {
    terms: [
      'test the route',
      'test a route',
      'test route',
      'try the route',
      'test payment paths',
      'test the path',
      'test paths',
    ],
    means: ['probe'],
    fact: "Sending a payment that cannot succeed to learn whether a route works is probing (Loop's Probe, lnd's EstimateRouteFee).",
  },
  {
    // Not "blocking" alone: its indexed form is "block"'s.
    terms: ['blocking call', 'without streaming', 'non streaming'],
    means: ['sync'],
    fact: 'The ...Sync RPCs (OpenChannelSync) answer once, when done, where their namesakes stream updates.',
  },
  {
    terms: ['length', 'lengths', 'how long'],
    means: ['duration'],
    fact: 'How long a lease or a lock lasts is its duration (LeaseDurations, lease_duration_blocks).',
  },
  {
    terms: ['succeed', 'succeeds', 'successful', 'succeeded'],
    means: ['success'],
    fact: 'A payment or attempt that succeeds is a success (success probability, SUCCEEDED).',
  },
  {
    terms: ['connect', 'connected', 'connection'],
    means: ['peer', 'connect peer'],
    fact: 'Two Lightning nodes connect as peers (ConnectPeer, ListPeers).',
  },
];
