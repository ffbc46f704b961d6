import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EXCERPT_LENGTH } from '../../src/search/search-config.ts';
import { excerptParts, highlightParts, matchRanges, partsText } from '../../src/search/highlight.ts';

const marked = (parts: { text: string; mark: boolean }[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe('search highlighting', () => {
  test('terms match where words start, including camelCase boundaries, and run to the end of the word', () => {
    assert.deepEqual(marked(highlightParts('GetInfo returns info', ['info'])), ['Info', 'info']);
    assert.deepEqual(marked(highlightParts('GetInfo', ['get'])), ['Get']);
    assert.deepEqual(marked(highlightParts('GetInfo', ['get', 'info'])), ['GetInfo'], 'adjacent matches merge');
    assert.deepEqual(
      marked(highlightParts('Subscribe to invoices', ['invoic'])),
      ['invoices'],
      'a stem marks its word',
    );
    assert.deepEqual(marked(highlightParts('misinformation', ['info'])), [], 'not inside a word');
    assert.deepEqual(marked(highlightParts('local_funding_amount', ['funding'])), ['funding']);
  });

  test('ranges are sorted and merged', () => {
    assert.deepEqual(matchRanges('lncli getinfo', ['getinfo', 'get', 'lncli']), [
      [0, 5],
      [6, 13],
    ]);
  });

  test('markup in the text stays text: parts are plain strings', () => {
    const parts = highlightParts('Beware <script>alert("x")</script>', ['script']);
    assert.equal(partsText(parts), 'Beware <script>alert("x")</script>');
    assert.deepEqual(marked(parts), ['script', 'script']);
  });

  test(`an excerpt is at most ${EXCERPT_LENGTH} characters around the first match, with ellipses`, () => {
    const text =
      'The number of satoshis the wallet should commit to the channel, which is funded from the wallet of the node that opens it; it must be above the minimum channel size.';
    const excerpt = excerptParts(text, ['minimum']);
    const plain = partsText(excerpt);
    assert.ok(plain.length <= EXCERPT_LENGTH, `${plain.length} characters: ${plain}`);
    assert.ok(plain.startsWith('…'));
    assert.deepEqual(marked(excerpt), ['minimum']);
    const start = partsText(excerptParts(text, ['number']));
    assert.ok(start.startsWith('The number') && start.endsWith('…') && start.length <= EXCERPT_LENGTH);
    assert.ok(text.startsWith(start.slice(0, -1)), 'the excerpt is the start of the text');
    assert.equal(text[start.length - 1], ' ', 'and ends after a whole word');
  });

  test('without a match an excerpt is the start of the text; short texts are whole; empty is empty', () => {
    assert.equal(partsText(excerptParts('a'.repeat(80), ['zzz'])).length, EXCERPT_LENGTH);
    assert.equal(partsText(excerptParts('Short text.', ['text'])), 'Short text.');
    assert.deepEqual(excerptParts('   ', ['x']), []);
  });

  test('every excerpt of a long text stays within the limit wherever the match is', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const text = words.join(' ');
    for (const word of words) {
      const parts = excerptParts(text, [word]);
      assert.ok(partsText(parts).length <= EXCERPT_LENGTH, word);
      assert.deepEqual(marked(parts), [word], word);
    }
  });
});
