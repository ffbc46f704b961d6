/** The glossary's entries on nodes, channels and the network (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const CHANNELS: GlossaryEntry[] = [
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
    terms: ['force close', 'unilateral close', 'force closure', 'force-close', 'unilaterally', 'unilateral'],
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
    terms: ['back up', 'save a backup', 'make a backup', 'take a backup', 'create a backup'],
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
    terms: ['create a wallet', 'create wallet', 'set up a wallet', 'wallet from seed', 'initialize wallet'],
    means: ['init wallet'],
    fact: "A new lnd's wallet is created by InitWallet, from a seed GenSeed made or one the user brings.",
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
    // "stop" and "kill" are the verbs ending anything (verbs.ts); StopDaemon is named with "stop" already.
    terms: ['shutdown', 'shut down', 'halt', 'terminate'],
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
      'channels waiting for confirmation',
      'channels that are still waiting',
      'channels awaiting confirmation',
    ],
    means: ['pending channels', 'pending open'],
    fact: 'A channel whose funding transaction has not confirmed yet is pending; PendingChannels lists it as pending_open_channels.',
  },

  // Recovery.
  {
    terms: [
      'restore channels',
      'recover channels',
      'recover channel funds',
      'restore backup',
      'restore from backup',
      'restore a backup',
      'lost my node',
      'node crashed',
      'disk failure',
      'disaster recovery',
    ],
    means: ['restore channel backups'],
    fact: "After losing a node's data, its channel funds are recovered from a static channel backup with RestoreChannelBackups (the peers force close).",
  },
  {
    terms: [
      'restore from seed',
      'recover from seed',
      'restore wallet',
      'recover wallet',
      'restore my wallet',
      'recover my wallet',
    ],
    means: ['init wallet', 'recovery window'],
    fact: 'An lnd wallet is restored from its seed by InitWallet with the cipher seed mnemonic and a recovery_window; GetRecoveryInfo tells the progress.',
  },
  {
    terms: [
      'closed channels',
      'past channels',
      'old channels',
      'former channels',
      'channel history',
      'channels i closed',
    ],
    means: ['closed channels'],
    fact: 'Channels a node was in that are now closed, and how they closed, are listed by ClosedChannels.',
  },
  {
    terms: [
      'timelock',
      'time lock',
      'timelocked',
      'time locked',
      'maturity',
      'matures',
      'mature',
      'when can i spend',
      'csv delay',
      'to self delay',
    ],
    means: ['pending channels', 'maturity', 'blocks til maturity'],
    fact: "After a force close the closer's funds are time-locked; PendingChannels lists the closing channel with its maturity_height and blocks_til_maturity.",
  },

  // The network graph.
  {
    terms: [
      'about another node',
      'about other nodes',
      'about a remote node',
      'a given node',
      'look up a node',
      'node details',
    ],
    means: ['get node info', 'node info'],
    fact: 'What the network knows of a node other than ours (alias, addresses, channels) is GetNodeInfo, from its announcement in the graph.',
  },
  {
    terms: ['a given channel', 'a specific channel', 'channel by id', 'channel details', 'about a channel'],
    means: ['get chan info', 'chan info'],
    fact: "One channel of the network graph, with both ends' policies, is GetChanInfo by its short channel id.",
  },
  {
    terms: [
      'network size',
      'network stats',
      'network statistics',
      'how big is the network',
      'how many nodes',
      'how many channels',
    ],
    means: ['network info'],
    fact: "GetNetworkInfo summarises the channel graph: numbers of nodes and channels, capacities, the graph's diameter.",
  },
  {
    terms: ['centrality', 'betweenness centrality', 'important nodes', 'well connected', 'best connected'],
    means: ['node metrics', 'centrality'],
    fact: "GetNodeMetrics computes nodes' betweenness centrality over the channel graph.",
  },
  {
    terms: [
      'nodes i am connected to',
      'am i connected',
      'connected peers',
      'online peers',
      'current peers',
      'my peers',
    ],
    means: ['list peers'],
    fact: 'The nodes a node is connected to right now are its peers: ListPeers.',
  },
];
