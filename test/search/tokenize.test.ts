import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { indexedForm, isStopWord } from '../../src/search/pipeline.ts';
import {
  chunkWords,
  joinedRuns,
  joinedSuffixes,
  phraseTokens,
  queryTokens,
  queryWords,
  textTokens,
} from '../../src/search/tokenize.ts';

/** What the index stores for tokens (after trimmer, stop words, stemmer). */
const stored = (tokens: string[]) => new Set(tokens.map(indexedForm).filter((t): t is string => t !== null));

describe('search tokens', () => {
  test('identifiers split into their words: camelCase, acronyms, digits, snake_case, paths, dots', () => {
    assert.deepEqual(chunkWords('GetInfo'), ['get', 'info']);
    assert.deepEqual(chunkWords('SubscribeHTLCEvents'), ['subscribe', 'htlc', 'events']);
    assert.deepEqual(chunkWords('XImportMissionControl'), ['x', 'import', 'mission', 'control']);
    assert.deepEqual(chunkWords('SendToRouteV2'), ['send', 'to', 'route', 'v2']);
    assert.deepEqual(
      chunkWords('LiT'),
      ['lit'],
      'a word ending in one capital letter is one word (regression: LiT was "li t")',
    );
    assert.deepEqual(chunkWords('MuSig2CreateSession'), ['mu', 'sig2', 'create', 'session']);
    assert.deepEqual(chunkWords('local_funding_amount'), ['local', 'funding', 'amount']);
    assert.deepEqual(chunkWords('localFundingAmount'), ['local', 'funding', 'amount']);
    assert.deepEqual(chunkWords('/v1/channels/{chan_point.output_index}'), [
      'v1',
      'channels',
      'chan',
      'point',
      'output',
      'index',
    ]);
    assert.deepEqual(chunkWords('lnrpc.GetInfoRequest'), ['lnrpc', 'get', 'info', 'request']);
    assert.deepEqual(chunkWords('<script>'), ['script']);
  });

  test('the index joins each suffix of a name; a query joins every run of adjacent words', () => {
    assert.deepEqual(joinedSuffixes(['loop', 'out', 'quote']), ['loopoutquote', 'outquote']);
    assert.deepEqual(joinedRuns(['loop', 'out', 'quote']), ['loopout', 'outquote', 'loopoutquote']);
    assert.deepEqual(phraseTokens('LoopOutQuote'), ['loop', 'out', 'quote', 'loopoutquote', 'outquote']);
    assert.deepEqual(phraseTokens('lncli wallet psbt fund').slice(4), [
      'lncliwalletpsbtfund',
      'walletpsbtfund',
      'psbtfund',
    ]);
    assert.deepEqual(queryTokens('loop out quote'), ['loop', 'out', 'quote', 'loopout', 'outquote', 'loopoutquote']);
  });

  test('every written form of an RPC name shares the joined token of its title', () => {
    const title = stored(phraseTokens('GetInfo'));
    for (const form of ['GetInfo', 'get info', 'getinfo', 'get-info', 'get_info', 'GETINFO', 'Get Info']) {
      assert.ok(stored(queryTokens(form)).has('getinfo'), `${form} meets GetInfo`);
    }
    assert.ok(title.has('getinfo'));
    // Names keep their stop words: half the RPC names start with "get".
    assert.ok(title.has('get'));
  });

  test('a CLI command, REST path and field name meet the same forms typed in a query', () => {
    const cli = stored(phraseTokens('lncli getinfo'));
    assert.ok([...stored(queryTokens('lncli getinfo'))].every((t) => cli.has(t)));
    const rest = stored(phraseTokens('/v2/router/send'));
    assert.ok(rest.has(indexedForm('v2routersend')!));
    assert.ok(stored(queryTokens('/v2/router/send')).has(indexedForm('v2routersend')!));
    const field = stored(phraseTokens('local_funding_amount'));
    for (const form of ['local_funding_amount', 'localFundingAmount', 'local funding amount']) {
      assert.ok(stored(queryTokens(form)).has(indexedForm('localfundingamount')!), form);
    }
    assert.ok(field.has(indexedForm('localfundingamount')!));
  });

  test('running text keeps its words and joins only inside a chunk', () => {
    assert.deepEqual(textTokens('open+pending channels'), ['open', 'pending', 'openpending', 'channels']);
  });

  test('English stop words and stems, as elasticlunr stores them', () => {
    assert.ok(isStopWord('the') && isStopWord('get') && !isStopWord('invoice'));
    assert.equal(indexedForm('the'), 'the');
    assert.equal(indexedForm('invoices'), indexedForm('invoice'));
    assert.deepEqual(queryWords('Get  the GetInfo'), ['get', 'the', 'info']);
  });

  test('"settings" is stored as a noun of its own, not as the verb "set" the Porter stemmer makes of it', () => {
    assert.equal(indexedForm('settings'), indexedForm('setting'));
    assert.notEqual(indexedForm('settings'), indexedForm('set'));
    assert.equal(indexedForm('sets'), indexedForm('set'));
  });

  test('a very long query is cut to its first words instead of exploding into joins', () => {
    const query = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    assert.ok(queryTokens(query).length < 60);
  });
});
