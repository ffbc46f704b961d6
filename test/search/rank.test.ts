/** Ranking factors and tiers on hand-made documents and plans. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { indexedForm } from '../../src/search/pipeline.ts';
import { planQuery, type Vocabulary } from '../../src/search/query-plan.ts';
import {
  daemonFactor,
  documentNames,
  exactTier,
  type RankContext,
  rankQuery,
  rankScore,
  routeTier,
  titleFactor,
  implicitVerb,
  quantityFactor,
  verbFactor,
} from '../../src/search/rank.ts';
import { RANKING } from '../../src/search/search-config.ts';
import type { SearchDocument } from '../../src/search/search-types.ts';
import { chunkWords } from '../../src/search/tokenize.ts';

const vocabulary: Vocabulary = {
  has: (token) =>
    ['close', 'channel', 'getinfo', 'get', 'info', 'push', 'sat', 'pushsat'].map((w) => indexedForm(w)).includes(token),
  hasPrefix: () => false,
  nearNames: () => [],
  daemons: [
    {
      id: 'lnd',
      title: 'LND',
      release: 'v1',
      words: ['lnd', 'lncli'],
      packages: { lnrpc: ['/a/'], walletrpc: ['/w/'] },
    },
    { id: 'taproot-assets', title: 'Taproot Assets', release: 'v2', words: ['taproot-assets', 'tapd', 'tapcli'] },
    { id: 'lit', title: 'LiT', release: 'v3', words: ['lit', 'litd', 'litcli'] },
  ],
};

const lndGetInfo: SearchDocument = { i: 0, y: 0, t: 'GetInfo', u: '/a/', k: 'rpc', d: 'lnd', c: 'lncli getinfo' };
const tapGetInfo: SearchDocument = {
  i: 1,
  y: 0,
  t: 'GetInfo',
  u: '/b/',
  k: 'rpc',
  d: 'taproot-assets',
  c: 'tapcli getinfo',
  w: 0.85,
};
const tapSendPayment: SearchDocument = {
  i: 2,
  y: 0,
  t: 'SendPayment',
  u: '/c/',
  k: 'rpc',
  d: 'taproot-assets',
  c: 'litcli ln sendpayment',
  w: 0.85,
};
const pushSat: SearchDocument = {
  i: 3,
  y: 1,
  t: 'push_sat',
  h: 'lnrpc.openchannelrequest-push_sat',
  s: 'lnrpc.OpenChannelRequest',
  p: 0,
};
const closeChannel: SearchDocument = {
  i: 4,
  y: 0,
  t: 'CloseChannel',
  u: '/d/',
  k: 'rpc',
  d: 'lnd',
  r: ['DELETE /v1/channels/{channel_point.funding_txid_str}/{channel_point.output_index}'],
};
const normal: SearchDocument = { i: 5, y: 1, t: 'NORMAL', s: 'taprpc.AssetType', p: 0, k: 'value' };
const docs = [lndGetInfo, tapGetInfo, tapSendPayment, pushSat, closeChannel, normal];
const context: RankContext = {
  pageOf: (doc) => (doc.y === 0 ? doc : docs[doc.p!]!),
  titleWords: (doc) => chunkWords(doc.t),
  names: (doc) => documentNames(doc),
};
const plan = (query: string) => planQuery(query, vocabulary);

describe('ranking', () => {
  test('a daemon named keeps its documents, and RPCs run with its CLI; others weigh much less', () => {
    assert.equal(daemonFactor(plan('getinfo'), tapGetInfo), 1, 'no daemon named');
    assert.equal(daemonFactor(plan('tapd getinfo'), tapGetInfo), 1);
    assert.equal(daemonFactor(plan('tapd getinfo'), lndGetInfo), RANKING.otherDaemon);
    assert.equal(daemonFactor(plan('litcli sendpayment'), tapSendPayment), 1, 'a taproot-assets RPC run with litcli');
    assert.equal(daemonFactor(plan('lnd getinfo'), { i: 9, y: 0, t: 'Home' }), RANKING.noDaemon);
  });

  test('an RPC starting with the verb asked for ranks above one of its class, above any other', () => {
    assert.equal(verbFactor(['close'], ['close', 'channel']), RANKING.verbMatch);
    assert.equal(verbFactor(['list'], ['get', 'transactions']), RANKING.verbClass, 'get and list both fetch');
    assert.equal(verbFactor(['close'], ['closed', 'channels']), RANKING.verbMiss, 'ClosedChannels does not close');
    assert.equal(verbFactor(['open'], ['leases']), RANKING.verbMiss, 'a one-word name has no verb');
  });

  test('an RPC named without a verb implies one, counted as one of the class: a plural noun lists, another noun gets', () => {
    assert.equal(implicitVerb(['pending', 'channels']), 'list');
    assert.equal(implicitVerb(['leases']), 'list');
    assert.equal(implicitVerb(['forwarding', 'history']), 'list', 'a history lists events');
    assert.equal(implicitVerb(['channel', 'balance']), 'get');
    assert.equal(implicitVerb(['send', 'payment', 'v2']), null, 'a name with a verb');
    assert.equal(verbFactor(['list'], ['pending', 'channels']), RANKING.verbImplied, 'never a full match');
    assert.ok(RANKING.verbClass < RANKING.verbImplied && RANKING.verbImplied < RANKING.verbMatch);
    assert.equal(verbFactor(['query'], ['pending', 'channels']), RANKING.verbClass, 'another verb of the class');
    assert.equal(verbFactor(['query'], ['channel', 'balance']), RANKING.verbClass);
    assert.equal(verbFactor(['close'], ['pending', 'channels']), RANKING.verbMiss);
  });

  test('words of the title typed as they are count more (close: CloseChannel, not ClosedChannels)', () => {
    const query = rankQuery(plan('close channel'));
    assert.ok(titleFactor(query, ['close', 'channel'], 'rpc') > titleFactor(query, ['closed', 'channels'], 'rpc'));
  });

  test('a participle after "am", "is" or "are" names a state: the RPC doing that action ranks lower, as it does not for a past event', () => {
    const ratio = (q: string) =>
      titleFactor(rankQuery(plan(q)), ['connect', 'peer'], 'rpc') /
      titleFactor(rankQuery(plan(q)), ['list', 'peers'], 'rpc');
    assert.ok(plan('which nodes am I connected to').states.has('connect'));
    assert.ok(plan('is it synced').states.has('sync'));
    assert.equal(plan('when the channel was closed').states.size, 0, 'a past event');
    assert.equal(plan('connected nodes').states.size, 0, 'no form of "to be"');
    assert.equal(
      ratio('which nodes am I connected to') / ratio('which nodes connected to'),
      RANKING.stateVerb,
      'ConnectPeer weighs less when connected is a state',
    );
  });

  test('an RPC named for all of something comes before its one-item sibling when the query says "all", after it when it asks for one', () => {
    const all = ['export', 'all', 'channel', 'backups'];
    const one = ['export', 'channel', 'backup'];
    const ratio = (q: string) =>
      titleFactor(rankQuery(plan(q)), all, 'rpc') / titleFactor(rankQuery(plan(q)), one, 'rpc');
    assert.ok(ratio('export all channel backups') > ratio('export channel backups'));
    assert.ok(ratio('export a single channel backup') < ratio('export channel backups'));
    assert.equal(ratio('back up every channel'), ratio('back up all channels'), '"every" asks for all');
    assert.equal(quantityFactor(['channel', 'backup']), 1, 'a query saying neither');
  });

  test('fields weigh little for word queries and fully for identifiers', () => {
    const words = rankScore(rankQuery(plan('push sat')), pushSat, 10, 0b11, context);
    const identifier = rankScore(rankQuery(plan('push_sat')), pushSat, 10, 0b11, context);
    assert.ok(identifier > 3 * words);
  });

  test("an upper-case word of a sentence naming a value weighs that value fully and covers its enum's words", () => {
    // "NORMAL asset type": the value row matched "normal" only (bit 0).
    const named = rankScore(rankQuery(plan('NORMAL asset type')), normal, 10, 0b001, context);
    const lower = rankScore(rankQuery(plan('normal asset type')), normal, 10, 0b001, context);
    assert.deepEqual(plan('NORMAL asset type').valueWords, ['normal']);
    assert.deepEqual(plan('normal asset type').valueWords, []);
    assert.equal(named, 10 * 1 * 1 * (1 + RANKING.titleWords / 3), 'every word covered, weight 1, one title word');
    assert.ok(named > 10 * lower);
    // Another value's name in capitals does not lift this one.
    const other = rankScore(rankQuery(plan('COLLECTIBLE asset type')), normal, 10, 0b001, context);
    assert.ok(other < named / 10);
  });

  test('a document covering fewer of the words ranks lower; one covering none, much lower', () => {
    const query = rankQuery(plan('close channel'));
    const all = rankScore(query, closeChannel, 10, 0b11, context);
    const half = rankScore(query, closeChannel, 10, 0b01, context);
    const none = rankScore(query, closeChannel, 10, 0, context);
    assert.ok(all > half && half > none);
    assert.ok(Math.abs(half / all - 0.5 ** RANKING.coverage) < 1e-9);
  });

  test('a proto package typed narrows the query to its services as a daemon word narrows it to the daemon', () => {
    const scoped = plan('walletrpc list unspent');
    assert.deepEqual(scoped.daemons, ['lnd']);
    assert.deepEqual(scoped.serviceFolders, ['/w/']);
    assert.equal(scoped.counted & 1, 0, 'the package word is a qualifier, not a word to cover');
    const walletListUnspent: SearchDocument = {
      i: 9,
      y: 0,
      t: 'ListUnspent',
      u: '/w/list-unspent/',
      k: 'rpc',
      d: 'lnd',
    };
    assert.equal(daemonFactor(scoped, walletListUnspent), 1);
    assert.equal(daemonFactor(scoped, lndGetInfo), RANKING.otherPackage, "the daemon's other services");
    assert.equal(daemonFactor(scoped, tapGetInfo), RANKING.otherDaemon);
    assert.deepEqual(plan('lnd list unspent').serviceFolders, [], 'a daemon word names no package');
  });

  test('an enum value typed comes before the field typed with it, both named whole', () => {
    const anchors: SearchDocument = { i: 6, y: 1, t: 'STATIC_REMOTE_KEY', s: 'lnrpc.CommitmentType', p: 0, k: 'value' };
    const query = rankQuery(plan('push_sat STATIC_REMOTE_KEY'));
    assert.equal(query.plan.valueCase, true);
    assert.ok(exactTier(query, anchors, context) > exactTier(query, pushSat, context));
    assert.ok(exactTier(query, pushSat, context) > 0, 'the field still named whole');
    // A value written in capitals without an underscore, beside its field, is named whole too.
    const assetType: SearchDocument = { i: 7, y: 1, t: 'asset_type', s: 'taprpc.Addr', p: 0 };
    const beside = rankQuery(plan('asset_type NORMAL'));
    assert.ok(exactTier(beside, normal, context) > exactTier(beside, assetType, context));
    assert.ok(exactTier(beside, assetType, context) > 0);
    assert.equal(exactTier(rankQuery(plan('NORMAL asset type')), normal, context), 0, 'words, no identifier');
    assert.equal(exactTier(rankQuery(plan('push_sat')), pushSat, context), 1, 'alone, the field is asked for');
  });

  test('exact names are a tier: the daemon named first, else the main daemon; fields only for identifiers', () => {
    const getinfo = rankQuery(plan('getinfo'));
    assert.ok(exactTier(getinfo, lndGetInfo, context) > exactTier(getinfo, tapGetInfo, context), 'lnd first');
    const tapd = rankQuery(plan('tapd getinfo'));
    assert.ok(exactTier(tapd, tapGetInfo, context) > 0);
    assert.equal(exactTier(tapd, lndGetInfo, context), 0, 'another daemon than the one named');
    assert.ok(exactTier(rankQuery(plan('push_sat')), pushSat, context) > 0);
    assert.equal(exactTier(rankQuery(plan('push sat')), pushSat, context), 0);
    assert.ok(
      exactTier(rankQuery(plan('lncli getinfo')), lndGetInfo, context) > 0,
      'the CLI command without its binary',
    );
    assert.deepEqual(documentNames({ i: 5, y: 1, t: 'lnrpc.PendingChannelsResponse.WaitingCloseChannel' }), [
      'lnrpcpendingchannelsresponsewaitingclosechannel',
      'pendingchannelsresponsewaitingclosechannel',
      'waitingclosechannel',
    ]);
  });

  test('a REST path with values matches the routes of an RPC document', () => {
    assert.ok(routeTier(plan('/v1/channels/6e6b3a2b0c9f4d5e8a7b1c2d3e4f5a6b/1'), closeChannel) > 0);
    assert.equal(routeTier(plan('/v1/channels/pending'), closeChannel), 0);
    assert.equal(routeTier(plan('close channel'), closeChannel), 0);
  });
});
