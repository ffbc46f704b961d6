import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { wordForms, wordRoots } from '../../src/search/word-forms.ts';

describe('word forms (light stemming)', () => {
  test("a word's roots: itself and itself without an ending", () => {
    assert.deepEqual(wordRoots('pay'), ['pay']);
    assert.ok(wordRoots('payment').includes('pay'));
    assert.ok(wordRoots('paying').includes('pay'));
    assert.ok(wordRoots('closing').includes('close'), 'an e dropped before -ing comes back');
    assert.ok(wordRoots('stopped').includes('stop'), 'a doubled consonant is undoubled');
    assert.ok(!wordRoots('ring').includes('r'), 'no root shorter than three letters');
  });

  test('"setting" and "settings" are nouns of their own: neither has the verb "set" as a root, as the index stemmer agrees', () => {
    assert.deepEqual(wordRoots('settings'), ['settings', 'setting']);
    assert.deepEqual(wordRoots('setting'), ['setting']);
    assert.ok(!wordForms('setting').includes('set'));
    assert.ok(wordRoots('sets').includes('set'));
  });

  test("a word's forms reach the other derivations of its root: pay, payment, paying", () => {
    const forms = wordForms('pay');
    for (const form of ['payment', 'payments', 'paying', 'pays']) assert.ok(forms.includes(form), form);
    assert.ok(!wordForms('sign').includes('signer'), 'a signer is not signing');
    assert.ok(!forms.includes('pay'), 'not the word itself');
    assert.ok(wordForms('payment').includes('pay'));
    assert.ok(wordForms('paying').includes('payment'));
  });
});
