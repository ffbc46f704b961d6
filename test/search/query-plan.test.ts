/**
 * Query planning against a small hand-made vocabulary: error prefixes, REST paths, daemon
 * words, identifiers, glossary expansions, word forms, typo corrections, coverage bits.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { editDistance } from '../../src/search/edit-distance.ts';
import { indexedForm } from '../../src/search/pipeline.ts';
import {
  isIdentifierChunk,
  planQuery,
  type QueryPlan,
  stripErrorPrefix,
  type Vocabulary,
} from '../../src/search/query-plan.ts';
import { QUERY_WEIGHTS } from '../../src/search/search-config.ts';

/** Names of a pretend index; its tokens are their indexed forms. */
const NAMES = [
  'listchannels',
  'list',
  'channels',
  'channel',
  'getinfo',
  'get',
  'info',
  'payment',
  'send',
  'request',
  'sendpayment',
  'closechannel',
  'close',
  'balance',
  'invoice',
  'wallet',
  'unlock',
  'open',
  'openchannel',
  'unit',
  'mint',
  'sendpaymentv2',
  'pending',
  'sweeps',
  'swept',
  'transactions',
  'pendingsweeps',
];
const TOKENS = new Set(NAMES.map((n) => indexedForm(n)!));

const vocabulary: Vocabulary = {
  has: (token) => TOKENS.has(token),
  hasPrefix: (token) => [...TOKENS].some((t) => t.startsWith(token)),
  nearNames: (word, max) =>
    NAMES.filter((n) => editDistance(word, n, max) <= max).sort(
      (a, b) => editDistance(word, a, max) - editDistance(word, b, max),
    ),
  daemons: [
    { id: 'lnd', title: 'LND', release: 'v1', words: ['lnd', 'lncli'] },
    { id: 'taproot-assets', title: 'Taproot Assets', release: 'v2', words: ['taproot-assets', 'tapd', 'tapcli'] },
    { id: 'lit', title: 'LiT', release: 'v3', words: ['lit', 'litd', 'litcli'] },
  ],
};

/** The tokens of the word at `index` (its own group, the first covering just it), with their weights. */
function wordTerms(plan: QueryPlan, index: number): Map<string, number> {
  const group = plan.groups.find((g) => g.covers === 1 << index);
  return new Map(group?.terms.map((t) => [t.token, t.weight]));
}

describe('query plans', () => {
  test('a gRPC error prefix is dropped; the message is what is searched', () => {
    assert.equal(stripErrorPrefix('rpc error: code = Unknown desc = wallet locked'), 'wallet locked');
    assert.equal(stripErrorPrefix('[lncli] rpc error: code = Unimplemented desc = unknown service'), 'unknown service');
    assert.equal(stripErrorPrefix('open channel'), 'open channel');
    assert.deepEqual(planQuery('rpc error: code = Unknown desc = wallet locked', vocabulary).words, [
      'wallet',
      'locked',
    ]);
  });

  test('a REST path is kept for route matching; only its names are searched as words', () => {
    const plan = planQuery('DELETE /v1/channels/6e6b3a2b0c9f4d5e8a7b1c2d3e4f5a6b/1', vocabulary);
    assert.deepEqual(plan.route?.segments, ['v1', 'channels', '6e6b3a2b0c9f4d5e8a7b1c2d3e4f5a6b', '1']);
    assert.equal(plan.route?.method, 'DELETE');
    assert.deepEqual(plan.words, ['channels']);
  });

  test('identifiers: snake_case, camelCase, dotted names, a lone UPPER_CASE word', () => {
    for (const chunk of [
      'push_sat',
      'getInfo',
      'GetInfo',
      'lnrpc.GetInfoRequest',
      'FAILURE_REASON_NO_ROUTE',
      'TemporaryChannelFailure,',
    ])
      assert.ok(isIdentifierChunk(chunk, false), chunk);
    assert.ok(isIdentifierChunk('ANCHORS', true));
    assert.ok(!isIdentifierChunk('RPC', false), 'an acronym in a sentence');
    for (const chunk of ['getinfo', 'open', 'Close', '32']) assert.ok(!isIdentifierChunk(chunk, true), chunk);
    const plan = planQuery('reason: FAILURE_REASON_NO_ROUTE', vocabulary);
    assert.equal(plan.identifier, true);
    assert.deepEqual(plan.identifiers, ['failurereasonnoroute']);
    assert.equal(planQuery('close a channel', vocabulary).identifier, false);
  });

  test('daemon words name daemons, as whole chunks only; they need not be covered', () => {
    const plan = planQuery('tapd add invoice', vocabulary);
    assert.deepEqual(plan.daemons, ['taproot-assets']);
    assert.deepEqual(plan.daemonWords, ['tapd']);
    assert.equal(plan.counted, 0b110, 'add and invoice');
    assert.equal(plan.qualifiers, 0b001);
    assert.equal(wordTerms(plan, 0).get('tapd'), QUERY_WEIGHTS.daemonWord, 'still searched, at a lower weight');
    assert.deepEqual(planQuery('lightning terminal accounts', vocabulary).daemons, ['lit'], 'a two-word alias');
    assert.deepEqual(planQuery('taproot send payment', vocabulary).daemons, ['taproot-assets'], 'an alias');
    assert.deepEqual(planQuery('TAPROOT_PUBKEY', vocabulary).daemons, [], 'not inside an identifier');
    assert.deepEqual(planQuery('lnd', vocabulary).counted, 0b1, 'a query of daemon words covers them');
    const spelt = planQuery('label of a LiT account', vocabulary);
    assert.deepEqual(
      [spelt.daemons, spelt.identifier],
      [['lit'], false],
      "a daemon's own spelling is no camelCase name",
    );
  });

  test('glossary terms add the words the API uses, also as verbs; not inside identifiers', () => {
    const plan = planQuery('pay a bolt11 invoice', vocabulary);
    const glossaryTokens = plan.groups
      .filter((g) => g.terms.every((t) => t.weight === QUERY_WEIGHTS.glossary))
      .flatMap((g) => g.terms.map((t) => t.token));
    for (const token of ['send', 'payment', 'request', indexedForm('paymentrequest')!])
      assert.ok(glossaryTokens.includes(token), token);
    assert.ok(plan.verbs.has('pay') && plan.verbs.has('send'), 'pay is sending a payment');
    const identifier = planQuery('INVOICE_STATE', vocabulary);
    assert.ok(identifier.groups.every((g) => g.terms.every((t) => t.weight !== QUERY_WEIGHTS.glossary)));
  });

  test('a glossary term inside a longer term of another entry adds nothing of its own: profit and loss is an audit', () => {
    const glossaryTokens = (query: string) =>
      planQuery(query, vocabulary)
        .groups.filter((g) => g.terms.every((t) => t.weight === QUERY_WEIGHTS.glossary))
        .flatMap((g) => g.terms.map((t) => t.token));
    assert.ok(glossaryTokens('profit of my node').includes(indexedForm('revenue')!), 'profit alone is routing income');
    const audit = glossaryTokens('profit and loss of my node');
    assert.ok(audit.includes(indexedForm('audit')!));
    assert.ok(!audit.includes(indexedForm('revenue')!));
  });

  test('a glossary term matches with articles, possessives, pronouns and amounts between its words, not at its start', () => {
    const glossaryTokens = (query: string) =>
      planQuery(query, vocabulary)
        .groups.filter((g) => g.terms.every((t) => t.weight === QUERY_WEIGHTS.glossary))
        .flatMap((g) => g.terms.map((t) => t.token));
    assert.ok(glossaryTokens('move channel funds to my on-chain wallet').includes(indexedForm('loop')!));
    assert.ok(glossaryTokens('move channel funds to on-chain').includes(indexedForm('loop')!));
    assert.ok(!glossaryTokens('move channel funds to his on-chain wallet').includes(indexedForm('loop')!));
    assert.ok(glossaryTokens('request 5000 sats').includes(indexedForm('invoice')!), 'an amount between the words');
    assert.ok(!glossaryTokens('request 5000').includes(indexedForm('invoice')!), 'not at the end of a term');
    assert.ok(glossaryTokens('speed it up').includes(indexedForm('bump')!), "a phrasal verb's pronoun");
    // A phrasal verb's object may stand before its particle; the term covers the verb and particle only.
    const phrasal = planQuery('turn autopilot on', vocabulary);
    const covers = phrasal.groups
      .filter((g) => g.terms.some((t) => t.token === indexedForm('modify')))
      .map((g) => g.covers);
    assert.ok(covers.includes(0b101), `the verb and its particle: ${covers}`);
    assert.ok(
      !glossaryTokens('turn the big old grey autopilot on').includes(indexedForm('modify')!),
      'an object of four words',
    );
    // A term must not share its indexed form with a common word of another meaning.
    for (const word of ['account', 'block', 'between', 'hold', 'allow', 'terminal'])
      assert.deepEqual(glossaryTokens(`${word} x`), [], `${word} is no glossary term`);
    assert.ok(!glossaryTokens('how many confirmed sats').includes(indexedForm('batch')!), '"how many" asks a number');
    assert.ok(!glossaryTokens('speed channel').includes(indexedForm('bump')!));
  });

  test('an abbreviation also searches its words written out, which descriptions use: txs finds transactions', () => {
    const plan = planQuery('list txs', vocabulary);
    assert.equal(wordTerms(plan, 1).get(indexedForm('transactions')!), QUERY_WEIGHTS.form);
  });

  test('other forms of a word are searched when the index has them: pay finds payment', () => {
    const terms = wordTerms(planQuery('pay', vocabulary), 0);
    assert.equal(terms.get(indexedForm('pay')!), 1);
    assert.equal(terms.get(indexedForm('payment')!), QUERY_WEIGHTS.form);
    assert.ok(!terms.has(indexedForm('payer')!), 'only forms the index has');
  });

  test('a word of five letters or more matching nothing is read as the nearest name', () => {
    const plan = planQuery('listchanels', vocabulary);
    assert.deepEqual(plan.corrections, [{ from: 'listchanels', to: 'listchannels' }]);
    assert.equal(plan.correctedQuery, 'listchannels');
    assert.deepEqual(plan.words, ['listchannels']);
    assert.equal(wordTerms(plan, 0).get(indexedForm('listchannels')!), QUERY_WEIGHTS.corrected);
    assert.equal(
      wordTerms(plan, 0).get(indexedForm('listchanels')!),
      1,
      'still searched as typed, for entries not loaded yet',
    );
    assert.equal(
      planQuery('lncli sendpaymnet', vocabulary).correctedQuery,
      'lncli sendpayment',
      'a swap of two letters is one edit',
    );
    assert.equal(
      planQuery('Close the chanel', vocabulary).correctedQuery,
      'Close the channel',
      'the rest of the query as typed',
    );
    assert.equal(
      planQuery('getUnlokk', vocabulary).correctedQuery,
      'getUnlock',
      'inside camelCase, keeping its capital',
    );
    assert.equal(planQuery('Unlok wallet', vocabulary).correctedQuery, 'Unlock wallet');
  });

  test('every word of a multi-word query is corrected; a four-letter word only by two neighbouring letters swapped', () => {
    const plan = planQuery('opne chanel', vocabulary);
    assert.deepEqual(plan.corrections, [
      { from: 'opne', to: 'open' },
      { from: 'chanel', to: 'channel' },
    ]);
    assert.equal(plan.correctedQuery, 'open channel');
    assert.ok(
      plan.groups.some((g) => g.covers === 0b11 && g.terms.some((t) => t.token === indexedForm('openchannel'))),
      'the corrected words join into the RPC name',
    );
    assert.equal(planQuery('sned payment', vocabulary).correctedQuery, 'send payment');
    assert.equal(planQuery('opn channel', vocabulary).correctedQuery, null, 'three letters: never');
    assert.equal(
      planQuery('clse in channel', vocabulary).correctedQuery,
      null,
      'four letters, a letter missing: too many names are that near',
    );
    assert.equal(
      planQuery('clse channel', vocabulary).correctedQuery,
      'close channel',
      'unless the words joined are a name within an edit',
    );
    assert.equal(
      planQuery('assets mnit', vocabulary).correctedQuery,
      'assets mint',
      'the swap is taken though another name (unit) is as near and comes first',
    );
  });

  test('a camelCase name with one word misspelt is corrected as a whole name, though the word alone starts another', () => {
    // "sweps" alone could be "swept" being typed; the whole name is one edit from PendingSweeps.
    assert.equal(planQuery('sweps', vocabulary).correctedQuery, null);
    const plan = planQuery('PendingSweps', vocabulary);
    assert.deepEqual(plan.corrections, [{ from: 'sweps', to: 'sweeps' }]);
    assert.equal(plan.correctedQuery, 'PendingSweeps');
    assert.equal(planQuery('PendingSweeps', vocabulary).correctedQuery, null, 'a name of the index');
  });

  test('a query of two or three words one of which the index lacks is a name typed in words: its join is corrected as a whole', () => {
    assert.equal(
      planQuery('pending sweps', vocabulary).correctedQuery,
      'pending sweeps',
      '"sweps" alone may be "swept" typed',
    );
    assert.equal(
      planQuery('close channels', vocabulary).correctedQuery,
      null,
      'every word indexed: closechannels is not ClosedChannels misspelt',
    );
    assert.equal(
      planQuery('the pending sweps', vocabulary).correctedQuery,
      null,
      'a stop word: a sentence, not a name',
    );
  });

  test('a name with a version suffix is corrected before the suffix, when the corrected name with it is indexed', () => {
    assert.equal(planQuery('sendpaymnetv2', vocabulary).correctedQuery, 'sendpaymentv2');
    assert.equal(planQuery('closechanelv2', vocabulary).correctedQuery, null, 'closechannelv2 is not in the index');
  });

  test('an identifier written as an enum value (UPPER_SNAKE_CASE) sets valueCase; a field name or a sentence does not', () => {
    assert.equal(planQuery('STATIC_REMOTE_KEY', vocabulary).valueCase, true);
    assert.equal(planQuery('TIER_0', vocabulary).valueCase, true);
    assert.equal(planQuery('ANCHORS', vocabulary).valueCase, true);
    assert.equal(planQuery('static_remote_key', vocabulary).valueCase, false);
    assert.equal(planQuery('ListChannels', vocabulary).valueCase, false);
    assert.equal(planQuery('list channels', vocabulary).valueCase, false);
    assert.equal(planQuery('close_type BREACH_CLOSE', vocabulary).valueCase, true, 'a value copied with its field');
    // In a sentence an upper-case word is not an identifier (it may be an acronym), but it may name a value.
    const sentence = planQuery('ACCEPTED invoice state of a PSBT', vocabulary);
    assert.equal(sentence.identifier, false);
    assert.deepEqual(sentence.valueWords, ['accepted', 'psbt']);
    assert.deepEqual(planQuery('ANCHORS', vocabulary).valueWords, [], 'a lone value is an identifier already');
    assert.deepEqual(planQuery('"asset_type": "NORMAL"', vocabulary).valueWords, ['normal'], "a JSON pair's quotes");
  });

  test('no correction for short words, stop words, numbers, words that match, or a last word still being typed', () => {
    assert.equal(planQuery('chanl', vocabulary).correctedQuery, null, 'no name within one edit');
    assert.equal(planQuery('clos', vocabulary).correctedQuery, null, 'four letters');
    assert.equal(planQuery('balance', vocabulary).correctedQuery, null, 'it matches');
    assert.equal(planQuery('listchan', vocabulary).correctedQuery, null, 'a prefix of a name, still being typed');
    assert.equal(planQuery('listchan ', vocabulary).correctedQuery, null, 'no name within one edit of a finished word');
    assert.equal(planQuery('wallet 12345', vocabulary).correctedQuery, null);
    assert.equal(planQuery('getinfp and unlok', vocabulary).corrections.length, 2, 'each word on its own');
  });

  test('coverage counts the words that are not stop words; joins of adjacent words cover them all', () => {
    const plan = planQuery('close a channel', vocabulary);
    assert.equal(plan.counted, 0b101);
    const join = plan.groups.find((g) => g.terms.some((t) => t.token === indexedForm('closeachannel')));
    assert.equal(join?.covers, 0b111);
    assert.ok(plan.verbs.has('close'), 'the first word is the verb');
    assert.ok(!plan.verbs.has('channel'));
  });

  test('a number need not be covered, unless it is part of a version: "added in 0.18" asks for that release', () => {
    assert.equal(planQuery('send 5000 sats', vocabulary).counted, 0b101, 'an amount');
    assert.equal(planQuery('open channel 3', vocabulary).counted, 0b011, 'a plain number');
    assert.equal(planQuery('added in 0.18', vocabulary).counted, 0b1101, '0 and 18 of 0.18');
    assert.equal(planQuery('lnd v0.20.1-beta release', vocabulary).counted, 0b111110, 'every word of the tag');
    assert.equal(planQuery('changes in 0.19?', vocabulary).counted, 0b1101, 'a version ending a question');
  });
});

test('a negated clause is not searched: its words name what the reader rules out, to the end of the clause', () => {
  assert.deepEqual(planQuery('stop using a watchtower without removing it', vocabulary).words, [
    'stop',
    'using',
    'a',
    'watchtower',
  ]);
  assert.deepEqual(planQuery('open a channel instead of a stream, in one call', vocabulary).words, [
    'open',
    'a',
    'channel',
    'in',
    'one',
    'call',
  ]);
  assert.deepEqual(planQuery("reject channels from nodes I don't trust", vocabulary).words, [
    'reject',
    'channels',
    'from',
    'nodes',
    'i',
  ]);
  // A query that is all negation is searched as typed.
  assert.deepEqual(planQuery('without macaroons', vocabulary).words, ['without', 'macaroons']);
});

test('a negated clause the glossary gives a meaning is searched ("without streaming": a call that answers once)', () => {
  assert.deepEqual(planQuery('open a channel without streaming', vocabulary).words, [
    'open',
    'a',
    'channel',
    'without',
    'streaming',
  ]);
});
