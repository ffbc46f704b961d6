import assert from 'node:assert/strict';
import { test } from 'node:test';
import { highlight } from '../../src/highlight/highlight.ts';

test('punctuation and operators take the text colour: no span for them, the other tokens keep theirs', () => {
  assert.equal(
    highlight("f(1, 'a') => x;", 'js'),
    `<span class="token function">f</span>(<span class="token number">1</span>, <span class="token string">'a'</span>) => x;`,
  );
  assert.equal(highlight('a < b', 'python'), 'a &lt; b');
  assert.equal(highlight('<b>', undefined), '&#60;b&#62;', 'unknown languages are escaped');
});
