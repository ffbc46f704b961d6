/**
 * The glossary is data: every entry well formed, no term in two entries, verbs consistent.
 * That every meaning is words the real documentation uses is checked on the real API by
 * test/search/relevance.test.ts (which builds it anyway).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { API_VERBS, VERB_CLASSES } from '../../src/search/api-verbs.ts';
import { DAEMON_ALIASES } from '../../src/search/daemon-aliases.ts';
import { GLOSSARY } from '../../src/search/glossary.ts';
import { indexedForm } from '../../src/search/pipeline.ts';
import { chunkWords } from '../../src/search/tokenize.ts';

describe('the Lightning glossary', () => {
  test('every entry has terms, meanings and a fact; terms are lower case and belong to one entry', () => {
    const owner = new Map<string, number>();
    GLOSSARY.forEach((entry, index) => {
      assert.ok(entry.terms.length > 0 && entry.means.length > 0, JSON.stringify(entry));
      assert.match(entry.fact, /^\S.{20,}\.$/, `a sentence: ${entry.fact}`);
      for (const term of entry.terms) {
        assert.equal(term, term.toLowerCase(), term);
        assert.ok(chunkWords(term).length > 0, `"${term}" has words`);
        const key = chunkWords(term)
          .map((w) => indexedForm(w))
          .join(' ');
        assert.ok(!owner.has(key) || owner.get(key) === index, `"${term}" is in two entries`);
        owner.set(key, index);
      }
    });
  });

  test('verb classes only hold API verbs; daemon aliases name daemons', () => {
    for (const verb of VERB_CLASSES.flat()) assert.ok(API_VERBS.has(verb), verb);
    for (const [alias, id] of Object.entries(DAEMON_ALIASES)) {
      assert.equal(alias, alias.toLowerCase());
      assert.ok(['lnd', 'loop', 'pool', 'faraday', 'taproot-assets', 'lit'].includes(id), id);
    }
  });
});
