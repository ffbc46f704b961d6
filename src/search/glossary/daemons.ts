/** The glossary's entries on connecting and macaroons, Taproot Assets and Faraday (src/search/glossary.ts says how entries are written). */
import type { GlossaryEntry } from './glossary-entry.ts';

export const DAEMONS: GlossaryEntry[] = [
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
    // Not "accounting" alone: its indexed form is "account"'s, and Pool, LiT and the wallet have accounts.
    terms: [
      'accounting report',
      'tax',
      'taxes',
      'audit',
      'bookkeeping',
      'profit and loss',
      'p&l',
      'pnl',
      'expenses',
      'income and expenses',
    ],
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

  {
    terms: [
      'restrict',
      'restricted',
      'limit access',
      'limited access',
      'least privilege',
      'scoped',
      'one rpc',
      'single rpc',
    ],
    means: ['bake macaroon', 'permissions'],
    fact: 'Access is restricted by baking a macaroon with only the permissions (or the RPC URIs) a client needs: BakeMacaroon.',
  },
  {
    terms: ['root key', 'root keys', 'macaroon ids', 'my macaroons', 'list macaroons', 'issued macaroons'],
    means: ['macaroon ids', 'root key ids'],
    fact: 'Macaroons are baked from root keys named by ids; ListMacaroonIDs lists the ids in use and DeleteMacaroonID invalidates one.',
  },
  {
    terms: ['privacy', 'anonymize', 'anonymise', 'pseudonym', 'pseudonymous', 'obfuscate', 'hide real values'],
    means: ['privacy map', 'pseudo'],
    fact: "LiT's privacy mapper replaces real values (pubkeys, channel points) by pseudonyms for Autopilot sessions: PrivacyMapConversion.",
  },
  {
    terms: ['every daemon', 'all daemons', 'all subservers', 'one macaroon for all', 'single macaroon'],
    means: ['super macaroon'],
    fact: "LiT's super macaroon holds permissions for every daemon LiT runs: BakeSuperMacaroon.",
  },
  {
    terms: ['asset metadata', 'asset meta', 'asset description', 'asset details'],
    means: ['asset meta', 'fetch asset meta'],
    fact: "An asset's metadata, revealed at minting (its description, decimal display), is FetchAssetMeta.",
  },
  {
    terms: ['total supply', 'circulating supply', 'asset supply', 'supply proof', 'supply commitment'],
    means: ['supply commit'],
    fact: "An issuer commits an asset group's supply on chain (UpdateSupplyCommit) and anyone can fetch it (FetchSupplyCommit).",
  },
];
